package io.tabula.web.browser;

import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardWatchEventKinds;
import java.nio.file.WatchKey;
import java.nio.file.WatchService;
import java.time.Duration;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.function.Function;
import java.util.stream.Stream;
import org.openqa.selenium.Dimension;
import org.openqa.selenium.JavascriptException;
import org.openqa.selenium.NotFoundException;
import org.openqa.selenium.OutputType;
import org.openqa.selenium.ScriptTimeoutException;
import org.openqa.selenium.StaleElementReferenceException;
import org.openqa.selenium.WebDriver;
import org.openqa.selenium.chrome.ChromeDriver;
import org.openqa.selenium.chrome.ChromeDriverService;
import org.openqa.selenium.chrome.ChromeOptions;

/**
 * One headless Chromium driven through the system's chromedriver, with its own empty profile
 * (so two instances are two separate browser contexts: no shared cookies or storage).
 * Selenium is given both binaries explicitly, so its driver manager never downloads anything.
 */
final class HeadlessChromium implements AutoCloseable {

  static final Path CHROMIUM = Path.of("/usr/bin/chromium");
  static final Path CHROMEDRIVER = Path.of("/usr/bin/chromedriver");

  /**
   * The longest a wait blocks in the browser for the page to change. It is no verdict on
   * speed: a wait looks again at every change of the page, however late it comes, and this
   * bound only turns a page that stopped changing (a hang) into a failure. A busy machine
   * makes the page change later, never not at all.
   */
  private static final Duration HANG = Duration.ofMinutes(10);

  /**
   * Installed once per document: counts the page's changes (DOM mutations, finished CSS
   * transitions and animations, loaded resources) and wakes the waits blocked on them.
   */
  private static final String WATCH_CHANGES = """
      if (!window.tabulaChanges) {
        const changes = window.tabulaChanges = {count: 0, waiting: []};
        const changed = () => {
          changes.count++;
          const waiting = changes.waiting;
          changes.waiting = [];
          waiting.forEach(wake => wake(true));
        };
        new MutationObserver(changed).observe(document,
            {subtree: true, childList: true, attributes: true, characterData: true});
        for (const event of ['transitionend', 'animationend', 'load', 'readystatechange']) {
          document.addEventListener(event, changed, true);
        }
      }
      return window.tabulaChanges.count;""";

  /** Returns at once if the page changed since `arguments[0]` (or is a new document), else at its next change. */
  private static final String AWAIT_CHANGE = """
      const seen = arguments[0], wake = arguments[arguments.length - 1];
      const changes = window.tabulaChanges;
      if (!changes || changes.count > seen) { wake(true); } else { changes.waiting.push(wake); }""";

  private final Path profile;
  private final Path downloads;
  private final ChromeDriver driver;
  private final WatchService downloadEvents;

  /** Skips the calling test, with a message, when Chromium or its driver is not installed. */
  static void assumeInstalled() {
    assumeTrue(Files.isExecutable(CHROMIUM) && Files.isExecutable(CHROMEDRIVER),
        "browser tests skipped: install the Debian packages chromium and chromium-driver ("
            + CHROMIUM + " and " + CHROMEDRIVER + ")");
  }

