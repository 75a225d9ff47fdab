package io.tabula.cli;

import io.tabula.core.GameDefinition;
import io.tabula.core.GameModule;
import io.tabula.core.GameRegistry;
import io.tabula.gomoku.protocol.GomocupSession;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.PrintWriter;
import java.io.Reader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.concurrent.Callable;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/**
 * {@code tabula gomocup}: a Gomoku brain speaking the Gomocup (Piskvork) protocol on
 * standard input and output, for Piskvork, Yixin-Board, liskvork or a tournament manager.
 * The rules start as the variant and options given; the manager's {@code START} sets the
 * board size and {@code INFO rule} the rule set.
 */
@Command(name = "gomocup", description = {
        "Run a Gomoku brain that speaks the Gomocup (Piskvork) protocol on standard input and output.",
        "Commands: START, RESTART, BEGIN, TURN, BOARD...DONE, TAKEBACK, INFO, END, ABOUT, YXBOARD, YXSHOWFORBID."})
final class GomocupCommand implements Callable<Integer>, Tabula.ContextAware {
    static final String GAME = "gomoku";

    @Option(names = "--variant", paramLabel = "V",
            description = "the rule set until INFO rule changes it: freestyle, standard, renju (default: freestyle)")
    String variant;

    @Option(names = "--option", paramLabel = "NAME=VALUE", description = "a rule option, overriding the variant's "
            + "(forbiddenMoves, ...; START sets the size)")
    Map<String, String> options = new LinkedHashMap<>();

    @Option(names = "--seed", description = "seed of the brain's random choices (default: ${DEFAULT-VALUE})",
            defaultValue = "1")
    long seed;

    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    private GameRegistry registry;
    private InputStream input;

    @Override
    public void context(Tabula.Context context) {
        this.registry = context.registry();
        this.input = context.in();
    }

    @Override
    public Integer call() {
        GameModule module = registry.module(GAME);
        String variantId = variant == null ? module.options().defaultVariant().id() : variant;
        options.keySet().forEach(name -> module.options().spec(name)); // an unknown name fails here, listed
        GameDefinition definition = module.define(variantId, options);
        GomocupSession brain = new GomocupSession(definition, seed);
        PrintWriter out = spec.commandLine().getOut();
        // Not closed: standard input belongs to the caller.
        Reader in = new InputStreamReader(input, StandardCharsets.UTF_8);
        try {
            brain.run(in, out);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        out.flush();
        return 0;
    }
}
