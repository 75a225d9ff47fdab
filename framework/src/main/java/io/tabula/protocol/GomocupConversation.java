package io.tabula.protocol;

import io.tabula.agent.Deadline;
import io.tabula.core.EngineCommand;
import java.util.List;
import java.util.Locale;
import java.util.Set;

/**
 * The manager's side of the Gomocup (Piskvork) protocol: commands marked answered get one line
 * back; the brain's {@code MESSAGE}, {@code DEBUG} and {@code SUGGEST} lines before it are passed
 * over, and {@code ERROR} or {@code UNKNOWN} is a refusal.
 */
final class GomocupConversation implements EngineConversation {
    private static final Set<String> ASIDES = Set.of("MESSAGE", "DEBUG", "SUGGEST");
    private static final Set<String> REFUSALS = Set.of("ERROR", "UNKNOWN");

    private final EngineChannel channel;

    GomocupConversation(EngineChannel channel) {
        this.channel = channel;
    }

    @Override
    public String exchange(List<EngineCommand> commands, Deadline deadline) throws EngineFault {
        String last = null;
        for (EngineCommand command : commands) {
            channel.send(command.line());
            if (command.reply() == EngineCommand.Reply.NONE) {
                continue;
            }
            String answer = answer(deadline);
            if (REFUSALS.contains(firstWord(answer))) {
                if (command.reply() == EngineCommand.Reply.REQUIRED) {
                    throw new EngineFault(EngineFault.Kind.REFUSED, "refused '" + command.line() + "': "
                            + GtpConversation.printable(answer));
                }
            } else {
                last = answer;
            }
        }
        return last;
    }

    private String answer(Deadline deadline) throws EngineFault {
        while (true) {
            String line = channel.receive(deadline).strip();
            if (!line.isEmpty() && !ASIDES.contains(firstWord(line))) {
                return line;
            }
        }
    }

    private static String firstWord(String line) {
        int space = line.indexOf(' ');
        return (space < 0 ? line : line.substring(0, space)).toUpperCase(Locale.ROOT);
    }
}
