package io.tabula.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code tabula play junqi}: each human sees only their own pieces until the game ends. */
class PlayJunqiTest {
    /** A blue piece written with its identity, e.g. b40 or bF (not the unknown token b?). */
    private static final Pattern BLUE_IDENTITY = Pattern.compile("\\bb(4[0]|3[2-9]|[BMF])\\b");
    private static final Pattern RED_IDENTITY = Pattern.compile("\\br(4[0]|3[2-9]|[BMF])\\b");

    @Test
    void play_humanAgainstRandom_showsOnlyTheHumansPieces() {
        TabulaCliTest.Run run = TabulaCliTest.runWithInput("a6-a7\nquit\n", "play", "junqi", "--player", "blue=random");
        assertEquals(0, run.status(), run.err());
        assertTrue(run.out().contains("(red's view)"), run.out());
        assertTrue(RED_IDENTITY.matcher(run.out()).find(), "red sees its own pieces");
        assertFalse(BLUE_IDENTITY.matcher(run.out()).find(), "a blue identity leaked:\n" + run.out());
    }

    @Test
    void play_twoHumans_clearTheScreenAndShowEachOnlyTheirOwnView() {
        TabulaCliTest.Run run = TabulaCliTest.runWithInput("\na6-a7\n\nquit\n", "play", "junqi", "--player", "blue=human");
        assertEquals(0, run.status(), run.err());
        String out = run.out();
        int handOverToBlue = out.indexOf("pass the terminal to blue");
        assertTrue(handOverToBlue > 0, out);
        String redsScreen = out.substring(0, handOverToBlue);
        String bluesScreen = out.substring(handOverToBlue);
        assertTrue(redsScreen.contains("\u001b[2J") && bluesScreen.startsWith("pass the terminal"), "screen cleared");
        assertFalse(BLUE_IDENTITY.matcher(redsScreen).find(), "blue's pieces on red's screen:\n" + redsScreen);
        assertFalse(RED_IDENTITY.matcher(bluesScreen).find(), "red's pieces on blue's screen:\n" + bluesScreen);
        assertTrue(BLUE_IDENTITY.matcher(bluesScreen).find(), "blue sees its own pieces");
    }

    /**
     * The hand-over to blue wipes the screen and the scrollback before anything of blue is
     * printed, and nothing of red's view comes after it: a terminal that honours the clear
     * sequence keeps nothing of red for blue to scroll back to.
     */
    @Test
    void handOver_clearsTheScrollbackToo_andNothingOfRedsViewFollows() {
        TabulaCliTest.Run run = TabulaCliTest.runWithInput("\na6-a7\n\nmoves\nhelp\nquit\n", "play", "junqi",
                "--player", "blue=human");
        assertEquals(0, run.status(), run.err());
        String out = run.out();
        String clear = "\u001b[H\u001b[2J\u001b[3J";
        assertEquals(HandOver.CLEAR_SCREEN_AND_SCROLLBACK, clear);
        int handOverToBlue = out.indexOf(clear + "pass the terminal to blue");
        assertTrue(handOverToBlue > 0, "home, erase screen, erase scrollback, then the hand-over:\n" + out);
        String afterIt = out.substring(handOverToBlue);
        assertTrue(afterIt.contains("(blue's view)"), afterIt);
        assertFalse(afterIt.contains("(red's view)"), "red's view again after the hand-over:\n" + afterIt);
        assertFalse(RED_IDENTITY.matcher(afterIt).find(), "red's pieces after the hand-over:\n" + afterIt);
        String redsTurn = out.substring(out.indexOf(clear + "pass the terminal to red"), handOverToBlue);
        assertTrue(redsTurn.contains("(red's view)") && RED_IDENTITY.matcher(redsTurn).find(), redsTurn);
        assertFalse(BLUE_IDENTITY.matcher(redsTurn).find(), "blue's pieces on red's screen:\n" + redsTurn);
    }

    /**
     * {@code help}, {@code moves} and an illegal move answer on the asker's screen with the
     * same prompt: no hand-over wipes the answer, and the next line is a move, not the
     * Enter of a hand-over.
     */
    @Test
    void helpMovesAndAnIllegalMove_keepTheScreen_andTheNextLineIsPlayed() {
        String input = "\n" // red takes the terminal
                + "help\n" + "moves\n"
                + "b1-b2\n" // illegal: a piece on a headquarters never moves
                + "a6-a7\n" // played, not swallowed as the Enter of a hand-over
                + "\n" // blue takes the terminal
                + "quit\n";
        TabulaCliTest.Run run = TabulaCliTest.runWithInput(input, "play", "junqi", "--player", "blue=human");
        assertEquals(0, run.status(), run.err());
        String out = run.out();
        assertEquals(2, count(out, "pass the terminal to"), "one hand-over to red, one to blue:\n" + out);
        assertEquals(4, count(out, "first player (red)> "), "the same prompt after help, moves, the illegal move:\n"
                + out);
        String redsTurn = out.substring(0, out.indexOf("pass the terminal to blue"));
        assertTrue(redsTurn.contains("undo (take back your last move") && redsTurn.contains("legal moves: ")
                && redsTurn.contains("illegal move b1-b2"), redsTurn);
        String help = redsTurn.substring(redsTurn.indexOf("undo (take back"));
        assertTrue(help.contains("\nkey: r red, b blue, then the piece: 40 commander,") && help.contains("B bomb, "
                + "M landmine, F flag"), "help explains the piece codes:\n" + help);
        String bluesTurn = out.substring(out.indexOf("pass the terminal to blue"));
        assertTrue(bluesTurn.contains("last move a6-a7"), "red's move after the illegal one was played:\n" + bluesTurn);
        assertTrue(bluesTurn.contains("quit after 1 "), bluesTurn);
    }

