package io.tabula.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.tabula.record.Nigiri;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * {@code tabula play gomoku --option opening=...}: agents belong to players, the prompt goes
 * to the player who acts (whatever colour they hold after swaps), and each step of every
 * protocol is played by hand, with illegal actions rejected and the game going on.
 *
 * <p>Each script is a list of (input line, prompt it answers): "1B" is the prompt
 * {@code first player (black)> }, "2W" {@code second player (white)> }, and so on. The
 * prompts the command printed must be exactly these, plus one for the end of input.
 */
class PlayOpeningTest {
    private static final Pattern PROMPT = Pattern.compile("(first|second) player \\((black|white)\\)> ");

    /** Plays {@code script} by two humans under {@code opening}; checks every prompt; returns the output. */
    private static String play(String opening, String... script) {
        StringBuilder input = new StringBuilder();
        List<String> expected = new ArrayList<>();
        for (int i = 0; i < script.length; i += 2) {
            input.append(script[i]).append('\n');
            expected.add(script[i + 1]);
        }
        TabulaCliTest.Run run = TabulaCliTest.runWithInput(input.toString(), "play", "gomoku",
                "--option", "opening=" + opening, "--first", "human", "--second", "human");
        assertEquals(0, run.status(), run.err());
        assertFalse(run.out().contains("Exception") || run.err().contains("\tat "), run.out() + run.err());
        List<String> prompts = prompts(run.out());
        boolean quit = script[script.length - 2].equals("quit");
        if (!quit) {
            expected.add(prompts.get(prompts.size() - 1)); // the prompt that met the end of input
        }
        assertEquals(expected, prompts, run.out());
        return run.out();
    }

    private static List<String> prompts(String out) {
        List<String> prompts = new ArrayList<>();
        Matcher m = PROMPT.matcher(out);
        while (m.find()) {
            prompts.add((m.group(1).equals("first") ? "1" : "2") + (m.group(2).equals("black") ? "B" : "W"));
        }
        return prompts;
    }

    private static void assertContains(String out, String... parts) {
        for (String part : parts) {
            assertTrue(out.contains(part), "missing '" + part + "' in:\n" + out);
        }
    }

    @Test
    void free_noOpeningLinesAndPlayersAlternate() {
        String out = play("free", "h8", "1B", "i9", "2W", "h8", "1B", "j10", "1B", "quit", "2W");
        assertFalse(out.contains("opening:"), out);
        assertContains(out, "illegal move h8: ", "quit after 3 moves");
    }

    @Test
    void centre_blackOneOnTheCentreThenPlay() {
        String out = play("centre", "a1", "1B", "h8", "1B", "i9", "2W", "h9", "1B", "quit", "2W");
        assertContains(out, "opening: first player (black) to act, black to move: black plays 1 on the centre",
                "illegal move a1: a1 is not on the centre h8", "OUTSIDE_OPENING_AREA", "quit after 3 moves");
        assertEquals(2, out.split("opening: ", -1).length - 1, "opening lines only before move 1:\n" + out);
    }

    @Test
    void pro_thirdMoveOutsideTheCentral5x5() {
        String out = play("pro", "h8", "1B", "a1", "2W", "i9", "1B", "k11", "1B", "b2", "2W", "quit", "1B");
        assertContains(out, "white plays 2 anywhere", "black plays 3 outside the central 5x5 square",
                "illegal move i9: ", "OUTSIDE_OPENING_AREA", "quit after 4 moves");
    }

    @Test
    void longPro_thirdMoveOutsideTheCentral7x7() {
        String out = play("long-pro", "h8", "1B", "a1", "2W", "k11", "1B", "l12", "1B", "b2", "2W", "quit", "1B");
        assertContains(out, "black plays 3 outside the central 7x7 square", "illegal move k11: ",
                "OUTSIDE_OPENING_AREA", "quit after 4 moves");
    }

    @Test
    void swap_secondPlayerSwapsAndTheFirstPlayerPlaysWhiteFour() {
        String out = play("swap", "a1", "1B", "b2", "1B", "c3", "1B", "keep", "2W", "swap", "2W", "d4", "1W",
                "e5", "2B", "quit", "1W");
        assertContains(out, "the first player places white 2 anywhere", "illegal move keep: ", "NOT_ALLOWED_NOW",
                "colours swapped: first player now holds white, second player now holds black",
                "opening: first player (white) to act, white to move: white plays 4 anywhere", "quit after 6 moves");
    }

    @Test
    void swap2_balanceThenKeep_secondPlayerPlaysWhiteSix() {
        String out = play("swap2", "h8", "1B", "i9", "1B", "j10", "1B", "balance h8 a1", "2W",
                "balance k11 l12", "2W", "h9", "1B", "keep", "1B", "m13", "2W", "a1", "1B", "quit", "2W");
        assertContains(out, "illegal move balance h8 a1: ", "illegal move h9: ", "NOT_ALLOWED_NOW",
                "opening: first player (black) to act, black to move: the first player chooses a colour",
                "choices: swap | keep",
                "opening: second player (white) to act, white to move: white plays 6 anywhere", "quit after 7 moves");
        assertFalse(out.contains("colours swapped"), out);
    }

