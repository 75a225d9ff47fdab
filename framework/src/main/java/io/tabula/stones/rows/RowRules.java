package io.tabula.stones.rows;

import io.tabula.core.Outcome;
import io.tabula.core.OutcomeReason;
import io.tabula.core.Side;
import io.tabula.core.TurnPlan;
import io.tabula.hash.Zobrist;
import io.tabula.topology.Topology;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.SplittableRandom;

/**
 * The blocks a game of placed stones and rows is made of, chosen once per definition and
 * shared by every position of it: the board (any {@link Topology}) and its sides (any
 * number), the winning row ({@link RowRule}), how many stones each turn holds
 * ({@link TurnPlan}), custodian captures and the captured stones that win
 * ({@link CustodianCapture}), stocks with replacements ({@link StoneStocks}), a rule on
 * where a side may place ({@link PlacementRule}), and passes. A variant is a choice of
 * these: Connect6 is six or more in a row with {@code TurnPlan.of(List.of(1), 2)}; Pente is
 * five or more with captures of pairs; renju is five, exactly for black, with black's
 * forbidden points as a placement rule and passes.
 *
 * <p>{@link RowBoard} plays by them. Immutable and thread-safe; made by {@link #builder}.
 */
public final class RowRules {
    private static final int MAX_CAPTURE_KEYS = 64;

    private final Topology topology;
    private final RowLines lines;
    private final List<Side> sides;
    private final RowRule row;
    private final TurnPlan plan;
    private final int[] firstTurns;
    private final boolean oneMoveTurns;
    private final CustodianCapture capture;   // null: no captures
    private final int capturedToWin;          // stones; 0: captures never win
    private final StoneStocks stocks;         // null: no stocks
    private final PlacementRule placement;    // null: every empty point is allowed
    private final boolean passAllowed;
    private final int passesToDraw;
    private final int[] captureSteps;         // [direction * (points + 1) + p], OFF as points, points to itself
    private final Zobrist zobrist;
    private final long[] stoneKeys;
    private final long[] moveInTurnKeys;
    private final long[][] captureKeys;       // [side][stones captured], key 0 is 0
    private final long restrictedKey;
    private final long[][] stockKeys;         // [side][stones left]; empty without stocks
    private final long replacingKey;
    private final Outcome[][] wins;           // [end][side]
    private final Outcome[] draws;            // [end]
    private final OutcomeReason[] reasons;    // [end]
    private final int[] identity;             // 0 .. points - 1, the empty points of an empty board

    private RowRules(Builder b) {
        this.topology = b.topology;
        this.lines = RowLines.of(b.topology);
        this.sides = List.copyOf(b.sides);
        this.row = b.row;
        this.plan = b.plan;
        this.firstTurns = plan.first().stream().mapToInt(Integer::intValue).toArray();
        this.oneMoveTurns = plan.then() == 1 && java.util.Arrays.stream(firstTurns).allMatch(n -> n == 1);
        this.capture = b.capture;
        this.capturedToWin = b.capturedToWin;
        this.stocks = b.stocks;
        this.placement = b.placement;
        this.passAllowed = b.passAllowed;
        this.passesToDraw = b.passesToDraw == 0 ? sides.size() : b.passesToDraw;
        int points = topology.points();
        int directions = topology.directions();
        this.captureSteps = new int[directions * (points + 1)];
        for (int d = 0; d < directions; d++) {
            for (int p = 0; p <= points; p++) {
                int q = p == points ? Topology.OFF : topology.step(p, d);
                captureSteps[d * (points + 1) + p] = q == Topology.OFF ? points : q;
            }
        }
        this.identity = new int[points];
        for (int p = 0; p < points; p++) {
            identity[p] = p;
        }
        int count = sides.size();
        this.zobrist = new Zobrist(points, count, count, b.zobristSeed);
        this.stoneKeys = new long[count * points];
        for (int s = 0; s < count; s++) {
            for (int p = 0; p < points; p++) {
                stoneKeys[s * points + p] = zobrist.piece(p, s);
            }
        }
        SplittableRandom keys = new SplittableRandom(b.zobristSeed ^ 0x1B_87_35_93_C4_E2_5E_9FL);
        int longestTurn = Math.max(plan.then(), java.util.Arrays.stream(firstTurns).max().orElse(1));
        this.moveInTurnKeys = new long[longestTurn];
        for (int i = 1; i < moveInTurnKeys.length; i++) {
            moveInTurnKeys[i] = keys.nextLong();
        }
        this.captureKeys = new long[count][capture == null ? 1 : MAX_CAPTURE_KEYS];
        for (long[] side : captureKeys) {
            for (int n = 1; n < side.length; n++) {
                side[n] = keys.nextLong();
            }
        }
        this.restrictedKey = keys.nextLong();
        this.stockKeys = new long[count][stocks == null ? 0 : stocks.stones() + 1];
        for (long[] side : stockKeys) {
            for (int n = 0; n < side.length; n++) {
                side[n] = keys.nextLong();
            }
        }
        this.replacingKey = keys.nextLong();
        RowOutcome[] ends = RowOutcome.values();
        this.reasons = new OutcomeReason[ends.length];
        this.wins = new Outcome[ends.length][count];
        this.draws = new Outcome[ends.length];
        for (RowOutcome end : ends) {
            OutcomeReason reason = b.reasons.getOrDefault(end, end);
            reasons[end.ordinal()] = reason;
            for (int s = 0; s < count; s++) {
                wins[end.ordinal()][s] = Outcome.win(sides.get(s), reason);
            }
            draws[end.ordinal()] = Outcome.draw(reason);
        }
    }

