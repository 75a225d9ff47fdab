package io.tabula.go.rules;

import io.tabula.core.Move;

/** The moves of Go. */
public sealed interface GoMove extends Move permits GoMove.Place, GoMove.Pass, GoMove.Resign {

    /** A stone of the side to move on {@code point} ({@code y * size + x}). */
    record Place(int point) implements GoMove {
    }

    /** The side to move passes; two passes in succession end the game. */
    record Pass() implements GoMove {
        @Override
        public boolean isPass() {
            return true;
        }
    }

    /**
     * The side to move resigns. Legal whenever the game is on, but not listed among the
     * legal moves, so that random playouts are games of stones and passes.
     */
    record Resign() implements GoMove {
    }

    Pass PASS = new Pass();
    Resign RESIGN = new Resign();
}
