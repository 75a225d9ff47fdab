package io.tabula.web.browser;

import java.nio.file.Path;

/**
 * Where the browser tests keep their pictures of each game: always under target/screenshots,
 * and also in the folder named by the system property {@code tabula.screenshots} when given
 * (the README's pictures are made with {@code -Dtabula.screenshots=../docs/images}).
 */
final class Screenshots {
  private Screenshots() {}

  static void save(HeadlessChromium browser, String name) {
    browser.screenshot(Path.of("target", "screenshots", name + ".png"));
    String docs = System.getProperty("tabula.screenshots", "");
    if (!docs.isBlank()) {
      browser.screenshot(Path.of(docs, name + ".png"));
    }
  }
}