    /** Rules on {@code topology} for {@code sides} in turn order, to be given their blocks. */
    public static Builder builder(Topology topology, List<Side> sides) {
        return new Builder(topology, sides);
    }

    public Topology topology() {
        return topology;
    }

    /** The board's lines, along which rows are counted. */
    public RowLines lines() {
        return lines;
    }

    /** The sides in turn order. */
    public List<Side> sides() {
        return sides;
    }

    public RowRule row() {
        return row;
    }

    public TurnPlan plan() {
        return plan;
    }

    /** The moves of turn {@code number} (from 1), by the turn plan. */
    public int movesIn(int number) {
        return number <= firstTurns.length ? firstTurns[number - 1] : plan.then();
    }

    /** Whether every turn holds one move. */
    public boolean oneMoveTurns() {
        return oneMoveTurns;
    }

    /** The capture block, or null when stones are never captured. */
    public CustodianCapture capture() {
        return capture;
    }

    /** Whether stones are captured. */
    public boolean captures() {
        return capture != null;
    }

    /** The captured stones that win; 0 when captures never win. */
    public int capturedToWin() {
        return capturedToWin;
    }

    /** The stocks block, or null when the sides have no stocks. */
    public StoneStocks stocks() {
        return stocks;
    }

    /** The rule on where a side may place, or null when every empty point is allowed. */
    public PlacementRule placement() {
        return placement;
    }

    /** Whether the side to move may pass instead of placing. */
    public boolean passAllowed() {
        return passAllowed;
    }

    /** The passes in succession that end the game in a draw. */
    public int passesToDraw() {
        return passesToDraw;
    }

    public Zobrist zobrist() {
        return zobrist;
    }

    /** The reason this game gives for an end of the kind {@code end}. */
    public OutcomeReason reason(RowOutcome end) {
        return reasons[end.ordinal()];
    }

    /** The side after {@code side} in turn order. */
    public int next(int side) {
        return side + 1 == sides.size() ? 0 : side + 1;
    }

    Outcome win(RowOutcome end, int side) {
        return wins[end.ordinal()][side];
    }

    Outcome draw(RowOutcome end) {
        return draws[end.ordinal()];
    }

    /** The points in order; the caller must not change the array. */
    int[] identity() {
        return identity;
    }

    /** The Zobrist keys of the stones, {@code [side * points + point]}; the caller must not change them. */
    long[] stoneKeys() {
        return stoneKeys;
    }

    int[] captureSteps() {
        return captureSteps;
    }

    long moveInTurnKey(int move) {
        return moveInTurnKeys[move];
    }

    long captureKey(int side, int stones) {
        long[] keys = captureKeys[side];
        return keys[Math.min(stones, keys.length - 1)];
    }

    long restrictedKey() {
        return restrictedKey;
    }

