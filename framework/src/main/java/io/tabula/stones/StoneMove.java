package io.tabula.stones;

import io.tabula.core.Move;

/**
 * A move of a game of stones: a stone of the side to move on a point, a pass, or the swap of
 * a game that has one (Hex's pie rule). Values, shared: {@link StoneRules#place} gives the one
 * move of each point.
 */
public sealed interface StoneMove extends Move permits StoneMove.Place, StoneMove.Pass, StoneMove.Swap {

    /** The pass, written {@code pass}. */
    StoneMove PASS = new Pass();

    /** The swap, written {@code swap}: what it does is the game's rule ({@link StoneRules#swap}). */
    StoneMove SWAP = new Swap();

    /** A stone on {@code point} (a point of the game's topology). */
    record Place(int point) implements StoneMove {
        public Place {
            if (point < 0) {
                throw new IllegalArgumentException("no point " + point);
            }
        }
    }

    record Pass() implements StoneMove {
        @Override
        public boolean isPass() {
            return true;
        }

        @Override
        public String toString() {
            return "pass";
        }
    }

    record Swap() implements StoneMove {
        @Override
        public String toString() {
            return "swap";
        }
    }
}
