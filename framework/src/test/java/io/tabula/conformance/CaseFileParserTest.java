package io.tabula.conformance;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.tabula.core.GameRegistry;
import io.tabula.core.ModuleChecks;
import io.tabula.testgame.TttModule;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;

class CaseFileParserTest {
    static final String SOURCE = "cases/sample.json";
    private static final CaseFileParser PARSER = new CaseFileParser(GameRegistry.of(new TttModule()));

    /** A valid file with one case whose text the tests edit. */
    static final String VALID = """
            {
              "game": "ttt",
              "variant": "classic",
              "description": "sample",
              "cases": [
                {
                  "id": "one",
                  "description": "first",
                  "setup": { "moves": ["b2"] },
                  "expect": { "toMove": "nought", "legalCount": 8 }
                }
              ]
            }
            """;

    static CaseFile parse(String json) {
        return PARSER.parse(SOURCE, json);
    }

    static CaseFile parseOneCase(String caseJson) {
        return parse("{\"game\": \"ttt\", \"cases\": [" + caseJson + "]}");
    }

    private static CaseFileException fails(String json) {
        return fails(PARSER, json);
    }

    private static CaseFileException fails(CaseFileParser parser, String json) {
        return assertThrows(CaseFileException.class, () -> parser.parse(SOURCE, json));
    }

    private static CaseFileException failsInCase(String caseJson) {
        return fails("{\"game\": \"ttt\", \"cases\": [" + caseJson + "]}");
    }

    /** The message names the file, the case (or no case) and the field, and says what is wrong. */
    static void assertNames(CaseFileException e, String caseId, String field, String... problem) {
        String m = e.getMessage();
        assertTrue(m.startsWith(SOURCE + ": "), () -> "does not start with the source: " + m);
        if (caseId == null) {
            assertFalse(m.contains(": case '"), () -> "names a case at file level: " + m);
        } else {
            assertTrue(m.contains(": case '" + caseId + "'"), () -> "does not name case '" + caseId + "': " + m);
        }
        if (field != null) {
            assertTrue(m.contains("field '" + field + "'"), () -> "does not name field '" + field + "': " + m);
        }
        for (String part : problem) {
            assertTrue(m.contains(part), () -> "'" + part + "' not in: " + m);
        }
    }

    // ------------------------------------------------------------------ valid files

    @Test
    void parse_validFile_givesDefinitionDescriptionAndCases() {
        CaseFile file = parse(VALID);
        assertEquals(SOURCE, file.source());
        assertEquals(new TttModule().define("classic", Map.of()), file.definition());
        assertEquals("sample", file.description());
        assertEquals(1, file.cases().size());
        ConformanceCase c = file.cases().get(0);
        assertEquals("one", c.id());
        assertEquals("first", c.description());
        assertEquals(List.of("b2"), c.setup().moves());
        assertEquals(Optional.empty(), c.setup().board());
        assertEquals(List.of(new ConformanceCase.Expectation("toMove", "nought"),
                new ConformanceCase.Expectation("legalCount", 8L)), c.expectations());
    }

    @Test
    void parse_noVariant_usesTheDefaultVariant() {
        CaseFile file = parse("{\"game\": \"ttt\", \"cases\": []}");
        assertEquals("classic", file.definition().variant());
        assertTrue(file.cases().isEmpty());
        assertEquals("", file.description());
    }

    @Test
    void parse_optionsOfAnyJsonScalarType_overrideTheVariant() {
        CaseFile file = parse("{\"game\": \"ttt\", \"variant\": \"big\", \"options\": {\"size\": 5, \"misere\": true},"
                + " \"cases\": []}");
        assertEquals("big", file.definition().variant());
        assertEquals(5, file.definition().get(TttModule.SIZE));
        assertEquals(true, file.definition().get(TttModule.MISERE));
        CaseFile quoted = parse("{\"game\": \"ttt\", \"options\": {\"size\": \"4\"}, \"cases\": []}");
        assertEquals(4, quoted.definition().get(TttModule.SIZE));
    }

