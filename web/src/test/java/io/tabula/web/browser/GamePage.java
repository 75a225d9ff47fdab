package io.tabula.web.browser;

import java.util.List;
import org.openqa.selenium.By;
import org.openqa.selenium.ElementNotInteractableException;
import org.openqa.selenium.JavascriptExecutor;
import org.openqa.selenium.StaleElementReferenceException;
import org.openqa.selenium.WebElement;

/**
 * A game page (play.html) as a test uses it. Every step waits for what the page shows (the
 * board's ply, a piece, a button), never for a length of time.
 */
final class GamePage {

  private final HeadlessChromium browser;

  GamePage(HeadlessChromium browser, String url) {
    this.browser = browser;
    browser.open(url);
  }

  HeadlessChromium browser() {
    return browser;
  }

  /** Waits for the hand-over cover naming `side`, and lifts it. */
  GamePage handOverTo(String side) {
    browser.await("the hand-over cover for " + side, d -> {
      WebElement cover = d.findElement(By.id("cover"));
      return cover.isDisplayed() && cover.getText().contains(side);
    });
    assertBoardHidden();
    clickWhenReady(By.id("cover-show"), "the cover's button");
    return this;
  }

  /** While the cover is up, no board and no move list may be in the page at all. */
  void assertBoardHidden() {
    if (!browser.driver().findElements(By.cssSelector("#board svg")).isEmpty()
        || !browser.driver().findElements(By.cssSelector("#moves li")).isEmpty()) {
      throw new AssertionError("the board or the moves are in the page behind the hand-over cover");
    }
  }

  /** Two seats here: let the page switch seats without the cover. */
  GamePage withoutHandOver() {
    browser.await("the hand-over switch turned off", d -> {
      WebElement box = d.findElement(By.id("handover"));
      if (!box.isDisplayed()) return false; // the game is still coming out from under the cover
      try {
        if (box.isSelected()) box.click();
        return !box.isSelected();
      } catch (StaleElementReferenceException | ElementNotInteractableException e) {
        return false;
      }
    });
    return this;
  }

  /** Waits until the page shows `side`'s view with that side to move. */
  GamePage awaitTurn(String side) {
    browser.await(side + "'s turn", d -> {
      List<WebElement> seat = d.findElements(By.cssSelector("#seat-side[data-side='" + side + "']"));
      List<WebElement> task = d.findElements(By.cssSelector("#task[data-your-turn='true']"));
      return !seat.isEmpty() && !task.isEmpty() && task.get(0).isDisplayed();
    });
    return this;
  }

  /** Waits until the seat shown is to move, whichever its side. */
  GamePage awaitYourTurn() {
    browser.await("a seat's turn", d -> !d.findElements(By.cssSelector("#task[data-your-turn='true']")).isEmpty());
    return this;
  }

  /** Plays a move typed as text (for moves no click or button makes). */
  GamePage type(String move) {
    browser.await("typing " + move, d -> {
      WebElement field = d.findElement(By.id("move-text"));
      if (!field.isDisplayed()) return false;
      try {
        field.clear();
        field.sendKeys(move);
        return move.equals(field.getAttribute("value"));
      } catch (StaleElementReferenceException | ElementNotInteractableException e) {
        return false; // the page was redrawing; try again
      }
    });
    clickWhenReady(By.cssSelector("#typed-move button"), "the Play button");
    return this;
  }

  /** The text of the list of black's forbidden points beside the board. */
  String forbiddenLegend() {
    return browser.driver().findElement(By.id("forbidden")).getText();
  }

  /** Waits until the board shows the position after `ply` plies. */
  GamePage awaitPly(int ply) {
    browser.await("the board at ply " + ply,
        d -> !d.findElements(By.cssSelector("#board svg[data-ply='" + ply + "']")).isEmpty());
    return this;
  }

  int ply() {
    return Integer.parseInt(browser.await("the board",
        d -> d.findElement(By.cssSelector("#board svg")).getAttribute("data-ply")));
  }

  /** Steps back to the position after `ply` plies by clicking that move in the move list. */
  GamePage showPly(int ply) {
    clickWhenReady(By.cssSelector("#moves li:nth-child(" + ply + ") button"), "move " + ply + " in the list");
    awaitPly(ply);
    browser.await("the banner of a past position", d -> d.findElement(By.id("history-banner")).isDisplayed());
    return this;
  }

  /** Leaves a past position for the current one. */
  GamePage backToLive() {
    clickWhenReady(By.id("history-live"), "the button back to the current position");
    return this;
  }

  /** Clicks a point of the board once the page offers it as a move. */
  GamePage click(String point) {
    clickWhenReady(By.cssSelector(".hit.clickable[data-point='" + point + "']"), "point " + point);
    return this;
  }

  /** Clicks the action button that makes `move` (pass, swap, a layout, ...). */
  GamePage action(String move) {
    clickWhenReady(By.cssSelector("#actions button[data-move='" + move + "']"), "the button " + move);
    return this;
  }

  /** In the dead-stone phase, agrees to the stones marked dead (the seat whose turn it is to confirm). */
  GamePage confirmDeadStones() {
    clickWhenReady(By.cssSelector("#actions button[data-action='confirm-dead']"), "the button that confirms the dead stones");
    return this;
  }

  /** Takes back this seat's last move (and every move after it). */
  GamePage undo() {
    clickWhenReady(By.cssSelector("#undo:not([disabled])"), "the Undo button");
    return this;
  }

  /** Clicks the first action button on show (one of a few suggested layouts, say). */
  GamePage firstAction() {
    clickWhenReady(By.cssSelector("#actions button[data-move]"), "an action button");
    return this;
  }

