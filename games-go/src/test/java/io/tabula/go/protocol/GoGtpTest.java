package io.tabula.go.protocol;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.tabula.core.MoveCheck;
import io.tabula.go.GoModule;
import io.tabula.go.rules.GoMove;
import io.tabula.go.rules.GoOptions;
import io.tabula.go.rules.GoReason;
import io.tabula.go.rules.GoState;
import io.tabula.go.rules.Stones;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.io.StringReader;
import java.io.StringWriter;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Scripted GTP sessions with the Go engine: every command, its answers and its errors. */
class GoGtpTest {
    private static final GoModule GO = new GoModule();

    static GoGtp engine() {
        return new GoGtp(GO.define("chinese", Map.of("size", "9")), 1);
    }

    /** The answers to {@code lines}, one per command: "=text" or "?text", id and final empty line removed. */
    static List<String> answers(GoGtp gtp, String... lines) {
        StringWriter out = new StringWriter();
        try {
            gtp.run(new StringReader(String.join("\n", lines) + "\n"), out);
        } catch (IOException e) {
            throw new AssertionError(e);
        }
        String text = out.toString();
        assertTrue(text.isEmpty() || text.endsWith("\n\n"), text);
        List<String> answers = new ArrayList<>();
        for (String answer : text.split("\n\n")) {
            if (answer.isEmpty()) {
                continue;
            }
            char status = answer.charAt(0);
            String rest = answer.substring(1).replaceFirst("^\\d+", "");
            answers.add(status + (rest.startsWith(" ") ? rest.substring(1) : rest));
        }
        return answers;
    }

    static String answer(GoGtp gtp, String line) {
        List<String> all = answers(gtp, line);
        assertEquals(1, all.size(), all.toString());
        return all.get(0);
    }

    static Set<String> words(String answer) {
        return new HashSet<>(Arrays.asList(answer.substring(1).trim().split("\\s+")));
    }

    @Test
    void listCommands_hasEveryRequiredCommand() {
        GoGtp gtp = engine();
        Set<String> listed = new HashSet<>(Arrays.asList(answer(gtp, "list_commands").substring(1).split("\n")));
        for (String command : List.of("protocol_version", "name", "version", "known_command", "list_commands",
                "quit", "boardsize", "clear_board", "komi", "play", "genmove", "undo", "showboard", "final_score",
                "final_status_list", "fixed_handicap", "place_free_handicap", "set_free_handicap", "loadsgf",
                "printsgf", "time_settings", "time_left", "kgs-rules", "tabula-rules")) {
            assertTrue(listed.contains(command), command);
            assertEquals("=true", answer(gtp, "known_command " + command), command);
        }
        assertEquals("=false", answer(gtp, "known_command gg-undo"));
        assertEquals(List.of("=2", "=Tabula", "=" + GoGtp.VERSION),
                answers(gtp, "protocol_version", "name", "version"));
    }

    @Test
    void play_legalMovesWithIdsAndEveryColourAndVertexSpelling() {
        GoGtp gtp = engine();
        StringWriter out = new StringWriter();
        try {
            gtp.run(new StringReader("12 play b d4\n13 play WHITE e5\n14 play Black C3\n15 play w pass\n"), out);
        } catch (IOException e) {
            throw new AssertionError(e);
        }
        assertEquals("=12\n\n=13\n\n=14\n\n=15\n\n", out.toString());
        GoState state = gtp.state();
        assertEquals(Stones.BLACK, state.stone(3 * 9 + 3));
        assertEquals(Stones.WHITE, state.stone(4 * 9 + 4));
        assertEquals(Stones.BLACK, state.stone(2 * 9 + 2));
        assertEquals(Stones.BLACK_SIDE, state.toMove());
        assertEquals(1, state.passes());
    }

    @Test
    void play_errors_useTheStandardMessages() {
        GoGtp gtp = engine();
        assertEquals(List.of("=", "?illegal move", "?invalid color", "?invalid coordinate", "?invalid coordinate",
                        "?invalid coordinate", "?invalid coordinate", "?syntax error: play takes 2 arguments, not 1",
                        "?syntax error: play takes 2 arguments, not 3", "?invalid coordinate",
                        "?invalid coordinate"),
                answers(gtp, "play b d4", "play w d4", "play x d4", "play b j10", "play b i5", "play b z99",
                        "play b 44", "play b", "play b d5 d6", "play b resign", "play b d\u0663"));
        assertEquals(1, gtp.state().ply(), "failed commands change nothing");
    }

