package io.tabula.json;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.tabula.core.DeadStoneAgreement;
import io.tabula.core.GameDefinition;
import io.tabula.core.GameRegistry;
import io.tabula.core.GameState;
import io.tabula.core.Move;
import io.tabula.core.RecordFormat;
import io.tabula.core.Side;
import io.tabula.core.TabulaException;
import io.tabula.record.GameInfo;
import io.tabula.record.GameRecord;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * The framework's JSON record ({@link TabulaJson#recordToJson}) as a record format of every
 * game: the definition, the start state and the moves in the game's notation. Tools offer it
 * beside the modules' own formats; a module's own JSON format, where it has one, comes first.
 *
 * <p>It writes whole records only, so of a game with hidden information it writes no side's
 * view (a module with such a game offers a format that does). Where the players agreed on dead
 * stones after the moves ({@link DeadStoneAgreement}), a fourth field lists them, and reading
 * counts the game with them:
 *
 * <pre>{"definition": "go(...)", "start": {...}, "moves": [..., "pass", "pass"], "dead": ["C3", "D3"]}</pre>
 *
 * <p>A record a referee wrote has a field {@code info} too, the players, result and times
 * ({@link GameInfo}, {@link GameInfoJson}); replaying passes it over and {@link #info} reads it.
 */
public final class JsonRecordFormat implements RecordFormat {
    /** The field of the agreed dead stones. */
    private static final String DEAD = "dead";
    /** The field of the game's information. */
    private static final String INFO = "info";
    private final TabulaJson json;

    /** Records whose definitions {@code registry} reads. */
    public JsonRecordFormat(GameRegistry registry) {
        this.json = new TabulaJson(registry);
    }

    @Override
    public String name() {
        return "json";
    }

    /** An object with the record's three fields, and the dead stones where there are any. */
    @Override
    public boolean reads(String text) {
        try {
            JsonNode node = json.mapper().readTree(text);
            return node != null && node.isObject()
                    && node.size() == 3 + (node.has(DEAD) ? 1 : 0) + (node.has(INFO) ? 1 : 0)
                    && node.has("definition") && node.has("start") && node.has("moves");
        } catch (Exception unreadable) {
            return false;
        }
    }

    /** The one game of the text; an illegal move is an error, as JSON records are written by programs. */
    @Override
    public List<Replay> replay(String source, String text) {
        JsonNode dead = null;
        String moves = text; // the record without its dead stones, as TabulaJson reads records
        try {
            if (json.mapper().readTree(text) instanceof ObjectNode node && (node.has(DEAD) || node.has(INFO))) {
                dead = node.remove(DEAD);
                node.remove(INFO);
                moves = json.mapper().writeValueAsString(node);
            }
        } catch (JsonProcessingException malformed) {
            // TabulaJson names where the JSON is malformed
        }
        GameRecord record;
        try {
            record = json.recordFromJson(moves);
        } catch (TabulaException e) {
            throw new TabulaException(source + ": " + e.getMessage(), e);
        }
        GameState last = dead == null ? record.last() : agreed(source, record, dead);
        return List.of(new Replay(record.definition(), record.start(), record.moves(), record.moves().size(),
                last, List.of(), Optional.empty(), Optional.empty()));
    }

    /** The record's last state, with the stones listed in its {@code dead} field agreed dead. */
    private static GameState agreed(String source, GameRecord record, JsonNode dead) {
        Optional<DeadStoneAgreement> agreement = record.definition().module().deadStoneAgreement();
        if (agreement.isEmpty() || !dead.isArray()) {
            throw new TabulaException(source + ": field '" + DEAD + "' must be a list of points, like [\"C3\", \"D4\"], "
                    + "in a game that counts dead stones, not " + record.definition().gameId());
        }
        if (!agreement.get().counts(record.last())) {
            throw new TabulaException(source + ": field '" + DEAD + "' lists dead stones, but the game was not ended "
                    + "by passes and counted");
        }
        Set<String> points = new LinkedHashSet<>();
        dead.forEach(point -> points.add(point.asText()));
        try {
            return agreement.get().settle(record.last(), points);
        } catch (TabulaException e) {
            throw new TabulaException(source + ": field '" + DEAD + "': " + e.getMessage(), e);
        }
    }

    /**
     * The game's information in a record's {@code info} field, if it has one.
     *
     * @throws TabulaException naming the source and what is wrong with the field
     */
    public Optional<GameInfo> info(String source, String text) {
        JsonNode node;
        try {
            node = json.mapper().readTree(text);
        } catch (JsonProcessingException e) {
            throw new TabulaException(source + ": not JSON: " + e.getOriginalMessage());
        }
        if (node == null || !node.has(INFO)) {
            return Optional.empty();
        }
        try {
            return Optional.of(GameInfoJson.fromTree(node.get(INFO)));
        } catch (TabulaException e) {
            throw new TabulaException(source + ": " + e.getMessage(), e);
        }
    }

    /** As {@link #write}, the record's {@code info} field holding {@code info}. */
    public String write(GameState start, List<? extends Move> moves, GameState end, GameInfo info) {
        try {
            ObjectNode node = (ObjectNode) json.mapper().readTree(write(start, moves, end, Optional.empty()));
            node.set(INFO, GameInfoJson.toTree(json.mapper(), info));
            return json.mapper().writeValueAsString(node);
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("cannot write JSON", e);
        }
    }

    /** Any game whole; a side's view only of a game of perfect information, where it is the whole. */
    @Override
    public boolean writes(GameDefinition definition, boolean asView) {
        return !asView || definition.perfectInformation();
    }

    @Override
    public String write(GameState start, List<? extends Move> moves, GameState end, Optional<Side> viewer) {
        if (viewer.isPresent() && !writes(start.definition(), true)) {
            throw new UnsupportedOperationException("JSON records of " + start.definition().gameId()
                    + " are written whole: it hides pieces from the sides");
        }
        String record = json.recordToJson(new GameRecord(start.definition(), start, List.<Move>copyOf(moves)));
        Set<String> dead = start.definition().module().deadStoneAgreement().map(a -> (Set<String>) a.marked(end))
                .orElse(Set.of());
        if (dead.isEmpty()) {
            return record;
        }
        try {
            ObjectNode node = (ObjectNode) json.mapper().readTree(record);
            ArrayNode list = node.putArray(DEAD);
            dead.forEach(list::add);
            return json.mapper().writeValueAsString(node);
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("cannot write JSON", e);
        }
    }
}
