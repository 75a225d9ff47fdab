package io.tabula.gomoku.record;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import io.tabula.core.GameDefinition;
import io.tabula.core.TabulaException;
import io.tabula.fuzzing.FuzzText;
import io.tabula.record.GameRecord;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.Tag;
import net.jqwik.api.statistics.Statistics;

/**
 * The renju move-list reader on mutated move lists (docs/FUZZING.md), with the rules given
 * and with the rules named on the list's first line: a list is played (stopping at the first
 * move that cannot be) or refused with a {@link TabulaException} that says why, never
 * anything else; and what plays cleanly, written again, reads back the same.
 */
@Tag("fuzz")
class RenjuMoveListFuzzTest {
    private static final String SYNTAX = " \n\tabcdefghijklmnopqrs0123456789 swapkeepdeclareofferchoosebalancepassclaim"
            + "gomoku(variant=renju,opening=rif)";

    @Provide
    Arbitrary<String> moveLists() {
        return FuzzText.mutants(GomokuRecordCorpus.moveLists(), SYNTAX);
    }

    @Provide
    Arbitrary<GameDefinition> definitions() {
        return Arbitraries.of(GomokuRecordCorpus.RECORDS.stream().map(GameRecord::definition).distinct().toList());
    }

    @Property
    void listWithItsRules_isPlayedOrRefusedWithAReason(@ForAll("moveLists") String text) {
        GomokuReplay replay;
        try {
            replay = RenjuMoveList.read(text);
        } catch (TabulaException e) {
            assertFalse(e.getMessage().isBlank());
            Statistics.collect("refused");
            return;
        }
        assertPlayedAndWritesBackTheSame(replay);
    }

    @Property
    void listReadUnderGivenRules_isPlayedOrRefusedWithAReason(@ForAll("definitions") GameDefinition definition,
                                                               @ForAll("moveLists") String text) {
        GomokuReplay replay;
        try {
            replay = RenjuMoveList.read(definition, text);
        } catch (TabulaException e) {
            assertFalse(e.getMessage().isBlank());
            Statistics.collect("refused");
            return;
        }
        assertPlayedAndWritesBackTheSame(replay);
    }

    private static void assertPlayedAndWritesBackTheSame(GomokuReplay replay) {
        Statistics.collect(replay.clean() ? "played" : "stopped at a move that cannot be played");
        if (replay.clean()) {
            GameRecord record = replay.recordOrThrow();
            String written = RenjuMoveList.writeWithDefinition(record);
            assertEquals(record, RenjuMoveList.read(written).recordOrThrow(), written);
        }
    }
}
