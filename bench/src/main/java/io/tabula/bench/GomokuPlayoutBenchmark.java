package io.tabula.bench;

import io.tabula.agent.LegalMovesSampler;
import io.tabula.agent.PlayoutRunner;
import io.tabula.core.GameDefinition;
import io.tabula.core.GameState;
import io.tabula.core.PlayoutSampler;
import io.tabula.gomoku.GomokuModule;
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

/**
 * Uniform random playouts of Gomoku from the empty board, one thread. One op is one
 * whole playout (to a five or a full board); the secondary {@code plies} figure is the
 * number of moves played per second in those playouts.
 *
 * <ul>
 *   <li>{@link #fastSampler}: the module's own sampler ({@code GomokuModule.fastSampler}),
 *       a mutable board with an array of empty points;</li>
 *   <li>{@link #legalMovesSampler}: the framework's reference sampler, which asks
 *       {@code legalMoves()} and calls {@code apply()} (a new immutable state) at every ply.</li>
 * </ul>
 * The definition is {@code gomoku(variant=standard,size=15)} unless {@code -p variant=...}
 * or {@code -p size=...} says otherwise.
 */
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
@Warmup(iterations = 3, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(1)
@Threads(1)
@State(Scope.Thread)
public class GomokuPlayoutBenchmark {

    @Param({"standard"})
    public String variant;

    @Param({"15"})
    public int size;

    private GameState start;
    private PlayoutSampler fast;
    private PlayoutSampler reference;
    private SplittableRandom random;

    @Setup(Level.Trial)
    public void setUp() {
        GomokuModule module = new GomokuModule();
        GameDefinition definition = module.define(variant, Map.of("size", Integer.toString(size)));
        start = definition.newGame();
        fast = module.fastSampler(definition).orElseThrow();
        reference = new LegalMovesSampler(PlayoutRunner.MAX_PLIES);
        random = new SplittableRandom(0x7AB17AL);
    }

    @Benchmark
    public PlayoutSampler.Result fastSampler(Plies counter) {
        PlayoutSampler.Result result = fast.play(start, random);
        counter.plies += result.plies();
        return result;
    }

    @Benchmark
    public PlayoutSampler.Result legalMovesSampler(Plies counter) {
        PlayoutSampler.Result result = reference.play(start, random);
        counter.plies += result.plies();
        return result;
    }
}
