package io.tabula.gomoku.pente;

import io.tabula.options.Choice;
import io.tabula.stones.rows.CustodianCapture;

/** What a Pente stone captures (option {@code capture}): pairs, or pairs and triples (Keryo-Pente). */
public enum PenteCapture implements Choice {
    /** Exactly two enemy stones flanked by the new stone and another of the mover's; wins are counted in pairs. */
    PAIRS("pairs", CustodianCapture.PAIRS),
    /** Two or three enemy stones flanked so (Keryo-Pente); wins are counted in stones. */
    PAIRS_AND_TRIPLES("pairs-and-triples", new CustodianCapture(2, 3));

    private final String id;
    private final CustodianCapture block;

    PenteCapture(String id, CustodianCapture block) {
        this.id = id;
        this.block = block;
    }

    @Override
    public String id() {
        return id;
    }

    /** The capture block of this choice. */
    CustodianCapture block() {
        return block;
    }
}
