package io.tabula.web.browser;

import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Comparator;
import java.util.Map;
import java.util.function.Function;
import java.util.stream.Stream;
import org.openqa.selenium.Dimension;
import org.openqa.selenium.OutputType;
import org.openqa.selenium.StaleElementReferenceException;
import org.openqa.selenium.TimeoutException;
import org.openqa.selenium.WebDriver;
import org.openqa.selenium.chrome.ChromeDriver;
import org.openqa.selenium.chrome.ChromeDriverService;
import org.openqa.selenium.chrome.ChromeOptions;
import org.openqa.selenium.support.ui.WebDriverWait;

/**
 * One headless Chromium driven through the system's chromedriver, with its own empty profile
 * (so two instances are two separate browser contexts: no shared cookies or storage).
 * Selenium is given both binaries explicitly, so its driver manager never downloads anything.
 */
final class HeadlessChromium implements AutoCloseable {

  static final Path CHROMIUM = Path.of("/usr/bin/chromium");
  static final Path CHROMEDRIVER = Path.of("/usr/bin/chromedriver");

  /**
   * No verdict depends on the machine's speed: every wait is for a condition on the page,
   * and ends as soon as it holds. This bound only turns a page that never gets there into a
   * failure instead of a hang, so it is far beyond what a busy 2-core machine needs.
   */
  private static final Duration PATIENCE = Duration.ofSeconds(120);
  /** How often a wait looks again; it changes how soon a wait ends, never its verdict. */
  private static final Duration POLL = Duration.ofMillis(100);

  private final Path profile;
  private final Path downloads;
  private final ChromeDriver driver;

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
  }

  WebDriver driver() {
    return driver;
  }

  void open(String url) {
    driver.get(url);
  }

  /**
   * Waits until the condition gives a value that is neither null nor false. An element the
   * page redrew while the condition read it (stale) is asked again at the next poll: on a busy
   * machine the page often redraws between finding an element and reading it.
   */
  <T> T await(String what, Function<WebDriver, T> condition) {
    try {
      return new WebDriverWait(driver, PATIENCE, POLL)
          .withMessage(() -> "waiting for " + what)
          .ignoring(StaleElementReferenceException.class)
          .until(condition);
    } catch (TimeoutException e) {
      // What the page showed instead is the first thing to look at when a test fails.
      screenshot(Path.of("target", "screenshots", "failed-" + what.replaceAll("[^A-Za-z0-9]+", "-") + ".png"));
      throw e;
    }
  }

  /** Waits for a downloaded file whose name ends with `suffix`; returns its text. */
  String awaitDownload(String suffix) {
    Path file = await("a downloaded *" + suffix, d -> {
      try (Stream<Path> files = Files.list(downloads)) {
        return files.filter(f -> f.getFileName().toString().endsWith(suffix)).findFirst().orElse(null);
      } catch (IOException e) {
        throw new UncheckedIOException(e);
      }
    });
    try {
      return Files.readString(file);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
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
