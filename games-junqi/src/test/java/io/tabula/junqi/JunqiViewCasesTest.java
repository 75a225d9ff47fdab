package io.tabula.junqi;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.tabula.conformance.CaseFile;
import io.tabula.conformance.CaseResult;
import io.tabula.conformance.ConformanceCase;
import io.tabula.conformance.ConformanceRunner;
import io.tabula.core.GameRegistry;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The {@code view} cases catch a leak. A view that shows what it should hide is what open play
 * (明棋) shows, so views.json, run as open play, stands for a Junqi whose hidden views leak:
 * every case of it must fail, naming the side and the pieces it saw. And the other way round:
 * views-open.json, run as hidden play, fails where the hidden game masks a piece.
 */
class JunqiViewCasesTest {
    private static final JunqiModule MODULE = new JunqiModule();
    private static final ConformanceRunner RUNNER = new ConformanceRunner(GameRegistry.of(MODULE));

    @Test
    void hiddenViewCases_failWhenTheViewsShowEverything() {
        List<CaseResult> results = run("views.json", "\"variant\": \"standard\",",
                "\"variant\": \"standard\", \"options\": {\"open\": true},");
        assertEquals(4, results.size());
        for (CaseResult result : results) {
            assertTrue(!result.passed(), result.caseId() + " should catch the leak");
            assertTrue(result.failures().stream().allMatch(f -> f.startsWith("view of ")), result.failures().toString());
        }
        String leak = results.get(0).failures().get(0);
        assertEquals("view of red: expected . . . b? b? / " + ". . . . . / ".repeat(8) + ". . r33 . . / . . . . . / "
                + "r40 rF . . . but was . . . bF b40 / " + ". . . . . / ".repeat(8) + ". . r33 . . / . . . . . / "
                + "r40 rF . . .", leak);
        assertEquals(2, results.get(0).failures().size(), "red's view and blue's each fail");
        assertTrue(results.get(0).failures().get(1).startsWith("view of blue: "), results.get(0).failures().toString());
    }

    @Test
    void openViewCases_failWhenTheViewsHidePieces() {
        List<CaseResult> results = run("views-open.json", "\"options\": {\n    \"open\": true\n  },", "");
        assertEquals(2, results.size());
        for (CaseResult result : results) {
            assertEquals(2, result.failures().size(), result.failures().toString());
            assertTrue(result.failures().get(0).startsWith("view of red: expected . . . bF b"), result.failures().toString());
        }
    }

    /** The results of one bundled file with its text changed, failing if the change found nothing to change. */
    private static List<CaseResult> run(String file, String from, String to) {
        String text = ConformanceRunner.readResource(MODULE, "conformance/junqi/" + file);
        assertTrue(text.contains(from), file + " holds " + from);
        CaseFile cases = RUNNER.parse(file, text.replace(from, to));
        return cases.cases().stream().map((ConformanceCase c) -> RUNNER.check(cases, c)).toList();
    }
}
