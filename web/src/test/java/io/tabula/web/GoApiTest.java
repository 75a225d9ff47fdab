package io.tabula.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

class GoApiTest {

    @Test
    void aNineByNineGameEndsWithTheScore() {
        try (Api api = new Api(Optional.empty())) {
            JsonNode created = api.create("{\"game\":\"go\",\"options\":{\"size\":\"9\"},\"seats\":[\"human\",\"human\"]}");
            String match = created.get("match").asText();
            String black = created.get("seats").get(0).get("token").asText();
            String white = created.get("seats").get(1).get("token").asText();
            JsonNode start = api.snapshot(match, black);
            assertEquals(81, start.get("drawing").get("points").size());
            assertEquals(List.of("C3", "C7", "E5", "G3", "G7"), stars(start));
            assertTrue(GomokuApiTest.contains(Api.ok(api.get("/api/matches/" + match + "/legal?seat=" + black)), "pass"));
            assertTrue(start.get("actions").toString().contains("\"move\":\"pass\""), start.get("actions").toString());

            Api.ok(api.move(match, black, "A2"));
            Api.ok(api.move(match, white, "A1"));
            JsonNode capture = Api.ok(api.move(match, black, "B1"));
            assertEquals(1, capture.get("captures").get("black").asInt(), "B1 takes the white stone on A1");
            assertEquals(0, capture.get("captures").get("white").asInt());
            assertEquals(List.of("black", "white"), fieldNames(capture.get("captures")), "in the order of the sides");
            assertEquals(2, capture.get("pieces").size());
            assertTrue(capture.get("score").isNull());

            Api.ok(api.move(match, white, "pass"));
            JsonNode counting = Api.ok(api.move(match, black, "pass"));
            assertTrue(counting.get("outcome").isNull(), "the dead stones are agreed first (DeadStonesApiTest)");
            Api.ok(api.dead(match, white, null));
            JsonNode end = Api.ok(api.dead(match, black, null));
            assertEquals("score", end.get("outcome").get("reason").asText());
            // Chinese rules (the default), area scoring: black's 2 stones and the 79 empty points only
            // black reaches make 81; white has none, and komi 7.5
            JsonNode score = end.get("score");
            assertEquals("B+73.5", score.get("text").asText(), score.toString());
            assertEquals(81.0, score.get("black").asDouble(), score.toString());
            assertEquals(7.5, score.get("white").asDouble(), score.toString());
            assertEquals(List.of("black", "white", "text"), fieldNames(score), "the sides in their order, then the text");
            assertEquals("black", end.get("outcome").get("winner").asText(), end.toString());
            assertEquals(List.of("A2", "A1", "B1", "pass", "pass"), GomokuApiTest.texts(end.get("moves")));
            assertEquals(0, Api.ok(api.get("/api/matches/" + match + "/legal?seat=" + white)).size(), "no moves after the end");
        }
    }

    @Test
    void anAgentSeatAnswersOffTheRequestThread() {
        java.util.concurrent.ConcurrentLinkedQueue<Runnable> queued = new java.util.concurrent.ConcurrentLinkedQueue<>();
        try (Api api = new Api(Optional.empty(), queued::add)) {
            JsonNode created = api.create("{\"game\":\"go\",\"options\":{\"size\":\"9\"},\"seats\":[\"human\",\"agent:random\"]}");
            String match = created.get("match").asText();
            String black = created.get("seats").get(0).get("token").asText();
            assertEquals("agent:random", created.get("seats").get(1).get("kind").asText());
            assertFalse(created.get("seats").get(1).has("token"), "an agent's seat has no token");
            assertTrue(queued.isEmpty(), "black moves first: nothing for the agent yet");

            JsonNode afterBlack = Api.ok(api.move(match, black, "E5"));
            assertEquals(1, afterBlack.get("plies").asInt(), "the answer comes before the agent has moved");
            assertFalse(afterBlack.get("yourTurn").asBoolean());
            assertEquals(1, queued.size(), "the agent's move was handed to its executor");
            queued.poll().run();
            JsonNode afterWhite = api.snapshot(match, black);
            assertEquals(2, afterWhite.get("plies").asInt());
            assertTrue(afterWhite.get("yourTurn").asBoolean());
        }
    }

