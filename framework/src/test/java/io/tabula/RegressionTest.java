package io.tabula;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.tabula.conformance.CaseChecker;
import io.tabula.conformance.CaseFile;
import io.tabula.conformance.CaseFileException;
import io.tabula.conformance.CaseFileParser;
import io.tabula.conformance.CaseResult;
import io.tabula.conformance.ConformanceReport;
import io.tabula.conformance.ConformanceRunner;
import io.tabula.core.GameDefinition;
import io.tabula.core.GameRegistry;
import io.tabula.core.GameState;
import io.tabula.core.ModuleChecks;
import io.tabula.core.TabulaException;
import io.tabula.json.TabulaJson;
import io.tabula.options.DecimalOption;
import io.tabula.options.OptionSchema;
import io.tabula.options.OptionValues;
import io.tabula.options.Variant;
import io.tabula.testgame.TttChecks;
import io.tabula.testgame.TttModule;
import java.math.BigDecimal;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * Bugs found by reviewing the framework, kept as regression tests: each one failed
 * against the code its comment describes and passes since the fix. The comments say
 * what was wrong, so a reader sees why the check exists.
 */
class RegressionTest {
    private static final TttModule TTT = new TttModule();
    private static final TabulaJson JSON = new TabulaJson(GameRegistry.of(TTT));
    private static final CaseFileParser PARSER = new CaseFileParser(GameRegistry.of(TTT));
    private static final String SNAPSHOT = "{\"board\": [\"...\", \"...\", \"...\"], \"toMove\": \"cross\", \"ply\": 0}";

    // regression (found by review, fixed): TabulaJson.stateFromTree (line 75; also recordFromJson line 95 and definitionFromJson
    // line 55) passes the definition text to GameRegistry.parseDefinition, whose OptionException is an
    // IllegalArgumentException, not a TabulaException, and is not wrapped: the class promises that unknown
    // games and options are TabulaExceptions naming the field.
    @Test
    void stateFromJson_unknownGameInDefinition_isATabulaExceptionNamingTheField() {
        TabulaException e = assertThrows(TabulaException.class,
                () -> JSON.stateFromJson("{\"definition\": \"chess\", \"state\": " + SNAPSHOT + "}"));
        assertTrue(e.getMessage().contains("'definition'"), e.getMessage());
    }

    // regression (found by review, fixed): same as above for a record whose definition names an unknown option.
    @Test
    void recordFromJson_unknownOptionInDefinition_isATabulaException() {
        assertThrows(TabulaException.class, () -> JSON.recordFromJson(
                "{\"definition\": \"ttt(width=4)\", \"start\": " + SNAPSHOT + ", \"moves\": []}"));
    }

    // regression (found by review, fixed): TabulaJson.restore (line 128) reports Jackson's getOriginalMessage(), which drops the
    // path to the offending property, so a snapshot field of the wrong type is not named: the message is
    // "field 'state' is not a ttt state: Cannot deserialize value of type `int` from String "many": ...".
    @Test
    void stateFromJson_snapshotFieldOfWrongType_namesThatField() {
        TabulaException e = assertThrows(TabulaException.class, () -> JSON.stateFromJson(
                "{\"definition\": \"ttt\", \"state\": " + SNAPSHOT.replace("\"ply\": 0", "\"ply\": \"many\"") + "}"));
        assertTrue(e.getMessage().contains("ply"), e.getMessage());
    }

    // regression (found by review, fixed): TabulaJson.read (line 138) uses ObjectMapper.readTree without
    // DeserializationFeature.FAIL_ON_TRAILING_TOKENS, so text after the first JSON value is ignored.
    @Test
    void stateFromJson_trailingContent_isMalformed() {
        assertThrows(TabulaException.class, () -> JSON.stateFromJson(
                "{\"definition\": \"ttt\", \"state\": " + SNAPSHOT + "} {\"definition\": \"chess\"}"));
    }

