package io.tabula.cli;

import io.tabula.core.GameDefinition;
import io.tabula.core.GameModule;
import io.tabula.core.GameState;
import io.tabula.core.PositionAnalysis;
import io.tabula.core.TabulaException;
import java.io.PrintWriter;
import java.time.Duration;
import java.util.stream.Collectors;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/**
 * {@code tabula analyze GAME --moves "..."}: the position after the moves and what the
 * game's module sees in it ({@link GameModule#analysis()}: for Gomoku, each side's threats,
 * black's forbidden points and a VCF, else a VCT, for the side to move). The command knows no game.
 */
@Command(name = "analyze", mixinStandardHelpOptions = true, description = {
        "Analyse a position of a game whose module offers analysis (Gomoku: threats of each side, black's forbidden "
                + "points, and a VCF for the side to move, else a VCT: fours and threes, every defence answered).",
        "Example: tabula analyze gomoku --variant renju --moves \"h8 h9 i8 g8 j8\""})
final class AnalyzeCommand extends GamesAware {
    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    @Mixin
    GameChoice choice;

    @Option(names = "--moves", paramLabel = "MOVES", defaultValue = "",
            description = "the moves from the start in the game's move-list notation (Gomoku: separated by blanks or "
                    + "commas, opening actions included: h8 h9 h10 swap i9 offer g7 j7 choose j7); default: none")
    String moves;

    @Option(names = "--depth", paramLabel = "N", defaultValue = "10",
            description = "how deep a search may go (Gomoku: the most fours of a VCF, or threats of a VCT, before the five; default: "
                    + "${DEFAULT-VALUE})")
    int depth;

    @Option(names = "--seconds", paramLabel = "S", defaultValue = "10",
            description = "time limit of a search (default: ${DEFAULT-VALUE})")
    double seconds;

    @Override
    public Integer call() {
        GameDefinition definition = choice.definition(registry);
        GameModule module = definition.module();
        if (depth < 0 || depth > 100) {
            throw new CommandLine.ParameterException(spec.commandLine(), "--depth must be between 0 and 100");
        }
        if (!(seconds > 0) || seconds > 3600) {
            throw new CommandLine.ParameterException(spec.commandLine(), "--seconds must be positive (at most 3600)");
        }
        PositionAnalysis analysis = module.analysis().orElseThrow(() -> new TabulaException(definition.gameId()
                + " offers no position analysis; games that do: " + registry.modules().stream()
                .filter(m -> m.analysis().isPresent()).map(GameModule::id).collect(Collectors.joining(", "))));
        PositionAnalysis.Report report = analysis.analyze(definition, moves,
                new PositionAnalysis.Limits(depth, Duration.ofNanos((long) (seconds * 1e9))));
        print(spec.commandLine().getOut(), module, definition, report);
        return 0;
    }

    private static void print(PrintWriter out, GameModule module, GameDefinition definition,
            PositionAnalysis.Report report) {
        GameState state = report.position();
        out.println(definition.text());
        out.println(module.render(state));
        out.println("moves: " + report.plies());
        out.println(state.isOver() ? "game over: " + state.describeOutcome() : "to move: " + state.toMove().id());
        report.lines().forEach(out::println);
        out.flush();
    }
}
