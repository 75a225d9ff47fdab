package io.tabula.go.rules;

import io.tabula.options.BooleanOption;
import io.tabula.options.DecimalOption;
import io.tabula.options.EnumOption;
import io.tabula.options.IntOption;
import io.tabula.options.OptionException;
import io.tabula.options.OptionSchema;
import io.tabula.options.OptionSpec;
import io.tabula.options.OptionValues;
import io.tabula.options.Variant;
import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * The options and named rule sets of Go, KataGo-style presets. Each variant names every
 * rule option, so a variant means the same rules whatever the defaults.
 */
public final class GoOptions {
    public static final IntOption SIZE = new IntOption("size", "points on a side of the board", 19, 2, 25);
    public static final EnumOption<BoardTopology> TOPOLOGY = new EnumOption<>("topology",
            "the board's shape: square, torus (opposite edges joined) or hex (hexagonal cells in a rhombus)",
            BoardTopology.class, BoardTopology.SQUARE);
    public static final DecimalOption KOMI = new DecimalOption("komi",
            "points given to white; an integer komi allows a draw",
            new BigDecimal("7.5"), new BigDecimal("0.5"), new BigDecimal("-1000"), new BigDecimal("1000"));
    public static final EnumOption<KoRule> KO = new EnumOption<>("ko",
            "which repetitions are forbidden", KoRule.class, KoRule.POSITIONAL_SUPERKO);
    public static final BooleanOption SUICIDE = new BooleanOption("suicide",
            "whether a move may leave its own group without liberties (it is then removed and counts as captured)",
            false);
    public static final EnumOption<Scoring> SCORING = new EnumOption<>("scoring",
            "area (stones plus territory) or territory (territory plus prisoners)", Scoring.class, Scoring.AREA);
    public static final IntOption HANDICAP = new IntOption("handicap",
            "black's handicap stones: 0, or 2 to 9", 0, 0, 9);
    public static final EnumOption<HandicapPlacement> HANDICAP_PLACEMENT = new EnumOption<>("handicapPlacement",
            "handicap stones on the standard points (fixed) or placed by black (free)",
            HandicapPlacement.class, HandicapPlacement.FIXED);
    public static final EnumOption<HandicapBonus> WHITE_HANDICAP_BONUS = new EnumOption<>("whiteHandicapBonus",
            "points white gets for the handicap under area scoring: 0, N or N-1", HandicapBonus.class,
            HandicapBonus.NONE);

    public static final List<OptionSpec<?>> ALL =
            List.of(SIZE, KOMI, KO, SUICIDE, SCORING, HANDICAP, HANDICAP_PLACEMENT, WHITE_HANDICAP_BONUS, TOPOLOGY);

    /** The named rule sets, the same on every board. */
    private static final List<Variant> RULE_SETS = List.of(
            preset("chinese", "Chinese rules: positional superko, no suicide, area scoring, komi 7.5, "
                    + "white gets N for a handicap", "positional-superko", false, "area", "7.5", "N"),
            preset("tromp-taylor", "Tromp-Taylor: positional superko, suicide allowed, area scoring, komi 7.5",
                    "positional-superko", true, "area", "7.5", "0"),
            preset("aga", "AGA: situational superko, no suicide, area scoring, komi 7.5, white gets N-1",
                    "situational-superko", false, "area", "7.5", "N-1"),
            preset("new-zealand", "New Zealand: situational superko, suicide allowed, area scoring, komi 7.5",
                    "situational-superko", true, "area", "7.5", "0"),
            preset("japanese", "Japanese: simple ko, no suicide, territory scoring, komi 6.5",
                    "simple", false, "territory", "6.5", "0"),
            preset("ing", "Ing: positional superko, suicide allowed, area scoring, komi 7.5",
                    "positional-superko", true, "area", "7.5", "0"));

    /** The options and rule sets of Go on the boards of option {@code topology}. */
    public static final OptionSchema SCHEMA = new OptionSchema(ALL, RULE_SETS);

    /**
     * Option {@code handicapPlacement} on a board of the user's, which has no fixed handicap
     * points: free by default, and fixed is refused ({@link #validateOnBoard}).
     */
    public static final EnumOption<HandicapPlacement> FREE_HANDICAP_PLACEMENT = new EnumOption<>(
            HANDICAP_PLACEMENT.name(), "handicap stones placed by black (free); this board has no fixed points",
            HandicapPlacement.class, HandicapPlacement.FREE);

    /** The rule options of Go on any board: every option but the built-in board's {@code size} and {@code topology}. */
    public static final List<OptionSpec<?>> RULES_ON_ANY_BOARD =
            List.of(KOMI, KO, SUICIDE, SCORING, HANDICAP, FREE_HANDICAP_PLACEMENT, WHITE_HANDICAP_BONUS);

    private GoOptions() {
    }

    private static Variant preset(String id, String description, String ko, boolean suicide, String scoring,
                                  String komi, String bonus) {
        return new Variant(id, description, Map.of("ko", ko, "suicide", Boolean.toString(suicide),
                "scoring", scoring, "komi", komi, "whiteHandicapBonus", bonus));
    }

    /**
     * The options and rule sets of Go on a board of the user's: {@code boardOptions} (which
     * choose the board, if the user's module offers a choice; none otherwise) followed by
     * {@link #RULES_ON_ANY_BOARD}, with the same rule sets as the built-in boards.
     *
     * @throws IllegalArgumentException if a board option takes the name of a rule option
     */
    public static OptionSchema onBoard(List<? extends OptionSpec<?>> boardOptions) {
        List<OptionSpec<?>> specs = new ArrayList<>(boardOptions);
        specs.addAll(RULES_ON_ANY_BOARD);
        return new OptionSchema(specs, RULE_SETS);
    }

    /**
     * Constraints between options on a board of the user's: handicap 1 does not exist, a
     * fixed handicap has no points there, and the stones must leave a point free.
     */
    public static void validateOnBoard(OptionValues values, GoTopology board) {
        int handicap = values.get(HANDICAP);
        if (handicap == 1) {
            throw new OptionException("option 'handicap' does not take the value '1'; allowed: 0, or 2 to 9");
        }
        if (handicap > 0 && values.get(FREE_HANDICAP_PLACEMENT) == HandicapPlacement.FIXED) {
            throw new OptionException("option 'handicapPlacement' fixed: " + board
                    + " has no fixed handicap points; use handicapPlacement=free (black places the stones)");
        }
        if (handicap >= board.points()) {
            throw new OptionException("option 'handicap' " + handicap + " does not fit " + board);
        }
    }

    /** Constraints between options: handicap 1 does not exist, fixed handicaps must fit the board. */
    public static void validate(OptionValues values) {
        int handicap = values.get(HANDICAP);
        int size = values.get(SIZE);
        if (handicap == 1) {
            throw new OptionException("option 'handicap' does not take the value '1'; allowed: 0, or 2 to 9");
        }
        if (handicap > 0 && values.get(HANDICAP_PLACEMENT) == HandicapPlacement.FIXED
                && handicap > FixedHandicap.maximum(size)) {
            throw new OptionException("option 'handicap' " + handicap + " does not fit a " + size + "x" + size
                    + " board with handicapPlacement=fixed; at most " + FixedHandicap.maximum(size)
                    + " there (or use handicapPlacement=free)");
        }
        if (handicap >= size * size) {
            throw new OptionException("option 'handicap' " + handicap + " does not fit a " + size + "x" + size
                    + " board");
        }
    }
}
