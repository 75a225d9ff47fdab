package io.tabula.go.sgf;

import io.tabula.sgf.SgfPoints;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.tabula.core.CommonReason;
import io.tabula.core.GameDefinition;
import io.tabula.core.Outcome;
import io.tabula.go.GoModule;
import io.tabula.go.notation.GtpNotation;
import io.tabula.go.rules.GoMove;
import io.tabula.go.rules.GoOptions;
import io.tabula.go.rules.GoReason;
import io.tabula.go.rules.GoState;
import io.tabula.go.rules.HandicapPlacement;
import io.tabula.go.rules.Stones;
import io.tabula.record.GameRecord;
import io.tabula.sgf.SgfException;
import io.tabula.sgf.SgfParser;
import io.tabula.sgf.SgfPosition;
import io.tabula.sgf.SgfWarning;
import java.io.IOException;
import java.io.InputStream;
import java.math.BigDecimal;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class SgfGoTest {
    private static final GoModule MODULE = new GoModule();

    static String resource(String name) {
        try (InputStream in = SgfGoTest.class.getResourceAsStream("/sgf/" + name)) {
            if (in == null) {
                throw new IllegalStateException("no test resource sgf/" + name);
            }
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new IllegalStateException(e);
        }
    }

    private static SgfReplay replay(String text) {
        return SgfGo.replay(SgfParser.parse(text));
    }

    private static List<String> warningTexts(SgfReplay replay) {
        return replay.warnings().stream().map(SgfWarning::toString).toList();
    }

    private static int gtp(int size, String point) {
        return GtpNotation.point(size, point);
    }

    // ---------------------------------------------------------------- points

    @Test
    void point_aaIsTheTopLeftFirstLetterColumnSecondRowFromTheTop() {
        assertEquals(gtp(19, "A19"), SgfPoints.point("aa", 19));
        assertEquals(gtp(19, "T19"), SgfPoints.point("sa", 19));
        assertEquals(gtp(19, "A1"), SgfPoints.point("as", 19));
        assertEquals(gtp(19, "D16"), SgfPoints.point("dd", 19));
        assertEquals(gtp(9, "C7"), SgfPoints.point("cc", 9));
        assertEquals(gtp(19, "Q4"), SgfPoints.point("pp", 19));
        for (int size : new int[] {2, 9, 19, 25}) {
            for (int p = 0; p < size * size; p++) {
                assertEquals(p, SgfPoints.point(SgfPoints.value(p, size), size), "point " + p + " of " + size);
            }
        }
    }

    @Test
    void point_malformedOrOffTheBoard_isAnErrorSayingWhy() {
        IllegalArgumentException off = assertThrows(IllegalArgumentException.class, () -> SgfPoints.point("jj", 9));
        assertTrue(off.getMessage().contains("off the 9x9 board"), off.getMessage());
        assertThrows(IllegalArgumentException.class, () -> SgfPoints.point("a", 9));
        assertThrows(IllegalArgumentException.class, () -> SgfPoints.point("a1", 9));
    }

    @Test
    void points_compressedList_expandsTheRectangleInEitherCornerOrder() {
        Set<Integer> expected = Set.of(gtp(19, "A19"), gtp(19, "B19"), gtp(19, "C19"), gtp(19, "A18"),
                gtp(19, "B18"), gtp(19, "C18"), gtp(19, "A17"), gtp(19, "B17"), gtp(19, "C17"));
        assertEquals(expected, new HashSet<>(SgfPoints.points("aa:cc", 19)));
        assertEquals(9, SgfPoints.points("aa:cc", 19).size());
        assertEquals(expected, new HashSet<>(SgfPoints.points("cc:aa", 19)));
        assertEquals(List.of(gtp(19, "A19")), SgfPoints.points("aa", 19));
        assertEquals(5, SgfPoints.points("ab:af", 19).size(), "a line is a thin rectangle");
    }

    @Test
    void isPass_emptyAlwaysAndTtOnBoardsUpTo19() {
        assertTrue(SgfPoints.isPass("", 19));
        assertTrue(SgfPoints.isPass("tt", 19));
        assertTrue(SgfPoints.isPass("tt", 9));
        assertFalse(SgfPoints.isPass("tt", 21), "t is a column of a 21x21 board");
        assertFalse(SgfPoints.isPass("dd", 19));
    }

    // ---------------------------------------------------------------- definitions

    @Test
    void definition_mapsSzKmHaAndRu() {
        GameDefinition d = SgfGo.definition(SgfParser.parse("(;GM[1]FF[4]SZ[13]KM[6.5]RU[Japanese])").first());
        assertEquals("japanese", d.variant());
        assertEquals(13, d.get(GoOptions.SIZE));
        assertEquals(new BigDecimal("6.5"), d.get(GoOptions.KOMI));
        assertEquals(0, d.get(GoOptions.HANDICAP));
        GameDefinition square = SgfGo.definition(SgfParser.parse("(;SZ[19:19]KM[-3])").first());
        assertEquals(19, square.get(GoOptions.SIZE));
        assertEquals(new BigDecimal("-3"), square.get(GoOptions.KOMI));
        assertEquals("chinese", square.variant());
    }

    @Test
    void definition_withoutSzOrKm_is19x19WithoutKomi() {
        GameDefinition d = SgfGo.definition(SgfParser.parse("(;GM[1])").first());
        assertEquals(19, d.get(GoOptions.SIZE));
        assertEquals(0, d.get(GoOptions.KOMI).signum());
    }

    @Test
    void definition_ruNames_mapToVariants() {
        Map<String, String> names = Map.ofEntries(Map.entry("Chinese", "chinese"), Map.entry("japanese", "japanese"),
                Map.entry("Korean", "japanese"), Map.entry("AGA", "aga"), Map.entry("NZ", "new-zealand"),
                Map.entry("New Zealand", "new-zealand"), Map.entry("Tromp-Taylor", "tromp-taylor"),
                Map.entry("tromp taylor", "tromp-taylor"), Map.entry("Ing", "ing"), Map.entry("GOE", "ing"));
        names.forEach((ru, variant) -> {
            List<SgfWarning> warnings = new ArrayList<>();
            GameDefinition d = SgfGo.definition(SgfParser.parse("(;SZ[9]KM[7]RU[" + ru + "])").first(), warnings);
            assertEquals(variant, d.variant(), ru);
            assertEquals(List.of(), warnings, ru);
            assertEquals(new BigDecimal("7"), d.get(GoOptions.KOMI), "KM wins over the variant's komi");
        });
    }

    @Test
    void definition_unknownRu_isChineseWithAWarningAtTheValue() {
        List<SgfWarning> warnings = new ArrayList<>();
        GameDefinition d = SgfGo.definition(SgfParser.parse("(;SZ[9]\nRU[Martian])").first(), warnings);
        assertEquals("chinese", d.variant());
        assertEquals(List.of("2:3: RU[Martian]: rules Tabula does not know; read as Chinese"),
                warnings.stream().map(SgfWarning::toString).toList());
    }

    @Test
    void definition_nonSquareSz_isAClearError() {
        SgfException e = assertThrows(SgfException.class,
                () -> SgfGo.definition(SgfParser.parse("(;GM[1]\nSZ[19:13])").first()));
        assertEquals("2:3: SZ[19:13]: the board is not square (19 columns, 13 rows); Tabula plays Go on square "
                + "boards from 2x2 to 25x25 (SZ[2] to SZ[25])", e.getMessage());
        assertEquals(new SgfPosition(2, 3), e.position().orElseThrow());
    }

    @Test
    void definition_boardTabulaCannotPlay_isAnError() {
        SgfException e = assertThrows(SgfException.class, () -> SgfGo.definition(SgfParser.parse("(;SZ[31])").first()));
        assertTrue(e.getMessage().contains("from 2x2 to 25x25"), e.getMessage());
    }

    @Test
    void definition_notGo_isAnErrorNamingGm() {
        SgfException e = assertThrows(SgfException.class, () -> SgfGo.definition(SgfParser.parse("(;GM[3])").first()));
        assertTrue(e.getMessage().contains("GM[3]: not a game of Go"), e.getMessage());
    }

    @Test
    void definition_malformedKomiOrHandicap_areWarningsWithDefaults() {
        List<SgfWarning> warnings = new ArrayList<>();
        GameDefinition d = SgfGo.definition(SgfParser.parse("(;SZ[9]KM[lots]HA[x])").first(), warnings);
        assertEquals(9, d.get(GoOptions.SIZE));
        assertEquals(0, d.get(GoOptions.KOMI).signum());
        assertEquals(0, d.get(GoOptions.HANDICAP));
        assertEquals(List.of("1:10: KM[lots] is not a number: komi 0 assumed",
                "1:18: HA[x] is not a number of stones: no handicap assumed"),
                warnings.stream().map(SgfWarning::toString).toList());
    }

    /**
     * Every SZ that is not a board Go is played on here is an error naming the value and the
     * range: the size decides where every point is, so no default can stand in for it.
     * (SZ[9.5] and SZ[99999999999999999999] used to be read as 19 with a warning.)
     */
    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
            "9.5 | not a whole number", "big | not a whole number", "'' | not a whole number",
            "99999999999999999999 | out of range", "2147483647 | out of range", "0 | out of range",
            "1 | out of range", "26 | out of range", "-5 | negative", "19:13 | the board is not square (19 columns, 13 rows)"})
    void definition_sizeThatIsNoGoBoard_isAnErrorNamingValueAndRange(String value, String problem) {
        SgfException e = assertThrows(SgfException.class,
                () -> SgfGo.replay(SgfParser.parse("(;GM[1]SZ[" + value + "];B[aa])")));
        assertEquals("1:10: SZ[" + value + "]: " + problem
                + "; Tabula plays Go on square boards from 2x2 to 25x25 (SZ[2] to SZ[25])", e.getMessage());
    }

    @Test
    void definition_komiOffTheHalfPointGrid_isRoundedWithAWarning() {
        List<SgfWarning> warnings = new ArrayList<>();
        GameDefinition d = SgfGo.definition(SgfParser.parse("(;KM[6.25])").first(), warnings);
        assertEquals(new BigDecimal("6.5"), d.get(GoOptions.KOMI));
        assertEquals(1, warnings.size());
    }

    @Test
    void handicap_withFixedAbStones_isTheSetUpWithWhiteToMove() {
        SgfReplay r = replay("(;SZ[9]KM[0.5]HA[2]AB[gc][cg])");
        assertEquals(2, r.definition().get(GoOptions.HANDICAP));
        assertEquals(HandicapPlacement.FIXED, r.definition().get(GoOptions.HANDICAP_PLACEMENT));
        assertEquals(Stones.WHITE_SIDE, r.start().toMove());
        assertEquals(r.definition().newGame(), r.start(), "the fixed points: the rules' own initial state");
        assertEquals(List.of(), r.warnings());
    }

    @Test
    void handicap_withOtherAbStones_isAFreeHandicapSetUpWithWhiteToMove() {
        SgfReplay r = replay("(;SZ[9]HA[3]AB[cc][dd][ee];W[gg])");
        assertEquals(3, r.definition().get(GoOptions.HANDICAP));
        assertEquals(HandicapPlacement.FREE, r.definition().get(GoOptions.HANDICAP_PLACEMENT));
        assertEquals(Stones.BLACK, r.start().stone(gtp(9, "C7")));
        assertEquals(Stones.BLACK, r.start().stone(gtp(9, "E5")));
        assertEquals(Stones.WHITE_SIDE, r.start().toMove());
        assertEquals(0, r.start().handicapLeft());
        assertEquals(1, r.moves().size());
        assertEquals(List.of(), r.warnings());
    }

    @Test
    void handicap_withoutAbAndBlackFirst_areBlacksFreePlacementMoves() {
        SgfReplay r = replay("(;SZ[9]HA[2];B[cc];B[gg];W[ee])");
        assertEquals(HandicapPlacement.FREE, r.definition().get(GoOptions.HANDICAP_PLACEMENT));
        assertEquals(2, r.start().handicapLeft());
        assertTrue(r.clean());
        assertEquals(3, r.moves().size());
        assertEquals(List.of(), r.warnings(), "black's placements are not colours out of turn");
        assertTrue(r.record().isPresent());
    }

    @Test
    void handicap_withoutAbAndWhiteFirst_assumesTheFixedPoints() {
        SgfReplay r = replay("(;SZ[9]HA[2];W[ee])");
        assertEquals(HandicapPlacement.FIXED, r.definition().get(GoOptions.HANDICAP_PLACEMENT));
        assertEquals(Stones.BLACK, r.start().stone(gtp(9, "G7")));
        assertEquals(List.of("1:10: HA[2] without AB stones: the fixed handicap points assumed"), warningTexts(r));
        assertTrue(r.clean());
    }

    @Test
    void handicap_withOnlyWhiteStonesSetUp_isThatPositionNotHandicapMoves() {
        // GNU Go's printsgf of a handicap game in which black lost every stone.
        SgfReplay r = SgfGo.replay(SgfParser.parse(resource("gnugo-printsgf-handicap.sgf")));
        assertEquals(List.of(), r.warnings());
        assertEquals(Stones.BLACK_SIDE, r.start().toMove(), "PL[B]");
        int white = 0;
        int black = 0;
        for (int p = 0; p < 81; p++) {
            white += r.start().stone(p) == Stones.WHITE ? 1 : 0;
            black += r.start().stone(p) == Stones.BLACK ? 1 : 0;
        }
        assertEquals(60, white);
        assertEquals(0, black);
        assertEquals(0, r.start().handicapLeft(), "no stones left to place: the position is set up");
        assertEquals(List.of("aa", "ca", "ga"), SgfParser.parse(resource("gnugo-printsgf-handicap.sgf"))
                .first().values("IL").subList(0, 3), "GNU Go's own property is kept");
    }

    // ---------------------------------------------------------------- replay

    @Test
    void replay_features_setUpMovesAndTtPass() {
        SgfReplay r = SgfGo.replay(SgfParser.parse(resource("features.sgf")));
        assertEquals(List.of(), r.warnings());
        assertTrue(r.clean());
        GoState start = r.start();
        for (String p : List.of("C7", "D7", "C6", "D6")) {
            assertEquals(Stones.BLACK, start.stone(gtp(9, p)), p);
        }
        assertEquals(Stones.WHITE, start.stone(gtp(9, "G3")));
        assertEquals(Stones.WHITE_SIDE, start.toMove(), "PL[W]");
        assertEquals("japanese", r.definition().variant());
        assertEquals(List.of(new GoMove.Place(gtp(9, "E5")), new GoMove.Place(gtp(9, "E4")), GoMove.PASS,
                new GoMove.Place(gtp(9, "F5")), GoMove.PASS), r.moves());
        assertEquals(6, r.states().size());
        assertEquals(Stones.BLACK, r.last().stone(gtp(9, "F5")));
        assertFalse(r.last().isOver(), "W[tt] and B[fe] are not two passes in a row");
    }

    @Test
    void replay_capture_countsPrisoners() {
        // The white stone at cc is surrounded by bc, dc, cb and cd: black takes it.
        SgfReplay r = replay("(;SZ[5]KM[0];B[bc];W[cc];B[dc];W[aa];B[cb];W[ab];B[cd])");
        assertTrue(r.clean(), r.warnings().toString());
        assertEquals(Stones.EMPTY, r.last().stone(SgfPoints.point("cc", 5)));
        assertEquals(1, r.last().captures(Stones.BLACK_SIDE));
        assertEquals(0, r.last().captures(Stones.WHITE_SIDE));
    }

    @Test
    void replay_moveOnAnOccupiedPoint_stopsThereWithNumberColourPointAndPosition() {
        SgfReplay r = replay("(;SZ[9]\n;B[ee];W[dd]\n;B[dd];W[cc])");
        SgfIllegalMove illegal = r.illegal().orElseThrow();
        assertEquals(3, illegal.moveNumber());
        assertEquals(Stones.BLACK_SIDE, illegal.colour());
        assertEquals(CommonReason.OCCUPIED, illegal.reason());
        assertEquals(new SgfPosition(3, 3), illegal.position());
        assertEquals("move 3: black D6 [dd]: the point is occupied (OCCUPIED)", illegal.describe(9));
        assertEquals(2, r.moves().size(), "the replay stops at the illegal move");
        assertEquals(List.of("3:3: move 3: black D6 [dd]: the point is occupied (OCCUPIED); the replay stops here"),
                warningTexts(r));
    }

    @Test
    void replay_koRecapture_isIllegalWithReasonKo() {
        // On the top edge: black takes the white stone at ba by playing ca; white may not retake at once.
        SgfReplay r = replay("(;SZ[5]RU[Japanese]AB[aa][bb]AW[ba][da][cb]PL[B];B[ca];W[ba])");
        SgfIllegalMove illegal = r.illegal().orElseThrow();
        assertEquals(GoReason.KO, illegal.reason());
        assertEquals(2, illegal.moveNumber());
        assertEquals(Stones.WHITE_SIDE, illegal.colour());
        assertEquals(1, r.last().captures(Stones.BLACK_SIDE));
        SgfReplay later = replay("(;SZ[5]RU[Japanese]AB[aa][bb]AW[ba][da][cb]PL[B];B[ca];W[ee];B[ed];W[ba])");
        assertTrue(later.clean(), "after a move elsewhere the ko may be retaken");
    }

    @Test
    void replay_suicide_isIllegalUnderChineseRules() {
        // Black's ab joins aa in a chain without liberties: a suicide of two stones.
        SgfReplay r = replay("(;SZ[5]RU[Chinese]AB[aa]AW[ba][bb][ac]PL[B];B[ab])");
        assertEquals(GoReason.SUICIDE, r.illegal().orElseThrow().reason());
        assertEquals(1, r.illegal().get().moveNumber());
        SgfReplay allowed = replay("(;SZ[5]RU[NZ]AB[aa]AW[ba][bb][ac]PL[B];B[ab])");
        assertTrue(allowed.clean(), "New Zealand rules allow suicide: " + allowed.warnings());
        assertEquals(2, allowed.last().captures(Stones.WHITE_SIDE));
        assertEquals(Stones.EMPTY, allowed.last().stone(SgfPoints.point("aa", 5)));
    }

    @Test
    void replay_coloursThatDoNotAlternate_areAWarningAndTheMovePlays() {
        SgfReplay r = replay("(;SZ[9];B[ee]\n;B[dd];W[cc])");
        assertTrue(r.clean());
        assertEquals(3, r.moves().size());
        assertEquals(Stones.BLACK, r.last().stone(SgfPoints.point("dd", 9)));
        assertEquals(List.of("2:3: move 2: black plays, but white was to move (colours do not alternate): "
                + "read as black to move"), warningTexts(r));
        assertTrue(r.record().isEmpty(), "a record cannot say that black moved twice");
    }

    @Test
    void replay_malformedMoveValue_isSkippedWithAWarning() {
        SgfReplay r = replay("(;SZ[9];B[ee];W[zz];B[dd])");
        assertEquals(List.of("1:16: W[zz]: 'zz' is off the 9x9 board (a to i); the move is skipped",
                "1:22: move 2: black plays, but white was to move (colours do not alternate): read as black to move"),
                warningTexts(r));
        assertEquals(2, r.moves().size());
    }

    @Test
    void replay_afterTwoPasses_aFurtherMoveIsIllegalGameOver() {
        SgfReplay r = replay("(;SZ[5]KM[0.5];B[cc];W[];B[];W[dd])");
        assertEquals(CommonReason.GAME_OVER, r.illegal().orElseThrow().reason());
        assertEquals(4, r.illegal().get().moveNumber());
        assertTrue(r.last().isOver());
    }

    @Test
    void replay_resultByResignation_endsTheLineWithTheLosersResignation() {
        SgfReplay r = replay("(;SZ[9]RE[W+R];B[ee];W[dd])");
        assertEquals(GoMove.RESIGN, r.moves().get(r.moves().size() - 1));
        assertEquals(Outcome.win(Stones.WHITE_SIDE, io.tabula.go.rules.GoOutcome.RESIGN), r.last().outcome());
        SgfReplay winnerToMove = replay("(;SZ[9]RE[B+Resign];B[ee];W[dd])");
        assertFalse(winnerToMove.last().isOver(), "black to move cannot be black's loss");
    }

    @Test
    void replay_setUpAfterTheRoot_editsThePositionWithAWarning() {
        SgfReplay r = replay("(;SZ[9];B[ee];AW[aa:ab]AE[ee]PL[W];W[dd])");
        assertTrue(r.clean());
        assertEquals(Stones.WHITE, r.last().stone(SgfPoints.point("ab", 9)));
        assertEquals(Stones.EMPTY, r.last().stone(SgfPoints.point("ee", 9)));
        assertEquals(List.of("1:17: set-up (AW) after move 1: the position is edited"), warningTexts(r));
        assertTrue(r.record().isEmpty());
    }

    @Test
    void replay_notGo_isAnError() {
        assertThrows(SgfException.class, () -> replay("(;GM[2]SZ[8])"));
    }

    @Test
    void replay_gnuGoGames_playCleanlyToTwoPasses() {
        record Expected(String file, int size, int moves, String variant) {
        }
        for (Expected e : List.of(new Expected("gnugo-9x9.sgf", 9, 35, "chinese"),
                new Expected("gnugo-19x19.sgf", 19, 160, "chinese"),
                new Expected("gnugo-13x13-handicap2.sgf", 13, 94, "japanese"))) {
            SgfReplay r = SgfGo.replay(SgfParser.parse(resource(e.file())));
            assertEquals(List.of(), r.warnings(), e.file());
            assertTrue(r.clean(), e.file());
            assertEquals(e.size(), r.definition().get(GoOptions.SIZE), e.file());
            assertEquals(e.variant(), r.definition().variant(), e.file());
            assertEquals(e.moves(), r.moves().size(), e.file());
            assertTrue(r.last().isOver(), e.file() + " ends with two passes");
            GameRecord record = r.record().orElseThrow();
            assertEquals(r.last(), record.last(), "the record replays to the same state");
        }
    }

    @Test
    void replay_gnuGoHandicapGame_startsFromTheFixedStonesWithWhiteToMove() {
        SgfReplay r = SgfGo.replay(SgfParser.parse(resource("gnugo-13x13-handicap2.sgf")));
        assertEquals(2, r.definition().get(GoOptions.HANDICAP));
        assertEquals(HandicapPlacement.FIXED, r.definition().get(GoOptions.HANDICAP_PLACEMENT));
        assertEquals(Stones.WHITE_SIDE, r.start().toMove());
        assertEquals(MODULE.define("japanese", Map.of("size", "13", "komi", "0.5", "handicap", "2")).newGame(),
                r.start());
    }
}