  /**
   * Makes a step by clicking: a piece that can move, then one of the destinations the page
   * highlights for it that holds no piece (so the step is no attack). Returns the two points.
   */
  List<String> stepToAnEmptyPost() {
    List<String> pieces = browser.await("pieces that can move", d -> {
      List<String> found = d.findElements(By.cssSelector("#board .hit.clickable")).stream()
          .map(h -> h.getAttribute("data-point")).toList();
      return found.isEmpty() ? null : found;
    });
    for (String from : pieces) {
      click(from);
      List<String> empty = browser.await("destinations of " + from, d -> {
        List<String> found = d.findElements(By.cssSelector("#board [data-highlight]")).stream()
            .map(h -> h.getAttribute("data-highlight")).toList();
        return found.isEmpty() ? null : found;
      }).stream().filter(to -> !hasPiece(to)).toList();
      if (!empty.isEmpty()) {
        click(empty.get(0));
        return List.of(from, empty.get(0));
      }
      click(from);
      browser.await("letting go of " + from,
          d -> d.findElements(By.cssSelector("#board [data-highlight]")).isEmpty());
    }
    throw new AssertionError("no piece can step to an empty post");
  }

  /** The moves of the action buttons on show. */
  List<String> actions() {
    return browser.driver().findElements(By.cssSelector("#actions button[data-move]")).stream()
        .map(b -> b.getAttribute("data-move")).toList();
  }

  /** Waits for a piece of `owner` on `point`; returns its glyph. */
  String awaitPiece(String point, String owner) {
    return browser.await(owner + " on " + point, d -> {
      List<WebElement> found = d.findElements(
          By.cssSelector("#board .piece[data-piece='" + point + "'][data-owner='" + owner + "']"));
      return found.isEmpty() ? null : found.get(0).getAttribute("data-glyph");
    });
  }

  boolean hasPiece(String point) {
    return !browser.driver().findElements(By.cssSelector("#board .piece[data-piece='" + point + "']")).isEmpty();
  }

  /** The points the board marks with `kind` (last-move, forbidden, ...). */
  List<String> marks(String kind) {
    return browser.driver().findElements(By.cssSelector("#board .mark[data-mark='" + kind + "']")).stream()
        .map(m -> m.getAttribute("data-mark-point")).toList();
  }

  /** Waits until the last move is marked on `point`. */
  GamePage awaitLastMove(String point) {
    browser.await("the last move marked on " + point,
        d -> !d.findElements(By.cssSelector("#board .mark[data-mark='last-move'][data-mark-point='" + point + "']")).isEmpty());
    return this;
  }

  /** The pieces on the board: point, owner, glyph and the label text drawn on it (one round trip). */
  List<Piece> pieces() {
    Object rows = ((JavascriptExecutor) browser.driver()).executeScript(
        "return [...document.querySelectorAll('#board .piece')].map(p => [p.dataset.piece, p.dataset.owner,"
            + " p.dataset.glyph, p.querySelector('text') ? p.querySelector('text').textContent : '']);");
    return ((List<?>) rows).stream().map(row -> (List<?>) row)
        .map(r -> new Piece((String) r.get(0), (String) r.get(1), (String) r.get(2), (String) r.get(3)))
        .toList();
  }

  /** Waits for the outcome box and returns its winner, reason and text. */
  Outcome awaitOutcome() {
    WebElement box = browser.await("the outcome", d -> {
      WebElement o = d.findElement(By.id("outcome"));
      return o.isDisplayed() ? o : null;
    });
    return new Outcome(box.getAttribute("data-winner"), box.getAttribute("data-reason"), box.getText());
  }

  /** A fact of the status panel (phase, ply, captures, score), or "" when not shown. */
  String fact(String key) {
    List<WebElement> found = browser.driver().findElements(By.id("fact-" + key));
    return found.isEmpty() ? "" : found.get(0).getText();
  }

  /** The moves of the move list, as this seat may see them. */
  List<String> moves() {
    Object moves = ((JavascriptExecutor) browser.driver()).executeScript(
        "return [...document.querySelectorAll('#moves button.move')].map(b => b.textContent);");
    return ((List<?>) moves).stream().map(String.class::cast).toList();
  }

  String moveList() {
    return browser.driver().findElement(By.id("moves")).getText();
  }

  String pageSource() {
    return browser.driver().getPageSource();
  }

  /** The texts of the download buttons, in their order. */
  List<String> downloadButtons() {
    return browser.driver().findElements(By.cssSelector("#downloads button")).stream().map(WebElement::getText).toList();
  }

  /** Downloads this seat's record in the format of files ending `format` (sgf, txt, json) through the page; returns its text. */
  String download(String format) {
    clickWhenReady(By.id("download-" + format), "the download button for " + format);
    return browser.awaitDownload("." + format);
  }

  /** Waits for the page to show an error; returns it. */
  String awaitError() {
    return browser.await("an error shown", d -> {
      WebElement error = d.findElement(By.id("error"));
      return error.isDisplayed() && !error.getText().isEmpty() ? error.getText() : null;
    });
  }

  /** The error the page shows, or "" when none. */
  String error() {
    WebElement error = browser.driver().findElement(By.id("error"));
    return error.isDisplayed() ? error.getText() : "";
  }

  /** Clicks an element once it is there and clickable; the board redraws, so retry when stale. */
  private void clickWhenReady(By locator, String what) {
    browser.await(what, d -> {
      List<WebElement> found = d.findElements(locator);
      if (found.isEmpty() || !found.get(0).isDisplayed()) return false;
      try {
        found.get(0).click();
        return true;
      } catch (StaleElementReferenceException | ElementNotInteractableException e) {
        return false; // the page was redrawing; try again
      }
    });
  }

  record Piece(String point, String owner, String glyph, String label) {}

  record Outcome(String winner, String reason, String text) {}
}
