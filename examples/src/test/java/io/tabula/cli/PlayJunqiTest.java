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

    @Test
    void play_deployForAnotherGame_isAnError() {
        TabulaCliTest.Run run = TabulaCliTest.runWithInput("", "play", "gomoku", "--deploy", "black=random");
        assertEquals(2, run.status());
        assertTrue(run.err().contains("junqi only"), run.err());
    }
}
