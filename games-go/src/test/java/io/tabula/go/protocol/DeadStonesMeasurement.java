package io.tabula.go.protocol;

import io.tabula.go.GoModule;
import java.io.IOException;
import java.io.PrintStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;

/**
 * The measurement of our dead-stone judgement against GNU Go 3.8's, too long for the suite
 * (a main of the test scope; docs/benchmarks-go.md has the commands and the figures).
 *
 * <p>It works in two steps, so that the slow part (GNU Go playing 19x19 games) is done once
 * and every version of the judgement is measured on the same games:
 * <ul>
 *   <li>{@code generate FILE SIZE GAMES FIRST_SEED LEVELS}: GNU Go plays itself
 *       ({@code --mode gtp --chinese-rules --never-resign}, a new process per game with
 *       {@code --seed} FIRST_SEED, FIRST_SEED+1, ... and {@code --level} taken in turn
 *       from the comma-separated LEVELS) until two passes in a row, komi 7.5, no cleanup
 *       phase; each finished game is appended to FILE as one line: its moves and GNU Go's
 *       answers to {@code final_score} and {@code final_status_list dead}.</li>
 *   <li>{@code compare FILE...}: our GTP engine (variant {@code chinese}) replays every game
 *       (a game found twice, the same size and moves, counts once)
 *       and answers the same two commands; printed per board size are how many games give
 *       the same score and the same winner, how many dead stones the two lists share, and
 *       for every game that differs the points only one side calls dead.</li>
 * </ul>
 */
public final class DeadStonesMeasurement {
    private static final GoModule GO = new GoModule();
    private static final int MAX_PLIES = 1000;
    private static final String KOMI = "7.5";

    private DeadStonesMeasurement() {
    }

    /** One finished game as GNU Go played and judged it. */
    record Game(int size, long seed, int level, List<String> moves, String score, Set<String> dead) {
        /** The game as one tab-separated line of a games file. */
        String line() {
            return size + "\t" + seed + "\t" + level + "\t" + score + "\t" + String.join(" ", dead) + "\t"
                    + String.join(" ", moves);
        }

        /** What makes two games the same: the board and the moves (two seeds may give one game). */
        List<String> key() {
            List<String> key = new ArrayList<>(moves);
            key.add(0, Integer.toString(size));
            return key;
        }

        static Game parse(String line) {
            String[] f = line.split("\t", -1);
            if (f.length != 6) {
                throw new IllegalArgumentException("a games line has 6 tab-separated fields, not " + f.length + ": " + line);
            }
            return new Game(Integer.parseInt(f[0]), Long.parseLong(f[1]), Integer.parseInt(f[2]), words(f[5]), f[3],
                    new TreeSet<>(words(f[4])));
        }
    }

    /** Our answers on one game, next to GNU Go's. */
    record Compared(Game game, String score, Set<String> dead) {
        boolean sameScore() {
            return game.score.equalsIgnoreCase(score);
        }

        boolean sameWinner() {
            return Character.toUpperCase(game.score.charAt(0)) == Character.toUpperCase(score.charAt(0));
        }

        Set<String> onlyTheirs() {
            Set<String> only = new TreeSet<>(game.dead);
            only.removeAll(dead);
            return only;
        }

        Set<String> onlyOurs() {
            Set<String> only = new TreeSet<>(dead);
            only.removeAll(game.dead);
            return only;
        }
    }

    public static void main(String[] args) throws IOException {
        PrintStream out = System.out;
        if (args.length == 6 && args[0].equals("generate")) {
            int[] levels = Arrays.stream(args[5].split(",")).mapToInt(Integer::parseInt).toArray();
            generate(Path.of(args[1]), Integer.parseInt(args[2]), Integer.parseInt(args[3]), Long.parseLong(args[4]),
                    levels, out);
        } else if (args.length >= 2 && args[0].equals("compare")) {
            Map<List<String>, Game> games = new LinkedHashMap<>(); // the same moves are the same game
            for (int i = 1; i < args.length; i++) {
                Files.readAllLines(Path.of(args[i]), StandardCharsets.UTF_8).stream()
                        .filter(line -> !line.isBlank()).map(Game::parse)
                        .forEach(game -> games.putIfAbsent(game.key(), game));
            }
            report(games.values().stream().map(DeadStonesMeasurement::compare).toList(), out);
        } else {
            System.err.println("usage: generate FILE SIZE GAMES FIRST_SEED LEVELS | compare FILE...");
            System.exit(2);
        }
    }

