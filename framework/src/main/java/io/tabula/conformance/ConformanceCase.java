package io.tabula.conformance;

import com.google.common.collect.ImmutableList;
import com.google.common.collect.ImmutableMap;
import io.tabula.core.Side;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * One case: a position to set up and what the rules say about it.
 *
 * @param id           unique within its file
 * @param description  free text, or empty
 * @param setup        how to reach the position
 * @param expectations the checks, in file order
 */
public record ConformanceCase(String id, String description, Setup setup, List<Expectation> expectations) {
    public ConformanceCase {
        expectations = ImmutableList.copyOf(expectations);
    }

    /**
     * @param board       the diagram rows, empty for the variant's initial position
     * @param toMove      the side to move after the board (given with a board)
     * @param moves       moves played from there, in notation
     * @param moduleSetup the module's own setup keys (Go's {@code dead}) with plain values
     */
    public record Setup(Optional<List<String>> board, Optional<Side> toMove, List<String> moves,
                        Map<String, Object> moduleSetup) {
        public Setup {
            board = board.map(ImmutableList::copyOf);
            moves = ImmutableList.copyOf(moves);
            moduleSetup = ImmutableMap.copyOf(moduleSetup);
        }
    }

    /**
     * One check: a key of docs/CASE-FILES.md's table and its expected value, as plain Java
     * ({@code String}, {@code Number}, {@code Boolean}, {@code List}, {@code Map}).
     */
    public record Expectation(String key, Object expected) {
    }

    /**
     * The expected value of {@code expect.view}: what {@code side} sees, as the diagram of
     * {@code state.viewFor(side)} in the canonical form of the game's diagrams.
     */
    public record View(Side side, List<String> board) {
        public View {
            board = ImmutableList.copyOf(board);
        }
    }
}
