package io.tabula.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.IOException;
import java.io.InputStream;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * A Junqi game between two human seats, played through the API, in which no response to a
 * seat ever holds the identity of an enemy piece it may not know: not its snapshots at any
 * ply, its legal moves, its records, the errors it gets, nor its events. Identities are looked
 * for in every form the server could leak them: a piece drawn with its label, the enemy's
 * layout as the enemy's own move list writes it, and diagram tokens like {@code b40}.
 */
class JunqiLeakTest {
    private static final int MAX_PLIES = 120;

    /** Diagram tokens of a known enemy piece, by enemy side; a public flag ({@code F}) is allowed. */
    private static final Map<String, Pattern> IDENTITY_TOKENS = Map.of(
            "red", Pattern.compile("\\bb(?:3[2-9]|40|B|M)\\b"),
            "blue", Pattern.compile("\\br(?:3[2-9]|40|B|M)\\b"));

    private Api api;
    private String match;
    private final Map<String, String> tokens = new java.util.HashMap<>();
    /** Each side's layout as its own move list writes it: a secret from the other side. */
    private final Map<String, String> layouts = new java.util.HashMap<>();
    private int responsesChecked;
    /** Once the game is over everything is public (docs/rules/junqi.md), so nothing is checked after. */
    private boolean over;

    @Test
    void noResponseToASeatHoldsAHiddenEnemyPiece() throws Exception {
        try (Api server = new Api(Optional.empty())) {
            api = server;
            JsonNode created = api.create("{\"game\":\"junqi\",\"seats\":[\"human\",\"human\"]}");
            match = created.get("match").asText();
            tokens.put("red", created.get("seats").get(0).get("token").asText());
            tokens.put("blue", created.get("seats").get(1).get("token").asText());

            deploy("red");
            deploy("blue");
            assertEquals(404, get("red", "/record.sgf").status(), "Junqi has no SGF record");
            checkEvents("red");

            int plies = 0;
            JsonNode last = snapshot("red");
            while (last.get("outcome").isNull() && plies < MAX_PLIES) {
                String mover = last.get("toMove").get(0).asText();
                String other = mover.equals("red") ? "blue" : "red";
                everythingTo(other);
                everythingTo(mover);
                // the seat not to move is refused; the seat to move is refused an enemy piece
                Api.Answer refused = move(other, "a1-a2");
                assertEquals(400, refused.status(), refused.body());
                JsonNode view = snapshot(mover);
                enemyPost(view, mover).ifPresent(post -> assertEquals(400, move(mover, post + "-" + post).status()));
                Api.Answer played = move(mover, choose(mover, view));
                last = Api.ok(played);
                plies++;
            }
            everythingTo("red");
            everythingTo("blue");
            checkEvents("blue");
            assertTrue(plies >= 20, "the game went on long enough to fight: " + plies + " plies");
            assertTrue(responsesChecked > 10 * plies, "responses checked: " + responsesChecked);
        }
    }

    /** The seat to deploy takes the first of the layouts the page offers; the other seat sees none of it. */
    private void deploy(String side) {
        JsonNode view = snapshot(side);
        assertTrue(view.get("yourTurn").asBoolean(), side + " deploys now");
        assertEquals("deploy", view.get("phase").asText().split("/")[0]);
        assertEquals(0, legal(side).size(), "a layout is too large a choice to list");
        JsonNode action = view.get("actions").get(0);
        JsonNode after = Api.ok(move(side, action.get("move").asText()));
        List<String> moves = GomokuApiTest.texts(after.get("moves"));
        layouts.put(side, moves.get(moves.size() - 1));
        assertTrue(layouts.get(side).length() > 20, layouts.toString());
    }

    /** Every kind of response the seat can get now: snapshots at every ply, legal moves, its record. */
    private void everythingTo(String side) {
        JsonNode now = snapshot(side);
        for (int ply = 0; ply <= now.get("plies").asInt(); ply += Math.max(1, now.get("plies").asInt() / 6)) {
            Api.ok(get(side, "?ply=" + ply));
        }
        legal(side);
        List<String> endings = new java.util.ArrayList<>();
        for (JsonNode download : now.get("records")) {
            endings.add(download.get("extension").asText());
            Api.Answer record = get(side, "/record." + download.get("extension").asText());
            assertEquals(200, record.status(), record.body());
            assertTrue(record.body().contains("\"viewer\""), "a side's own record: " + record.body());
        }
        assertEquals(List.of("json"), endings, "Junqi's record as a side's view; no format writes the whole game here");
    }

