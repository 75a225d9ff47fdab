package io.tabula.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.tabula.core.DeadStoneAgreement;
import io.tabula.core.GameDefinition;
import io.tabula.core.GameRegistry;
import io.tabula.core.GameState;
import io.tabula.record.DeadStoneReview;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The dead-stone phase of {@code tabula play go} after two passes: the estimate is proposed,
 * either player toggles a chain, the side to move confirms first and then the other, and the
 * record is written with the agreed dead stones and the result they give.
 */
class PlayDeadStonesTest {
    private static final GameDefinition NINE = GameRegistry.installed().parseDefinition("go(size=9)");
    private static final DeadStoneAgreement AGREEMENT = NINE.module().deadStoneAgreement().orElseThrow();

    private static GameState play(String... moves) {
        GameState state = NINE.newGame();
        for (String move : moves) {
            state = state.apply(NINE.module().notation().parse(state, move));
        }
        return state;
    }

    // ------------------------------------------------------------------ the review alone

    @Test
    void theSideToMoveConfirmsFirst_thenTheOther() {
        GameState end = play("C3", "G7", "pass", "pass"); // black to move
        DeadStoneReview review = new DeadStoneReview(AGREEMENT, end);
        assertEquals(0, review.toConfirm());
        assertFalse(review.confirm());
        assertEquals(1, review.toConfirm());
        assertTrue(review.confirm());

        GameState whiteToMove = play("C3", "pass", "pass");
        assertEquals(1, new DeadStoneReview(AGREEMENT, whiteToMove).toConfirm());
    }

    @Test
    void aToggleAfterTheFirstConfirmation_withdrawsIt_andTheSideToMoveConfirmsAgain() {
        DeadStoneReview review = new DeadStoneReview(AGREEMENT, play("C3", "G7", "D3", "pass", "pass"));
        assertEquals(1, review.toConfirm(), "white is to move after black's pass");
        assertFalse(review.confirm());
        assertEquals(0, review.toConfirm());
        DeadStoneReview.Toggle toggle = review.toggle("d3");
        assertEquals(List.of("C3", "D3"), List.copyOf(toggle.chain()));
        assertTrue(toggle.dead());
        assertEquals(1, review.toConfirm(), "white, the side to move, must agree to the new marking");
        assertFalse(review.confirm());
        assertTrue(review.confirm());
        assertEquals(List.of("C3", "D3"), List.copyOf(AGREEMENT.marked(review.settled())));
    }

    @Test
    void toggling_aChainTwice_bringsItBackToLife() {
        DeadStoneReview review = new DeadStoneReview(AGREEMENT, play("C3", "G7", "pass", "pass"));
        assertTrue(review.toggle("G7").dead());
        assertFalse(review.toggle("g7").dead());
        assertTrue(review.dead().isEmpty());
        assertTrue(AGREEMENT.marked(review.settled()).isEmpty());
    }

    // ------------------------------------------------------------------ at the terminal

    private static RecordCommandTest.Run twoHumans(Path record, String... lines) {
        return RecordCommandTest.run(String.join("\n", lines) + "\n", "play", "go", "--option", "size=9",
                "--first", "human", "--second", "human", "--record", record.toString());
    }

