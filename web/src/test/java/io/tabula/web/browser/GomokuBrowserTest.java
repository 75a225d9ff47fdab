package io.tabula.web.browser;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Two players on one computer play a freestyle Gomoku game to five by clicking the board. */
class GomokuBrowserTest {

  @TempDir Path data;
  private ServedGames server;
  private HeadlessChromium browser;

  @BeforeEach
  void start() {
    HeadlessChromium.assumeInstalled();
    server = new ServedGames(data);
    browser = new HeadlessChromium();
  }

  @AfterEach
  void stop() {
    if (browser != null) browser.close();
    if (server != null) server.close();
  }

  @Test
  void blackClicksFiveInARowAndWins() {
    LobbyPage.Created created = new LobbyPage(browser, server.baseUrl())
        .game("gomoku").seat(0, "here").seat(1, "here").create();
    assertEquals(2, created.seatLinks().size(), "a link for each human seat");

    GamePage page = new GamePage(browser, created.playHere());
    page.handOverTo("black").withoutHandOver();
    String[] black = {"h8", "h9", "h10", "h11", "h12"};
    String[] white = {"a1", "a2", "a3", "a4"};
    for (int i = 0; i < black.length; i++) {
      page.awaitTurn("black").click(black[i]).awaitPly(2 * i + 1);
      assertEquals("stone", page.awaitPiece(black[i], "black"));
      page.awaitLastMove(black[i]);
      if (i < white.length) {
        page.awaitTurn("white").click(white[i]).awaitPly(2 * i + 2);
        assertEquals("stone", page.awaitPiece(white[i], "white"));
        page.awaitLastMove(white[i]);
      }
    }

    GamePage.Outcome outcome = page.awaitOutcome();
    assertEquals("black", outcome.winner(), outcome.text());
    assertTrue(page.moveList().contains("h12"), page.moveList());
    assertEquals("", page.error());
    Screenshots.save(browser, "gomoku");
  }
}
