package io.tabula.protocol;

import io.tabula.agent.Deadline;
import io.tabula.core.EngineCommand;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * The referee's side of GTP 2: every command is answered by {@code =} or {@code ?} (after an id,
 * which the referee never sends), then the answer's lines up to an empty line. Empty lines before
 * an answer are passed over; any other line there is a protocol error. A refused command with a
 * {@linkplain EngineCommand#fallback() fallback} is sent again in its plainer form, and from then
 * on that command goes in the plainer form at once.
 */
final class GtpConversation implements EngineConversation {
    private final EngineChannel channel;
    /** The words of commands the engine refused and that have a plainer form. */
    private final Set<String> plainOnly = new HashSet<>();

    GtpConversation(EngineChannel channel) {
        this.channel = channel;
    }

    @Override
    public String exchange(List<EngineCommand> commands, Deadline deadline) throws EngineFault {
        String last = null;
        for (EngineCommand given : commands) {
            boolean hasPlainer = !given.fallback().isEmpty();
            EngineCommand plain = new EngineCommand(given.fallback(), given.reply());
            EngineCommand command = hasPlainer && plainOnly.contains(given.word()) ? plain : given;
            Answer answer = ask(command, deadline);
            if (!answer.success() && hasPlainer && command == given) {
                plainOnly.add(given.word());
                command = plain;
                answer = ask(plain, deadline);
            }
            last = settle(command, answer, last);
        }
        return last;
    }

    private record Answer(boolean success, String text) {
    }

    /** The answer to {@code command}, success or refusal. */
    private Answer ask(EngineCommand command, Deadline deadline) throws EngineFault {
        channel.send(command.line());
        String first = firstLine(command, deadline);
        boolean success = first.charAt(0) == '=';
        StringBuilder answer = new StringBuilder(stripId(first.substring(1)));
        for (String line = channel.receive(deadline); !line.isBlank(); line = channel.receive(deadline)) {
            answer.append('\n').append(line.strip());
        }
        return new Answer(success, answer.toString().strip());
    }

    /** The last answer after {@code answer} to {@code command}: its text on success; a refused required command fails. */
    private static String settle(EngineCommand command, Answer answer, String last) throws EngineFault {
        if (!answer.success() && command.reply() == EngineCommand.Reply.REQUIRED) {
            throw new EngineFault(EngineFault.Kind.REFUSED, "refused '" + command.line() + "': ?"
                    + printable(answer.text()));
        }
        return answer.success() ? answer.text() : last;
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
