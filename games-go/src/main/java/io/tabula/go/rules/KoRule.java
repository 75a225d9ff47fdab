package io.tabula.go.rules;

import io.tabula.options.Choice;

/** Which repetitions are forbidden (option {@code ko}). */
public enum KoRule implements Choice {
    /** Only the immediate recapture of a single stone in a ko is forbidden (Japanese rules). */
    SIMPLE("simple"),
    /** A move may not recreate any earlier board position (Chinese, Tromp-Taylor, Ing). */
    POSITIONAL_SUPERKO("positional-superko"),
    /** A move may not recreate an earlier board position with the same side to move (AGA, New Zealand). */
    SITUATIONAL_SUPERKO("situational-superko");

    private final String id;

    KoRule(String id) {
        this.id = id;
    }

    @Override
    public String id() {
        return id;
    }
}
