package io.tabula.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code tabula play junqi}: the game starts in the deployment phase, whose prompts come from
 * the phase and the module; each human sees only their own pieces until the game ends.
 */
class PlayJunqiTest {
    /** A blue piece written with its identity, e.g. b40 or bF (not the unknown token b?). */
    private static final Pattern BLUE_IDENTITY = Pattern.compile("\\bb(4[0]|3[2-9]|[BMF])\\b");
    private static final Pattern RED_IDENTITY = Pattern.compile("\\br(4[0]|3[2-9]|[BMF])\\b");
    private static final String CLEAR = "\u001b[H\u001b[2J\u001b[3J";

    /** The layouts of the seeded default game (deploymentSeed=0): red's a6 is an engineer, blue's a7 a 34. */
    private static final String RED_ROWS = "32 33 33 40 36 / 34 . 38 . 35 / 38 B . 34 32 / 37 . 32 . 33 / "
            + "M 37 34 M 39 / 35 B 36 F M";
    private static final String BLUE_ROWS = "36 M M F M / 33 37 39 33 34 / 38 . B . 40 / 35 34 . 32 33 / "
            + "38 . B . 37 / 34 32 35 32 36";

    /** Two humans deploy at random, then red plays {@code a6-a7}: the start of most hot-seat runs. */
    private static final String BOTH_DEPLOY = "\nrandom\n" + "\nrandom\n";

    @Test
    void play_humanAgainstRandom_showsOnlyTheHumansPieces_andHidesTheAgentsLayout() {
        TabulaCliTest.Run run = TabulaCliTest.runWithInput("random\na6-a7\nquit\n", "play", "junqi", "--player",
                "blue=random");
        assertEquals(0, run.status(), run.err());
        String out = run.out();
        assertTrue(out.contains("deploy: first player (red) to act, red to move: deploy red's 25 pieces"), out);
        assertTrue(out.contains("choices: 709,596,419,051,520,000, too many to list"), out);
        assertTrue(out.contains("deploy: second player (blue) has moved (hidden)"), out);
        assertTrue(out.contains("(red's view)"), out);
        assertTrue(RED_IDENTITY.matcher(out).find(), "red sees its own pieces");
        assertFalse(BLUE_IDENTITY.matcher(out).find(), "a blue identity leaked:\n" + out);
        assertTrue(out.contains("quit after 4 moves"), "two deployments, red's move, blue's reply:\n" + out);
    }

    /** The output cut at each hand-over: every screen but the first starts with "pass the terminal to". */
    private static List<String> screens(String out) {
        List<String> screens = new ArrayList<>();
        int from = 0;
        for (int i = out.indexOf(CLEAR); i >= 0; i = out.indexOf(CLEAR, i + 1)) {
            screens.add(out.substring(from, i));
            from = i + CLEAR.length();
        }
        screens.add(out.substring(from));
        return screens;
    }

    /**
     * Every screen after a hand-over shows only the pieces of the side it was handed to, and
     * the screen before the first hand-over shows none: checked over deployments and play.
     */
    private static void assertEachScreenShowsOnlyItsOwnersPieces(String out) {
        List<String> screens = screens(out);
        assertFalse(RED_IDENTITY.matcher(screens.get(0)).find() || BLUE_IDENTITY.matcher(screens.get(0)).find(),
                "pieces before the first hand-over:\n" + screens.get(0));
        for (String screen : screens.subList(1, screens.size())) {
            assertTrue(screen.startsWith("pass the terminal to "), screen);
            boolean red = screen.startsWith("pass the terminal to red");
            Pattern other = red ? BLUE_IDENTITY : RED_IDENTITY;
            assertFalse(other.matcher(screen).find(), "the other side's pieces on " + (red ? "red" : "blue")
                    + "'s screen:\n" + screen);
        }
    }

