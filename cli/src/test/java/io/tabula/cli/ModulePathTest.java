package io.tabula.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.tabula.core.GameRegistry;
import java.io.ByteArrayInputStream;
import java.io.File;
import java.io.IOException;
import java.io.OutputStream;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.jar.JarEntry;
import java.util.jar.JarOutputStream;
import java.util.stream.Stream;
import javax.tools.JavaCompiler;
import javax.tools.ToolProvider;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A user's module on {@code --module-path} or {@code TABULA_MODULE_PATH}, built here as a user
 * would (README, "Your own game on the command line"): the tutorial's sources copied into a
 * package of one's own with another game id, compiled against Tabula, jarred with their
 * service registration. The compiled classes are not on the test's class path, so the
 * command line can only find them through the module path.
 */
class ModulePathTest {
    private static final String SERVICES = "META-INF/services/io.tabula.core.GameModule";

    @TempDir
    static Path work;
    private static Path jar;
    private static Path classes;

    @BeforeAll
    static void buildTheUsersModule() throws IOException {
        Path sources = work.resolve("src");
        Files.createDirectories(sources);
        try (Stream<Path> tutorial = Files.list(Path.of("../examples/src/main/java/io/tabula/examples/connectfour"))) {
            for (Path file : tutorial.toList()) {
                String text = Files.readString(file)
                        .replace("io.tabula.examples.connectfour", "org.example.mygame")
                        .replace("\"connect-four\", \"Connect Four\"", "\"my-connect-four\", \"My Connect Four\"");
                Files.writeString(sources.resolve(file.getFileName()), text);
            }
        }
        classes = compile(sources, work.resolve("classes"));
        Files.createDirectories(classes.resolve("META-INF/services"));
        Files.writeString(classes.resolve(SERVICES), "# the module class, as ServiceLoader reads it\n"
                + "org.example.mygame.ConnectFourModule\n");
        jar = jar(classes, work.resolve("my-game.jar"));
    }

    @Test
    void aJarOnTheModulePath_isAGameOfEveryCommand() {
        TabulaCliTest.Run games = run(Map.of(), "--module-path", jar.toString(), "games");
        assertEquals(0, games.status(), games.err());
        assertTrue(games.out().contains("my-connect-four  (My Connect Four; sides: red, yellow)"), games.out());
        assertTrue(games.out().contains("gomoku"), "our own games stay: " + games.out());

        TabulaCliTest.Run playout = run(Map.of(), "--module-path", jar.toString(),
                "playout", "my-connect-four", "--games", "20", "--warmup", "0");
        assertEquals(0, playout.status(), playout.err());
        assertTrue(playout.out().startsWith("my-connect-four(variant=standard,columns=7,rows=6)"), playout.out());
        assertTrue(playout.out().contains("playouts: 20 (seed 1, "), playout.out());

        TabulaCliTest.Run play = runWithInput("d\nquit\n", Map.of(), "--module-path", jar.toString(),
                "play", "my-connect-four");
        assertEquals(0, play.status(), play.err());
        assertTrue(play.out().contains("...R..."), "red's piece lands on d1: " + play.out());
    }

    @Test
    void aClassFolder_works_asWellAsAJar() {
        TabulaCliTest.Run games = run(Map.of(), "--module-path", classes.toString(), "games");
        assertEquals(0, games.status(), games.err());
        assertTrue(games.out().contains("my-connect-four"), games.out());
    }

    @Test
    void theEnvironmentVariable_namesAModulePath_andTheOptionOverridesIt(@TempDir Path other) throws IOException {
        TabulaCliTest.Run games = run(Map.of("TABULA_MODULE_PATH", jar.toString()), "games");
        assertEquals(0, games.status(), games.err());
        assertTrue(games.out().contains("my-connect-four"), games.out());

        Path missing = other.resolve("missing.jar");
        TabulaCliTest.Run overridden = run(Map.of("TABULA_MODULE_PATH", missing.toString()),
                "--module-path", jar.toString(), "games");
        assertEquals(0, overridden.status(), overridden.err());
        assertTrue(overridden.out().contains("my-connect-four"), overridden.out());

        TabulaCliTest.Run bad = run(Map.of("TABULA_MODULE_PATH", missing.toString()), "games");
        assertBadInput(bad, "TABULA_MODULE_PATH entry '" + missing + "' does not exist");
    }