    // regression (found by review, fixed): CaseFileParser.parse (lines 36-37, 47) reads with readTree and no
    // FAIL_ON_TRAILING_TOKENS: a file holding two JSON objects (e.g. a bad merge) silently runs only the
    // first one's cases, against "a typo never turns a check into a silent pass".
    @Test
    void parse_trailingContentAfterTheDocument_isMalformed() {
        CaseFileException e = assertThrows(CaseFileException.class, () -> PARSER.parse("f.json",
                "{\"game\": \"ttt\", \"cases\": []}\n{\"game\": \"ttt\", \"cases\": [{\"id\": \"lost\"}]}"));
        assertTrue(e.getMessage().contains("malformed JSON"), e.getMessage());
    }

    // regression (found by review, fixed): duplicate keys are caught by Jackson's STRICT_DUPLICATE_DETECTION while the whole tree
    // is read (CaseFileParser lines 36-37, 47-51), before any case is known, so the message is
    // "f.json: malformed JSON at line 1, column 81: Duplicate field 'legalCount'" with no case id;
    // docs/CASE-FILES.md says the message names the file, the case id and the field.
    @Test
    void parse_duplicateKeyInsideACase_namesTheCase() {
        CaseFileException e = assertThrows(CaseFileException.class, () -> PARSER.parse("f.json",
                "{\"game\": \"ttt\", \"cases\": [{\"id\": \"dup\", \"expect\": {\"legalCount\": 9, \"legalCount\": 8}}]}"));
        assertTrue(e.getMessage().contains("case 'dup'"), e.getMessage());
    }

    // regression (found by review, fixed): CaseFileParser line 188-191 checks isIntegralNumber() and asLong() >= 0 but yields
    // value.asInt(), which wraps: 4294967305 becomes 9, so this case passes on the initial 3x3 position.
    @Test
    void parse_legalCountBeyondIntRange_isRejectedOrFails() {
        CaseFile file;
        try {
            file = PARSER.parse("f.json",
                    "{\"game\": \"ttt\", \"cases\": [{\"id\": \"huge\", \"expect\": {\"legalCount\": 4294967305}}]}");
        } catch (CaseFileException rejected) {
            return; // rejecting it is right too
        }
        CaseResult result = new CaseChecker().check(file, file.cases().get(0));
        assertEquals(1, result.failures().size(), "4294967305 legal moves passed as 9");
    }

