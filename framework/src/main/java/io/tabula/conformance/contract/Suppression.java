package io.tabula.conformance.contract;

import java.util.Objects;

/**
 * A contract property a module does not hold to, and why (Guava testlib's suppressions):
 * the property by the name of its test factory ({@code undo_returnsTheStateOfEveryEarlierPly}),
 * and a reason that the test report shows beside each skipped test.
 *
 * @param property the name of the property's test factory method
 * @param reason   why the module does not hold to it, in a sentence
 */
public record Suppression(String property, String reason) {
    public Suppression {
        Objects.requireNonNull(property, "property");
        if (reason == null || reason.isBlank()) {
            throw new IllegalArgumentException("a suppression of " + property + " needs its reason");
        }
    }
}