    @Test
    void play_suicide_isIllegal() {
        GoGtp gtp = engine();
        // A white stone in the corner eye of black A2/B1 would be suicide.
        assertEquals("=", answer(gtp, "play b a2"));
        assertEquals("=", answer(gtp, "play b b1"));
        assertEquals("?illegal move", answer(gtp, "play w a1"));
        assertEquals(GoReason.SUICIDE, ((MoveCheck.Illegal) gtp.state().check(gtp.state().rules().place(0))).reason());
    }

    @Test
    void play_koRecapture_isIllegalUntilAThreatIsPlayed() {
        GoGtp gtp = engine();
        // Black C5 D6 D4, white E6 E4 F5 E5 fills; white D5 would be captured by black? Build the classic shape.
        answers(gtp, "play b c5", "play b d6", "play b d4", "play w e6", "play w e4", "play w f5", "play w d5");
        assertEquals("=", answer(gtp, "play b e5"), "black captures D5");
        assertEquals(1, gtp.state().captures(Stones.BLACK_SIDE));
        assertEquals("?illegal move", answer(gtp, "play w d5"), "white may not retake at once");
        MoveCheck check = gtp.state().check(gtp.state().rules().place(4 * 9 + 3));
        assertEquals(GoReason.KO, ((MoveCheck.Illegal) check).reason());
        assertEquals(List.of("=", "=", "="), answers(gtp, "play w a9", "play b a8", "play w d5"));
        assertEquals(1, gtp.state().captures(Stones.WHITE_SIDE));
    }

    @Test
    void play_sameColourTwiceAndAfterTheEnd_isAccepted() {
        GoGtp gtp = engine();
        assertEquals(List.of("=", "=", "=", "=", "=", "=", "="),
                answers(gtp, "play b a1", "play b b1", "play b c1", "play b pass", "play w pass", "play b d1",
                        "play w e1"));
        GoState state = gtp.state();
        assertEquals(4, Arrays.stream(new int[] {0, 1, 2, 3}).filter(p -> state.stone(p) == Stones.BLACK).count());
        assertFalse(state.isOver());
    }

    @Test
    void undo_takesBackMovesAcrossOutOfTurnPlaysThenFails() {
        GoGtp gtp = engine();
        answers(gtp, "play b a1", "play b b1", "play w c1");
        assertEquals(List.of("=", "=", "=", "?cannot undo"), answers(gtp, "undo", "undo", "undo", "undo"));
        assertEquals(0, gtp.state().ply());
        assertEquals(Stones.BLACK_SIDE, gtp.state().toMove());
        assertTrue(Arrays.equals(new byte[81], gtp.state().cells()));
        answers(gtp, "play b a1", "play b b1");
        assertEquals("=", answer(gtp, "undo"));
        assertEquals(Stones.WHITE_SIDE, gtp.state().toMove(), "back to the position after a1, white to move");
        assertEquals(Stones.BLACK, gtp.state().stone(0));
        assertEquals(Stones.EMPTY, gtp.state().stone(1));
    }

    @Test
    void undo_restoresCapturedStones() {
        GoGtp gtp = engine();
        answers(gtp, "play b b1", "play w a1", "play b a2");
        assertEquals(1, gtp.state().captures(Stones.BLACK_SIDE));
        assertEquals("=", answer(gtp, "undo"));
        assertEquals(Stones.WHITE, gtp.state().stone(0));
        assertEquals(0, gtp.state().captures(Stones.BLACK_SIDE));
    }

    @Test
    void boardsize_changesTheBoardWithinTheRulesLimits() {
        GoGtp gtp = engine();
        answer(gtp, "play b a1");
        assertEquals(List.of("=", "?unacceptable size", "?unacceptable size",
                        "?syntax error: '99999999999' is out of range; a GTP integer is 0 to 2147483647",
                        "?syntax error: 'nine' is not an integer", "?syntax error: boardsize takes 1 argument, not 0",
                        "=", "=", "?unacceptable size"),
                answers(gtp, "boardsize 13", "boardsize 1", "boardsize 26", "boardsize 99999999999",
                        "boardsize nine", "boardsize", "boardsize 25", "boardsize 2", "boardsize 0"));
        assertEquals(2, gtp.state().size());
        answer(gtp, "boardsize 13");
        assertEquals(13, gtp.state().size());
        assertEquals(0, gtp.state().ply());
        assertEquals("=", answer(gtp, "play b n13"));
    }

