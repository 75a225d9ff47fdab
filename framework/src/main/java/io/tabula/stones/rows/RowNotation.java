package io.tabula.stones.rows;

import io.tabula.core.NotationException;
import io.tabula.core.StateType;
import io.tabula.core.TypedNotation;
import io.tabula.stones.StoneMove;
import io.tabula.stones.StoneNotation;
import io.tabula.topology.Topology;

/**
 * Moves of a row game as text: a stone is its point's name in the topology ({@code j10} on a
 * grid, a torus or a hex board, a graph's own names), in any case when the names are lower
 * case; a turn of several stones is several moves, written one after the other. While a
 * replacement is due (stocks) the move is {@code x} and the replaced stone's point
 * ({@code xh8}); {@code pass} where the game has passes.
 */
public final class RowNotation extends TypedNotation<RowState, StoneMove> {
    /** The mark of a replacement: {@code x} before the point. */
    public static final String REPLACE = "x";

    public RowNotation(StateType<RowState, StoneMove> type) {
        super(type);
    }

    @Override
    protected StoneMove parseMove(RowState state, String text) {
        String trimmed = text.strip();
        if (trimmed.equalsIgnoreCase(StoneNotation.PASS) && state.game().blocks().passAllowed()) {
            return StoneMove.PASS;
        }
        Topology topology = state.game().blocks().topology();
        boolean stocks = state.game().blocks().stocks() != null;
        boolean marked = stocks && trimmed.toLowerCase(java.util.Locale.ROOT).startsWith(REPLACE)
                && StoneNotation.point(topology, trimmed) == Topology.OFF;
        if (state.replacing() && !marked) {
            throw new NotationException("'" + text + "': " + state.toMove().id() + " made a row and now replaces a "
                    + "stone of another side, written x and its point, like x" + topology.name(0));
        }
        if (marked && !state.replacing()) {
            throw new NotationException("'" + text + "': no replacement is due; a stone is just its point, like "
                    + topology.name(0));
        }
        String name = marked ? trimmed.substring(REPLACE.length()) : trimmed;
        int point = StoneNotation.point(topology, name);
        if (point == Topology.OFF) {
            throw new NotationException("'" + text + "' is not a point of this board (its points are "
                    + topology.name(0) + " to " + topology.name(topology.points() - 1) + ")");
        }
        return state.game().place(point);
    }

    @Override
    protected String formatMove(RowState state, StoneMove move) {
        if (move instanceof StoneMove.Place place) {
            return (state.replacing() ? REPLACE : "") + state.game().blocks().topology().name(place.point());
        }
        return move instanceof StoneMove.Pass ? StoneNotation.PASS : StoneNotation.SWAP;
    }
}
