package io.tabula.referee;

import com.google.common.collect.ImmutableList;
import com.google.common.collect.ImmutableSortedMap;
import java.util.List;
import java.util.Map;

/**
 * What an external engine said about the case files' legal and illegal moves.
 *
 * @param disagreements one line per answer that contradicts a case, naming the file, the case
 *                      and the engine's answer
 * @param asked         how many questions the engine answered (set-ups refused count as asked)
 * @param skipped       why cases or expectations were not put to the engine, with how many times
 * @param fileErrors    one message per case file that could not be read or whose game does not
 *                      speak the engine's protocol
 */
public record EngineConformanceReport(List<String> disagreements, int asked, Map<String, Integer> skipped,
                                      List<String> fileErrors) {
    public EngineConformanceReport {
        disagreements = ImmutableList.copyOf(disagreements);
        skipped = ImmutableSortedMap.copyOf(skipped);
        fileErrors = ImmutableList.copyOf(fileErrors);
    }

    /** 2 when a file could not be used, else 1 when the engine disagreed, else 0. */
    public int exitStatus() {
        if (!fileErrors.isEmpty()) {
            return 2;
        }
        return disagreements.isEmpty() ? 0 : 1;
    }

    /** The closing line: questions asked, disagreements, skips. */
    public String summary() {
        int skips = skipped.values().stream().mapToInt(Integer::intValue).sum();
        return asked + " asked, " + disagreements.size() + " disagreed, " + skips + " skipped";
    }
}