    long stockKey(int side, int left) {
        return stockKeys[side][left];
    }

    long replacingKey() {
        return replacingKey;
    }

    /** Chooses the blocks of a {@link RowRules}; by default five or more in a row wins, one stone a turn, nothing else. */
    public static final class Builder {
        private final Topology topology;
        private final List<Side> sides;
        private RowRule row = RowRule.orMore(5);
        private TurnPlan plan = TurnPlan.ONE_MOVE;
        private CustodianCapture capture;
        private int capturedToWin;
        private StoneStocks stocks;
        private PlacementRule placement;
        private boolean passAllowed;
        private int passesToDraw;
        private long zobristSeed = 0x6B_1A_20_3AL;
        private final Map<RowOutcome, OutcomeReason> reasons = new EnumMap<>(RowOutcome.class);

        private Builder(Topology topology, List<Side> sides) {
            this.topology = Objects.requireNonNull(topology, "topology");
            this.sides = List.copyOf(sides);
            if (sides.isEmpty()) {
                throw new IllegalArgumentException("a game has at least one side");
            }
            for (int s = 0; s < sides.size(); s++) {
                if (sides.get(s).index() != s) {
                    throw new IllegalArgumentException("side " + sides.get(s) + " is not at its index " + s);
                }
            }
            if (sides.size() > 126) {
                throw new IllegalArgumentException("at most 126 sides, not " + sides.size());
            }
        }

        /** The winning row (default: five or more). */
        public Builder row(RowRule row) {
            this.row = Objects.requireNonNull(row, "row");
            return this;
        }

        /** The stones of each turn (default: one). */
        public Builder turns(TurnPlan plan) {
            this.plan = Objects.requireNonNull(plan, "plan");
            return this;
        }

        /**
         * Custodian captures, and the captured stones that win ({@code 0}: captures never
         * win; Pente's five pairs are {@code 10}).
         */
        public Builder capture(CustodianCapture capture, int capturedToWin) {
            if (capturedToWin < 0) {
                throw new IllegalArgumentException("captured stones that win must be 0 or more, not " + capturedToWin);
            }
            this.capture = Objects.requireNonNull(capture, "capture");
            this.capturedToWin = capturedToWin;
            return this;
        }

        /** Stocks and replacements (玩法二): a game of one stone a turn, without captures, passes or placement rule. */
        public Builder stocks(StoneStocks stocks) {
            this.stocks = Objects.requireNonNull(stocks, "stocks");
            return this;
        }

        /** A rule on where a side may place. */
        public Builder placement(PlacementRule placement) {
            this.placement = Objects.requireNonNull(placement, "placement");
            return this;
        }

        /** Whether a side may pass (default: no); the game is drawn after {@code inARow} passes in succession (0: one per side). */
        public Builder passes(boolean allowed, int inARow) {
            if (inARow < 0) {
                throw new IllegalArgumentException("passes in a row must be 0 (one per side) or more, not " + inARow);
            }
            this.passAllowed = allowed;
            this.passesToDraw = inARow;
            return this;
        }

        /** The reason a game of these rules gives for {@code end} (default: {@code end} itself). */
        public Builder reason(RowOutcome end, OutcomeReason reason) {
            reasons.put(end, Objects.requireNonNull(reason, "reason"));
            return this;
        }

        /** The seed of the Zobrist keys, so that a game keeps the hashes it had. */
        public Builder zobristSeed(long seed) {
            this.zobristSeed = seed;
            return this;
        }

        /**
         * @throws IllegalArgumentException when the blocks do not go together: stocks with
         *         captures, several stones a turn, passes or a placement rule; a placement
         *         rule that loses or is claimed with other than two sides; a line too long
         */
        public RowRules build() {
            if (stocks != null && (capture != null || !plan.equals(TurnPlan.ONE_MOVE) || passAllowed || placement != null)) {
                throw new IllegalArgumentException("stocks go with one stone a turn, no captures, no passes and no "
                        + "placement rule");
            }
            if (placement != null && placement.policy() != PlacementRule.Policy.ILLEGAL && sides.size() != 2) {
                throw new IllegalArgumentException("a foul that loses or is claimed needs two sides, not "
                        + sides.size());
            }
            return new RowRules(this);
        }
    }
}
