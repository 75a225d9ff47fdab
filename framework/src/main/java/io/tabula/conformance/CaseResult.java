package io.tabula.conformance;

import com.google.common.collect.ImmutableList;
import java.util.List;

/**
 * The result of one case: passed when it has no failures.
 *
 * @param source   the case file
 * @param caseId   the case
 * @param failures one line per failing check, each naming the check and what differed
 */
public record CaseResult(String source, String caseId, List<String> failures) {
    public CaseResult {
        failures = ImmutableList.copyOf(failures);
    }

    public boolean passed() {
        return failures.isEmpty();
    }
}
