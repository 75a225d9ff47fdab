package io.tabula.junqi.record;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.tabula.core.GameDefinition;
import io.tabula.core.GameState;
import io.tabula.core.Move;
import io.tabula.core.RecordFormat;
import io.tabula.core.Side;
import io.tabula.core.TabulaException;
import io.tabula.record.GameRecord;
import java.util.List;
import java.util.Optional;

/**
 * Junqi's JSON records as a record format, in files ending {@code .json}: written whole as the
 * arbiter's {@link JunqiRecord} (both deployments, every move with its result), or as one
 * side's view, a {@link SideRecord} that names no hidden enemy piece. Read back: the arbiter's
 * record, replayed and checked move by move. A side's record is recognised but not replayed:
 * the enemy's pieces are unknown in it, so it is no game to play through the rules
 * ({@link JunqiRecords#sideRecordFromJson} checks one).
 */
public final class JunqiRecordFormat implements RecordFormat {
    /** Made on first use: the module offers this format, and the records need the installed module. */
    private JunqiRecords records;

    private JunqiRecords records() {
        if (records == null) {
            records = new JunqiRecords();
        }
        return records;
    }

    @Override
    public String name() {
        return "junqi json";
    }

    @Override
    public List<String> extensions() {
        return List.of("json");
    }

    /** A JSON object with the fields of the arbiter's record or of a side's record. */
    @Override
    public boolean reads(String text) {
        try {
            JsonNode node = new ObjectMapper().readTree(text);
            return node != null && node.isObject() && node.has("definition") && node.has("start")
                    && node.has("moves") && (node.has("outcome") || node.has("viewer"))
                    && node.get("definition").asText().startsWith("junqi");
        } catch (Exception unreadable) {
            return false;
        }
    }

    /**
     * The arbiter's record replayed.
     *
     * @throws TabulaException for a side's record, or where a stored result differs from the rules'
     */
    @Override
    public List<Replay> replay(String source, String text) {
        GameRecord game;
        try {
            JsonNode node = new ObjectMapper().readTree(text);
            if (node != null && node.has("viewer")) {
                throw new TabulaException(source + ": a side's record (" + node.get("viewer").asText()
                        + "'s view) holds only what that side may know, not the enemy's pieces: it cannot be "
                        + "replayed as a whole game");
            }
        } catch (com.fasterxml.jackson.core.JsonProcessingException e) {
            throw new TabulaException(source + ": malformed JSON: " + e.getOriginalMessage(), e);
        }
        try {
            game = records().replay(records().recordFromJson(text));
        } catch (TabulaException e) {
            throw new TabulaException(source + ": " + e.getMessage(), e);
        }
        return List.of(new Replay(game.definition(), game.start(), game.moves(), game.moves().size(), game.last(),
                List.of(), Optional.empty(), Optional.empty()));
    }

    /** Every Junqi game, whole or as a side's view. */
    @Override
    public boolean writes(GameDefinition definition, boolean asView) {
        return definition.gameId().equals("junqi");
    }

    /**
     * The arbiter's record, or with a {@code viewer} that side's record.
     *
     * @throws TabulaException if the game does not start from a full state (a record made from a view)
     */
    @Override
    public String write(GameState start, List<? extends Move> moves, GameState end, Optional<Side> viewer) {
        try {
            if (viewer.isEmpty()) {
                return records().toJson(records().record(start, moves)) + "\n";
            }
            GameRecord game = new GameRecord(start.definition(), start, List.<Move>copyOf(moves));
            return records().toJson(records().sideRecord(game, viewer.get())) + "\n";
        } catch (IllegalArgumentException e) {
            throw new TabulaException(e.getMessage(), e);
        }
    }
}
