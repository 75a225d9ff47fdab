package io.tabula.web.browser;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * A renju game under the RIF opening rule (games-gomoku/README.md, "opening"): black 1 to 3
 * by the first player, white swaps, white 4, black offers two fifth moves (clicking both
 * points), white chooses one and plays 6; then black builds a double three and the page marks the point as forbidden.
 */
class RenjuBrowserTest extends OneBrowserTest {

  @Test
  void rifOpeningWithASwapAndTwoOffersThenAForbiddenDoubleThree() {
    LobbyPage.Created created = new LobbyPage(browser, server.baseUrl())
        .game("gomoku").preset("renju").option("opening", "rif")
        .seat(0, "here").seat(1, "here").create();
    GamePage page = new GamePage(browser, created.playHere());
    page.handOverTo("black").withoutHandOver();

    page.awaitYourTurn().click("h8").awaitPly(1).awaitPiece("h8", "black");
    page.awaitYourTurn().click("h9").awaitPly(2).awaitPiece("h9", "white");
    page.awaitYourTurn().click("j10").awaitPly(3).awaitPiece("j10", "black");

    page.awaitYourTurn().action("swap").awaitPly(4);
    assertTrue(page.moveList().contains("swap"), page.moveList());
    page.awaitYourTurn().click("i9").awaitPly(5).awaitPiece("i9", "white");

    String refused = page.awaitYourTurn().type("offer h8 g7").awaitError();
    assertTrue(refused.contains("h8"), "the page shows why the offer is refused: " + refused);
    assertEquals(5, page.ply(), "a refused move changes nothing");
    page.action("offer").click("g7").click("j7").awaitPly(6);
    assertEquals(List.of("g7", "j7"), page.marks("offer").stream().sorted().toList(),
        "the choose step marks both offered points");
    page.awaitYourTurn().click("j7").awaitPly(7).awaitPiece("j7", "black");
    assertTrue(!page.hasPiece("g7"), "the offer not chosen leaves no stone");
    page.awaitYourTurn().click("k5").awaitPly(8).awaitPiece("k5", "white");

    String[] black = {"c12", "e12", "d13", "d11"};
    String[] white = {"o1", "o3", "o5", "o7"};
    for (int i = 0; i < black.length; i++) {
      page.awaitYourTurn().click(black[i]).awaitPly(9 + 2 * i).awaitPiece(black[i], "black");
      page.awaitYourTurn().click(white[i]).awaitPly(10 + 2 * i).awaitPiece(white[i], "white");
    }
    page.awaitTurn("black");
    assertTrue(page.marks("forbidden").contains("d12"), "d12 makes two open threes: " + page.marks("forbidden"));
    assertTrue(page.forbiddenLegend().contains("d12: double three"), page.forbiddenLegend());
    assertEquals("", page.error());
    Screenshots.save(browser, "renju");
  }
}
