package io.tabula.examples.othello;

import io.tabula.core.*;
import io.tabula.draw.BoardDrawing;
import io.tabula.options.*;
import io.tabula.stones.*;
import io.tabula.stones.flipping.Flipping;
import io.tabula.topology.Grid;
import java.util.List;
import java.util.Set;

/**
 * Othello (Reversi) on the placement kit (docs/rules/othello.md): a stone must bracket a line of enemy stones,
 * which all turn; a side that cannot place passes; the game ends when neither can, won by the most stones.
 */
public final class OthelloModule extends StoneModule {
    static final IntOption SIZE = new IntOption("size", "squares on a side, an even number", 8, 4, 16);

    enum Why implements OutcomeReason { COUNT }

    enum Illegal implements IllegalReason {
        NO_FLIP;

        @Override public String describe() { return "the stone brackets no line of enemy stones"; }
    }

    public OthelloModule() {
        super(new GameType("othello", "Othello", List.of(new Side(0, "black"), new Side(1, "white")),
                Set.of(Capability.PASS, Capability.UNDO), List.of(Why.values())), new OptionSchema(List.of(SIZE),
                List.of(Variant.of("standard", "8x8, black moves first"))), BoardDrawing.Style.CELLS);
    }

    @Override
    public void validate(OptionValues values) {
        if (values.get(SIZE) % 2 != 0) {
            throw new OptionException("option size must be even, not " + values.get(SIZE));
        }
    }

    @Override
    protected StoneRules rulesFor(GameDefinition definition) {
        return new StoneRules(definition, Grid.square(definition.get(SIZE))) {
            final Flipping flipping = new Flipping(topology());
            final int half = definition.get(SIZE) / 2;
            final int size = definition.get(SIZE);

            @Override public Passing passing() { return Passing.WHEN_BLOCKED; }
            @Override protected boolean endsOnlyWhenBlocked() { return true; }
            @Override protected void placed(StonePosition p, int point) { flipping.flip(p, point, p.stone(point)); }

            /** Black on d4 and e5, white on d5 and e4 (rows count from the bottom). */
            @Override protected void start(StonePosition p) {
                int centre = (half - 1) * size + half - 1;
                p.place(centre, 0);
                p.place(centre + size + 1, 0);
                p.place(centre + 1, 1);
                p.place(centre + size, 1);
            }

            @Override protected IllegalReason refusal(StonePosition p, int point) {
                return flipping.flips(p, point, p.sideToMove()) ? null : Illegal.NO_FLIP;
            }

            @Override protected Outcome outcome(StonePosition p, int mover, int move) {
                if (flipping.canMove(p, p.sideToMove()) || flipping.canMove(p, 1 - p.sideToMove())) {
                    return Outcome.ONGOING;
                }
                int lead = p.stones(0) - p.stones(1);
                return lead == 0 ? Outcome.draw(Why.COUNT) : Outcome.win(definition.type().side(lead > 0 ? 0 : 1), Why.COUNT);
            }
        };
    }
}
