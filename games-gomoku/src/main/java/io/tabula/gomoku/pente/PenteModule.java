package io.tabula.gomoku.pente;

import io.tabula.core.Capability;
import io.tabula.core.GameDefinition;
import io.tabula.core.GameType;
import io.tabula.gomoku.kinarow.RowStateCodec;
import io.tabula.gomoku.notation.GomokuPainter;
import io.tabula.gomoku.rules.Stone;
import io.tabula.options.BooleanOption;
import io.tabula.options.EnumOption;
import io.tabula.options.IntOption;
import io.tabula.options.OptionException;
import io.tabula.options.OptionSchema;
import io.tabula.options.OptionValues;
import io.tabula.options.Variant;
import io.tabula.stones.rows.RowGame;
import io.tabula.stones.rows.RowGameModule;
import io.tabula.stones.rows.RowOutcome;
import io.tabula.stones.rows.RowRule;
import io.tabula.stones.rows.RowRules;
import io.tabula.topology.Grid;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Pente, built from the row blocks: five or more in a row wins, and so does capturing five
 * pairs, a pair being exactly two enemy stones flanked by the new stone and another of the
 * mover's ({@code docs/rules/pente.md}). The tournament rule (on by default) puts the first
 * stone on the centre and the first player's second stone at least three lines from it.
 * Keryo-Pente (variant {@code keryo}, option {@code capture=pairs-and-triples}) captures runs
 * of two or three and is won by fifteen captured stones.
 */
public final class PenteModule extends RowGameModule {
    static final IntOption SIZE = new IntOption("size", "side of the square board", 19, 7, 26);
    static final IntOption CAPTURES = new IntOption("captures", "under capture=pairs, the pairs whose capture wins",
            5, 1, 50);
    static final EnumOption<PenteCapture> CAPTURE = new EnumOption<>("capture",
            "what a stone captures: pairs, or pairs-and-triples (Keryo-Pente: two or three enemy stones flanked)",
            PenteCapture.class, PenteCapture.PAIRS);
    static final IntOption CAPTURED_STONES = new IntOption("capturedStones",
            "under capture=pairs-and-triples, the captured stones that win", 15, 1, 100);
    static final BooleanOption TOURNAMENT = new BooleanOption("tournamentRule",
            "black's first stone on the centre, black's second at least three lines from it (needs an odd size)", true);

    private static final GameType TYPE = new GameType("pente", "Pente", List.of(Stone.BLACK_SIDE, Stone.WHITE_SIDE),
            Set.of(Capability.UNDO), List.of(RowOutcome.ROW, RowOutcome.CAPTURES, RowOutcome.BOARD_FULL));
    private static final OptionSchema OPTIONS = new OptionSchema(List.of(SIZE, CAPTURES, TOURNAMENT, CAPTURE,
            CAPTURED_STONES), List.of(
            Variant.of("standard", "19x19, five in a row or five captured pairs wins, tournament rule"),
            new Variant("keryo", "Keryo-Pente: pairs and triples are captured, five in a row or fifteen captured "
                    + "stones wins, tournament rule", Map.of("capture", "pairs-and-triples"))));

    public PenteModule() {
        super(TYPE, OPTIONS, Set.of("captures"), RowStateCodec::new);
    }

    @Override
    protected RowGame rulesFor(GameDefinition d) {
        int size = d.get(SIZE);
        PenteCapture capture = d.get(CAPTURE);
        RowRules.Builder blocks = RowRules.builder(Grid.square(size), TYPE.sides()).row(RowRule.orMore(5))
                .capture(capture.block(), capture == PenteCapture.PAIRS ? 2 * d.get(CAPTURES) : d.get(CAPTURED_STONES));
        if (d.get(TOURNAMENT)) {
            blocks.placement(new TournamentOpening(size));
        }
        return RowGame.of(d, blocks.build());
    }

    @Override
    public void validate(OptionValues values) {
        boolean pairs = values.get(CAPTURE) == PenteCapture.PAIRS;
        if (!pairs && !values.get(CAPTURES).equals(CAPTURES.defaultValue())) {
            throw new OptionException("option 'captures' counts pairs under capture=pairs; under capture="
                    + values.get(CAPTURE).id() + " a win is counted in stones: set capturedStones");
        }
        if (pairs && !values.get(CAPTURED_STONES).equals(CAPTURED_STONES.defaultValue())) {
            throw new OptionException("option 'capturedStones' applies under capture=pairs-and-triples; under "
                    + "capture=pairs the win is counted in pairs: set captures");
        }
        if (values.get(TOURNAMENT) && values.get(SIZE) % 2 == 0) {
            throw new OptionException("option 'tournamentRule' needs a centre point, so an odd size, not "
                    + values.get(SIZE) + " (or set tournamentRule=false)");
        }
    }

    /** Gomoku's star points. */
    @Override
    protected List<Integer> marks(GameDefinition definition) {
        return GomokuPainter.stars(definition.get(SIZE));
    }

    @Override
    public String notationHelp() {
        return "Moves: a column letter and a row number from the bottom, like j10 (the centre of 19x19).";
    }
}