    /**
     * A malformed number says what is wrong with it, after GTP's "syntax error" (fuzzing found
     * "'-1' is not an integer" and "'1e5' is not a number"), and the state stays as it was.
     */
    @Test
    void malformedNumbers_sayWhatIsWrong() {
        GoGtp gtp = engine();
        answers(gtp, "komi 6.5", "play b e5");
        String before = answer(gtp, "printsgf");
        String intRange = "; a GTP integer is 0 to 2147483647";
        assertEquals(List.of("?syntax error: '-1' is negative" + intRange,
                        "?syntax error: '-5' is negative" + intRange,
                        "?syntax error: '2147483648' is out of range" + intRange,
                        "?syntax error: '+5' is not an integer",
                        "?komi '1e5' is out of range; allowed: a multiple of 0.5 from -1000 to 1000",
                        "?komi '99999999999999999999999' is out of range; allowed: a multiple of 0.5 from -1000 to 1000",
                        "?syntax error: '1e39' is out of range; a GTP float is a 32-bit IEEE 754 number, from "
                                + "-3.4028235E38 to 3.4028235E38",
                        "?syntax error: 'nan' is not a finite number",
                        "?syntax error: '-Infinity' is not a finite number",
                        "?syntax error: '0x10' is not a number",
                        "?option 'komi' does not take the value '6.25' (not a multiple of 0.5); allowed: a multiple "
                                + "of 0.5 from -1000 to 1000"),
                answers(gtp, "boardsize -1", "time_left b -5 0", "time_settings 2147483648 0 0", "fixed_handicap +5",
                        "komi 1e5", "komi 99999999999999999999999", "komi 1e39", "komi nan", "komi -Infinity",
                        "komi 0x10", "komi 6.25"));
        assertEquals(before, answer(gtp, "printsgf"), "no rejected command changes the game");
        assertEquals(List.of("=", "=", "="), answers(gtp, "komi 1e1", "komi -.5", "komi 2.5E-0"));
        assertEquals("2.5", gtp.definition().options().text("komi"));
    }

    @Test
    void clearBoard_emptiesTheBoardAndHistory() {
        GoGtp gtp = engine();
        answers(gtp, "play b a1", "play w b2", "fixed_handicap 2");
        assertEquals("=", answer(gtp, "clear_board"));
        assertTrue(Arrays.equals(new byte[81], gtp.state().cells()));
        assertEquals("?cannot undo", answer(gtp, "undo"));
        assertEquals(0, gtp.definition().get(GoOptions.HANDICAP));
    }

    @Test
    void komi_setsTheCountAndIsKeptAcrossClearBoard() {
        GoGtp gtp = engine();
        assertEquals(List.of("=", "=W+0.5", "=", "=0", "=", "=B+81", "=", "=", "=B+81"),
                answers(gtp, "komi 0.5", "final_score", "komi 0", "final_score", "play b e5", "final_score",
                        "clear_board", "play b e5\nfinal_score"));
        assertEquals(List.of("?syntax error: 'abc' is not a number", "=", "?syntax error: komi takes 1 argument, not 0"),
                answers(gtp, "komi abc", "komi -3.5", "komi"));
        assertTrue(answer(gtp, "komi 6.25").startsWith("?"), "komi must be a multiple of 0.5 here");
        assertEquals("=B+84.5", answer(gtp, "final_score"));
    }

    @Test
    void komi_midGame_replaysTheMoves() {
        GoGtp gtp = engine();
        answers(gtp, "play b e5", "play w d5", "play b b2");
        assertEquals("=", answer(gtp, "komi 2.5"));
        assertEquals(3, gtp.state().ply());
        assertEquals(Stones.WHITE, gtp.state().stone(4 * 9 + 3));
        assertEquals("=", answer(gtp, "undo"));
        assertEquals(2, gtp.state().ply());
    }

