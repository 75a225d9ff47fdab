package io.tabula.threenim;

import io.tabula.core.CommonReason;
import io.tabula.core.GameDefinition;
import io.tabula.core.GameState;
import io.tabula.core.IllegalMoveException;
import io.tabula.core.Move;
import io.tabula.core.MoveCheck;
import io.tabula.core.Outcome;
import io.tabula.core.Side;
import io.tabula.core.Turn;
import java.util.ArrayList;
import java.util.List;

/** A pile of Nim for three: the stones left and the moves played decide everything (whose turn by the turn plan). */
final class NimState implements GameState {
    private final GameDefinition definition;
    private final int left;
    private final int ply;

    NimState(GameDefinition definition, int left, int ply) {
        this.definition = definition;
        this.left = left;
        this.ply = ply;
    }

    int left() {
        return left;
    }

    @Override
    public GameDefinition definition() {
        return definition;
    }

    @Override
    public Turn turn() {
        return ThreeNim.TURNS.after(ply, definition.type().players(), 0);
    }

    @Override
    public int playerToAct() {
        return turn().player();
    }

    @Override
    public Side toMove() {
        return definition.type().side(playerToAct());
    }

    @Override
    public List<Move> legalMoves() {
        List<Move> moves = new ArrayList<>();
        for (int n = 1; n <= Math.min(2, left); n++) {
            moves.add(new ThreeNim.Take(n));
        }
        return List.copyOf(moves);
    }

    @Override
    public MoveCheck check(Move move) {
        if (!(move instanceof ThreeNim.Take take)) {
            return MoveCheck.illegal(CommonReason.NOT_A_MOVE_OF_THIS_GAME, move + " is not a Nim move");
        }
        if (left == 0) {
            return MoveCheck.illegal(CommonReason.GAME_OVER, "the pile is empty");
        }
        if (take.stones() < 1 || take.stones() > Math.min(2, left)) {
            return MoveCheck.illegal(CommonReason.NOT_A_MOVE_OF_THIS_GAME, "take 1 or 2 of the " + left + " stones left");
        }
        return MoveCheck.LEGAL;
    }

    @Override
    public GameState apply(Move move) {
        if (check(move) instanceof MoveCheck.Illegal illegal) {
            throw new IllegalMoveException(illegal);
        }
        return new NimState(definition, left - ((ThreeNim.Take) move).stones(), ply + 1);
    }

    @Override
    public Outcome outcome() {
        if (left > 0) {
            return Outcome.ONGOING;
        }
        // The last stone was taken by the move before this state: that move's player wins.
        int taker = ThreeNim.TURNS.after(ply - 1, definition.type().players(), 0).player();
        return Outcome.win(definition.type().side(taker), ThreeNim.End.LAST_STONE);
    }

    @Override
    public long hash() {
        return left * 1_000_003L + ply;
    }

    @Override
    public int ply() {
        return ply;
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof NimState other && other.definition.equals(definition) && other.left == left
                && other.ply == ply;
    }

    @Override
    public int hashCode() {
        return Long.hashCode(hash());
    }
}
