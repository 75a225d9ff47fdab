package io.tabula.go;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.tabula.core.GameDefinition;
import io.tabula.go.notation.GtpNotation;
import io.tabula.go.rules.GoState;
import io.tabula.go.rules.Score;
import java.math.BigDecimal;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * Territory scoring of seki (Japanese rules 1989, Article 8: eye points surrounded by stones
 * in seki are not territory) and area scoring of the same positions (where the eyes count).
 * Every position was given to GNU Go 3.8 ({@code loadsgf}, {@code final_status_list seki},
 * {@code final_status_list dead}, {@code final_status}, {@code final_score} with
 * {@code --japanese-rules} and {@code --chinese-rules}): it finds the same seki and dead
 * stones, marks the same points territory and dame, and gives the same Japanese result.
 * Its Chinese result differs where dame are left that one side could fill (GNU Go fills
 * them before counting; area scoring here counts the board as it is): noted per case.
 */
class SekiScoringTest {
    private static final GoModule MODULE = new GoModule();

    /** One eye each (A9 black's, E9 white's) and one shared liberty C9. */
    static final List<String> ONE_EYE_EACH = List.of(
            ".X.O.OX..",
            "XXOOOOX..",
            "OOOXXXX..",
            "XXXX.....",
            "XXXXXXXXX",
            "OOOOOOOOO",
            ".........",
            ".........",
            ".........");

    /** As {@link #ONE_EYE_EACH}, with an unfilled ordinary dame E7 touching the white seki group. */
    static final List<String> ONE_EYE_EACH_OUTSIDE_DAME = List.of(
            ".X.O.OX..",
            "XXOOOOX..",
            "OOOX.XX..",
            "XXXXX....",
            "XXXXXXXXX",
            "OOOOOOOOO",
            ".........",
            ".........",
            ".........");

    /** One eye each (A9, F9) and two dame C9 D9, neither a mutual self-atari until black fills C9. */
    static final List<String> EYES_TWO_DAME = List.of(
            ".X..O.OX.",
            "XXXOOOOX.",
            "OOOOXXXX.",
            "XXXXX....",
            "XXXXXXXXX",
            "OOOOOOOOO",
            ".........",
            ".........",
            ".........");

    /** Black has an eye (A9), white none: not seki, white is dead (black fills F9, E9, then takes at C9). */
    static final List<String> EYE_VS_NO_EYE = List.of(
            ".X.O..X..",
            "XXOOOOX..",
            "OOOXXXX..",
            "XXXX.....",
            "XXXXXXXXX",
            "OOOOOOOOO",
            ".........",
            ".........",
            ".........");

    static final List<String> WHITE_DEAD_IN_EYE_VS_NO_EYE = List.of("D9", "C8", "D8", "E8", "F8", "A7", "B7", "C7");

    /** No eyes, shared liberties D9 D8 (in the corner), beside territory on both sides. */
    static final List<String> NO_EYES = List.of(
            ".XO.XO...",
            ".XO.XO...",
            ".XOOXO...",
            ".XXXOO...",
            "...XO....",
            "...XO....",
            "...XO....",
            "...XO....",
            "...XO....");

    /** Two live groups with territory and an unfilled ordinary dame F9 between them: no seki. */
    static final List<String> ORDINARY_DAME = List.of(
            "....X.O..",
            "....XOO..",
            "....XO...",
            "....XO...",
            "....XO...",
            "....XO...",
            "....XO...",
            "....XO...",
            "....XO...");

    static GoState position(String variant, List<String> rows, List<String> dead) {
        GameDefinition definition = MODULE.define(variant, Map.of("size", "9"));
        GoState state = (GoState) MODULE.diagrams().fromDiagram(definition, rows, definition.type().side(0));
        Set<Integer> points = new HashSet<>();
        for (String point : dead) {
            points.add(GtpNotation.point(9, point));
        }
        return points.isEmpty() ? state : state.withDead(points);
    }

