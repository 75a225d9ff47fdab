package io.tabula.cli;

import io.tabula.core.GameDefinition;
import io.tabula.core.GameModule;
import io.tabula.core.GameRegistry;
import java.util.LinkedHashMap;
import java.util.Map;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/** The game, variant and option overrides that {@code play} and {@code playout} share. */
final class GameChoice {
    @Parameters(index = "0", paramLabel = "GAME", description = "a game id, as `tabula games` lists them")
    String game;

    @Option(names = "--variant", paramLabel = "V", description = "a variant of the game (default: its first)")
    String variant;

    @Option(names = "--option", paramLabel = "NAME=VALUE", description = "a rule option, overriding the variant's")
    Map<String, String> options = new LinkedHashMap<>();

    GameDefinition definition(GameRegistry registry) {
        GameModule module = registry.module(game);
        String variantId = variant == null ? module.options().defaultVariant().id() : variant;
        options.keySet().forEach(name -> module.options().spec(name)); // an unknown name fails here, listed
        return module.define(variantId, options);
    }
}
