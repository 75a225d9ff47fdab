package io.tabula.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.tabula.core.GameRegistry;
import java.io.ByteArrayInputStream;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;
import picocli.CommandLine;

/**
 * Every command answers {@code --help}: exit 0 and its usage on standard output. The
 * commands are found by walking picocli's tree, so a command added later is checked too.
 */
class CommandHelpTest {

    /** The argument path of every command: [], [games], ..., [sgf], [sgf, replay]. */
    static List<List<String>> commandPaths() {
        CommandLine root = Tabula.commandLine(new Tabula.Context(GameRegistry.installed(),
                new ByteArrayInputStream(new byte[0])));
        List<List<String>> paths = new ArrayList<>();
        collect(root, new ArrayList<>(), paths);
        return paths;
    }

    private static void collect(CommandLine command, List<String> path, List<List<String>> into) {
        into.add(List.copyOf(path));
        command.getSubcommands().forEach((name, sub) -> {
            if (!name.equals(sub.getCommandName())) {
                return; // an alias: the same command under another name
            }
            List<String> longer = new ArrayList<>(path);
            longer.add(name);
            collect(sub, longer, into);
        });
    }

    @Test
    void theWalkFindsTheCommandsAndTheirSubcommands() {
        List<List<String>> paths = commandPaths();
        for (String command : List.of("games", "conformance", "play", "playout", "gtp", "sgf", "analyze", "gomocup",
                "record", "match", "tournament", "evaluate")) {
            assertTrue(paths.contains(List.of(command)), command + " in " + paths);
        }
        assertTrue(paths.contains(List.of("sgf", "replay")), paths.toString());
    }

    @TestFactory
    Stream<DynamicTest> everyCommand_answersHelpWithItsUsage() {
        return commandPaths().stream().map(path -> DynamicTest.dynamicTest(
                "tabula " + String.join(" ", path) + " --help", () -> assertHelp(path)));
    }

    /** A required game argument given before {@code --help} does not turn it into an error. */
    @Test
    void analyzeGomoku_answersHelp() {
        assertHelp(List.of("analyze", "gomoku"));
        assertHelp(List.of("playout", "go"));
    }

    private static void assertHelp(List<String> path) {
        List<String> args = new ArrayList<>(path);
        args.add("--help");
        TabulaCliTest.Run run = TabulaCliTest.run(args.toArray(String[]::new));
        String command = String.join(" ", path.stream().filter(a -> !a.equals("gomoku") && !a.equals("go")).toList());
        assertEquals(0, run.status(), "tabula " + String.join(" ", args) + ": " + run.err());
        assertEquals("", run.err(), "nothing on standard error");
        assertTrue(run.out().startsWith("Usage: tabula" + (command.isEmpty() ? "" : " " + command)), run.out());
        assertTrue(run.out().contains("--help"), "the usage lists --help itself:\n" + run.out());
    }
}