    @Test
    void genmove_playsALegalMoveForEitherColour() {
        GoGtp gtp = engine();
        String first = answer(gtp, "genmove black");
        assertTrue(first.matches("=[A-HJ][1-9]"), first);
        assertEquals(1, gtp.state().ply());
        String second = answer(gtp, "genmove b");
        assertTrue(second.matches("=[A-HJ][1-9]"), second);
        assertEquals(Stones.WHITE_SIDE, gtp.state().toMove(), "black moved twice; white is to move");
        assertEquals(List.of("?invalid color", "?syntax error: genmove takes 1 argument, not 0"),
                answers(gtp, "genmove x", "genmove"));
    }

    @Test
    void genmove_capturesWhenItCan() {
        GoGtp gtp = engine();
        answers(gtp, "play w e5", "play b e6", "play b d5", "play b f5");
        assertEquals("=E4", answer(gtp, "genmove b"));
        assertEquals(1, gtp.state().captures(Stones.BLACK_SIDE));
    }

    @Test
    void genmove_escapesFromAtari() {
        GoGtp gtp = engine();
        // White E5 in atari (black E6, D5, F5); extending to E4 gives it three liberties.
        answers(gtp, "play w e5", "play b e6", "play b d5", "play b f5");
        assertEquals("=E4", answer(gtp, "genmove w"));
    }

    @Test
    void genmove_onlyOwnEyesLeft_passes() {
        GoGtp gtp = engine();
        answer(gtp, "boardsize 3");
        // Black fills all but two separate eyes: A1 and C3 stay empty.
        answers(gtp, "play b b1", "play b c1", "play b a2", "play b b2", "play b c2", "play b a3", "play b b3");
        assertEquals("=pass", answer(gtp, "genmove b"));
        assertEquals("=pass", answer(gtp, "genmove w"), "white has only suicides");
        assertTrue(gtp.state().isOver());
        assertEquals(List.of("=", "=B+9"), answers(gtp, "komi 0", "final_score"), "the moves are replayed");
        assertTrue(gtp.state().isOver());
    }

    @Test
    void showboard_drawsTheBoardWithoutEmptyLines() {
        GoGtp gtp = engine();
        answers(gtp, "play b d4", "play w e5");
        String board = answer(gtp, "showboard");
        assertTrue(board.startsWith("=\n"), board);
        assertTrue(board.contains("  4 . . . X . . . . . 4"), board);
        assertTrue(board.contains("  5 . . . . O*. . . . 5"), "the last move marked: " + board);
        assertTrue(board.contains("  3 . . + . . . + . . 3"), "star points: " + board);
        assertTrue(board.contains("A B C D E F G H J"), board);
        assertFalse(board.contains("\n\n"), board);
        assertTrue(board.endsWith("black to move"), board);
    }

    @Test
    void finalScore_openBoard_noStoneJudgedDead() {
        GoGtp gtp = engine();
        answers(gtp, "komi 7.5", "play b e5");
        assertEquals("=B+73.5", answer(gtp, "final_score"));
        answers(gtp, "play w d4");
        assertEquals("=W+7.5", answer(gtp, "final_score"), "neither owns any territory");
        assertEquals("?syntax error: final_score takes 0 arguments, not 1", answer(gtp, "final_score x"));
    }

    @Test
    void finalStatusList_openBoard_noneDeadAliveIsEveryStoneByChain() {
        GoGtp gtp = engine();
        answers(gtp, "play b a1", "play b b1", "play w e5");
        assertEquals("=", answer(gtp, "final_status_list dead"));
        assertEquals("=", answer(gtp, "final_status_list seki"));
        assertEquals("=A1 B1\nE5", answer(gtp, "final_status_list alive"));
        assertEquals("?syntax error: status must be alive, dead or seki", answer(gtp, "final_status_list unknown"));
    }

