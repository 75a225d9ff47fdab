package io.tabula.conformance.contract;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.tabula.core.GameDefinition;
import java.util.List;
import java.util.Optional;
import java.util.stream.Stream;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/**
 * Move counts to a fixed depth from the initial state ({@code perft}, as chess engines keep
 * them), from the table the module's test class gives: they pin move generation.
 */
public interface PerftTester extends ContractSubject {

    /** One test per row of {@link #perftTable()}, named by its definition. */
    @TestFactory
    default Stream<DynamicTest> perft_matchesTable() {
        Optional<Suppression> suppressed = Runs.suppression(this, "perft_matchesTable");
        return perftTable().stream().map(row -> DynamicTest.dynamicTest(row.definition().text(), () -> {
            suppressed.ifPresent(s -> Assumptions.abort("suppressed: " + s.reason()));
            for (int depth = 1; depth <= row.expected().length; depth++) {
                assertEquals(row.expected()[depth - 1], Runs.perft(row.definition().newGame(), depth),
                        "perft(" + depth + ") of " + row.definition().text());
            }
        }));
    }

    /**
     * Expected move counts to a fixed depth from the initial state ({@code perft}), per
     * definition: element {@code d} is the number of move sequences of length
     * {@code d + 1}. Empty by default; modules should pin their move generation here.
     */
    default List<Perft> perftTable() {
        return List.of();
    }

    /** @param expected expected[d] = number of legal move sequences of length d+1 */
    record Perft(GameDefinition definition, long... expected) {
    }
}
