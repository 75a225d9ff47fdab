package io.tabula.hash;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;

import java.util.HashSet;
import java.util.Set;
import org.junit.jupiter.api.Test;

class ZobristTest {

    @Test
    void keys_equalSeeds_areEqual() {
        Zobrist one = new Zobrist(361, 2, 2, 42);
        Zobrist two = new Zobrist(361, 2, 2, 42);
        for (int place = 0; place < 361; place++) {
            for (int kind = 0; kind < 2; kind++) {
                assertEquals(one.piece(place, kind), two.piece(place, kind));
            }
        }
        assertEquals(one.side(0), two.side(0));
        assertEquals(one.side(1), two.side(1));
    }

    @Test
    void keys_otherSeed_differ() {
        Zobrist one = new Zobrist(25, 2, 2, 1);
        Zobrist two = new Zobrist(25, 2, 2, 2);
        int same = 0;
        for (int place = 0; place < 25; place++) {
            same += one.piece(place, 0) == two.piece(place, 0) ? 1 : 0;
        }
        assertEquals(0, same);
    }

    @Test
    void keys_ofEveryPlaceKindAndSide_areDistinctAndNonZero() {
        int places = 19 * 19;
        int kinds = 3;
        Zobrist z = new Zobrist(places, kinds, 2, 7);
        Set<Long> keys = new HashSet<>();
        for (int place = 0; place < places; place++) {
            for (int kind = 0; kind < kinds; kind++) {
                long key = z.piece(place, kind);
                assertNotEquals(0L, key);
                keys.add(key);
            }
        }
        keys.add(z.side(0));
        keys.add(z.side(1));
        assertEquals(places * kinds + 2, keys.size());
    }

    @Test
    void xor_addingThenRemovingAPiece_restoresTheHash() {
        Zobrist z = new Zobrist(9, 2, 2, 3);
        long empty = z.side(0);
        long withPiece = empty ^ z.piece(4, 1);
        assertNotEquals(empty, withPiece);
        assertEquals(empty, withPiece ^ z.piece(4, 1));
    }
}
