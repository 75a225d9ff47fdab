package io.tabula.web.browser;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import io.tabula.referee.PlayerSpec;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A person plays GNU Go in the browser: the server was started with it as an engine seat
 * ({@code tabula serve --engine gnugo=gtp:...}), the lobby offers it, and it answers each move.
 * Skipped where GNU Go or Chromium is missing.
 */
class GnuGoBrowserTest {
  private static final Path GNUGO = Path.of("/usr/games/gnugo");

  @Test
  void aPersonPlaysGnuGo(@TempDir Path data) {
    assumeTrue(Files.isExecutable(GNUGO), "GNU Go is not installed at " + GNUGO + "; skipped");
    HeadlessChromium.assumeInstalled();
    try (ServedGames server = new ServedGames(data, Map.of("gnugo",
            PlayerSpec.parse("gtp:" + GNUGO + " --mode gtp --level 1").named("gnugo")));
        HeadlessChromium browser = new HeadlessChromium()) {
      LobbyPage.Created created = new LobbyPage(browser, server.baseUrl())
          .game("go").option("size", "9").seat(0, "here").seat(1, "engine:gnugo").create();
      GamePage page = new GamePage(browser, created.playHere());
      page.awaitTurn("black").click("E5");
      page.awaitPly(2).awaitTurn("black");
      List<String> reply = page.marks("last-move");
      assertEquals(1, reply.size(), "GNU Go's reply is on the board");
      // GNU Go chooses its reply (seeded or not); the second move goes where it did not play.
      page.click(reply.contains("C3") ? "G7" : "C3");
      page.awaitPly(4).awaitTurn("black");
      assertEquals("", page.error());
    }
  }
}
