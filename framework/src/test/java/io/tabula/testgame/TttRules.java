package io.tabula.testgame;

import io.tabula.core.GameDefinition;
import io.tabula.hash.Zobrist;
import io.tabula.topology.Direction;
import io.tabula.topology.Grid;

/** What every state of one definition shares: board geometry, misère flag and hash keys. */
final class TttRules {
    static final byte EMPTY = 0;
    static final int LINE = 3;

    final GameDefinition definition;
    final int size;
    final boolean misere;
    final Grid grid;
    final Zobrist zobrist;

    TttRules(GameDefinition definition) {
        this.definition = definition;
        this.size = definition.get(TttModule.SIZE);
        this.misere = definition.get(TttModule.MISERE);
        this.grid = Grid.square(size);
        this.zobrist = new Zobrist(size * size, 2, 2, 0x7474_7474L);
    }

    /** Whether the mark on {@code point} is part of a line of {@link #LINE} equal marks. */
    boolean inLine(byte[] cells, int point) {
        byte mark = cells[point];
        if (mark == EMPTY) {
            return false;
        }
        for (Direction d : Direction.LINE_AXES) {
            if (1 + grid.run(cells, point, d, mark) + grid.run(cells, point, d.opposite(), mark) >= LINE) {
                return true;
            }
        }
        return false;
    }
}
