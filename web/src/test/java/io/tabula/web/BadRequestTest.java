package io.tabula.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.Optional;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * Every refused request gets its status and one clear sentence as {@code {"error": ...}}, never
 * a stack trace, and leaves the match as it was.
 */
class BadRequestTest {
    private Api api;
    private String match;
    private String black;
    private String white;

    @BeforeEach
    void aGameWithOneMove() {
        api = new Api(Optional.empty());
        JsonNode created = api.create("{\"game\":\"go\",\"options\":{\"size\":\"9\"}}");
        match = created.get("match").asText();
        black = created.get("seats").get(0).get("token").asText();
        white = created.get("seats").get(1).get("token").asText();
        Api.ok(api.move(match, black, "E5"));
    }

    @AfterEach
    void stop() {
        api.close();
    }

    @Test
    void movesThatAreNotTheSeatsToMake() {
        refused(400, "not your turn", api.move(match, black, "D4"));
        refused(400, "not a move", api.move(match, white, "Z99"));
        refused(400, "illegal move E5", api.move(match, white, "E5"));
        refused(409, "has changed", post("/moves", "{\"seat\":\"" + white + "\",\"move\":\"D4\",\"version\":0}"));
        refused(400, "version", post("/moves", "{\"seat\":\"" + white + "\",\"move\":\"D4\"}"));
        refused(400, "\"move\"", post("/moves", "{\"seat\":\"" + white + "\",\"move\":7,\"version\":1}"));
        refused(400, "not JSON", post("/moves", "{seat:"));
        refused(400, "JSON object", post("/moves", "[1,2]"));
        refused(403, "token", post("/moves", "{\"seat\":\"guess\",\"move\":\"D4\",\"version\":1}"));
        refused(403, "token", api.get("/api/matches/" + match));
        refused(403, "token", api.get("/api/matches/" + match + "/legal?seat=" + black + "x"));
        refused(400, "ply 9", api.get("/api/matches/" + match + "?seat=" + black + "&ply=9"));
        refused(400, "whole number", api.get("/api/matches/" + match + "?seat=" + black + "&ply=last"));
        refused(400, "nothing to undo", post("/undo", "{\"seat\":\"" + white + "\"}"));
    }

    @Test
    void namesThatDoNotExist() {
        refused(404, "no match", api.get("/api/matches/AAAAAAAAAAAA?seat=" + black));
        refused(404, "no match", api.get("/api/matches/..%2F..%2Fetc?seat=" + black));
        refused(404, "nothing at", api.get("/api/nothing"));
        refused(404, "no game 'chess'", api.post("/api/matches", "{\"game\":\"chess\"}"));
        refused(400, "unknown option 'sise'", api.post("/api/matches", "{\"game\":\"go\",\"options\":{\"sise\":\"9\"}}"));
        refused(400, "option 'size'", api.post("/api/matches", "{\"game\":\"go\",\"options\":{\"size\":\"99\"}}"));
        refused(400, "unknown variant", api.post("/api/matches", "{\"game\":\"go\",\"variant\":\"klingon\"}"));
        refused(400, "unknown agent", api.post("/api/matches", "{\"game\":\"go\",\"seats\":[\"human\",\"agent:genius\"]}"));
        refused(400, "2 seats", api.post("/api/matches", "{\"game\":\"go\",\"seats\":[\"human\"]}"));
        refused(400, "ismcts", api.post("/api/matches", "{\"game\":\"junqi\",\"seats\":[\"human\",\"agent:mcts\"]}"));
    }

    @Test
    void anUploadOverTheLimitIsRefused() {
        String big = "(;GM[1]SZ[9]C[" + "x".repeat(Bodies.LIMIT) + "])";
        refused(413, "1 MB", api.post("/api/records?game=go", big));
        refused(413, "1 MB", api.post("/api/cases", big));
    }

    /** A page of another site whose name points at 127.0.0.1 (DNS rebinding) is refused. */
    @Test
    void aRequestForAnotherHostIsRefused() throws java.io.IOException {
        try (java.net.Socket socket = new java.net.Socket("127.0.0.1", api.port())) {
            socket.getOutputStream().write(("GET /api/games HTTP/1.1\r\nHost: evil.example:" + api.port()
                    + "\r\nConnection: close\r\n\r\n").getBytes(java.nio.charset.StandardCharsets.US_ASCII));
            String answer = new String(socket.getInputStream().readAllBytes(), java.nio.charset.StandardCharsets.UTF_8);
            assertTrue(answer.startsWith("HTTP/1.1 403"), answer);
            assertTrue(answer.contains("{\"error\":\"this server answers requests to localhost only\"}"), answer);
        }
        assertEquals(200, api.get("/api/games").status(), "127.0.0.1 itself is answered");
    }

    @Test
    void hostNamesLoseTheirPort() {
        assertEquals("localhost", WebServer.hostName("LocalHost:8080"));
        assertEquals("[::1]", WebServer.hostName("[::1]:8080"));
        assertEquals("[::1]", WebServer.hostName("[::1]"));
        assertEquals("127.0.0.1", WebServer.hostName("127.0.0.1"));
        assertEquals("", WebServer.hostName(null));
    }

    private Api.Answer post(String path, String body) {
        return api.post("/api/matches/" + match + path, body);
    }

    private void refused(int status, String words, Api.Answer answer) {
        assertEquals(status, answer.status(), answer.body());
        assertTrue(answer.contentType().startsWith("application/json"), answer.contentType());
        JsonNode error = answer.json();
        assertEquals(1, error.size(), answer.body());
        assertTrue(error.get("error").asText().contains(words), "'" + words + "' in " + answer.body());
        assertFalse(answer.body().contains("Exception") || answer.body().contains("\tat "), answer.body());
        JsonNode now = api.snapshot(match, black);
        assertEquals(1, now.get("version").asInt(), "the match did not change");
        assertEquals(1, now.get("plies").asInt());
    }
}
