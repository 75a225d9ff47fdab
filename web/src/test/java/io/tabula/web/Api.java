package io.tabula.web;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.tabula.core.GameRegistry;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.Executor;

/**
 * A server on an ephemeral port of 127.0.0.1 and a client of its API for the tests. Agents
 * think on the executor the test gives (the calling thread by default, so an agent's reply is
 * in place when the request that gave it the move returns: no waiting on a clock). Every
 * response body is kept, so a test can look through all that a seat was sent.
 */
final class Api implements AutoCloseable {
    static final ObjectMapper MAPPER = new ObjectMapper();

    private final WebServer server;
    private final HttpClient client = HttpClient.newHttpClient();
    private final String base;
    final List<String> bodies = new ArrayList<>();

    Api(Optional<Path> data) {
        this(data, Runnable::run);
    }

    Api(Optional<Path> data, Executor agents) {
        this(GameRegistry.installed(), data, agents);
    }

    Api(GameRegistry games, Optional<Path> data, Executor agents) {
        this(games, data, agents, java.util.Map.of(), io.tabula.referee.EngineLauncher.PROCESSES);
    }

    /** A server with external engines for its seats, started by {@code launcher}. */
    Api(Optional<Path> data, Executor agents, java.util.Map<String, io.tabula.referee.PlayerSpec> engines,
            io.tabula.referee.EngineLauncher launcher) {
        this(GameRegistry.installed(), data, agents, engines, launcher);
    }

    Api(GameRegistry games, Optional<Path> data, Executor agents,
            java.util.Map<String, io.tabula.referee.PlayerSpec> engines, io.tabula.referee.EngineLauncher launcher) {
        server = new WebServer(games, data, agents, engines, launcher).start("127.0.0.1", 0);
        base = "http://127.0.0.1:" + server.port();
    }

    /** Marks dead stones for the seat: {@code toggle} a chain, or with null confirm. */
    Answer dead(String match, String token, String toggle) {
        long version = snapshot(match, token).get("version").asLong();
        var body = MAPPER.createObjectNode().put("seat", token).put("version", version);
        if (toggle == null) {
            body.put("confirm", true);
        } else {
            body.put("toggle", toggle);
        }
        return post("/api/matches/" + match + "/dead", body);
    }

    record Answer(int status, String body, String contentType) {
        JsonNode json() {
            try {
                return MAPPER.readTree(body);
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }
    }

    Answer get(String path) {
        return send(HttpRequest.newBuilder(URI.create(base + path)).GET().build());
    }

    Answer post(String path, String body) {
        return send(HttpRequest.newBuilder(URI.create(base + path)).POST(HttpRequest.BodyPublishers.ofString(body))
                .header("Content-Type", "application/json").build());
    }

    Answer post(String path, JsonNode body) {
        return post(path, body.toString());
    }

    private Answer send(HttpRequest request) {
        try {
            HttpResponse<String> response = client.send(request, HttpResponse.BodyHandlers.ofString());
            bodies.add(response.body());
            return new Answer(response.statusCode(), response.body(),
                    response.headers().firstValue("Content-Type").orElse(""));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException(e);
        }
    }

    /** Creates a match; returns its creation answer as JSON (asserting 201). */
    JsonNode create(String json) {
        Answer answer = post("/api/matches", json);
        if (answer.status() != 201) {
            throw new AssertionError("match not created: " + answer.status() + " " + answer.body());
        }
        return answer.json();
    }

    JsonNode snapshot(String match, String token) {
        return ok(get("/api/matches/" + match + "?seat=" + token));
    }

    /** Plays {@code move} for the seat at its snapshot's version; returns the answer. */
    Answer move(String match, String token, String move) {
        long version = snapshot(match, token).get("version").asLong();
        return post("/api/matches/" + match + "/moves", MAPPER.createObjectNode().put("seat", token)
                .put("move", move).put("version", version));
    }

    static JsonNode ok(Answer answer) {
        if (answer.status() != 200) {
            throw new AssertionError("expected 200, got " + answer.status() + " " + answer.body());
        }
        return answer.json();
    }

    int port() {
        return server.port();
    }

    @Override
    public void close() {
        server.stop();
    }
}
