package io.tabula.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

class GomokuApiTest {

    @Test
    void aGomokuGameIsPlayedToFiveThroughTheApi() {
        try (Api api = new Api(Optional.empty())) {
            JsonNode created = api.create("{\"game\":\"gomoku\",\"variant\":\"freestyle\",\"seats\":[\"human\",\"human\"]}");
            String match = created.get("match").asText();
            String black = created.get("seats").get(0).get("token").asText();
            String white = created.get("seats").get(1).get("token").asText();
            assertEquals("/play.html?match=" + match + "&seat=" + black, created.get("seats").get(0).get("link").asText());

            Api.Answer first = api.get("/api/matches/" + match + "?seat=" + black);
            assertEquals("application/json; charset=utf-8", first.contentType().toLowerCase(java.util.Locale.ROOT)
                    .replace(";charset", "; charset"));
            JsonNode start = first.json();
            assertEquals("black", start.get("seat").asText());
            assertTrue(start.get("yourTurn").asBoolean());
            assertFalse(api.snapshot(match, white).get("yourTurn").asBoolean());
            assertEquals(225, start.get("drawing").get("points").size());
            assertEquals("intersections", start.get("drawing").get("style").asText());

            JsonNode legal = Api.ok(api.get("/api/matches/" + match + "/legal?seat=" + black));
            assertTrue(contains(legal, "h8"), "h8 is a legal first move: " + legal);
            assertEquals(0, Api.ok(api.get("/api/matches/" + match + "/legal?seat=" + white)).size());

            String[] blackMoves = {"h8", "h9", "h10", "h11", "h12"};
            String[] whiteMoves = {"j8", "j9", "j10", "j11"};
            JsonNode last = null;
            for (int i = 0; i < blackMoves.length; i++) {
                last = Api.ok(api.move(match, black, blackMoves[i]));
                if (i < whiteMoves.length) {
                    last = Api.ok(api.move(match, white, whiteMoves[i]));
                }
            }
            assertEquals(9, last.get("plies").asInt());
            JsonNode outcome = last.get("outcome");
            assertEquals("black", outcome.get("winner").asText());
            assertEquals("five", outcome.get("reason").asText());
            assertFalse(last.get("yourTurn").asBoolean());
            List<String> pieces = new ArrayList<>();
            last.get("pieces").forEach(p -> pieces.add(p.get("point").asText() + ":" + p.get("owner").asText()));
            assertTrue(pieces.contains("h12:black"), pieces.toString());
            assertTrue(marked(last, "h12", "last-move"));
            assertEquals(List.of("h8", "j8", "h9", "j9", "h10", "j10", "h11", "j11", "h12"), texts(last.get("moves")));

            JsonNode atPly3 = Api.ok(api.get("/api/matches/" + match + "?seat=" + white + "&ply=3"));
            assertEquals(3, atPly3.get("pieces").size());
            assertTrue(atPly3.get("outcome").isNull());
        }
    }

    @Test
    void aRenjuForbiddenPointIsShownWithItsReason() {
        try (Api api = new Api(Optional.empty())) {
            JsonNode created = api.create("{\"game\":\"gomoku\",\"variant\":\"renju\",\"options\":{\"opening\":\"free\",\"forbiddenMoves\":\"illegal\"}}");
            String match = created.get("match").asText();
            String black = created.get("seats").get(0).get("token").asText();
            String white = created.get("seats").get(1).get("token").asText();
            // two open twos of black, h8-i8 along row 8 and j9-j10 along column j, meet at j8:
            // a black stone there makes two open threes at once
            String[][] plies = {{"h8", "a1"}, {"i8", "a3"}, {"j9", "a5"}, {"j10", "a7"}};
            for (String[] pair : plies) {
                Api.ok(api.move(match, black, pair[0]));
                Api.ok(api.move(match, white, pair[1]));
            }
            JsonNode snapshot = api.snapshot(match, black);
            assertTrue(marked(snapshot, "j8", "forbidden"), snapshot.get("marks").toString());
            String reason = "";
            for (JsonNode mark : snapshot.get("marks")) {
                if (mark.get("point").asText().equals("j8") && mark.get("kind").asText().equals("forbidden")) {
                    reason = mark.get("reason").asText();
                }
            }
            assertEquals("double-three", reason);
            Api.Answer refused = api.move(match, black, "j8");
            assertEquals(400, refused.status());
            assertTrue(refused.json().get("error").asText().contains("three"), refused.body());
            assertEquals(8, api.snapshot(match, black).get("plies").asInt(), "a refused move changes nothing");
        }
    }

    static boolean contains(JsonNode legal, String move) {
        for (JsonNode node : legal) {
            if (node.get("move").asText().equals(move)) {
                return true;
            }
        }
        return false;
    }

    static boolean marked(JsonNode snapshot, String point, String kind) {
        for (JsonNode mark : snapshot.get("marks")) {
            if (mark.get("point").asText().equals(point) && mark.get("kind").asText().equals(kind)) {
                return true;
            }
        }
        return false;
    }

    static List<String> texts(JsonNode array) {
        List<String> out = new ArrayList<>();
        array.forEach(node -> out.add(node.asText()));
        return out;
    }
}