    /** In a hot seat, undo takes back the asker's own move (with the other's reply) and shows only the asker's view. */
    @Test
    void undo_inAHotSeat_takesBackTheAskersMoveAndTheReply_withoutAHandOver() {
        String input = "\n" + "a6-a7\n" // red
                + "\n" + "a7-a6\n" // blue
                + "\n" + "undo\n" // red takes back blue's a7-a6 and red's a6-a7
                + "quit\n";
        TabulaCliTest.Run run = TabulaCliTest.runWithInput(input, "play", "junqi", "--player", "blue=human");
        assertEquals(0, run.status(), run.err());
        String out = run.out();
        assertEquals(3, count(out, "pass the terminal to"), "red, blue, red; none after undo:\n" + out);
        String afterUndo = out.substring(out.indexOf("took back 2 moves"));
        assertTrue(afterUndo.contains("(red's view)") && afterUndo.contains("ply 0, red to move"), afterUndo);
        assertFalse(BLUE_IDENTITY.matcher(afterUndo).find(), "blue's pieces on red's screen:\n" + afterUndo);
        assertTrue(afterUndo.contains("quit after 0 moves"), afterUndo);
    }

    private static int count(String text, String part) {
        int n = 0;
        for (int i = text.indexOf(part); i >= 0; i = text.indexOf(part, i + part.length())) {
            n++;
        }
        return n;
    }

    @Test
    void play_deploymentFromAFile_isCheckedAndAnIllegalOneNamed(@TempDir Path dir) throws Exception {
        Path bad = dir.resolve("red.txt");
        Files.writeString(bad, "b1=F d1=M");
        TabulaCliTest.Run run = TabulaCliTest.runWithInput("", "play", "junqi", "--deploy", "red=" + bad,
                "--player", "red=random", "--player", "blue=random");
        assertEquals(2, run.status());
        assertTrue(run.err().contains("red.txt") && run.err().contains("count"), run.err());
    }

    @Test
    void play_deploymentByHand_rejectsAnIllegalOneAndTakesALegalOne() {
        String input = "b1=F\n" // too few pieces: refused, asked again
                + "random\n" + "quit\n";
        TabulaCliTest.Run run = TabulaCliTest.runWithInput(input, "play", "junqi", "--deploy", "red=hand",
                "--player", "blue=random");
        assertEquals(0, run.status(), run.err());
        assertTrue(run.out().contains("not a legal deployment"), run.out());
        assertTrue(run.out().contains("(red's view)"), run.out());
    }

    /** Two humans typing their deployments: blue's prompt comes after a hand-over that wipes what red typed. */
    @Test
    void deploymentsByHand_inAHotSeat_areEachTypedAfterAHandOver() {
        String input = "\n" + "random\n" // red takes the terminal and deploys
                + "\n" + "random\n" // blue takes it and deploys
                + "\n" + "quit\n"; // the game's first hand-over, to red
        TabulaCliTest.Run run = TabulaCliTest.runWithInput(input, "play", "junqi", "--deploy", "red=hand",
                "--deploy", "blue=hand", "--player", "blue=human");
        assertEquals(0, run.status(), run.err());
        String out = run.out();
        String clear = HandOver.CLEAR_SCREEN_AND_SCROLLBACK;
        int redTypes = out.indexOf("red: type your deployment");
        int blueTypes = out.indexOf("blue: type your deployment");
        int toBlue = out.indexOf(clear + "pass the terminal to blue and press Enter");
        assertTrue(out.indexOf(clear + "pass the terminal to red and press Enter") < redTypes, out);
        assertTrue(redTypes < toBlue && toBlue < blueTypes, "red types, the terminal is wiped, then blue:\n" + out);
        int game = out.indexOf(clear + "pass the terminal to red (first player)");
        assertTrue(blueTypes < game && out.indexOf("(red's view)") > game, "the game starts with a hand-over:\n" + out);
    }

    @Test
    void play_deployForAnotherGame_isAnError() {
        TabulaCliTest.Run run = TabulaCliTest.runWithInput("", "play", "gomoku", "--deploy", "black=random");
        assertEquals(2, run.status());
        assertTrue(run.err().contains("junqi only"), run.err());
    }
}
