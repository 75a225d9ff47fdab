package io.tabula.gomoku.rules;

import com.google.common.collect.ImmutableList;
import io.tabula.core.GameDefinition;
import io.tabula.hash.Zobrist;
import io.tabula.topology.Direction;
import io.tabula.topology.Grid;
import java.util.List;

/**
 * Everything fixed by a definition, computed once and shared by all states of a game:
 * the grid, the win rule part, the Zobrist keys and one {@link GomokuMove.Place} per
 * point (so move generation allocates no moves).
 */
public final class GomokuRules {
    private final GameDefinition definition;
    private final Grid grid;
    private final FiveRule fiveRule;
    private final RenjuForbidden forbiddenRule; // null when black has no forbidden moves
    private final ForbiddenMoves forbiddenPolicy;
    private final Zobrist zobrist;
    private final ImmutableList<GomokuMove.Place> places;

    public GomokuRules(GameDefinition definition) {
        this.definition = definition;
        int size = definition.get(GomokuOptions.SIZE);
        this.grid = Grid.square(size);
        GomokuRule rule = definition.get(GomokuOptions.RULE);
        this.fiveRule = rule.fiveRule();
        this.forbiddenRule = rule.hasForbiddenMoves() ? new RenjuForbidden(grid) : null;
        this.forbiddenPolicy = definition.get(GomokuOptions.FORBIDDEN_MOVES);
        this.zobrist = new Zobrist(grid.size(), 2, 2, 0x60_4D_0C_0DL);
        ImmutableList.Builder<GomokuMove.Place> builder = ImmutableList.builderWithExpectedSize(grid.size());
        for (int p = 0; p < grid.size(); p++) {
            builder.add(new GomokuMove.Place(p));
        }
        this.places = builder.build();
    }

    public GameDefinition definition() {
        return definition;
    }

    public Grid grid() {
        return grid;
    }

    public Zobrist zobrist() {
        return zobrist;
    }

    /** The shared move placing a stone on {@code point}. */
    public GomokuMove.Place place(int point) {
        return places.get(point);
    }

    List<GomokuMove.Place> places() {
        return places;
    }

    /** Whether black has forbidden moves under these rules. */
    public boolean hasForbiddenMoves() {
        return forbiddenRule != null;
    }

    /** Whether a forbidden move is rejected (rather than losing the game). */
    public boolean forbiddenIsIllegal() {
        return forbiddenRule != null && forbiddenPolicy == ForbiddenMoves.ILLEGAL;
    }

    /**
     * Whether black on empty {@code point} would be forbidden, and why; always
     * {@link Forbidden#NONE} for rules without forbidden moves. {@code cells} is not changed.
     */
    public Forbidden forbidden(byte[] cells, int point) {
        return forbiddenRule == null ? Forbidden.NONE : forbiddenRule.check(cells.clone(), point);
    }

    /** As {@link #forbidden}, working in place on a scratch board the caller owns (no copy). */
    Forbidden forbiddenInPlace(byte[] scratch, int point) {
        return forbiddenRule == null ? Forbidden.NONE : forbiddenRule.check(scratch, point);
    }

    /**
     * Whether the stone of {@code colour} on {@code point} makes a winning row on some line
     * through it.
     */
    public boolean makesFive(byte[] cells, int point, byte colour) {
        for (Direction axis : Direction.LINE_AXES) {
            int length = 1 + grid.run(cells, point, axis, colour) + grid.run(cells, point, axis.opposite(), colour);
            if (length >= 5 && fiveRule.wins(length, colour)) {
                return true;
            }
        }
        return false;
    }
}