    @Test
    void conformance_runsTheUsersCaseFiles(@TempDir Path dir) throws IOException {
        Files.writeString(dir.resolve("mine.json"), """
                {"game": "my-connect-four", "cases": [
                  {"id": "four-in-a-column", "setup": {"moves": ["a", "b", "a", "b", "a", "b", "a"]},
                   "expect": {"status": "over", "winner": "red", "reason": "four"}}]}
                """);
        TabulaCliTest.Run run = run(Map.of(), "--module-path", jar.toString(), "conformance", dir.toString());
        assertEquals(0, run.status(), run.out() + run.err());
        assertTrue(run.out().contains("1 passed, 0 failed"), run.out());

        TabulaCliTest.Run without = run(Map.of(), "conformance", dir.toString());
        assertEquals(2, without.status(), "without the module its game is unknown: " + without.out() + without.err());
        assertTrue(without.err().contains("unknown game 'my-connect-four'"), without.err());
    }

    @Test
    void severalEntries_areSeparatedByThePathSeparator(@TempDir Path library) {
        String path = library + File.pathSeparator + jar;
        TabulaCliTest.Run games = run(Map.of(), "--module-path", path, "games");
        assertEquals(0, games.status(), games.err());
        assertTrue(games.out().contains("my-connect-four"), games.out());
    }

    @Test
    void aMissingEntry_isNamed(@TempDir Path dir) {
        Path missing = dir.resolve("nowhere.jar");
        assertBadInput(run(Map.of(), "--module-path", missing.toString(), "games"),
                "--module-path entry '" + missing + "' does not exist (expected a jar or a class folder)");
    }

    @Test
    void aFileThatIsNoJar_isNamed(@TempDir Path dir) throws IOException {
        Path notJar = Files.writeString(dir.resolve("notes.jar"), "not a zip file");
        assertBadInput(run(Map.of(), "--module-path", notJar.toString(), "games"),
                "--module-path entry '" + notJar + "' is not a readable jar");
    }

    @Test
    void aPathWithoutAnyModule_saysHowAModuleRegisters(@TempDir Path empty) {
        assertBadInput(run(Map.of(), "--module-path", empty.toString(), "games"),
                "registers no game module; a module lists its class in " + SERVICES);
    }

    @Test
    void aListedClassThatIsMissing_isNamedWithItsEntry(@TempDir Path dir) throws IOException {
        Files.createDirectories(dir.resolve("META-INF/services"));
        Files.writeString(dir.resolve(SERVICES), "org.example.Nowhere\n");
        assertBadInput(run(Map.of(), "--module-path", dir.toString(), "games"),
                "game module org.example.Nowhere (listed in '" + dir + "') cannot be loaded: no such class");
    }

    @Test
    void aModuleWhoseConstructorFails_isNamed(@TempDir Path dir) throws IOException {
        Path sources = Files.createDirectories(dir.resolve("src"));
        Files.writeString(sources.resolve("Broken.java"), """
                package org.example;
                import io.tabula.core.*;
                public final class Broken implements GameModule {
                    public Broken() { throw new IllegalStateException("no board today"); }
                    public GameType type() { return null; }
                    public io.tabula.options.OptionSchema options() { return null; }
                    public GameState newGame(GameDefinition definition) { return null; }
                    public Notation notation() { return null; }
                    public BoardDiagrams diagrams() { return null; }
                    public StateCodec<?> stateCodec() { return null; }
                }
                """);
        Path compiled = compile(sources, dir.resolve("classes"));
        Files.createDirectories(compiled.resolve("META-INF/services"));
        Files.writeString(compiled.resolve(SERVICES), "org.example.Broken\n");
        Path brokenJar = jar(compiled, dir.resolve("broken.jar"));
        assertBadInput(run(Map.of(), "--module-path", brokenJar.toString(), "games"),
                "game module org.example.Broken (listed in '" + brokenJar
                        + "') failed in its constructor: java.lang.IllegalStateException: no board today");
    }

