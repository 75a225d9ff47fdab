package io.tabula.cli;

import io.tabula.core.GameRegistry;
import io.tabula.core.TabulaException;
import io.tabula.options.OptionException;
import java.io.InputStream;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/**
 * The {@code tabula} command line. Every user error (unknown game or option, bad file,
 * illegal move) is reported as one message and an exit status, never a stack trace.
 */
@Command(name = "tabula", mixinStandardHelpOptions = true, version = "tabula 0.1.0",
        description = "Rules of board games: list them, run their rule conformance cases, play them, time them.",
        subcommands = {GamesCommand.class, ConformanceCommand.class, PlayCommand.class, PlayoutCommand.class, GtpCommand.class,
            SgfCommand.class, AnalyzeCommand.class, GomocupCommand.class, RecordCommand.class, MatchCommand.class,
            TournamentCommand.class, EvaluateCommand.class, ServeCommand.class})
public final class Tabula implements Runnable {
    /** Exit status for bad input: unknown game or option, unreadable file. */
    static final int BAD_INPUT = 2;

    /** Exit status for an internal error: a bug in Tabula or in a game module, never the user's mistake. */
    static final int INTERNAL_ERROR = 3;

    /** The environment variable that names a module path when {@code --module-path} is not given. */
    static final String MODULE_PATH_VARIABLE = "TABULA_MODULE_PATH";

    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    @Option(names = "--module-path", paramLabel = "PATH", description = {
            "more game modules: jars or class folders, separated by ':' (';' on Windows)",
            "(default: $" + MODULE_PATH_VARIABLE + "); every command then sees their games"})
    String modulePath;

    @Option(names = "--presets", paramLabel = "FILE", description = {
            "named game definitions, a JSON object like {\"big-gomoku\": \"gomoku(size=19)\"}",
            "(default: " + PresetFile.DEFAULT_NAME + " in the working directory, if there is one)"})
    Path presets;

    public static void main(String[] args) {
        System.exit(run(args, new PrintWriter(System.out, true), new PrintWriter(System.err, true)));
    }

    /** Runs the command line with the given output streams and returns the exit status. */
    public static int run(String[] args, PrintWriter out, PrintWriter err) {
        return run(args, System.in, out, err, GameRegistry.installed(), System.getenv(), Path.of(""));
    }

    /**
     * Runs the command line on the given games and streams, with no environment and no
     * working directory (so no presets file is found by default); tests use it.
     */
    public static int run(String[] args, InputStream in, PrintWriter out, PrintWriter err, GameRegistry registry) {
        return run(args, in, out, err, registry, Map.of(), null);
    }

    /**
     * Runs the command line on the given games, streams, environment variables and working
     * directory ({@code null}: none).
     */
    public static int run(String[] args, InputStream in, PrintWriter out, PrintWriter err, GameRegistry registry,
                          Map<String, String> environment, Path workingDirectory) {
        CommandLine cli = commandLine(new Context(registry, in, environment, workingDirectory));
        cli.setOut(out);
        cli.setErr(err);
        return cli.execute(args);
    }

    /** The command tree with its error handling, before streams are set; tests walk it. */
    static CommandLine commandLine(Context context) {
        Tabula root = new Tabula();
        CommandLine cli = new CommandLine(root, CommandLine.defaultFactory());
        cli.setExecutionStrategy(parseResult -> {
            Context resolved;
            try {
                resolved = root.resolve(context);
            } catch (TabulaException | OptionException e) {
                cli.getErr().println("tabula: " + e.getMessage());
                return BAD_INPUT;
            }
            for (CommandLine command : parseResult.asCommandLineList()) {
                if (command.getCommand() instanceof ContextAware aware) {
                    aware.context(resolved);
                }
            }
            return new CommandLine.RunLast().execute(parseResult);
        });
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
            return INTERNAL_ERROR;
        });
        return cli;
    }

    @Override
    public void run() {
        spec.commandLine().usage(spec.commandLine().getOut());
    }

    /**
     * The context with the global options applied: the games of the module path added,
     * then the presets. Runs after parsing and before the chosen command, which then sees
     * the result.
     */
    private Context resolve(Context context) {
        GameRegistry games = context.registry();
        String fromEnvironment = context.environment().get(MODULE_PATH_VARIABLE);
        if (modulePath != null) {
            games = ModulePath.extend(games, modulePath, "--module-path");
        } else if (fromEnvironment != null && !fromEnvironment.isBlank()) {
            games = ModulePath.extend(games, fromEnvironment, MODULE_PATH_VARIABLE);
        }
        // after the module path, so that presets may name its games
        Path presetFile = presetFile(context);
        if (presetFile != null) {
            games = PresetFile.apply(games, presetFile);
        }
        return context.withRegistry(games);
    }

    /** The presets file to read: --presets (which must exist), else the working directory's, if any. */
    private Path presetFile(Context context) {
        Path directory = context.workingDirectory();
        if (presets != null) {
            Path file = directory == null ? presets : directory.resolve(presets);
            if (!Files.isRegularFile(file)) {
                throw new TabulaException("presets file " + presets + " does not exist");
            }
            return file;
        }
        Path standard = directory == null ? null : directory.resolve(PresetFile.DEFAULT_NAME);
        return standard != null && Files.isRegularFile(standard) ? standard : null;
    }

    /**
     * What commands need from outside: the games, standard input, the environment and the
     * working directory ({@code null} when there is none to look in, as in most tests).
     */
    record Context(GameRegistry registry, InputStream in, Map<String, String> environment, Path workingDirectory) {
        Context(GameRegistry registry, InputStream in) {
            this(registry, in, Map.of(), null);
        }

        Context withRegistry(GameRegistry games) {
            return new Context(games, in, environment, workingDirectory);
        }
    }

    /**
     * A command that needs the games or standard input. It receives them after the command
     * line is parsed, so that global options such as {@code --module-path} can add games.
     */
    interface ContextAware {
        void context(Context context);
    }
}
