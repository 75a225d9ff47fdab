package io.tabula.examples.hex;

import io.tabula.core.*;
import io.tabula.options.*;
import io.tabula.stones.*;
import io.tabula.stones.connection.Connection;
import io.tabula.topology.HexBoard;
import java.util.List;
import java.util.Set;

/**
 * Hex on the placement kit (docs/rules/hex.md): red joins the bottom and top rows, blue the left and right
 * columns, on a rhombus of hexagons; the first chain between a side's two edges wins. With the swap rule
 * (the pie rule) the second player may, instead of its first stone, take red's first stone as its own.
 */
public final class HexModule extends StoneModule {
    static final IntOption SIZE = new IntOption("size", "cells on a side of the rhombus", 11, 2, 19);
    static final BooleanOption SWAP = new BooleanOption("swap", "blue may take red's first stone (the pie rule)", true);

    enum Why implements OutcomeReason { CONNECTION }

    public HexModule() {
        super(new GameType("hex", "Hex", List.of(new Side(0, "red"), new Side(1, "blue")), Set.of(Capability.UNDO),
                List.of(Why.values())), new OptionSchema(List.of(SIZE, SWAP), List.of(Variant.of("standard",
                "11x11, red moves first, with the swap rule"))));
    }

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

            /** Red's stone becomes blue's, mirrored in the long diagonal so it serves blue's edges as it served red's. */
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