    @Test
    void undoAgainstAnAgentTakesBackItsReplyAndTheMove() {
        try (Api api = new Api(Optional.empty())) {
            JsonNode created = api.create("{\"game\":\"go\",\"options\":{\"size\":\"9\"},\"seats\":[\"human\",\"agent:random\"]}");
            String match = created.get("match").asText();
            String black = created.get("seats").get(0).get("token").asText();
            assertFalse(api.snapshot(match, black).get("canUndo").asBoolean(), "nothing to take back yet");
            JsonNode replied = Api.ok(api.move(match, black, "E5"));
            assertEquals(2, replied.get("plies").asInt(), "the agent replied on the calling thread");
            assertTrue(replied.get("canUndo").asBoolean());
            JsonNode undone = Api.ok(api.post("/api/matches/" + match + "/undo", "{\"seat\":\"" + black + "\"}"));
            assertEquals(0, undone.get("plies").asInt());
            assertTrue(undone.get("yourTurn").asBoolean());
            assertEquals(3, undone.get("version").asInt(), "two moves and an undo");
        }
    }

    @Test
    void aJunqiSeatTakesBackItsLayoutBeforeTheOtherDeploys() {
        try (Api api = new Api(Optional.empty())) {
            JsonNode created = api.create("{\"game\":\"junqi\"}");
            String match = created.get("match").asText();
            String red = created.get("seats").get(0).get("token").asText();
            JsonNode start = api.snapshot(match, red);
            Api.ok(api.move(match, red, start.get("actions").get(0).get("move").asText()));
            Api.Answer blueUndo = api.post("/api/matches/" + match + "/undo", "{\"seat\":\""
                    + created.get("seats").get(1).get("token").asText() + "\"}");
            assertEquals(400, blueUndo.status(), "blue has not moved");
            JsonNode undone = Api.ok(api.post("/api/matches/" + match + "/undo", "{\"seat\":\"" + red + "\"}"));
            assertEquals(0, undone.get("plies").asInt());
            assertTrue(undone.get("yourTurn").asBoolean(), "red deploys again");
        }
    }

    @Test
    void aMoveIsAnnouncedToTheOtherSeatByAnEvent() throws Exception {
        try (Api api = new Api(Optional.empty())) {
            JsonNode created = api.create("{\"game\":\"go\",\"options\":{\"size\":\"9\"}}");
            String match = created.get("match").asText();
            String black = created.get("seats").get(0).get("token").asText();
            String white = created.get("seats").get(1).get("token").asText();
            java.net.http.HttpResponse<java.util.stream.Stream<String>> events = java.net.http.HttpClient.newHttpClient()
                    .send(java.net.http.HttpRequest.newBuilder(java.net.URI.create("http://127.0.0.1:" + api.port()
                            + "/api/matches/" + match + "/events?seat=" + white)).header("Accept", "text/event-stream")
                            .build(), java.net.http.HttpResponse.BodyHandlers.ofLines());
            assertTrue(events.headers().firstValue("Content-Type").orElse("").startsWith("text/event-stream"));
            java.util.Iterator<String> lines = events.body().iterator();
            assertEquals("event: update", lines.next());
            assertEquals("data: {\"version\":0}", lines.next());
            Api.ok(api.move(match, black, "E5"));
            List<String> next = new java.util.ArrayList<>();
            while (next.size() < 2) {
                String line = lines.next();
                if (!line.isEmpty()) {
                    next.add(line);
                }
            }
            assertEquals(List.of("event: update", "data: {\"version\":1}"), next);
            events.body().close();
        }
    }

    private static List<String> fieldNames(JsonNode node) {
        List<String> names = new java.util.ArrayList<>();
        node.fieldNames().forEachRemaining(names::add);
        return names;
    }

    private static List<String> stars(JsonNode snapshot) {
        for (JsonNode region : snapshot.get("drawing").get("regions")) {
            if (region.get("kind").asText().equals("star")) {
                return GomokuApiTest.texts(region.get("points")).stream().sorted().toList();
            }
        }
        return List.of();
    }
}
