package io.tabula.bench;

import io.tabula.core.GameDefinition;
import io.tabula.core.GameState;
import io.tabula.core.Move;
import io.tabula.gomoku.GomokuModule;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.concurrent.TimeUnit;
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
import org.openjdk.jmh.infra.Blackhole;

/**
 * {@code apply()} and {@code legalMoves()} of the immutable Gomoku state on mid-game
 * 15x15 boards, one thread, in nanoseconds per call.
 *
 * <p>{@code GomokuState} caches its legal-move list after the first call, so asking an
 * existing state again would measure a field read. Each invocation therefore applies a
 * move to a mid-game position, which gives a state that has not computed its list:
 * <ul>
 *   <li>{@link #pick}: choosing the position and the move only (the overhead shared by
 *       the two below);</li>
 *   <li>{@link #apply}: pick, then {@code apply()} (copy the board, check the four lines
 *       through the stone, update the hash);</li>
 *   <li>{@link #applyThenLegalMoves}: pick, {@code apply()}, then {@code legalMoves()} on
 *       the new state. The difference from {@link #apply} is the cost of generating the
 *       legal moves of a fresh state.</li>
 * </ul>
 * The positions are {@value #POSITIONS} different boards reached by {@code plies} seeded
 * uniform random moves (games that ended earlier are skipped), so that the branch
 * predictor cannot learn one board. The moves applied are the legal moves of those
 * positions that do not end the game, so the resulting state always has legal moves.
 */
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
@Warmup(iterations = 3, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(1)
@Threads(1)
@State(Scope.Thread)
public class GomokuMoveBenchmark {
    static final int POSITIONS = 64;

    @Param({"standard"})
    public String variant;

    @Param({"15"})
    public int size;

    /** Random moves played from the empty board to reach the measured positions. */
    @Param({"20", "60", "120"})
    public int plies;

    private GameState[] positions;
    private Move[][] moves;
    private SplittableRandom random;

    @Setup(Level.Trial)
    public void setUp() {
        GameDefinition definition = new GomokuModule().define(variant, Map.of("size", Integer.toString(size)));
        SplittableRandom builder = new SplittableRandom(0x60_4D_0C_0DL + plies);
        positions = new GameState[POSITIONS];
        moves = new Move[POSITIONS][];
        int found = 0;
        for (int attempt = 0; found < POSITIONS; attempt++) {
            if (attempt > 1_000_000) {
                throw new IllegalStateException("no game lasted " + plies + " plies");
            }
            GameState state = definition.newGame();
            while (state.ply() < plies && !state.isOver()) {
                List<Move> legal = state.legalMoves();
                state = state.apply(legal.get(builder.nextInt(legal.size())));
            }
            if (state.isOver()) {
                continue;
            }
            List<Move> goOn = new ArrayList<>();
            for (Move move : state.legalMoves()) {
                if (!state.apply(move).isOver()) {
                    goOn.add(move);
                }
            }
            if (goOn.isEmpty()) {
                continue;
            }
            // These positions have computed their own lists; only the states apply() makes are measured fresh.
            positions[found] = state;
            moves[found] = goOn.toArray(new Move[0]);
            found++;
        }
        random = new SplittableRandom(0x7AB17AL);
    }

    @Benchmark
    public void pick(Blackhole bh) {
        int i = random.nextInt(POSITIONS);
        Move[] candidates = moves[i];
        bh.consume(positions[i]);
        bh.consume(candidates[random.nextInt(candidates.length)]);
    }

    @Benchmark
    public void apply(Blackhole bh) {
        int i = random.nextInt(POSITIONS);
        Move[] candidates = moves[i];
        bh.consume(positions[i].apply(candidates[random.nextInt(candidates.length)]));
    }

    @Benchmark
    public void applyThenLegalMoves(Blackhole bh) {
        int i = random.nextInt(POSITIONS);
        Move[] candidates = moves[i];
        GameState next = positions[i].apply(candidates[random.nextInt(candidates.length)]);
        bh.consume(next);
        bh.consume(next.legalMoves());
    }
}