    // regression (found by review, fixed): CaseChecker.setUp (line 71) calls ModuleChecks.setup, whose contract throws
    // IllegalArgumentException for a malformed value, but neither setUp nor check (line 31 catches only
    // TabulaException) turns it into a CaseFileException as it does for expectations (lines 37-41). The raw
    // IllegalArgumentException then escapes ConformanceRunner.runText (which catches CaseFileException
    // only), aborting the whole run instead of giving a file error (exit status 2).
    @Test
    void check_moduleSetupValueRejected_isACaseFileErrorNamingTheField() {
        ModuleChecks dead = new ModuleChecks() {
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
                return Set.of("dead");
            }

            @Override
            public GameState setup(String key, Object value, GameState state) {
                throw new IllegalArgumentException("dead takes a list of points");
            }
        };
        CaseFile file = new CaseFileParser(GameRegistry.of(new TttModule(dead, List.of()))).parse("f.json",
                "{\"game\": \"ttt\", \"cases\": [{\"id\": \"d\", \"setup\": {\"dead\": 5}}]}");
        CaseFileException e = assertThrows(CaseFileException.class, () -> new CaseChecker().check(file, file.cases().get(0)));
        assertTrue(e.getMessage().contains("case 'd'") && e.getMessage().contains("setup.dead"), e.getMessage());
    }

    // regression (found by review, fixed): ConformanceRunner.runBundled (line 63) calls readResource outside runText's error
    // handling; readResource (line 83) throws TabulaException for a missing resource, which escapes
    // runBundled, so the other bundled files never run. The class says "A file that cannot be read is
    // reported and the others still run" (exit status 2).
    @Test
    void runBundled_missingResource_isAFileErrorAndTheOthersStillRun() {
        TttModule module = new TttModule(new TttChecks(), List.of("conformance/ttt/missing.json", TttModule.CASE_FILE));
        ConformanceReport report = new ConformanceRunner(GameRegistry.of(module)).runBundled();
        assertEquals(5, report.passed());
        assertEquals(1, report.fileErrors().size());
        assertEquals(2, report.exitStatus());
    }

    // regression (found by review, fixed): DecimalOption (constructor, lines 12-16) keeps its default as given, while parse()
    // normalizes (7.0 -> 7). OptionValues.equals (line 56) compares BigDecimals with equals(), which
    // is scale-sensitive, so a default written new BigDecimal("7.0") (or BigDecimal.valueOf(7.0)) differs
    // from the same value read back from the canonical text "7": a definition's text no longer round-trips
    // to an equal definition (GameContract.definitions_roundTripThroughText would fail).
    @Test
    void resolve_decimalDefaultWithTrailingZero_equalsTheSameValueReadBack() {
        DecimalOption komi = new DecimalOption("komi", "d", new BigDecimal("7.0"), new BigDecimal("0.5"),
                new BigDecimal("-10"), new BigDecimal("10"));
        OptionSchema schema = new OptionSchema(List.of(komi), List.of(Variant.of("v", "d")));
        OptionValues byDefault = schema.resolve("v", Map.of());
        assertEquals(byDefault, schema.resolve("v", Map.of("komi", byDefault.text("komi"))));
    }

    // regression (found by review, fixed): the same, seen through a game definition's canonical text.
    @Test
    void parseDefinition_textOfDefinitionWithDecimalDefault_givesAnEqualDefinition() {
        DecimalOption komi = new DecimalOption("komi", "d", BigDecimal.valueOf(7.0), new BigDecimal("0.5"),
                new BigDecimal("-10"), new BigDecimal("10"));
        OptionSchema schema = new OptionSchema(List.of(TttModule.SIZE, TttModule.MISERE, komi),
                List.of(Variant.of("classic", "d")));
        TttModule withKomi = new TttModule() {
            @Override
            public OptionSchema options() {
                return schema;
            }
        };
        GameDefinition definition = withKomi.defaultDefinition();
        assertEquals(definition, GameRegistry.of(withKomi).parseDefinition(definition.text()));
    }

    // regression (found by review, fixed): IntOption rejects a default outside min..max, DecimalOption (lines 12-16) only checks
    // the step, so an option can default to a value its own parse() rejects, and the definition text of
    // the default cannot be read back.
    @Test
    void decimalConstructor_defaultOutOfRange_isRejected() {
        assertThrows(IllegalArgumentException.class, () -> new DecimalOption("komi", "d", new BigDecimal("20"),
                new BigDecimal("0.5"), new BigDecimal("-10"), new BigDecimal("10")));
    }

    // regression (found by review, fixed): GameRegistry.parseDefinition (line 77) splits with String.split(","), which drops
    // trailing empty strings, so "ttt(size=4,)" is accepted while "ttt(,size=4)" is rejected.
    @Test
    void parseDefinition_trailingComma_isMalformed() {
        assertThrows(IllegalArgumentException.class, () -> GameRegistry.of(TTT).parseDefinition("ttt(size=4,)"));
    }

    // regression (found by review, fixed): GameRegistry.parseDefinition (lines 84-88) lets a repeated name overwrite the earlier
    // value: "ttt(size=4,size=5)" silently means size 5, and two variant= entries keep the last.
    @Test
    void parseDefinition_repeatedName_isRejected() {
        assertThrows(IllegalArgumentException.class, () -> GameRegistry.of(TTT).parseDefinition("ttt(size=4,size=5)"));
        assertThrows(IllegalArgumentException.class,
                () -> GameRegistry.of(TTT).parseDefinition("ttt(variant=big,variant=misere)"));
    }
}
