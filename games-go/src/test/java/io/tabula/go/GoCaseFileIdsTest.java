package io.tabula.go;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.tabula.conformance.CaseFile;
import io.tabula.conformance.CaseFileException;
import io.tabula.conformance.CaseFileParser;
import io.tabula.core.GameRegistry;
import io.tabula.go.rules.GoOptions;
import io.tabula.go.rules.KoRule;
import org.junit.jupiter.api.Test;

/**
 * The ids a Go case file names are exact, as the case-file contract's strict parsing asks:
 * {@code GO}, {@code CHINESE} or {@code SIMPLE} are errors that suggest the id, never read
 * as {@code go}, {@code chinese}, {@code simple} (fuzzing found them accepted).
 */
class GoCaseFileIdsTest {
    private static final CaseFileParser PARSER = new CaseFileParser(GameRegistry.of(new GoModule()));

    private static String file(String game, String variant, String ko) {
        return "{\"game\": \"" + game + "\", \"variant\": \"" + variant + "\", \"options\": {\"ko\": \"" + ko
                + "\"}, \"cases\": [{\"id\": \"c\", \"expect\": {\"toMove\": \"black\"}}]}";
    }

    private static String fails(String json) {
        return assertThrows(CaseFileException.class, () -> PARSER.parse("ids.json", json)).getMessage();
    }

    @Test
    void exactIds_areRead() {
        CaseFile parsed = PARSER.parse("ids.json", file("go", "chinese", "simple"));
        assertEquals("chinese", parsed.definition().variant());
        assertEquals(KoRule.SIMPLE, parsed.definition().get(GoOptions.KO));
    }

    @Test
    void gameInCapitals_isAnErrorSuggestingTheId() {
        assertEquals("ids.json: field 'game': unknown game 'GO'; did you mean 'go'? games: go",
                fails(file("GO", "chinese", "simple")));
    }

    @Test
    void variantInCapitals_isAnErrorSuggestingTheId() {
        assertEquals("ids.json: field 'variant': unknown variant 'CHINESE'; did you mean 'chinese'? variants: "
                + "chinese, tromp-taylor, aga, new-zealand, japanese, ing", fails(file("go", "CHINESE", "simple")));
    }

    @Test
    void optionValueInCapitals_isAnErrorSuggestingTheId() {
        assertEquals("ids.json: field 'options': option 'ko' does not take the value 'SIMPLE'; did you mean "
                + "'simple'? allowed: simple, positional-superko, situational-superko",
                fails(file("go", "chinese", "SIMPLE")));
    }
}
