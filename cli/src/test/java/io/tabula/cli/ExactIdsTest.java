package io.tabula.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Ids are exact on the command line as in case files (README): another spelling of a game,
 * variant, option or option value is exit 2 with the id meant. Case files once read
 * {@code "game": "GO"} as {@code go}.
 */
class ExactIdsTest {

    @Test
    void caseFile_gameOrVariantInCapitals_exitsTwoSuggestingTheId(@TempDir Path dir) throws Exception {
        Path file = dir.resolve("capitals.json");
        Files.writeString(file, "{\"game\": \"GO\", \"variant\": \"CHINESE\", \"cases\": [{\"id\": \"c\"}]}");
        SgfCommandTest.Run run = SgfCommandTest.run("conformance", file.toString());
        assertEquals(2, run.status(), run.out() + run.err());
        assertTrue(run.err().contains("field 'game': unknown game 'GO'; did you mean 'go'?"), run.err());

        Files.writeString(file, "{\"game\": \"go\", \"variant\": \"CHINESE\", \"cases\": [{\"id\": \"c\"}]}");
        run = SgfCommandTest.run("conformance", file.toString());
        assertEquals(2, run.status(), run.out() + run.err());
        assertTrue(run.err().contains("field 'variant': unknown variant 'CHINESE'; did you mean 'chinese'?"), run.err());
    }

    @Test
    void commandLine_idsInOtherCase_exitTwoSuggestingTheId() {
        SgfCommandTest.Run game = SgfCommandTest.run("playout", "GO", "--games", "1");
        assertEquals(2, game.status());
        assertTrue(game.err().contains("unknown game 'GO'; did you mean 'go'?"), game.err());
        SgfCommandTest.Run variant = SgfCommandTest.run("playout", "go", "--variant", "Chinese", "--games", "1");
        assertEquals(2, variant.status());
        assertTrue(variant.err().contains("unknown variant 'Chinese'; did you mean 'chinese'?"), variant.err());
        SgfCommandTest.Run value = SgfCommandTest.run("playout", "go", "--option", "ko=SIMPLE", "--games", "1");
        assertEquals(2, value.status());
        assertTrue(value.err().contains("did you mean 'simple'?"), value.err());
        assertEquals(0, SgfCommandTest.run("playout", "go", "--variant", "chinese", "--option", "ko=simple",
                "--option", "size=5", "--games", "1", "--warmup", "0").status());
    }
}
