package io.tabula.go.rules;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Set;
import org.junit.jupiter.api.Test;

/** The dead-stone judge on constructed final positions. */
class DeadStonesTest {
    private static final DeadStones JUDGE = new DeadStones();

    /**
     * A finished GNU Go self-play game (level 1, seed 1007): white's B5 and B2 are dead
     * inside black's area, though uniform playouts leave them alive as often as not. GNU Go
     * 3.8 lists the same dead stones and counts B+13.5 under Chinese rules, komi 7.5.
     */
    private static final String[] GNUGO_1007 = {
        "XOOOOX...",
        "XXXOXXX..",
        "..XOXOX..",
        "X.XOOOX..",
        ".OXOOXX.X",
        ".XOOOOOX.",
        ".XXXOOXXX",
        ".OXOOOOOO",
        "..XXOO.O."};

    @Test
    void deadStonesInOpponentArea_dead_andTheCountTakesThemOff() {
        GoState state = Positions.of("chinese", GNUGO_1007);
        DeadStones.Judgement judged = JUDGE.judge(state);
        assertEquals(Positions.points("B5", "B2"), judged.dead());
        assertEquals(Set.of(), judged.seki());
        assertEquals("B+13.5", state.withDead(judged.dead()).score().result());
    }

    /**
     * A finished GNU Go self-play game (level 1, seed 1037), ended with white's left side
     * unsettled: the playouts keep it about as often as they lose it, but it lies beside
     * black chains sure of their life, and GNU Go 3.8 kills it (and H4, H3), counting B+47.5.
     */
    @Test
    void weakGroupBesideLivingOpponent_dead_asGnuGoJudgesIt() {
        GoState state = Positions.of("chinese",
                ".X.XOO...",
                "OOXXXO.OO",
                ".OOOXOOOX",
                "..XX.XOXX",
                ".O..X.XX.",
                "..O....O.",
                ".OXX.X.O.",
                "OX.....XX",
                ".X.......");
        DeadStones.Judgement judged = JUDGE.judge(state);
        assertEquals(Positions.points("A2", "A8", "B3", "B5", "B7", "B8", "C4", "C7", "D7", "H4", "H3"),
                judged.dead());
        assertEquals("B+47.5", state.withDead(judged.dead()).score().result());
    }

    @Test
    void unsettledStonesOnAnOpenBoard_alive() {
        GoState state = Positions.of("chinese",
                ".........",
                ".........",
                ".........",
                ".........",
                "....O....",
                ".........",
                ".........",
                ".........",
                "XX.......");
        assertEquals(Set.of(), JUDGE.judge(state).dead());
    }

    @Test
    void oneEyedGroupInsideWhite_dead() {
        GoState state = Positions.of("chinese",
                "..XO.....",
                "XXXO.....",
                "OOOO.....",
                ".........",
                ".........",
                ".........",
                ".........",
                ".........",
                ".........");
        DeadStones.Judgement judged = JUDGE.judge(state);
        assertEquals(Positions.points("C9", "A8", "B8", "C8"), judged.dead());
        assertEquals("W+88.5", state.withDead(judged.dead()).score().result());
    }

    @Test
    void twoEyesInsideWhite_unconditionallyAlive_notDead() {
        GoState state = Positions.of("chinese", Positions.TWO_EYES_IN_THE_CORNER);
        assertEquals(Set.of(), JUDGE.judge(state).dead());
    }

    @Test
    void seki_staysAlive_andIsListed() {
        // One eye each (A9 black's, E9 white's) and the shared liberty C9: whoever fills C9 is captured.
        GoState state = Positions.of("chinese",
                ".X.O.OX..",
                "XXOOOOX..",
                "OOOXXXX..",
                "XXXX.....",
                "XXXXXXXXX",
                "OOOOOOOOO",
                ".........",
                ".........",
                ".........");
        DeadStones.Judgement judged = JUDGE.judge(state);
        assertEquals(Set.of(), judged.dead());
        assertTrue(judged.seki().containsAll(Positions.points("B9", "A8", "B8", "D9", "C8", "D8")),
                "seki: " + judged.seki());
    }

    @Test
    void sameVerdictEveryTime_andWithAnotherSeed() {
        GoState state = Positions.of("chinese", GNUGO_1007);
        assertEquals(JUDGE.judge(state), JUDGE.judge(state));
        assertEquals(JUDGE.judge(state).dead(), new DeadStones(100, 12345).judge(state).dead());
    }

    @Test
    void fewerThanTwoPlayouts_rejected() {
        assertThrows(IllegalArgumentException.class, () -> new DeadStones(1, 0));
    }
}
