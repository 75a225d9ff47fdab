package io.tabula.core;

import java.util.List;
import java.util.Optional;

/**
 * A module's exact search for forced wins (Gomoku's victory by continuous fours or threats):
 * a move after which the player to act wins against every defence. A search agent asks it
 * first, since a random playout finds a long forced line only by luck; the agent knows
 * nothing of how the module finds the line.
 *
 * <p>Invariants: a line found is a proof, never a guess (the winner wins whatever the
 * opponent answers, under the definition's rules, such as renju's forbidden points); its
 * first move is legal in the state searched. The work is bounded by a count of positions,
 * never by time, so the same state and budget give the same answer on any machine. An
 * empty answer means only that no win was found within the budget. Safe to call from
 * several threads.
 */
public interface ForcedWins {

    /**
     * A forced win of the player to act in {@code state}, found by visiting at most
     * {@code nodes} positions, or empty. Empty too where the module's search does not apply
     * (a finished game, an opening step that places no stone).
     *
     * @param nodes the most positions visited (at least 1)
     */
    Optional<Win> find(GameState state, long nodes);

    /**
     * A forced win.
     *
     * @param line   the main line, the winner's first move first: the winner's moves and the
     *               defender's replies alternating (one defence each time where several lose),
     *               ending with the winning move; never empty
     * @param method how the win was found, for people ({@code VCF}, {@code VCT})
     */
    record Win(List<Move> line, String method) {
        public Win {
            line = List.copyOf(line);
            if (line.isEmpty()) {
                throw new IllegalArgumentException("a forced win has at least its first move");
            }
        }

        /** The move to play now. */
        public Move first() {
            return line.get(0);
        }
    }
}
