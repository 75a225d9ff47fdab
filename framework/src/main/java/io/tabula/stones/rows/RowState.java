package io.tabula.stones.rows;

import io.tabula.core.CommonReason;
import io.tabula.core.GameDefinition;
import io.tabula.core.GameState;
import io.tabula.core.IllegalMoveException;
import io.tabula.core.IllegalReason;
import io.tabula.core.Move;
import io.tabula.core.MoveCheck;
import io.tabula.core.Outcome;
import io.tabula.core.Phase;
import io.tabula.core.Side;
import io.tabula.core.StateType;
import io.tabula.core.Turn;
import io.tabula.stones.StoneIllegal;
import io.tabula.stones.StoneMove;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.stream.IntStream;

/**
 * A position of a game on the row blocks, immutable: it keeps a {@link RowBoard}, the rules
 * kernel, that nothing changes after construction, and plays a move on a copy. Legal moves
 * are the points the kernel allows, in point order (the empty points less those a placement
 * rule refuses; while a replacement is due, the other sides' stones), then the pass where
 * the game has one.
 */
public final class RowState implements GameState {
    private final RowGame game;
    private final RowBoard board;
    private List<Move> legal; // computed on first use; a race computes the same list twice

    RowState(RowGame game, RowBoard board) {
        this.game = game;
        this.board = board;
    }

    /** The state type of a row game with id {@code gameId}, for the typed adapters. */
    public static StateType<RowState, StoneMove> type(String gameId) {
        return StateType.of(gameId, RowState.class, StoneMove.class);
    }

    /** The first position of {@code game}: the empty board, the first side to move at turn 1, full stocks. */
    public static RowState initial(RowGame game) {
        return setUp(game, new byte[game.blocks().topology().points()], 0, new int[game.blocks().sides().size()]);
    }

    /**
     * The state of {@code cells} (one byte per point: 0 empty, {@code side + 1} a stone) with
     * {@code toMove} starting a turn: the first turn on an empty board when the first side
     * moves, otherwise the first later turn of that side (so in Connect6 a set-up side places
     * two stones). Stones on the board count as plies; the captures are per side, in the game's
     * unit; the stocks are full less the stones on the board.
     *
     * @throws IllegalArgumentException when two sides have already won, or the stones do not fit the stocks
     */
    public static RowState setUp(RowGame game, byte[] cells, int toMove, int[] captures) {
        RowRules blocks = game.blocks();
        int sides = blocks.sides().size();
        int stones = 0;
        for (int p = 0; p < blocks.topology().points(); p++) {
            stones += cells[p] == RowBoard.EMPTY ? 0 : 1;
        }
        int turn = stones == 0 && toMove == 0 ? 1 : blocks.plan().first().size() + 1;
        while ((turn - 1) % sides != toMove) {
            turn++;
        }
        RowBoard board = new RowBoard(blocks, cells, toMove).setTurn(turn, 0).setPly(stones);
        for (int s = 0; s < sides; s++) {
            board.setCaptured(s, captures[s] * game.captureUnit());
        }
        return new RowState(game, board.judgeSetUp());
    }

    /**
     * The state a snapshot describes: {@code cells}, {@code toMove} at move {@code moveInTurn}
     * of turn {@code turn}, {@code ply} moves played, the passes in succession, each side's
     * captures (in the game's unit) and stones left, and whether a replacement is due (games
     * with stocks: there a turn is any side's, as a replacement is a turn of the side that made
     * the row).
     *
     * @throws IllegalArgumentException naming what does not fit the rules
     */
    public static RowState restored(RowGame game, byte[] cells, int toMove, int turn, int moveInTurn, int ply,
            int passes, int[] captures, int[] stones, boolean replacing) {
        RowRules blocks = game.blocks();
        int sides = blocks.sides().size();
        if (turn < 1 || blocks.stocks() == null && (turn - 1) % sides != toMove) {
            throw new IllegalArgumentException("turn " + turn + " is not a turn of " + blocks.sides().get(toMove).id());
        }
        if (ply < 0 || IntStream.of(captures).anyMatch(n -> n < 0)
                || !game.captures() && IntStream.of(captures).sum() > 0) {
            throw new IllegalArgumentException("ply and captures must be whole numbers from 0, and 0 captures in a game "
                    + "without them");
        }
        RowBoard board = new RowBoard(blocks, cells, toMove).setTurn(turn, moveInTurn).setPly(ply).setPasses(passes)
                .setReplacing(replacing);
        for (int s = 0; s < sides; s++) {
            board.setCaptured(s, captures[s] * game.captureUnit()).setStock(s, stones[s]);
        }
        return new RowState(game, board.judgeSetUp());
    }

    @Override
    public List<Move> legalMoves() {
        if (legal == null) {
            List<Move> moves = new ArrayList<>(board.empty() + 1);
            if (!isOver()) {
                boolean restricted = board.restricted() || board.replacing();
                for (int p = 0; p < board.points(); p++) {
                    if (restricted ? board.foul(p) == null : board.stone(p) == RowBoard.EMPTY) {
                        moves.add(game.place(p));
                    }
                }
                if (board.canPass() && !board.replacing()) {
                    moves.add(StoneMove.PASS);
                }
            }
            legal = List.copyOf(moves);
        }
        return legal;
    }

