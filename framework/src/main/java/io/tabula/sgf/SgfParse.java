package io.tabula.sgf;

import com.google.common.collect.ImmutableList;
import java.util.List;
import java.util.Objects;

/**
 * What the tolerant reader made of a text: the game trees and what it passed over or
 * repaired on the way, in the order met.
 */
public record SgfParse(SgfCollection collection, List<SgfWarning> warnings) {
    public SgfParse {
        Objects.requireNonNull(collection, "collection");
        warnings = ImmutableList.copyOf(warnings);
    }

    /** The first game tree's root. */
    public SgfNode first() {
        return collection.first();
    }
}
