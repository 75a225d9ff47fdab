package io.tabula.protocol;

import io.tabula.agent.Deadline;
import io.tabula.core.EngineCommand;
import java.util.List;
import java.util.Set;

/**
 * Commands sent to an external engine and its answers read as one line protocol frames them,
 * the client side of {@link Gtp} and {@link Gomocup}. The words come from a game's
 * {@link io.tabula.core.EngineDialect}; the conversation knows only the framing.
 */
public interface EngineConversation {

    /** The protocols a conversation can be held in. */
    Set<String> PROTOCOLS = Set.of("gtp", "gomocup");

    /**
     * Sends {@code commands} in order, each answered one read before the next is sent, all by
     * {@code deadline}.
     *
     * @return the answer to the last command that was answered; null if none was
     * @throws EngineFault on a crash, a timeout, an answer outside the protocol, or a refusal of a
     *                     required command (naming the command)
     */
    String exchange(List<EngineCommand> commands, Deadline deadline) throws EngineFault;

    /**
     * A conversation in {@code protocol} ({@code gtp} or {@code gomocup}) over {@code channel}.
     *
     * @throws IllegalArgumentException for another protocol
     */
    static EngineConversation of(String protocol, EngineChannel channel) {
        return switch (protocol) {
            case "gtp" -> new GtpConversation(channel);
            case "gomocup" -> new GomocupConversation(channel);
            default -> throw new IllegalArgumentException("no engine conversation in protocol '" + protocol + "'");
        };
    }
}
