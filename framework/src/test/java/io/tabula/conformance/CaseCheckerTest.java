package io.tabula.conformance;

import static io.tabula.conformance.CaseFileParserTest.SOURCE;
import static io.tabula.conformance.CaseFileParserTest.assertNames;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.tabula.core.GameModule;
import io.tabula.core.GameRegistry;
import io.tabula.core.GameState;
import io.tabula.core.ModuleChecks;
import io.tabula.testgame.TttModule;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

class CaseCheckerTest {
    private static final CaseChecker CHECKER = new CaseChecker();

    /** After cross a1, nought b1, cross a2, nought b2: cross to move, a3 completes a line. */
    private static final String THREAT = "\"moves\": [\"a1\", \"b1\", \"a2\", \"b2\"]";
    /** Cross has made the line a1-a2-a3. */
    private static final String CROSS_WON = "\"moves\": [\"a1\", \"b1\", \"a2\", \"b2\", \"a3\"]";
    private static final String DRAWN = "\"board\": [\"XOX\", \"XOO\", \"OXX\"], \"toMove\": \"nought\"";

    private static CaseResult run(GameModule module, String setup, String expect) {
        CaseFile file = new CaseFileParser(GameRegistry.of(module)).parse(SOURCE,
                "{\"game\": \"ttt\", \"cases\": [{\"id\": \"c\", \"setup\": {" + setup + "}, \"expect\": {" + expect + "}}]}");
        return CHECKER.check(file, file.cases().get(0));
    }

    private static CaseResult run(String setup, String expect) {
        return run(new TttModule(), setup, expect);
    }

    private static void assertPasses(String setup, String expect) {
        CaseResult result = run(setup, expect);
        assertTrue(result.passed(), () -> "unexpected failures: " + result.failures());
        assertEquals("c", result.caseId());
        assertEquals(SOURCE, result.source());
    }

    /** Fails with exactly one failure, which contains every part. */
    private static String assertFailsOnce(String setup, String expect, String... parts) {
        CaseResult result = run(setup, expect);
        assertFalse(result.passed(), "the case should fail");
        assertEquals(1, result.failures().size(), () -> "failures: " + result.failures());
        String failure = result.failures().get(0);
        for (String part : parts) {
            assertTrue(failure.contains(part), () -> "'" + part + "' not in: " + failure);
        }
        return failure;
    }

    // ------------------------------------------------------------------ legal

    @Test
    void legal_emptyPoints_pass() {
        assertPasses("", "\"legal\": [\"a1\", \"B2\", \"c3\"]");
        assertPasses(THREAT, "\"legal\": [\"a3\", \"c1\"]");
    }

    @Test
    void legal_occupiedPoint_failsWithTheRulesReason() {
        assertFailsOnce(THREAT, "\"legal\": [\"a3\", \"b2\"]", "legal: 'b2' was rejected", "OCCUPIED");
    }

    @Test
    void legal_afterTheGameIsOver_failsWithGameOver() {
        assertFailsOnce(CROSS_WON, "\"legal\": [\"c3\"]", "legal: 'c3'", "GAME_OVER");
    }

    @Test
    void legal_unparseableMove_failsSayingItIsNotAMove() {
        assertFailsOnce("", "\"legal\": [\"d1\"]", "legal: 'd1' is not a move here");
    }

    @Test
    void legal_eachFailingMove_isOneFailure() {
        CaseResult result = run(THREAT, "\"legal\": [\"a1\", \"b1\", \"zz\", \"c3\"]");
        assertEquals(3, result.failures().size(), () -> "failures: " + result.failures());
    }

    // ------------------------------------------------------------------ illegal

    @Test
    void illegal_occupiedPoints_pass() {
        assertPasses(THREAT, "\"illegal\": [\"a1\", \"b1\", \"a2\", \"b2\"]");
    }

    @Test
    void illegal_unparseableOrOffBoardMoves_countAsRejected() {
        assertPasses("", "\"illegal\": [\"d1\", \"a4\", \"a0\", \"pass\", \"\", \"b22\"]");
    }

    @Test
    void illegal_anyMoveAfterTheEnd_passes() {
        assertPasses(CROSS_WON, "\"illegal\": [\"c3\", \"c1\"]");
    }

    @Test
    void illegal_legalMove_failsSayingItWasAccepted() {
        assertFailsOnce(THREAT, "\"illegal\": [\"a1\", \"c3\"]", "illegal: 'c3' was accepted as legal");
    }

    // ------------------------------------------------------------------ legalCount

    @Test
    void legalCount_right_passes() {
        assertPasses("", "\"legalCount\": 9");
        assertPasses(THREAT, "\"legalCount\": 5");
        assertPasses(CROSS_WON, "\"legalCount\": 0");
    }

    @Test
    void legalCount_wrong_failsWithBothCounts() {
        assertFailsOnce(THREAT, "\"legalCount\": 6", "legalCount: expected 6, was 5");
    }

    // ------------------------------------------------------------------ toMove

    @Test
    void toMove_right_passes() {
        assertPasses("", "\"toMove\": \"cross\"");
        assertPasses("\"moves\": [\"b2\"]", "\"toMove\": \"nought\"");
    }

