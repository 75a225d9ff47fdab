package io.tabula.bench;

import org.openjdk.jmh.annotations.AuxCounters;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;

/**
 * Moves played in a benchmark's playouts, shared by the playout benchmarks; JMH reports
 * them as a rate (moves/s) under {@code :plies}. Divided by ops/s it gives the mean
 * playout length.
 */
@State(Scope.Thread)
@AuxCounters(AuxCounters.Type.OPERATIONS)
public class Plies {
    public long plies;

    @Setup(Level.Iteration)
    public void reset() {
        plies = 0;
    }
}