    /** A finished GNU Go self-play game (9x9, level 1, seed 1007); GNU Go 3.8 finds B2 and B5 dead, B+13.5. */
    private static final String GNUGO_GAME_1007 = "b G5, w E5, b C5, w E3, b E7, w D6, b G7, w F2, b C6, w D7, b B8, "
            + "w D8, b C3, w F6, b E8, w E6, b G6, w D2, b H3, w H2, b G3, w B2, b B3, w F4, b C2, w G2, b D1, w E1, "
            + "b C1, w J2, b J3, w E9, b F8, w F7, b G8, w D4, b D3, w C4, b B4, w G4, b H4, w F3, b J5, w D5, b E2, "
            + "w F1, b F9, w D2, b C7, w D9, b E2, w B9, b C8, w C9, b F5, w H1, b A8, w D2, b A9, w E4, b E2, w B5, "
            + "b A6, w D2, b PASS, w E2, b PASS, w PASS";

    @Test
    void finalStatusListAndScore_judgeTheDeadStonesOfAFinishedGame_asGnuGoDoes() {
        GoGtp gtp = engine();
        answers(gtp, "komi 7.5");
        for (String move : GNUGO_GAME_1007.split(", ")) {
            assertEquals("=", answer(gtp, "play " + move), move);
        }
        assertEquals("=B2\nB5", answer(gtp, "final_status_list dead"));
        assertEquals("=", answer(gtp, "final_status_list seki"));
        String alive = answer(gtp, "final_status_list alive");
        assertTrue(alive.contains("B9 C9 D9 E9") && !alive.contains("B5") && !alive.contains("B2"), alive);
        assertEquals("=B+13.5", answer(gtp, "final_score"), "with B2 and B5 on the board: B+0.5");
        assertEquals("=", answer(gtp, "undo"));
        assertEquals("=B2\nB5", answer(gtp, "final_status_list dead"), "judged again, the same");
    }

    @Test
    void finalStatusList_seki_listsTheChainsTerritoryScoringFindsInSeki() {
        GoGtp gtp = engine();
        answers(gtp, "boardsize 9", "clear_board");
        // one eye each (A9 black, E9 white) sharing C9; GNU Go 3.8 lists the same seki
        for (String stone : List.of("b B9", "w D9", "w F9", "b G9", "b A8", "b B8", "w C8", "w D8", "w E8", "w F8",
                "b G8", "w A7", "w B7", "w C7", "b D7", "b E7", "b F7", "b G7", "b A6", "b B6", "b C6", "b D6")) {
            answers(gtp, "play " + stone);
        }
        for (char column : "ABCDEFGHJ".toCharArray()) {
            answers(gtp, "play b " + column + "5", "play w " + column + "4");
        }
        String seki = answer(gtp, "final_status_list seki");
        assertEquals(List.of("=A7 B7 C7 C8 D8 E8 F8 D9 F9", "A8 B8 B9"), List.of(seki.split("\n")), seki);
        String alive = answer(gtp, "final_status_list alive");
        assertFalse(alive.contains("B9") || alive.contains("D9"), alive);
        assertTrue(alive.contains("G9"), alive);
    }

    @Test
    void fixedHandicap_placesStandardStonesAndWhiteMoves() {
        GoGtp gtp = engine();
        assertEquals("=G7 C3", answer(gtp, "fixed_handicap 2"));
        assertEquals(Stones.WHITE_SIDE, gtp.state().toMove());
        assertEquals(2, gtp.definition().get(GoOptions.HANDICAP));
        assertEquals("?board not empty", answer(gtp, "fixed_handicap 3"));
        assertEquals("?cannot undo", answer(gtp, "undo"), "handicap stones are not moves");
        answer(gtp, "komi 0.5");
        // Chinese rules: black's 81 points against white's komi and one point per handicap stone.
        assertEquals("=B+78.5", answer(gtp, "final_score"));
        answer(gtp, "clear_board");
        assertEquals(List.of("?invalid number of stones", "?invalid number of stones", "=C7 E7 G7 C5 E5 G5 C3 E3 G3"),
                answers(gtp, "fixed_handicap 1", "fixed_handicap 10", "fixed_handicap 9"));
        assertEquals(9, Arrays.stream(toInts(gtp.state().cells())).filter(c -> c == Stones.BLACK).count());
    }

    @Test
    void fixedHandicap_doesNotFitSmallBoards() {
        GoGtp gtp = engine();
        answer(gtp, "boardsize 6");
        assertEquals("?invalid number of stones", answer(gtp, "fixed_handicap 2"));
        answer(gtp, "boardsize 8");
        assertEquals("?invalid number of stones", answer(gtp, "fixed_handicap 5"));
    }

