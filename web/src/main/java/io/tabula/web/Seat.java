package io.tabula.web;

import io.tabula.agent.AgentSpec;
import java.util.Objects;
import java.util.Optional;

/**
 * Who plays one player of a match: a human, who acts through the seat's secret token, a
 * built-in agent, which the server plays, or an external engine the server was started with
 * ({@code tabula serve --engine NAME=gtp:COMMAND}), named by its name. Seats belong to players,
 * not colours: where an opening lets the players swap colours, the seat goes with its player.
 *
 * @param token  the human's secret token; empty for an agent or an engine
 * @param agent  the agent's spec; empty otherwise
 * @param engine the engine's name; empty otherwise
 */
record Seat(String token, Optional<AgentSpec> agent, Optional<String> engine) {
    Seat {
        Objects.requireNonNull(token, "token");
        Objects.requireNonNull(agent, "agent");
        Objects.requireNonNull(engine, "engine");
        int kinds = (token.isEmpty() ? 0 : 1) + (agent.isEmpty() ? 0 : 1) + (engine.isEmpty() ? 0 : 1);
        if (kinds != 1) {
            throw new IllegalArgumentException("a seat is a human with a token, an agent or an engine");
        }
    }

    static Seat human(String token) {
        return new Seat(token, Optional.empty(), Optional.empty());
    }

    static Seat agent(AgentSpec spec) {
        return new Seat("", Optional.of(spec), Optional.empty());
    }

    static Seat engine(String name) {
        return new Seat("", Optional.empty(), Optional.of(name));
    }

    boolean human() {
        return token.length() > 0;
    }

    /** {@code human}, {@code agent:SPEC} or {@code engine:NAME}, as the API names a seat's kind. */
    String kind() {
        return agent.map(spec -> "agent:" + spec.text()).orElseGet(() -> engine.map(name -> "engine:" + name)
                .orElse("human"));
    }
}
