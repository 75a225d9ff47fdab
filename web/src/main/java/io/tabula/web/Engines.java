package io.tabula.web;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.google.common.base.Ticker;
import io.tabula.core.GameDefinition;
import io.tabula.core.GameModule;
import io.tabula.core.GameRegistry;
import io.tabula.core.TabulaException;
import io.tabula.referee.EngineLauncher;
import io.tabula.referee.EngineSeat;
import io.tabula.referee.PlayerSpec;
import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;

/**
 * The external engines a server was started with ({@code tabula serve --engine NAME=gtp:COMMAND}),
 * which a match may seat by name ({@code engine:NAME}). Only these: a request names an engine,
 * never a program, so no page can make the server run one of its choosing. Each seat gets an
 * engine process of its own ({@link EngineSeat}), started at its first move.
 */
final class Engines {
    /** No engines. */
    static final Engines NONE = new Engines(Map.of(), EngineLauncher.PROCESSES, Duration.ofSeconds(60));

    private final Map<String, PlayerSpec> specs;
    private final EngineLauncher launcher;
    private final Duration answerLimit;

    Engines(Map<String, PlayerSpec> specs, EngineLauncher launcher, Duration answerLimit) {
        this.specs = new LinkedHashMap<>(specs);
        this.launcher = launcher;
        this.answerLimit = answerLimit;
    }

    /** The engine called {@code name}, if the server has one. */
    Optional<PlayerSpec> spec(String name) {
        return Optional.ofNullable(specs.get(name));
    }

    /**
     * A seat for engine {@code name} in games of {@code definition}; no process runs yet.
     *
     * @throws ApiException 400 when there is no such engine or it does not play this game
     */
    EngineSeat seat(String name, GameDefinition definition) {
        PlayerSpec spec = spec(name).orElseThrow(() -> ApiException.badRequest("there is no engine '" + name + "'"
                + (specs.isEmpty() ? "; this server was started without engines" : "; engines: "
                + String.join(", ", specs.keySet()))));
        try {
            return new EngineSeat(definition, spec, launcher, Ticker.systemTicker(), answerLimit);
        } catch (TabulaException e) {
            throw ApiException.badRequest("engine '" + name + "': " + e.getMessage());
        }
    }

    /** The engines for the lobby: each with its protocol and the games that speak it. */
    ArrayNode list(ObjectMapper mapper, GameRegistry registry) {
        ArrayNode out = mapper.createArrayNode();
        specs.forEach((name, spec) -> {
            ObjectNode node = out.addObject();
            node.put("spec", "engine:" + name);
            node.put("name", name);
            node.put("protocol", spec.kind());
            ArrayNode games = node.putArray("games");
            for (GameModule module : registry.modules()) {
                if (module.engineDialects().containsKey(spec.kind())) {
                    games.add(module.id());
                }
            }
            node.put("doc", "external " + spec.kind() + " engine: " + String.join(" ", spec.command()));
        });
        return out;
    }
}
