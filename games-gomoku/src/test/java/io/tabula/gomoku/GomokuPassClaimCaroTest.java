package io.tabula.gomoku;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.tabula.core.GameDefinition;
import io.tabula.core.GameState;
import io.tabula.core.IllegalMoveException;
import io.tabula.core.MoveCheck;
import io.tabula.core.Outcome;
import io.tabula.core.Side;
import io.tabula.core.TabulaException;
import io.tabula.gomoku.notation.GomokuSnapshot;
import io.tabula.gomoku.notation.GomokuStateCodec;
import io.tabula.gomoku.rules.GomokuIllegal;
import io.tabula.gomoku.rules.GomokuMove;
import io.tabula.gomoku.rules.GomokuState;
import io.tabula.gomoku.rules.Stone;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** Passing (renju), claiming black's foul ({@code forbiddenMoves=claim}) and caro's blocked fives. */
class GomokuPassClaimCaroTest {
    private static final GomokuModule MODULE = new GomokuModule();

    /** Black f8, i8, h10, h11: h8 is a split double-three. White stones on row 1. */
    private static final List<String> DOUBLE_THREE = List.of(
            "...............",
            "...............",
            "...............",
            "...............",
            ".......X.......",
            ".......X.......",
            "...............",
            ".....X..X......",
            "...............",
            "...............",
            "...............",
            "...............",
            "...............",
            "...............",
            "O.O.O.O........");

    /** Black h8 would join e5-g7 and i9-k11 into an overline of seven. */
    private static final List<String> OVERLINE = List.of(
            "...............",
            "...............",
            "...............",
            "...............",
            "..........X....",
            "O........X.....",
            "........X......",
            "...............",
            "......X........",
            ".....X.........",
            "....X.........O",
            "...............",
            "..............O",
            "...............",
            ".........O.O.O.");

    private static GameState play(GameState start, String... moves) {
        GameState state = start;
        for (String move : moves) {
            state = state.apply(MODULE.notation().parse(state, move));
        }
        return state;
    }

    private static GameState setup(GameDefinition definition, List<String> rows, Side toMove, String... moves) {
        return play(MODULE.diagrams().fromDiagram(definition, rows, toMove), moves);
    }

    private static GameDefinition claim() {
        return MODULE.define("renju", Map.of("forbiddenMoves", "claim"));
    }

    private static GameDefinition caro(String... options) {
        Map<String, String> map = new java.util.HashMap<>(Map.of("size", "9"));
        for (int i = 0; i < options.length; i += 2) {
            map.put(options[i], options[i + 1]);
        }
        return MODULE.define("caro", map);
    }

    // ------------------------------------------------------------------ pass

    @Test
    void apply_twoPassesInSuccession_drawWithReasonPasses() {
        GameState state = play(MODULE.define("renju", Map.of()).newGame(), "h8", "pass", "pass");
        assertEquals(Outcome.draw(io.tabula.gomoku.rules.GomokuOutcome.PASSES), state.outcome());
        assertTrue(state.legalMoves().isEmpty());
        assertEquals(3, state.ply());
    }

    @Test
    void apply_stoneBetweenPasses_resetsThePassCount() {
        GameState state = play(MODULE.define("renju", Map.of()).newGame(), "pass", "h8", "pass");
        assertFalse(state.isOver());
        assertEquals(1, ((GomokuState) state).passes());
        GameState after = play(state, "h9", "pass");
        assertFalse(after.isOver(), "a stone between the passes: no draw");
    }

    @Test
    void legalMoves_renju_listPointsThenPass() {
        GameState state = MODULE.define("renju", Map.of()).newGame();
        assertEquals(226, state.legalMoves().size());
        assertEquals(GomokuMove.PASS, state.legalMoves().get(225));
        assertEquals(MoveCheck.LEGAL, state.check(GomokuMove.PASS));
    }

    @Test
    void check_passWithoutPassOption_isIllegalWithTypedReasonAndStateUnchanged() {
        GameState state = play(MODULE.define("standard", Map.of()).newGame(), "h8");
        long hash = state.hash();
        MoveCheck verdict = state.check(GomokuMove.PASS);
        assertEquals(GomokuIllegal.PASS_NOT_ALLOWED, ((MoveCheck.Illegal) verdict).reason());
        IllegalMoveException e = assertThrows(IllegalMoveException.class, () -> state.apply(GomokuMove.PASS));
        assertEquals(GomokuIllegal.PASS_NOT_ALLOWED, e.reason());
        assertEquals(hash, state.hash());
        assertFalse(state.legalMoves().contains(GomokuMove.PASS));
    }

