package io.tabula.protocol;

import java.util.List;
import java.util.Locale;

/**
 * The framing of the Gomocup (Piskvork) protocol: a command is a line
 * {@code NAME [arguments]}, its name matched without regard to case; lines end with CR, LF
 * or CR LF; control characters are dropped, tabs count as spaces, blank lines are skipped.
 * An answer is one bare line (the result itself: {@code OK}, a move); a command the brain
 * does not know is answered {@code UNKNOWN message}, any other failure {@code ERROR message}.
 * A handler that answers nothing returns null ({@code INFO}); the lines of a block
 * ({@code BOARD} ... {@code DONE}) go to a {@link Block}. Arguments are refused in the
 * {@link Syntax#PLAIN plain words}.
 */
public final class Gomocup implements Framing {
    private static final Gomocup FRAMING = new Gomocup();

    private Gomocup() {
    }

    /** An engine speaking the Gomocup protocol, with no command registered yet. */
    public static LineEngine engine() {
        return new LineEngine(FRAMING);
    }

    @Override
    public boolean carriageReturnEndsLine() {
        return true;
    }

    @Override
    public String clean(String line) {
        StringBuilder kept = new StringBuilder(line.length());
        for (int i = 0; i < line.length(); i++) {
            char c = line.charAt(i);
            if (c == '\t') {
                kept.append(' ');
            } else if (c >= 32 && c != 127) {
                kept.append(c);
            }
        }
        return kept.toString().strip();
    }

    @Override
    public Request request(String line) {
        if (line.isEmpty()) {
            return null;
        }
        String[] words = line.split(" +");
        return new Request("", words[0], List.of(words).subList(1, words.length));
    }

    @Override
    public String key(String command) {
        return command.toUpperCase(Locale.ROOT);
    }

    @Override
    public boolean canSend(String command) {
        return !command.isEmpty() && command.chars().allMatch(c -> c > 32 && c < 127);
    }

    @Override
    public String success(Request request, String result) {
        return result == null ? null : result + "\n";
    }

    @Override
    public String failure(Request request, ProtocolError error) {
        String text = error.getMessage().replace('\r', ' ').replace('\n', ' ').strip();
        return (error.kind() == ProtocolError.Basic.UNKNOWN_COMMAND ? "UNKNOWN " : "ERROR ") + text + "\n";
    }

    @Override
    public Syntax syntax() {
        return Syntax.PLAIN;
    }
}
