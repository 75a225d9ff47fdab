package io.tabula.conformance;

import static org.junit.jupiter.api.Assertions.assertTrue;

import io.tabula.core.GameRegistry;
import io.tabula.fuzzing.FuzzText;
import io.tabula.testgame.TttModule;
import java.util.List;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.Tag;
import net.jqwik.api.statistics.Statistics;

/**
 * The case-file parser and checker on mutated case files (docs/FUZZING.md): a file is read
 * and its cases checked, or it is refused with a {@link CaseFileException} that names the
 * file, never anything else. The game modules run the same property on their bundled files.
 */
@Tag("fuzz")
class CaseFileParserFuzzTest {
    static final String SOURCE = "fuzz.json";
    /** JSON's punctuation, its words, and letters of ids and points. */
    static final String SYNTAX = "{}[]:,\"\\ \n0123456789.-+eEtrufalsnabcdxyz";
    private static final ConformanceRunner RUNNER = new ConformanceRunner(GameRegistry.of(new TttModule()));

    @Provide
    Arbitrary<String> caseFiles() {
        List<String> corpus = FuzzText.resources(CaseFileParserFuzzTest.class, "/conformance/ttt/basics.json",
                "/conformance/ttt/one-failing.json");
        return FuzzText.jsonMutants(List.of(corpus.get(0), corpus.get(1), CaseFileParserTest.VALID), SYNTAX);
    }

    @Property
    void caseFile_isReadAndCheckedOrRefusedNamingTheFile(@ForAll("caseFiles") String json) {
        readAndCheck(RUNNER, json);
    }

    /** Parses {@code json} and checks its every case; a refusal must be a case-file error naming the file. */
    static void readAndCheck(ConformanceRunner runner, String json) {
        try {
            CaseFile file = runner.parse(SOURCE, json);
            for (ConformanceCase c : file.cases()) {
                runner.check(file, c);
            }
            Statistics.collect("read and checked");
        } catch (CaseFileException e) {
            assertTrue(e.getMessage().startsWith(SOURCE + ": ") && e.getMessage().length() > SOURCE.length() + 2,
                    e.getMessage());
            Statistics.collect(e.getMessage().contains("malformed JSON") ? "malformed JSON" : "refused");
        }
    }
}