    @Test
    void parse_expectations_areNormalizedAndKeptInFileOrder() {
        CaseFile file = parseOneCase("""
                {"id": "x", "setup": {"board": ["X . .", ". O .", ". . ."], "toMove": "cross"},
                 "expect": {"winner": "none", "toMove": "cross", "status": "ongoing", "reason": "three",
                            "board": ["X..", ".O.", "..."], "legal": ["a1"], "illegal": ["b2"]}}
                """);
        ConformanceCase c = file.cases().get(0);
        assertEquals(Optional.of(List.of("X..", ".O.", "...")), c.setup().board(), "diagram in canonical form");
        assertEquals(Optional.of(TttModule.CROSS), c.setup().toMove());
        assertEquals(List.of("winner", "toMove", "status", "reason", "board", "legal", "illegal"),
                c.expectations().stream().map(ConformanceCase.Expectation::key).toList());
        assertEquals("none", c.expectations().get(0).expected());
        assertEquals("cross", c.expectations().get(1).expected());
        assertEquals(List.of("X..", ".O.", "..."), c.expectations().get(4).expected());
    }

    @Test
    void parse_caseWithoutSetupOrExpect_hasEmptySetupAndNoChecks() {
        ConformanceCase c = parseOneCase("{\"id\": \"bare\"}").cases().get(0);
        assertTrue(c.setup().moves().isEmpty());
        assertTrue(c.setup().toMove().isEmpty());
        assertTrue(c.expectations().isEmpty());
    }

    @Test
    void parse_declaredModuleKey_isAcceptedWithItsPlainValue() {
        ConformanceCase c = parseOneCase("{\"id\": \"m\", \"expect\": {\"completes\": [\"a3\", \"c1\"]}}").cases().get(0);
        assertEquals(new ConformanceCase.Expectation("completes", List.of("a3", "c1")), c.expectations().get(0));
    }

    @Test
    void parse_undeclaredModuleKey_isAnUnknownField() {
        CaseFileParser plain = new CaseFileParser(GameRegistry.of(new TttModule(ModuleChecks.NONE, List.of())));
        CaseFileException e = fails(plain, "{\"game\": \"ttt\", \"cases\": [{\"id\": \"m\", \"expect\": {\"completes\": []}}]}");
        assertNames(e, "m", "expect.completes", "unknown field");
    }

    @Test
    void parse_declaredModuleSetupKey_isAcceptedAndUndeclaredIsNot() {
        ModuleChecks withSetup = new ModuleChecks() {
            @Override
            public java.util.Set<String> expectationKeys() {
                return java.util.Set.of();
            }

            @Override
            public List<String> check(String key, Object expected, io.tabula.core.GameState state) {
                return List.of();
            }

            @Override
            public java.util.Set<String> setupKeys() {
                return java.util.Set.of("dead");
            }
        };
        CaseFileParser parser = new CaseFileParser(GameRegistry.of(new TttModule(withSetup, List.of())));
        CaseFile file = parser.parse(SOURCE,
                "{\"game\": \"ttt\", \"cases\": [{\"id\": \"s\", \"setup\": {\"dead\": [\"a1\"], \"moves\": []}}]}");
        assertEquals(Map.of("dead", List.of("a1")), file.cases().get(0).setup().moduleSetup());
        CaseFileException e = failsInCase("{\"id\": \"s\", \"setup\": {\"dead\": [\"a1\"]}}");
        assertNames(e, "s", "setup.dead", "unknown field");
    }

    // ------------------------------------------------------------------ malformed JSON

    @Test
    void parse_malformedJson_namesFileLineAndColumn() {
        String json = "{\n  \"game\": \"ttt\"\n  \"cases\": []\n}"; // missing comma after line 2
        CaseFileException e = fails(json);
        assertNames(e, null, null, "malformed JSON", "line 3", "column");
    }

    @Test
    void parse_truncatedJson_isMalformed() {
        CaseFileException e = fails(VALID.substring(0, VALID.length() / 2));
        assertNames(e, null, null, "malformed JSON", "line");
    }

    @Test
    void parse_duplicateKey_isMalformedNamingTheKey() {
        CaseFileException e = fails("{\"game\": \"ttt\", \"game\": \"ttt\", \"cases\": []}");
        assertNames(e, null, null, "malformed JSON", "line 1", "Duplicate field 'game'");
    }

    @Test
    void parse_duplicateKeyInsideACase_isMalformedNamingTheKeyAndLine() {
        String json = VALID.replace("\"expect\": {", "\"expect\": {}, \"expect\": {");
        CaseFileException e = fails(json);
        assertNames(e, "one", null, "malformed JSON", "line 10", "Duplicate field 'expect'");
    }

    @Test
    void parse_notAnObject_isRejected() {
        assertNames(fails("[]"), null, null, "JSON object");
        assertNames(fails(""), null, null);
    }

    // ------------------------------------------------------------------ unknown fields

    @Test
    void parse_unknownFileField_isNamedWithTheAllowedOnes() {
        CaseFileException e = fails(VALID.replace("\"variant\"", "\"variants\""));
        assertNames(e, null, "variants", "unknown field", "cases, description, game, options, variant");
    }