    @Test
    void swap2_balanceThenSwap_firstPlayerTakesWhiteAndPlaysSix() {
        String out = play("swap2", "h8", "1B", "i9", "1B", "j10", "1B", "balance k11 l12", "2W",
                "swap", "1B", "m13", "1W", "a1", "2B", "quit", "1W");
        assertContains(out, "colours swapped: first player now holds white, second player now holds black",
                "opening: first player (white) to act, white to move: white plays 6 anywhere", "quit after 7 moves");
    }

    @Test
    void swap2_swapAtFour_firstPlayerPlaysWhiteFour() {
        play("swap2", "h8", "1B", "i9", "1B", "j10", "1B", "swap", "2W", "k11", "1W", "a1", "2B", "quit", "1W");
    }

    @Test
    void rif_afterTheSwapTheFirstPlayerNowWhiteIsAskedForMoveFour() {
        String out = play("rif", "h8", "1B", "a1", "1B", "i9", "1B", "j10", "1B", "swap", "2W", "h9", "1W",
                "offer a1", "2B", "offer g8 k11", "2B", "choose a1", "1W", "choose g8", "1W", "h10", "1W",
                "quit", "2B");
        assertContains(out,
                "opening: first player (black) to act, white to move: the first player places white 2 within "
                        + "the central 3x3 square",
                "illegal move a1: ", "OUTSIDE_OPENING_AREA",
                "colours swapped: first player now holds white, second player now holds black",
                "opening: first player (white) to act, white to move: white plays 4 anywhere",
                "opening: second player (black) to act, black to move: black offers two fifth moves",
                "illegal move offer a1: ", "BAD_OFFER",
                "choices: choose g8 | choose k11",
                "illegal move choose a1: choose one of the offered points: g8, k11", "NOT_OFFERED",
                "quit after 8 moves");
    }

    @Test
    void yamaguchi_declareOfferChoose() {
        String out = play("yamaguchi", "h8", "1B", "i9", "1B", "j10", "1B", "declare 99", "1B", "declare 3", "1B",
                "swap", "2W", "h9", "1W", "offer a1 b1", "2B", "offer a1 o1 a15", "2B", "choose b2", "1W",
                "choose o1", "1W", "h10", "1W", "quit", "2B");
        assertContains(out, "black declares how many fifth moves", "illegal move declare 99: ", "BAD_DECLARATION",
                "illegal move offer a1 b1: black offers exactly 3 fifth moves, not 2", "NOT_OFFERED",
                "quit after 9 moves");
    }

    @Test
    void soosorv_whiteDeclaresBlackSwapsThenTheNewBlackOffers() {
        String out = play("soosorv", "h8", "1B", "i9", "1B", "j10", "1B", "h9", "2W", "declare 2", "2W",
                "offer a1 o1 a15", "1B", "swap", "1B", "offer a1 o1", "2B", "choose a1", "1W", "h10", "1W",
                "quit", "2B");
        assertContains(out, "white declares how many fifth moves black will offer", "illegal move offer a1 o1 a15: ",
                "BAD_OFFER", "colours swapped: first player now holds white, second player now holds black",
                "opening: second player (black) to act, black to move: black offers the declared number",
                "quit after 9 moves");
    }

    @Test
    void taraguchi_branchA_offerTenFifthMoves() {
        String out = play("taraguchi", "h8", "1B", "swap", "2W", "a1", "1W", "i9", "1W", "j10", "2B", "h9", "1W",
                "offer a1 c1 e1 g1 i1 k1 m1 o1 a3 c3", "2B", "choose c1", "1W", "h10", "1W", "quit", "2B");
        assertContains(out, "white may swap, then white plays 2", "illegal move a1: ", "OUTSIDE_OPENING_AREA",
                "colours swapped: first player now holds white, second player now holds black",
                "or offer 10 fifth moves anywhere", "quit after 8 moves");
    }

    @Test
    void taraguchi_branchB_placeFiveThenSwapAtSix() {
        String out = play("taraguchi", "h8", "1B", "i9", "2W", "j10", "1B", "h9", "2W", "c3", "1B", "k12", "1B",
                "swap", "2W", "a15", "1W", "a1", "2B", "quit", "1W");
        assertContains(out, "illegal move c3: ", "OUTSIDE_OPENING_AREA",
                "opening: second player (white) to act, white to move: white may swap, then white plays 6",
                "opening: first player (white) to act, white to move: white plays 6", "quit after 8 moves");
    }

