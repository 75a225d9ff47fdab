package io.tabula.testgame;

import static org.junit.jupiter.api.Assertions.assertDoesNotThrow;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.common.collect.Sets;
import io.tabula.agent.LegalMovesSampler;
import io.tabula.conformance.contract.GameContract;
import io.tabula.conformance.contract.Suppression;
import io.tabula.core.Capability;
import io.tabula.core.GameDefinition;
import io.tabula.core.PlayoutSampler;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.function.Function;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.opentest4j.TestAbortedException;

/** The contract properties must fail for a game that breaks them, or passing them proves nothing. */
class GameContractSelfTest {

    private static GameContract contractFor(TttModule module, Suppression... suppressions) {
        return new GameContract() {
            @Override
            public List<GameDefinition> contractDefinitions() {
                return List.of(module.define("classic", Map.of()));
            }

            @Override
            public int contractPlayouts() {
                return 3;
            }

            @Override
            public List<Suppression> contractSuppressions() {
                return List.of(suppressions);
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
        assertPasses(new TttModule() {
            @Override
            public Optional<PlayoutSampler> fastSampler(GameDefinition definition) {
                return Optional.of(new LegalMovesSampler(1_000)); // an honest sampler: the states' own moves
            }
        }, GameContract::fastSampler_playsByTheSameRules);
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
    void aPropertyNeedingACapability_isSkippedForADefinitionWithoutIt_sayingSo() {
        TttModule withoutUndo = new TttModule() {
            @Override
            public Set<Capability> capabilities(GameDefinition definition) {
                return Sets.difference(super.capabilities(definition), Set.of(Capability.UNDO));
            }
        };
        DynamicTest test = contractFor(withoutUndo).undo_returnsTheStateOfEveryEarlierPly().findFirst().orElseThrow();
        TestAbortedException skipped = assertThrows(TestAbortedException.class, () -> test.getExecutable().execute());
        assertTrue(skipped.getMessage().contains("not applicable: ttt(variant=classic,size=3,misere=false) lacks the "
                + "capability UNDO"), skipped.getMessage());
    }

    @Test
    void aSuppressedProperty_isSkippedWithItsReason_andTheOthersStillRun() {
        GameContract suppressing = contractFor(new FaultyTtt(FaultyTtt.Fault.CONSTANT_HASH),
                new Suppression("hash_differsAfterEveryMove", "this test game's hash is constant on purpose"));
        DynamicTest hash = suppressing.hash_differsAfterEveryMove().findFirst().orElseThrow();
        TestAbortedException skipped = assertThrows(TestAbortedException.class, () -> hash.getExecutable().execute());
        assertTrue(skipped.getMessage().contains("suppressed: this test game's hash is constant on purpose"),
                skipped.getMessage());
        DynamicTest other = suppressing.legalMoves_emptyExactlyWhenOver().findFirst().orElseThrow();
        assertDoesNotThrow(() -> other.getExecutable().execute(), "the other properties run");
        DynamicTest unsuppressed = contractFor(new FaultyTtt(FaultyTtt.Fault.CONSTANT_HASH)).hash_differsAfterEveryMove()
                .findFirst().orElseThrow();
        assertThrows(AssertionError.class, () -> unsuppressed.getExecutable().execute());
    }

    @Test
    void aSuppressionThatNamesNoProperty_failsTheContract_namingIt() {
        GameContract misspelt = contractFor(new TttModule(), new Suppression("hash_differAfterEveryMove", "a typo"));
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, misspelt::playouts_end);
        assertTrue(e.getMessage().contains("'hash_differAfterEveryMove' names no property")
                && e.getMessage().contains("hash_differsAfterEveryMove"), e.getMessage());
        assertThrows(IllegalArgumentException.class, () -> new Suppression("playouts_end", " "),
                "a suppression without its reason");
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
