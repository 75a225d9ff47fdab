package io.tabula.bench;

import io.tabula.core.GameDefinition;
import io.tabula.core.Move;
import io.tabula.core.PlayoutSampler;
import io.tabula.gomoku.GomokuModule;
import io.tabula.gomoku.rules.Forbidden;
import io.tabula.gomoku.rules.GomokuMove;
import io.tabula.gomoku.rules.GomokuRules;
import io.tabula.gomoku.rules.GomokuState;
import io.tabula.gomoku.rules.RenjuForbidden;
import io.tabula.gomoku.rules.Stone;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.SortedMap;
import java.util.SplittableRandom;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.AuxCounters;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Threads;
import org.openjdk.jmh.annotations.Warmup;

/**
 * Renju (RIF forbidden moves for black), 15x15, one thread, throughput (ops/s).
 *
 * <p>Playouts ({@link Playouts}, {@code @Param forbiddenMoves}): {@link #playout} is one
 * whole uniform random playout of {@code gomoku(variant=renju,forbiddenMoves=...)} from the
 * empty board with the module's fast sampler ({@code GomokuModule.fastSampler}, the
 * {@code GomokuSampler} that {@code PlayoutRunner.forDefinition} and {@code tabula playout}
 * use). The renju preset allows passing, so the sampler's moves include {@code pass}.
 * {@code :plies} is the moves played per second.
 *
 * <p>Forbidden-point checks ({@link Positions}, {@code @Param plies}): {@value #POSITIONS}
 * positions with black to move, reached by {@code plies} seeded uniform random placements
 * (no passes, so {@code plies} stones) under {@code forbiddenMoves=illegal}, skipping games
 * that ended earlier. At the densest setting ({@value #DENSE_PLIES} plies) only positions
 * with at least one forbidden point are kept while such positions can be found within
 * {@value #MAX_GAMES} games; the set-up prints what it built. One op of
 * <ul>
 *   <li>{@link #pick}: only the random choice of a position and one of its empty points
 *       (the overhead the three below share);</li>
 *   <li>{@link #rulesForbidden}: pick, then {@code GomokuRules.forbidden(cells, point)}, the
 *       public check (copies the 225-byte board with a border byte, then the judgement by the
 *       table of lines), which the analysis and the protocol use;</li>
 *   <li>{@link #checkInPlace}: pick, then {@code RenjuForbidden.check(board, point)} on the
 *       position's own board (with its border byte, as the rules kernel keeps it): what the
 *       kernel's placement rule runs for every black stone of a playout, {@code legalMoves()}
 *       and {@code forbiddenPoints()};</li>
 *   <li>{@link #forbiddenPoints}: {@code GomokuState.forbiddenPoints()} on a random position
 *       (not cached: each call scans every empty point). {@code :points} is the empty points
 *       judged per second, i.e. checks/s of the whole-board scan.</li>
 * </ul>
 */
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
@Warmup(iterations = 3, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(1)
@Threads(1)
public class RenjuBenchmark {
    static final int POSITIONS = 64;
    static final int DENSE_PLIES = 120;
    static final int MAX_GAMES = 20_000;

    /** The playout set-up: a renju definition, its empty board and the module's fast sampler. */
    @State(Scope.Thread)
    public static class Playouts extends RenjuPlayouts {
        @Param({"loses", "illegal"})
        public String forbiddenMoves;

        @Override
        Map<String, String> options() {
            return Map.of("forbiddenMoves", forbiddenMoves);
        }

        @Override
        long seed() {
            return 0x7AB17AL;
        }
    }

    /** Empty points judged by {@link #forbiddenPoints}; a rate (checks/s) under {@code :points}. */
    @State(Scope.Thread)
    @AuxCounters(AuxCounters.Type.OPERATIONS)
    public static class Points {
        public long points;

        @Setup(Level.Iteration)
        public void reset() {
            points = 0;
        }
    }

    /** Dense middle-game renju positions with black to move. */
    @State(Scope.Thread)
    public static class Positions {
        /** Random placements from the empty board (stones on the board). */
        @Param({"40", "80", "120"})
        public int plies;

        GomokuRules rules;
        RenjuForbidden forbidden;
        GomokuState[] states;
        byte[][] boards; // one scratch board per position, owned here
        int[][] empties;
        SplittableRandom random;

        @Setup(Level.Trial)
        public void setUp() {
            GameDefinition definition = new GomokuModule().define("renju", Map.of("forbiddenMoves", "illegal"));
            SplittableRandom builder = new SplittableRandom(0x7E_4A_0F_0DL + plies);
            boolean wantForbidden = plies >= DENSE_PLIES;
            List<GomokuState> withForbidden = new ArrayList<>();
            List<GomokuState> without = new ArrayList<>();
            int games = 0;
            while (withForbidden.size() < POSITIONS
                    && (!wantForbidden ? withForbidden.size() + without.size() < POSITIONS : games < MAX_GAMES)) {
                games++;
                GomokuState state = (GomokuState) definition.newGame();
                while (state.ply() < plies && !state.isOver()) {
                    List<Move> legal = placements(state.legalMoves());
                    if (legal.isEmpty()) {
                        break;
                    }
                    state = state.apply(legal.get(builder.nextInt(legal.size())));
                }
                if (state.isOver() || state.ply() < plies || state.toMove() != Stone.BLACK_SIDE) {
                    continue;
                }
                (state.forbiddenPoints().isEmpty() ? without : withForbidden).add(state);
            }
            List<GomokuState> chosen = new ArrayList<>(withForbidden);
            for (int i = 0; chosen.size() < POSITIONS && i < without.size(); i++) {
                chosen.add(without.get(i));
            }
            if (chosen.size() < POSITIONS) {
                throw new IllegalStateException("only " + chosen.size() + " games lasted " + plies + " plies");
            }
            states = chosen.toArray(new GomokuState[0]);
            rules = states[0].rules();
            forbidden = new RenjuForbidden(rules.grid());
            boards = new byte[POSITIONS][];
            empties = new int[POSITIONS][];
            int emptyTotal = 0;
            int forbiddenTotal = 0;
            int positionsWithForbidden = 0;
            int[] byReason = new int[Forbidden.values().length];
            for (int i = 0; i < POSITIONS; i++) {
                boards[i] = java.util.Arrays.copyOf(states[i].cells(), states[i].cells().length + 1);
                boards[i][boards[i].length - 1] = io.tabula.stones.rows.RowBoard.BORDER;
                int[] empty = new int[boards[i].length - 1];
                int n = 0;
                for (int p = 0; p < boards[i].length - 1; p++) {
                    if (boards[i][p] == Stone.EMPTY) {
                        empty[n++] = p;
                    }
                }
                empties[i] = java.util.Arrays.copyOf(empty, n);
                emptyTotal += n;
                SortedMap<Integer, Forbidden> points = states[i].forbiddenPoints();
                forbiddenTotal += points.size();
                positionsWithForbidden += points.isEmpty() ? 0 : 1;
                for (Forbidden reason : points.values()) {
                    byReason[reason.ordinal()]++;
                }
            }
            System.out.printf("%nrenju positions, plies=%d: %d games played, %d positions kept, %d of them with"
                    + " forbidden points (%d games reached the ply with black to move: %d with forbidden points, %d"
                    + " without); %d empty points (%.1f per position),"
                    + " %d forbidden (overline %d, double-four %d, double-three %d)%n",
                    plies, games, POSITIONS, positionsWithForbidden, withForbidden.size() + without.size(),
                    withForbidden.size(), without.size(), emptyTotal,
                    emptyTotal / (double) POSITIONS, forbiddenTotal,
                    byReason[Forbidden.FORBIDDEN_OVERLINE.ordinal()],
                    byReason[Forbidden.FORBIDDEN_DOUBLE_FOUR.ordinal()],
                    byReason[Forbidden.FORBIDDEN_DOUBLE_THREE.ordinal()]);
            random = new SplittableRandom(0x7AB17AL);
        }

        private static List<Move> placements(List<Move> legal) {
            List<Move> out = new ArrayList<>(legal.size());
            for (Move move : legal) {
                if (move instanceof GomokuMove.Place) {
                    out.add(move);
                }
            }
            return out;
        }
    }

    @Benchmark
    public PlayoutSampler.Result playout(Playouts set, Plies counter) {
        PlayoutSampler.Result result = set.sampler.play(set.start, set.random);
        counter.plies += result.plies();
        return result;
    }

    @Benchmark
    public int pick(Positions set) {
        int i = set.random.nextInt(POSITIONS);
        int[] empty = set.empties[i];
        return set.boards[i][empty[set.random.nextInt(empty.length)]] + i;
    }

    @Benchmark
    public Forbidden rulesForbidden(Positions set) {
        int i = set.random.nextInt(POSITIONS);
        int[] empty = set.empties[i];
        return set.rules.forbidden(set.boards[i], empty[set.random.nextInt(empty.length)]);
    }

    @Benchmark
    public Forbidden checkInPlace(Positions set) {
        int i = set.random.nextInt(POSITIONS);
        int[] empty = set.empties[i];
        return set.forbidden.check(set.boards[i], empty[set.random.nextInt(empty.length)]);
    }

    @Benchmark
    public SortedMap<Integer, Forbidden> forbiddenPoints(Positions set, Points counter) {
        int i = set.random.nextInt(POSITIONS);
        counter.points += set.empties[i].length;
        return set.states[i].forbiddenPoints();
    }
}