    @Test
    void play_twoHumans_clearTheScreenAndShowEachOnlyTheirOwnView() {
        TabulaCliTest.Run run = TabulaCliTest.runWithInput(BOTH_DEPLOY + "\na6-a7\n\nquit\n", "play", "junqi",
                "--player", "blue=human");
        assertEquals(0, run.status(), run.err());
        String out = run.out();
        assertEquals(4, screens(out).size() - 1, "hand-overs: red deploys, blue deploys, red plays, blue:\n" + out);
        assertEachScreenShowsOnlyItsOwnersPieces(out);
        String bluesTurn = screens(out).get(4);
        assertTrue(BLUE_IDENTITY.matcher(bluesTurn).find() && bluesTurn.contains("(blue's view)"),
                "blue sees its own pieces:\n" + bluesTurn);
        assertTrue(RED_IDENTITY.matcher(screens(out).get(3)).find(), "red sees its own pieces");
    }

    /**
     * Each hand-over wipes the screen and the scrollback before anything of the next player
     * is printed, and nothing of the previous player's view comes after it.
     */
    @Test
    void handOver_clearsTheScrollbackToo_andNothingOfRedsViewFollows() {
        TabulaCliTest.Run run = TabulaCliTest.runWithInput(BOTH_DEPLOY + "\na6-a7\n\nmoves\nhelp\nquit\n", "play",
                "junqi", "--player", "blue=human");
        assertEquals(0, run.status(), run.err());
        String out = run.out();
        assertEquals(HandOver.CLEAR_SCREEN_AND_SCROLLBACK, CLEAR);
        assertEquals(4, screens(out).size() - 1, out);
        assertEachScreenShowsOnlyItsOwnersPieces(out);
        String afterIt = screens(out).get(4);
        assertTrue(afterIt.startsWith("pass the terminal to blue") && afterIt.contains("(blue's view)"), afterIt);
        assertFalse(afterIt.contains("(red's view)"), "red's view again after the hand-over:\n" + afterIt);
    }

    /**
     * {@code help}, {@code moves} and an illegal move answer on the asker's screen with the
     * same prompt: no hand-over wipes the answer, and the next line is a move, not the
     * Enter of a hand-over.
     */
    @Test
    void helpMovesAndAnIllegalMove_keepTheScreen_andTheNextLineIsPlayed() {
        String input = BOTH_DEPLOY
                + "\n" // red takes the terminal to play
                + "help\n" + "moves\n"
                + "b1-b2\n" // illegal: a headquarters piece never moves (and the flag never does)
                + "a6-a7\n" // played, not swallowed as the Enter of a hand-over
                + "\n" // blue takes the terminal
                + "quit\n";
        TabulaCliTest.Run run = TabulaCliTest.runWithInput(input, "play", "junqi", "--player", "blue=human");
        assertEquals(0, run.status(), run.err());
        String out = run.out();
        assertEquals(4, count(out, "pass the terminal to"), "red, blue deploy; red, blue play:\n" + out);
        String redsTurn = screens(out).get(3);
        assertEquals(4, count(redsTurn, "first player (red)> "), "the same prompt after help, moves, the illegal "
                + "move:\n" + redsTurn);
        assertTrue(redsTurn.contains("undo (take back your last move") && redsTurn.contains("legal moves: ")
                && redsTurn.contains("illegal move b1-b2"), redsTurn);
        String help = redsTurn.substring(redsTurn.indexOf("undo (take back"));
        assertTrue(help.contains("\nkey: r red, b blue, then the piece: 40 commander,") && help.contains("B bomb, "
                + "M landmine, F flag"), "help explains the piece codes:\n" + help);
        String bluesTurn = screens(out).get(4);
        assertTrue(bluesTurn.contains("last move a6-a7"), "red's move after the illegal one was played:\n" + bluesTurn);
        assertTrue(bluesTurn.contains("quit after 3 moves"), bluesTurn);
    }

