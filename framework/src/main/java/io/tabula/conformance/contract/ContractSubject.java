package io.tabula.conformance.contract;

import io.tabula.core.GameDefinition;
import java.util.List;

/**
 * What every tester of the contract asks of the game under test: the definitions to play,
 * how many random games and how long, and the properties the module's test class suppresses
 * (each with its reason). A module's test class gives these once, by implementing
 * {@link GameContract}, and every tester reads them.
 */
public interface ContractSubject {

    /** The definitions to test: at least every variant of the module. */
    List<GameDefinition> contractDefinitions();

    /** Random games played per definition and property. */
    default int contractPlayouts() {
        return 12;
    }

    /** A bound on the length of a playout; longer is a failure ("playouts end"). */
    default int contractMaxPlies() {
        return 10_000;
    }

    /**
     * The properties this module does not hold to, each named and with its reason: their tests
     * are reported skipped with that reason, never passed. None by default; a suppression that
     * names no property of the contract fails every property, so a misspelt name cannot
     * suppress nothing silently.
     */
    default List<Suppression> contractSuppressions() {
        return List.of();
    }
}
