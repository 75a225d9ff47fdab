package io.tabula.conformance;

import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.tabula.core.GameDefinition;
import io.tabula.core.GameModule;
import io.tabula.core.GameRegistry;
import io.tabula.core.NotationException;
import io.tabula.core.Side;
import io.tabula.options.OptionException;
import io.tabula.options.Spelling;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * Reads case files exactly as docs/CASE-FILES.md defines them, strictly: an unknown or
 * duplicated field, a value of the wrong type, an unknown game, variant, option, side or
 * an unreadable diagram is a {@link CaseFileException} naming file, case and field, so a
 * typo never turns a check into a silent pass.
 */
public final class CaseFileParser {
    static final Set<String> FILE_FIELDS = Set.of("game", "variant", "options", "cases", "description");
    static final Set<String> CASE_FIELDS = Set.of("id", "description", "setup", "expect");
    static final Set<String> SETUP_FIELDS = Set.of("board", "toMove", "moves");
    static final Set<String> GENERIC_EXPECTATIONS =
            Set.of("legal", "illegal", "legalCount", "toMove", "status", "winner", "reason", "board", "view");
    static final Set<String> VIEW_FIELDS = Set.of("side", "board");

    private final GameRegistry registry;
    private final ObjectMapper mapper = new ObjectMapper()
            .enable(JsonParser.Feature.STRICT_DUPLICATE_DETECTION)
            .enable(DeserializationFeature.FAIL_ON_TRAILING_TOKENS);

    public CaseFileParser(GameRegistry registry) {
        this.registry = registry;
    }

    /** Parses the text of one case file; {@code source} names it in messages. */
    public CaseFile parse(String source, String json) {
        JsonNode root;
        try {
            root = mapper.readTree(json);
        } catch (JsonProcessingException e) {
            String where = e.getLocation() == null ? ""
                    : " at line " + e.getLocation().getLineNr() + ", column " + e.getLocation().getColumnNr();
            String caseId = e.getLocation() == null ? null
                    : CaseLocator.caseAt(json, e.getLocation().getCharOffset()).orElse(null);
            throw new CaseFileException(source, caseId, null, "malformed JSON" + where + ": " + e.getOriginalMessage());
        }
        return new FileReader(source).file(root);
    }

    /** Parses within one file, so every error can name it. */
    private final class FileReader {
        private final String source;
        private String caseId;

        FileReader(String source) {
            this.source = source;
        }

        CaseFile file(JsonNode root) {
            if (root == null || !root.isObject()) {
                throw error(null, "a case file is a JSON object with fields game, variant, options, cases");
            }
            checkFields(root, FILE_FIELDS, "");
            GameModule module = module(requireText(root, "game", ""));
            String variant = root.has("variant") ? requireText(root, "variant", "")
                    : module.options().defaultVariant().id();
            GameDefinition definition = definition(module, variant, root.get("options"));
            String description = optionalText(root, "description", "");
            JsonNode cases = root.get("cases");
            if (cases == null || !cases.isArray()) {
                throw error("cases", "required, a list of cases");
            }
            List<ConformanceCase> parsed = new ArrayList<>();
            Set<String> ids = new HashSet<>();
            int index = 0;
            for (JsonNode node : cases) {
                caseId = "#" + index;
                ConformanceCase c = oneCase(definition, node, index);
                if (!ids.add(c.id())) {
                    throw error("id", "duplicate case id");
                }
                parsed.add(c);
                index++;
            }
            caseId = null;
            return new CaseFile(source, definition, description, parsed);
        }

        private GameModule module(String id) {
            try {
                return registry.module(id);
            } catch (OptionException e) {
                throw error("game", e.getMessage());
            }
        }

        private GameDefinition definition(GameModule module, String variant, JsonNode options) {
            Map<String, String> overrides = new LinkedHashMap<>();
            if (options != null) {
                if (!options.isObject()) {
                    throw error("options", "must be an object of option name to value");
                }
                for (Iterator<Map.Entry<String, JsonNode>> it = options.fields(); it.hasNext(); ) {
                    Map.Entry<String, JsonNode> option = it.next();
                    if (!option.getValue().isValueNode() || option.getValue().isNull()) {
                        throw error("options." + option.getKey(), "must be a number, string or boolean");
                    }
                    overrides.put(option.getKey(), option.getValue().asText());
                }
            }
            try {
                return module.define(variant, overrides);
            } catch (OptionException e) {
                String field = e.getMessage().startsWith("unknown variant") ? "variant" : "options";
                throw error(field, e.getMessage());
            }
        }

