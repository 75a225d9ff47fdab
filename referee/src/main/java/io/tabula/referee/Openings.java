package io.tabula.referee;

import io.tabula.agent.Seeds;
import io.tabula.core.GameDefinition;
import io.tabula.core.GameState;
import io.tabula.core.Move;
import io.tabula.core.MoveCheck;
import io.tabula.core.RecordFormat;
import io.tabula.core.TabulaException;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Random;

/**
 * The starting positions of a match ({@code --openings FILE}): each a list of moves played
 * before the players are asked, so that games differ and every position is played with both
 * colours. Games 1 and 2 of a match start from the first opening, 3 and 4 from the second, and
 * so on round the list; with the colours alternating, each opening is played once by each
 * player as the first side. A seed shuffles the list, the same seed the same way.
 *
 * <p>A file is a record file the game's module reads (SGF, whose every game is an opening: the
 * moves of its main line; a renju move list that starts with its rules), or text with one
 * opening a line, its moves in the game's notation separated by spaces or commas ({@code h8 h9 i9});
 * {@code #} starts a comment. Every opening is played through the match's rules when it is read:
 * an illegal move, or one that ends the game, is an error naming the file and the opening.
 */
public final class Openings {
    /** No openings: every game starts from the rules' initial position. */
    public static final Openings NONE = new Openings(List.of(), List.of(), "none");

    private final List<List<Move>> lines;
    private final List<String> names;
    private final String text;

    private Openings(List<List<Move>> lines, List<String> names, String text) {
        this.lines = List.copyOf(lines);
        this.names = List.copyOf(names);
        this.text = text;
    }

    /**
     * The openings of {@code files} under {@code definition}, in the files' order.
     *
     * @throws TabulaException naming the file and opening that cannot be read or played
     */
    public static Openings read(GameDefinition definition, List<Path> files) {
        List<List<Move>> lines = new ArrayList<>();
        List<String> names = new ArrayList<>();
        for (Path file : files) {
            String content;
            try {
                content = Files.readString(file, StandardCharsets.UTF_8);
            } catch (IOException e) {
                throw new TabulaException("--openings " + file + ": cannot read it: " + (e instanceof java.nio.file.NoSuchFileException
                        ? "no such file" : e.getMessage()));
            }
            int before = lines.size();
            readOne(definition, file.toString(), content, lines, names);
            if (lines.size() == before) {
                throw new TabulaException("--openings " + file + ": holds no opening");
            }
        }
        return new Openings(lines, names, files.stream().map(Path::toString).reduce((a, b) -> a + "," + b).orElse("none"));
    }

    private static void readOne(GameDefinition definition, String source, String content, List<List<Move>> lines,
            List<String> names) {
        for (RecordFormat format : definition.module().recordFormats()) {
            if (format.reads(content)) {
                List<RecordFormat.Replay> games = format.replay(source, content);
                for (int i = 0; i < games.size(); i++) {
                    RecordFormat.Replay game = games.get(i);
                    String name = source + " game " + (i + 1);
                    if (game.illegal().isPresent()) {
                        throw new TabulaException("--openings " + name + ": " + game.illegal().get().describe());
                    }
                    lines.add(played(definition, name, game.moves()));
                    names.add(name);
                }
                return;
            }
        }
        String[] text = content.split("\\R");
        for (int n = 0; n < text.length; n++) {
            String line = text[n].replaceFirst("#.*", "").strip();
            if (line.isEmpty()) {
                continue;
            }
            String name = source + " line " + (n + 1);
            List<Move> moves = new ArrayList<>();
            GameState state = definition.newGame();
            for (String word : line.split("[\\s,]+")) {
                Move move;
                try {
                    move = definition.module().notation().parse(state, word);
                } catch (TabulaException e) {
                    throw new TabulaException("--openings " + name + ": '" + word + "' is not a move: " + e.getMessage());
                }
                moves.add(move);
                state = checked(definition, name, state, move);
            }
            lines.add(moves);
            names.add(name);
        }
    }

    /** {@code moves}, checked to be legal from the start of {@code definition} and to leave the game on. */
    private static List<Move> played(GameDefinition definition, String name, List<Move> moves) {
        GameState state = definition.newGame();
        for (Move move : moves) {
            state = checked(definition, name, state, move);
        }
        return moves;
    }

    private static GameState checked(GameDefinition definition, String name, GameState state, Move move) {
        if (state.isOver()) {
            throw new TabulaException("--openings " + name + ": the game is over before its last move: " + state.describeOutcome());
        }
        if (state.check(move) instanceof MoveCheck.Illegal illegal) {
            throw new TabulaException("--openings " + name + ": " + definition.module().notation().format(state, move)
                    + " is illegal under " + definition.text() + ": " + illegal.detail());
        }
        GameState next = state.apply(move);
        if (next.isOver()) {
            throw new TabulaException("--openings " + name + ": it ends the game (" + next.describeOutcome()
                    + "); an opening leaves the game to the players");
        }
        return next;
    }

    /** These openings in an order shuffled by {@code seed}; the same seed gives the same order. */
    public Openings shuffled(long seed) {
        List<Integer> order = new ArrayList<>();
        for (int i = 0; i < lines.size(); i++) {
            order.add(i);
        }
        Collections.shuffle(order, new Random(Seeds.mix(seed, lines.size())));
        List<List<Move>> moved = new ArrayList<>();
        List<String> named = new ArrayList<>();
        order.forEach(i -> {
            moved.add(lines.get(i));
            named.add(names.get(i));
        });
        return new Openings(moved, named, text + " shuffled by seed " + seed);
    }

    /** How many openings there are. */
    public int size() {
        return lines.size();
    }

    /** The moves game {@code number} (from 1) of a match starts with: empty without openings. */
    public List<Move> forGame(int number) {
        return lines.isEmpty() ? List.of() : lines.get(((number - 1) / 2) % lines.size());
    }

    /** Where the opening of game {@code number} comes from ({@code openings.sgf game 3}); empty without openings. */
    public String nameForGame(int number) {
        return names.isEmpty() ? "" : names.get(((number - 1) / 2) % names.size());
    }

    /** The files and seed, as the settings of a tournament keep them. */
    public String text() {
        return text;
    }
}
