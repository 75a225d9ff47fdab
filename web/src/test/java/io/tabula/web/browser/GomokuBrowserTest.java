package io.tabula.web.browser;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Two players on one computer play a freestyle Gomoku game to five by clicking the board, save
 * its record and open it again; a player against the random agent sees its replies arrive; a
 * case file uploaded in the lobby shows each case's verdict.
 */
class GomokuBrowserTest extends OneBrowserTest {

  @Test
  void blackClicksFiveInARowAndWins() {
    LobbyPage.Created created = new LobbyPage(browser, server.baseUrl())
        .game("gomoku").seat(0, "here").seat(1, "here").create();
    assertEquals(2, created.seatLinks().size(), "a link for each human seat");

    GamePage page = new GamePage(browser, created.playHere());
    page.handOverTo("black").withoutHandOver();
    page.awaitTurn("black").click("g7").awaitPly(1);
    page.awaitTurn("white").click("b2").awaitPly(2);
    page.awaitTurn("black").undo().awaitPly(0);
    assertFalse(page.hasPiece("g7") || page.hasPiece("b2"), "undo took back black's move and white's answer");

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

    String json = page.download("json");
    assertTrue(json.contains("h12"), json);
    String sgf = page.download("sgf");
    assertTrue(sgf.startsWith("(;"), sgf);
    assertEquals(List.of("Download SGF", "Download renju move list (.txt)", "Download JSON"), page.downloadButtons());
    String moveList = page.download("txt");
    assertTrue(moveList.startsWith("gomoku(") && moveList.contains("h8 a1 h9 a2"), moveList);

    LobbyPage.Created replayed = new LobbyPage(browser, server.baseUrl()).openRecord("gomoku", sgf);
    GamePage again = new GamePage(browser, replayed.playHere());
    again.handOverTo("black").awaitPly(9);
    assertEquals("black", again.awaitOutcome().winner(), "the record replays to black's five");
    assertEquals("stone", again.awaitPiece("h12", "black"));
    assertEquals("stone", again.awaitPiece("a4", "white"));
  }

  @Test
  void theAgentsRepliesArriveLive() {
    LobbyPage.Created created = new LobbyPage(browser, server.baseUrl())
        .game("gomoku").seat(0, "here").seat(1, "agent:random").create();
    assertEquals(List.of("black"), List.copyOf(created.seatLinks().keySet()), "the agent's seat has no link");
    GamePage page = new GamePage(browser, created.playHere());
    List<String> mine = List.of("h8", "h9", "h10", "g8", "g9", "g10");
    for (int round = 1; round <= 3; round++) {
      page.awaitTurn("black");
      String free = mine.stream().filter(p -> !page.hasPiece(p)).findFirst().orElseThrow();
      page.click(free).awaitPly(2 * round).awaitTurn("black");
      assertEquals("stone", page.awaitPiece(free, "black"));
      assertEquals(round, page.pieces().stream().filter(p -> p.owner().equals("white")).count(),
          "the agent has answered each move");
    }
    assertEquals("", page.error());
  }

  @Test
  void anUploadedCaseFileShowsEachCaseWithItsVerdict() throws IOException {
    String cases;
    try (InputStream in = getClass().getResourceAsStream("/conformance/gomoku/freestyle-size5.json")) {
      cases = new String(in.readAllBytes(), StandardCharsets.UTF_8);
    }
    // One wrong expectation, so that one case fails and the page must say which check.
    assertTrue(cases.contains("\"legalCount\": 25"));
    Path file = data.resolve("freestyle-size5-one-wrong.json");
    Files.writeString(file, cases.replace("\"legalCount\": 25", "\"legalCount\": 24"));

    LobbyPage lobby = new LobbyPage(browser, server.baseUrl());
    List<LobbyPage.CaseVerdict> verdicts = lobby.checkCases(file);
    assertTrue(verdicts.size() > 2, verdicts.toString());
    LobbyPage.CaseVerdict initial = verdicts.stream()
        .filter(v -> v.name().equals("initial-position-5x5")).findFirst().orElseThrow();
    assertFalse(initial.passed());
    assertFalse(initial.failedChecks().isEmpty(), "the failed check is named");
    assertTrue(verdicts.stream().filter(v -> v != initial).allMatch(LobbyPage.CaseVerdict::passed), verdicts.toString());
    assertEquals(25, verdicts.stream().filter(v -> v.name().equals("draw-last-point-5x5")).findFirst().orElseThrow().pieces(),
        "the case's position is drawn: the full board after black fills c4");
    assertEquals((verdicts.size() - 1) + " of " + verdicts.size() + " cases pass.", lobby.casesSummary());
    Screenshots.save(browser, "case-file");
  }
}
