package io.tabula.cli;

import io.tabula.core.GameDefinition;
import io.tabula.core.GameModule;
import io.tabula.core.GameRegistry;
import io.tabula.go.protocol.GoGtp;
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
 * {@code tabula gtp}: a Go engine speaking GTP version 2 on standard input and output, for
 * GoGui, Sabaki, KGS's kgsGtp, gogui-twogtp or another engine. The rules are a Go
 * variant with option overrides, as {@code tabula play go} takes them; GTP commands then
 * set size, komi, handicap and rules.
 */
@Command(name = "gtp", mixinStandardHelpOptions = true, description = {
        "Run a Go engine that speaks GTP version 2 on standard input and output.",
        "Commands: the GTP standard set (play, genmove, undo, showboard, final_score, handicap, time...),",
        "kgs-rules, tabula-rules [VARIANT]; see list_commands."})
final class GtpCommand implements Callable<Integer>, Tabula.ContextAware {
    static final String GAME = "go";

    @Option(names = "--variant", paramLabel = "V",
            description = "the Go rule set: chinese, japanese, aga, new-zealand, tromp-taylor, ing (default: chinese)")
    String variant;

    @Option(names = "--option", paramLabel = "NAME=VALUE", description = "a rule option, overriding the variant's "
            + "(size, komi, ko, suicide, scoring, ...)")
    Map<String, String> options = new LinkedHashMap<>();

    @Option(names = "--seed", description = "seed of genmove's random choices (default: ${DEFAULT-VALUE})",
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
        GoGtp engine = new GoGtp(definition, seed);
        PrintWriter out = spec.commandLine().getOut();
        // Not closed: standard input belongs to the caller.
        Reader in = new InputStreamReader(input, StandardCharsets.UTF_8);
        try {
            engine.run(in, out);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        out.flush();
        return 0;
    }
}
