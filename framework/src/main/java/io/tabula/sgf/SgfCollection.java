package io.tabula.sgf;

import com.google.common.collect.ImmutableList;
import java.util.List;

/**
 * What an SGF file holds: one or more game trees, each given by its root node. Immutable;
 * equal when the trees are equal in order.
 */
public record SgfCollection(List<SgfNode> games) {
    public SgfCollection {
        games = ImmutableList.copyOf(games);
    }

    public static SgfCollection of(SgfNode... roots) {
        return new SgfCollection(List.of(roots));
    }

    /** The first game tree's root. */
    public SgfNode first() {
        if (games.isEmpty()) {
            throw new SgfException("the SGF collection has no game tree");
        }
        return games.get(0);
    }

    @Override
    public String toString() {
        return SgfWriter.write(this);
    }
}
