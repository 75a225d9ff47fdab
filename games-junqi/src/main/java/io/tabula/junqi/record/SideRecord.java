package io.tabula.junqi.record;

import io.tabula.junqi.notation.JunqiSnapshot;
import java.util.List;

/**
 * A Junqi game as one side may know it (rules section 7): its own deployment and the enemy's
 * pieces as unknown tokens ({@code b?}/{@code r?}), every move's public facts, and the side's
 * view of the last position, which is the full position once the game is over (everything is
 * public then) and in open play. Nothing here names a hidden enemy piece.
 *
 * @param definition the definition's canonical text
 * @param viewer     {@code red} or {@code blue}
 * @param start      the viewer's view of the setup position
 * @param moves      every move's public facts, in order
 * @param end        the viewer's view after the last move
 */
public record SideRecord(String definition, String viewer, JunqiSnapshot start, List<MoveFacts> moves,
                         JunqiSnapshot end) {

    public SideRecord {
        moves = moves == null ? null : List.copyOf(moves);
    }
}
