package io.tabula.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Matches outlive the server in --data; records go out as the seat may know them and come back in. */
class StoreAndRecordsTest {

    @Test
    void aRestartWithTheSameDataFolderKeepsTheGame(@TempDir Path data) {
        String match;
        String black;
        String white;
        try (Api api = new Api(Optional.of(data))) {
            JsonNode created = api.create("{\"game\":\"go\",\"options\":{\"size\":\"9\"},\"seats\":[\"human\",\"human\"]}");
            match = created.get("match").asText();
            black = created.get("seats").get(0).get("token").asText();
            white = created.get("seats").get(1).get("token").asText();
            Api.ok(api.move(match, black, "E5"));
            Api.ok(api.move(match, white, "C3"));
        }
        assertTrue(Files.exists(data.resolve(match + ".json")), "the match is a file named by its id");
        try (Api api = new Api(Optional.of(data))) {
            JsonNode again = api.snapshot(match, black);
            assertEquals(2, again.get("plies").asInt());
            assertEquals(List.of("E5", "C3"), GomokuApiTest.texts(again.get("moves")));
            assertEquals(2, again.get("version").asInt());
            assertEquals(403, api.get("/api/matches/" + match + "?seat=not-a-token").status(), "tokens are kept as they were");
            JsonNode next = Api.ok(api.move(match, black, "D4"));
            assertEquals(3, next.get("plies").asInt());
        }
    }

    @Test
    void aGoRecordGoesOutAsSgfAndComesBackAsANewMatch() {
        try (Api api = new Api(Optional.empty())) {
            JsonNode created = api.create("{\"game\":\"go\",\"options\":{\"size\":\"9\"}}");
            String match = created.get("match").asText();
            String black = created.get("seats").get(0).get("token").asText();
            String white = created.get("seats").get(1).get("token").asText();
            Api.ok(api.move(match, black, "E5"));
            Api.ok(api.move(match, white, "C3"));
            Api.ok(api.move(match, black, "G7"));
            Api.Answer sgf = api.get("/api/matches/" + match + "/record.sgf?seat=" + white);
            assertEquals(200, sgf.status(), sgf.body());
            assertTrue(sgf.body().contains("SZ[9]") && sgf.body().contains(";B[ee]"), sgf.body());

            Api.Answer loaded = api.post("/api/records?game=go", sgf.body());
            assertEquals(201, loaded.status(), loaded.body());
            JsonNode copy = loaded.json();
            JsonNode snapshot = api.snapshot(copy.get("match").asText(), copy.get("seats").get(1).get("token").asText());
            assertEquals(List.of("E5", "C3", "G7"), GomokuApiTest.texts(snapshot.get("moves")));
            assertTrue(snapshot.get("yourTurn").asBoolean(), "white is to move in the loaded game");

            Api.Answer json = api.get("/api/matches/" + match + "/record.json?seat=" + black);
            assertEquals(200, json.status(), json.body());
            Api.Answer fromJson = api.post("/api/records", json.body());
            assertEquals(201, fromJson.status(), fromJson.body());
        }
    }

    @Test
    void aGomokuGameGoesOutInEveryFormatItsModuleWrites_theRenjuMoveListToo() {
        try (Api api = new Api(Optional.empty())) {
            JsonNode created = api.create("{\"game\":\"gomoku\",\"variant\":\"renju\"}");
            String match = created.get("match").asText();
            String black = created.get("seats").get(0).get("token").asText();
            String white = created.get("seats").get(1).get("token").asText();
            Api.ok(api.move(match, black, "h8"));
            JsonNode snapshot = Api.ok(api.move(match, white, "h9"));

            Api.Answer list = api.get("/api/matches/" + match + "/record.txt?seat=" + black);
            assertEquals(200, list.status(), list.body());
            assertTrue(list.contentType().startsWith("text/plain"), list.contentType());
            assertTrue(list.body().startsWith("gomoku(") && list.body().contains("h8 h9"), list.body());
            Api.Answer loaded = api.post("/api/records?game=gomoku", list.body());
            assertEquals(201, loaded.status(), loaded.body());
            JsonNode copy = api.snapshot(loaded.json().get("match").asText(),
                    loaded.json().get("seats").get(0).get("token").asText());
            assertEquals(List.of("h8", "h9"), GomokuApiTest.texts(copy.get("moves")));
            assertEquals(snapshot.get("definition"), copy.get("definition"));

            // the page offers a button for each
            assertEquals("[{\"name\":\"sgf\",\"extension\":\"sgf\"},{\"name\":\"renju move list\",\"extension\":\"txt\"},"
                    + "{\"name\":\"json\",\"extension\":\"json\"}]", snapshot.get("records").toString());

            Api.Answer none = api.get("/api/matches/" + match + "/record.pdf?seat=" + black);
            assertEquals(404, none.status(), none.body());
            assertTrue(none.json().get("error").asText().contains("no .pdf record"), none.body());
        }
    }

    @Test
    void aRecordWithAnIllegalMoveIsRefused() {
        try (Api api = new Api(Optional.empty())) {
            Api.Answer answer = api.post("/api/records?game=go", "(;GM[1]FF[4]SZ[9];B[ee];W[ee])");
            assertEquals(400, answer.status(), answer.body());
            assertTrue(answer.json().get("error").asText().contains("illegal move 2"), answer.body());
            Api.Answer garbage = api.post("/api/records", "this is no record");
            assertEquals(400, garbage.status());
            assertTrue(garbage.json().get("error").asText().contains("no record"), garbage.body());
        }
    }

    @Test
    void aCaseFileShowsEachCaseWithItsChecks() throws IOException {
        String file;
        try (InputStream in = getClass().getResourceAsStream("/conformance/gomoku/freestyle-pass.json")) {
            file = new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
        try (Api api = new Api(Optional.empty())) {
            Api.Answer answer = api.post("/api/cases", file);
            assertEquals(200, answer.status(), answer.body());
            JsonNode cases = answer.json();
            assertTrue(cases.size() > 0);
            for (JsonNode c : cases) {
                assertEquals("gomoku", c.get("game").asText());
                assertTrue(c.get("passed").asBoolean(), c.toString());
                assertTrue(c.get("checks").size() > 0, c.toString());
                assertTrue(c.get("drawing").get("points").size() > 0);
            }
            String broken = file.replace("\"status\": \"over\"", "\"status\": \"ongoing\"");
            assertTrue(!broken.equals(file), "the file has a status to break");
            JsonNode failed = Api.ok(api.post("/api/cases", broken));
            assertTrue(failed.toString().contains("\"key\":\"status\",\"passed\":false"), failed.toString());
            Api.Answer bad = api.post("/api/cases", "{\"game\": \"nope\"}");
            assertEquals(400, bad.status(), bad.body());
        }
    }
}
