package io.tabula.core;

import com.google.common.collect.ImmutableList;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * A file format of game records that a module reads, and may write (SGF for Go and Gomoku,
 * the renju move list, Junqi's JSON records): the games of a text, each played through the
 * rules its header names. Modules offer theirs through {@link GameModule#recordFormats()},
 * so {@code tabula sgf replay}, {@code tabula record convert} and {@code tabula play --record}
 * know no game; a tool picks a format by the file name's ending ({@link #extensions()}).
 *
 * <p>Writing and reading agree: for a game {@link #writes} accepts, replaying the text
 * {@link #write} gives (as the whole record) gives the same moves, in order, and the same result.
 */
public interface RecordFormat {

    /** The format's name, shared by the modules that read it: {@code sgf}. */
    String name();

    /**
     * The endings of the file names of this format, lower case, without the dot: {@code sgf}.
     * The format's name by default.
     */
    default List<String> extensions() {
        return List.of(name());
    }

    /**
     * Whether this module reads {@code text} in this format (for SGF: whether the first game
     * names this module's game, {@code GM[1]} for Go). Cheap and never throws.
     */
    boolean reads(String text);

    /**
     * Every game of {@code text}, each played through its rules as far as its moves are legal.
     *
     * @param source names the text in messages (a file name)
     * @throws TabulaException naming where the text cannot be read, or a game is not this module's
     */
    List<Replay> replay(String source, String text);

    /**
     * Whether {@link #write} writes the games of {@code definition}: whole, or ({@code asView})
     * as one side may know them. In a game of perfect information a side's view is the whole
     * game. False by default: a format the module only reads.
     */
    default boolean writes(GameDefinition definition, boolean asView) {
        return false;
    }

    /**
     * The game of {@code moves} played from {@code start} as a text of this format, which
     * {@link #replay} reads back. {@code end} is the state the game ended in: the state after
     * the moves, with whatever the players agreed after the last move that no move says (a Go
     * game's dead stones, {@code GameState}s of the module's own kind), so the result is the
     * game's. With a {@code viewer}, the text holds only what that side may know
     * ({@link GameState#viewFor}): nothing hidden from it, in the start, the moves or the result;
     * a format writes views only where {@link #writes}{@code (definition, true)} says so.
     *
     * @throws TabulaException if this text cannot say this game (a move list from a set-up position)
     * @throws UnsupportedOperationException if {@link #writes} is false for the game and viewer
     */
    default String write(GameState start, List<? extends Move> moves, GameState end, Optional<Side> viewer) {
        throw new UnsupportedOperationException(name() + " records of " + start.definition().gameId()
                + " are read here, not written" + (viewer.isPresent() ? " as a side's view" : ""));
    }

    /**
     * One game played through the rules.
     *
     * @param definition the rules the record names
     * @param start      the position the game starts from (the rules' initial one, or a set-up)
     * @param moves      the moves played, in order, up to the illegal one if any (a resignation included)
     * @param played     the moves played on the board (a resignation not counted)
     * @param last       the position after the last move played
     * @param warnings   what the reader passed over or repaired, in order
     * @param illegal    the first move the rules rejected, where the replay stopped
     * @param result     the result in the format's own words ({@code B+24.5}), when the game is over
     */
    record Replay(GameDefinition definition, GameState start, List<Move> moves, int played, GameState last,
            List<Warning> warnings, Optional<IllegalMove> illegal, Optional<String> result) {
        public Replay {
            Objects.requireNonNull(definition, "definition");
            Objects.requireNonNull(start, "start");
            moves = ImmutableList.copyOf(moves);
            Objects.requireNonNull(last, "last");
            warnings = ImmutableList.copyOf(warnings);
            Objects.requireNonNull(illegal, "illegal");
            Objects.requireNonNull(result, "result");
        }
    }

    /**
     * Something the reader passed over or repaired.
     *
     * @param where   where in the text: {@code line:column}
     * @param message what and why
     */
    record Warning(String where, String message) {
    }

    /**
     * The first move the record gives that could not be played.
     *
     * @param where      where in the text: {@code line:column}
     * @param moveNumber its number in the record, from 1
     * @param move       the move as the record gives it, for people ({@code black D6 [dd]}, {@code B[hh]})
     * @param reason     the typed reason: the rules' own, or one of the reader's ({@code UNREADABLE})
     * @param detail     a sentence saying what was wrong
     */
    record IllegalMove(String where, int moveNumber, String move, IllegalReason reason, String detail) {
        /** {@code illegal move 3: black D6 [dd]: the point is occupied (OCCUPIED)}. */
        public String describe() {
            return "illegal move " + moveNumber + ": " + move + ": " + detail + " (" + reason.name() + ")";
        }
    }
}