    @Test
    void placeFreeHandicap_choosesDistinctPointsAndPlacesThem() {
        GoGtp gtp = engine();
        String stones = answer(gtp, "place_free_handicap 4");
        assertEquals(Set.of("C7", "G7", "C3", "G3"), words(stones));
        assertEquals(Stones.WHITE_SIDE, gtp.state().toMove());
        answer(gtp, "clear_board");
        Set<String> many = words(answer(gtp, "place_free_handicap 15"));
        assertEquals(15, many.size(), many.toString());
        assertEquals(15, Arrays.stream(toInts(gtp.state().cells())).filter(c -> c == Stones.BLACK).count());
        answer(gtp, "boardsize 2");
        assertEquals(3, words(answer(gtp, "place_free_handicap 9")).size(), "one point stays empty");
        answer(gtp, "clear_board");
        assertEquals(List.of("?invalid number of stones", "?syntax error: 'x' is not an integer"),
                answers(gtp, "place_free_handicap 1", "place_free_handicap x"));
        answers(gtp, "play b a1");
        assertEquals("?board not empty", answer(gtp, "place_free_handicap 2"));
    }

    @Test
    void setFreeHandicap_placesTheGivenStonesOrRefusesTheList() {
        GoGtp gtp = engine();
        assertEquals(List.of("?bad vertex list", "?bad vertex list", "?bad vertex list", "?bad vertex list",
                        "?bad vertex list"),
                answers(gtp, "set_free_handicap a1", "set_free_handicap a1 a1", "set_free_handicap a1 pass",
                        "set_free_handicap a1 z30", "set_free_handicap"));
        assertEquals("=", answer(gtp, "set_free_handicap a1 e5 j9"));
        assertEquals(Stones.BLACK, gtp.state().stone(0));
        assertEquals(Stones.BLACK, gtp.state().stone(80));
        assertEquals(Stones.WHITE_SIDE, gtp.state().toMove());
        assertEquals(3, gtp.definition().get(GoOptions.HANDICAP));
        assertEquals("?board not empty", answer(gtp, "set_free_handicap b2 c3"));
        assertEquals("?cannot undo", answer(gtp, "undo"));
    }

    @Test
    void timeCommands_acceptIntegersOnly() {
        GoGtp gtp = engine();
        assertEquals(List.of("=", "=", "?syntax error: time_settings takes 3 arguments, not 2",
                        "?syntax error: '1.5' is not an integer", "?invalid color"),
                answers(gtp, "time_settings 300 30 5", "time_left white 120 0", "time_settings 1 2",
                        "time_left b 1.5 0", "time_left x 1 1"));
        assertEquals(new GoGtp.TimeSettings(300, 30, 5), gtp.timeSettings());
        assertEquals(new GoGtp.TimeLeft(120, 0), gtp.timeLeft(Stones.WHITE_SIDE).orElseThrow());
    }

    @Test
    void kgsRules_switchesRuleSetKeepingKomiAndMoves() {
        GoGtp gtp = engine();
        answers(gtp, "komi 6.5", "play b e5", "play w c3");
        assertEquals("=", answer(gtp, "kgs-rules japanese"));
        assertTrue(gtp.definition().text().contains("variant=japanese"), gtp.definition().text());
        assertTrue(gtp.definition().text().contains("komi=6.5"), gtp.definition().text());
        assertEquals(2, gtp.state().ply());
        assertEquals(List.of("=", "="), answers(gtp, "kgs-rules new_zealand", "kgs-rules CHINESE"));
        assertTrue(answer(gtp, "kgs-rules klingon").startsWith("?unknown rules 'klingon'"));
        assertTrue(gtp.definition().text().contains("variant=chinese"), gtp.definition().text());
    }

