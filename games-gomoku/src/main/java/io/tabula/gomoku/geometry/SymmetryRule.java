package io.tabula.gomoku.geometry;

import io.tabula.options.Choice;
import java.util.Arrays;
import java.util.Locale;

/**
 * Which maps make two fifth-move offers symmetric (games-gomoku/README.md, option offerSymmetry). Sources differ,
 * so it is an option: {@code board} (the default) counts only the 8 symmetries of the
 * board about {@code h8} that keep the 4-stone position; {@code pattern} counts any map of
 * the stone pattern ignoring the board edges: one of the 8 rotations and reflections
 * followed by a translation, that maps the stones onto themselves with their colours.
 */
public enum SymmetryRule implements Choice {
    /** Whole-board symmetries about the centre ({@code h8}) only; the default. */
    BOARD("board"),
    /** Symmetries of the stone pattern itself: the 8 maps composed with translations, edges ignored. */
    PATTERN("pattern");

    /** The rule used when none is given. */
    public static final SymmetryRule DEFAULT = BOARD;

    private final String optionValue;

    SymmetryRule(String optionValue) {
        this.optionValue = optionValue;
    }

    /** The option's word: {@code board} or {@code pattern}. */
    public String optionValue() {
        return optionValue;
    }

    /** The value of option {@code offerSymmetry}: {@code board} or {@code pattern}. */
    @Override
    public String id() {
        return optionValue;
    }

    /**
     * The rule named {@code text} (case and surrounding blanks ignored).
     *
     * @throws IllegalArgumentException naming the accepted words if there is no such rule
     */
    public static SymmetryRule parse(String text) {
        String t = text.trim().toLowerCase(Locale.ROOT);
        for (SymmetryRule r : values()) {
            if (r.optionValue.equals(t)) {
                return r;
            }
        }
        throw new IllegalArgumentException("unknown symmetry rule '" + text.trim() + "': use one of "
                + Arrays.stream(values()).map(SymmetryRule::optionValue).toList());
    }
}