    @Test
    void twoHumans_agreeOnADeadStone_andTheSgfHasItInTwWithTheResult(@TempDir Path dir) throws Exception {
        Path sgf = dir.resolve("game.sgf");
        RecordCommandTest.Run run = twoHumans(sgf, "C3", "G7", "pass", "pass",
                "done", // black agrees to the estimate (nothing dead) ...
                "C3", // ... white marks black's stone dead, which withdraws black's agreement
                "done", "done");
        assertEquals(0, run.status(), run.err());
        String out = run.out();
        assertTrue(out.contains("proposed dead: none"), out);
        int blackAgrees = out.indexOf("first player agrees; second player (white) to confirm");
        int toggle = out.indexOf("dead: C3; marked dead now: C3 (1 stone)");
        assertTrue(blackAgrees > 0 && toggle > blackAgrees, out);
        assertTrue(out.indexOf("first player (black) (dead stones)> ", toggle) > 0,
                "black is asked again after white's toggle:\n" + out);
        assertTrue(out.contains("dead stones agreed: C3 (1 stone)"), out);
        assertTrue(out.contains("result: W+88.5"), out);
        String text = Files.readString(sgf);
        assertTrue(text.contains("RE[W+88.5]"), text);
        assertTrue(text.contains(";W[]TW[cg])"), text);

        RecordCommandTest.Run replay = RecordCommandTest.run("", "sgf", "replay", sgf.toString());
        assertEquals(0, replay.status(), replay.out() + replay.err());
        assertTrue(replay.lastLine().endsWith(" W+88.5"), replay.lastLine());
    }

    @Test
    void theJsonRecord_listsTheAgreedDeadStones(@TempDir Path dir) throws Exception {
        Path json = dir.resolve("game.json");
        RecordCommandTest.Run run = twoHumans(json, "C3", "G7", "pass", "pass", "g7", "done", "done");
        assertEquals(0, run.status(), run.err());
        String text = Files.readString(json);
        assertTrue(text.contains("\"dead\" : [ \"G7\" ]"), text);
        assertTrue(run.out().contains("result: B+73.5"), run.out());
    }

    @Test
    void aWordThatNamesNoStone_isExplained_andTheSamePlayerIsAskedAgain(@TempDir Path dir) {
        RecordCommandTest.Run run = twoHumans(dir.resolve("game.sgf"), "C3", "G7", "pass", "pass", "E5", "done",
                "done");
        assertEquals(0, run.status(), run.err());
        assertTrue(run.out().contains("not a stone: there is no stone on E5: name a stone of the chain\n"
                + "first player (black) (dead stones)> "), run.out());
    }

    @Test
    void quittingTheReview_leavesEveryStoneAlive_inTheRecord(@TempDir Path dir) throws Exception {
        Path sgf = dir.resolve("game.sgf");
        RecordCommandTest.Run run = twoHumans(sgf, "C3", "G7", "pass", "pass", "C3", "quit");
        assertEquals(0, run.status(), run.err());
        assertTrue(run.out().contains("the dead stones were not agreed"), run.out());
        String text = Files.readString(sgf);
        assertTrue(text.contains("RE[W+7.5]") && !text.contains("TW["), text);
    }

    @Test
    void agents_agreeToTheEstimate_soTheRecordCarriesIt(@TempDir Path dir) throws Exception {
        Path sgf = dir.resolve("game.sgf");
        RecordCommandTest.Run run = RecordCommandTest.run("", "play", "go", "--option", "size=9", "--first", "random",
                "--second", "random", "--seed", "3", "--record", sgf.toString());
        assertEquals(0, run.status(), run.err());
        assertTrue(run.out().contains("first player (black) agrees to the dead stones\n"
                + "second player (white) agrees to the dead stones"), run.out());
        String proposed = run.outLines().stream().filter(l -> l.startsWith("proposed dead: ")).findFirst()
                .orElseThrow();
        String agreed = run.outLines().stream().filter(l -> l.startsWith("dead stones agreed: ")).findFirst()
                .orElseThrow();
        assertEquals(proposed.substring("proposed dead: ".length()), agreed.substring("dead stones agreed: ".length()));
        assertTrue(Files.readString(sgf).matches("(?s).*(TB|TW)\\[.*"), "the estimate marks stones dead");
    }

    @Test
    void aResignedOrUnfinishedGame_hasNoDeadStonePhase(@TempDir Path dir) {
        RecordCommandTest.Run run = twoHumans(dir.resolve("game.sgf"), "C3", "quit");
        assertFalse(run.out().contains("dead stones"), run.out());
    }
}
