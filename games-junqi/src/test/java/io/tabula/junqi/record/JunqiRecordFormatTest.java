package io.tabula.junqi.record;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.tabula.core.GameDefinition;
import io.tabula.core.GameState;
import io.tabula.core.LargeMoveList;
import io.tabula.core.Move;
import io.tabula.core.RecordFormat;
import io.tabula.core.Side;
import io.tabula.core.TabulaException;
import io.tabula.junqi.JunqiModule;
import io.tabula.junqi.rules.Cells;
import io.tabula.junqi.rules.JunqiBoard;
import io.tabula.junqi.rules.JunqiRules;
import io.tabula.junqi.rules.JunqiState;
import io.tabula.junqi.rules.Piece;
import io.tabula.record.GameRecord;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * Junqi's records as {@code tabula play --record} writes them, through the record format:
 * a side's file never names a hidden enemy piece; the whole record reads back as the game.
 * Games start in the deployment phase, as {@code tabula play junqi} does.
 */
class JunqiRecordFormatTest {
    private static final JunqiModule MODULE = new JunqiModule();
    private static final GameDefinition DEFAULT = MODULE.defaultDefinition();
    private static final JunqiRecords RECORDS = new JunqiRecords();
    private static final RecordFormat FORMAT = MODULE.recordFormats().get(0);
    private static final int GAMES = 8;

    /** A seeded uniform-random game from the deployment phase, played to its end. */
    private static GameRecord randomGame(long seed) {
        SplittableRandom random = new SplittableRandom(seed);
        GameState state = DEFAULT.newGame();
        List<Move> moves = new ArrayList<>();
        while (!state.isOver()) {
            Move move = LargeMoveList.random(state.legalMoves(), random);
            moves.add(move);
            state = state.apply(move);
        }
        return new GameRecord(DEFAULT, DEFAULT.newGame(), moves);
    }

    /**
     * At every ply of the game but the last (once the game is over everything is public), the
     * views a side's file gives, rebuilt from the file alone, hold no enemy piece but the
     * unknown token, and the enemy's layout is not in the text.
     */
    @Test
    void sideFile_neverNamesAHiddenEnemyPiece() {
        SplittableRandom cut = new SplittableRandom(5);
        int viewsChecked = 0;
        for (long seed = 1; seed <= GAMES; seed++) {
            GameRecord whole = randomGame(seed);
            JunqiRecord arbiter = RECORDS.record(whole);
            for (int plies : new int[] {1, 2, 3 + cut.nextInt(whole.moves().size() - 4), whole.moves().size() - 1}) {
                GameRecord game = whole.truncated(plies);
                for (Side viewer : JunqiRules.SIDES) {
                    String text = FORMAT.write(game.start(), game.moves(), game.last(), Optional.of(viewer));
                    int enemy = 1 - viewer.index();
                    if (plies > enemy) {
                        String layout = arbiter.moves().get(enemy).move();
                        assertFalse(text.contains(layout), "seed " + seed + " ply " + plies + ": " + viewer
                                + "'s file holds the enemy's layout " + layout);
                    }
                    List<JunqiState> views = RECORDS.views(RECORDS.sideRecordFromJson(text));
                    assertEquals(plies + 1, views.size(), "views of the file");
                    for (int i = 0; i < views.size(); i++) {
                        for (int p = 0; p < JunqiBoard.POSTS; p++) {
                            byte cell = views.get(i).cell(p);
                            boolean publicFlag = Cells.side(cell) == enemy && Cells.kind(cell) == Piece.FLAG.ordinal()
                                    && views.get(i).flagRevealed(JunqiRules.side(enemy));
                            assertTrue(cell == Cells.EMPTY || Cells.side(cell) == viewer.index()
                                    || Cells.kind(cell) == Cells.UNKNOWN || publicFlag,
                                    "seed " + seed + " ply " + plies + ": " + viewer + "'s file shows an enemy piece"
                                            + " at post " + p + " in view " + i);
                        }
                        viewsChecked++;
                    }
                }
            }
        }
        assertTrue(viewsChecked > 1000, "views checked: " + viewsChecked);
    }

    @Test
    void wholeFile_readsBackAsTheGame_andASideFileIsNotReplayed() {
        GameRecord game = randomGame(3);
        String whole = FORMAT.write(game.start(), game.moves(), game.last(), Optional.empty());
        assertTrue(FORMAT.reads(whole));
        RecordFormat.Replay replay = FORMAT.replay("whole.json", whole).get(0);
        assertEquals(game.moves(), replay.moves());
        assertEquals(game.last().outcome(), replay.last().outcome());

        String red = FORMAT.write(game.start(), game.moves(), game.last(), Optional.of(JunqiRules.RED));
        assertTrue(FORMAT.reads(red), "a side's file is recognised");
        TabulaException refused = assertThrows(TabulaException.class, () -> FORMAT.replay("red.json", red));
        assertEquals("red.json: a side's record (red's view) holds only what that side may know, not the enemy's "
                + "pieces: it cannot be replayed as a whole game", refused.getMessage());
        assertTrue(FORMAT.writes(DEFAULT, true) && FORMAT.writes(DEFAULT, false));
    }
}
