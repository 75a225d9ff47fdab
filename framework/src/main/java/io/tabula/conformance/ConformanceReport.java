package io.tabula.conformance;

import com.google.common.collect.ImmutableList;
import java.util.List;

/**
 * The results of a conformance run over several files.
 *
 * @param results    one per case that was run
 * @param fileErrors one message per file that could not be read (exit status 2)
 */
public record ConformanceReport(List<CaseResult> results, List<String> fileErrors) {
    public ConformanceReport {
        results = ImmutableList.copyOf(results);
        fileErrors = ImmutableList.copyOf(fileErrors);
    }

    public long passed() {
        return results.stream().filter(CaseResult::passed).count();
    }

    public long failed() {
        return results.size() - passed();
    }

    /** 2 when a file could not be read, else 1 when a case failed, else 0. */
    public int exitStatus() {
        if (!fileErrors.isEmpty()) {
            return 2;
        }
        return failed() > 0 ? 1 : 0;
    }

    /** The closing line docs/CASE-FILES.md asks for. */
    public String summary() {
        return passed() + " passed, " + failed() + " failed";
    }
}
