package io.tabula.web.browser;

import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.openqa.selenium.By;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.support.ui.Select;

/** The lobby (index.html) as a test uses it: choose a game, options and seats, create. */
final class LobbyPage {

  private final HeadlessChromium browser;

  LobbyPage(HeadlessChromium browser, String baseUrl) {
    this.browser = browser;
    browser.open(baseUrl + "/");
    browser.await("the lobby's list of games",
        d -> !d.findElements(By.cssSelector("#game option")).isEmpty());
  }

  LobbyPage game(String id) {
    new Select(find("#game")).selectByValue(id);
    browser.await("the options of " + id, d -> d.findElements(By.cssSelector("#seats select")).size() >= 2);
    return this;
  }

  /** Chooses a preset (a variant or a user's preset) by its name. */
  LobbyPage preset(String name) {
    new Select(find("#preset")).selectByVisibleText(name);
    return this;
  }

  LobbyPage option(String name, String value) {
    WebElement field = find("#option-" + name);
    if (field.getTagName().equals("select")) {
      new Select(field).selectByValue(value);
    } else {
      field.clear();
      field.sendKeys(value);
    }
    return this;
  }

  /** Seat `index` (in side order): "here", "link" or "agent:SPEC". */
  LobbyPage seat(int index, String player) {
    new Select(find("#seat-" + index)).selectByValue(player);
    return this;
  }

  /** Creates the match; returns each human seat's link by side and the "play here" link. */
  Created create() {
    find("#create").click();
    return awaitCreated();
  }

  private Created awaitCreated() {
    browser.await("the new game's links", d -> d.findElement(By.id("created")).isDisplayed());
    Map<String, String> links = new LinkedHashMap<>();
    for (WebElement link : browser.driver().findElements(By.cssSelector("#seat-links a.seat-link"))) {
      links.put(link.getAttribute("data-side"), link.getAttribute("href"));
    }
    WebElement here = find("#play-here");
    return new Created(links, here.isDisplayed() ? here.getAttribute("href") : null);
  }

  /** Pastes a record of `game` and opens it; returns the new match's links. */
  Created openRecord(String game, String record) {
    new Select(find("#record-game")).selectByValue(game);
    WebElement text = find("#record-text");
    text.clear();
    text.sendKeys(record);
    find("#load-record button[type=submit]").click();
    return awaitCreated();
  }

  /** Uploads a case file and waits for the verdict of each case. */
  List<CaseVerdict> checkCases(Path file) {
    find("#cases-file").sendKeys(file.toAbsolutePath().toString());
    find("#check-cases button[type=submit]").click();
    browser.await("the cases' verdicts", d -> !d.findElement(By.id("cases-summary")).getText().isEmpty());
    return browser.driver().findElements(By.cssSelector("#cases li.case")).stream()
        .map(item -> new CaseVerdict(item.getAttribute("data-case"),
            item.getAttribute("class").contains("passed"),
            item.findElements(By.cssSelector(".checks li.failed")).stream().map(c -> c.getAttribute("data-check")).toList(),
            item.findElements(By.cssSelector(".case-board .piece")).size()))
        .toList();
  }

  String casesSummary() {
    return find("#cases-summary").getText();
  }

  private WebElement find(String css) {
    return browser.driver().findElement(By.cssSelector(css));
  }

  /** The links of a new match: one per human seat, and the page for the seats played here. */
  /** A case of a checked case file: passed, the keys of its failed checks, the pieces drawn. */
  record CaseVerdict(String name, boolean passed, List<String> failedChecks, int pieces) {}

  record Created(Map<String, String> seatLinks, String playHere) {}
}
