package io.tabula.testgame;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.tabula.conformance.contract.GameContract;
import io.tabula.core.GameDefinition;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;

/** The contract properties must fail for a game that breaks them, or passing them proves nothing. */
class GameContractSelfTest {

    private static GameContract contractFor(TttModule module) {
        return new GameContract() {
            @Override
            public List<GameDefinition> contractDefinitions() {
                return List.of(module.define("classic", Map.of()));
            }

            @Override
            public int contractPlayouts() {
                return 3;
            }
        };
    }

    /** Runs the property's dynamic tests and returns the first failure's message. */
    private static String failureOf(FaultyTtt.Fault fault, Function<GameContract, Stream<DynamicTest>> property) {
        List<DynamicTest> tests = property.apply(contractFor(new FaultyTtt(fault))).toList();
        assertEquals(1, tests.size(), "one test per definition");
        AssertionError e = assertThrows(AssertionError.class, () -> tests.get(0).getExecutable().execute(),
                () -> "the property passed a game with fault " + fault);
        return String.valueOf(e.getMessage());
    }

    private static void assertPasses(TttModule module, Function<GameContract, Stream<DynamicTest>> property)
            throws Throwable {
        for (DynamicTest test : property.apply(contractFor(module)).toList()) {
            test.getExecutable().execute();
        }
    }

    @Test
    void uniqueLegalMoves_duplicateMove_fails() throws Throwable {
        String message = failureOf(FaultyTtt.Fault.DUPLICATE_MOVES, GameContract::legalMoves_areUniqueAndStableInOrder);
        assertTrue(message.contains("duplicates") && message.contains("seed"), message);
        assertPasses(new TttModule(), GameContract::legalMoves_areUniqueAndStableInOrder);
    }

    @Test
    void checkAgreesWithLegalMoves_lenientCheck_fails() throws Throwable {
        String message = failureOf(FaultyTtt.Fault.LENIENT_CHECK, GameContract::check_agreesWithLegalMoves);
        assertTrue(message.contains("check accepts"), message);
        assertPasses(new TttModule(), GameContract::check_agreesWithLegalMoves);
    }

    @Test
    void hashDiffersAfterEveryMove_constantHash_fails() throws Throwable {
        String message = failureOf(FaultyTtt.Fault.CONSTANT_HASH, GameContract::hash_differsAfterEveryMove);
        assertTrue(message.contains("hash unchanged"), message);
        assertPasses(new TttModule(), GameContract::hash_differsAfterEveryMove);
    }

    @Test
    void emptyExactlyWhenOver_movesAfterTheEnd_fails() throws Throwable {
        String message = failureOf(FaultyTtt.Fault.MOVES_AFTER_END, GameContract::legalMoves_emptyExactlyWhenOver);
        assertTrue(message.contains("wins (three) with"), message);
        assertPasses(new TttModule(), GameContract::legalMoves_emptyExactlyWhenOver);
    }

    @Test
    void checkAgreesOnNearbyMoves_aMoveCheckAcceptsAndTheListLeavesOut_fails() throws Throwable {
        // The moves of the lists alone never name the centre, so the older property passes this fault.
        assertPasses(new FaultyTtt(FaultyTtt.Fault.CENTRE_LEFT_OUT), GameContract::check_agreesWithLegalMoves);
        String message = failureOf(FaultyTtt.Fault.CENTRE_LEFT_OUT,
                GameContract::check_agreesWithLegalMoves_onMovesNamedNearLegalOnes);
        assertTrue(message.contains("legal by check") && message.contains("not in legalMoves()"), message);
        assertPasses(new TttModule(), GameContract::check_agreesWithLegalMoves_onMovesNamedNearLegalOnes);
    }

    @Test
    void phasesAndTurns_aPhaseWithoutThePlayerToAct_fails() throws Throwable {
        String message = failureOf(FaultyTtt.Fault.WRONG_ACTOR, GameContract::phasesAndTurns_followThePlayerToAct);
        assertTrue(message.contains("player 0 acts in phase play of players [1]"), message);
        assertPasses(new TttModule(), GameContract::phasesAndTurns_followThePlayerToAct);
    }

    @Test
    void fastSampler_miscountingLegalMoves_fails() throws Throwable {
        String message = failureOf(FaultyTtt.Fault.SAMPLER_MISCOUNTS, GameContract::fastSampler_playsByTheSameRules);
        assertTrue(message.contains("legal moves the sampler saw"), message);
        assertPasses(new TttModule(), GameContract::fastSampler_playsByTheSameRules);
    }

    @Test
    void capabilities_aDefinitionClaimingMoreThanItsType_fails() throws Throwable {
        String message = failureOf(FaultyTtt.Fault.EXTRA_CAPABILITY,
                GameContract::capabilities_ofADefinition_areAmongTheType);
        assertTrue(message.contains("capabilities its type does not list: [HIDDEN_INFORMATION]"), message);
        assertPasses(new TttModule(), GameContract::capabilities_ofADefinition_areAmongTheType);
    }

    @Test
    void undo_returnsEveryEarlierState() throws Throwable {
        assertPasses(new TttModule(), GameContract::undo_returnsTheStateOfEveryEarlierPly);
    }

    @Test
    void perft_countsMoveSequences() {
        GameDefinition classic = new TttModule().defaultDefinition();
        assertEquals(1, GameContract.perft(classic.newGame(), 0));
        assertEquals(9, GameContract.perft(classic.newGame(), 1));
        assertEquals(504, GameContract.perft(classic.newGame(), 3));
    }

    @Test
    void perftTable_wrongCount_fails() {
        TttModule module = new TttModule();
        GameContract wrong = new GameContract() {
            @Override
            public List<GameDefinition> contractDefinitions() {
                return List.of();
            }

            @Override
            public List<Perft> perftTable() {
                return List.of(new Perft(module.defaultDefinition(), 9, 71));
            }
        };
        DynamicTest test = wrong.perft_matchesTable().findFirst().orElseThrow();
        AssertionError e = assertThrows(AssertionError.class, () -> test.getExecutable().execute());
        assertTrue(e.getMessage().contains("perft(2)"), e.getMessage());
    }

    @Test
    void everyVariant_givesOneDefaultDefinitionPerVariant() {
        List<GameDefinition> definitions = GameContract.everyVariant(new TttModule());
        assertEquals(List.of("classic", "misere", "big"), definitions.stream().map(GameDefinition::variant).toList());
    }
}
