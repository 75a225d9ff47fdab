package io.tabula.cli;

import io.tabula.agent.PlayoutRunner;
import io.tabula.agent.PlayoutStats;
import io.tabula.core.GameDefinition;
import io.tabula.core.Side;
import java.io.PrintWriter;
import java.util.Locale;
import picocli.CommandLine;
import picocli.CommandLine.ArgGroup;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/**
 * {@code tabula playout}: seeded uniform-random games, with the module's fast sampler when
 * it has one. The last line, {@code playouts/s: X  moves/s: Y}, is for scripts.
 */
@Command(name = "playout", mixinStandardHelpOptions = true,
        description = "Play seeded uniform-random games and report results and speed.")
final class PlayoutCommand extends GamesAware {
    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    @Mixin
    GameChoice choice;

    @ArgGroup(multiplicity = "1")
    Amount amount;

    @Option(names = "--seed", description = "random seed (default: ${DEFAULT-VALUE})", defaultValue = "1")
    long seed;

    @Option(names = "--warmup", paramLabel = "SECONDS",
            description = "unmeasured games first, so the JIT has compiled the rules (default: ${DEFAULT-VALUE})",
            defaultValue = "1")
    double warmup;

    @Option(names = "--threads", paramLabel = "N",
            description = "threads playing games at once (default: the machine's cores, ${DEFAULT-VALUE}); a seeded "
                    + "--games count gives the same results on any number")
    int threads = Runtime.getRuntime().availableProcessors();


    static final class Amount {
        @Option(names = "--games", paramLabel = "N", required = true, description = "number of games")
        Long games;

        @Option(names = "--seconds", paramLabel = "S", required = true, description = "play for this long")
        Double seconds;
    }


    @Override
    public Integer call() {
        GameDefinition definition = choice.definition(registry);
        if (amount.games != null && amount.games < 1 || amount.seconds != null && amount.seconds <= 0) {
            throw new CommandLine.ParameterException(spec.commandLine(), "--games and --seconds must be positive");
        }
        if (threads < 1) {
            throw new CommandLine.ParameterException(spec.commandLine(), "--threads must be at least 1, not " + threads);
        }
        PlayoutRunner runner = PlayoutRunner.forDefinition(definition);
        if (warmup > 0) {
            runner.runFor(warmup, seed ^ 0x5DEECE66DL, threads);
        }
        PlayoutStats stats = amount.games != null ? runner.runGames(amount.games, seed, threads)
                : runner.runFor(amount.seconds, seed, threads);
        PrintWriter out = spec.commandLine().getOut();
        out.println(definition.text());
        out.printf(Locale.ROOT, "playouts: %d (seed %d, %d thread%s)%n", stats.playouts(), seed, threads,
                threads == 1 ? "" : "s");
        for (Side side : definition.type().sides()) {
            out.printf(Locale.ROOT, "%s wins: %d (%.1f%%)%n", side.id(), stats.wins(side),
                    100.0 * stats.wins(side) / stats.playouts());
        }
        out.printf(Locale.ROOT, "draws: %d (%.1f%%)%n", stats.draws(), 100.0 * stats.draws() / stats.playouts());
        out.printf(Locale.ROOT, "average moves per playout: %.2f%n", stats.averagePlies());
        out.printf(Locale.ROOT, "playouts/s: %.1f  moves/s: %.1f%n", stats.playoutsPerSecond(), stats.movesPerSecond());
        out.flush();
        return 0;
    }
}