    @Override
    public MoveCheck check(Move move) {
        if (!(move instanceof StoneMove stone) || stone instanceof StoneMove.Swap) {
            return MoveCheck.illegal(CommonReason.NOT_A_MOVE_OF_THIS_GAME, move + " is not a move of "
                    + definition().gameId());
        }
        if (isOver()) {
            return MoveCheck.illegal(CommonReason.GAME_OVER, "the game is over: " + outcome());
        }
        if (stone instanceof StoneMove.Pass) {
            return !game.blocks().passAllowed() ? MoveCheck.illegal(StoneIllegal.NO_PASS)
                    : board.replacing() ? MoveCheck.illegal(StoneIllegal.MAY_NOT_PASS, toMove().id()
                            + " made a row and replaces a stone; no pass instead") : MoveCheck.LEGAL;
        }
        int point = ((StoneMove.Place) stone).point();
        if (point >= board.points()) {
            return MoveCheck.illegal(CommonReason.OFF_BOARD, "no point " + point + " on this board");
        }
        IllegalReason foul = board.foul(point);
        return foul == null ? MoveCheck.LEGAL
                : MoveCheck.illegal(foul, board.replacing() ? foul.describe() + " (" + toMove().id()
                        + " made a row and replaces one stone of another side)" : foul.describe());
    }

    @Override
    public RowState apply(Move move) {
        if (check(move) instanceof MoveCheck.Illegal illegal) {
            throw new IllegalMoveException(illegal);
        }
        RowBoard next = board.copy();
        if (move instanceof StoneMove.Place place) {
            next.place(place.point());
        } else {
            next.pass();
        }
        return new RowState(game, next);
    }

    /** As the framework's default, playing out only the stones that can win at once ({@link RowBoard#winningStone}). */
    @Override
    public java.util.Optional<Move> winningMove() {
        int point = board.winningStone();
        return point < 0 ? java.util.Optional.empty() : java.util.Optional.of(game.place(point));
    }

    @Override
    public Turn turn() {
        return new Turn(board.turn(), board.side(), board.moveInTurn(), board.movesInTurn());
    }

    /** Ordinary play; in a game with stocks, its step {@code replace} while a replacement is due. */
    @Override
    public Phase phase() {
        if (!board.replacing()) {
            return GameState.super.phase();
        }
        List<Side> sides = definition().type().sides();
        String whose = sides.size() == 2 ? "one " + sides.get(1 - board.side()).id() + " stone"
                : "one stone of another side";
        return new Phase(Phase.PLAY, "replace", IntStream.range(0, sides.size()).boxed().toList(),
                Set.of(StoneMove.Place.class), "replace " + whose + " with one of yours", "when the stone is replaced");
    }

    @Override
    public String describeOutcome() {
        Outcome outcome = outcome();
        if (outcome instanceof Outcome.Win win && win.why() == game.blocks().reason(RowOutcome.STOCK_EMPTY)) {
            return win.side().id() + " wins: all its stones are placed";
        }
        if (outcome instanceof Outcome.Win win && win.why() == game.blocks().reason(RowOutcome.CAPTURES)) {
            return win.side().id() + " wins by capturing " + captures(win.side()) + " " + game.captureWord();
        }
        if (outcome instanceof Outcome.Win win && win.why() == game.blocks().reason(RowOutcome.ROW)) {
            RowRule row = game.blocks().row();
            return win.side().id() + " wins with " + row.k() + (row.overlineWins(win.side().index()) ? " or more" : "")
                    + " in a row";
        }
        if (outcome.isOver()) {
            return outcome.endedBy(game.blocks().reason(RowOutcome.BOARD_FULL)) ? "a draw: the board is full"
                    : outcome.toString();
        }
        return "the game goes on";
    }

    @Override public GameDefinition definition() { return game.definition(); }
    @Override public Side toMove() { return definition().type().side(board.side()); }
    @Override public Outcome outcome() { return board.outcome(); }
    @Override public long hash() { return board.hash(); }
    @Override public int ply() { return board.ply(); }

    /** The game these states belong to: its definition and blocks. */
    public RowGame game() { return game; }
    /** The side whose stone is on {@code point}, or -1 when it is empty. */
    public int stone(int point) { return board.stone(point) - 1; }
    /** A copy of the board, one byte per point: 0 empty, {@code side + 1} a stone of that side. */
    public byte[] cells() { return board.stones(); }
    /** The captures {@code side} has made, in the game's unit (pairs in Pente; always 0 without captures). */
    public int captures(Side side) { return board.captured(side.index()) / game.captureUnit(); }
    /** The stones {@code side} has left to place (games with stocks; 0 in the others). */
    public int stones(Side side) { return board.stock(side.index()); }
    /** Whether the side to move is to replace a stone of another side (games with stocks). */
    public boolean replacing() { return board.replacing(); }
    /** The passes made in succession up to now. */
    public int passes() { return board.passes(); }
    /** A mutable copy of the position: the rules kernel, standing here. */
    public RowBoard board() { return board.copy(); }
    /** The position itself, which nothing may change (a sampler copies it). */
    RowBoard frozen() { return board; }
}
