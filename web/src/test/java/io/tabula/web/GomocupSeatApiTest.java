package io.tabula.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import io.tabula.agent.Deadline;
import io.tabula.protocol.EngineChannel;
import io.tabula.protocol.EngineFault;
import io.tabula.protocol.LineInbox;
import io.tabula.referee.EngineLauncher;
import io.tabula.referee.PlayerSpec;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/**
 * A Gomocup brain as a seat of the page (issue 21: a person plays a Gomocup brain in the
 * browser): it is started once, told the board and the rule, sent each of the person's stones as
 * {@code TURN x,y}, and its answers are played as its own stones, judged like any seat's.
 */
class GomocupSeatApiTest {

    /** A brain in the test's thread that answers {@code moves} in turn, recording every line it is sent. */
    private static EngineLauncher fakeBrain(List<List<String>> started, List<String> sent, String... moves) {
        return command -> {
            started.add(command);
            Iterator<String> next = List.of(moves).iterator();
            LineInbox inbox = new LineInbox();
            return new EngineChannel() {
                @Override
                public void send(String line) {
                    sent.add(line);
                    if (line.startsWith("START")) {
                        inbox.put("OK");
                    } else if (line.startsWith("TURN") || line.equals("BEGIN") || line.equals("DONE")) {
                        inbox.put(next.next());
                    }
                }

                @Override
                public String receive(Deadline deadline) throws EngineFault {
                    return inbox.take(deadline);
                }

                @Override
                public void close() {
                }
            };
        };
    }

    @Test
    void aPersonPlaysABrain_whoseAnswersAreItsStones() {
        List<List<String>> started = new ArrayList<>();
        List<String> sent = new ArrayList<>();
        // h8 is x=7, y=7 from the top left of 15 lines, j8 is x=9; the brain answers h9 (7,6)
        // and h10 (7,5)
        EngineLauncher launcher = fakeBrain(started, sent, "7,6", "7,5");
        Map<String, PlayerSpec> engines = Map.of("brain", PlayerSpec.parse("gomocup:./pbrain-fake").named("brain"));
        try (Api api = new Api(Optional.empty(), Runnable::run, engines, launcher)) {
            JsonNode list = Api.ok(api.get("/api/engines"));
            assertTrue(list.get(0).get("games").toString().contains("\"gomoku\""), list.toString());
            JsonNode created = api.create("{\"game\":\"gomoku\",\"variant\":\"freestyle\","
                    + "\"seats\":[\"human\",\"engine:brain\"]}");
            String match = created.get("match").asText();
            String black = created.get("seats").get(0).get("token").asText();
            Api.ok(api.move(match, black, "h8"));
            JsonNode last = Api.ok(api.move(match, black, "j8"));
            assertEquals(List.of("h8", "h9", "j8", "h10"), GomokuApiTest.texts(last.get("moves")),
                    "the brain's answers are white's stones: " + last);
            assertEquals(List.of(List.of("./pbrain-fake")), started, "one process for the game");
            assertEquals("START 15", sent.get(0));
            assertTrue(sent.contains("TURN 7,7"), "told black's h8: " + sent);
            assertTrue(sent.contains("TURN 9,7"), "and black's j8: " + sent);
            assertTrue(last.get("yourTurn").asBoolean(), "back to the person");
        }
    }
}
