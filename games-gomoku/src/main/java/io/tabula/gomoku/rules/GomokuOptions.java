package io.tabula.gomoku.rules;

import io.tabula.options.BooleanOption;
import io.tabula.options.EnumOption;
import io.tabula.options.IntOption;
import io.tabula.options.OptionSchema;
import io.tabula.options.OptionSpec;
import io.tabula.options.Variant;
import java.util.List;
import java.util.Map;

/** The options and variants of the Gomoku module, as {@code tabula games} lists them. */
public final class GomokuOptions {
    public static final IntOption SIZE = new IntOption("size",
            "side of the square board", 15, 5, 26);

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

    public static final List<OptionSpec<?>> ALL = List.of(RULE, SIZE, FORBIDDEN_MOVES, PASS, CARO_EDGE_BLOCKS,
            CARO_OVERLINE);

    public static final OptionSchema SCHEMA = new OptionSchema(ALL, List.of(
            new Variant("freestyle", "five or more in a row wins", Map.of("rule", "freestyle")),
            new Variant("standard", "exactly five in a row wins; an overline does not", Map.of("rule", "standard")),
            new Variant("renju", "RIF renju: black exactly five and no overline, double-four or double-three; "
                    + "white five or more; passing allowed", Map.of("rule", "renju", "pass", "true")),
            new Variant("caro", "caro: five or more in a row wins unless both ends are blocked by opponent stones",
                    Map.of("rule", "caro"))));

    private GomokuOptions() {
    }
}
