package io.tabula.junqi;

import static org.junit.jupiter.api.Assertions.assertTrue;

import io.tabula.agent.LegalMovesSampler;
import io.tabula.core.GameDefinition;
import io.tabula.core.GameState;
import io.tabula.core.PlayoutSampler;
import io.tabula.junqi.rules.Deployment;
import io.tabula.junqi.rules.JunqiRules;
import io.tabula.junqi.rules.JunqiSampler;
import java.util.Map;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * A quick measurement, not a timed assertion: random playouts per second from random
 * deployments (a new pair of uniformly drawn legal deployments for every playout), with the
 * default draw rule, through the fast sampler and through the reference sampler. Prints
 * the figures; run {@link #main} for a longer measurement.
 */
class PlayoutSpeedTest {
    private static final JunqiModule MODULE = new JunqiModule();

    @Test
    void measure_playoutsPerSecond() {
        GameDefinition definition = MODULE.defaultDefinition();
        measure(definition, new JunqiSampler(), 1.0); // warm-up, so the figure is not the JIT's
        Figures fast = measure(definition, new JunqiSampler(), 1.5);
        Figures reference = measure(definition, new LegalMovesSampler(1_000_000), 1.0);
        System.out.printf("junqi playouts from random deployments, %s:%n  fast sampler:      %s%n"
                + "  reference sampler: %s%n", definition.text(), fast, reference);
        assertTrue(fast.playouts > 0 && reference.playouts > 0);
    }

    public static void main(String[] args) {
        GameDefinition definition = MODULE.defaultDefinition();
        double seconds = args.length > 0 ? Double.parseDouble(args[0]) : 5;
        measure(definition, new JunqiSampler(), 2); // warm-up
        measure(definition, new LegalMovesSampler(1_000_000), 2);
        System.out.println("fast sampler:      " + measure(definition, new JunqiSampler(), seconds));
        System.out.println("reference sampler: " + measure(definition, new LegalMovesSampler(1_000_000), seconds));
    }

    /** Wall-clock and thread CPU time: on a loaded machine the CPU figure is the fairer one. */
    record Figures(long playouts, long plies, long nanos, long cpuNanos) {
        @Override
        public String toString() {
            return String.format("%,.0f playouts/s wall (%,.0f per CPU second), %,.0f plies/s wall, "
                            + "%.1f plies/playout (%d playouts)",
                    playouts * 1e9 / nanos, playouts * 1e9 / cpuNanos, plies * 1e9 / nanos,
                    (double) plies / playouts, playouts);
        }
    }

    static Figures measure(GameDefinition definition, PlayoutSampler sampler, double seconds) {
        SplittableRandom random = new SplittableRandom(2024);
        java.lang.management.ThreadMXBean threads = java.lang.management.ManagementFactory.getThreadMXBean();
        long cpuBegin = threads.getCurrentThreadCpuTime();
        long begin = System.nanoTime();
        long end = begin + (long) (seconds * 1e9);
        long playouts = 0;
        long plies = 0;
        long now;
        do {
            GameState start = MODULE.deploy(definition, Deployment.random(JunqiRules.RED, random),
                    Deployment.random(JunqiRules.BLUE, random));
            plies += sampler.play(start, random).plies();
            playouts++;
            now = System.nanoTime();
        } while (now < end);
        return new Figures(playouts, plies, now - begin, threads.getCurrentThreadCpuTime() - cpuBegin);
    }
}