        private ConformanceCase oneCase(GameDefinition definition, JsonNode node, int index) {
            if (!node.isObject()) {
                throw error(null, "case " + index + " is not an object");
            }
            caseId = requireText(node, "id", "");
            checkFields(node, CASE_FIELDS, "");
            String description = optionalText(node, "description", "");
            ConformanceCase.Setup setup = setup(definition, node.get("setup"));
            List<ConformanceCase.Expectation> expectations = expectations(definition, node.get("expect"));
            return new ConformanceCase(caseId, description, setup, expectations);
        }

        private ConformanceCase.Setup setup(GameDefinition definition, JsonNode node) {
            if (node == null) {
                return new ConformanceCase.Setup(Optional.empty(), Optional.empty(), List.of(), Map.of());
            }
            if (!node.isObject()) {
                throw error("setup", "must be an object");
            }
            Set<String> moduleKeys = definition.module().conformanceChecks().setupKeys();
            Set<String> allowed = new HashSet<>(SETUP_FIELDS);
            allowed.addAll(moduleKeys);
            checkFields(node, allowed, "setup.");
            Optional<List<String>> board = Optional.empty();
            if (node.has("board")) {
                board = Optional.of(diagram(definition, node.get("board"), "setup.board"));
            }
            Optional<Side> toMove = node.has("toMove")
                    ? Optional.of(side(definition, requireText(node, "toMove", "setup."), "setup.toMove"))
                    : Optional.empty();
            if (board.isPresent() && toMove.isEmpty()) {
                throw error("setup.toMove", "required with setup.board");
            }
            List<String> moves = node.has("moves") ? textList(node.get("moves"), "setup.moves") : List.of();
            Map<String, Object> moduleSetup = new LinkedHashMap<>();
            for (String key : moduleKeys) {
                if (node.has(key)) {
                    moduleSetup.put(key, plain(node.get(key)));
                }
            }
            return new ConformanceCase.Setup(board, toMove, moves, moduleSetup);
        }

        private List<ConformanceCase.Expectation> expectations(GameDefinition definition, JsonNode node) {
            if (node == null) {
                return List.of();
            }
            if (!node.isObject()) {
                throw error("expect", "must be an object");
            }
            Set<String> moduleKeys = definition.module().conformanceChecks().expectationKeys();
            Set<String> allowed = new HashSet<>(GENERIC_EXPECTATIONS);
            allowed.addAll(moduleKeys);
            checkFields(node, allowed, "expect.");
            List<ConformanceCase.Expectation> out = new ArrayList<>();
            for (Iterator<Map.Entry<String, JsonNode>> it = node.fields(); it.hasNext(); ) {
                Map.Entry<String, JsonNode> entry = it.next();
                String key = entry.getKey();
                JsonNode value = entry.getValue();
                String field = "expect." + key;
                Object expected = switch (key) {
                    case "legal", "illegal" -> textList(value, field);
                    case "legalCount" -> {
                        if (!value.isIntegralNumber() || !value.canConvertToLong() || value.asLong() < 0) {
                            throw error(field, "must be a whole number >= 0");
                        }
                        yield value.asLong();
                    }
                    case "toMove" -> side(definition, text(value, field), field).id();
                    case "status" -> {
                        String status = text(value, field);
                        if (!status.equals("ongoing") && !status.equals("over")) {
                            throw error(field, "must be 'ongoing' or 'over', not '" + status + "'");
                        }
                        yield status;
                    }
                    case "winner" -> {
                        String winner = text(value, field);
                        if (winner.equals("none")) {
                            yield "none";
                        }
                        List<Side> team = new ArrayList<>();
                        for (String id : winner.split("\\+", -1)) {
                            Side side = side(definition, id, field);
                            if (team.contains(side)) {
                                throw error(field, "names " + id + " twice");
                            }
                            team.add(side);
                        }
                        // a team in turn order, as Outcome.winnersText writes it
                        team.sort(java.util.Comparator.comparingInt(Side::index));
                        yield String.join("+", team.stream().map(Side::id).toList());
                    }
                    case "reason" -> text(value, field);
                    case "board" -> diagram(definition, value, field);
                    case "view" -> views(definition, value, field);
                    default -> plain(value); // a module key: the module validates it when checking
                };
                out.add(new ConformanceCase.Expectation(key, expected));
            }
            return out;
        }