    @Test
    void aClassThatIsNoGameModule_isNamed(@TempDir Path dir) throws IOException {
        Files.createDirectories(dir.resolve("META-INF/services"));
        Files.writeString(dir.resolve(SERVICES), "java.lang.String\n");
        assertBadInput(run(Map.of(), "--module-path", dir.toString(), "games"),
                "game module java.lang.String (listed in '" + dir + "') does not implement io.tabula.core.GameModule");
    }

    @Test
    void aModuleWhoseIdIsTaken_isNamed() {
        TabulaCliTest.Run twice = run(Map.of(), "--module-path", jar + File.pathSeparator + jar, "games");
        assertBadInput(twice, "game module org.example.mygame.ConnectFourModule on the --module-path uses the game id "
                + "'my-connect-four', which another module already has");
    }

    private static void assertBadInput(TabulaCliTest.Run run, String message) {
        assertEquals(2, run.status(), run.out() + run.err());
        assertTrue(run.err().startsWith("tabula: "), run.err());
        assertTrue(run.err().contains(message), run.err());
        assertEquals(1, run.err().lines().count(), "one line, no stack trace: " + run.err());
        assertFalse(run.err().contains("\tat "), run.err());
    }

    private static TabulaCliTest.Run run(Map<String, String> environment, String... args) {
        return runWithInput("", environment, args);
    }

    private static TabulaCliTest.Run runWithInput(String input, Map<String, String> environment, String... args) {
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        int status = Tabula.run(args, new ByteArrayInputStream(input.getBytes(StandardCharsets.UTF_8)),
                new PrintWriter(out, true), new PrintWriter(err, true), GameRegistry.installed(), environment, null);
        return new TabulaCliTest.Run(status, out.toString(), err.toString());
    }

    /** Compiles every source of {@code sources} against the test's class path (Tabula's jars). */
    private static Path compile(Path sources, Path into) throws IOException {
        Files.createDirectories(into);
        List<String> args = new ArrayList<>(List.of("-d", into.toString(),
                "-cp", System.getProperty("java.class.path") + File.pathSeparator + classes(), "--release", "17"));
        try (Stream<Path> files = Files.list(sources)) {
            files.map(Path::toString).forEach(args::add);
        }
        JavaCompiler javac = ToolProvider.getSystemJavaCompiler();
        StringWriter diagnostics = new StringWriter();
        int status = javac.run(null, OutputStream.nullOutputStream(), new java.io.ByteArrayOutputStream() {
            @Override
            public void write(byte[] b, int off, int len) {
                diagnostics.write(new String(b, off, len, StandardCharsets.UTF_8));
            }
        }, args.toArray(String[]::new));
        assertEquals(0, status, "the module compiles: " + diagnostics);
        return into;
    }

    private static String classes() {
        return classes == null ? "" : classes.toString();
    }

    private static Path jar(Path folder, Path jar) throws IOException {
        try (JarOutputStream out = new JarOutputStream(Files.newOutputStream(jar));
             Stream<Path> files = Files.walk(folder)) {
            for (Path file : files.filter(Files::isRegularFile).sorted().toList()) {
                out.putNextEntry(new JarEntry(folder.relativize(file).toString().replace(File.separatorChar, '/')));
                Files.copy(file, out);
                out.closeEntry();
            }
        }
        return jar;
    }
}
