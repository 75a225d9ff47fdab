package io.tabula.go.sgf;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.tabula.core.GameDefinition;
import io.tabula.core.GameState;
import io.tabula.core.Move;
import io.tabula.core.RecordFormat;
import io.tabula.go.GoModule;
import io.tabula.go.rules.GoMove;
import io.tabula.go.rules.GoOutcome;
import io.tabula.go.rules.GoState;
import io.tabula.go.rules.Stones;
import io.tabula.record.GameRecord;
import io.tabula.sgf.SgfParser;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.SplittableRandom;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;

/**
 * A game that ended with stones agreed dead is written with them as {@code TB}/{@code TW} in
 * its last node, and read back with the same dead stones and the same result, through the
 * module's record format (as {@code tabula play --record} and {@code tabula record convert}
 * use it).
 */
class SgfDeadStonesTest {
    private static final GoModule MODULE = new GoModule();
    private static final RecordFormat FORMAT = MODULE.recordFormats().get(0);

    /** A seeded random game on a small board, without resigning, to its two passes. */
    private static GameRecord finishedGame(GameDefinition definition, long seed) {
        SplittableRandom random = new SplittableRandom(seed);
        GameState state = definition.newGame();
        List<Move> moves = new ArrayList<>();
        while (!state.isOver()) {
            List<Move> legal = state.legalMoves().stream().filter(m -> !(m instanceof GoMove.Resign)).toList();
            Move move = legal.get(random.nextInt(legal.size()));
            moves.add(move);
            state = state.apply(move);
        }
        return new GameRecord(definition, definition.newGame(), moves);
    }

    @Test
    void deadStones_areWrittenAsTerritory_andReadBackWithTheSameResult() {
        int checked = 0;
        for (String variant : List.of("chinese", "japanese")) {
            GameDefinition definition = MODULE.define(variant, Map.of("size", "9"));
            for (long seed = 1; seed <= 6; seed++) {
                GameRecord game = finishedGame(definition, seed);
                GoState last = GoState.TYPE.state(game.last());
                assertTrue(last.outcome().endedBy(GoOutcome.SCORE), "the game ends by two passes");
                // Some stones of each colour agreed dead, whether or not they are: the record keeps what was agreed.
                SplittableRandom pick = new SplittableRandom(seed);
                Set<Integer> dead = new TreeSet<>();
                for (byte colour : new byte[] {Stones.BLACK, Stones.WHITE}) {
                    List<Integer> stones = new ArrayList<>();
                    for (int p = 0; p < 81; p++) {
                        if (last.stone(p) == colour) {
                            stones.add(p);
                        }
                    }
                    for (int i = 0; i < 3 && !stones.isEmpty(); i++) {
                        dead.add(stones.remove(pick.nextInt(stones.size())));
                    }
                }
                GoState end = last.withDead(dead);
                assertNotEquals(SgfGo.result(last), SgfGo.result(end), "the dead stones change the result");

                String text = FORMAT.write(game.start(), game.moves(), end, Optional.empty());
                assertTrue(text.contains("TB[") && text.contains("TW["), text);
                RecordFormat.Replay replay = FORMAT.replay("dead.sgf", text).get(0);
                assertEquals(game.moves(), replay.moves());
                assertEquals(dead, GoState.TYPE.state(replay.last()).dead(), "dead stones read back");
                assertEquals(SgfGo.result(end), replay.result(), "result read back");
                assertEquals(SgfGo.result(end).orElseThrow(),
                        SgfParser.parse(text).collection().games().get(0).value("RE").orElseThrow(), "RE");
                checked++;
            }
        }
        assertEquals(12, checked);
    }

    @Test
    void territoryMarks_onEmptyPointsAndOwnStones_sayNothingOfDeadStones() {
        GameDefinition definition = MODULE.define("chinese", Map.of("size", "9"));
        // Black e5, then two passes: TB on black's own stone and on empty points, TW on an empty point.
        String text = "(;GM[1]FF[4]SZ[9]KM[7.5]RU[Chinese];B[ee];W[];B[]TB[ee][aa]TW[ba])";
        RecordFormat.Replay replay = FORMAT.replay("marks.sgf", text).get(0);
        assertEquals(definition, replay.definition());
        assertEquals(Set.of(), GoState.TYPE.state(replay.last()).dead());
        assertEquals(Optional.of("B+73.5"), replay.result());
    }
}
