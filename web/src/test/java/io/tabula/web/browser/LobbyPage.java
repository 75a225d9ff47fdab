package io.tabula.web.browser;

import java.util.LinkedHashMap;
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
    browser.await("the new game's links", d -> d.findElement(By.id("created")).isDisplayed());
    Map<String, String> links = new LinkedHashMap<>();
    for (WebElement link : browser.driver().findElements(By.cssSelector("#seat-links a.seat-link"))) {
      links.put(link.getAttribute("data-side"), link.getAttribute("href"));
    }
    WebElement here = find("#play-here");
    return new Created(links, here.isDisplayed() ? here.getAttribute("href") : null);
  }

  private WebElement find(String css) {
    return browser.driver().findElement(By.cssSelector(css));
  }

  /** The links of a new match: one per human seat, and the page for the seats played here. */
  record Created(Map<String, String> seatLinks, String playHere) {}
}
