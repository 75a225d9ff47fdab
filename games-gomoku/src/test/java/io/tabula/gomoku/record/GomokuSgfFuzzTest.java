package io.tabula.gomoku.record;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.tabula.core.TabulaException;
import io.tabula.fuzzing.FuzzText;
import io.tabula.record.GameRecord;
import io.tabula.sgf.SgfNode;
import io.tabula.sgf.SgfParse;
import io.tabula.sgf.SgfParser;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.Tag;
import net.jqwik.api.statistics.Statistics;

/**
 * Gomoku's SGF reading on mutated records (docs/FUZZING.md): each game tree replays (stopping
 * at a move the rules reject) or is refused with a {@link TabulaException} that says why,
 * never anything else; and a clean replay's record, written again, reads back the same.
 */
@Tag("fuzz")
class GomokuSgfFuzzTest {

    @Provide
    Arbitrary<String> sgf() {
        return FuzzText.mutants(GomokuRecordCorpus.sgf(),
                "()[];:\\\n ABCDEFGHIKLMNOPRSTUWYZabcdefghijklmno0123456789");
    }

    @Property
    void everyGameTree_replaysOrIsRefusedWithAReason(@ForAll("sgf") String text) {
        SgfParse parse;
        try {
            parse = SgfParser.parse(text);
        } catch (TabulaException e) {
            assertFalse(e.getMessage().isBlank());
            Statistics.collect("no game tree");
            return;
        }
        for (SgfNode game : parse.collection().games()) {
            GomokuReplay replay;
            try {
                replay = GomokuSgf.replay(game);
            } catch (TabulaException e) {
                assertFalse(e.getMessage().isBlank());
                Statistics.collect("game refused");
                continue;
            }
            Statistics.collect(replay.clean() ? "game replayed" : "game stopped at a move the rules reject");
            if (replay.clean()) {
                GameRecord record = replay.recordOrThrow();
                String sgf = GomokuSgf.write(record);
                GomokuReplay back = GomokuSgf.read(sgf);
                assertTrue(back.clean(), sgf);
                assertEquals(record, back.recordOrThrow(), sgf);
            }
        }
    }
}
