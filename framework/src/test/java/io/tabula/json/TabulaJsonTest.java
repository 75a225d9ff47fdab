package io.tabula.json;

import static io.tabula.testgame.TttMove.at;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import io.tabula.core.GameDefinition;
import io.tabula.core.GameRegistry;
import io.tabula.core.GameState;
import io.tabula.core.TabulaException;
import io.tabula.record.GameRecord;
import io.tabula.testgame.TttModule;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class TabulaJsonTest {
    private static final TttModule TTT = new TttModule();
    private static final TabulaJson JSON = new TabulaJson(GameRegistry.of(TTT));
    private static final GameDefinition MISERE4 = TTT.define("misere", Map.of("size", "4"));

    private static final String STATE = """
            {
              "definition": "ttt(variant=classic,size=3,misere=false)",
              "state": { "board": ["...", ".X.", "..."], "toMove": "nought", "ply": 1 }
            }
            """;

    private static TabulaException fails(String json) {
        return assertThrows(TabulaException.class, () -> JSON.stateFromJson(json));
    }

    private static void assertMentions(Exception e, String... parts) {
        for (String part : parts) {
            assertTrue(e.getMessage().contains(part), () -> "'" + part + "' not in: " + e.getMessage());
        }
    }

    @Test
    void state_roundTrip_givesAnEqualState() {
        GameState state = MISERE4.newGame().apply(at(5)).apply(at(0)).apply(at(15));
        GameState copy = JSON.stateFromJson(JSON.stateToJson(state));
        assertEquals(state, copy);
        assertEquals(state.hash(), copy.hash());
        assertEquals(MISERE4, copy.definition());
        assertEquals(JSON.stateToJson(state), JSON.stateToJson(copy));
    }

    @Test
    void stateToTree_hasDefinitionTextAndSnapshotFields() {
        GameState state = TTT.defaultDefinition().newGame().apply(at(4));
        JsonNode tree = JSON.stateToTree(state);
        assertEquals("ttt(variant=classic,size=3,misere=false)", tree.get("definition").asText());
        assertEquals("nought", tree.get("state").get("toMove").asText());
        assertEquals(1, tree.get("state").get("ply").asInt());
        assertEquals(".X.", tree.get("state").get("board").get(1).asText());
    }

    @Test
    void stateFromJson_handWritten_isRead() {
        GameState state = JSON.stateFromJson(STATE);
        assertEquals(TttModule.NOUGHT, state.toMove());
        assertEquals(TTT.defaultDefinition().newGame().apply(at(4)), state);
    }

    @Test
    void stateFromJson_shortDefinition_isAccepted() {
        GameState state = JSON.stateFromJson(STATE.replace("ttt(variant=classic,size=3,misere=false)", "ttt"));
        assertEquals(TTT.defaultDefinition(), state.definition());
    }

    @Test
    void stateFromJson_finishedGame_restoresTheOutcome() {
        GameState won = TTT.defaultDefinition().newGame().apply(at(0)).apply(at(3)).apply(at(1)).apply(at(4)).apply(at(2));
        GameState copy = JSON.stateFromJson(JSON.stateToJson(won));
        assertEquals(won.outcome(), copy.outcome());
        assertTrue(copy.legalMoves().isEmpty());
    }

    @Test
    void definition_roundTrip_isTheCanonicalText() {
        String json = JSON.definitionToJson(MISERE4);
        assertEquals("\"ttt(variant=misere,size=4,misere=true)\"", json);
        assertEquals(MISERE4, JSON.definitionFromJson(json));
    }

    @Test
    void definitionFromJson_notAString_failsSayingWhatItShouldBe() {
        TabulaException e = assertThrows(TabulaException.class, () -> JSON.definitionFromJson("{\"game\": \"ttt\"}"));
        assertMentions(e, "JSON string");
    }

    @Test
    void record_roundTrip_keepsDefinitionStartAndMoves() {
        GameRecord record = GameRecord.replayed(MISERE4, MISERE4.newGame(), List.of(at(5), at(0), at(10)));
        String json = JSON.recordToJson(record);
        assertTrue(json.contains("\"b2\"") && json.contains("\"a1\"") && json.contains("\"c3\""), json);
        GameRecord copy = JSON.recordFromJson(json);
        assertEquals(record.definition(), copy.definition());
        assertEquals(record.start(), copy.start());
        assertEquals(record.moves(), copy.moves());
        assertEquals(record.states(), copy.states());
    }

    @Test
    void record_fromSetUpStart_roundTrips() {
        GameDefinition classic = TTT.defaultDefinition();
        GameState start = TTT.diagrams().fromDiagram(classic, List.of("X..", ".O.", "..."), TttModule.CROSS);
        GameRecord record = GameRecord.replayed(classic, start, List.of(at(2)));
        GameRecord copy = JSON.recordFromJson(JSON.recordToJson(record));
        assertEquals(start, copy.start());
        assertEquals(record.last(), copy.last());
    }

    @Test
    void stateFromJson_malformedJson_namesLineAndColumn() {
        TabulaException e = fails("{\n  \"definition\": \"ttt\",\n  \"state\": {\"board\": [}\n}");
        assertMentions(e, "malformed JSON", "line 3", "column");
    }

    @Test
    void stateFromJson_unknownTopLevelField_isNamed() {
        TabulaException e = fails(STATE.replace("\"definition\"", "\"comment\": \"hi\", \"definition\""));
        assertMentions(e, "unknown field 'comment'");
    }

    @Test
    void stateFromJson_unknownSnapshotField_isNamed() {
        TabulaException e = fails(STATE.replace("\"ply\": 1", "\"ply\": 1, \"colour\": \"red\""));
        assertMentions(e, "'state'", "colour");
    }

    @Test
    void stateFromJson_missingField_isNamed() {
        TabulaException e = fails("{\"definition\": \"ttt\"}");
        assertMentions(e, "no field 'state'");
    }

    @Test
    void stateFromJson_notAnObject_saysWhatItShouldBe() {
        TabulaException e = fails("[1, 2]");
        assertMentions(e, "JSON object", "definition", "state");
    }

    @Test
    void stateFromJson_snapshotFieldNull_isNamedByTheCodec() {
        TabulaException e = fails(STATE.replace("[\"...\", \".X.\", \"...\"]", "null"));
        assertMentions(e, "'board'");
    }

    @Test
    void stateFromJson_badSide_isNamed() {
        TabulaException e = fails(STATE.replace("\"nought\"", "\"white\""));
        assertMentions(e, "'toMove'", "white");
    }

    @Test
    void stateFromJson_snapshotNotAnObject_namesTheField() {
        TabulaException e = fails("{\"definition\": \"ttt\", \"state\": 5}");
        assertMentions(e, "'state'");
    }

    @Test
    void recordFromJson_illegalMove_namesItsIndexAndText() {
        String json = JSON.recordToJson(GameRecord.of(TTT.defaultDefinition()))
                .replace("\"moves\" : [ ]", "\"moves\" : [\"b2\", \"a1\", \"b2\"]");
        TabulaException e = assertThrows(TabulaException.class, () -> JSON.recordFromJson(json));
        assertMentions(e, "record move 3 'b2'", "OCCUPIED");
    }

    @Test
    void recordFromJson_unreadableMove_namesItsIndexAndText() {
        String json = JSON.recordToJson(GameRecord.of(TTT.defaultDefinition()))
                .replace("\"moves\" : [ ]", "\"moves\" : [\"b2\", \"q9\"]");
        TabulaException e = assertThrows(TabulaException.class, () -> JSON.recordFromJson(json));
        assertMentions(e, "record move 2 'q9'");
    }

    @Test
    void recordFromJson_movesNotAnArray_namesTheField() {
        String json = JSON.recordToJson(GameRecord.of(TTT.defaultDefinition()))
                .replace("\"moves\" : [ ]", "\"moves\" : \"b2 a1\"");
        TabulaException e = assertThrows(TabulaException.class, () -> JSON.recordFromJson(json));
        assertMentions(e, "'moves'");
    }

    @Test
    void recordFromJson_unknownOrMissingField_isNamed() {
        String json = JSON.recordToJson(GameRecord.of(TTT.defaultDefinition()));
        TabulaException unknown = assertThrows(TabulaException.class,
                () -> JSON.recordFromJson(json.replace("\"moves\"", "\"result\" : 1, \"moves\"")));
        assertMentions(unknown, "unknown field 'result'");
        TabulaException missing = assertThrows(TabulaException.class,
                () -> JSON.recordFromJson("{\"definition\": \"ttt\", \"moves\": []}"));
        assertMentions(missing, "no field 'start'");
    }

    @Test
    void recordFromJson_nullStart_saysItIsMissing() {
        TabulaException e = assertThrows(TabulaException.class,
                () -> JSON.recordFromJson("{\"definition\": \"ttt\", \"start\": null, \"moves\": []}"));
        assertMentions(e, "'start'");
    }
}
