package io.tabula.examples.connectfour;

import static io.tabula.examples.connectfour.ConnectFourModule.*;
import static java.nio.charset.StandardCharsets.US_ASCII;

import io.tabula.core.*;
import io.tabula.hash.Zobrist;
import io.tabula.topology.*;
import java.util.*;

/**
 * A Connect Four position, immutable so that it can be shared, kept and compared. A position read from a
 * diagram has its outcome and hash worked out from the whole board; a move then updates them from the one
 * piece it adds, which is what makes random playouts fast.
 */
public final class ConnectFourState implements GameState {
    private static final String PIECES = "RY"; // a side's piece, at the side's index
    private static final Zobrist KEYS = new Zobrist(100, 2, 2, 4L); // the 10x10 keys serve every size
    private static final Map<GameDefinition, Grid> GRIDS = Collections.synchronizedMap(new HashMap<>()); // one a size
    private static final Drop[] DROPS = {new Drop(0), new Drop(1), new Drop(2), new Drop(3), new Drop(4),
            new Drop(5), new Drop(6), new Drop(7), new Drop(8), new Drop(9)}; // shared: a move is a value
    private final GameDefinition definition;
    private final Grid grid;
    private final byte[] cells; // the diagram's symbols, top row first: lines look alike either way up
    private final int toMove;
    private final int ply;
    private final Outcome outcome;
    private final long hash;

    /** The game's one move: a piece into {@code column}, 0 being {@code a}; gravity picks the row. */
    public record Drop(int column) implements Move {}

    /** Why a drop is illegal, besides the framework's {@link CommonReason}s. */
    public enum Reason implements IllegalReason {
        COLUMN_FULL;
        @Override public String describe() { return "the column is full"; }
    }

    /** The position of {@code board}, a diagram's rows joined, which the caller has checked for gravity. */
    ConnectFourState(GameDefinition definition, String board, int toMove) {
        this.definition = definition;
        this.grid = GRIDS.computeIfAbsent(definition, d -> new Grid(d.get(COLUMNS), d.get(ROWS)));
        this.cells = board.getBytes(US_ASCII);
        this.toMove = toMove;
        long h = KEYS.side(toMove);
        int pieces = 0;
        Set<Byte> winners = new HashSet<>();
        for (int p = 0; p < cells.length; p++) {
            if (cells[p] != '.') {
                h ^= KEYS.piece(p, PIECES.indexOf(cells[p])); // Zobrist: XOR the keys of all that is there
                pieces++;
                if (fourThrough(p)) {
                    winners.add(cells[p]);
                }
            }
        }
        this.hash = h;
        this.ply = pieces; // a piece a move
        this.outcome = switch (winners.size()) {
            case 0 -> pieces == cells.length ? Outcome.draw(ConnectFourOutcome.BOARD_FULL) : Outcome.ONGOING;
            case 1 -> Outcome.win(TYPE.side(PIECES.indexOf(winners.iterator().next())), ConnectFourOutcome.FOUR);
            default -> throw new NotationException("both red and yellow have four in a row; no game gets there");
        };
    }

    /** The position after {@code before}'s side to move dropped a piece that landed on {@code p}. */
    private ConnectFourState(ConnectFourState before, int p) {
        this.definition = before.definition;
        this.grid = before.grid;
        this.cells = before.cells.clone();
        this.cells[p] = (byte) PIECES.charAt(before.toMove);
        this.toMove = 1 - before.toMove;
        this.ply = before.ply + 1;
        this.hash = before.hash ^ KEYS.piece(p, before.toMove) ^ KEYS.side(before.toMove) ^ KEYS.side(toMove);
        // Only the new piece can have made a four: the game ends at the first one.
        this.outcome = fourThrough(p) ? Outcome.win(TYPE.side(before.toMove), ConnectFourOutcome.FOUR)
                : ply == cells.length ? Outcome.draw(ConnectFourOutcome.BOARD_FULL) : Outcome.ONGOING;
    }

    @Override
    public List<Move> legalMoves() {
        if (outcome.isOver()) {
            return List.of();
        }
        List<Move> moves = new ArrayList<>(grid.width());
        for (int column = 0; column < grid.width(); column++) {
            if (cells[column] == '.') { // the top cell: a column is open while its top is empty
                moves.add(DROPS[column]);
            }
        }
        return moves;
    }

    @Override
    public MoveCheck check(Move move) {
        if (!(move instanceof Drop drop)) {
            return MoveCheck.illegal(CommonReason.NOT_A_MOVE_OF_THIS_GAME, move + " is not a Connect Four move");
        }
        int column = drop.column();
        return outcome.isOver() ? MoveCheck.illegal(CommonReason.GAME_OVER, "the game is over: " + outcome)
                : column < 0 || column >= grid.width() ? MoveCheck.illegal(CommonReason.OFF_BOARD, "no such column")
                : landing(column) != Grid.OFF ? MoveCheck.LEGAL
                : MoveCheck.illegal(Reason.COLUMN_FULL, "column " + letter(column) + " is full");
    }

    @Override
    public ConnectFourState apply(Move move) {
        if (check(move) instanceof MoveCheck.Illegal illegal) {
            throw new IllegalMoveException(illegal);
        }
        return new ConnectFourState(this, landing(((Drop) move).column()));
    }

    /** The lowest empty cell of {@code column}, where a dropped piece comes to rest; Grid.OFF if none. */
    private int landing(int column) {
        for (int p = cells.length - grid.width() + column; p >= 0; p -= grid.width()) {
            if (cells[p] == '.') {
                return p;
            }
        }
        return Grid.OFF;
    }

    /** Whether the piece on {@code p} is in a line of four or more; Grid.run counts one way from p. */
    private boolean fourThrough(int p) {
        for (Direction d : Direction.LINE_AXES) {
            if (1 + grid.run(cells, p, d, cells[p]) + grid.run(cells, p, d.opposite(), cells[p]) >= 4) {
                return true;
            }
        }
        return false;
    }

    String board() { return new String(cells, US_ASCII); }
    @Override public GameDefinition definition() { return definition; }
    @Override public Side toMove() { return TYPE.side(toMove); }
    @Override public Outcome outcome() { return outcome; }
    @Override public long hash() { return hash; }
    @Override public int ply() { return ply; }
}
