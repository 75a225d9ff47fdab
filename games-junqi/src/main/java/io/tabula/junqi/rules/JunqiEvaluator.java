package io.tabula.junqi.rules;

import io.tabula.core.GameState;
import io.tabula.core.Move;
import io.tabula.core.PositionEvaluator;
import java.util.Arrays;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.OptionalInt;
import java.util.Set;
import java.util.SplittableRandom;

/**
 * A judgement of Junqi positions, for searches that stop short of the end of the game:
 * Junqi's random playouts wander for hundreds of plies and end mostly by chance, so a
 * Monte Carlo search plays {@link #playoutPlies()} random plies from a leaf and asks this
 * judgement instead.
 *
 * <p>Each side is scored by three things, and a position is worth the mover's score less
 * the enemy's:
 * <ul>
 *   <li><b>material</b>: its pieces, by rank (an engineer counts above a platoon leader, for
 *       it clears landmines and turns on the railway; a bomb counts as a brigade);</li>
 *   <li><b>mobility</b>: a side left with no legal move loses (section 6), so a side with
 *       fewer than {@value #SAFE_MOVABLE} pieces that have a legal move pays, more for each
 *       one less;</li>
 *   <li><b>pressure</b>: each piece that may move counts more the nearer it stands to the
 *       enemy's flag (steps along roads and railways, the railway's long moves not counted),
 *       and much more one or two steps from it, where it may take the flag next; so a side
 *       goes for the flag, and guards its own (the enemy's pressure is its loss).</li>
 * </ul>
 * The difference becomes a win chance through a logistic curve, pulled toward even in the
 * last {@value #DRAW_MARGIN} plies before the no-combat draw: a side ahead then attacks
 * rather than wait for the draw.
 *
 * <p>It judges full states only: a search over hidden information gives it states drawn
 * from a side's view ({@link JunqiDeterminizer}), so it never sees what the side does not
 * know, and a view itself is refused.
 */
public final class JunqiEvaluator implements PositionEvaluator {
    /** Random plies a Monte Carlo search plays from a leaf before asking this judgement. */
    public static final int PLAYOUT_PLIES = 4;

    /** Layouts offered as candidates in the deployment phase. */
    static final int LAYOUTS = 16;

    /** Movable pieces a side may keep without paying for them. */
    static final int SAFE_MOVABLE = 5;

    /** The price of the k-th movable piece short of {@link #SAFE_MOVABLE}: this times k squared in all. */
    private static final double MISSING_PRICE = 0.8;
    /** Material by {@link Piece} ordinal: engineer, 33 ... 40, bomb, landmine, flag. */
    private static final double[] VALUE = {2, 1, 1.5, 2, 2.5, 3, 4, 5.5, 7, 3, 1, 0};
    /** What each movable piece gains from standing next to the enemy's flag rather than as far as it can be. */
    private static final double PRESSURE = 0.4;
    /** What a movable piece gains from standing one step from the enemy's flag (it may take it next), and two steps. */
    private static final double NEXT_TO_FLAG = 4;
    private static final double TWO_FROM_FLAG = 1;
    /** Quiet plies before the no-combat draw from which the chances are pulled toward even. */
    static final int DRAW_MARGIN = 30;
    /** Score differences per unit of the logistic curve: a commander more is worth about 85%. */
    private static final double SCALE = 4;

    /** Steps between two posts along roads and railways (adjacent posts), for every pair. */
    private static final int[][] STEPS = steps();
    private static final int MAX_STEPS = maxSteps();

    private final int playoutPlies;

    public JunqiEvaluator() {
        this(PLAYOUT_PLIES);
    }

    /** A judgement that asks searches for {@code playoutPlies} random plies first (0 or more). */
    public JunqiEvaluator(int playoutPlies) {
        if (playoutPlies < 0) {
            throw new IllegalArgumentException("playout plies must be 0 or more, not " + playoutPlies);
        }
        this.playoutPlies = playoutPlies;
    }

    @Override
    public OptionalInt playoutPlies() {
        return OptionalInt.of(playoutPlies);
    }

    /**
     * In play, every legal move. In the deployment phase, where the legal layouts are far
     * too many to list, {@value #LAYOUTS} of them drawn at random with the state's hash as
     * the seed, so that a search over candidates (alpha-beta on open Junqi) gets the same
     * few every time.
     */
    @Override
    public List<Move> candidates(GameState state) {
        JunqiState junqi = JunqiState.TYPE.state(state);
        if (!junqi.deploying()) {
            return state.legalMoves();
        }
        SplittableRandom random = new SplittableRandom(junqi.hash());
        Set<Move> layouts = new LinkedHashSet<>();
        while (layouts.size() < LAYOUTS) {
            layouts.add(new JunqiMove.Deploy(Deployment.random(junqi.toMove(), random)));
        }
        return List.copyOf(layouts);
    }

