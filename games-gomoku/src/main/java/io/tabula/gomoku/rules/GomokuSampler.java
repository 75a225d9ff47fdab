package io.tabula.gomoku.rules;

import io.tabula.core.GameState;
import io.tabula.core.Outcome;
import io.tabula.core.PlayoutSampler;
import java.util.SplittableRandom;

/**
 * Random playouts on a mutable board. The legal moves of Gomoku are the empty points, so
 * the sampler keeps them in an array and draws an index uniformly, swapping the chosen
 * point out in O(1): the same distribution as a uniform choice from
 * {@link GameState#legalMoves()}, without building a list at every ply. Under renju black's
 * forbidden moves lose at once, or, when they are illegal, are rejected and drawn again.
 * GomokuSamplerTest checks these claims against the rules and the reference sampler.
 */
public final class GomokuSampler implements PlayoutSampler {

    @Override
    public Result play(GameState start, SplittableRandom random) {
        return play(start, random, point -> { });
    }

    /** As {@link #play(GameState, SplittableRandom)}, telling {@code onMove} each point played (for tests). */
    public Result play(GameState start, SplittableRandom random, java.util.function.IntConsumer onMove) {
        if (start.isOver()) {
            return new Result(start.outcome(), 0);
        }
        GomokuState state = (GomokuState) start;
        GomokuRules rules = state.rules();
        byte[] cells = state.cells();
        int[] empty = new int[cells.length];
        int free = 0;
        for (int p = 0; p < cells.length; p++) {
            if (cells[p] == Stone.EMPTY) {
                empty[free++] = p;
            }
        }
        int side = state.toMove().index();
        int plies = 0;
        boolean forbiddenLoses = rules.hasForbiddenMoves() && !rules.forbiddenIsIllegal();
        boolean forbiddenIllegal = rules.forbiddenIsIllegal();
        while (true) {
            byte colour = Stone.ofSide(side);
            int i;
            if (forbiddenIllegal && colour == Stone.BLACK) {
                i = drawAllowed(rules, cells, empty, free, random);
                if (i < 0) {
                    return new Result(Outcome.draw(GomokuReason.NO_LEGAL_MOVE), plies);
                }
            } else {
                i = random.nextInt(free);
            }
            int point = empty[i];
            empty[i] = empty[--free];
            boolean foul = forbiddenLoses && colour == Stone.BLACK && rules.forbiddenInPlace(cells, point).isForbidden();
            cells[point] = colour;
            onMove.accept(point);
            plies++;
            if (foul) {
                return new Result(Outcome.win(Stone.WHITE_SIDE, GomokuReason.FORBIDDEN), plies);
            }
            if (rules.makesFive(cells, point, colour)) {
                return new Result(Outcome.win(Stone.side(colour), GomokuReason.FIVE), plies);
            }
            if (free == 0) {
                return new Result(Outcome.draw(GomokuReason.BOARD_FULL), plies);
            }
            side = 1 - side;
        }
    }

    /**
     * The index in {@code empty[0..free)} of a uniformly drawn point that is not forbidden for
     * black, or -1 if all are: draw, and on a forbidden point move it past the candidates of
     * this ply and draw again. Rejection keeps the draw uniform over the allowed points.
     */
    private static int drawAllowed(GomokuRules rules, byte[] cells, int[] empty, int free, SplittableRandom random) {
        for (int candidates = free; candidates > 0; candidates--) {
            int i = random.nextInt(candidates);
            if (!rules.forbiddenInPlace(cells, empty[i]).isForbidden()) {
                return i;
            }
            int rejected = empty[i];
            empty[i] = empty[candidates - 1];
            empty[candidates - 1] = rejected;
        }
        return -1;
    }
}
