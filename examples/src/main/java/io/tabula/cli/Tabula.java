package io.tabula.cli;

import io.tabula.core.GameRegistry;
import io.tabula.core.TabulaException;
import io.tabula.options.OptionException;
import java.io.InputStream;
import java.io.PrintWriter;
import picocli.CommandLine;
import picocli.CommandLine.Command;

/**
 * The {@code tabula} command line. Every user error (unknown game or option, bad file,
 * illegal move) is reported as one message and an exit status, never a stack trace.
 */
@Command(name = "tabula", mixinStandardHelpOptions = true, version = "tabula 0.1.0",
        description = "Rules of board games: list them, run their rule conformance cases, play them, time them.",
        subcommands = {GamesCommand.class, ConformanceCommand.class, PlayCommand.class, PlayoutCommand.class, GtpCommand.class, SgfCommand.class, AnalyzeCommand.class, GomocupCommand.class,
            MatchCommand.class, TournamentCommand.class})
public final class Tabula implements Runnable {
    /** Exit status for bad input: unknown game or option, unreadable file. */
    static final int BAD_INPUT = 2;

    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    public static void main(String[] args) {
        System.exit(run(args, new PrintWriter(System.out, true), new PrintWriter(System.err, true)));
    }

    /** Runs the command line with the given output streams and returns the exit status. */
    public static int run(String[] args, PrintWriter out, PrintWriter err) {
        return run(args, System.in, out, err, GameRegistry.installed());
    }

    /** Runs the command line on the given games and streams; tests use it. */
    public static int run(String[] args, InputStream in, PrintWriter out, PrintWriter err, GameRegistry registry) {
        CommandLine cli = commandLine(new Context(registry, in));
        cli.setOut(out);
        cli.setErr(err);
        return cli.execute(args);
    }

    /** The command tree with its error handling, before streams are set; tests walk it. */
    static CommandLine commandLine(Context context) {
        CommandLine cli = new CommandLine(new Tabula(), new Factory(context));
        cli.setExecutionExceptionHandler((e, commandLine, parseResult) -> {
            PrintWriter err = commandLine.getErr();
            if (e instanceof TabulaException || e instanceof OptionException) {
                err.println("tabula: " + e.getMessage());
                return BAD_INPUT;
            }
            err.println("tabula: internal error: " + e);
            if (System.getenv("TABULA_DEBUG") != null) {
                e.printStackTrace(err);
            }
            return 3;
        });
        return cli;
    }

    @Override
    public void run() {
        spec.commandLine().usage(spec.commandLine().getOut());
    }

    /** What commands need from outside: the games and standard input. */
    record Context(GameRegistry registry, InputStream in) {
    }

    /** Hands each command its context, so tests can run the CLI on modules and input of their own. */
    private record Factory(Context context) implements CommandLine.IFactory {
        @Override
        public <K> K create(Class<K> type) throws Exception {
            K created = CommandLine.defaultFactory().create(type);
            if (created instanceof ContextAware command) {
                command.context(context);
            }
            return created;
        }
    }

    /** A command that needs the installed games or standard input. */
    interface ContextAware {
        void context(Context context);
    }
}
