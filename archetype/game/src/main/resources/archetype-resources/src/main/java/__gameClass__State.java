package ${package};

import io.tabula.core.CommonReason;
import io.tabula.core.GameDefinition;
import io.tabula.core.GameState;
import io.tabula.core.IllegalMoveException;
import io.tabula.core.IllegalReason;
import io.tabula.core.Move;
import io.tabula.core.MoveCheck;
import io.tabula.core.Outcome;
import io.tabula.core.Side;
import io.tabula.hash.Zobrist;
import java.util.ArrayList;
import java.util.List;

/**
 * A position: the board, the side to move and, worked out once, the outcome and the hash.
 * Immutable, so that the framework may keep, share and compare states; {@link #apply} returns
 * a new one. This is where the rules live: change {@link #check} and {@link #lineThrough} to
 * make the game your own.
 */
public final class ${gameClass}State implements GameState {
    /** What stands on a point: the empty mark, or a side's piece at the side's index. */
    static final char EMPTY = '.';
    static final String PIECES = "XO";
    private static final int[][] LINE_AXES = {{1, 0}, {0, 1}, {1, 1}, {1, -1}};
    /** Random keys per point, piece and side to move; a position's hash XORs those present. */
    private static final Zobrist KEYS = new Zobrist(19 * 19, PIECES.length(), 2, 20261201L);

    private final GameDefinition definition;
    private final int size;
    private final char[] cells; // row 1 (the bottom row) first, a to the right
    private final int toMove;
    private final Outcome outcome;
    private final long hash;

    /** The game's one move: a piece on the point at column {@code x}, row {@code y}, from 0. */
    public record Place(int x, int y) implements Move {}

    /** Why a move is illegal, besides the framework's {@link CommonReason}s. */
    public enum Reason implements IllegalReason {
        OCCUPIED;

        @Override
        public String describe() {
            return "the point is taken";
        }
    }

    ${gameClass}State(GameDefinition definition, char[] cells, int toMove) {
        this.definition = definition;
        this.size = definition.get(${gameClass}Module.SIZE);
        this.cells = cells;
        this.toMove = toMove;
        this.outcome = judge(definition.get(${gameClass}Module.LINE));
        long h = KEYS.side(toMove);
        for (int p = 0; p < cells.length; p++) {
            if (cells[p] != EMPTY) {
                h ^= KEYS.piece(p, PIECES.indexOf(cells[p]));
            }
        }
        this.hash = h;
    }

    @Override
    public List<Move> legalMoves() {
        List<Move> moves = new ArrayList<>();
        if (!outcome.isOver()) {
            for (int p = 0; p < cells.length; p++) {
                if (cells[p] == EMPTY) {
                    moves.add(new Place(p % size, p / size));
                }
            }
        }
        return moves;
    }

    @Override
    public MoveCheck check(Move move) {
        if (!(move instanceof Place place)) {
            return MoveCheck.illegal(CommonReason.NOT_A_MOVE_OF_THIS_GAME, move + " is not a move of this game");
        }
        if (outcome.isOver()) {
            return MoveCheck.illegal(CommonReason.GAME_OVER, "the game is over: " + outcome);
        }
        if (place.x() < 0 || place.x() >= size || place.y() < 0 || place.y() >= size) {
            return MoveCheck.illegal(CommonReason.OFF_BOARD, "the point is off the board");
        }
        return cells[place.y() * size + place.x()] == EMPTY ? MoveCheck.LEGAL
                : MoveCheck.illegal(Reason.OCCUPIED, "the point is taken");
    }

    @Override
    public ${gameClass}State apply(Move move) {
        if (check(move) instanceof MoveCheck.Illegal illegal) {
            throw new IllegalMoveException(illegal);
        }
        Place place = (Place) move;
        char[] next = cells.clone();
        next[place.y() * size + place.x()] = PIECES.charAt(toMove);
        return new ${gameClass}State(definition, next, 1 - toMove);
    }

    /** A line of {@code line} pieces wins; a full board without one is a draw. */
    private Outcome judge(int line) {
        int pieces = 0;
        for (int p = 0; p < cells.length; p++) {
            if (cells[p] == EMPTY) {
                continue;
            }
            pieces++;
            if (lineThrough(p % size, p / size, line)) {
                return Outcome.win(${gameClass}Module.TYPE.side(PIECES.indexOf(cells[p])), ${gameClass}Outcome.LINE);
            }
        }
        return pieces == cells.length ? Outcome.draw(${gameClass}Outcome.BOARD_FULL) : Outcome.ONGOING;
    }

    /** Whether the piece on (x, y) starts a line of {@code line} like pieces along some axis. */
    private boolean lineThrough(int x, int y, int line) {
        char piece = cells[y * size + x];
        for (int[] axis : LINE_AXES) {
            int run = 1;
            for (int cx = x + axis[0], cy = y + axis[1];
                    cx >= 0 && cx < size && cy >= 0 && cy < size && cells[cy * size + cx] == piece;
                    cx += axis[0], cy += axis[1]) {
                run++;
            }
            if (run >= line) {
                return true;
            }
        }
        return false;
    }

    char[] cells() {
        return cells.clone();
    }

    @Override
    public GameDefinition definition() {
        return definition;
    }

    @Override
    public Side toMove() {
        return ${gameClass}Module.TYPE.side(toMove);
    }

    @Override
    public Outcome outcome() {
        return outcome;
    }

    @Override
    public long hash() {
        return hash;
    }

    /** One piece a move, so the number of pieces is the number of moves played. */
    @Override
    public int ply() {
        int pieces = 0;
        for (char cell : cells) {
            pieces += cell == EMPTY ? 0 : 1;
        }
        return pieces;
    }
}