    /** GNU Go's self-play games, appended to {@code file} as each one ends. */
    static void generate(Path file, int size, int games, long firstSeed, int[] levels, PrintStream progress) {
        String gnugo = GnuGoPeerTest.locate().orElseThrow(() -> new IllegalStateException("GNU Go is not installed"));
        for (int i = 0; i < games; i++) {
            Game game = play(gnugo, size, firstSeed + i, levels[i % levels.length]);
            try {
                Files.writeString(file, game.line() + "\n", StandardCharsets.UTF_8, StandardOpenOption.CREATE,
                        StandardOpenOption.APPEND);
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
            progress.printf("%dx%d seed %d level %d: %d moves, %s, %d dead%n", size, size, game.seed, game.level,
                    game.moves.size(), game.score, game.dead.size());
        }
    }

    /** One GNU Go self-play game, played to two passes in a row, with GNU Go's judgement of its end. */
    static Game play(String gnugo, int size, long seed, int level) {
        try (GtpProcess peer = new GtpProcess(List.of(gnugo, "--mode", "gtp", "--chinese-rules", "--seed",
                Long.toString(seed), "--level", Integer.toString(level), "--never-resign"))) {
            for (String setup : List.of("boardsize " + size, "clear_board", "komi " + KOMI)) {
                peer.ok(setup);
            }
            List<String> moves = new ArrayList<>();
            int passes = 0;
            for (int ply = 0; ply < MAX_PLIES && passes < 2; ply++) {
                String move = peer.ok("genmove " + (ply % 2 == 0 ? "b" : "w")).toUpperCase();
                moves.add(move);
                passes = move.equals("PASS") ? passes + 1 : 0;
            }
            if (passes < 2) {
                throw new IllegalStateException("GNU Go's game " + seed + " did not end in " + MAX_PLIES + " plies");
            }
            return new Game(size, seed, level, moves, peer.ok("final_score"),
                    new TreeSet<>(words(peer.ok("final_status_list dead"))));
        }
    }

    /** Our engine's answers after replaying {@code game}. */
    static Compared compare(Game game) {
        GoGtp ours = new GoGtp(GO.define("chinese", Map.of("size", Integer.toString(game.size))), game.seed);
        for (String setup : List.of("boardsize " + game.size, "clear_board", "komi " + KOMI)) {
            GnuGoPeerTest.ok(ours, setup);
        }
        for (int ply = 0; ply < game.moves.size(); ply++) {
            GnuGoPeerTest.ok(ours, "play " + (ply % 2 == 0 ? "b " : "w ") + game.moves.get(ply));
        }
        Set<String> dead = new TreeSet<>(words(GnuGoPeerTest.ok(ours, "final_status_list dead").toUpperCase()));
        return new Compared(game, GnuGoPeerTest.ok(ours, "final_score"), dead);
    }

    static void report(List<Compared> compared, PrintStream out) {
        Map<Integer, List<Compared>> bySize = new TreeMap<>();
        compared.forEach(c -> bySize.computeIfAbsent(c.game.size, s -> new ArrayList<>()).add(c));
        bySize.forEach((size, games) -> {
            long sameScore = games.stream().filter(Compared::sameScore).count();
            long sameWinner = games.stream().filter(Compared::sameWinner).count();
            long theirDead = games.stream().mapToLong(c -> c.game.dead.size()).sum();
            long onlyTheirs = games.stream().mapToLong(c -> c.onlyTheirs().size()).sum();
            long onlyOurs = games.stream().mapToLong(c -> c.onlyOurs().size()).sum();
            out.printf("%dx%d: %d games, same score %d (%.1f%%), same winner %d (%.1f%%); GNU Go's dead stones %d, "
                            + "of them not ours %d; ours not GNU Go's %d%n", size, size, games.size(), sameScore,
                    100.0 * sameScore / games.size(), sameWinner, 100.0 * sameWinner / games.size(), theirDead,
                    onlyTheirs, onlyOurs);
            games.stream().filter(c -> !c.sameScore()).forEach(c -> out.printf(
                    "  seed %d level %d: GNU Go %s, ours %s; dead only for GNU Go %s; dead only for us %s%n",
                    c.game.seed, c.game.level, c.game.score, c.score, c.onlyTheirs(), c.onlyOurs()));
        });
    }

    private static List<String> words(String text) {
        String t = text.strip();
        return t.isEmpty() ? List.of() : List.of(t.split("\\s+"));
    }
}
