package io.tabula.web.browser;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/**
 * Two players share one computer for a 9x9 Go game: the hand-over cover hides the board
 * between their moves; black captures a stone, both pass, they mark the dead stones (white
 * marks black's C3 dead, then alive again) and confirm, and the page shows the score.
 */
class GoBrowserTest extends OneBrowserTest {

  @Test
  void aCaptureTwoPassesAndTheScore() {
    LobbyPage.Created created = new LobbyPage(browser, server.baseUrl())
        .game("go").option("size", "9").seat(0, "here").seat(1, "here").create();
    GamePage page = new GamePage(browser, created.playHere());

    page.handOverTo("black").awaitTurn("black").click("C3");
    page.handOverTo("white").awaitTurn("white").awaitLastMove("C3").click("A1");
    page.handOverTo("black").awaitTurn("black").awaitLastMove("A1").click("A2");
    page.handOverTo("white").awaitTurn("white").awaitLastMove("A2").click("E5");
    page.handOverTo("black").awaitTurn("black").awaitLastMove("E5").click("B1");

    page.handOverTo("white").awaitTurn("white").awaitPly(5).awaitLastMove("B1");
    assertFalse(page.hasPiece("A1"), "black's B1 took the white stone on A1");
    assertEquals("black 1, white 0", page.fact("captures"));

    page.showPly(2);
    assertTrue(page.hasPiece("A1"), "at ply 2 the white stone is still on A1");
    assertFalse(page.hasPiece("B1"));
    page.backToLive().awaitPly(5);

    page.action("pass");
    page.handOverTo("black").awaitTurn("black").action("pass");
    page.handOverTo("white").awaitTurn("white").click("C3");
    page.browser().await("C3 marked dead", d -> page.marks("dead").contains("C3"));
    page.click("C3");
    page.browser().await("C3 alive again", d -> !page.marks("dead").contains("C3"));
    page.confirmDeadStones();
    page.handOverTo("black").awaitTurn("black").confirmDeadStones();
    GamePage.Outcome outcome = page.awaitOutcome();
    assertEquals("score", outcome.reason(), outcome.text());
    // Chinese rules (area): black's C3, A2, B1 and the point A1 they enclose; white's E5 and komi 7.5;
    // the other empty points touch both colours and count for neither
    assertEquals("black 4, white 8.5 (W+4.5)", page.fact("score"));
    assertEquals("white", outcome.winner(), outcome.text());
    assertEquals("", page.error());
    Screenshots.save(browser, "go");
  }
}
