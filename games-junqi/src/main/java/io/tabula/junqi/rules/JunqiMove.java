package io.tabula.junqi.rules;

import io.tabula.core.Move;

/**
 * The moves of Junqi play. A move is identified by its two posts only: several paths to the
 * same post are one move, and an attack is written like any other move.
 */
public sealed interface JunqiMove extends Move permits JunqiMove.Step {

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

        @Override
        public String toString() {
            boolean onBoard = from >= 0 && from < JunqiBoard.POSTS && to >= 0 && to < JunqiBoard.POSTS;
            return onBoard ? JunqiBoard.name(from) + "-" + JunqiBoard.name(to) : "Step[" + from + "-" + to + "]";
        }
    }
}
