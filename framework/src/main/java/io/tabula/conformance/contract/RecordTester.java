package io.tabula.conformance.contract;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.tabula.core.GameDefinition;
import io.tabula.core.GameRegistry;
import io.tabula.core.GameState;
import io.tabula.core.Move;
import io.tabula.core.RecordFormat;
import io.tabula.json.TabulaJson;
import io.tabula.record.GameRecord;
import java.util.List;
import java.util.Optional;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/**
 * What is written reads back: states and records through JSON, the module's record formats
 * (for the definitions one of them writes), definitions through their text.
 */
public interface RecordTester extends ContractSubject {

    @TestFactory
    default Stream<DynamicTest> json_statesRoundTrip() {
        return Runs.eachState(this, "states survive a JSON round trip", state -> {
            TabulaJson json = Runs.json(state);
            String text = json.stateToJson(state);
            GameState copy = json.stateFromJson(text);
            assertEquals(text, json.stateToJson(copy), "JSON of the restored state differs");
            assertEquals(state.legalMoves(), copy.legalMoves(), "legal moves of the restored state differ");
            assertEquals(state.outcome(), copy.outcome(), "outcome of the restored state differs");
            assertEquals(state.toMove(), copy.toMove(), "side to move of the restored state differs");
            assertEquals(state.definition(), copy.definition(), "definition of the restored state differs");
        });
    }

    @TestFactory
    default Stream<DynamicTest> records_roundTripAndReplay() {
        return Runs.perDefinition(this, "records round-trip and replay", definition -> {
            TabulaJson json = JsonCache.of(definition.module());
            for (int game = 0; game < contractPlayouts(); game++) {
                List<GameState> states = Runs.playout(this, definition, Runs.seed(game));
                List<Move> moves = Runs.movesOf(this, definition, Runs.seed(game));
                GameRecord record = GameRecord.replayed(definition, definition.newGame(), moves);
                GameRecord copy = json.recordFromJson(json.recordToJson(record));
                assertEquals(record.moves(), copy.moves(), "moves of the record after JSON");
                List<GameState> replayed = copy.states();
                assertEquals(states.size(), replayed.size(), "states in the replayed record");
                for (int i = 0; i < states.size(); i++) {
                    assertEquals(states.get(i).hash(), replayed.get(i).hash(), "hash at ply " + i);
                    assertEquals(Runs.snapshotText(states.get(i)), Runs.snapshotText(replayed.get(i)), "state at ply " + i);
                }
            }
        });
    }

    /**
     * Every record format of the module that writes a definition's games writes them so that
     * it reads them back: the same moves and the same outcome, for finished games and for
     * games cut off half-way (as {@code tabula play --record} writes them after every move).
     */
    @TestFactory
    default Stream<DynamicTest> recordFormats_readBackWhatTheyWrite() {
        Requirement needs = Requirement.WRITTEN_RECORDS;
        return Runs.perDefinition(this, "record formats read back what they write", needs, definition -> {
            for (RecordFormat format : definition.module().recordFormats()) {
                if (!format.writes(definition, false)) {
                    continue;
                }
                for (int game = 0; game < contractPlayouts(); game++) {
                    List<Move> moves = Runs.movesOf(this, definition, Runs.seed(game));
                    for (int plies : List.of(moves.size() / 2, moves.size())) {
                        GameRecord record = GameRecord.replayed(definition, definition.newGame(), moves.subList(0, plies));
                        GameState end = record.last();
                        String text = format.write(record.start(), record.moves(), end, Optional.empty());
                        String where = format.name() + ", seed " + Runs.seed(game) + ", " + plies + " plies";
                        assertTrue(format.reads(text), where + ": the format does not read what it wrote");
                        List<RecordFormat.Replay> replays = format.replay("written", text);
                        assertEquals(1, replays.size(), where + ": games read back");
                        RecordFormat.Replay replay = replays.get(0);
                        assertEquals(Optional.empty(), replay.illegal(), where + ": an illegal move read back");
                        assertEquals(definition, replay.definition(), where + ": definition read back");
                        assertEquals(record.moves(), replay.moves(), where + ": moves read back");
                        assertEquals(end.outcome(), replay.last().outcome(), where + ": outcome read back");
                        assertEquals(Runs.snapshotText(end), Runs.snapshotText(replay.last()), where + ": last state read back");
                    }
                }
            }
        });
    }

    @TestFactory
    default Stream<DynamicTest> definitions_roundTripThroughText() {
        return Runs.perDefinition(this, "definition text round-trips", definition -> {
            GameDefinition parsed = GameRegistry.of(definition.module()).parseDefinition(definition.text());
            assertEquals(definition, parsed);
            assertEquals(definition.text(), parsed.text());
        });
    }
}
