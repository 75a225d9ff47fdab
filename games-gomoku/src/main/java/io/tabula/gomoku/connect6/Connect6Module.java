package io.tabula.gomoku.connect6;

import io.tabula.core.Capability;
import io.tabula.core.GameDefinition;
import io.tabula.core.GameType;
import io.tabula.core.TurnPlan;
import io.tabula.gomoku.kinarow.RowGameModule;
import io.tabula.gomoku.kinarow.RowVariant;
import io.tabula.gomoku.rules.Stone;
import io.tabula.options.BooleanOption;
import io.tabula.options.IntOption;
import io.tabula.options.OptionException;
import io.tabula.options.OptionSchema;
import io.tabula.options.OptionValues;
import io.tabula.options.Variant;
import io.tabula.stones.rows.RowOutcome;
import io.tabula.stones.rows.RowRule;
import io.tabula.stones.rows.RowRules;
import io.tabula.topology.Grid;
import java.util.List;
import java.util.Set;

/**
 * Connect6 (六子棋), built from the k-in-a-row blocks: black's first turn is one stone, every
 * later turn two, six or more in a row wins ({@code docs/rules/connect6.md}). The options
 * open the whole family of connect(size, k, stones, firstStones) games: {@code k=5,
 * stones=1} is freestyle gomoku.
 */
public final class Connect6Module extends RowGameModule {
    static final IntOption SIZE = new IntOption("size", "side of the square board", 19, 6, 26);
    static final IntOption K = new IntOption("k", "the length of a winning row", 6, 3, 26);
    static final BooleanOption OVERLINE = new BooleanOption("overline",
            "whether a row longer than k wins too (false: exactly k)", true);
    static final IntOption STONES = new IntOption("stones", "stones a turn, after the first turn", 2, 1, 6);
    static final IntOption FIRST_STONES = new IntOption("firstStones", "stones of black's first turn", 1, 1, 6);

    private static final GameType TYPE = new GameType("connect6", "Connect6", List.of(Stone.BLACK_SIDE,
            Stone.WHITE_SIDE), Set.of(Capability.SEVERAL_MOVES_PER_TURN, Capability.UNDO),
            List.of(RowOutcome.ROW, RowOutcome.BOARD_FULL));
    private static final OptionSchema OPTIONS = new OptionSchema(List.of(SIZE, K, OVERLINE, STONES, FIRST_STONES),
            List.of(Variant.of("standard", "19x19, black's first turn one stone, then two a turn, six or more wins")));

    public Connect6Module() {
        super(TYPE, OPTIONS, false);
    }

    @Override
    protected RowVariant rulesFor(GameDefinition d) {
        int size = d.get(SIZE);
        RowRules blocks = RowRules.builder(Grid.square(size), TYPE.sides())
                .row(d.get(OVERLINE) ? RowRule.orMore(d.get(K)) : RowRule.exactly(d.get(K)))
                .turns(TurnPlan.of(List.of(d.get(FIRST_STONES)), d.get(STONES))).build();
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
        return "Moves: one stone, a column letter and a row number from the bottom, like j10 (the centre of 19x19); "
                + "a turn of two stones is two moves, entered one after the other.";
    }
}