    @Test
    void parse_unknownCaseField_isNamedWithTheCase() {
        CaseFileException e = fails(VALID.replace("\"expect\"", "\"expected\""));
        assertNames(e, "one", "expected", "unknown field", "description, expect, id, setup");
    }

    @Test
    void parse_unknownSetupField_isNamedWithTheCase() {
        CaseFileException e = fails(VALID.replace("\"moves\"", "\"move\""));
        assertNames(e, "one", "setup.move", "unknown field", "board, moves, toMove");
    }

    @Test
    void parse_unknownExpectField_isNamedWithTheCase() {
        CaseFileException e = fails(VALID.replace("\"legalCount\"", "\"legalcount\""));
        assertNames(e, "one", "expect.legalcount", "unknown field", "legalCount");
    }

    @Test
    void parse_goOnlyKeyOnAnotherGame_isAnUnknownField() {
        CaseFileException e = fails(VALID.replace("\"legalCount\"", "\"score\""));
        assertNames(e, "one", "expect.score", "unknown field");
    }

    // ------------------------------------------------------------------ wrong types

    @Test
    void parse_gameNotAString_isNamed() {
        assertNames(fails(VALID.replace("\"game\": \"ttt\"", "\"game\": 7")), null, "game", "must be a string");
    }

    @Test
    void parse_missingGameOrCases_isNamedAsRequired() {
        assertNames(fails(VALID.replace("\"game\": \"ttt\",", "")), null, "game", "required");
        assertNames(fails("{\"game\": \"ttt\"}"), null, "cases", "required");
        assertNames(fails("{\"game\": \"ttt\", \"cases\": {}}"), null, "cases", "list");
    }

    @Test
    void parse_descriptionNotAString_isNamed() {
        assertNames(fails(VALID.replace("\"description\": \"sample\"", "\"description\": 1")),
                null, "description", "must be a string");
        assertNames(fails(VALID.replace("\"description\": \"first\"", "\"description\": [\"first\"]")),
                "one", "description", "must be a string");
    }

    @Test
    void parse_optionsNotAnObjectOrValueNotScalar_isNamed() {
        assertNames(fails("{\"game\": \"ttt\", \"options\": [3], \"cases\": []}"), null, "options", "object");
        assertNames(fails("{\"game\": \"ttt\", \"options\": {\"size\": [3]}, \"cases\": []}"), null, "options.size");
        assertNames(fails("{\"game\": \"ttt\", \"options\": {\"size\": null}, \"cases\": []}"), null, "options.size");
    }

    @Test
    void parse_caseNotAnObject_isNamedByIndex() {
        CaseFileException e = fails("{\"game\": \"ttt\", \"cases\": [{\"id\": \"a\"}, \"b\"]}");
        assertNames(e, "#1", null, "case 1 is not an object");
    }

    @Test
    void parse_caseWithoutId_isNamedByIndex() {
        CaseFileException e = fails("{\"game\": \"ttt\", \"cases\": [{\"id\": \"a\"}, {\"expect\": {}}]}");
        assertNames(e, "#1", "id", "required");
        CaseFileException number = fails("{\"game\": \"ttt\", \"cases\": [{\"id\": 3}]}");
        assertNames(number, "#0", "id", "must be a string");
    }

    @Test
    void parse_setupOrExpectNotAnObject_isNamed() {
        assertNames(failsInCase("{\"id\": \"a\", \"setup\": [\"b2\"]}"), "a", "setup", "must be an object");
        assertNames(failsInCase("{\"id\": \"a\", \"expect\": \"ongoing\"}"), "a", "expect", "must be an object");
    }

    @Test
    void parse_setupMovesNotAListOfStrings_isNamed() {
        assertNames(failsInCase("{\"id\": \"a\", \"setup\": {\"moves\": \"b2\"}}"), "a", "setup.moves", "list of strings");
        assertNames(failsInCase("{\"id\": \"a\", \"setup\": {\"moves\": [\"b2\", 3]}}"), "a", "setup.moves", "string");
    }

    @Test
    void parse_legalOrIllegalNotAListOfStrings_isNamed() {
        assertNames(failsInCase("{\"id\": \"a\", \"expect\": {\"legal\": \"b2\"}}"), "a", "expect.legal", "list of strings");
        assertNames(failsInCase("{\"id\": \"a\", \"expect\": {\"illegal\": [[\"b2\"]]}}"), "a", "expect.illegal", "string");
    }

