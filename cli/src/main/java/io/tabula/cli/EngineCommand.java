package io.tabula.cli;

import io.tabula.agent.Agent;
import io.tabula.agent.AgentSpec;
import io.tabula.core.GameDefinition;
import io.tabula.core.GameModule;
import io.tabula.core.ProtocolSession;
import io.tabula.options.OptionException;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.PrintWriter;
import java.io.Reader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import picocli.CommandLine;
import picocli.CommandLine.Option;

/**
 * What the engine commands ({@code gtp}, {@code gomocup}) share: a line protocol served on
 * standard input and output for the game whose module offers it
 * ({@link GameModule#protocols()}), under a rule set of that game with option overrides and
 * a seed. No game is named here: the protocol's name finds the module.
 */
abstract class EngineCommand extends GamesAware {
    @Option(names = "--game", paramLabel = "G",
            description = "the game to serve: an id, a preset or a definition like go(size=9) "
                    + "(default: the one installed game that speaks this protocol)")
    String game;

    @Option(names = "--variant", paramLabel = "V", description = "the rule set to start with (default: the game's first)")
    String variant;

    @Option(names = "--option", paramLabel = "NAME=VALUE", description = "a rule option, overriding the variant's")
    Map<String, String> options = new LinkedHashMap<>();

    @Option(names = "--seed", description = "seed of the engine's random choices (default: ${DEFAULT-VALUE})",
            defaultValue = "1")
    long seed;

    @Option(names = "--agent", paramLabel = "AGENT",
            description = "the agent that chooses the engine's moves where the protocol asks for one (GTP genmove; Gomocup BEGIN, TURN, BOARD): "
                    + "mcts[:OPTIONS], ismcts[:OPTIONS], alphabeta[:OPTIONS] or random (docs/AGENTS.md); default: the game's own engine")
    String agent;

    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    private InputStream input;

    @Override
    public void context(Tabula.Context context) {
        super.context(context);
        this.input = context.in();
    }

    /** The protocol's name, as modules offer it. */
    abstract String protocol();

    @Override
    public Integer call() {
        GameDefinition definition = game != null ? GameChoice.resolve(registry, game, variant, options)
                : GameChoice.resolve(registry, onlySpeaker(), variant, options);
        GameModule module = definition.module();
        if (!module.protocols().containsKey(protocol())) {
            List<String> speakers = speakers();
            throw new OptionException("game '" + game.trim() + "' does not speak " + protocol() + "; "
                    + (speakers.isEmpty() ? "no installed game does" : "games that do: " + String.join(", ", speakers)));
        }
        ProtocolSession.Factory factory = module.protocols().get(protocol());
        ProtocolSession session;
        if (agent == null) {
            session = factory.open(definition, seed);
        } else {
            Agent chosen;
            try {
                chosen = AgentSpec.parse(agent).create(definition, seed);
            } catch (IllegalArgumentException e) {
                throw new OptionException(e.getMessage());
            }
            try {
                session = factory.open(definition, seed, chosen::choose);
            } catch (OptionException e) {
                throw new OptionException(protocol() + ": " + e.getMessage());
            }
        }
        PrintWriter out = spec.commandLine().getOut();
        // Not closed: standard input belongs to the caller.
        Reader in = new InputStreamReader(input, StandardCharsets.UTF_8);
        try {
            session.run(in, out);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        out.flush();
        return 0;
    }

    /** The ids of the installed games that speak the protocol. */
    private List<String> speakers() {
        return registry.modules().stream()
                .filter(m -> m.protocols().containsKey(protocol()))
                .map(GameModule::id)
                .toList();
    }

    /** The game to serve when {@code --game} names none: the only one that speaks the protocol. */
    private String onlySpeaker() {
        List<String> speakers = speakers();
        if (speakers.size() != 1) {
            throw new OptionException(speakers.isEmpty() ? "no installed game speaks " + protocol()
                    : "several games speak " + protocol() + ": " + String.join(", ", speakers) + "; choose one with --game");
        }
        return speakers.get(0);
    }
}