    @Test
    void toMove_wrong_failsNamingBothSides() {
        assertFailsOnce("\"moves\": [\"b2\"]", "\"toMove\": \"cross\"", "toMove: expected cross, was nought");
    }

    // ------------------------------------------------------------------ status

    @Test
    void status_right_passes() {
        assertPasses(THREAT, "\"status\": \"ongoing\"");
        assertPasses(CROSS_WON, "\"status\": \"over\"");
        assertPasses(DRAWN, "\"status\": \"over\"");
    }

    @Test
    void status_wrong_failsWithTheOutcome() {
        assertFailsOnce(THREAT, "\"status\": \"over\"", "status: expected over, was ongoing");
        assertFailsOnce(CROSS_WON, "\"status\": \"ongoing\"", "status: expected ongoing, was over", "cross wins (three)");
    }

    // ------------------------------------------------------------------ winner

    @Test
    void winner_right_passes() {
        assertPasses(CROSS_WON, "\"winner\": \"cross\"");
        assertPasses(DRAWN, "\"winner\": \"none\"");
    }

    @Test
    void winner_underMisere_isTheOtherSide() {
        CaseResult result = run(new TttModule(), CROSS_WON, "\"winner\": \"nought\"");
        assertFalse(result.passed(), "classic: cross won");
        String misere = "{\"game\": \"ttt\", \"variant\": \"misere\", \"cases\": [{\"id\": \"c\", \"setup\": {"
                + CROSS_WON + "}, \"expect\": {\"winner\": \"nought\", \"reason\": \"three\"}}]}";
        CaseFile file = new CaseFileParser(GameRegistry.of(new TttModule())).parse(SOURCE, misere);
        assertTrue(CHECKER.check(file, file.cases().get(0)).passed());
    }

    @Test
    void winner_wrongSide_fails() {
        assertFailsOnce(CROSS_WON, "\"winner\": \"nought\"", "winner: expected nought, was cross");
    }

    @Test
    void winner_noneWhenSomeoneWon_fails() {
        assertFailsOnce(CROSS_WON, "\"winner\": \"none\"", "winner: expected none, was cross");
    }

    @Test
    void winner_sideWhenDrawn_failsSayingNone() {
        assertFailsOnce(DRAWN, "\"winner\": \"cross\"", "winner: expected cross, was none", "draw (board-full)");
    }

    // ------------------------------------------------------------------ reason

    @Test
    void reason_right_passes() {
        assertPasses(CROSS_WON, "\"reason\": \"three\"");
        assertPasses(DRAWN, "\"reason\": \"board-full\"");
    }

    @Test
    void reason_wrong_failsWithTheActualReason() {
        assertFailsOnce(DRAWN, "\"reason\": \"three\"", "reason: expected three, was board-full");
    }

    @Test
    void reason_whileOngoing_failsSayingThereIsNone() {
        assertFailsOnce(THREAT, "\"reason\": \"three\"", "reason: expected three", "ongoing");
    }

    // ------------------------------------------------------------------ board

    @Test
    void board_right_passesInAnySpacing() {
        assertPasses(THREAT, "\"board\": [\"...\", \"XO.\", \"XO.\"]");
        assertPasses(THREAT, "\"board\": [\". . .\", \"X O .\", \"X O .\"]");
    }

    @Test
    void board_wrong_failsShowingBothDiagrams() {
        String failure = assertFailsOnce(THREAT, "\"board\": [\"...\", \"OX.\", \"XO.\"]", "board: expected");
        assertTrue(failure.contains("OX.") && failure.contains("XO."), failure);
    }

    // ------------------------------------------------------------------ view

    @Test
    void view_ofAPerfectInformationGame_isTheBoard_forEachSide() {
        assertPasses(THREAT, "\"view\": {\"side\": \"cross\", \"board\": [\"...\", \"XO.\", \"XO.\"]}");
        assertPasses(THREAT, "\"view\": [{\"side\": \"cross\", \"board\": [\". . .\", \"X O .\", \"X O .\"]},"
                + " {\"side\": \"nought\", \"board\": [\"...\", \"XO.\", \"XO.\"]}]");
    }

    @Test
    void view_wrong_failsNamingTheSideAndShowingBothDiagrams() {
        CaseResult result = run(THREAT, "\"view\": [{\"side\": \"cross\", \"board\": [\"...\", \"OX.\", \"XO.\"]},"
                + " {\"side\": \"nought\", \"board\": [\"...\", \"XO.\", \"XO.\"]}]");
        assertEquals(List.of("view of cross: expected ... / OX. / XO. but was ... / XO. / XO."), result.failures());
    }

    // ------------------------------------------------------------------ setup

    @Test
    void setup_boardThenMoves_alternateFromTheGivenSide() {
        assertPasses("\"board\": [\"X..\", \".O.\", \"...\"], \"toMove\": \"cross\", \"moves\": [\"c1\", \"a1\"]",
                "\"toMove\": \"cross\", \"board\": [\"X..\", \".O.\", \"O.X\"], \"legalCount\": 5");
    }

