package io.tabula.gomoku.rules;

import io.tabula.core.GameState;
import io.tabula.core.LargeMoveList;
import io.tabula.core.TypedSampler;
import java.util.SplittableRandom;

/**
 * Random playouts on a mutable board. The legal moves of Gomoku are the empty points plus,
 * where the rules have them, {@code pass} and white's {@code claim}; the sampler keeps the
 * empty points in an array, draws an index uniformly over the points and those extra
 * moves, and swaps a chosen point out in O(1): the same distribution as a uniform choice
 * from {@link GameState#legalMoves()}, without building a list at every ply. Under renju
 * black's forbidden moves lose at once, stand until claimed ({@code forbiddenMoves=claim}),
 * or, when they are illegal, are rejected and drawn again. GomokuSamplerTest checks these
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
     * position of the rules kernel ({@link FreePlay}); this loop only draws the moves,
     * uniformly, from its own list of empty points.
     */
    private static Result playFree(GomokuState state, SplittableRandom random, Observer observer) {
        GomokuRules rules = state.rules();
        byte[] cells = state.cells();
        int[] empty = new int[cells.length];
        int free = 0;
        for (int p = 0; p < cells.length; p++) {
            if (cells[p] == Stone.EMPTY) {
                empty[free++] = p;
            }
        }
        FreePlay play = new FreePlay(rules, cells, state.toMove().index(), cells.length - free, state.passes(),
                state.foulToClaim(), state.overlineStands());
        boolean forbiddenIllegal = rules.forbiddenIsIllegal();
        boolean passAllowed = rules.passAllowed();
        int plies = 0;
        while (!play.outcome().isOver()) {
            boolean black = play.side() == 0;
            boolean canClaim = play.canClaim();
            int extras = (canClaim ? 1 : 0) + (passAllowed ? 1 : 0);
            long legal = observer == Observer.NONE ? 0
                    : extras + (forbiddenIllegal && black ? allowed(rules, cells, empty, free) : free);
            int i = forbiddenIllegal && black ? drawAllowed(rules, cells, empty, free, extras, random)
                    : random.nextInt(free + extras);
            if (i < 0) {
                throw new IllegalStateException("black has no legal move in a game that is not over");
            }
            plies++;
            if (i >= free) {
                if (canClaim && i == free) {
                    observer.ply(legal, GomokuMove.CLAIM);
                    play.claim();
                } else {
                    observer.ply(legal, GomokuMove.PASS);
                    play.pass();
                }
                continue;
            }
            int point = empty[i];
            empty[i] = empty[--free];
            if (observer != Observer.NONE) {
                observer.ply(legal, rules.place(point));
            }
            play.placeStone(point);
        }
        return new Result(play.outcome(), plies);
    }

    /** The points of {@code empty[0..free)} that are not forbidden for black (observed playouts only). */
    private static long allowed(GomokuRules rules, byte[] cells, int[] empty, int free) {
        long count = 0;
        for (int k = 0; k < free; k++) {
            count += rules.forbiddenInPlace(cells, empty[k]).isForbidden() ? 0 : 1;
        }
        return count;
    }

    /**
     * A uniform draw over the points of {@code empty[0..free)} that are not forbidden for
     * black and {@code extras} further moves: an index below {@code free} for a point,
     * {@code free + k} for extra move {@code k}, or -1 if there is nothing to draw. On a
     * forbidden point move it past the candidates of this ply and draw again; rejection
     * keeps the draw uniform over what is allowed.
     */
    private static int drawAllowed(GomokuRules rules, byte[] cells, int[] empty, int free, int extras,
            SplittableRandom random) {
        for (int candidates = free; candidates + extras > 0; candidates--) {
            int i = random.nextInt(candidates + extras);
            if (i >= candidates) {
                return free + (i - candidates);
            }
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
