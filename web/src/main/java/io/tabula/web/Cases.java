package io.tabula.web;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.tabula.conformance.CaseChecker;
import io.tabula.conformance.CaseFile;
import io.tabula.conformance.CaseFileParser;
import io.tabula.conformance.CaseResult;
import io.tabula.conformance.ConformanceCase;
import io.tabula.core.GameModule;
import io.tabula.core.GameRegistry;
import io.tabula.core.GameState;
import io.tabula.core.TabulaException;
import io.tabula.options.OptionException;
import java.util.List;
import java.util.Optional;

/**
 * An uploaded case file (docs/CASE-FILES.md), read by the strict parser of
 * {@code tabula conformance} and checked case by case: each case's position to draw and which
 * of its checks pass.
 */
final class Cases {
    private final ObjectMapper mapper;
    private final CaseFileParser parser;
    private final CaseChecker checker = new CaseChecker();

    Cases(ObjectMapper mapper, GameRegistry registry) {
        this.mapper = mapper;
        this.parser = new CaseFileParser(registry);
    }

    ArrayNode check(String text) {
        CaseFile file;
        try {
            file = parser.parse("upload", text);
        } catch (TabulaException | OptionException e) {
            throw ApiException.badRequest("the case file cannot be read: " + e.getMessage());
        }
        GameModule module = file.definition().module();
        ArrayNode out = mapper.createArrayNode();
        for (ConformanceCase c : file.cases()) {
            CaseResult result;
            try {
                result = checker.check(file, c);
            } catch (TabulaException e) {
                throw ApiException.badRequest("the case file cannot be checked: " + e.getMessage());
            }
            ObjectNode node = out.addObject();
            node.put("name", c.id());
            node.put("description", c.description());
            node.put("game", file.definition().gameId());
            node.put("definition", file.definition().text());
            node.put("passed", result.passed());
            ArrayNode checks = node.putArray("checks");
            for (ConformanceCase.Expectation expectation : c.expectations()) {
                List<String> failures = failuresOf(expectation.key(), result.failures());
                checks.addObject().put("key", expectation.key()).put("passed", failures.isEmpty())
                        .put("detail", String.join("; ", failures));
            }
            result.failures().stream().filter(f -> f.startsWith("setup")).forEach(f -> checks.addObject()
                    .put("key", "setup").put("passed", false).put("detail", f));
            node.set("drawing", DrawingJson.board(mapper, module.painter().board(file.definition())));
            Optional<GameState> position = checker.position(file, c);
            if (position.isPresent()) {
                var scene = module.painter().scene(position.get());
                node.set("pieces", DrawingJson.pieces(mapper, scene));
                node.set("marks", DrawingJson.marks(mapper, scene));
            } else {
                node.putArray("pieces");
                node.putArray("marks");
            }
        }
        return out;
    }

    /** The failures the checker reported for {@code key}: those it begins with the key (a view's with "view of"). */
    private static List<String> failuresOf(String key, List<String> failures) {
        String prefix = key.equals("view") ? "view of" : key + ":";
        return failures.stream().filter(f -> f.startsWith(prefix)).toList();
    }
}
