package io.tabula.go.sgf;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.tabula.core.GameDefinition;
import io.tabula.core.TabulaException;
import io.tabula.fuzzing.FuzzText;
import io.tabula.record.GameRecord;
import io.tabula.sgf.SgfNode;
import io.tabula.sgf.SgfParse;
import io.tabula.sgf.SgfParser;
import java.util.ArrayList;
import java.util.List;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.Tag;
import net.jqwik.api.statistics.Statistics;

/**
 * Go's SGF reading on mutated real files (docs/FUZZING.md): each game tree replays (with
 * warnings, stopping at an illegal move) or is refused with a {@link TabulaException} that
 * says why, never anything else; and a clean replay's record, written again, replays to the
 * same record.
 */
@Tag("fuzz")
public class SgfGoFuzzTest {
    /** The GNU Go files, a file of every feature, and records of several rule sets, handicaps and set-ups. */
    public static List<String> corpus() {
        List<String> corpus = new ArrayList<>(FuzzText.resources(SgfGoFuzzTest.class, "/sgf/features.sgf",
                "/sgf/gnugo-9x9.sgf", "/sgf/gnugo-19x19.sgf", "/sgf/gnugo-13x13-handicap2.sgf",
                "/sgf/gnugo-printsgf-handicap.sgf"));
        for (int i = 0; i < SgfRecordTest.DEFINITIONS.size(); i += 2) {
            GameDefinition definition = SgfRecordTest.DEFINITIONS.get(i);
            corpus.add(SgfGo.toSgf(SgfRecordTest.randomGame(definition, 31L * i, 40)));
        }
        return corpus;
    }

    @Provide
    Arbitrary<String> sgf() {
        return FuzzText.mutants(corpus(), "()[];:\\\n ABDEGHKLMPRSTUWZabcdefghijst0123456789.+-");
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
            SgfReplay replay;
            try {
                replay = SgfGo.replay(game);
            } catch (TabulaException e) {
                assertFalse(e.getMessage().isBlank());
                Statistics.collect("game refused");
                continue;
            }
            Statistics.collect(replay.clean() ? "game replayed" : "game stopped at an illegal move");
            if (replay.clean() && replay.record().isPresent()) {
                assertWritesBackTheSame(replay.record().get());
            }
        }
    }

    private static void assertWritesBackTheSame(GameRecord record) {
        String sgf = SgfGo.toSgf(record);
        SgfReplay back = SgfGo.replay(SgfParser.parse(sgf));
        assertTrue(back.clean(), sgf);
        GameRecord again = back.record().orElseThrow();
        assertEquals(record.definition(), again.definition(), sgf);
        assertEquals(record.start(), again.start(), sgf);
        assertEquals(record.moves(), again.moves(), sgf);
    }
}
