package io.tabula.json;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JsonMappingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.tabula.core.GameDefinition;
import io.tabula.core.GameRegistry;
import io.tabula.core.GameState;
import io.tabula.core.Move;
import io.tabula.core.StateCodec;
import io.tabula.core.TabulaException;
import io.tabula.options.OptionException;
import io.tabula.record.GameRecord;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Collectors;

/**
 * JSON for definitions, states, moves and records. A definition is its canonical text;
 * a move is its text in the game's notation; a state is its definition plus the module's
 * snapshot record; a record is the definition, the start state and the moves:
 *
 * <pre>{"definition": "gomoku(variant=standard,size=15)", "start": {...}, "moves": ["h8", "h9"]}</pre>
 *
 * Reading checks everything: unknown games and options, malformed snapshots and illegal
 * moves are {@link TabulaException}s naming the field.
 */
public final class TabulaJson {
    private final GameRegistry registry;
    private final ObjectMapper mapper;

    public TabulaJson(GameRegistry registry) {
        this.registry = registry;
        this.mapper = new ObjectMapper()
                .enable(SerializationFeature.INDENT_OUTPUT)
                .enable(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES)
                .enable(DeserializationFeature.FAIL_ON_NULL_FOR_PRIMITIVES)
                .enable(DeserializationFeature.FAIL_ON_TRAILING_TOKENS);
    }

    public ObjectMapper mapper() {
        return mapper;
    }

    public String definitionToJson(GameDefinition definition) {
        return write(mapper.getNodeFactory().textNode(definition.text()));
    }

    public GameDefinition definitionFromJson(String json) {
        JsonNode node = read(json);
        if (!node.isTextual()) {
            throw new TabulaException("a game definition is a JSON string such as \"gomoku(variant=standard)\"");
        }
        return definition(node.asText(), "definition");
    }

    public ObjectNode stateToTree(GameState state) {
        ObjectNode node = mapper.createObjectNode();
        node.put("definition", state.definition().text());
        node.set("state", snapshotTree(state));
        return node;
    }

    public String stateToJson(GameState state) {
        return write(stateToTree(state));
    }

    public GameState stateFromJson(String json) {
        return stateFromTree(read(json));
    }

    public GameState stateFromTree(JsonNode node) {
        requireFields(node, "state", "definition", "state");
        GameDefinition definition = definition(node.get("definition").asText(), "definition");
        return restore(definition, node.get("state"), "state");
    }

    public String recordToJson(GameRecord record) {
        ObjectNode node = mapper.createObjectNode();
        node.put("definition", record.definition().text());
        node.set("start", snapshotTree(record.start()));
        ArrayNode moves = node.putArray("moves");
        GameState state = record.start();
        for (Move move : record.moves()) {
            moves.add(record.definition().module().notation().format(state, move));
            state = state.apply(move);
        }
        return write(node);
    }

    public GameRecord recordFromJson(String json) {
        JsonNode node = read(json);
        requireFields(node, "record", "definition", "start", "moves");
        GameDefinition definition = definition(node.get("definition").asText(), "definition");
        GameState state = restore(definition, node.get("start"), "start");
        GameState start = state;
        if (!node.get("moves").isArray()) {
            throw new TabulaException("record field 'moves' must be an array of move texts");
        }
        List<Move> moves = new ArrayList<>();
        int index = 0;
        for (JsonNode text : node.get("moves")) {
            try {
                Move move = definition.module().notation().parse(state, text.asText());
                state = state.apply(move);
                moves.add(move);
            } catch (TabulaException e) {
                throw new TabulaException("record move " + (index + 1) + " '" + text.asText() + "': " + e.getMessage(), e);
            }
            index++;
        }
        return new GameRecord(definition, start, moves);
    }

    private GameDefinition definition(String text, String field) {
        try {
            return registry.parseDefinition(text);
        } catch (OptionException e) {
            throw new TabulaException("field '" + field + "': " + e.getMessage(), e);
        }
    }

    private JsonNode snapshotTree(GameState state) {
        return mapper.valueToTree(state.definition().module().stateCodec().snapshot(state));
    }

    private <T extends Record> GameState restore(GameDefinition definition, JsonNode node, String field) {
        @SuppressWarnings("unchecked")
        StateCodec<T> codec = (StateCodec<T>) definition.module().stateCodec();
        T snapshot;
        try {
            snapshot = mapper.treeToValue(node, codec.snapshotType());
        } catch (JsonMappingException e) {
            String path = e.getPath().stream()
                    .map(ref -> ref.getFieldName() != null ? "." + ref.getFieldName() : "[" + ref.getIndex() + "]")
                    .collect(Collectors.joining());
            throw new TabulaException("field '" + field + "'" + (path.isEmpty() ? "" : " at '" + path.substring(1) + "'")
                    + " is not valid in a " + definition.gameId() + " state: " + e.getOriginalMessage(), e);
        } catch (JsonProcessingException | IllegalArgumentException e) {
            throw new TabulaException("field '" + field + "' is not a " + definition.gameId() + " state: "
                    + e.getMessage(), e);
        }
        if (snapshot == null) {
            throw new TabulaException("field '" + field + "' is missing");
        }
        return codec.restore(definition, snapshot);
    }

    private JsonNode read(String json) {
        try {
            return mapper.readTree(json);
        } catch (JsonProcessingException e) {
            throw new TabulaException("malformed JSON at line " + e.getLocation().getLineNr() + ", column "
                    + e.getLocation().getColumnNr() + ": " + e.getOriginalMessage(), e);
        }
    }

    private String write(JsonNode node) {
        try {
            return mapper.writeValueAsString(node);
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("cannot write JSON", e);
        }
    }

    private static void requireFields(JsonNode node, String what, String... fields) {
        if (node == null || !node.isObject()) {
            throw new TabulaException("a " + what + " is a JSON object with fields " + String.join(", ", fields));
        }
        for (String field : fields) {
            if (!node.has(field)) {
                throw new TabulaException("the " + what + " has no field '" + field + "'");
            }
        }
        node.fieldNames().forEachRemaining(name -> {
            if (!List.of(fields).contains(name)) {
                throw new TabulaException("unknown field '" + name + "' in the " + what);
            }
        });
    }
}
