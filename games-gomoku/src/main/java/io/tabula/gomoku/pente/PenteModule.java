package io.tabula.gomoku.pente;

import io.tabula.core.Capability;
import io.tabula.core.GameDefinition;
import io.tabula.core.GameType;
import io.tabula.gomoku.kinarow.RowGameModule;
import io.tabula.gomoku.kinarow.RowVariant;
import io.tabula.gomoku.rules.Stone;
import io.tabula.options.BooleanOption;
import io.tabula.options.IntOption;
import io.tabula.options.OptionException;
import io.tabula.options.OptionSchema;
import io.tabula.options.OptionValues;
import io.tabula.options.Variant;
import io.tabula.stones.rows.CustodianCapture;
import io.tabula.stones.rows.RowOutcome;
import io.tabula.stones.rows.RowRule;
import io.tabula.stones.rows.RowRules;
import io.tabula.topology.Grid;
import java.util.List;
import java.util.Set;

/**
 * Pente, built from the k-in-a-row blocks: five or more in a row wins, and so does capturing
 * five pairs, a pair being exactly two enemy stones flanked by the new stone and another of
 * the mover's ({@code docs/rules/pente.md}). The tournament rule (on by default) puts the
 * first stone on the centre and the first player's second stone at least three lines from it.
 */
public final class PenteModule extends RowGameModule {
    static final IntOption SIZE = new IntOption("size", "side of the square board", 19, 7, 26);
    static final IntOption CAPTURES = new IntOption("captures", "pairs whose capture wins", 5, 1, 50);
    static final BooleanOption TOURNAMENT = new BooleanOption("tournamentRule",
            "black's first stone on the centre, black's second at least three lines from it (needs an odd size)", true);

    private static final GameType TYPE = new GameType("pente", "Pente", List.of(Stone.BLACK_SIDE, Stone.WHITE_SIDE),
            Set.of(Capability.UNDO), List.of(RowOutcome.ROW, RowOutcome.CAPTURES, RowOutcome.BOARD_FULL));
    private static final OptionSchema OPTIONS = new OptionSchema(List.of(SIZE, CAPTURES, TOURNAMENT), List.of(
            Variant.of("standard", "19x19, five in a row or five captured pairs wins, tournament rule")));

    public PenteModule() {
        super(TYPE, OPTIONS, true);
    }

    @Override
    protected RowVariant rulesFor(GameDefinition d) {
        int size = d.get(SIZE);
        RowRules.Builder blocks = RowRules.builder(Grid.square(size), TYPE.sides()).row(RowRule.orMore(5))
                .capture(CustodianCapture.PAIRS, 2 * d.get(CAPTURES));
        if (d.get(TOURNAMENT)) {
            blocks.placement(new TournamentOpening(size));
        }
        return new RowVariant(d, size, blocks.build());
    }

    @Override
    public void validate(OptionValues values) {
        if (values.get(TOURNAMENT) && values.get(SIZE) % 2 == 0) {
            throw new OptionException("option 'tournamentRule' needs a centre point, so an odd size, not "
                    + values.get(SIZE) + " (or set tournamentRule=false)");
        }
    }

    @Override
    public String notationHelp() {
        return "Moves: a column letter and a row number from the bottom, like j10 (the centre of 19x19).";
    }
}
