package io.tabula.examples.jiatiao;

import static io.tabula.examples.jiatiao.JiaTiaoModule.TYPE;

import io.tabula.core.*;
import io.tabula.hash.Zobrist;
import io.tabula.topology.Direction;
import io.tabula.topology.Grid;
import java.util.ArrayList;
import java.util.List;

/**
 * A jiatiao position, immutable. A position read from a diagram works out its stone counts, outcome and hash
 * from the whole board; a move updates them from the points it changes (its two ends and what it captures),
 * which is what keeps random playouts fast.
 */
public final class JiaTiaoState implements GameState {
    static final byte EMPTY = StoneDiagram.EMPTY; // a side's stone is its index + 1: BLACK, WHITE
    private static final Zobrist KEYS = new Zobrist(81, 2, 2, 11L); // the 9x9 keys serve every size
    private static final Zobrist PLY_KEYS = new Zobrist(JiaTiaoModule.MAX_MOVES.max() + 1, 1, 1, 12L);
    private static final Shift[][] SHIFTS = shifts(); // [size][from * points + to]: a move is a value, shared
    private final GameDefinition definition;
    private final Rules rules;
    private final byte[] cells; // point y * size + x, y from the bottom, as Grid numbers them
    private final int[] stones; // stones on the board per side index
    private final int toMove;
    private final int ply;
    private final Outcome outcome;
    private final long hash;

    /** The game's one move: the stone on {@code from} goes to {@code to}; points as the Grid numbers them. */
    public record Shift(int from, int to) implements Move {}

    private static Shift[][] shifts() {
        Shift[][] all = new Shift[JiaTiaoModule.SIZE.max() + 1][];
        for (int size = JiaTiaoModule.SIZE.min(); size < all.length; size++) {
            int points = size * size;
            all[size] = new Shift[points * points];
            for (int i = 0; i < all[size].length; i++) {
                all[size][i] = new Shift(i / points, i % points);
            }
        }
        return all;
    }

    /** Why a move is illegal, besides the framework's {@link CommonReason}s. */
    public enum Reason implements IllegalReason {
        NO_STONE("there is no stone on the point to move from"),
        NOT_YOUR_STONE("the stone belongs to the other side"),
        NOT_A_LINE("a stone moves along a row or column (or a diagonal, where the move option allows)"),
        TOO_FAR("a stone moves one point at a time under this move option"),
        PATH_BLOCKED("a stone stands between the two points");

        private final String description;

        Reason(String description) { this.description = description; }

        @Override public String describe() { return description; }
    }

    /** The position of {@code cells} with {@code toMove} to move after {@code ply} moves; the caller checked it. */
    JiaTiaoState(GameDefinition definition, byte[] cells, int toMove, int ply) {
        this.definition = definition;
        this.rules = Rules.of(definition);
        this.cells = cells;
        this.toMove = toMove;
        this.ply = ply;
        this.stones = new int[2];
        long h = KEYS.side(toMove) ^ PLY_KEYS.piece(ply, 0);
        for (int p = 0; p < cells.length; p++) {
            if (cells[p] != EMPTY) {
                h ^= KEYS.piece(p, cells[p] - 1);
                stones[cells[p] - 1]++;
            }
        }
        this.hash = h;
        boolean blackShort = stones[0] < rules.minStones();
        boolean whiteShort = stones[1] < rules.minStones();
        if (blackShort && whiteShort) {
            throw new NotationException("both black and white have fewer than " + rules.minStones()
                    + " stones (min-stones); no game gets there");
        }
        this.outcome = blackShort || whiteShort
                ? Outcome.win(TYPE.side(blackShort ? 1 : 0), JiaTiaoOutcome.TOO_FEW_STONES) : ending(toMove);
    }

    /** The position after {@code before}'s side to move played {@code move}, a legal move. */
    private JiaTiaoState(JiaTiaoState before, Shift move) {
        this.definition = before.definition;
        this.rules = before.rules;
        this.cells = before.cells.clone();
        this.stones = before.stones.clone();
        int mover = before.toMove;
        byte stone = (byte) (mover + 1);
        cells[move.from()] = EMPTY;
        cells[move.to()] = stone;
        long h = before.hash ^ KEYS.piece(move.from(), mover) ^ KEYS.piece(move.to(), mover);
        int[] captured = new int[16]; // four lines with diagonals, four stones at most on each
        int count = Captures.find(rules, cells, move.to(), stone, captured);
        boolean convert = rules.effect() == Rules.Effect.CONVERT;
        for (int i = 0; i < count; i++) {
            int p = captured[i];
            h ^= KEYS.piece(p, 1 - mover) ^ (convert ? KEYS.piece(p, mover) : 0);
            cells[p] = convert ? stone : EMPTY;
        }
        stones[1 - mover] -= count;
        stones[mover] += convert ? count : 0;
        this.toMove = 1 - mover;
        this.ply = before.ply + 1;
        this.hash = h ^ KEYS.side(mover) ^ KEYS.side(toMove) ^ PLY_KEYS.piece(before.ply, 0) ^ PLY_KEYS.piece(ply, 0);
        // Only the side that was captured from can have fallen short.
        this.outcome = stones[toMove] < rules.minStones()
                ? Outcome.win(TYPE.side(mover), JiaTiaoOutcome.TOO_FEW_STONES) : ending(toMove);
    }