  HeadlessChromium() {
    try {
      profile = Files.createTempDirectory("tabula-chromium-");
      downloads = Files.createDirectory(profile.resolve("downloads"));
      downloadEvents = downloads.getFileSystem().newWatchService();
      downloads.register(downloadEvents, StandardWatchEventKinds.ENTRY_CREATE, StandardWatchEventKinds.ENTRY_MODIFY);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    ChromeOptions options = new ChromeOptions();
    options.setBinary(CHROMIUM.toFile());
    options.addArguments("--headless=new", "--no-sandbox", "--disable-gpu",
        "--disable-dev-shm-usage", "--disable-background-networking",
        "--disable-component-update", "--disable-sync", "--no-first-run",
        "--user-data-dir=" + profile, "--window-size=1280,1000");
    options.setExperimentalOption("prefs", Map.of(
        "download.default_directory", downloads.toString(),
        "download.prompt_for_download", false));
    ChromeDriverService service = new ChromeDriverService.Builder()
        .usingDriverExecutable(CHROMEDRIVER.toFile())
        .usingAnyFreePort()
        .build();
    driver = new ChromeDriver(service, options);
    driver.manage().window().setSize(new Dimension(1280, 1000));
    driver.manage().timeouts().scriptTimeout(HANG);
  }

  WebDriver driver() {
    return driver;
  }

  void open(String url) {
    driver.get(url);
  }

  /**
   * Waits until the condition gives a value that is neither null nor false. No clock paces
   * it: the condition is asked again each time the page changes, so a slow machine makes the
   * wait longer and never changes its verdict. An element the page redrew while the
   * condition read it (stale), or one not drawn yet, counts as "not yet".
   */
  <T> T await(String what, Function<WebDriver, T> condition) {
    while (true) {
      long seen = ((Number) driver.executeScript(WATCH_CHANGES)).longValue();
      T value = ask(condition);
      if (value != null && !Boolean.FALSE.equals(value)) {
        return value;
      }
      try {
        driver.executeAsyncScript(AWAIT_CHANGE, seen);
      } catch (ScriptTimeoutException e) {
        // What the page showed instead is the first thing to look at when a test fails.
        screenshot(Path.of("target", "screenshots", "failed-" + what.replaceAll("[^A-Za-z0-9]+", "-") + ".png"));
        throw new AssertionError("waiting for " + what + ": the page stopped changing without it", e);
      } catch (JavascriptException e) {
        // The document was replaced while the script waited (a navigation): that is a change.
      }
    }
  }

  private <T> T ask(Function<WebDriver, T> condition) {
    try {
      return condition.apply(driver);
    } catch (NotFoundException | StaleElementReferenceException e) {
      return null;
    }
  }

  /**
   * Waits for a downloaded file whose name ends with `suffix`; returns its text. The
   * download directory is watched from the start, so a file that lands between a look and
   * the wait is an event already queued.
   */
  String awaitDownload(String suffix) {
    try {
      while (true) {
        try (Stream<Path> files = Files.list(downloads)) {
          List<Path> all = files.toList();
          // Chromium puts an empty file of the final name in place first and renames the .crdownload
          // over it when done: a file is complete once it has text and no download is under way
          Path file = all.stream().filter(f -> f.getFileName().toString().endsWith(suffix)).findFirst().orElse(null);
          boolean underWay = all.stream().anyMatch(f -> f.getFileName().toString().endsWith(".crdownload"));
          if (file != null && !underWay && Files.size(file) > 0) {
            return Files.readString(file);
          }
        }
        WatchKey key = downloadEvents.poll(HANG.toMinutes(), TimeUnit.MINUTES);
        if (key == null) {
          throw new AssertionError("waiting for a downloaded *" + suffix + ": no file came");
        }
        key.pollEvents();
        key.reset();
      }
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new AssertionError("interrupted while waiting for a download", e);
    }
  }

  /** Saves what the window shows as a PNG. */
  void screenshot(Path file) {
    try {
      Files.createDirectories(file.getParent());
      Files.write(file, driver.getScreenshotAs(OutputType.BYTES));
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  @Override
  public void close() {
    try {
      driver.quit();
    } finally {
      try {
        downloadEvents.close();
      } catch (IOException e) {
        // Closing a watch of a temporary folder that is deleted next cannot matter.
      }
      deleteQuietly(profile);
    }
  }

  private static void deleteQuietly(Path directory) {
    try (Stream<Path> files = Files.walk(directory)) {
      files.sorted(Comparator.reverseOrder()).forEach(path -> path.toFile().delete());
    } catch (IOException e) {
      // A leftover temporary profile is harmless; the test's verdict does not depend on it.
    }
  }
}
