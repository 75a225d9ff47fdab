package io.tabula.gomoku.rules;

import io.tabula.core.Move;
import io.tabula.core.PhaseGraph;
import java.util.Set;

/**
 * One step of an opening protocol: a phase of the protocol's {@link PhaseGraph} (its id,
 * what it asks, the kinds of move it allows and the step each leads to) and what Gomoku
 * attaches to it ({@link Rule}). The last moves lead to free play, {@link #PLAY}.
 */
record OpeningStep(PhaseGraph.Node<OpeningStep.Rule> node) {

    /** The step index meaning "the opening is over; free play". */
    static final int PLAY = PhaseGraph.END;
    /** {@link Rule#offers} value meaning "as many as were declared". */
    static final int DECLARED = -1;

    /**
     * What a step asks beyond its phase.
     *
     * @param colour          0 black, 1 white: the side to move during the step
     * @param firstPlayerActs whether player 0 acts rather than the holder of {@code colour}
     *                        (the RIF rule has the tentative black place moves 1 to 3, white's 2 included)
     * @param area            where a stone ({@link GomokuMove.Place}) may go
     * @param offers          how many fifth moves an {@link GomokuMove.Offer} holds: a fixed number,
     *                        or {@link #DECLARED} for the number declared earlier
     * @param declareMax      the largest number a {@link GomokuMove.Declare} may give
     */
    record Rule(int colour, boolean firstPlayerActs, OpeningArea area, int offers, int declareMax) {
    }

    /** Short name, kept in snapshots ({@code w4}, {@code offer}). */
    String id() {
        return node.id();
    }

    /** What the step asks for, for messages and {@link io.tabula.core.Phase#task()}. */
    String description() {
        return node.task();
    }

    int colour() {
        return node.detail().colour();
    }

    boolean firstPlayerActs() {
        return node.detail().firstPlayerActs();
    }

    OpeningArea area() {
        return node.detail().area();
    }

    int offers() {
        return node.detail().offers();
    }

    int declareMax() {
        return node.detail().declareMax();
    }

    boolean allows(Class<? extends GomokuMove> kind) {
        return node.allows(kind);
    }

    /** The index of the step a move of kind {@code kind} leads to, or {@link #PLAY}. */
    int after(Class<? extends GomokuMove> kind) {
        return node.after(kind);
    }

    Set<Class<? extends Move>> moves() {
        return node.moves();
    }
}
