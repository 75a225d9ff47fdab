package io.tabula.web.browser;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Red and blue play Junqi from two browsers (two separate profiles, as two computers would):
 * each deploys, then they step in turn until the move limit draws the game. After every step
 * of the game each page shows its own pieces by rank and every enemy piece only from the
 * back, and neither page holds the other's layout.
 */
class JunqiBrowserTest {

  private static final int PLIES_OF_PLAY = 4;

  @TempDir Path data;
  private ServedGames server;
  private HeadlessChromium redBrowser;
  private HeadlessChromium blueBrowser;

  @BeforeEach
  void start() {
    HeadlessChromium.assumeInstalled();
    server = new ServedGames(data);
    redBrowser = new HeadlessChromium();
    blueBrowser = new HeadlessChromium();
  }

  @AfterEach
  void stop() {
    if (redBrowser != null) redBrowser.close();
    if (blueBrowser != null) blueBrowser.close();
    if (server != null) server.close();
  }

  @Test
  void twoBrowsersPlayToTheMoveLimitAndNeverSeeTheOtherSidesPieces() {
    LobbyPage.Created created = new LobbyPage(redBrowser, server.baseUrl())
        .game("junqi").option("maxPlies", String.valueOf(PLIES_OF_PLAY))
        .seat(0, "here").seat(1, "link").create();
    GamePage red = new GamePage(redBrowser, created.playHere());
    GamePage blue = new GamePage(blueBrowser, created.seatLinks().get("blue"));

    red.awaitTurn("red").firstAction();
    blue.awaitTurn("blue").firstAction();
    red.awaitPly(2);
    blue.awaitPly(2);
    assertSeesOnlyItsOwnRanks(red, "red", blue, "blue");
    assertSeesOnlyItsOwnRanks(blue, "blue", red, "red");
    assertTrue(red.moveList().contains("blue: deploy (hidden)"), red.moveList());
    assertTrue(blue.moveList().contains("red: deploy (hidden)"), blue.moveList());

    int end = 2 + PLIES_OF_PLAY;
    for (int ply = 2; ply < end; ply++) {
      boolean redMoves = ply % 2 == 0;
      GamePage mover = redMoves ? red : blue;
      mover.awaitTurn(redMoves ? "red" : "blue");
      List<String> step = mover.stepToAnEmptyPost();
      red.awaitPly(ply + 1).awaitLastMove(step.get(1));
      blue.awaitPly(ply + 1).awaitLastMove(step.get(1));
      if (ply + 1 < end) {
        assertSeesOnlyItsOwnRanks(red, "red", blue, "blue");
        assertSeesOnlyItsOwnRanks(blue, "blue", red, "red");
        if (ply == 3) {
          Screenshots.save(redBrowser, "junqi-red");
          Screenshots.save(blueBrowser, "junqi-blue");
        }
      }
    }

    GamePage.Outcome redSees = red.awaitOutcome();
    GamePage.Outcome blueSees = blue.awaitOutcome();
    assertEquals("move-limit", redSees.reason(), redSees.text());
    assertEquals(redSees.reason(), blueSees.reason());
    assertEquals("none", redSees.winner());
    assertEquals("", red.error());
    assertEquals("", blue.error());
    // Once the game is over the rules show every piece to both sides (docs/rules/junqi.md,
    // "Hidden information and views"), so the checks above stop at the last ply of play.
    assertTrue(red.pieces().stream().anyMatch(p -> p.owner().equals("blue") && p.glyph().equals("piece")),
        "the finished game shows red blue's pieces");
  }

  /**
   * `page` (of `side`) shows its own pieces with their ranks, and on every post where the
   * other page shows one of its own pieces, only a hidden back with no label.
   */
  private static void assertSeesOnlyItsOwnRanks(GamePage page, String side, GamePage other, String otherSide) {
    List<GamePage.Piece> seen = page.pieces();
    Map<String, GamePage.Piece> byPoint = seen.stream().collect(Collectors.toMap(GamePage.Piece::point, p -> p));
    List<GamePage.Piece> own = seen.stream().filter(p -> p.owner().equals(side)).toList();
    assertEquals(25, own.size(), side + " sees its 25 pieces");
    assertTrue(own.stream().allMatch(p -> p.glyph().equals("piece") && !p.label().isEmpty()),
        side + " sees the ranks of its own pieces");
    List<GamePage.Piece> theirs = other.pieces().stream().filter(p -> p.owner().equals(otherSide)).toList();
    assertEquals(25, theirs.size());
    for (GamePage.Piece enemy : theirs) {
      GamePage.Piece shown = byPoint.get(enemy.point());
      assertTrue(shown != null && shown.owner().equals(otherSide), side + " sees a piece on " + enemy.point());
      assertEquals("hidden", shown.glyph(), side + " must not see the rank on " + enemy.point());
      assertEquals("", shown.label(), side + " must not see a label on " + enemy.point());
    }
    String otherLayout = other.moves().get(otherSide.equals("red") ? 0 : 1);
    assertFalse(otherLayout.contains("hidden"), otherSide + " sees its own layout: " + otherLayout);
    assertFalse(page.pageSource().contains(otherLayout), side + "'s page holds " + otherSide + "'s layout");
  }
}