    @Test
    void tarannikov_swapsBeforeTwoAndFour() {
        String out = play("tarannikov", "h8", "1B", "swap", "2W", "i9", "1W", "j10", "2B", "swap", "1W",
                "h9", "2W", "m13", "1B", "k11", "1B", "a1", "2W", "b2", "1B", "quit", "2W");
        assertContains(out, "colours swapped: first player now holds white, second player now holds black",
                "colours swapped: first player now holds black, second player now holds white",
                "illegal move m13: ", "OUTSIDE_OPENING_AREA", "quit after 9 moves");
    }

    @ParameterizedTest
    @ValueSource(strings = {"free", "centre", "pro", "long-pro", "swap", "swap2", "rif", "yamaguchi", "soosorv",
        "taraguchi", "tarannikov"})
    void randomAgainstRandom_playsThroughTheOpeningToTheEnd(String opening) {
        TabulaCliTest.Run run = TabulaCliTest.run("play", "gomoku", "--option", "opening=" + opening,
                "--first", "random", "--second", "random", "--seed", "11");
        assertEquals(0, run.status(), run.err());
        assertTrue(run.outLines().stream().anyMatch(l -> l.startsWith("game over: ")), run.out());
        assertEquals(!opening.equals("free"), run.out().contains("opening: first player (black): "), run.out());
    }

    @Test
    void blackAndWhiteOptionsStillNameTheFirstAndSecondPlayer() {
        TabulaCliTest.Run run = TabulaCliTest.runWithInput("swap\n", "play", "gomoku", "--option", "opening=rif",
                "--black", "random", "--white", "human");
        assertEquals(0, run.status(), run.err());
        assertContains(run.out(), "first player holds black (random); second player holds white (human)",
                "opening: second player (white) to act, white to move: white may swap",
                "colours swapped: first player now holds white, second player now holds black",
                "opening: first player (white): "); // the random agent, now white, plays move 4
        assertEquals(List.of("2W", "2B"), prompts(run.out()), run.out());
    }

    @Test
    void conflictingPlayerOptions_areAnError() {
        TabulaCliTest.Run run = TabulaCliTest.run("play", "gomoku", "--black", "human", "--first", "random");
        assertEquals(2, run.status());
        assertContains(run.err(), "--black and --first both choose the first player");
    }

    @Test
    void moves_listsFewMovesAndCountsMany() {
        TabulaCliTest.Run run = TabulaCliTest.runWithInput("h8\ni9\nmoves\nj10\nmoves\nh9\nmoves\nquit\n",
                "play", "gomoku", "--option", "opening=rif", "--first", "human", "--second", "human");
        assertEquals(0, run.status(), run.err());
        assertContains(run.out(), "23 legal moves: f6 g6 h6", "223 legal moves, too many to list; for example",
                "24310 legal moves, too many to list; for example 'offer a1 b1'");
    }

    @Test
    void nigiri_sameSeedSameAssignment_andTheDrawDecidesWhoStarts() {
        for (long seed : new long[] {1, 2, 3, 4, 5}) {
            TabulaCliTest.Run a = TabulaCliTest.runWithInput("quit\n", "play", "gomoku", "--option", "opening=rif",
                    "--players", "ann=human,bob=human", "--nigiri", Long.toString(seed));
            TabulaCliTest.Run b = TabulaCliTest.runWithInput("quit\n", "play", "gomoku", "--option", "opening=rif",
                    "--players", "ann=human,bob=human", "--nigiri", Long.toString(seed));
            assertEquals(0, a.status(), a.err());
            assertEquals(a.out(), b.out());
            Nigiri draw = Nigiri.draw(seed);
            List<String> order = draw.order(List.of("bob", "ann")); // bob (listed second) holds, ann guesses
            assertContains(a.out(), "bob holds the stones, ann guesses; " + draw.describe(),
                    order.get(0) + " is the first player, " + order.get(1) + " the second",
                    order.get(0) + " (first player, black)> ");
        }
    }

    @Test
    void nigiri_seedsGiveBothOrders() {
        boolean annFirst = false;
        boolean bobFirst = false;
        for (long seed = 0; seed < 40; seed++) {
            String out = TabulaCliTest.runWithInput("quit\n", "play", "gomoku", "--players",
                    "ann=human,bob=human", "--nigiri", Long.toString(seed)).out();
            annFirst |= out.contains("ann is the first player");
            bobFirst |= out.contains("bob is the first player");
        }
        assertTrue(annFirst && bobFirst);
    }

    @Test
    void nigiri_namedRandomPlayerKeepsItsAgent() {
        TabulaCliTest.Run run = TabulaCliTest.run("play", "gomoku", "--option", "opening=swap2", "--players",
                "ann=random,bob=random", "--nigiri", "7");
        assertEquals(0, run.status(), run.err());
        assertContains(run.out(), "bob is the first player, ann the second", "opening: bob (first player, black): ",
                "game over: ");
    }
}