    @Test
    void parse_legalCountNotAWholeNumberAtLeastZero_isNamed() {
        for (String bad : List.of("\"9\"", "-1", "2.5", "true", "null")) {
            CaseFileException e = failsInCase("{\"id\": \"a\", \"expect\": {\"legalCount\": " + bad + "}}");
            assertNames(e, "a", "expect.legalCount", "whole number");
        }
    }

    @Test
    void parse_textExpectationsGivenOtherTypes_areNamed() {
        assertNames(failsInCase("{\"id\": \"a\", \"expect\": {\"toMove\": 0}}"), "a", "expect.toMove", "must be a string");
        assertNames(failsInCase("{\"id\": \"a\", \"expect\": {\"status\": false}}"), "a", "expect.status", "must be a string");
        assertNames(failsInCase("{\"id\": \"a\", \"expect\": {\"winner\": null}}"), "a", "expect.winner", "must be a string");
        assertNames(failsInCase("{\"id\": \"a\", \"expect\": {\"reason\": [\"three\"]}}"), "a", "expect.reason",
                "must be a string");
        assertNames(failsInCase("{\"id\": \"a\", \"setup\": {\"toMove\": 1, \"board\": [\"...\", \"...\", \"...\"]}}"),
                "a", "setup.toMove", "must be a string");
    }

    // ------------------------------------------------------------------ ids and values

    @Test
    void parse_duplicateCaseIds_isNamed() {
        CaseFileException e = fails("{\"game\": \"ttt\", \"cases\": [{\"id\": \"a\"}, {\"id\": \"b\"}, {\"id\": \"a\"}]}");
        assertNames(e, "a", "id", "duplicate case id");
    }

    @Test
    void parse_unknownGame_isNamedListingInstalledGames() {
        CaseFileException e = fails(VALID.replace("\"game\": \"ttt\"", "\"game\": \"tictactoe\""));
        assertNames(e, null, "game", "unknown game 'tictactoe'", "games: ttt");
    }

    /**
     * Ids are exact: a game, variant, option name, option value or side in other capitals
     * is an error that says which id was meant, never read as that id.
     */
    @Test
    void parse_idsInOtherCase_areErrorsSuggestingTheId() {
        assertNames(fails(VALID.replace("\"game\": \"ttt\"", "\"game\": \"TTT\"")), null, "game",
                "unknown game 'TTT'; did you mean 'ttt'?");
        assertNames(fails(VALID.replace("\"classic\"", "\"CLASSIC\"")), null, "variant",
                "unknown variant 'CLASSIC'; did you mean 'classic'?");
        assertNames(fails("{\"game\": \"ttt\", \"options\": {\"Size\": 4}, \"cases\": []}"), null, "options",
                "unknown option 'Size'; did you mean 'size'?");
        assertNames(fails("{\"game\": \"ttt\", \"options\": {\"misere\": \"True\"}, \"cases\": []}"), null,
                "options", "'misere'", "'True'", "did you mean 'true'?");
        assertNames(failsInCase("{\"id\": \"s\", \"expect\": {\"toMove\": \"Nought\"}}"), "s", "expect.toMove",
                "unknown side 'Nought'; did you mean 'nought'?");
        assertNames(failsInCase("{\"id\": \"s\", \"expect\": {\"winner\": \"None\"}}"), "s", "expect.winner",
                "unknown side 'None'");
    }

    @Test
    void parse_unknownVariant_isNamedListingVariants() {
        CaseFileException e = fails(VALID.replace("\"classic\"", "\"standard\""));
        assertNames(e, null, "variant", "unknown variant 'standard'", "classic, misere, big");
    }

    @Test
    void parse_unknownOption_isNamedListingOptions() {
        CaseFileException e = fails("{\"game\": \"ttt\", \"options\": {\"width\": 4}, \"cases\": []}");
        assertNames(e, null, "options", "unknown option 'width'", "size, misere");
    }

    @Test
    void parse_badOptionValue_isNamedWithTheAllowedValues() {
        CaseFileException e = fails("{\"game\": \"ttt\", \"options\": {\"size\": 9}, \"cases\": []}");
        assertNames(e, null, "options", "'size'", "'9'", "from 3 to 5");
        CaseFileException bool = fails("{\"game\": \"ttt\", \"options\": {\"misere\": \"yes\"}, \"cases\": []}");
        assertNames(bool, null, "options", "'misere'", "true, false");
    }

    @Test
    void parse_boardWithoutToMove_isNamed() {
        CaseFileException e = failsInCase("{\"id\": \"b\", \"setup\": {\"board\": [\"...\", \"...\", \"...\"]}}");
        assertNames(e, "b", "setup.toMove", "required with setup.board");
    }

