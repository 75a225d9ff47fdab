package io.tabula.core;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

class PluralTest {
    @Test
    void exactlyOneTakesTheSingular_everyOtherCountThePlural() {
        assertEquals("1 ply", Plural.of(1, "ply", "plies"));
        assertEquals("0 plies", Plural.of(0, "ply", "plies"));
        assertEquals("2 plies", Plural.of(2, "ply", "plies"));
        assertEquals("1 move", Plural.of(1, "move"));
        assertEquals("21 moves", Plural.of(21, "move"));
        assertEquals("-1 moves", Plural.of(-1, "move"));
    }
}
