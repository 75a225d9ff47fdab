package io.tabula.go.search;

import io.tabula.core.GameState;
import io.tabula.core.Move;
import io.tabula.core.MovePriors;
import io.tabula.go.rules.BoardTopology;
import io.tabula.go.rules.GoMove;
import io.tabula.go.rules.GoState;
import io.tabula.go.rules.PolicyBoard;
import io.tabula.go.rules.Stones;
import java.util.List;

/**
 * Go's first opinion of a new node's moves, as virtual playouts: every move starts even
 * ({@link #EVEN} playouts at half wins), and each thing a player sees in a stone adds
 * playouts at a win rate of its own: a capture and an atari escape (more for more stones),
 * a 3x3 shape of the playouts (more next to the last stone), a move near the last stone, and
 * on a square board the third line; against, a self-atari of a chain of two or more, filling
 * an own eye, the empty triangle, and a stone on the first or second line with nothing near.
 * The search then looks at good moves first and leaves bad ones with fewer playouts, as
 * MoGo's and Fuego's prior knowledge does. Not thread-safe: one per search thread.
 */
final class GoMovePriors implements MovePriors {
    /** The virtual playouts every move starts with, half of them won. */
    static final double EVEN = 10;

    private PolicyBoard board;
    private double wins;
    private double visits;

    @Override
    public void rate(GameState start, List<Move> moves, double[] winsOut, double[] visitsOut) {
        GoState state = GoState.TYPE.state(start);
        if (board == null || !board.fits(state)) {
            board = new PolicyBoard(state.rules());
        }
        board.load(state);
        boolean square = state.rules().shape() == BoardTopology.SQUARE;
        int size = square ? state.rules().size() : 0; // a board of the user's has no side
        byte[] cells = state.cells();
        byte mine = Stones.ofSide(state.toMove().index());
        int last = GoPlayoutPolicy.lastPoint(state);
        for (int i = 0; i < moves.size(); i++) {
            wins = EVEN / 2;
            visits = EVEN;
            if (moves.get(i) instanceof GoMove.Place place) {
                ratePoint(place.point(), square, size, cells, mine, last);
            } else if (moves.get(i) instanceof GoMove.Pass && state.passes() == 0) {
                add(0.1, 20); // passing first leaves the position to the opponent; after a pass the count decides
            }
            winsOut[i] = wins;
            visitsOut[i] = visits;
        }
    }

    private void ratePoint(int p, boolean square, int size, byte[] cells, byte mine, int last) {
        int captured = board.captureSize(p);
        if (captured > 0) {
            add(1.0, 10 + 5 * Math.min(captured, 6));
        }
        int saved = board.savedSize(p);
        if (saved > 0) {
            add(0.9, 10 + 5 * Math.min(saved, 6));
        }
        if (captured == 0 && board.selfAtari(p)) {
            add(0.0, 30);
        }
        if (board.ownEye(p)) {
            add(0.0, 40);
        }
        if (!square) {
            if (board.shape(p)) {
                add(0.7, 10);
            }
            return;
        }
        int x = p % size;
        int y = p / size;
        boolean nearLast = last >= 0 && Math.abs(last % size - x) <= 1 && Math.abs(last / size - y) <= 1;
        if (board.shape(p)) {
            add(nearLast ? 0.8 : 0.65, nearLast ? 15 : 8);
        }
        if (last >= 0 && Math.abs(last % size - x) + Math.abs(last / size - y) <= 2) {
            add(0.6, 6);
        }
        if (emptyTriangle(x, y, size, cells, mine)) {
            add(0.2, 10);
        }
        int line = Math.min(Math.min(x, y), Math.min(size - 1 - x, size - 1 - y));
        if (line <= 1 && nothingNear(x, y, size, cells)) {
            add(line == 0 ? 0.1 : 0.35, line == 0 ? 20 : 8);
        } else if (line == 2 && size >= 9) {
            add(0.6, 6);
        }
    }

    /** Adds {@code weight} virtual playouts won at {@code rate}. */
    private void add(double rate, double weight) {
        wins += rate * weight;
        visits += weight;
    }

    /**
     * Whether a stone of colour {@code mine} on (x, y) makes an empty triangle: in one of the
     * four 2x2 squares through the point, two more stones of its own and the fourth point empty
     * (three stones doing the work of two, with a weakness at the empty point).
     */
    static boolean emptyTriangle(int x, int y, int size, byte[] cells, byte mine) {
        for (int dx = -1; dx <= 1; dx += 2) {
            for (int dy = -1; dy <= 1; dy += 2) {
                int ax = x + dx;
                int by = y + dy;
                if (ax < 0 || ax >= size || by < 0 || by >= size) {
                    continue;
                }
                byte side = cells[y * size + ax];
                byte vertical = cells[by * size + x];
                byte corner = cells[by * size + ax];
                int own = (side == mine ? 1 : 0) + (vertical == mine ? 1 : 0) + (corner == mine ? 1 : 0);
                int empty = (side == Stones.EMPTY ? 1 : 0) + (vertical == Stones.EMPTY ? 1 : 0)
                        + (corner == Stones.EMPTY ? 1 : 0);
                if (own == 2 && empty == 1) {
                    return true;
                }
            }
        }
        return false;
    }

    /** Whether no stone stands within two lines of (x, y) (a Manhattan distance of 2). */
    private static boolean nothingNear(int x, int y, int size, byte[] cells) {
        for (int dy = -2; dy <= 2; dy++) {
            for (int dx = -2 + Math.abs(dy); dx <= 2 - Math.abs(dy); dx++) {
                int qx = x + dx;
                int qy = y + dy;
                if (qx >= 0 && qx < size && qy >= 0 && qy < size && cells[qy * size + qx] != Stones.EMPTY) {
                    return false;
                }
            }
        }
        return true;
    }
}
