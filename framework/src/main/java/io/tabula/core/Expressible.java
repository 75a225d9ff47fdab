package io.tabula.core;

import java.util.Objects;

/**
 * What a protocol can say: the words for a request, or why the protocol has none. An
 * ordinary answer, not an error: a protocol with fewer words than Tabula's rules (GTP has no
 * word for a resignation on the board, Gomocup none for an opening protocol) is expected,
 * and {@code tabula conformance --engine} counts what it cannot ask, with the reason.
 *
 * @param <T> what the words are (a list of commands, a question)
 */
public sealed interface Expressible<T> permits Expressible.Said, Expressible.Unsayable {

    /** The words. */
    static <T> Expressible<T> said(T words) {
        return new Said<>(words);
    }

    /** No words, for the reason given (it names the protocol and what it lacks). */
    static <T> Expressible<T> unsayable(String why) {
        return new Unsayable<>(why);
    }

    /** The protocol's words for the request. */
    record Said<T>(T words) implements Expressible<T> {
        public Said {
            Objects.requireNonNull(words, "words");
        }
    }

    /** The protocol cannot express the request, because {@code why}. */
    record Unsayable<T>(String why) implements Expressible<T> {
        public Unsayable {
            Objects.requireNonNull(why, "why");
        }
    }
}
