package io.tabula.gomoku.rules;

import io.tabula.core.Move;
import java.util.List;

/**
 * The moves of Gomoku: a stone on a point, a pass (when option {@code pass} allows it;
 * notation {@code pass}), white's claim of a black foul (renju with
 * {@code forbiddenMoves=claim}; notation {@code claim}), and the actions of the opening
 * protocols (option {@code opening}): {@code swap}, {@code keep}, {@code declare N},
 * {@code offer p q ...}, {@code choose p} and Swap2's {@code balance p q}.
 */
public sealed interface GomokuMove extends Move permits GomokuMove.Place, GomokuMove.Pass, GomokuMove.Claim,
        GomokuMove.Swap, GomokuMove.Keep, GomokuMove.Declare, GomokuMove.Offer, GomokuMove.Choose,
        GomokuMove.Balance {

    /** The one pass move. */
    Pass PASS = new Pass();

    /** The one claim move. */
    Claim CLAIM = new Claim();

    /** The one swap move. */
    Swap SWAP = new Swap();

    /** The one keep move. */
    Keep KEEP = new Keep();

    /** A stone of the side to move on {@code point} ({@code y * size + x}). */
    record Place(int point) implements GomokuMove {
    }

    /**
     * The side to move passes. Two passes in succession end the game in a draw, reason
     * {@code passes}. A pass is not a swap: opening-protocol swaps never count towards it.
     */
    record Pass() implements GomokuMove {
        @Override
        public boolean isPass() {
            return true;
        }
    }

    /**
     * White claims black's foul: legal right after a forbidden black move, or at any
     * white turn while an overline foul stands on the board. White wins, reason
     * {@code forbidden}.
     */
    record Claim() implements GomokuMove {
    }

    /**
     * The players exchange colours where the opening protocol allows it. The stones keep
     * their colours and the colour sequence goes on: only who plays which colour changes.
     */
    record Swap() implements GomokuMove {
    }

    /** Swap2: after the second player's extra white 4 and black 5, the first player keeps black. */
    record Keep() implements GomokuMove {
    }

    /** A declared number of fifth-move offers: black's N under Yamaguchi, white's k under Soosõrv. */
    record Declare(int count) implements GomokuMove {
    }

    /**
     * Black's fifth-move offers, as point indexes in increasing order (the order they are
     * written in does not matter). Offers are candidates, not stones: white chooses one.
     */
    record Offer(List<Integer> points) implements GomokuMove {
        public Offer {
            points = points.stream().sorted().toList();
        }
    }

    /** White's choice among the offered fifth moves; the chosen point becomes black's 5th stone. */
    record Choose(int point) implements GomokuMove {
    }

    /** Swap2's third option: the second player places white 4 on {@code white} and black 5 on {@code black}. */
    record Balance(int white, int black) implements GomokuMove {
    }
}
