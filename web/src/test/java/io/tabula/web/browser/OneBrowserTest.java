package io.tabula.web.browser;

import java.nio.file.Path;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.io.TempDir;

/**
 * A browser test with one headless Chromium against a served Tabula whose games are kept
 * in a fresh folder; skipped, with a message, where Chromium or its driver is missing.
 */
abstract class OneBrowserTest {

  @TempDir Path data;
  ServedGames server;
  HeadlessChromium browser;

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
}
