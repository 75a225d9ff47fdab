package io.tabula.gomoku.record;

import io.tabula.core.CommonReason;
import io.tabula.core.GameDefinition;
import io.tabula.core.GameState;
import io.tabula.core.Move;
import io.tabula.core.MoveCheck;
import io.tabula.core.NotationException;
import io.tabula.gomoku.notation.RenjuNotation;
import io.tabula.gomoku.rules.GomokuMove;
import io.tabula.gomoku.rules.GomokuState;
import io.tabula.record.GameRecord;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The plain renju move list: the moves from the empty board, in renju notation
 * ({@code h8}: column letter, row number from the bottom), separated by white space, with
 * the words {@code pass} and {@code claim} where the rules allow them:
 * {@code h8 i9 j10 pass claim}. Black moves first and the colours alternate, so the list
 * names no colours. The list does not say which rules were played; the reader is given
 * them.
 *
 * <p>Reading plays every move through the rules and stops at the first that cannot be
 * played, reporting its number (from 1), its text, where it stands and the rules' typed
 * reason ({@code UNREADABLE} for text that is no move). Writing is lower case, one space
 * between moves, no line breaks.
 */
public final class RenjuMoveList {
    private static final RenjuNotation NOTATION = new RenjuNotation();

    private RenjuMoveList() {
    }

    /**
     * The record's moves as a move list.
     *
     * @throws IllegalArgumentException if the record is not of Gomoku, or starts from a set-up
     *                                  position (which a move list cannot say: write SGF or JSON)
     */
    public static String write(GameRecord record) {
        requireGomoku(record.definition());
        if (!record.start().equals(record.definition().newGame())) {
            throw new IllegalArgumentException("a renju move list starts from the empty board with black to move; "
                    + "this record starts from another position (" + record.start()
                    + "): write it as SGF or JSON");
        }
        StringBuilder out = new StringBuilder();
        GameState state = record.start();
        for (Move move : record.moves()) {
            if (!out.isEmpty()) {
                out.append(' ');
            }
            out.append(NOTATION.format(state, move));
            state = state.apply(move);
        }
        return out.toString();
    }

    /**
     * Reads a move list and plays it from the empty board of {@code definition}, stopping
     * at the first move that cannot be played ({@link GomokuReplay#illegal()}).
     *
     * @throws IllegalArgumentException if the definition is not of Gomoku
     */
    public static GomokuReplay read(GameDefinition definition, String text) {
        requireGomoku(definition);
        GomokuState start = (GomokuState) definition.newGame();
        GomokuState state = start;
        List<GomokuMove> moves = new ArrayList<>();
        List<GomokuState> states = new ArrayList<>();
        states.add(start);
        int line = 1;
        int column = 1;
        int i = 0;
        int number = 0;
        while (i < text.length()) {
            char c = text.charAt(i);
            if (Character.isWhitespace(c)) {
                if (c == '\n') {
                    line++;
                    column = 1;
                } else {
                    column++;
                }
                i++;
                continue;
            }
            int begin = i;
            int beginColumn = column;
            while (i < text.length() && !Character.isWhitespace(text.charAt(i))) {
                i++;
                column++;
            }
            String token = text.substring(begin, i);
            number++;
            Optional<IllegalRecordMove> illegal = Optional.empty();
            GomokuMove move = null;
            try {
                move = (GomokuMove) NOTATION.parse(state, token);
            } catch (NotationException e) {
                illegal = Optional.of(new IllegalRecordMove(number, token, CommonReason.UNREADABLE, e.getMessage(),
                        line, beginColumn));
            }
            if (move != null && state.check(move) instanceof MoveCheck.Illegal rejected) {
                illegal = Optional.of(new IllegalRecordMove(number, token, rejected.reason(), rejected.detail(), line,
                        beginColumn));
            }
            if (illegal.isPresent()) {
                return new GomokuReplay(definition, start, moves, states, illegal, Map.of(), List.of());
            }
            state = state.apply(move);
            moves.add(move);
            states.add(state);
        }
        return new GomokuReplay(definition, start, moves, states, Optional.empty(), Map.of(), List.of());
    }

    /**
     * Reads a move list as a record of all its moves.
     *
     * @throws GomokuRecordException naming the first move that cannot be played, its number and the reason
     * @throws IllegalArgumentException if the definition is not of Gomoku
     */
    public static GameRecord parse(GameDefinition definition, String text) {
        return read(definition, text).recordOrThrow();
    }

    static void requireGomoku(GameDefinition definition) {
        if (!definition.gameId().equals("gomoku")) {
            throw new IllegalArgumentException("Gomoku records are for gomoku definitions, not " + definition.text());
        }
    }
}
