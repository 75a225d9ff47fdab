package io.tabula.json;

import com.fasterxml.jackson.databind.JsonNode;
import io.tabula.core.GameDefinition;
import io.tabula.core.GameRegistry;
import io.tabula.core.GameState;
import io.tabula.core.Move;
import io.tabula.core.RecordFormat;
import io.tabula.core.Side;
import io.tabula.core.TabulaException;
import io.tabula.record.GameRecord;
import java.util.List;
import java.util.Optional;

/**
 * The framework's JSON record ({@link TabulaJson#recordToJson}) as a record format of every
 * game: the definition, the start state and the moves in the game's notation. Tools offer it
 * beside the modules' own formats; a module's own JSON format, where it has one, comes first.
 *
 * <p>It writes whole records only, so of a game with hidden information it writes no side's
 * view (a module with such a game offers a format that does). It holds moves, not what the
 * players agree after them: a Go game's agreed dead stones are left to SGF.
 */
public final class JsonRecordFormat implements RecordFormat {
    private final TabulaJson json;

    /** Records whose definitions {@code registry} reads. */
    public JsonRecordFormat(GameRegistry registry) {
        this.json = new TabulaJson(registry);
    }

    @Override
    public String name() {
        return "json";
    }

    /** An object with the record's three fields. */
    @Override
    public boolean reads(String text) {
        try {
            JsonNode node = json.mapper().readTree(text);
            return node != null && node.isObject() && node.size() == 3
                    && node.has("definition") && node.has("start") && node.has("moves");
        } catch (Exception unreadable) {
            return false;
        }
    }

    /** The one game of the text; an illegal move is an error, as JSON records are written by programs. */
    @Override
    public List<Replay> replay(String source, String text) {
        GameRecord record;
        try {
            record = json.recordFromJson(text);
        } catch (TabulaException e) {
            throw new TabulaException(source + ": " + e.getMessage(), e);
        }
        return List.of(new Replay(record.definition(), record.start(), record.moves(), record.moves().size(),
                record.last(), List.of(), Optional.empty(), Optional.empty()));
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
        return json.recordToJson(new GameRecord(start.definition(), start, List.<Move>copyOf(moves)));
    }
}
