package io.tabula.agent;

import com.google.common.collect.ImmutableMap;
import io.tabula.core.Side;
import java.util.Map;

/**
 * What a run of random playouts gave.
 *
 * @param playouts   games played
 * @param winsBySide wins of each side, by side id, in the game's side order
 * @param draws      drawn games
 * @param plies      moves played in all games together
 * @param nanos      wall-clock time the games took
 */
public record PlayoutStats(long playouts, Map<String, Long> winsBySide, long draws, long plies, long nanos) {
    public PlayoutStats {
        winsBySide = ImmutableMap.copyOf(winsBySide);
    }

    public long wins(Side side) {
        return winsBySide.getOrDefault(side.id(), 0L);
    }

    public double averagePlies() {
        return playouts == 0 ? 0 : (double) plies / playouts;
    }

    public double playoutsPerSecond() {
        return nanos == 0 ? 0 : playouts * 1e9 / nanos;
    }

    public double movesPerSecond() {
        return nanos == 0 ? 0 : plies * 1e9 / nanos;
    }
}