    /** In a hot seat, undo takes back the asker's own move (with the other's reply) and shows only the asker's view. */
    @Test
    void undo_inAHotSeat_takesBackTheAskersMoveAndTheReply_withoutAHandOver() {
        String input = "\n" + RED_ROWS + "\n" + "\n" + BLUE_ROWS + "\n" // the two layouts, typed
                + "\n" + "a6-a7\n" // red's engineer attacks blue's 34 and is removed
                + "\n" + "a7-a6\n" // blue
                + "\n" + "undo\n" // red takes back blue's a7-a6 and red's a6-a7
                + "quit\n";
        TabulaCliTest.Run run = TabulaCliTest.runWithInput(input, "play", "junqi", "--player", "blue=human");
        assertEquals(0, run.status(), run.err());
        String out = run.out();
        assertEquals(5, count(out, "pass the terminal to"), "red, blue deploy; red, blue, red; none after undo:\n"
                + out);
        assertEachScreenShowsOnlyItsOwnersPieces(out);
        String afterUndo = out.substring(out.indexOf("took back 2 moves"));
        assertTrue(afterUndo.contains("(red's view)") && afterUndo.contains("ply 2, red to move"), afterUndo);
        assertFalse(BLUE_IDENTITY.matcher(afterUndo).find(), "blue's pieces on red's screen:\n" + afterUndo);
        assertTrue(afterUndo.contains("quit after 2 moves"), afterUndo);
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
        TabulaCliTest.Run missing = TabulaCliTest.runWithInput("", "play", "junqi", "--deploy", "red="
                + dir.resolve("none.txt"));
        assertEquals(2, missing.status());
        assertTrue(missing.err().contains("none.txt") && missing.err().contains("cannot read"), missing.err());
    }

    @Test
    void play_deploymentFromAFile_isPlayedForTheHuman(@TempDir Path dir) throws Exception {
        Path red = dir.resolve("red.txt");
        Files.writeString(red, RED_ROWS.replace(" / ", "\n") + "\n");
        TabulaCliTest.Run run = TabulaCliTest.runWithInput("a6-a7\nquit\n", "play", "junqi", "--deploy", "red=" + red,
                "--player", "blue=random");
        assertEquals(0, run.status(), run.err());
        String out = run.out();
        assertFalse(out.contains("deploy: first player (red) to act"), "red is not asked to deploy:\n" + out);
        assertTrue(out.contains("deploy: first player (red) has moved (hidden)"), out);
        assertTrue(out.contains("  6   r32    r33    r33    r40    r36"), "red's layout from the file:\n" + out);
        assertFalse(BLUE_IDENTITY.matcher(out).find(), out);
    }

    @Test
    void play_deploymentByHand_rejectsAnIllegalOneAndTakesALegalOne() {
        String input = "b1=F\n" // too few pieces: refused with the rule it breaks, asked again
                + "random\n" + "quit\n";
        TabulaCliTest.Run run = TabulaCliTest.runWithInput(input, "play", "junqi", "--deploy", "red=hand",
                "--player", "red=random", "--player", "blue=random");
        assertEquals(0, run.status(), run.err());
        assertTrue(run.out().contains("illegal move b1=F: red's deployment breaks [count]"), run.out());
        assertTrue(run.out().contains("(red's view)"), run.out());
    }

    /** Two humans typing their deployments: blue's prompt comes after a hand-over that wipes what red typed. */
    @Test
    void deploymentsByHand_inAHotSeat_areEachTypedAfterAHandOver() {
        String input = "\n" + RED_ROWS + "\n" // red takes the terminal and types its layout
                + "\n" + BLUE_ROWS + "\n" // blue takes it and types its own
                + "\n" + "quit\n"; // the hand-over to red for play
        TabulaCliTest.Run run = TabulaCliTest.runWithInput(input, "play", "junqi", "--deploy", "red=hand",
                "--deploy", "blue=hand", "--player", "blue=human");
        assertEquals(0, run.status(), run.err());
        String out = run.out();
        List<String> screens = screens(out);
        assertEquals(4, screens.size(), out);
        assertTrue(screens.get(1).startsWith("pass the terminal to red")
                && screens.get(1).contains("deploy: first player (red) to act"), screens.get(1));
        assertTrue(screens.get(2).startsWith("pass the terminal to blue")
                && screens.get(2).contains("deploy: second player (blue) to act"), screens.get(2));
        assertTrue(screens.get(3).startsWith("pass the terminal to red") && screens.get(3).contains("(red's view)")
                && screens.get(3).contains("ply 2, red to move"), screens.get(3));
        assertEachScreenShowsOnlyItsOwnersPieces(out);
    }

    @Test
    void play_deployForAnUnknownSide_isAnError() {
        TabulaCliTest.Run run = TabulaCliTest.runWithInput("", "play", "junqi", "--deploy", "green=random");
        assertEquals(2, run.status());
        assertTrue(run.err().contains("no side 'green'") && run.err().contains("red, blue"), run.err());
    }
}