    /** {@link #winChance} on the scale of {@link PositionEvaluator#evaluate}: 0 for even. */
    @Override
    public int evaluate(GameState state) {
        return (int) Math.round((2 * winChance(state) - 1) * (BOUND - 1));
    }

    @Override
    public double winChance(GameState state) {
        JunqiState junqi = JunqiState.TYPE.state(state);
        if (junqi.viewer().isPresent()) {
            throw new IllegalArgumentException("a view hides pieces; judge a full state drawn from it");
        }
        if (junqi.deploying()) {
            return 0.5; // a side without its pieces on the board is not behind
        }
        byte[] cells = junqi.cells();
        long[] occupied = MoveGenerator.occupancy(cells);
        int me = junqi.toMove().index();
        double lead = score(junqi.rules(), cells, occupied, me) - score(junqi.rules(), cells, occupied, 1 - me);
        double chance = 1 / (1 + Math.exp(-lead / SCALE));
        int limit = junqi.rules().noCombatDrawPlies;
        if (limit > 0) {
            double left = Math.min(1, Math.max(0, (double) (limit - junqi.quietPlies()) / DRAW_MARGIN));
            chance = 0.5 + (chance - 0.5) * left;
        }
        return chance;
    }

    /** The score of side {@code s}: material, less the price of few pieces that can move, plus pressure on the flag. */
    static double score(JunqiRules rules, byte[] cells, long[] occupied, int s) {
        long targets = flagPosts(cells, 1 - s);
        double material = 0;
        double pressure = 0;
        for (long m = occupied[s]; m != 0; m &= m - 1) {
            int p = Long.numberOfTrailingZeros(m);
            byte cell = cells[p];
            int kind = Cells.kind(cell);
            material += VALUE[kind];
            if (MoveGenerator.movable(rules, cell, p)) {
                int steps = nearest(p, targets);
                pressure += PRESSURE * (MAX_STEPS - steps) / MAX_STEPS
                        + (steps == 1 ? NEXT_TO_FLAG : steps == 2 ? TWO_FROM_FLAG : 0);
            }
        }
        int[] froms = new int[MoveGenerator.MAX_PIECES];
        long[] dests = new long[MoveGenerator.MAX_PIECES];
        int movable = MoveGenerator.destinations(rules, cells, occupied[0], occupied[1], s, froms, dests);
        int missing = Math.max(0, SAFE_MOVABLE - movable);
        return material - MISSING_PRICE * missing * missing + pressure;
    }

    /** Where the flag of {@code side} stands, or the posts it may stand on when the state does not show it. */
    private static long flagPosts(byte[] cells, int side) {
        byte flag = Cells.of(side, Piece.FLAG);
        for (int p = 0; p < JunqiBoard.POSTS; p++) {
            if (cells[p] == flag) {
                return 1L << p;
            }
        }
        return JunqiBoard.OWN_HEADQUARTERS[side];
    }

    private static int nearest(int post, long targets) {
        int best = MAX_STEPS;
        for (long m = targets; m != 0; m &= m - 1) {
            best = Math.min(best, STEPS[post][Long.numberOfTrailingZeros(m)]);
        }
        return best;
    }

    private static int[][] steps() {
        int[][] steps = new int[JunqiBoard.POSTS][JunqiBoard.POSTS];
        for (int from = 0; from < JunqiBoard.POSTS; from++) {
            Arrays.fill(steps[from], -1);
            steps[from][from] = 0;
            long frontier = 1L << from;
            long seen = frontier;
            for (int d = 1; frontier != 0; d++) {
                long next = 0;
                for (long m = frontier; m != 0; m &= m - 1) {
                    next |= JunqiBoard.ADJACENT[Long.numberOfTrailingZeros(m)];
                }
                next &= ~seen;
                seen |= next;
                for (long m = next; m != 0; m &= m - 1) {
                    steps[from][Long.numberOfTrailingZeros(m)] = d;
                }
                frontier = next;
            }
        }
        return steps;
    }

    private static int maxSteps() {
        int max = 0;
        for (int[] row : STEPS) {
            for (int d : row) {
                max = Math.max(max, d);
            }
        }
        return max;
    }
}
