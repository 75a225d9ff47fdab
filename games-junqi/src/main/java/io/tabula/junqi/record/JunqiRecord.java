package io.tabula.junqi.record;

import io.tabula.junqi.notation.JunqiSnapshot;
import java.util.List;

/**
 * A whole Junqi game for the record (the arbiter's record): the definition, the setup
 * position with both deployments, and every move with what the arbiter announced. Plain
 * values; {@link JunqiRecords} makes one from a game, writes and reads its JSON, and replays
 * it through the rules, checking every stored result:
 *
 * <pre>{"definition": "junqi(variant=standard)", "start": {full snapshot, every piece},
 *  "moves": [{"move": "a5-a6", "attack": false, "removed": "none", "revealedFlags": {}}, ...],
 *  "outcome": {"status": "over", "winner": "red", "reason": "flag-captured"}}</pre>
 *
 * @param definition the definition's canonical text
 * @param start      the full state the game started from ({@code viewer} empty): both deployments
 * @param moves      every move, in order, with the arbiter's result
 * @param outcome    the outcome after the last move
 */
public record JunqiRecord(String definition, JunqiSnapshot start, List<MoveFacts> moves, RecordOutcome outcome) {

    public JunqiRecord {
        moves = moves == null ? null : List.copyOf(moves);
    }
}
