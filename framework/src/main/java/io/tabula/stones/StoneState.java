package io.tabula.stones;

import io.tabula.core.CommonReason;
import io.tabula.core.GameDefinition;
import io.tabula.core.GameState;
import io.tabula.core.IllegalMoveException;
import io.tabula.core.IllegalReason;
import io.tabula.core.Move;
import io.tabula.core.MoveCheck;
import io.tabula.core.Outcome;
import io.tabula.core.Side;
import io.tabula.topology.Topology;
import java.util.ArrayList;
import java.util.List;

/**
 * An immutable position of a game of stones: a {@link StonePosition} that nothing changes
 * after construction, on a copy of which each move is played. Legal moves are the points the
 * rules allow, in point order, then the pass and the swap where they are legal.
 */
public final class StoneState implements GameState {
    private final StonePosition position;
    private List<Move> legal; // made on first use; a race makes the same list twice

    StoneState(StonePosition position) {
        this.position = position;
    }

    /** A mutable copy of this position: the game's kernel, standing here. */
    public StonePosition position() {
        return position.copy();
    }

    /** The position itself, for the kit's own readers: never changed. */
    StonePosition frozen() {
        return position;
    }

    public StoneRules rules() {
        return position.rules();
    }

    public Topology topology() {
        return position.topology();
    }

    /** The side whose stone is on {@code point}, or -1 when it is empty. */
    public int stone(int point) {
        return position.stone(point);
    }

    /** The stones {@code side} has on the board. */
    public int stones(Side side) {
        return position.stones(side.index());
    }

    /** The value of the counter named {@code name}. */
    public int counter(String name) {
        int slot = rules().counterSlot(name);
        if (slot < 0) {
            throw new IllegalArgumentException(definition().gameId() + " has no counter " + name);
        }
        return position.get(slot);
    }

    /** The passes made in a row up to now. */
    public int passes() {
        return position.passes();
    }

    @Override
    public List<Move> legalMoves() {
        if (legal == null) {
            int[] codes = new int[position.maxMoves()];
            int n = position.legalMoves(codes);
            List<Move> moves = new ArrayList<>(n);
            for (int i = 0; i < n; i++) {
                moves.add(position.move(codes[i]));
            }
            legal = List.copyOf(moves);
        }
        return legal;
    }

    @Override
    public MoveCheck check(Move move) {
        if (!(move instanceof StoneMove stoneMove)) {
            return MoveCheck.illegal(CommonReason.NOT_A_MOVE_OF_THIS_GAME, move + " is not a move of "
                    + definition().gameId());
        }
        if (isOver()) {
            return MoveCheck.illegal(CommonReason.GAME_OVER, "the game is over: " + outcome());
        }
        StoneRules rules = rules();
        if (stoneMove instanceof StoneMove.Place place) {
            int point = place.point();
            if (point >= position.points()) {
                return MoveCheck.illegal(CommonReason.OFF_BOARD, "no point " + point + " on this board");
            }
            String name = topology().name(point);
            if (!position.isEmpty(point)) {
                return MoveCheck.illegal(CommonReason.OCCUPIED, name + " is occupied");
            }
            IllegalReason refusal = rules.refusal(position, point);
            return refusal == null ? MoveCheck.LEGAL : MoveCheck.illegal(refusal, name + ": " + refusal.describe());
        }
        if (stoneMove instanceof StoneMove.Pass) {
            return rules.passing() == Passing.NEVER ? MoveCheck.illegal(StoneIllegal.NO_PASS)
                    : legalMoves().contains(StoneMove.PASS) ? MoveCheck.LEGAL
                    : MoveCheck.illegal(StoneIllegal.MAY_NOT_PASS, toMove().id() + " has a stone to place, so may not pass");
        }
        return rules.swapAllowed(position) ? MoveCheck.LEGAL : MoveCheck.illegal(StoneIllegal.NO_SWAP);
    }

    @Override
    public StoneState apply(Move move) {
        if (check(move) instanceof MoveCheck.Illegal illegal) {
            throw new IllegalMoveException(illegal);
        }
        StonePosition next = position.stateCopy();
        next.apply(next.code(move));
        next.forget();
        return new StoneState(next);
    }

    @Override
    public GameDefinition definition() {
        return position.definition();
    }

    @Override
    public Side toMove() {
        return position.toMove();
    }

    @Override
    public Outcome outcome() {
        return position.outcome();
    }

    @Override
    public long hash() {
        return position.hash();
    }

    @Override
    public int ply() {
        return position.ply();
    }

    @Override
    public String describeOutcome() {
        return rules().describe(position);
    }
}
