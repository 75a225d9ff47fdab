package io.tabula.evaluation;

import java.util.ArrayList;
import java.util.List;

/**
 * The agents' own estimates over one game, ply by ply, and what they say about how early the
 * game was decided: how often the lead changed hands, and after which ply the eventual
 * winner's estimate stayed above {@link #CLEAR}.
 *
 * <p>An estimate is the mover's: from -1 (a sure loss) to 1 (a sure win). In a game of two
 * players it is also the other player's, negated; with more players an estimate says nothing
 * about the players who did not move.
 */
final class ValueTrace {
    /** The winner is clear once its estimate stays above this (an expected score of 80% or more). */
    static final double CLEAR = 0.6;

    private final int players;
    /** Per ply: the mover, and its estimate (NaN where the agent gave none). */
    private final List<Integer> movers = new ArrayList<>();
    private final List<Double> values = new ArrayList<>();

    ValueTrace(int players) {
        this.players = players;
    }

    /** Records ply {@code movers.size() + 1}: {@code mover} moved, thinking {@code value} (NaN for nothing). */
    void add(int mover, double value) {
        movers.add(mover);
        values.add(value);
    }

    /** Whether any ply had an estimate. */
    boolean estimated() {
        return values.stream().anyMatch(v -> !v.isNaN());
    }

    /**
     * How often the leader changed: after each estimate, the leader is the mover if it thinks
     * itself ahead, and in a two-player game the other player if it thinks itself behind
     * (an even estimate leaves the lead where it was); each change of leader counts one.
     */
    int leadChanges() {
        int leader = -1;
        int changes = 0;
        for (int ply = 0; ply < values.size(); ply++) {
            double v = values.get(ply);
            int now = leader;
            if (v > 0) {
                now = movers.get(ply);
            } else if (v < 0 && players == 2) {
                now = 1 - movers.get(ply);
            }
            if (leader >= 0 && now != leader) {
                changes++;
            }
            leader = now;
        }
        return changes;
    }

    /**
     * The number of plies after which every later estimate put {@code winner} above
     * {@link #CLEAR}: 0 if it was clear from the first estimate, the game's length if never
     * before its end; -1 without a winner or without any estimate that speaks for it.
     */
    int clearAfter(int winner) {
        if (winner < 0) {
            return -1;
        }
        int clear = values.size();
        boolean spoke = false;
        for (int ply = values.size() - 1; ply >= 0; ply--) {
            double v = values.get(ply);
            if (Double.isNaN(v) || movers.get(ply) != winner && players != 2) {
                continue;
            }
            spoke = true;
            double forWinner = movers.get(ply) == winner ? v : -v;
            if (forWinner <= CLEAR) {
                break;
            }
            clear = ply;
        }
        return spoke ? clear : -1;
    }
}
