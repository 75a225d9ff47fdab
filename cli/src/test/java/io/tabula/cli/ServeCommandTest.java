package io.tabula.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.tabula.core.GameRegistry;
import io.tabula.examples.connectfour.ConnectFourModule;
import io.tabula.web.WebServer;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code tabula serve}: bad input is one line and exit 2; a module without a drawing plays in the page. */
class ServeCommandTest {

    @Test
    void aPortOutOfRange_isOneLineAndExit2() {
        TabulaCliTest.Run run = TabulaCliTest.run("serve", "--port", "70000");
        assertEquals(2, run.status());
        assertEquals("tabula: --port must be from 1 to 65535, not 70000", run.err().strip());
    }

    @Test
    void aDataFolderThatIsAFile_isOneLineAndExit2(@TempDir Path dir) throws Exception {
        Path file = Files.writeString(dir.resolve("games.txt"), "not a folder");
        TabulaCliTest.Run run = TabulaCliTest.run("serve", "--data", file.toString(), "--port", "8080");
        assertEquals(2, run.status());
        assertEquals(1, run.err().strip().lines().count(), run.err());
        assertTrue(run.err().contains("is a file, not a folder"), run.err());
    }

    @Test
    void aPortInUse_isOneLineAndExit2(@TempDir Path dir) throws Exception {
        try (java.net.ServerSocket taken = new java.net.ServerSocket(0, 1, java.net.InetAddress.getByName("127.0.0.1"))) {
            TabulaCliTest.Run run = TabulaCliTest.run("serve", "--port", Integer.toString(taken.getLocalPort()),
                    "--data", dir.toString());
            assertEquals(2, run.status(), run.out());
            assertEquals("tabula: cannot listen on 127.0.0.1:" + taken.getLocalPort() + " (Address already in use)",
                    run.err().strip());
        }
    }

    /** The Connect Four tutorial has no painter: its diagram is drawn as cells and its moves are buttons. */
    @Test
    void connectFour_isPlayedThroughTheDiagramDrawing() throws Exception {
        WebServer server = new WebServer(GameRegistry.of(new ConnectFourModule()), Optional.empty(), Runnable::run)
                .start("127.0.0.1", 0);
        try {
            ObjectMapper mapper = new ObjectMapper();
            HttpClient client = HttpClient.newHttpClient();
            String base = "http://127.0.0.1:" + server.port();
            HttpResponse<String> created = client.send(HttpRequest.newBuilder(URI.create(base + "/api/matches"))
                    .POST(HttpRequest.BodyPublishers.ofString("{\"game\":\"connect-four\"}")).build(),
                    HttpResponse.BodyHandlers.ofString());
            assertEquals(201, created.statusCode(), created.body());
            JsonNode seats = mapper.readTree(created.body());
            String match = seats.get("match").asText();
            String token = seats.get("seats").get(0).get("token").asText();
            JsonNode snapshot = mapper.readTree(client.send(HttpRequest.newBuilder(URI.create(base + "/api/matches/"
                    + match + "?seat=" + token)).build(), HttpResponse.BodyHandlers.ofString()).body());
            assertEquals("cells", snapshot.get("drawing").get("style").asText());
            assertEquals(42, snapshot.get("drawing").get("points").size());
            assertEquals(7, snapshot.get("actions").size(), snapshot.get("actions").toString());
            String move = snapshot.get("actions").get(3).get("move").asText();
            HttpResponse<String> played = client.send(HttpRequest.newBuilder(URI.create(base + "/api/matches/" + match
                    + "/moves")).POST(HttpRequest.BodyPublishers.ofString(mapper.createObjectNode().put("seat", token)
                    .put("move", move).put("version", snapshot.get("version").asLong()).toString())).build(),
                    HttpResponse.BodyHandlers.ofString());
            assertEquals(200, played.statusCode(), played.body());
            JsonNode after = mapper.readTree(played.body());
            assertEquals(1, after.get("pieces").size());
            assertEquals("d1", after.get("pieces").get(0).get("point").asText());
        } finally {
            server.stop();
        }
    }
}
