package io.tabula.web.browser;

import io.tabula.core.GameRegistry;
import io.tabula.web.WebServer;
import java.nio.file.Path;
import java.util.Optional;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;

/**
 * The real server with every installed game (or the games a test names), on a free port of 127.0.0.1, keeping its games
 * in a test's temporary folder. Agents think on a thread of their own, as under tabula serve.
 */
final class ServedGames implements AutoCloseable {

  private final ExecutorService agents = Executors.newSingleThreadExecutor(runnable -> {
    Thread thread = new Thread(runnable, "browser-test-agents");
    thread.setDaemon(true);
    return thread;
  });
  private final WebServer server;

  ServedGames(Path data) {
    this(data, GameRegistry.installed(), java.util.Map.of());
  }

  /** With external engines a seat may be, by name. */
  ServedGames(Path data, java.util.Map<String, io.tabula.referee.PlayerSpec> engines) {
    this(data, GameRegistry.installed(), engines);
  }

  /** The server with the games of `registry` only. */
  ServedGames(Path data, GameRegistry registry) {
    this(data, registry, java.util.Map.of());
  }

  private ServedGames(Path data, GameRegistry registry, java.util.Map<String, io.tabula.referee.PlayerSpec> engines) {
    server = new WebServer(registry, Optional.of(data), agents, engines,
        io.tabula.referee.EngineLauncher.PROCESSES).start("127.0.0.1", 0);
  }

  String baseUrl() {
    return "http://127.0.0.1:" + server.port();
  }

  @Override
  public void close() {
    server.stop();
    agents.shutdownNow();
  }
}