    @Test
    void setup_rejectedMove_failsTheCaseNamingIndexMoveAndReason() {
        CaseResult result = run("\"moves\": [\"a1\", \"b2\", \"b2\", \"c3\"]", "\"legalCount\": 1, \"toMove\": \"cross\"");
        assertEquals(1, result.failures().size(), () -> "expectations must not run: " + result.failures());
        String failure = result.failures().get(0);
        assertTrue(failure.contains("setup.moves[2] 'b2' rejected"), failure);
        assertTrue(failure.contains("OCCUPIED"), failure);
    }

    @Test
    void setup_unreadableMove_failsTheCaseNamingIndexAndMove() {
        CaseResult result = run("\"moves\": [\"a1\", \"e5\"]", "");
        assertEquals(List.of(), result.failures().stream().filter(f -> !f.contains("setup.moves[1] 'e5' rejected")).toList());
        assertEquals(1, result.failures().size());
    }

    @Test
    void setup_moveAfterTheGameEnded_isRejectedWithGameOver() {
        assertFailsOnce("\"moves\": [\"a1\", \"b1\", \"a2\", \"b2\", \"a3\", \"c3\"]", "",
                "setup.moves[5] 'c3' rejected", "GAME_OVER");
    }

    @Test
    void setup_toMoveWithoutBoardNotTheFirstSide_fails() {
        assertFailsOnce("\"toMove\": \"nought\"", "\"legalCount\": 9", "setup.toMove", "nought", "cross moves first");
        assertPasses("\"toMove\": \"cross\"", "\"legalCount\": 9");
    }

    @Test
    void setup_impossibleBoard_failsTheCaseSayingWhy() {
        assertFailsOnce("\"board\": [\"XXX\", \"OOO\", \"...\"], \"toMove\": \"cross\"", "\"legalCount\": 0",
                "setup: ", "both sides");
    }

    @Test
    void check_severalFailingExpectations_reportsEach() {
        CaseResult result = run(THREAT, "\"legalCount\": 1, \"toMove\": \"nought\", \"status\": \"over\", "
                + "\"winner\": \"cross\", \"reason\": \"three\", \"board\": [\"...\", \"...\", \"...\"], "
                + "\"legal\": [\"a1\"], \"illegal\": [\"a3\"]");
        assertEquals(8, result.failures().size(), () -> "failures: " + result.failures());
        List<String> prefixes = List.of("legalCount:", "toMove:", "status:", "winner:", "reason:", "board:", "legal:", "illegal:");
        for (int i = 0; i < prefixes.size(); i++) {
            assertTrue(result.failures().get(i).startsWith(prefixes.get(i)), result.failures().get(i));
        }
    }

    // ------------------------------------------------------------------ module keys

    @Test
    void moduleKey_right_passes() {
        assertPasses(THREAT, "\"completes\": [\"a3\"]");
        assertPasses("", "\"completes\": []");
    }

    @Test
    void moduleKey_wrong_failsWithTheModulesMessagesPrefixedByTheKey() {
        CaseResult result = run(THREAT, "\"completes\": [\"c3\"]");
        assertEquals(List.of("completes: c3 does not complete a line", "completes: a3 completes a line but is not listed"),
                result.failures());
    }

    @Test
    void moduleKey_valueOfTheWrongShape_isAFileErrorNamingCaseAndField() {
        CaseFileException e = assertThrows(CaseFileException.class, () -> run(THREAT, "\"completes\": \"a3\""));
        assertNames(e, "c", "expect.completes", "list of points");
    }

    @Test
    void moduleKey_isHandedTheKeyValueAndTheSetUpState() {
        List<Object> seen = new ArrayList<>();
        ModuleChecks recording = new ModuleChecks() {
            @Override
            public Set<String> expectationKeys() {
                return Set.of("stones");
            }

            @Override
            public List<String> check(String key, Object expected, GameState state) {
                seen.add(key);
                seen.add(expected);
                seen.add(state.ply());
                return List.of();
            }
        };
        CaseResult result = run(new TttModule(recording, List.of()), THREAT, "\"stones\": {\"cross\": 2}");
        assertTrue(result.passed());
        assertEquals(List.of("stones", java.util.Map.of("cross", 2), 4), seen);
    }

    @Test
    void moduleSetupKey_isAppliedAfterTheMoves() {
        ModuleChecks extraMove = new ModuleChecks() {
            @Override
            public Set<String> expectationKeys() {
                return Set.of();
            }

            @Override
            public List<String> check(String key, Object expected, GameState state) {
                return List.of();
            }

            @Override
            public Set<String> setupKeys() {
                return Set.of("then");
            }

            @Override
            public GameState setup(String key, Object value, GameState state) {
                return state.apply(state.definition().module().notation().parse(state, (String) value));
            }
        };
        CaseResult result = run(new TttModule(extraMove, List.of()), "\"then\": \"c3\", \"moves\": [\"b2\"]",
                "\"board\": [\"..O\", \".X.\", \"...\"], \"toMove\": \"cross\"");
        assertTrue(result.passed(), () -> "failures: " + result.failures());
    }
}
