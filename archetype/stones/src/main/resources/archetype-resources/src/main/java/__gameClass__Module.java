package ${package};

import io.tabula.core.Capability;
import io.tabula.core.GameDefinition;
import io.tabula.core.GameType;
import io.tabula.core.Outcome;
import io.tabula.core.OutcomeReason;
import io.tabula.core.Side;
import io.tabula.options.BooleanOption;
import io.tabula.options.IntOption;
import io.tabula.options.OptionSchema;
import io.tabula.options.Variant;
import io.tabula.stones.StoneModule;
import io.tabula.stones.StonePosition;
import io.tabula.stones.StoneRules;
import io.tabula.stones.connection.Connection;
import io.tabula.topology.HexBoard;
import java.util.List;
import java.util.Set;

/**
 * ${gameName}: Hex, written on Tabula's placement kit, ready to be changed into a game of your
 * own. The kit gives the states, the notation (a cell's name like {@code f6}, {@code swap}),
 * the diagrams, the JSON snapshots, the board in the page and the fast random playouts; this
 * class says only what the game is and what its stones do.
 *
 * <p>Red joins the bottom and top rows, blue the left and right columns, on a rhombus of
 * hexagons; the first chain between a side's two edges wins. With the swap rule blue may, as
 * its first move, take red's first stone as its own. {@code META-INF/services} names this class.
 */
public final class ${gameClass}Module extends StoneModule {
    static final IntOption SIZE = new IntOption("size", "cells on a side of the rhombus", 11, 2, 19);
    static final BooleanOption SWAP = new BooleanOption("swap", "blue may take red's first stone (the pie rule)", true);

    /** Why a game ends: its id ({@code connection}) is what case files and records write. */
    enum Why implements OutcomeReason { CONNECTION }

    public ${gameClass}Module() {
        super(new GameType("${gameId}", "${gameName}", List.of(new Side(0, "red"), new Side(1, "blue")),
                Set.of(Capability.UNDO), List.of(Why.values())), new OptionSchema(List.of(SIZE, SWAP),
                List.of(Variant.of("standard", "11x11, red moves first, with the swap rule"))));
    }

    /** The rules of one definition: the board, and what a stone does (the connection block joins it to its chain). */
    @Override
    protected StoneRules rulesFor(GameDefinition definition) {
        return new StoneRules(definition, new HexBoard(definition.get(SIZE))) {
            final Connection chains = Connection.hex(this, (HexBoard) topology());
            final int n = definition.get(SIZE);

            @Override protected void rebuild(StonePosition p) { chains.rebuild(p); }
            @Override protected void placed(StonePosition p, int point) { chains.placed(p, point); }
            @Override protected long hashExtra(StonePosition p) { return swapAllowed(p) ? 0x5A4A_7E1EL : 0; }

            @Override protected boolean swapAllowed(StonePosition p) {
                return definition.get(SWAP) && p.ply() == 1 && p.stones(0) == 1 && p.stones(1) == 0;
            }

            /** Red's stone becomes blue's, mirrored in the long diagonal, so it serves blue's edges as it served red's. */
            @Override protected void swap(StonePosition p) {
                int red = 0;
                while (p.stone(red) != 0) {
                    red++;
                }
                p.remove(red);
                p.place(red % n * n + red / n, 1);
                chains.rebuild(p);
            }

            @Override protected Outcome outcome(StonePosition p, int mover, int move) {
                boolean red = mover != 1 && chains.connected(p, 0);
                boolean blue = mover != 0 && chains.connected(p, 1);
                if (red && blue) {
                    throw new IllegalArgumentException("both red and blue join their edges; no game gets there");
                }
                return red || blue ? Outcome.win(definition.type().side(red ? 0 : 1), Why.CONNECTION) : Outcome.ONGOING;
            }
        };
    }
}
