package io.tabula.gomoku.rules;

import io.tabula.gomoku.geometry.SymmetryRule;
import io.tabula.options.BooleanOption;
import io.tabula.options.EnumOption;
import io.tabula.options.IntOption;
import io.tabula.options.OptionException;
import io.tabula.options.OptionSchema;
import io.tabula.options.OptionValues;
import io.tabula.options.OptionSpec;
import io.tabula.options.Variant;
import java.util.List;
import java.util.Map;

/** The options and variants of the Gomoku module, as {@code tabula games} lists them. */
public final class GomokuOptions {
    public static final IntOption SIZE = new IntOption("size",
            "side of the square board", 15, 5, 26);

    public static final EnumOption<GomokuTopology> TOPOLOGY = new EnumOption<>("topology",
            "the board's shape: square, or torus (opposite edges joined, so rows run across them; rules freestyle, "
                    + "standard and caro, opening free)",
            GomokuTopology.class, GomokuTopology.SQUARE);

    public static final EnumOption<GomokuRule> RULE = new EnumOption<>("rule",
            "which rows win: freestyle (five or more), standard (exactly five), renju (black exactly five and "
                    + "forbidden moves, white five or more), caro (five not blocked at both ends)",
            GomokuRule.class, GomokuRule.FREESTYLE);

    public static final EnumOption<ForbiddenMoves> FORBIDDEN_MOVES = new EnumOption<>("forbiddenMoves",
            "under renju, what black's forbidden move does: loses (white wins), illegal (rejected) or claim "
                    + "(stands unless white claims it at once; an overline until the game ends)",
            ForbiddenMoves.class, ForbiddenMoves.LOSES);

    public static final BooleanOption PASS = new BooleanOption("pass",
            "whether the side to move may pass; two passes in succession draw (reason passes); the renju variant "
                    + "sets it", false);

    public static final BooleanOption CARO_EDGE_BLOCKS = new BooleanOption("caroEdgeBlocks",
            "under caro, whether the board edge blocks an end of a row like an opponent stone", false);

    public static final BooleanOption CARO_OVERLINE = new BooleanOption("caroOverline",
            "under caro, whether six or more in a row wins (caro6) or only exactly five does (caro5)", true);

    public static final EnumOption<OpeningRule> OPENING = new EnumOption<>("opening",
            "the opening protocol: free, centre (black 1 on the centre), pro, long-pro, swap, "
                    + "swap2, rif (26 openings, swap after 3, two fifth-move offers), yamaguchi, soosorv, taraguchi, "
                    + "tarannikov",
            OpeningRule.class, OpeningRule.FREE);

    /** The most offers any 15x15 position always allows: (225 - 4) / 8, see {@link #maximumOffers(int)}. */
    public static final IntOption OPENING_OFFERS = new IntOption("openingOffers",
            "fifth-move offers: N of soosorv (white declares 1 to N; 0 means 8) and of taraguchi (0 means 10); "
                    + "under yamaguchi the most black may declare (0 means (size*size-4)/8, 27 on 15x15)",
            0, 0, maximumOffers(26));

    public static final EnumOption<SymmetryRule> OFFER_SYMMETRY = new EnumOption<>(
            "offerSymmetry",
            "which maps make two fifth-move offers symmetric: board (the 8 symmetries about "
                    + "the centre that keep the stones) or pattern (any rotation or reflection of the stone pattern, "
                    + "shifted, edges ignored)",
            SymmetryRule.class, SymmetryRule.BOARD);

    public static final List<OptionSpec<?>> ALL = List.of(RULE, SIZE, TOPOLOGY, FORBIDDEN_MOVES, PASS, CARO_EDGE_BLOCKS,
            CARO_OVERLINE, OPENING, OPENING_OFFERS, OFFER_SYMMETRY);

    public static final OptionSchema SCHEMA = new OptionSchema(ALL, List.of(
            new Variant("freestyle", "five or more in a row wins", Map.of("rule", "freestyle")),
            new Variant("standard", "exactly five in a row wins; an overline does not", Map.of("rule", "standard")),
            new Variant("renju", "RIF renju: black exactly five and no overline, double-four or double-three; "
                    + "white five or more; passing allowed", Map.of("rule", "renju", "pass", "true")),
            new Variant("caro", "caro: five or more in a row wins unless both ends are blocked by opponent stones",
                    Map.of("rule", "caro"))));

    private GomokuOptions() {
    }

    /**
     * The most fifth-move offers that every position after move 4 on a {@code size x size}
     * board allows: a position's symmetries number at most 8, so its empty points fall into
     * at least (size*size - 4) / 8 classes of equivalent points, and black needs one class
     * per offer. A bound that holds whatever white played keeps every declaration keepable.
     */
    public static int maximumOffers(int size) {
        return (size * size - 4) / 8;
    }

    /**
     * The checks that single options cannot make: the protocol fits the board, and
     * {@code openingOffers} applies to the protocol and fits the board.
     *
     * @throws OptionException naming the option and what is allowed
     */
    public static void validate(OptionValues values) {
        OpeningRule opening = values.get(OPENING);
        int size = values.get(SIZE);
        GomokuTopology topology = values.get(TOPOLOGY);
        if (topology != GomokuTopology.SQUARE && values.get(RULE) == GomokuRule.RENJU) {
            throw new OptionException("option 'topology' " + topology.id() + " does not go with rule renju: RIF defines "
                    + "black's forbidden moves on the square board only (use rule freestyle, standard or caro there)");
        }
        if (topology != GomokuTopology.SQUARE && opening != OpeningRule.FREE) {
            throw new OptionException("option 'opening' " + opening.id() + " needs topology=square: its areas around "
                    + "the centre and its symmetric offers are the square board's");
        }
        if (size < opening.minimumSize()) {
            throw new OptionException("option 'opening' " + opening.id() + " needs a board of at least "
                    + opening.minimumSize() + "x" + opening.minimumSize() + ", not " + size + "x" + size);
        }
        if (opening.usesCentre() && size % 2 == 0) {
            throw new OptionException("option 'opening' " + opening.id() + " places stones around the centre, "
                    + "which needs an odd board size, not " + size);
        }
        int offers = values.get(OPENING_OFFERS);
        if (offers != 0 && opening != OpeningRule.YAMAGUCHI && opening != OpeningRule.SOOSORV
                && opening != OpeningRule.TARAGUCHI) {
            throw new OptionException("option 'openingOffers' applies to opening=yamaguchi, soosorv or taraguchi, "
                    + "not " + opening.id() + (opening == OpeningRule.RIF ? " (the RIF rule always has two offers)" : ""));
        }
        if (offers > maximumOffers(size)) {
            throw new OptionException("option 'openingOffers' " + offers + " does not fit a " + size + "x" + size
                    + " board: at most " + maximumOffers(size) + " offers are always possible there");
        }
    }
}
