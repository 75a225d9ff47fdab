package io.tabula.bench;

import io.tabula.core.GameState;
import io.tabula.core.PlayoutSampler;
import io.tabula.gomoku.GomokuModule;
import io.tabula.gomoku.rules.GomokuSampler;
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
 * Renju (15x15, {@code gomoku(variant=renju,opening=...)}) under the opening protocols, one
 * thread, throughput (ops/s).
 *
 * <ul>
 *   <li>{@link #playout} ({@link Playouts}, {@code @Param opening}): one whole uniform random
 *       playout from the empty board with the module's fast sampler ({@code GomokuSampler},
 *       what {@code tabula playout} uses), opening included; {@code :plies} is actions/s.</li>
 *   <li>{@link #openingOnly}: only the opening, drawn action by action with
 *       {@link GomokuSampler#openingMove} and applied to the immutable state until free play
 *       (or the end of the game): the part of a playout the protocol adds.</li>
 *   <li>{@link #offerStep} ({@link OfferStep}): RIF after {@code h8 h9 j10}, white's 4th stone
 *       on {@code a1} applied to the w4 state (a fresh state, so nothing is cached), then one
 *       draw of black's two offers from it; {@link #w4Apply} is the apply alone.</li>
 * </ul>
 */
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
@Warmup(iterations = 3, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(1)
@Threads(1)
public class OpeningBenchmark {

    /** A renju definition with the given opening, its start and the module's fast sampler. */
    @State(Scope.Thread)
    public static class Playouts extends RenjuPlayouts {
        @Param({"free", "rif", "swap2", "taraguchi", "yamaguchi"})
        public String opening;

        @Override
        Map<String, String> options() {
            return Map.of("opening", opening);
        }

        @Override
        long seed() {
            return 0x0BE41L;
        }
    }

    /** RIF, 15x15, at w4 after h8 h9 j10 (no symmetry left once a1 is played). */
    @State(Scope.Thread)
    public static class OfferStep {
        GameState w4;
        io.tabula.core.Move a1;
        SplittableRandom random;

        @Setup(Level.Trial)
        public void setUp() {
            GomokuModule module = new GomokuModule();
            GameState state = module.define("renju", Map.of("opening", "rif")).newGame();
            for (String move : new String[] {"h8", "h9", "j10"}) {
                state = state.apply(module.notation().parse(state, move));
            }
            w4 = state;
            a1 = module.notation().parse(state, "a1");
            random = new SplittableRandom(0x0FFE5L);
        }
    }

    @Benchmark
    public PlayoutSampler.Result playout(Playouts s, Plies plies) {
        PlayoutSampler.Result result = s.sampler.play(s.start, s.random);
        plies.plies += result.plies();
        return result;
    }

    @Benchmark
    public GameState openingOnly(Playouts s, Plies plies) {
        GameState state = s.start;
        while (!state.isOver() && !state.phase().isPlay()) {
            state = state.apply(GomokuSampler.openingMove(state, s.random));
            plies.plies++;
        }
        return state;
    }

    @Benchmark
    public GameState w4Apply(OfferStep s) {
        return s.w4.apply(s.a1);
    }

    @Benchmark
    public Object offerStep(OfferStep s) {
        GameState offer = s.w4.apply(s.a1);
        return GomokuSampler.openingMove(offer, s.random);
    }
}
