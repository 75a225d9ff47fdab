package io.tabula.testgame;

import io.tabula.core.Move;

/** The moves of the test game: a mark of the side to move on a point. */
public sealed interface TttMove extends Move permits TttMove.Place {

    /** Shorthand for tests: the mark on {@code point}. */
    static Place at(int point) {
        return new Place(point);
    }

    /** A mark on {@code point} ({@code y * size + x}). */
    record Place(int point) implements TttMove {
    }
}
