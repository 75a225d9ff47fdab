package io.tabula.cli;

import com.google.common.base.Ticker;
import io.tabula.core.GameDefinition;
import io.tabula.core.TabulaException;
import io.tabula.referee.Clock;
import io.tabula.referee.Clocks;
import io.tabula.referee.DeadStoneJudge;
import io.tabula.referee.EngineLogs;
import io.tabula.referee.MatchTerms;
import io.tabula.referee.Openings;
import io.tabula.referee.PlayerSpec;
import io.tabula.referee.Referee;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import picocli.CommandLine.Option;

/**
 * What {@code tabula match} and {@code tabula tournament} share about refereeing: the clocks,
 * the answer limit and time margin, the dead-stone judge, the openings, how engines are told the
 * rules, the protocol logs, and whether an output folder may be replaced.
 */
final class RefereeOptions {
    @Option(names = "--clock", paramLabel = "CLOCK", defaultValue = "none",
            description = "each player's clock: none, absolute:10m, byoyomi:10m+5x30s, canadian:10m+25/5m, "
                    + "chinese:60m+3, gomocup:5s/3m, tc=40/60+0.5 (moves/seconds+increment, as cutechess-cli "
                    + "writes it), st=2 (a fixed time a move) (default: ${DEFAULT-VALUE})")
    String clock;

    @Option(names = "--player-clock", paramLabel = "NAME=CLOCK",
            description = "a clock of the player NAME's own, in place of --clock; give it once per player")
    List<String> playerClocks = new ArrayList<>();

    @Option(names = "--answer-limit", paramLabel = "SPAN", defaultValue = "60s",
            description = "the longest wait for an engine's answer in a game without a clock, and for the commands "
                    + "that set a game up; a clock's own time is never cut by it (default: ${DEFAULT-VALUE})")
    String answerLimit;

    @Option(names = "--time-margin", paramLabel = "SPAN", defaultValue = "0s",
            description = "how far past its clock a move may come without losing on time, as cutechess-cli's "
                    + "timemargin (default: ${DEFAULT-VALUE})")
    String timeMargin;

    @Option(names = "--dead-stones", paramLabel = "JUDGE", defaultValue = "referee",
            description = "who judges dead stones after two passes: referee (Tabula's own judgement; the players' "
                    + "differing judgements are reported), engines (both players' final_status_list dead when they "
                    + "agree, else the referee's), or engine:gtp:COMMAND (a referee engine) (default: ${DEFAULT-VALUE})")
    String deadStones;

    @Option(names = "--openings", paramLabel = "FILE",
            description = "starting positions: an SGF file (each game an opening), a renju move list, or text with "
                    + "one opening a line; games 1 and 2 start from the first, 3 and 4 from the next, ...")
    List<Path> openings = new ArrayList<>();

    @Option(names = "--openings-seed", paramLabel = "S",
            description = "shuffle the openings with this seed (the same seed, the same order)")
    Long openingsSeed;

    @Option(names = "--engine-rules", paramLabel = "NAME=STYLE",
            description = "how the engine NAME is told the rules: auto (the default: GNU Go's flags for a program "
                    + "named gnugo), none, gnugo (--chinese-rules, --positional-superko, ...) or kgs (kgs-rules)")
    Map<String, String> engineRules = new LinkedHashMap<>();

    @Option(names = "--log", paramLabel = "DIR",
            description = "keep each engine's protocol exchange and standard error, a file a game and engine")
    Path log;

    @Option(names = "--overwrite",
            description = "replace the games saved in --out DIR by an earlier run (without it, a folder that holds "
                    + "games is refused)")
    boolean overwrite;

    /** The clock of players without one of their own. */
    Clock clock() {
        return Clocks.parse(clock);
    }

    /** The referee these options describe, timing on the system's ticker. */
    Referee referee() {
        Duration limit = Clocks.span(answerLimit);
        if (limit.isZero()) {
            throw new TabulaException("--answer-limit must be longer than 0");
        }
        return new Referee(Ticker.systemTicker(), limit, Clocks.span(timeMargin),
                log == null ? EngineLogs.NONE : EngineLogs.in(log));
    }

    /** The answer limit as written back ({@code 1m}). */
    String answerLimitText() {
        return Clocks.format(Clocks.span(answerLimit));
    }

