package io.tabula.web.browser;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.tabula.core.GameRegistry;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;
import org.openqa.selenium.WebElement;

/**
 * The fallback painter draws what the topology is: a hex board as hexagonal cells, a graph as
 * its points and edges where the topology places them, each point named as the game names it
 * and a stone placed by clicking it.
 */
class TopologyBrowserTest extends OneBrowserTest {

  @Override
  GameRegistry games() {
    return GameRegistry.of(TopologyGames.hex(), TopologyGames.ring());
  }

  @Test
  void aHexCellIsAHexagon_andAClickPlacesAStoneThere() {
    GamePage page = new GamePage(browser, new LobbyPage(browser, server.baseUrl())
        .game("hex-cells").seat(0, "here").seat(1, "here").create().playHere());
    page.handOverTo("black").withoutHandOver();
    page.awaitTurn("black");
    List<WebElement> cells = browser.driver().findElements(By.cssSelector("#board polygon.cell-hex"));
    assertEquals(25, cells.size(), "one hexagon per cell of the 5x5 board");
    assertEquals("hexes", browser.driver().findElement(By.cssSelector("#board svg")).getAttribute("class")
        .replaceAll(".*board-", ""));
    page.click("c3").awaitPly(1);
    assertEquals("piece", page.awaitPiece("c3", ""));
    page.awaitTurn("white").click("e5").awaitPly(2);
    assertTrue(page.hasPiece("e5"));
    assertFalse(page.hasPiece("a1"));
    assertTrue(page.moveList().contains("c3"), page.moveList());
    assertEquals("", page.error());
    Screenshots.save(browser, "hex-cells");
  }

  @Test
  void aGraphIsItsPointsAndEdges_namedAsTheGameNamesThem() {
    GamePage page = new GamePage(browser, new LobbyPage(browser, server.baseUrl())
        .game("ring").seat(0, "here").seat(1, "here").create().playHere());
    page.handOverTo("black").withoutHandOver();
    page.awaitTurn("black");
    assertEquals(12, browser.driver().findElements(By.cssSelector("#board line.line-grid")).size(),
        "six spokes and six links of the ring");
    assertEquals(7, browser.driver().findElements(By.cssSelector("#board .hit.clickable")).size());
    page.click("c").awaitPly(1);
    assertEquals("piece", page.awaitPiece("c", ""));
    page.awaitTurn("white").click("r4").awaitPly(2);
    assertTrue(page.hasPiece("r4"));
    assertTrue(page.moveList().contains("r4"), page.moveList());
    assertEquals("", page.error());
    Screenshots.save(browser, "ring");
  }
}