        private List<String> diagram(GameDefinition definition, JsonNode node, String field) {
            List<String> rows = textList(node, field);
            try {
                return definition.module().diagrams().normalize(definition, rows);
            } catch (NotationException e) {
                throw error(field, e.getMessage());
            }
        }

        /** One {side, board} object, or a list of them for several sides, each side once. */
        private List<ConformanceCase.View> views(GameDefinition definition, JsonNode node, String field) {
            if (node.isObject()) {
                return List.of(view(definition, node, field));
            }
            if (!node.isArray() || node.isEmpty()) {
                throw error(field, "must be an object {\"side\": ..., \"board\": [...]} or a non-empty list of them");
            }
            List<ConformanceCase.View> views = new ArrayList<>();
            Set<Side> sides = new HashSet<>();
            for (int i = 0; i < node.size(); i++) {
                String at = field + "[" + i + "]";
                if (!node.get(i).isObject()) {
                    throw error(at, "must be an object {\"side\": ..., \"board\": [...]}");
                }
                ConformanceCase.View view = view(definition, node.get(i), at);
                if (!sides.add(view.side())) {
                    throw error(at + ".side", "'" + view.side().id() + "' is given twice");
                }
                views.add(view);
            }
            return views;
        }

        private ConformanceCase.View view(GameDefinition definition, JsonNode node, String field) {
            checkFields(node, VIEW_FIELDS, field + ".");
            Side side = side(definition, requireText(node, "side", field + "."), field + ".side");
            if (!node.has("board")) {
                throw error(field + ".board", "required: the diagram of what " + side.id() + " sees");
            }
            List<String> rows = textList(node.get("board"), field + ".board");
            try {
                return new ConformanceCase.View(side, definition.module().diagrams().normalizeView(definition, rows));
            } catch (NotationException e) {
                throw error(field + ".board", e.getMessage());
            }
        }

        private Side side(GameDefinition definition, String id, String field) {
            List<String> sides = definition.type().sides().stream().map(Side::id).toList();
            return definition.type().side(id).orElseThrow(() -> error(field, "unknown side '" + id + "'; "
                    + Spelling.hint(id, sides) + "sides: " + String.join(", ", sides)));
        }

        private void checkFields(JsonNode node, Set<String> allowed, String prefix) {
            for (Iterator<String> it = node.fieldNames(); it.hasNext(); ) {
                String name = it.next();
                if (!allowed.contains(name)) {
                    throw error(prefix + name, "unknown field; allowed here: "
                            + String.join(", ", allowed.stream().sorted().toList()));
                }
            }
        }

        private String requireText(JsonNode node, String name, String prefix) {
            JsonNode value = node.get(name);
            if (value == null) {
                throw error(prefix + name, "required");
            }
            return text(value, prefix + name);
        }

        private String optionalText(JsonNode node, String name, String prefix) {
            return node.has(name) ? text(node.get(name), prefix + name) : "";
        }

        private String text(JsonNode value, String field) {
            if (!value.isTextual()) {
                throw error(field, "must be a string");
            }
            return value.asText();
        }

        private List<String> textList(JsonNode node, String field) {
            if (!node.isArray()) {
                throw error(field, "must be a list of strings");
            }
            List<String> out = new ArrayList<>();
            for (JsonNode item : node) {
                out.add(text(item, field));
            }
            return out;
        }

        private Object plain(JsonNode node) {
            return mapper.convertValue(node, Object.class);
        }

        private CaseFileException error(String field, String problem) {
            return new CaseFileException(source, caseId, field, problem);
        }
    }
}