    /** The outcome once neither side is short of stones: the move limit, then whether {@code side} can move. */
    private Outcome ending(int side) {
        return ply >= rules.maxMoves() ? Outcome.draw(JiaTiaoOutcome.MOVE_LIMIT)
                : canMove(side) ? Outcome.ONGOING : Outcome.win(TYPE.side(1 - side), JiaTiaoOutcome.NO_MOVE);
    }

    /** Whether a stone of {@code side} has an empty neighbour in a direction it may move: every move starts so. */
    private boolean canMove(int side) {
        Grid grid = rules.grid();
        for (int p = 0; p < cells.length; p++) {
            if (cells[p] == side + 1) {
                for (Direction d : rules.movement().directions) {
                    int q = grid.step(p, d);
                    if (q != Grid.OFF && cells[q] == EMPTY) {
                        return true;
                    }
                }
            }
        }
        return false;
    }

    /** From each stone of the side to move, in point order, each direction in turn, nearest point first. */
    @Override
    public List<Move> legalMoves() {
        if (outcome.isOver()) {
            return List.of();
        }
        Grid grid = rules.grid();
        Shift[] shifts = SHIFTS[grid.width()];
        List<Move> moves = new ArrayList<>(128);
        for (int p = 0; p < cells.length; p++) {
            if (cells[p] == toMove + 1) {
                for (Direction d : rules.movement().directions) {
                    for (int q = grid.step(p, d); q != Grid.OFF && cells[q] == EMPTY; q = grid.step(q, d)) {
                        moves.add(shifts[p * cells.length + q]);
                        if (rules.movement().oneStep) {
                            break;
                        }
                    }
                }
            }
        }
        return moves;
    }

    /** The rule book in order: the game, the board, the stone, the line, the target, the distance, the path. */
    @Override
    public MoveCheck check(Move move) {
        if (!(move instanceof Shift shift)) {
            return MoveCheck.illegal(CommonReason.NOT_A_MOVE_OF_THIS_GAME, move + " is not a jiatiao move");
        }
        Grid grid = rules.grid();
        int from = shift.from();
        int to = shift.to();
        if (outcome.isOver()) {
            return MoveCheck.illegal(CommonReason.GAME_OVER, "the game is over: " + outcome);
        } else if (from < 0 || from >= cells.length || to < 0 || to >= cells.length) {
            return MoveCheck.illegal(CommonReason.OFF_BOARD, "a point of the move is off the board");
        } else if (cells[from] == EMPTY) {
            return MoveCheck.illegal(Reason.NO_STONE, "no stone on " + JiaTiaoModule.point(grid, from));
        } else if (cells[from] != toMove + 1) {
            return MoveCheck.illegal(Reason.NOT_YOUR_STONE, "the stone on " + JiaTiaoModule.point(grid, from)
                    + " is " + TYPE.side(cells[from] - 1).id() + "'s");
        }
        int dx = grid.x(to) - grid.x(from);
        int dy = grid.y(to) - grid.y(from);
        int distance = Math.max(Math.abs(dx), Math.abs(dy));
        Rules.Movement movement = rules.movement();
        boolean diagonal = dx != 0 && dy != 0;
        if (distance == 0 || diagonal && (Math.abs(dx) != Math.abs(dy) || !movement.diagonal)) {
            return MoveCheck.illegal(Reason.NOT_A_LINE, "move=" + movement.id() + ": a stone moves along "
                    + (movement.diagonal ? "a row, column or diagonal" : "a row or column") + " to another point");
        } else if (cells[to] != EMPTY) {
            return MoveCheck.illegal(CommonReason.OCCUPIED, JiaTiaoModule.point(grid, to) + " is occupied");
        } else if (distance > 1 && movement.oneStep) {
            return MoveCheck.illegal(Reason.TOO_FAR, "move=" + movement.id() + ": one point at a time");
        }
        int step = Integer.signum(dy) * grid.width() + Integer.signum(dx); // rows are a width apart
        for (int p = from + step; p != to; p += step) {
            if (cells[p] != EMPTY) {
                return MoveCheck.illegal(Reason.PATH_BLOCKED, JiaTiaoModule.point(grid, p) + " is in the way");
            }
        }
        return MoveCheck.LEGAL;
    }

    @Override
    public JiaTiaoState apply(Move move) {
        if (check(move) instanceof MoveCheck.Illegal illegal) {
            throw new IllegalMoveException(illegal);
        }
        return new JiaTiaoState(this, (Shift) move);
    }

    byte[] cells() { return cells.clone(); }
    /**
     * The most stones the side to move captures with one move, by the same {@link Captures} as
     * {@link #apply}: each legal move is made on a scratch copy of the board and taken back.
     */
    int bestCapture() {
        byte stone = (byte) (toMove + 1);
        byte[] scratch = cells.clone();
        int[] captured = new int[16];
        int best = 0;
        for (Move m : legalMoves()) {
            Shift shift = (Shift) m;
            scratch[shift.from()] = EMPTY;
            scratch[shift.to()] = stone;
            best = Math.max(best, Captures.find(rules, scratch, shift.to(), stone, captured));
            scratch[shift.to()] = EMPTY;
            scratch[shift.from()] = stone;
        }
        return best;
    }

    /** How many stones side {@code side} (0 black, 1 white) has on the board. */
    int stones(int side) { return stones[side]; }
    int toMoveIndex() { return toMove; }
    @Override public GameDefinition definition() { return definition; }
    @Override public Side toMove() { return TYPE.side(toMove); }
    @Override public Outcome outcome() { return outcome; }
    @Override public long hash() { return hash; }
    @Override public int ply() { return ply; }
}
