package io.tabula.junqi;

import static org.junit.jupiter.api.Assertions.assertTrue;

import io.tabula.conformance.CaseFile;
import io.tabula.conformance.CaseFileException;
import io.tabula.conformance.ConformanceCase;
import io.tabula.conformance.ConformanceRunner;
import io.tabula.core.GameRegistry;
import io.tabula.fuzzing.FuzzText;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.Tag;
import net.jqwik.api.statistics.Statistics;

/**
 * The case-file parser and checker on mutated Junqi case files, the ones this module bundles
 * (docs/FUZZING.md): a file is read and its cases checked, or refused with a
 * {@link CaseFileException} naming the file, never anything else.
 */
@Tag("fuzz")
class JunqiCaseFileFuzzTest {
    private static final ConformanceRunner RUNNER = new ConformanceRunner(GameRegistry.of(new JunqiModule()));

    @Provide
    Arbitrary<String> caseFiles() {
        return FuzzText.jsonMutants(FuzzText.bundledCaseFiles(JunqiModule.class, "junqi"),
                "{}[]:,\"\\ \n0123456789.-+eEtrufalsnrbFBM.abcdeGHJKL-");
    }

    @Property
    void caseFile_isReadAndCheckedOrRefusedNamingTheFile(@ForAll("caseFiles") String json) {
        try {
            CaseFile file = RUNNER.parse("fuzz.json", json);
            for (ConformanceCase c : file.cases()) {
                RUNNER.check(file, c);
            }
            Statistics.collect("read and checked");
        } catch (CaseFileException e) {
            assertTrue(e.getMessage().startsWith("fuzz.json: "), e.getMessage());
            Statistics.collect(e.getMessage().contains("malformed JSON") ? "malformed JSON" : "refused");
        }
    }
}