    @Test
    void hash_dependsOnThePassCount() {
        GameDefinition renju = MODULE.define("renju", Map.of());
        GomokuState passed = (GomokuState) play(renju.newGame(), "h8", "h9", "pass");
        GomokuState same = GomokuState.restored(renju, passed.cells(), passed.toMove(), passed.ply(), Outcome.ONGOING);
        assertEquals(0, same.passes());
        assertNotEquals(passed.hash(), same.hash());
        assertNotEquals(passed, same);
        assertEquals(passed, GomokuState.restored(renju, passed.cells(), passed.toMove(), passed.ply(),
                Outcome.ONGOING, 1, false, false));
    }

    @Test
    void snapshot_passesAndFoulFlags_roundTrip() {
        GomokuStateCodec codec = new GomokuStateCodec();
        GameState passed = play(MODULE.define("renju", Map.of()).newGame(), "h8", "pass");
        GomokuSnapshot snapshot = codec.snapshot(passed);
        assertEquals(1, snapshot.passes());
        assertEquals(passed, codec.restore(passed.definition(), snapshot));
        GameState fouled = setup(claim(), OVERLINE, Stone.BLACK_SIDE, "h8");
        GomokuSnapshot foul = codec.snapshot(fouled);
        assertTrue(foul.foulToClaim() && foul.overlineStands());
        assertEquals(fouled, codec.restore(fouled.definition(), foul));
    }

    @Test
    void restore_passesOrFoulsTheRulesDoNotHave_areRejected() {
        GomokuStateCodec codec = new GomokuStateCodec();
        GameDefinition standard = MODULE.define("standard", Map.of());
        GomokuSnapshot base = codec.snapshot(standard.newGame());
        GomokuSnapshot passes = new GomokuSnapshot(base.board(), "black", 2, "ongoing", "none", "", 1, false, false);
        TabulaException e = assertThrows(TabulaException.class, () -> codec.restore(standard, passes));
        assertTrue(e.getMessage().contains("passes"), e.getMessage());
        GomokuSnapshot foul = new GomokuSnapshot(base.board(), "white", 1, "ongoing", "none", "", 0, true, false);
        assertThrows(TabulaException.class, () -> codec.restore(standard, foul));
        GomokuSnapshot old = new GomokuSnapshot(base.board(), "black", 0, "ongoing", "none", "", null, null, null);
        assertEquals(standard.newGame(), codec.restore(standard, old));
    }

    @Test
    void notation_passAndClaim_readAndWriteAsWords() {
        GameState state = MODULE.define("renju", Map.of()).newGame();
        assertEquals(GomokuMove.PASS, MODULE.notation().parse(state, " PASS "));
        assertEquals(GomokuMove.CLAIM, MODULE.notation().parse(state, "Claim"));
        assertEquals("pass", MODULE.notation().format(state, GomokuMove.PASS));
        assertEquals("claim", MODULE.notation().format(state, GomokuMove.CLAIM));
    }

    @Test
    void legalMoves_illegalForbiddenWithPass_neverDrawByNoLegalMove() {
        GameState state = setup(MODULE.define("renju", Map.of("forbiddenMoves", "illegal")), DOUBLE_THREE,
                Stone.BLACK_SIDE);
        assertTrue(state.legalMoves().contains(GomokuMove.PASS));
        assertFalse(state.check(MODULE.notation().parse(state, "h8")).isLegal());
    }

    // ------------------------------------------------------------------ claim

    @Test
    void apply_claimRightAfterForbiddenMove_whiteWinsReasonForbidden() {
        GameState fouled = setup(claim(), DOUBLE_THREE, Stone.BLACK_SIDE, "h8");
        assertFalse(fouled.isOver(), "under claim a forbidden move stands until claimed");
        assertTrue(fouled.legalMoves().contains(GomokuMove.CLAIM));
        GameState claimed = fouled.apply(GomokuMove.CLAIM);
        assertEquals(Outcome.win(Stone.WHITE_SIDE, io.tabula.gomoku.rules.GomokuOutcome.FORBIDDEN), claimed.outcome());
        assertEquals(fouled.ply() + 1, claimed.ply());
    }

    @Test
    void check_claimAfterWhiteMovedOn_isIllegalNoFoulToClaim() {
        GameState later = setup(claim(), DOUBLE_THREE, Stone.BLACK_SIDE, "h8", "a15", "o15");
        MoveCheck verdict = later.check(GomokuMove.CLAIM);
        assertEquals(GomokuIllegal.NO_FOUL_TO_CLAIM, ((MoveCheck.Illegal) verdict).reason());
        assertFalse(later.legalMoves().contains(GomokuMove.CLAIM));
    }

    @Test
    void check_claimWithoutFoul_isIllegalWithTypedReasonAndStateUnchanged() {
        GameState state = play(claim().newGame(), "h8");
        String before = state.toString();
        IllegalMoveException e = assertThrows(IllegalMoveException.class, () -> state.apply(GomokuMove.CLAIM));
        assertEquals(GomokuIllegal.NO_FOUL_TO_CLAIM, e.reason());
        assertEquals(before, state.toString());
        GameState blackToMove = claim().newGame();
        assertEquals(GomokuIllegal.NO_FOUL_TO_CLAIM,
                ((MoveCheck.Illegal) blackToMove.check(GomokuMove.CLAIM)).reason());
    }

