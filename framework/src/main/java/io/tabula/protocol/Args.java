package io.tabula.protocol;

import java.util.List;
import java.util.Objects;

/**
 * The arguments of one command: the words after its name, none empty, with checks that
 * fail as {@link ProtocolError.Basic#SYNTAX} errors in the words of the protocol's
 * {@link Syntax}.
 *
 * @param command the command name as registered, for messages
 * @param words   the arguments
 * @param syntax  how the protocol reads numbers and words its refusals
 */
public record Args(String command, List<String> words, Syntax syntax) {

    public Args {
        Objects.requireNonNull(command, "command");
        words = List.copyOf(words);
        Objects.requireNonNull(syntax, "syntax");
    }

    public int size() {
        return words.size();
    }

    public String get(int index) {
        return words.get(index);
    }

    /** The words joined with single spaces. */
    public String rest() {
        return String.join(" ", words);
    }

    /** Requires exactly {@code count} arguments. */
    public Args exactly(int count) {
        return between(count, count);
    }

    /** Requires at least {@code min} arguments. */
    public Args atLeast(int min) {
        return between(min, Integer.MAX_VALUE);
    }

    /**
     * Requires from {@code min} to {@code max} arguments.
     *
     * @throws ProtocolError a syntax error otherwise
     */
    public Args between(int min, int max) {
        if (words.size() < min || words.size() > max) {
            throw new ProtocolError(ProtocolError.Basic.SYNTAX, syntax.wrongCount(command, words, min, max));
        }
        return this;
    }

    /** Argument {@code index} as a whole number, saturated at the ends of {@code long}. */
    public long whole(int index) {
        return whole(index, WholeRange.ANY);
    }

    /**
     * Argument {@code index} as a whole number within {@code range}.
     *
     * @throws ProtocolError a syntax error saying what is wrong: not a whole number, negative,
     *                       or out of range
     */
    public long whole(int index, WholeRange range) {
        return syntax.whole(command, words.get(index), range);
    }

    /**
     * Argument {@code index} as an int from 0 to 2<sup>31</sup>-1 (GTP's "int", GTP 2,
     * section 3.2.1), for counts and sizes.
     */
    public int integer(int index) {
        return (int) whole(index, WholeRange.of(0, Integer.MAX_VALUE));
    }
}