    @Test
    void tabulaRules_reportsAndSwitchesTheDefinition() {
        GoGtp gtp = engine();
        assertEquals("=go(variant=chinese,size=9,komi=7.5,ko=positional-superko,suicide=false,scoring=area,"
                + "handicap=0,handicapPlacement=fixed,whiteHandicapBonus=N,topology=square)", answer(gtp, "tabula-rules"));
        assertTrue(answer(gtp, "tabula-rules tromp-taylor").contains("variant=tromp-taylor"));
        // Tromp-Taylor allows suicide: white A1 joins A2 and B1 into a chain without liberties, which is removed.
        // (A single stone's suicide would repeat the position before it, which positional superko forbids.)
        answers(gtp, "play w a2", "play w b1", "play b a3", "play b b2", "play b c1");
        assertEquals("=", answer(gtp, "play w a1"));
        assertEquals(3, gtp.state().captures(Stones.BLACK_SIDE));
        assertTrue(answer(gtp, "tabula-rules chinese").startsWith("?the game so far is not legal under"),
                "a suicide cannot be replayed under Chinese rules");
        assertTrue(answer(gtp, "tabula-rules nope").startsWith("?"));
        assertTrue(gtp.definition().text().contains("variant=tromp-taylor"));
    }

    @Test
    void capturesListStonesIsLegal_reportThePosition() {
        GoGtp gtp = engine();
        answers(gtp, "play b b1", "play w a1", "play b a2");
        assertEquals(List.of("=1", "=0", "=B1 A2", "=", "=0", "=0", "=1", "=0"),
                answers(gtp, "captures black", "captures w", "list_stones b", "list_stones white",
                        "is_legal b a2", "is_legal w a1", "is_legal w e5", "is_legal w b1"));
    }

    @Test
    void printsgf_writesRulesAndEveryMoveWithItsColour() {
        GoGtp gtp = engine();
        answers(gtp, "komi 6.5", "play b e5", "play w c3", "play b c4", "play b pass");
        assertEquals("=(;FF[4]GM[1]CA[UTF-8]AP[Tabula:0.1.0]SZ[9]RU[Chinese]KM[6.5]\n;B[ee]\n;W[cg]\n;B[cf]\n;B[])",
                answer(gtp, "printsgf"));
        assertEquals("?syntax error: printsgf takes 0 to 1 arguments, not 2", answer(gtp, "printsgf a b"));
    }

    @Test
    void printsgfThenLoadsgf_roundTripsTheGameAndUndoTakesItBack(@TempDir Path dir) {
        GoGtp gtp = engine();
        answers(gtp, "play b b1", "play w a1", "play b a2", "play w e5", "play w f5", "play b pass");
        Path file = dir.resolve("game.sgf");
        assertEquals("=", answer(gtp, "printsgf " + file));
        GoGtp loaded = new GoGtp(GO.define("japanese", Map.of("size", "19")), 2);
        assertEquals("=", answer(loaded, "loadsgf " + file));
        assertTrue(Arrays.equals(gtp.state().cells(), loaded.state().cells()));
        assertEquals(gtp.state().toMove(), loaded.state().toMove());
        assertEquals(1, loaded.state().captures(Stones.BLACK_SIDE));
        assertTrue(loaded.definition().text().startsWith("go(variant=chinese,size=9,komi=7.5"),
                loaded.definition().text());
        assertEquals(List.of("=", "=", "=", "=", "=", "=", "?cannot undo"),
                answers(loaded, "undo", "undo", "undo", "undo", "undo", "undo", "undo"));
        assertTrue(Arrays.equals(new byte[81], loaded.state().cells()));
    }

    @Test
    void loadsgf_moveNumberStopsBeforeThatMove(@TempDir Path dir) throws IOException {
        Path file = dir.resolve("short.sgf");
        Files.writeString(file, "(;GM[1]FF[4]SZ[7]KM[0.5]RU[Japanese];B[dd];W[cc];B[ee];W[ff])");
        GoGtp gtp = engine();
        assertEquals("=", answer(gtp, "loadsgf " + file + " 3"));
        assertEquals(7, gtp.state().size());
        assertEquals(2, gtp.state().ply());
        assertEquals(Stones.BLACK_SIDE, gtp.state().toMove());
        assertTrue(gtp.definition().text().contains("variant=japanese") && gtp.definition().text().contains("komi=0.5"),
                gtp.definition().text());
        assertEquals("=", answer(gtp, "loadsgf " + file + " 1"));
        assertEquals(0, gtp.state().ply());
        assertEquals("=", answer(gtp, "loadsgf " + file + " 99"));
        assertEquals(4, gtp.state().ply());
        assertEquals("=", answer(gtp, "clear_board"));
        assertEquals(7, gtp.state().size(), "the file's size stays");
        assertEquals(0, gtp.state().ply());
    }

