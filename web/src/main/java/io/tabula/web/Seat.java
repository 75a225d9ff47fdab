package io.tabula.web;

import io.tabula.agent.AgentSpec;
import java.util.Objects;
import java.util.Optional;

/**
 * Who plays one player of a match: a human, who acts through the seat's secret token, or a
 * built-in agent, which the server plays. Seats belong to players, not colours: where an
 * opening lets the players swap colours, the seat goes with its player.
 *
 * @param token the human's secret token; empty for an agent
 * @param agent the agent's spec; empty for a human
 */
record Seat(String token, Optional<AgentSpec> agent) {
    Seat {
        Objects.requireNonNull(token, "token");
        Objects.requireNonNull(agent, "agent");
        if (token.isEmpty() == agent.isEmpty()) {
            throw new IllegalArgumentException("a seat is a human with a token or an agent without one");
        }
    }

    static Seat human(String token) {
        return new Seat(token, Optional.empty());
    }

    static Seat agent(AgentSpec spec) {
        return new Seat("", Optional.of(spec));
    }

    boolean human() {
        return agent.isEmpty();
    }

    /** {@code human} or {@code agent:SPEC}, as the API names a seat's kind. */
    String kind() {
        return agent.map(spec -> "agent:" + spec.text()).orElse("human");
    }
}