    /** The match terms of {@code games} games with {@code colours}, from these options. */
    MatchTerms terms(GameDefinition definition, int games, io.tabula.referee.Colours colours) {
        Openings read = openings.isEmpty() ? Openings.NONE : Openings.read(definition, openings);
        if (openingsSeed != null) {
            if (openings.isEmpty()) {
                throw new TabulaException("--openings-seed shuffles --openings; give --openings FILE");
            }
            read = read.shuffled(openingsSeed);
        }
        return MatchTerms.of(games, clock()).withColours(colours).withOpenings(read)
                .withDeadStones(DeadStoneJudge.parse(deadStones));
    }

    /**
     * The players as written, each with its own clock and rule style where these options give them.
     *
     * @throws TabulaException for a clock or style of a player that is not among them
     */
    List<PlayerSpec> players(List<String> written) {
        List<PlayerSpec> players = new ArrayList<>(written.stream().map(PlayerSpec::parse).toList());
        Map<String, Clock> clocks = new LinkedHashMap<>();
        for (String text : playerClocks) {
            int eq = text.indexOf('=');
            if (eq < 1) {
                throw new TabulaException("--player-clock '" + text + "': write NAME=CLOCK, like gnugo=tc=40/60+1");
            }
            clocks.put(text.substring(0, eq), Clocks.parse(text.substring(eq + 1)));
        }
        for (String name : clocks.keySet()) {
            requireNamed(players, name, "--player-clock");
        }
        for (String name : engineRules.keySet()) {
            requireNamed(players, name, "--engine-rules");
        }
        for (int i = 0; i < players.size(); i++) {
            PlayerSpec player = players.get(i);
            if (clocks.containsKey(player.name())) {
                player = player.withClock(clocks.get(player.name()));
            }
            if (engineRules.containsKey(player.name())) {
                if (!player.external()) {
                    throw new TabulaException("--engine-rules " + player.name() + ": a built-in agent is not told the "
                            + "rules; it plays by Tabula's");
                }
                player = player.withRules(engineRules.get(player.name()));
            }
            players.set(i, player);
        }
        return players;
    }

    private static void requireNamed(List<PlayerSpec> players, String name, String option) {
        if (players.stream().noneMatch(p -> p.name().equals(name))) {
            throw new TabulaException(option + " " + name + ": no player is named '" + name + "'; the players: "
                    + String.join(", ", players.stream().map(PlayerSpec::name).toList()));
        }
    }

    /** The settings of these options that decide games, as a tournament's folder keeps them. */
    Map<String, String> settings() {
        Map<String, String> out = new LinkedHashMap<>();
        out.put("playerClocks", String.join(" ", playerClocks));
        out.put("timeMargin", Clocks.format(Clocks.span(timeMargin)));
        out.put("deadStones", deadStones);
        out.put("openings", String.join(",", openings.stream().map(Path::toString).toList())
                + (openingsSeed == null ? "" : " seed " + openingsSeed));
        out.put("engineRules", engineRules.toString());
        return out;
    }

    /**
     * Refuses an output folder that holds a match or tournament already, unless going on with it
     * or told to replace it; with {@code --overwrite}, removes the earlier run's files.
     *
     * @throws TabulaException naming the folder and the ways on
     */
    void claim(Path out, boolean resuming, String command) {
        if (out == null || resuming || !Files.isDirectory(out)) {
            return;
        }
        List<Path> earlier;
        try (Stream<Path> files = Files.list(out)) {
            earlier = files.filter(RefereeOptions::savedByUs).toList();
        } catch (IOException e) {
            throw new TabulaException("cannot read " + out + ": " + e.getMessage());
        }
        if (earlier.isEmpty()) {
            return;
        }
        if (!overwrite) {
            throw new TabulaException(out + " holds games of an earlier run (" + earlier.size() + " files); "
                    + (command.equals("tournament") ? "add --resume to go on with it, or " : "") + "add --overwrite to "
                    + "replace them, or name another folder");
        }
        for (Path file : earlier) {
            try {
                Files.delete(file);
            } catch (IOException e) {
                throw new TabulaException("--overwrite: cannot remove " + file + ": " + e.getMessage());
            }
        }
    }

    /** A file an earlier run of match or tournament wrote in its folder. */
    private static boolean savedByUs(Path file) {
        String name = file.getFileName().toString();
        return name.equals("results.csv") || name.equals(TournamentSettings.FILE) || name.startsWith("standings.")
                || name.matches("game-\\d+\\.(json|sgf)");
    }
}