    @Test
    void parse_unreadableBoard_isNamedWithTheDiagramProblem() {
        CaseFileException rows = failsInCase("{\"id\": \"b\", \"setup\": {\"board\": [\"...\", \"...\"], \"toMove\": \"cross\"}}");
        assertNames(rows, "b", "setup.board", "2 rows");
        CaseFileException cell = failsInCase("{\"id\": \"b\", \"expect\": {\"board\": [\"...\", \".#.\", \"...\"]}}");
        assertNames(cell, "b", "expect.board", "'#'");
    }

    @Test
    void parse_badSideName_isNamedListingSides() {
        CaseFileException setup = failsInCase(
                "{\"id\": \"s\", \"setup\": {\"board\": [\"...\", \"...\", \"...\"], \"toMove\": \"white\"}}");
        assertNames(setup, "s", "setup.toMove", "unknown side 'white'", "cross, nought");
        assertNames(failsInCase("{\"id\": \"s\", \"expect\": {\"toMove\": \"black\"}}"), "s", "expect.toMove",
                "unknown side 'black'", "cross, nought");
        assertNames(failsInCase("{\"id\": \"s\", \"expect\": {\"winner\": \"draw\"}}"), "s", "expect.winner",
                "unknown side 'draw'");
    }

    @Test
    void parse_badStatus_isNamed() {
        CaseFileException e = failsInCase("{\"id\": \"s\", \"expect\": {\"status\": \"finished\"}}");
        assertNames(e, "s", "expect.status", "'ongoing' or 'over'", "finished");
        assertNames(failsInCase("{\"id\": \"s\", \"expect\": {\"status\": \"Over\"}}"), "s", "expect.status");
    }

    @Test
    void parse_errorInALaterCase_namesThatCase() {
        CaseFileException e = fails("{\"game\": \"ttt\", \"cases\": [{\"id\": \"first\"}, "
                + "{\"id\": \"second\", \"expect\": {\"legalCount\": -3}}]}");
        assertNames(e, "second", "expect.legalCount");
        assertFalse(e.getMessage().contains("first"), e.getMessage());
    }

    @Test
    void view_isOneObjectOrAListOfThem_withSideAndBoard() {
        ConformanceCase c = parseOneCase("{\"id\": \"v\", \"expect\": {\"view\": {\"side\": \"cross\", "
                + "\"board\": [\". . .\", \"...\", \"...\"]}}}").cases().get(0);
        assertEquals(List.of(new ConformanceCase.Expectation("view", List.of(new ConformanceCase.View(
                new TttModule().type().side(0), List.of("...", "...", "..."))))), c.expectations());
    }

    @Test
    void view_malformed_namesTheFieldAndWhatIsWrong() {
        assertNames(failsInCase("{\"id\": \"v\", \"expect\": {\"view\": \"cross\"}}"), "v", "expect.view",
                "must be an object");
        assertNames(failsInCase("{\"id\": \"v\", \"expect\": {\"view\": []}}"), "v", "expect.view",
                "non-empty list");
        assertNames(failsInCase("{\"id\": \"v\", \"expect\": {\"view\": {\"board\": [\"...\", \"...\", \"...\"]}}}"),
                "v", "expect.view.side", "required");
        assertNames(failsInCase("{\"id\": \"v\", \"expect\": {\"view\": {\"side\": \"cross\"}}}"), "v",
                "expect.view.board", "required: the diagram of what cross sees");
        assertNames(failsInCase("{\"id\": \"v\", \"expect\": {\"view\": {\"side\": \"crosss\", \"board\": []}}}"),
                "v", "expect.view.side", "unknown side 'crosss'; did you mean 'cross'?");
        assertNames(failsInCase("{\"id\": \"v\", \"expect\": {\"view\": {\"side\": \"cross\", \"board\": [\"..\"]}}}"),
                "v", "expect.view.board");
        assertNames(failsInCase("{\"id\": \"v\", \"expect\": {\"view\": {\"side\": \"cross\", \"rows\": []}}}"),
                "v", "expect.view.rows", "unknown field; allowed here: board, side");
        assertNames(failsInCase("{\"id\": \"v\", \"expect\": {\"view\": [{\"side\": \"cross\", \"board\": "
                + "[\"...\", \"...\", \"...\"]}, {\"side\": \"cross\", \"board\": [\"...\", \"...\", \"...\"]}]}}"),
                "v", "expect.view[1].side", "'cross' is given twice");
    }
}
