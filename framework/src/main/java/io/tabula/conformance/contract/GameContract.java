package io.tabula.conformance.contract;

import io.tabula.core.GameDefinition;
import io.tabula.core.GameModule;
import io.tabula.core.GameState;
import io.tabula.core.Move;
import java.util.List;

/**
 * The properties every game must hold, as JUnit 5 test factories (Guava testlib's
 * pattern, OpenSpiel's random-simulation test). A module's test class adopts them all in a
 * few lines:
 *
 * <pre>{@code
 * class GomokuContractTest implements GameContract {
 *     public List<GameDefinition> contractDefinitions() {
 *         return GameContract.everyVariant(new GomokuModule());
 *     }
 * }
 * }</pre>
 *
 * <p>The properties live in testers, one per concern, which this interface gathers:
 * {@link LegalMovesTester}, {@link CheckTester}, {@link ApplyTester}, {@link PhaseTester},
 * {@link UndoTester}, {@link HashTester}, {@link RecordTester}, {@link ViewTester},
 * {@link PlayoutTester}, {@link PerftTester}, and {@link KernelContract} for a module's
 * mutable kernel. A test class may implement a tester alone to run only its concern.
 *
 * <p>Each property runs seeded random playouts from every definition given, one test per
 * definition; a failure names the definition, the seed and the ply. A property that needs a
 * declared capability or a facet of the module (undo needs {@code UNDO}; the fast sampler's
 * property a fast sampler; the record formats' property a format that writes the game) is
 * picked by it: for a definition without it the test is skipped, saying so. A module that
 * does not hold to a property names it in {@link #contractSuppressions()} with its reason;
 * its tests are then skipped with that reason.
 */
public interface GameContract extends LegalMovesTester, CheckTester, ApplyTester, PhaseTester, UndoTester, HashTester,
        RecordTester, ViewTester, PlayoutTester, PerftTester, KernelContract {

    /** The definitions to test: at least every variant of the module. */
    @Override
    List<GameDefinition> contractDefinitions();

    /** Random games played per definition and property. */
    @Override
    default int contractPlayouts() {
        return 12;
    }

    /** A bound on the length of a playout; longer is a failure ("playouts end"). */
    @Override
    default int contractMaxPlies() {
        return 10_000;
    }

    /** Legal-move lists longer than this are probed by a sample ({@link #probe}), not walked. */
    int PROBE_ALL_UP_TO = Runs.PROBE_ALL_UP_TO;

    /** Moves a probe of a longer list takes: its first, its last and this many drawn from a fixed seed. */
    int PROBE_SAMPLE = Runs.PROBE_SAMPLE;

    /** Every variant of {@code module} with default options. */
    static List<GameDefinition> everyVariant(GameModule module) {
        return module.options().variants().stream()
                .map(v -> module.define(v.id(), java.util.Map.of()))
                .toList();
    }

    /**
     * The legal moves a property walks: all of them, or, for a large list of more than
     * {@link #PROBE_ALL_UP_TO} (a Junqi deployment has some 7 * 10^17 legal layouts), its first,
     * its last and {@link #PROBE_SAMPLE} at indexes drawn from a seed of its count, so that the
     * same list gives the same probe.
     */
    static List<Move> probe(List<Move> moves) {
        return Runs.probe(moves);
    }

    /** Number of legal move sequences of length {@code depth} from {@code state}. */
    static long perft(GameState state, int depth) {
        return Runs.perft(state, depth);
    }
}
