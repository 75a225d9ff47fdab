package io.tabula.examples.connectfour;

import static io.tabula.examples.connectfour.ConnectFourModule.*;
import static java.nio.charset.StandardCharsets.US_ASCII;

import io.tabula.core.*;
import io.tabula.hash.Zobrist;
import io.tabula.topology.*;
import java.util.*;
import java.util.stream.IntStream;

/**
 * A Connect Four position, immutable so that it can be shared, kept and compared. The board alone decides
 * outcome and hash, so the constructor works them out afresh: on 100 cells at most, simpler than updating them.
 */
public final class ConnectFourState implements GameState {
    private static final String PIECES = "RY"; // a side's piece, at the side's index
    private static final Zobrist KEYS = new Zobrist(100, 2, 2, 4L); // the 10x10 keys serve every size
    private static final Map<GameDefinition, Grid> GRIDS = Collections.synchronizedMap(new HashMap<>()); // one a size
    private final GameDefinition definition;
    private final Grid grid;
    private final byte[] cells; // the diagram's symbols, top row first: lines look alike either way up
    private final int toMove;
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
        int[] pieces = IntStream.range(0, cells.length).filter(p -> cells[p] != '.').toArray();
        this.hash = Arrays.stream(pieces).mapToLong(p -> KEYS.piece(p, PIECES.indexOf(cells[p])))
                .reduce(KEYS.side(toMove), (a, b) -> a ^ b); // Zobrist: XOR the keys of all that is there
        int[] winners = Arrays.stream(pieces).filter(this::fourThrough).map(p -> cells[p]).distinct().toArray();
        this.outcome = switch (winners.length) {
            case 0 -> pieces.length == cells.length ? Outcome.draw(ConnectFourOutcome.BOARD_FULL) : Outcome.ONGOING;
            case 1 -> Outcome.win(TYPE.side(PIECES.indexOf(winners[0])), ConnectFourOutcome.FOUR);
            default -> throw new NotationException("both red and yellow have four in a row; no game gets there");
        };
    }

    @Override
    public List<Move> legalMoves() {
        return outcome.isOver() ? List.of() : IntStream.range(0, grid.width())
                .filter(column -> landing(column) != Grid.OFF).<Move>mapToObj(Drop::new).toList();
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
        byte[] next = cells.clone();
        next[landing(((Drop) move).column())] = (byte) PIECES.charAt(toMove);
        return new ConnectFourState(definition, new String(next, US_ASCII), 1 - toMove);
    }

    /** The lowest empty cell of {@code column}, where a dropped piece comes to rest; Grid.OFF if none. */
    private int landing(int column) {
        return IntStream.iterate(cells.length - grid.width() + column, p -> p >= 0, p -> p - grid.width())
                .filter(p -> cells[p] == '.').findFirst().orElse(Grid.OFF);
    }

    /** Whether the piece on {@code p} is in a line of four or more; Grid.run counts one way from p. */
    private boolean fourThrough(int p) {
        return Arrays.stream(Direction.LINE_AXES)
                .anyMatch(d -> 1 + grid.run(cells, p, d, cells[p]) + grid.run(cells, p, d.opposite(), cells[p]) >= 4);
    }

    String board() { return new String(cells, US_ASCII); }
    @Override public GameDefinition definition() { return definition; }
    @Override public Side toMove() { return TYPE.side(toMove); }
    @Override public Outcome outcome() { return outcome; }
    @Override public long hash() { return hash; }
    @Override public int ply() { return (int) board().chars().filter(c -> c != '.').count(); } // a piece a move
}