    private static void assertScore(String black, String white, String result, GoState state) {
        Score score = state.score();
        assertEquals(0, new BigDecimal(white).compareTo(score.white()), "white " + score.white());
        assertEquals(0, new BigDecimal(black).compareTo(score.black()), "black " + score.black());
        assertEquals(result, score.result());
    }

    @Test
    void oneEyeEach_eyesAreNotTerritory_gnuGoW22_5() {
        // Black: F6-J6, H7-J9 (11); A9 is a seki eye, C9 a seki liberty. White: rows 1-3 (27) + 6.5.
        assertScore("11", "33.5", "W+22.5", position("japanese", ONE_EYE_EACH, List.of()));
    }

    @Test
    void oneEyeEach_areaScoringCountsTheEyes_gnuGoW19_5() {
        // Black 22 stones + 11 + A9; white 18 stones + 27 + E9 + 7.5.
        assertScore("34", "53.5", "W+19.5", position("chinese", ONE_EYE_EACH, List.of()));
    }

    @Test
    void unfilledDameTouchingTheSeki_isFilledFirst_gnuGoW23_5() {
        // E7 is an ordinary dame (black fills it quietly); then C9 is a mutual self-atari.
        assertScore("10", "33.5", "W+23.5", position("japanese", ONE_EYE_EACH_OUTSIDE_DAME, List.of()));
    }

    @Test
    void unfilledDameTouchingTheSeki_areaScoring_gnuGoW19_5AfterFillingE7() {
        // As the board stands: black 22 + 10 + A9 = 33, white 18 + 27 + E9 + 7.5; E7 and C9 are dame.
        // GNU Go fills E7 for black before counting: W+19.5.
        assertScore("33", "53.5", "W+20.5", position("chinese", ONE_EYE_EACH_OUTSIDE_DAME, List.of()));
    }

    @Test
    void eyesAndTwoDame_sekiFoundAfterBlackFillsC9_gnuGoW26_5() {
        assertScore("7", "33.5", "W+26.5", position("japanese", EYES_TWO_DAME, List.of()));
    }

    @Test
    void eyesAndTwoDame_areaScoring_gnuGoW21_5AfterFillingC9() {
        // Black 24 + 7 + A9 = 32; white 19 + 27 + F9 + 7.5 = 54.5. GNU Go fills C9 for black: W+21.5.
        assertScore("32", "54.5", "W+22.5", position("chinese", EYES_TWO_DAME, List.of()));
    }

    @Test
    void eyeVersusNoEye_isNotSeki_whiteDead_gnuGoW2_5() {
        // With white marked dead (as GNU Go marks it): black 15 + 8 points + 8 prisoners = 31.
        assertScore("31", "33.5", "W+2.5", position("japanese", EYE_VS_NO_EYE, WHITE_DEAD_IN_EYE_VS_NO_EYE));
        assertScore("45", "43.5", "B+1.5", position("chinese", EYE_VS_NO_EYE, WHITE_DEAD_IN_EYE_VS_NO_EYE));
    }

    @Test
    void eyeVersusNoEye_unmarked_isStillNotSeki() {
        // All stones alive as left: black's eye A9 counts (no mutual self-atari: black may approach at E9/F9).
        assertScore("12", "33.5", "W+21.5", position("japanese", EYE_VS_NO_EYE, List.of()));
    }

    @Test
    void noEyes_sharedLibertiesAreDame_gnuGoW19_5() {
        assertScore("19", "38.5", "W+19.5", position("japanese", NO_EYES, List.of()));
        assertScore("33", "53.5", "W+20.5", position("chinese", NO_EYES, List.of()));
    }

    @Test
    void ordinaryDameBetweenLiveGroups_isNotSeki_gnuGoB4_5() {
        // Black A-D (36); white G-J below row 8, H8 J8 H9 J9: 25 + 6.5; F9 is dame.
        assertScore("36", "31.5", "B+4.5", position("japanese", ORDINARY_DAME, List.of()));
        // Area, as the board stands: 45 against 35 + 7.5. GNU Go fills F9 for black first: B+3.5.
        assertScore("45", "42.5", "B+2.5", position("chinese", ORDINARY_DAME, List.of()));
    }
}
