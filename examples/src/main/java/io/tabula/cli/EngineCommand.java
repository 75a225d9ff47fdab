package io.tabula.cli;

import io.tabula.core.GameDefinition;
import io.tabula.core.GameModule;
import io.tabula.core.GameRegistry;
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
import picocli.CommandLine.Option;

/**
 * What the engine commands ({@code gtp}, {@code gomocup}) share: a rule set of one game
 * with option overrides and a seed, and a line protocol run on standard input and output.
 */
abstract class EngineCommand implements Callable<Integer>, Tabula.ContextAware {
    @Option(names = "--variant", paramLabel = "V", description = "the rule set to start with (default: the game's first)")
    String variant;

    @Option(names = "--option", paramLabel = "NAME=VALUE", description = "a rule option, overriding the variant's")
    Map<String, String> options = new LinkedHashMap<>();

    @Option(names = "--seed", description = "seed of the engine's random choices (default: ${DEFAULT-VALUE})",
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

    /** The game this engine plays. */
    abstract String game();

    /** Runs the protocol until its end or the end of input. */
    abstract void serve(GameDefinition definition, long seed, Reader in, PrintWriter out) throws IOException;

    @Override
    public Integer call() {
        GameModule module = registry.module(game());
        String variantId = variant == null ? module.options().defaultVariant().id() : variant;
        options.keySet().forEach(name -> module.options().spec(name)); // an unknown name fails here, listed
        GameDefinition definition = module.define(variantId, options);
        PrintWriter out = spec.commandLine().getOut();
        // Not closed: standard input belongs to the caller.
        Reader in = new InputStreamReader(input, StandardCharsets.UTF_8);
        try {
            serve(definition, seed, in, out);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        out.flush();
        return 0;
    }
}
