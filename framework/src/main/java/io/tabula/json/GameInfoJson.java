package io.tabula.json;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.tabula.core.TabulaException;
import io.tabula.record.GameInfo;
import java.math.BigDecimal;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * {@link GameInfo} as the {@code info} field of a JSON record: times in milliseconds.
 *
 * <pre>{"players": {"black": "gnugo", "white": "mcts"}, "result": "W+3.5", "termination": "rules",
 *  "reason": "white wins by 3.5 points", "margin": 3.5, "clock": "tc=40/60+1", "mainTime": 60000,
 *  "used": [1200, 830, ...], "left": [59800, 60170, ...], "notes": [...]}</pre>
 */
public final class GameInfoJson {
    private GameInfoJson() {
    }

    /** {@code info} as a JSON object. */
    public static ObjectNode toTree(ObjectMapper mapper, GameInfo info) {
        ObjectNode node = mapper.createObjectNode();
        ObjectNode players = node.putObject("players");
        info.players().forEach(players::put);
        node.put("result", info.result());
        node.put("termination", info.termination());
        node.put("reason", info.reason());
        info.margin().ifPresent(margin -> node.put("margin", margin));
        node.put("clock", info.clock());
        info.mainTime().ifPresent(main -> node.put("mainTime", main.toMillis()));
        millis(node.putArray("used"), info.used());
        if (!info.left().isEmpty()) {
            millis(node.putArray("left"), info.left());
        }
        ArrayNode notes = node.putArray("notes");
        info.notes().forEach(notes::add);
        return node;
    }

    /**
     * The info an {@code info} field holds.
     *
     * @throws TabulaException naming the field that is not what it should be
     */
    public static GameInfo fromTree(JsonNode node) {
        if (node == null || !node.isObject()) {
            throw new TabulaException("field 'info' must be an object of the game's players, result and times");
        }
        Map<String, String> players = new LinkedHashMap<>();
        JsonNode given = node.path("players");
        if (!given.isObject()) {
            throw new TabulaException("field 'info.players' must be an object of side ids and names");
        }
        given.properties().forEach(entry -> players.put(entry.getKey(), entry.getValue().asText()));
        Optional<BigDecimal> margin = node.hasNonNull("margin") ? Optional.of(node.get("margin").decimalValue())
                : Optional.empty();
        Optional<Duration> main = node.hasNonNull("mainTime") ? Optional.of(Duration.ofMillis(node.get("mainTime").asLong()))
                : Optional.empty();
        List<String> notes = new ArrayList<>();
        node.path("notes").forEach(note -> notes.add(note.asText()));
        return new GameInfo(players, node.path("result").asText(""), node.path("termination").asText(""),
                node.path("reason").asText(""), margin, node.path("clock").asText(""), main,
                durations(node.path("used"), "used"), durations(node.path("left"), "left"), notes);
    }

    private static void millis(ArrayNode out, List<Duration> spans) {
        spans.forEach(span -> out.add(span.toMillis()));
    }

    private static List<Duration> durations(JsonNode list, String field) {
        List<Duration> out = new ArrayList<>();
        if (list.isMissingNode()) {
            return out;
        }
        if (!list.isArray()) {
            throw new TabulaException("field 'info." + field + "' must be a list of milliseconds");
        }
        for (JsonNode item : list) {
            if (!item.canConvertToLong()) {
                throw new TabulaException("field 'info." + field + "' must be a list of milliseconds, not " + item);
            }
            out.add(Duration.ofMillis(item.asLong()));
        }
        return out;
    }
}
