package io.tabula.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * {@code undo} in {@code tabula play} takes back the asker's last move and every move after
 * it, so the asker is to move again where they last moved: against the computer its reply
 * and the human's move; between two humans (a hot seat) the other's reply too.
 */
class PlayUndoTest {

    private static TabulaCliTest.Run twoHumans(String... lines) {
        return TabulaCliTest.runWithInput(String.join("\n", lines) + "\n", "play", "gomoku", "--option", "size=9",
                "--black", "human", "--white", "human");
    }

    /** The last board printed: its nine rows, top first, without the coordinates and the last move's mark. */
    private static List<String> lastBoard(String out) {
        List<String> lines = out.lines().toList();
        int top = -1;
        for (int i = 0; i < lines.size(); i++) {
            if (lines.get(i).startsWith("  9 ")) {
                top = i;
            }
        }
        return lines.subList(top, top + 9).stream()
                .map(l -> l.substring(4, 4 + 18).replace(" ", "").replace("*", "")).toList();
    }

    @Test
    void betweenTwoHumans_blacksUndo_takesBackWhitesReplyAndBlacksMove() {
        TabulaCliTest.Run run = twoHumans("e5", "e6", "undo", "quit");
        assertEquals(0, run.status(), run.err());
        assertTrue(run.out().contains("took back 2 moves: first player to move again"), run.out());
        assertTrue(lastBoard(run.out()).stream().allMatch(row -> row.equals(".........")), run.out());
        assertTrue(run.out().contains("quit after 0 moves"), run.out());
    }

    @Test
    void betweenTwoHumans_whitesUndo_takesBackBlacksReplyAndWhitesMove() {
        TabulaCliTest.Run run = twoHumans("e5", "e6", "f5", "undo", "quit");
        assertEquals(0, run.status(), run.err());
        assertTrue(run.out().contains("took back 2 moves: second player to move again"), run.out());
        List<String> board = lastBoard(run.out());
        assertEquals("....X....", board.get(4), "black's e5 stays:\n" + run.out());
        assertEquals(".........", board.get(3), "white's e6 is taken back:\n" + run.out());
        int quit = run.out().indexOf("quit after");
        assertTrue(run.out().lastIndexOf("second player (white)> ", quit) > run.out().indexOf("took back"),
                "white is to move again:\n" + run.out());
    }

    @Test
    void anAskerWhoHasNotMoved_hasNothingToUndo_andTheGameStaysAsItWas() {
        TabulaCliTest.Run run = twoHumans("e5", "undo", "quit");
        assertEquals(0, run.status(), run.err());
        assertTrue(run.out().contains("nothing to undo: second player has not moved yet"), run.out());
        assertTrue(run.out().contains("quit after 1 "), run.out());
    }

    @Test
    void againstTheComputer_undoTakesBackItsReplyAndTheHumansMove() {
        TabulaCliTest.Run run = TabulaCliTest.runWithInput("e5\nundo\nquit\n", "play", "gomoku", "--option",
                "size=9", "--white", "random", "--seed", "4");
        assertEquals(0, run.status(), run.err());
        assertTrue(run.out().contains("white plays "), run.out());
        assertTrue(run.out().contains("took back 2 moves: first player to move again"), run.out());
        assertTrue(lastBoard(run.out()).stream().allMatch(row -> row.equals(".........")), run.out());
        assertTrue(run.out().contains("quit after 0 moves"), run.out());
    }

    @Test
    void help_saysWhatUndoDoes() {
        TabulaCliTest.Run run = twoHumans("help", "quit");
        assertTrue(run.out().contains("undo (take back your last move and every move after it, so that you are to "
                + "move again where you last moved: against the computer, its reply and your move; between two "
                + "humans, the other's reply and your move)"), run.out());
    }
}
