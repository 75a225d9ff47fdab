package io.tabula.examples.jiatiao;

import io.tabula.core.GameState;
import io.tabula.core.PositionEvaluator;
import java.util.OptionalInt;

/**
 * Jiatiao judged by material: a hundred for each stone the player to act has more than the
 * other side, and half as much again for each stone it can capture with its next move. Every
 * capture in the game takes stones away (or turns them, under {@code captured=convert}) and a
 * side loses when it runs short of stones, so the count is what the game is about. The
 * capture in hand tells a position where the player to act is about to win a stone from a
 * quiet one, which matters most at the end, when a few stones run from many.
 */
final class JiaTiaoEvaluator implements PositionEvaluator {
    /** One stone, in evaluation units. */
    static final int STONE = 100;
    /** A stone the player to act can capture now: likely won, not yet won. */
    static final int CAPTURE_IN_HAND = 50;

    /**
     * None: random playouts of Jiatiao mostly run into the move limit and say little, so the
     * Monte Carlo searches judge each new node by this evaluation at once.
     */
    @Override
    public OptionalInt playoutPlies() {
        return OptionalInt.of(0);
    }

    @Override
    public int evaluate(GameState state) {
        JiaTiaoState position = (JiaTiaoState) state;
        int mover = position.toMoveIndex();
        return STONE * (position.stones(mover) - position.stones(1 - mover)) + CAPTURE_IN_HAND * position.bestCapture();
    }
}
