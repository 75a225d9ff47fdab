package io.tabula.gomoku.protocol;

import io.tabula.core.GameDefinition;
import io.tabula.core.Outcome;
import io.tabula.gomoku.rules.GomokuOptions;
import io.tabula.gomoku.rules.GomokuRules;
import io.tabula.gomoku.rules.GomokuState;
import io.tabula.gomoku.rules.Stone;
import java.util.Set;
import java.util.TreeSet;

/**
 * What a Gomocup session knows of its game, as one value: the position, the stones of a
 * continuous game, and the brain's colour. A command that changes the game makes a new
 * value and takes it only once it is whole, so a refused command changes nothing.
 *
 * <p>The position is a {@link GomokuState}: the stones of both colours under the rules in
 * use, the colour to move by the stone count (black when both have as many). The manager is
 * the referee (it sends the positions and ends the game), so the state is set up as the
 * manager's position, ongoing, without judging it: the brain answers whatever it is sent.
 *
 * <p>Continuous-game stones (BOARD field 3) are stones of earlier rounds that belong to
 * neither side. The Gomoku rules have no such stone, so they are kept here, beside the
 * state, as a set of points: the state sees those points as empty, and the brain's board
 * ({@link #board()}) has {@value #NEUTRAL} on them, a value the rules treat as a wall (no
 * line of either colour runs through it; no stone may go there).
 *
 * @param state   the position of the two colours' stones
 * @param neutral the points of continuous-game stones
 * @param own     the brain's colour, {@link Stone#EMPTY} until the manager's commands say it
 */
record GomocupPosition(GomokuState state, Set<Integer> neutral, byte own) {
    /** A continuous game's stone on the brain's board. */
    static final byte NEUTRAL = 3;

    GomocupPosition {
        neutral = Set.copyOf(neutral);
    }

    /** An empty board under {@code definition}, the brain's colour unknown. */
    static GomocupPosition empty(GameDefinition definition) {
        int size = definition.get(GomokuOptions.SIZE);
        return of(definition, new byte[size * size], Stone.EMPTY);
    }

    /**
     * The position of a brain's board under {@code definition}.
     *
     * @param board one byte per point: {@link Stone#EMPTY}, {@link Stone#BLACK},
     *              {@link Stone#WHITE} or {@value #NEUTRAL}
     * @param own   the brain's colour, or {@link Stone#EMPTY} while unknown
     */
    static GomocupPosition of(GameDefinition definition, byte[] board, byte own) {
        byte[] stones = board.clone();
        Set<Integer> neutral = new TreeSet<>();
        int black = 0;
        int white = 0;
        for (int p = 0; p < stones.length; p++) {
            if (stones[p] == NEUTRAL) {
                neutral.add(p);
                stones[p] = Stone.EMPTY;
            }
            black += stones[p] == Stone.BLACK ? 1 : 0;
            white += stones[p] == Stone.WHITE ? 1 : 0;
        }
        GomokuState state = GomokuState.restored(definition, stones,
                black <= white ? Stone.BLACK_SIDE : Stone.WHITE_SIDE, black + white, Outcome.ONGOING);
        return new GomocupPosition(state, neutral, own);
    }

    /** The same board and colour under other rules ({@code INFO rule}). */
    GomocupPosition under(GameDefinition definition) {
        return of(definition, board(), own);
    }

    /** The board as the brain reads it: the state's stones, and {@value #NEUTRAL} on continuous-game stones. */
    byte[] board() {
        byte[] board = state.cells();
        for (int p : neutral) {
            board[p] = NEUTRAL;
        }
        return board;
    }

    GomokuRules rules() {
        return state.rules();
    }

    /** The colour to move by the stone count: black when both have as many stones. */
    byte colourToMove() {
        return Stone.ofSide(state.toMove().index());
    }

    /** Whether no stone of any kind is on the board. */
    boolean isEmpty() {
        return state.ply() == 0 && neutral.isEmpty();
    }

    /** The other colour. */
    static byte opponent(byte colour) {
        return colour == Stone.BLACK ? Stone.WHITE : Stone.BLACK;
    }
}
