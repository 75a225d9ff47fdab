package io.tabula.bench;

import io.tabula.agent.MctsAgent;
import io.tabula.agent.RandomAgent;
import io.tabula.core.GameRegistry;
import io.tabula.core.GameState;
import io.tabula.core.Move;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;

/**
 * One MCTS move of 2,000 iterations on 9x9 Go after ten random moves, on one thread or
 * several (root parallelism): ops/s times 2,000 is iterations per second. {@code search}
 * {@code plain} is UCT with uniform playouts, as the search was before Go lent it its
 * knowledge; {@code enhanced} the defaults: Go's priors, RAVE and policy playouts (early stop
 * off, so that both run all 2,000 iterations; a fresh agent per move, so no tree is reused).
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
public class MctsBenchmark {
    static final int ITERATIONS = 2_000;

    @Param({"1", "2"})
    int threads;

    @Param({"plain", "enhanced"})
    String search;

    private GameState state;
    private MctsAgent.Settings settings;

    @Setup
    public void setUp() {
        GameState s = GameRegistry.installed().definition("go(size=9)").newGame();
        RandomAgent random = new RandomAgent(3);
        for (int i = 0; i < 10; i++) {
            s = s.apply(random.choose(s));
        }
        state = s;
        MctsAgent.Enhancements enhancements = search.equals("plain") ? MctsAgent.Enhancements.NONE
                : MctsAgent.Enhancements.DEFAULT.withEarlyStop(false);
        settings = MctsAgent.Settings.DEFAULT.withIterations(ITERATIONS).withThreads(threads)
                .withEnhancements(enhancements);
    }

    @Benchmark
    public Move choose() {
        return new MctsAgent(settings, 5).choose(state);
    }
}
