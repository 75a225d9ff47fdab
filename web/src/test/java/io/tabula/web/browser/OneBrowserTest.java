package io.tabula.web.browser;

import io.tabula.core.GameRegistry;
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
    server = new ServedGames(data, games());
    browser = new HeadlessChromium();
  }

  /** The games the server serves: every installed one, unless a test names others. */
  GameRegistry games() {
    return GameRegistry.installed();
  }

  @AfterEach
  void stop() {
    if (browser != null) browser.close();
    if (server != null) server.close();
  }
}
