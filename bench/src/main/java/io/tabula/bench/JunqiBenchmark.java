package io.tabula.bench;

import io.tabula.agent.LegalMovesSampler;
import io.tabula.agent.PlayoutRunner;
import io.tabula.core.GameDefinition;
import io.tabula.core.GameState;
import io.tabula.core.PlayoutSampler;
import io.tabula.junqi.JunqiModule;
import io.tabula.junqi.notation.JunqiDiagrams;
import io.tabula.junqi.rules.Deployment;
import io.tabula.junqi.rules.JunqiBoard;
import io.tabula.junqi.rules.JunqiRules;
import io.tabula.junqi.rules.JunqiState;
import io.tabula.junqi.rules.Piece;
import java.lang.invoke.MethodHandle;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.MethodType;
import java.util.List;
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
import org.openjdk.jmh.infra.BenchmarkParams;

/**
 * Junqi, one thread: random playouts from random legal deployments, and the engineer's
 * railway move generation measured alone. The definition is the default one
 * ({@code junqi(variant=standard)}: draw after 100 plies without an attack, no ply cap).
 *
 * <p>Playouts (throughput, one op = one whole playout; {@code :plies} = moves per second):
 * <ul>
 *   <li>{@link #playoutFastSampler}: {@code JunqiModule.fastSampler} (one mutable board),
 *       from the next of {@value #STARTS} setup positions, each a pair of legal deployments
 *       drawn uniformly ({@code Deployment.random}) from a fixed seed;</li>
 *   <li>{@link #playoutLegalMovesSampler}: the framework's reference sampler
 *       ({@code legalMoves()} + {@code apply()} per ply) from the same setup positions;</li>
 *   <li>{@link #playoutFastSamplerFreshDeployment}: the fast sampler from the start of the
 *       deployment phase (the default new game), so that it draws both sides' layouts as
 *       its first two moves inside the op, as every playout of {@code tabula playout junqi}
 *       does. (Before the deployment became a phase, this op drew the pair with
 *       {@code Deployment.random} and built the setup state before the playout: the same work.)</li>
 * </ul>
 *
 * <p>Engineer move generation (average time per op, ns): the position of case
 * {@code engineer-runs-the-whole-railway} ({@code movement.json}): red engineer on a2, the
 * two flags, nothing else, so the railway is empty; the engineer has 33 moves.
 * <ul>
 *   <li>{@link #engineerReach}: {@code MoveGenerator.reach} for the engineer on a2 (the
 *       breadth-first flood over the railway bit masks plus its road links);</li>
 *   <li>{@link #engineerLegalMoves}: {@code MoveGenerator.generate}, the legal moves of the
 *       position as sorted encoded ints (every red piece, own posts removed);</li>
 *   <li>{@link #engineerPositionState}: through the public API only: {@code JunqiState.setup}
 *       of the position, which also checks piece counts and deployment findings, hashes it
 *       and judges section 6, then {@code legalMoves().size()}.</li>
 * </ul>
 * {@code MoveGenerator} is package-private, so the first two call it through a method handle
 * from {@link MethodHandles#privateLookupIn} (a constant, so the JIT inlines the call).
 */
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
@Warmup(iterations = 3, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(1)
@Threads(1)
@State(Scope.Thread)
public class JunqiBenchmark {
    /** Setup positions drawn in advance for the pooled playout benchmarks. */
    static final int STARTS = 4096;

    /** The engineer's post in the railway position. */
    static final int A2 = JunqiBoard.post("a2").orElseThrow();

    static final List<String> OPEN_RAILWAY = List.of(
            ". . . bF .",
            ". . . . .",
            ". . . . .",
            ". . . . .",
            ". . . . .",
            ". . . . .",
            ". . . . .",
            ". . . . .",
            ". . . . .",
            ". . . . .",
            "r32 . . . .",
            ". rF . . .");

    private static final MethodHandle REACH;
    private static final MethodHandle GENERATE;

    static {
        try {
            Class<?> generator = Class.forName("io.tabula.junqi.rules.MoveGenerator");
            MethodHandles.Lookup lookup = MethodHandles.privateLookupIn(generator, MethodHandles.lookup());
            REACH = lookup.findStatic(generator, "reach", MethodType.methodType(long.class, int.class, int.class,
                    long.class));
            GENERATE = lookup.findStatic(generator, "generate", MethodType.methodType(int[].class, JunqiRules.class,
                    byte[].class, long.class, long.class, int.class));
        } catch (ReflectiveOperationException e) {
            throw new ExceptionInInitializerError(e);
        }
    }

    /**
     * Seconds of the measured operation run once in the trial setup, before JMH's own warm-up:
     * with {@code -wi 3 -w 1} on a loaded two-core machine the JIT has often not compiled the
     * rules by the first measured iteration. {@code -p prewarm=0} gives plain JMH.
     */
    @Param({"2"})
    public double prewarm;

    private JunqiModule module;
    private GameDefinition definition;
    private GameState[] starts;
    private int next;
    private PlayoutSampler fast;
    private PlayoutSampler reference;
    private SplittableRandom random;
    private GameState deploymentPhase;

    private JunqiRules rules;
    private byte[] railwayCells;
    private long redOcc;
    private long blueOcc;
    private long allOcc;

    @Setup(Level.Trial)
    public void setUp(BenchmarkParams params) throws Throwable {
        module = new JunqiModule();
        definition = module.defaultDefinition();
        SplittableRandom draw = new SplittableRandom(0x4A554E5149L);
        starts = new GameState[STARTS];
        for (int i = 0; i < STARTS; i++) {
            starts[i] = module.deploy(definition, Deployment.random(JunqiRules.RED, draw),
                    Deployment.random(JunqiRules.BLUE, draw));
        }
        next = 0;
        fast = module.fastSampler(definition).orElseThrow();
        reference = new LegalMovesSampler(PlayoutRunner.MAX_PLIES);
        random = new SplittableRandom(0x7AB17AL);
        deploymentPhase = definition.newGame();

        railwayCells = JunqiDiagrams.cells(OPEN_RAILWAY, false);
        JunqiState railway = JunqiState.setup(definition, railwayCells, JunqiRules.RED);
        if (railway.legalMoves().size() != 33) {
            throw new IllegalStateException("the open-railway position should have 33 moves, has "
                    + railway.legalMoves().size());
        }
        rules = railway.rules();
        for (int p = 0; p < JunqiBoard.POSTS; p++) {
            if (railway.sideAt(p).isPresent()) {
                if (railway.sideAt(p).get().index() == 0) {
                    redOcc |= 1L << p;
                } else {
                    blueOcc |= 1L << p;
                }
            }
        }
        allOcc = redOcc | blueOcc;
        try {
            long reach = (long) REACH.invokeExact(A2, Piece.ENGINEER.ordinal(), allOcc);
            int[] moves = (int[]) GENERATE.invokeExact(rules, railwayCells, redOcc, blueOcc, 0);
            if (Long.bitCount(reach) != 33 || moves.length != 33) {
                throw new IllegalStateException("engineer on a2: reach " + Long.bitCount(reach) + ", moves "
                        + moves.length + ", expected 33");
            }
        } catch (Throwable t) {
            throw new IllegalStateException(t);
        }
        String benchmark = params.getBenchmark();
        String name = benchmark.substring(benchmark.lastIndexOf('.') + 1);
        Plies ignored = new Plies();
        long end = System.nanoTime() + (long) (prewarm * 1e9);
        while (System.nanoTime() < end) {
            for (int i = 0; i < 100; i++) {
                switch (name) {
                    case "playoutFastSampler" -> playoutFastSampler(ignored);
                    case "playoutLegalMovesSampler" -> playoutLegalMovesSampler(ignored);
                    case "playoutFastSamplerFreshDeployment" -> playoutFastSamplerFreshDeployment(ignored);
                    case "engineerReach" -> engineerReach();
                    case "engineerLegalMoves" -> engineerLegalMoves();
                    case "engineerPositionState" -> engineerPositionState();
                    default -> throw new IllegalStateException("no pre-warm for " + name);
                }
            }
        }
        next = 0;
        random = new SplittableRandom(0x7AB17AL);
    }

    private GameState nextStart() {
        GameState start = starts[next];
        next = (next + 1) & (STARTS - 1);
        return start;
    }

    @Benchmark
    public PlayoutSampler.Result playoutFastSampler(Plies counter) {
        PlayoutSampler.Result result = fast.play(nextStart(), random);
        counter.plies += result.plies();
        return result;
    }

    @Benchmark
    public PlayoutSampler.Result playoutLegalMovesSampler(Plies counter) {
        PlayoutSampler.Result result = reference.play(nextStart(), random);
        counter.plies += result.plies();
        return result;
    }

    @Benchmark
    public PlayoutSampler.Result playoutFastSamplerFreshDeployment(Plies counter) {
        PlayoutSampler.Result result = fast.play(deploymentPhase, random);
        counter.plies += result.plies();
        return result;
    }

    @Benchmark
    @BenchmarkMode(Mode.AverageTime)
    @OutputTimeUnit(TimeUnit.NANOSECONDS)
    public long engineerReach() throws Throwable {
        return (long) REACH.invokeExact(A2, Piece.ENGINEER.ordinal(), allOcc);
    }

    @Benchmark
    @BenchmarkMode(Mode.AverageTime)
    @OutputTimeUnit(TimeUnit.NANOSECONDS)
    public int[] engineerLegalMoves() throws Throwable {
        return (int[]) GENERATE.invokeExact(rules, railwayCells, redOcc, blueOcc, 0);
    }

    @Benchmark
    @BenchmarkMode(Mode.AverageTime)
    @OutputTimeUnit(TimeUnit.NANOSECONDS)
    public int engineerPositionState() {
        return JunqiState.setup(definition, railwayCells, JunqiRules.RED).legalMoves().size();
    }
}
