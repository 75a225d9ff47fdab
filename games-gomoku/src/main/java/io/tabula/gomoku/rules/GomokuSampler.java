package io.tabula.gomoku.rules;

import io.tabula.core.GameState;
import io.tabula.core.LargeMoveList;
import io.tabula.core.Move;
import io.tabula.core.TypedSampler;
import io.tabula.stones.rows.RowBoard;
import io.tabula.stones.rows.RowPlayout;
import java.util.SplittableRandom;

/**
 * Random playouts on a mutable board. The legal moves of Gomoku are the empty points plus,
 * where the rules have them, {@code pass} and white's {@code claim}; the sampler keeps the
 * empty points in an array, draws an index uniformly over the points and those extra
 * moves, and swaps a chosen point out in O(1): the same distribution as a uniform choice
 * from {@link GameState#legalMoves()}, without building a list at every ply. Under renju
 * black's forbidden moves lose at once, stand until claimed ({@code forbiddenMoves=claim}),
 * or, when they are illegal, are rejected and drawn again (the kernel's rules, which the
 * loop of {@link RowPlayout} draws from). GomokuSamplerTest checks these
 * claims against the rules and the reference sampler.
 *
 * <p>A start inside an opening protocol (option {@code opening}; {@link GameState#phase()}
 * is {@code opening}) is played through the immutable state first: each opening action
 * (stones of the opening, swaps, declarations, offers, choices, balances, passes) is a
 * uniform choice from {@link GameState#legalMoves()}, the distribution the reference
 * sampler draws from by {@link LargeMoveList#random}, but drawn without building that list
 * (see {@link #openingMove}), until the protocol reaches free play or the game ends;
 * the mutable loop then plays on from that state. Opening actions count as plies.
 */
public final class GomokuSampler extends TypedSampler<GomokuState> {
    /** Each thread's playout board, and the kernel of the last start it played free play from. */
    private final ThreadLocal<Scratch> scratch = ThreadLocal.withInitial(Scratch::new);

    private static final class Scratch {
        final RowPlayout playout = new RowPlayout();
        GomokuState start;
        RowBoard kernel;

        RowBoard kernelOf(GomokuState state) {
            if (state != start) {
                start = state;
                kernel = state.kernel();
            }
            return kernel;
        }
    }

    public GomokuSampler() {
        super(GomokuState.TYPE);
    }

    @Override
    protected Result playFrom(GomokuState start, SplittableRandom random, Observer observer) {
        GomokuState state = start;
        int opening = 0;
        while (!state.isOver() && !state.phase().isPlay()) {
            GomokuMove move = openingMove(state, random);
            if (observer != Observer.NONE) {
                observer.ply(state.legalMoveCount(), move);
            }
            state = state.apply(move);
            opening++;
        }
        if (state.isOver()) {
            return new Result(state.outcome(), opening);
        }
        Result rest = playFree(state, random, observer);
        return new Result(rest.outcome(), opening + rest.plies());
    }

    /**
     * The opening action the sampler draws at {@code state} with {@code random}: a uniform
     * choice over its legal moves, however many (an offer step may have more than 2^31).
     * Inside the opening it is drawn without building {@link GameState#legalMoves()}
     * ({@link OpeningDraw#randomMove}: the stones, words and offer sets or balances, each
     * part weighted by its number of moves; offer sets by rejection); elsewhere it is
     * {@link LargeMoveList#random} of the legal moves.
     */
    public static GomokuMove openingMove(GameState state, SplittableRandom random) {
        if (state instanceof GomokuState gomoku && !gomoku.isOver() && !gomoku.opening().inPlay()) {
            return GomokuState.TYPE.move(OpeningDraw.randomMove(gomoku, random));
        }
        return GomokuState.TYPE.move(LargeMoveList.random(state.legalMoves(), random));
    }

    /**
     * The loop of free play, from a state in free play that is not over, on one mutable
     * position of the rules kernel ({@link io.tabula.stones.rows.RowBoard}), by the row games'
     * playout loop ({@link RowPlayout}), which only draws the moves: uniformly over the empty
     * points (less black's forbidden points where they are illegal), white's claim and the pass.
     */
    private Result playFree(GomokuState state, SplittableRandom random, Observer observer) {
        Scratch mine = scratch.get();
        GomokuRules rules = state.rules();
        RowBoard board = mine.playout.playFrom(mine.kernelOf(state), random, observer, new RowPlayout.Moves() {
            @Override
            public Move stone(int point, boolean replacement) {
                return rules.place(point);
            }

            @Override
            public Move pass() {
                return GomokuMove.PASS;
            }

            @Override
            public Move claim() {
                return GomokuMove.CLAIM;
            }
        });
        return new Result(board.outcome(), mine.playout.plies());
    }
}
