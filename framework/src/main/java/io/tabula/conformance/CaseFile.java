package io.tabula.conformance;

import com.google.common.collect.ImmutableList;
import io.tabula.core.GameDefinition;
import java.util.List;

/**
 * A parsed, validated case file.
 *
 * @param source      where it came from (a path or a class-path resource), for messages
 * @param definition  the game, variant and options its cases are played under
 * @param description the file's description, or empty
 * @param cases       its cases, in file order, ids unique
 */
public record CaseFile(String source, GameDefinition definition, String description, List<ConformanceCase> cases) {
    public CaseFile {
        cases = ImmutableList.copyOf(cases);
    }
}
