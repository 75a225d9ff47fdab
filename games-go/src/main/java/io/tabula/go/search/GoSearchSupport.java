package io.tabula.go.search;

import io.tabula.core.GameState;
import io.tabula.core.Move;
import io.tabula.core.MovePriors;
import io.tabula.core.PlayoutPolicy;
import io.tabula.core.SearchSupport;
import io.tabula.go.rules.GoMove;
import io.tabula.go.rules.GoRules;
import java.util.Optional;

/**
 * What Go lends the Monte Carlo search ({@link SearchSupport}): a stone's code is its point
 * and the pass's is the number of points, so that RAVE shares a point's results wherever it
 * is played; playouts by the dead-stone playouts' policy ({@link GoPlayoutPolicy}); priors
 * from captures, atari answers, shapes and the lines of the board ({@link GoMovePriors});
 * and resignation.
 */
public final class GoSearchSupport implements SearchSupport {
    private final int points;

    /** The support of games under {@code rules}. */
    public GoSearchSupport(GoRules rules) {
        this.points = rules.points();
    }

    @Override
    public int moveCodes() {
        return points + 1;
    }

    @Override
    public int code(GameState state, Move move) {
        if (move instanceof GoMove.Place place) {
            return place.point();
        }
        return move instanceof GoMove.Pass ? points : -1;
    }

    @Override
    public PlayoutPolicy playouts() {
        return new GoPlayoutPolicy();
    }

    @Override
    public MovePriors priors() {
        return new GoMovePriors();
    }

    @Override
    public Optional<Move> resignation() {
        return Optional.of(GoMove.RESIGN);
    }
}
