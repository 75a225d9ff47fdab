package io.tabula.gomoku.tihuan;

import io.tabula.core.Capability;
import io.tabula.core.GameDefinition;
import io.tabula.core.GameType;
import io.tabula.gomoku.kinarow.RowGameModule;
import io.tabula.gomoku.kinarow.RowVariant;
import io.tabula.gomoku.rules.Stone;
import io.tabula.options.BooleanOption;
import io.tabula.options.EnumOption;
import io.tabula.options.IntOption;
import io.tabula.options.OptionException;
import io.tabula.options.OptionSchema;
import io.tabula.options.OptionValues;
import io.tabula.options.Variant;
import io.tabula.stones.rows.RowOutcome;
import io.tabula.stones.rows.RowRule;
import io.tabula.stones.rows.RowRules;
import io.tabula.stones.rows.StoneStocks;
import io.tabula.topology.Grid;
import java.util.List;
import java.util.Set;

/**
 * Five-replaces (五子替换), the Chinese rules' 玩法二 of gomoku, built from the k-in-a-row
 * blocks: each side places stones from its stock; a stone that makes five earns the
 * replacement of one enemy stone by one of the mover's, and the replaced stone goes back
 * to its owner; the first side to place its whole stock wins ({@code docs/rules/wuzi-tihuan.md}).
 */
public final class TihuanModule extends RowGameModule {
    static final IntOption SIZE = new IntOption("size", "side of the square board (at most 19, so x is no column)",
            15, 3, 19);
    static final IntOption K = new IntOption("k", "the length of a row that earns a replacement", 5, 2, 19);
    static final BooleanOption OVERLINE = new BooleanOption("overline",
            "whether a row longer than k earns a replacement too (false: exactly k)", true);
    static final IntOption STONES = new IntOption("stones",
            "stones in each side's stock; 0 for half the board's points, rounded down", 0, 0, 361);
    static final EnumOption<Replaced> REPLACED = new EnumOption<>("replaced",
            "what becomes of a replaced stone: return (back to its owner's stock) or removed (out of the game)",
            Replaced.class, Replaced.RETURN);
    static final BooleanOption CHAIN = new BooleanOption("chain",
            "whether a row made by the replacing stone earns another replacement", true);

    private static final GameType TYPE = new GameType("wuzi-tihuan", "Five-replaces (五子替换)",
            List.of(Stone.BLACK_SIDE, Stone.WHITE_SIDE), Set.of(Capability.UNDO),
            List.of(RowOutcome.STOCK_EMPTY, RowOutcome.BOARD_FULL));
    private static final OptionSchema OPTIONS = new OptionSchema(List.of(SIZE, K, OVERLINE, STONES, REPLACED, CHAIN),
            List.of(Variant.of("standard", "15x15, 112 stones each, five or more replaces an enemy stone, "
                    + "which returns to its owner; the first to place all its stones wins")));

    public TihuanModule() {
        super(TYPE, OPTIONS, Set.of("stones", "replacing"));
    }

    @Override
    protected RowVariant rulesFor(GameDefinition d) {
        int size = d.get(SIZE);
        int stones = d.get(STONES) == 0 ? size * size / 2 : d.get(STONES);
        RowRules blocks = RowRules.builder(Grid.square(size), TYPE.sides())
                .row(d.get(OVERLINE) ? RowRule.orMore(d.get(K)) : RowRule.exactly(d.get(K)))
                .stocks(new StoneStocks(stones, d.get(REPLACED) == Replaced.RETURN, d.get(CHAIN))).build();
        return new RowVariant(d, size, blocks);
    }

    @Override
    public void validate(OptionValues values) {
        if (values.get(K) > values.get(SIZE)) {
            throw new OptionException("option 'k' " + values.get(K) + " does not fit a " + values.get(SIZE) + "x"
                    + values.get(SIZE) + " board");
        }
    }

    @Override
    public String notationHelp() {
        return "Moves: a stone is its point, a column letter and a row number from the bottom, like h8 (the centre "
                + "of 15x15); after a five, the replacement is x and the enemy stone's point, like xh9.";
    }
}
