package io.tabula.bench;

import io.tabula.core.GameDefinition;
import io.tabula.core.GameState;
import io.tabula.core.PlayoutSampler;
import io.tabula.gomoku.GomokuModule;
import java.util.Map;
import java.util.SplittableRandom;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Setup;

/**
 * The set-up of a renju playout benchmark: the renju variant with one option changed, its
 * start and the module's fast sampler. Subclasses name the option through a JMH parameter.
 */
public abstract class RenjuPlayouts {
    GameState start;
    PlayoutSampler sampler;
    SplittableRandom random;

    /** The options that differ from the renju preset. */
    abstract Map<String, String> options();

    /** The seed of the playouts' random choices. */
    abstract long seed();

    @Setup(Level.Trial)
    public void setUp() {
        GomokuModule module = new GomokuModule();
        GameDefinition definition = module.define("renju", options());
        start = definition.newGame();
        sampler = module.fastSampler(definition).orElseThrow();
        random = new SplittableRandom(seed());
    }
}
