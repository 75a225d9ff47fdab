package io.tabula.protocol;

import io.tabula.agent.Deadline;
import io.tabula.core.EngineCommand;
import java.util.List;

/**
 * The referee's side of GTP 2: every command is answered by {@code =} or {@code ?} (after an id,
 * which the referee never sends), then the answer's lines up to an empty line. Empty lines before
 * an answer are passed over; any other line there is a protocol error.
 */
final class GtpConversation implements EngineConversation {
    private final EngineChannel channel;

    GtpConversation(EngineChannel channel) {
        this.channel = channel;
    }

    @Override
    public String exchange(List<EngineCommand> commands, Deadline deadline) throws EngineFault {
        String last = null;
        for (EngineCommand command : commands) {
            channel.send(command.line());
            String first = firstLine(command, deadline);
            boolean success = first.charAt(0) == '=';
            StringBuilder answer = new StringBuilder(stripId(first.substring(1)));
            for (String line = channel.receive(deadline); !line.isBlank(); line = channel.receive(deadline)) {
                answer.append('\n').append(line.strip());
            }
            String text = answer.toString().strip();
            if (!success && command.reply() == EngineCommand.Reply.REQUIRED) {
                throw new EngineFault(EngineFault.Kind.REFUSED, "refused '" + command.line() + "': ?" + printable(text));
            }
            if (success) {
                last = text;
            }
        }
        return last;
    }

    /** The first line of an answer: {@code =} or {@code ?}, after any empty lines. */
    private String firstLine(EngineCommand command, Deadline deadline) throws EngineFault {
        while (true) {
            String line = channel.receive(deadline).strip();
            if (line.isEmpty()) {
                continue;
            }
            if (line.charAt(0) != '=' && line.charAt(0) != '?') {
                throw new EngineFault(EngineFault.Kind.PROTOCOL, "answered '" + printable(line) + "' to '"
                        + command.line() + "', not a GTP answer (= or ?)");
            }
            return line;
        }
    }

    /** The answer after the status character, without the id an engine may echo. */
    private static String stripId(String rest) {
        return rest.replaceFirst("^[0-9]+", "").strip();
    }

    static String printable(String text) {
        return Syntax.printable(text);
    }
}
