package io.tabula.core;

import com.google.common.collect.ImmutableList;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * A file format of game records that a module reads (SGF for Go and Gomoku, the renju move
 * list): the games of a text, each played through the rules its header names. Modules offer
 * theirs through {@link GameModule#recordFormats()}, so {@code tabula sgf replay} knows no game.
 */
public interface RecordFormat {

    /** The format's name, shared by the modules that read it: {@code sgf}. */
    String name();

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
     * One game played through the rules.
     *
     * @param definition the rules the record names
     * @param played     the moves played on the board (a resignation not counted)
     * @param last       the position after the last move played
     * @param warnings   what the reader passed over or repaired, in order
     * @param illegal    the first move the rules rejected, where the replay stopped
     * @param result     the result in the format's own words ({@code B+24.5}), when the game is over
     */
    record Replay(GameDefinition definition, int played, GameState last, List<Warning> warnings,
            Optional<IllegalMove> illegal, Optional<String> result) {
        public Replay {
            Objects.requireNonNull(definition, "definition");
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