    private JsonNode snapshot(String side) {
        return Api.ok(get(side, ""));
    }

    private JsonNode legal(String side) {
        return Api.ok(get(side, "/legal"));
    }

    private Api.Answer get(String side, String path) {
        String query = path.startsWith("?") ? path.substring(1) + "&" : "";
        String rest = path.startsWith("?") ? "" : path;
        Api.Answer answer = api.get("/api/matches/" + match + rest + "?" + query + "seat=" + tokens.get(side));
        check(side, answer.body());
        if (answer.status() == 200 && answer.contentType().startsWith("application/json") && rest.isEmpty()) {
            checkSnapshot(side, answer.json());
        }
        return answer;
    }

    private Api.Answer move(String side, String move) {
        long version = snapshot(side).get("version").asLong();
        Api.Answer answer = api.post("/api/matches/" + match + "/moves", Api.MAPPER.createObjectNode()
                .put("seat", tokens.get(side)).put("move", move).put("version", version));
        check(side, answer.body());
        if (answer.status() == 200) {
            checkSnapshot(side, answer.json());
        }
        return answer;
    }

    /** No text sent to {@code side} holds the enemy's layout or a diagram token of a known enemy piece. */
    private void check(String side, String body) {
        responsesChecked++;
        String enemy = side.equals("red") ? "blue" : "red";
        if (layouts.containsKey(enemy) && !over) {
            assertFalse(body.contains(layouts.get(enemy)), side + " was sent blue's layout: " + body);
        }
        if (!over) {
            assertFalse(IDENTITY_TOKENS.get(side).matcher(body).find(), side + " was sent an enemy identity: " + body);
        }
    }

    /** Every enemy piece of a snapshot is drawn hidden, with no label, but a public flag. */
    private void checkSnapshot(String side, JsonNode snapshot) {
        if (!snapshot.has("pieces") || !snapshot.get("outcome").isNull()) {
            over |= snapshot.has("outcome") && !snapshot.get("outcome").isNull() && snapshot.get("ply").asInt() == snapshot
                    .get("plies").asInt();
            return;
        }
        for (JsonNode piece : snapshot.get("pieces")) {
            if (!piece.get("owner").asText().equals(side) && !piece.get("label").asText().equals("F")) {
                assertEquals("hidden", piece.get("glyph").asText(), side + " sees " + piece);
                assertEquals("", piece.get("label").asText(), side + " sees " + piece);
            }
        }
    }

    /** The first event a seat gets names the version only. */
    private void checkEvents(String side) throws IOException, InterruptedException {
        HttpResponse<InputStream> events = HttpClient.newHttpClient().send(HttpRequest.newBuilder(URI.create(
                "http://127.0.0.1:" + api.port() + "/api/matches/" + match + "/events?seat=" + tokens.get(side))).header("Accept", "text/event-stream").build(),
                HttpResponse.BodyHandlers.ofInputStream());
        assertEquals(200, events.statusCode());
        try (InputStream in = events.body()) {
            StringBuilder text = new StringBuilder();
            while (!text.toString().contains("\n\n")) {
                int c = in.read();
                if (c < 0) {
                    break;
                }
                text.append((char) c);
            }
            check(side, text.toString());
            assertTrue(text.toString().matches("(?s)event: update\\ndata: \\{\"version\":\\d+\\}\\n.*"), text.toString());
        }
    }

    /** An attack where there is one (so that pieces fight and flags come out), else a spread choice. */
    private String choose(String side, JsonNode view) {
        JsonNode legal = legal(side);
        assertTrue(legal.size() > 0, side + " has moves");
        Set<String> enemies = new HashSet<>();
        view.get("pieces").forEach(p -> {
            if (!p.get("owner").asText().equals(side)) {
                enemies.add(p.get("point").asText());
            }
        });
        for (JsonNode move : legal) {
            if (enemies.contains(move.get("path").get(1).asText())) {
                return move.get("move").asText();
            }
        }
        return legal.get((view.get("ply").asInt() * 31) % legal.size()).get("move").asText();
    }

    private static Optional<String> enemyPost(JsonNode view, String side) {
        return Stream.of(view.get("pieces")).flatMap(a -> java.util.stream.StreamSupport.stream(a.spliterator(), false))
                .filter(p -> !p.get("owner").asText().equals(side)).map(p -> p.get("point").asText()).findFirst();
    }
}
