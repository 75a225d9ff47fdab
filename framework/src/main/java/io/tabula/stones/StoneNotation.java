package io.tabula.stones;

import io.tabula.core.NotationException;
import io.tabula.core.StateType;
import io.tabula.core.TypedNotation;
import io.tabula.topology.Topology;
import java.util.Locale;

/**
 * Moves of a game of stones as text: a stone is its point's name in the topology ({@code c3}
 * on a grid or a hex board, a graph's own names), then {@code pass} and {@code swap}. Point
 * names are read in any case when the topology's own names are lower case.
 */
public final class StoneNotation extends TypedNotation<StoneState, StoneMove> {
    public static final String PASS = "pass";
    public static final String SWAP = "swap";

    public StoneNotation(StateType<StoneState, StoneMove> type) {
        super(type);
    }

    @Override
    protected StoneMove parseMove(StoneState state, String text) {
        String trimmed = text.strip();
        if (trimmed.equalsIgnoreCase(PASS)) {
            return StoneMove.PASS;
        }
        if (trimmed.equalsIgnoreCase(SWAP)) {
            return StoneMove.SWAP;
        }
        Topology topology = state.topology();
        int point = point(topology, trimmed);
        if (point == Topology.OFF) {
            throw new NotationException("'" + text + "' is not a point of this board (its points are "
                    + topology.name(0) + " to " + topology.name(topology.points() - 1) + "), nor pass or swap");
        }
        return state.rules().place(point);
    }

    /** The point {@code name} names on {@code topology}, in its case or in lower case; {@link Topology#OFF} if none. */
    public static int point(Topology topology, String name) {
        int point = topology.point(name);
        return point != Topology.OFF ? point : topology.point(name.toLowerCase(Locale.ROOT));
    }

    @Override
    protected String formatMove(StoneState state, StoneMove move) {
        if (move instanceof StoneMove.Place place) {
            return state.topology().name(place.point());
        }
        return move instanceof StoneMove.Pass ? PASS : SWAP;
    }
}
