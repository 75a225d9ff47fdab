package io.tabula.protocol;

import java.util.List;
import java.util.Objects;

/**
 * One command line as its framing reads it.
 *
 * @param id      the protocol's command id (GTP's optional number), echoed in the answer; empty if none
 * @param command the command name as sent; empty when the line has only an id
 * @param words   the arguments
 */
public record Request(String id, String command, List<String> words) {
    /** A line that could not be read at all (too long, its start naming nothing). */
    public static final Request NONE = new Request("", "", List.of());

    public Request {
        Objects.requireNonNull(id, "id");
        Objects.requireNonNull(command, "command");
        words = List.copyOf(words);
    }
}
