package io.tabula.gomoku.kinarow;

import com.google.common.collect.ImmutableList;
import io.tabula.core.GameDefinition;
import io.tabula.stones.rows.RowRules;

/**
 * A k-in-a-row variant on a square board: its definition, the side of its board, the blocks
 * it plays by ({@link RowRules}: the row, the turn plan, captures, stocks, Pente's opening
 * rule) and one {@link RowMove} per point, so that move lists allocate no moves. Captures are
 * counted in the variant's unit: pairs where only pairs are captured (Pente), stones where
 * runs of other lengths are (Keryo-Pente).
 */
public final class RowVariant {
    private final GameDefinition definition;
    private final int size;
    private final RowRules blocks;
    private final int captureUnit;
    private final ImmutableList<RowMove> places;

    /**
     * @param size   side of the square board the blocks are laid on
     * @param blocks the blocks, on {@code Grid.square(size)} for the two sides of the game's type
     */
    public RowVariant(GameDefinition definition, int size, RowRules blocks) {
        if (blocks.topology().points() != size * size) {
            throw new IllegalArgumentException("the blocks' board has " + blocks.topology().points()
                    + " points, not " + size + "x" + size);
        }
        this.definition = definition;
        this.size = size;
        this.blocks = blocks;
        this.captureUnit = blocks.captures() && blocks.capture().min() == 2 && blocks.capture().max() == 2 ? 2 : 1;
        ImmutableList.Builder<RowMove> moves = ImmutableList.builderWithExpectedSize(size * size);
        for (int p = 0; p < size * size; p++) {
            moves.add(new RowMove(p));
        }
        this.places = moves.build();
    }

    public GameDefinition definition() {
        return definition;
    }

    public int size() {
        return size;
    }

    /** The blocks this variant plays by. */
    public RowRules blocks() {
        return blocks;
    }

    /** Whether stones are captured (Pente). */
    public boolean captures() {
        return blocks.captures();
    }

    /** Stones a counted capture is: 2 where only pairs are captured, else 1. */
    public int captureUnit() {
        return captureUnit;
    }

    /** The captures that win, in the variant's unit (pairs in Pente); 0 without captures. */
    public int capturesToWin() {
        return blocks.capturedToWin() / captureUnit;
    }

    /** The word of the capture unit, plural: {@code pairs} or {@code stones}. */
    public String captureWord() {
        return captureUnit == 2 ? "pairs" : "stones";
    }

    /** The shared move placing a stone on {@code point}. */
    public RowMove place(int point) {
        return places.get(point);
    }
}
