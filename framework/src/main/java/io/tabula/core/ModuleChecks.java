package io.tabula.core;

import java.util.List;
import java.util.Set;

/**
 * A module's own conformance keys ({@code forbidden} for Gomoku, {@code score} for Go).
 * The case-file runner hands it each expectation whose key it declares; any key that
 * neither the generic checks nor the module declare is an error in the file.
 * Expected values arrive as plain Java: {@code String}, {@code Number},
 * {@code Boolean}, {@code List<Object>} and {@code Map<String, Object>}.
 */
public interface ModuleChecks {

    ModuleChecks NONE = new ModuleChecks() {
        @Override
        public Set<String> expectationKeys() {
            return Set.of();
        }

        @Override
        public List<String> check(String key, Object expected, GameState state) {
            throw new IllegalArgumentException("no module key '" + key + "'");
        }
    };

    /** The expectation keys this module adds. */
    Set<String> expectationKeys();

    /**
     * Checks one expectation against {@code state}.
     *
     * @return one message per failing part (empty when the check passes)
     * @throws IllegalArgumentException when {@code expected} is not a value this key takes;
     *                                  the message says what it should be
     */
    List<String> check(String key, Object expected, GameState state);

    /** Setup keys this module adds (Go's {@code dead}); applied after the moves. */
    default Set<String> setupKeys() {
        return Set.of();
    }

    /**
     * Applies one module setup key to {@code state}.
     *
     * @throws IllegalArgumentException when the value is malformed
     */
    default GameState setup(String key, Object value, GameState state) {
        throw new IllegalArgumentException("no module setup key '" + key + "'");
    }
}
