package io.tabula.junqi.rules;

import io.tabula.core.Move;
import java.util.Objects;

/**
 * The moves of Junqi: a {@link Deploy} in the deployment phase, a {@link Step} in play.
 */
public sealed interface JunqiMove extends Move permits JunqiMove.Deploy, JunqiMove.Step {

    /** The move in Junqi notation: {@code a4-a5}, or a layout's rows {@code 32 33 33 40 36 / 34 . 38 . 35 / ...}. */
    String text();

    /**
     * A side's whole layout, the one move of each side's turn in the deployment phase (red
     * deploys, then blue, then play starts). A layout rather than piece by piece, because the
     * deployment rules judge the layout as a whole (the count of each piece) and because a
     * uniform random layout is then simply a uniform random legal move. The deployment need
     * not be legal: {@link JunqiState#check} judges it and names what it breaks.
     */
    record Deploy(Deployment layout) implements JunqiMove {
        public Deploy {
            Objects.requireNonNull(layout, "layout");
        }

        @Override
        public String text() {
            return layout.text();
        }

        @Override
        public String toString() {
            return layout.toString();
        }
    }

    /** The piece on {@code from} goes to {@code to} (post numbers, see {@link JunqiBoard}). */
    record Step(int from, int to) implements JunqiMove {
        private static final Step[] CACHE = new Step[JunqiBoard.POSTS * JunqiBoard.POSTS];

        static {
            for (int f = 0; f < JunqiBoard.POSTS; f++) {
                for (int t = 0; t < JunqiBoard.POSTS; t++) {
                    CACHE[f * JunqiBoard.POSTS + t] = new Step(f, t);
                }
            }
        }

        /** The step between two posts; a shared instance when both are on the board. */
        public static Step of(int from, int to) {
            if (from >= 0 && from < JunqiBoard.POSTS && to >= 0 && to < JunqiBoard.POSTS) {
                return CACHE[from * JunqiBoard.POSTS + to];
            }
            return new Step(from, to);
        }

        /** The two posts joined by {@code -}; the step must be between posts of the board. */
        @Override
        public String text() {
            return JunqiBoard.name(from) + "-" + JunqiBoard.name(to);
        }

        @Override
        public String toString() {
            boolean onBoard = from >= 0 && from < JunqiBoard.POSTS && to >= 0 && to < JunqiBoard.POSTS;
            return onBoard ? JunqiBoard.name(from) + "-" + JunqiBoard.name(to) : "Step[" + from + "-" + to + "]";
        }
    }
}