    @Test
    void check_claimUnderOtherPolicies_isClaimNotAllowed() {
        GameState loses = play(MODULE.define("renju", Map.of()).newGame(), "h8");
        assertEquals(GomokuIllegal.CLAIM_NOT_ALLOWED, ((MoveCheck.Illegal) loses.check(GomokuMove.CLAIM)).reason());
        GameState freestyle = play(MODULE.define("freestyle", Map.of()).newGame(), "h8");
        assertEquals(GomokuIllegal.CLAIM_NOT_ALLOWED,
                ((MoveCheck.Illegal) freestyle.check(GomokuMove.CLAIM)).reason());
    }

    @Test
    void apply_overlineFoul_canBeClaimedLaterUntilTheGameEnds() {
        GameState later = setup(claim(), OVERLINE, Stone.BLACK_SIDE, "h8", "a15", "o15", "pass", "a13");
        assertTrue(((GomokuState) later).overlineStands());
        assertEquals(Stone.WHITE_SIDE, later.toMove());
        assertTrue(later.legalMoves().contains(GomokuMove.CLAIM));
        assertEquals(Outcome.win(Stone.WHITE_SIDE, io.tabula.gomoku.rules.GomokuOutcome.FORBIDDEN), later.apply(GomokuMove.CLAIM).outcome());
    }

    @Test
    void fromDiagram_blackOverlineUnderClaim_standsAsAClaimableFoul() {
        GameState set = setup(claim(), OVERLINE, Stone.BLACK_SIDE, "h8");
        GameState fromBoard = MODULE.diagrams().fromDiagram(claim(), MODULE.diagrams().toDiagram(set), Stone.WHITE_SIDE);
        assertTrue(((GomokuState) fromBoard).overlineStands());
        assertFalse(((GomokuState) fromBoard).foulToClaim());
        assertTrue(fromBoard.legalMoves().contains(GomokuMove.CLAIM));
    }

    @Test
    void hash_dependsOnTheFoulFlags() {
        GomokuState fouled = (GomokuState) setup(claim(), DOUBLE_THREE, Stone.BLACK_SIDE, "h8");
        GomokuState clean = GomokuState.restored(claim(), fouled.cells(), fouled.toMove(), fouled.ply(), Outcome.ONGOING);
        assertNotEquals(fouled.hash(), clean.hash());
        assertFalse(clean.legalMoves().contains(GomokuMove.CLAIM));
    }

    // ------------------------------------------------------------------ caro

    private static GameState caroRow(GameDefinition definition, String bottomRow, String move) {
        String empty = ".........";
        List<String> rows = List.of(empty, empty, empty, empty, empty, "O.O.O....", empty, empty, bottomRow);
        return setup(definition, rows, Stone.BLACK_SIDE, move);
    }

    @Test
    void apply_caroFiveBlockedAtBothEnds_doesNotWin() {
        assertFalse(caroRow(caro(), "OXXXX.O..", "f1").isOver());
    }

    @Test
    void apply_caroFiveBlockedAtOneEnd_wins() {
        assertEquals(Outcome.win(Stone.BLACK_SIDE, io.tabula.gomoku.rules.GomokuOutcome.FIVE), caroRow(caro(), "OXXXX....", "f1").outcome());
    }

    @Test
    void apply_caroFiveAgainstEdgeAndStone_dependsOnCaroEdgeBlocks() {
        assertTrue(caroRow(caro(), "XXXX.O...", "e1").isOver(), "by default the edge is no block");
        assertFalse(caroRow(caro("caroEdgeBlocks", "true"), "XXXX.O...", "e1").isOver());
        assertTrue(caroRow(caro("caroEdgeBlocks", "true"), "XXXX.....", "e1").isOver(), "edge and open end wins");
    }

    @Test
    void apply_caroOverline_dependsOnCaroOverline() {
        assertTrue(caroRow(caro(), "OXXX.XX..", "e1").isOver(), "caro6 by default: six wins");
        assertFalse(caroRow(caro("caroOverline", "false"), "OXXX.XX..", "e1").isOver(), "caro5: six is no win");
        assertFalse(caroRow(caro(), "OXXX.XXO.", "e1").isOver(), "a six blocked at both ends does not win");
    }

    @Test
    void definition_caroVariant_presetsRuleCaro() {
        assertEquals("gomoku(variant=caro,rule=caro,size=15,topology=square,forbiddenMoves=loses,pass=false,caroEdgeBlocks=false,"
                + "caroOverline=true,opening=free,openingOffers=0,offerSymmetry=board)", MODULE.define("caro", Map.of()).text());
        assertTrue(MODULE.define("renju", Map.of()).text().contains("pass=true"));
    }
}