    @Test
    void loadsgf_handicapFile_startsWithTheStonesAndWhiteToMove(@TempDir Path dir) throws IOException {
        Path file = dir.resolve("handicap.sgf");
        Files.writeString(file, "(;GM[1]FF[4]SZ[9]KM[0.5]HA[2]RU[Chinese]AB[gc][cg];W[ee])");
        GoGtp gtp = engine();
        assertEquals("=", answer(gtp, "loadsgf " + file));
        assertEquals(Stones.BLACK_SIDE, gtp.state().toMove());
        assertEquals(2, gtp.definition().get(GoOptions.HANDICAP));
        assertEquals(List.of("=", "?cannot undo"), answers(gtp, "undo", "undo"));
        assertEquals(Stones.WHITE_SIDE, gtp.state().toMove());
        assertEquals("=B+78.5", answer(gtp, "final_score"), "81 points against komi 0.5 and 2 for the handicap");
        assertEquals("=", answer(gtp, "clear_board"));
        assertTrue(Arrays.equals(new byte[81], gtp.state().cells()), "clear_board drops the file's stones");
    }

    @Test
    void loadsgf_setUpStonesLaterInTheLine_loadsThePositionReached(@TempDir Path dir) throws IOException {
        Path file = dir.resolve("edited.sgf");
        Files.writeString(file, "(;GM[1]FF[4]SZ[9];B[ee];AW[aa][bb];W[cc])");
        GoGtp gtp = engine();
        assertEquals("=", answer(gtp, "loadsgf " + file));
        assertEquals(Stones.WHITE, gtp.state().stone(8 * 9));
        assertEquals(Stones.WHITE, gtp.state().stone(6 * 9 + 2));
        assertEquals("?cannot undo", answer(gtp, "undo"));
    }

    @Test
    void loadsgf_missingOrBadFiles_cannotBeLoadedAndChangeNothing(@TempDir Path dir) throws IOException {
        GoGtp gtp = engine();
        answer(gtp, "play b e5");
        Files.writeString(dir.resolve("chess.sgf"), "(;GM[3]FF[4])");
        Files.writeString(dir.resolve("text.sgf"), "no game here");
        Files.writeString(dir.resolve("big.sgf"), "(;GM[1]SZ[30])");
        assertEquals(List.of("?cannot load file", "?cannot load file", "?cannot load file", "?cannot load file",
                        "?cannot load file", "?syntax error: loadsgf takes 1 to 2 arguments, not 0",
                        "?syntax error: 'x' is not an integer"),
                answers(gtp, "loadsgf " + dir.resolve("none.sgf"), "loadsgf " + dir.resolve("chess.sgf"),
                        "loadsgf " + dir.resolve("text.sgf"), "loadsgf " + dir.resolve("big.sgf"),
                        "loadsgf " + dir, "loadsgf", "loadsgf f x"));
        assertEquals(1, gtp.state().ply());
    }

    @Test
    void twoPassesEndTheGameAndPlayResumesIt() {
        GoGtp gtp = engine();
        answers(gtp, "play b e5", "play w pass", "play b pass");
        assertTrue(gtp.state().isOver());
        assertEquals("=B+73.5", answer(gtp, "final_score"));
        assertEquals("=", answer(gtp, "play w d4"));
        assertFalse(gtp.state().isOver());
        assertEquals("=", answer(gtp, "undo"));
        assertTrue(gtp.state().isOver());
    }

    @Test
    void stateFor_theOtherColour_dropsTheKoButKeepsTheHistory() {
        GoGtp gtp = engine();
        answers(gtp, "play b c5", "play b d6", "play b d4", "play w e6", "play w e4", "play w f5", "play w d5",
                "play b e5");
        GoState white = gtp.stateFor(Stones.WHITE_SIDE);
        assertTrue(white.koPoint() >= 0);
        GoState black = gtp.stateFor(Stones.BLACK_SIDE);
        assertEquals(-1, black.koPoint());
        assertEquals(white.history().size(), black.history().size());
        assertTrue(black.check(GoMove.PASS).isLegal());
    }

    private static int[] toInts(byte[] cells) {
        int[] out = new int[cells.length];
        for (int i = 0; i < cells.length; i++) {
            out[i] = cells[i];
        }
        return out;
    }
}
