package io.tabula.cli;

import io.tabula.core.GameDefinition;
import io.tabula.core.GameModule;
import io.tabula.core.GameRegistry;
import io.tabula.options.OptionException;
import java.util.LinkedHashMap;
import java.util.Map;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/** The game, variant and option overrides that {@code play}, {@code playout} and {@code analyze} share. */
final class GameChoice {
    @Parameters(index = "0", paramLabel = "GAME",
            description = "a game id or preset as `tabula games` lists them, or a definition like gomoku(size=19,rule=freestyle)")
    String game;

    @Option(names = "--variant", paramLabel = "V", description = "a variant of the game (default: its first)")
    String variant;

    @Option(names = "--option", paramLabel = "NAME=VALUE", description = "a rule option, overriding the variant's")
    Map<String, String> options = new LinkedHashMap<>();

    GameDefinition definition(GameRegistry registry) {
        return resolve(registry, game, variant, options);
    }

    /**
     * The definition a command line names: a game id with {@code --variant} and
     * {@code --option}s, or a preset or definition text with {@code --option}s on top. A
     * variant belongs inside a preset or a text, so {@code --variant} with one is an error.
     */
    static GameDefinition resolve(GameRegistry registry, String game, String variant, Map<String, String> options) {
        boolean gameId = registry.modules().stream().anyMatch(module -> module.id().equals(game.trim()));
        if (!gameId) {
            GameDefinition named = registry.definition(game);
            if (variant != null) {
                throw new OptionException("--variant goes with a game id, not with '" + game.trim()
                        + "'; write variant=" + variant + " inside a definition, like "
                        + named.gameId() + "(variant=" + variant + ")");
            }
            options.keySet().forEach(name -> named.module().options().spec(name)); // an unknown name fails here, listed
            return options.isEmpty() ? named : named.with(options);
        }
        GameModule module = registry.module(game.trim());
        String variantId = variant == null ? module.options().defaultVariant().id() : variant;
        options.keySet().forEach(name -> module.options().spec(name)); // an unknown name fails here, listed
        return module.define(variantId, options);
    }
}
