package io.tabula.gomoku.rules;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.tabula.core.GameDefinition;
import io.tabula.core.GameRegistry;
import io.tabula.core.GameState;
import io.tabula.core.IllegalMoveException;
import io.tabula.core.LargeMoveList;
import io.tabula.core.Move;
import io.tabula.core.MoveCheck;
import io.tabula.core.Outcome;
import io.tabula.core.StateCodec;
import io.tabula.gomoku.GomokuModule;
import io.tabula.gomoku.notation.GomokuSnapshot;
import io.tabula.json.TabulaJson;
import io.tabula.options.OptionException;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * Each opening protocol step by step (games-gomoku/README.md, option opening): the
 * step, the side to move, the player who acts, who holds black, the phase and the number
 * of legal moves along scripted games; equality and hashing of states reached by
 * different paths; and the state codec and JSON round trip at every step.
 */
class OpeningProtocolTest {
    private static final GomokuModule MODULE = new GomokuModule();
    private static final TabulaJson JSON = new TabulaJson(GameRegistry.of(MODULE));

    /** A scripted game: plays moves in notation, checks each state, keeps every state for the round trips. */
    private static final class Script {
        final List<GomokuState> states = new ArrayList<>();
        GomokuState state;

        Script(GameDefinition definition) {
            state = (GomokuState) definition.newGame();
            states.add(state);
        }

        Script(GomokuState from) {
            state = from;
            states.add(state);
        }

        /** Checks the current state: step id, colour to move, acting player, black's holder, legal move count. */
        Script at(String step, String toMove, int actor, int blackPlayer, long count) {
            String where = state.definition().text() + " after " + (state.ply()) + " actions";
            assertEquals(step, state.openingStep(), where + ": step");
            assertEquals(step.equals("play") ? "play" : "opening", state.phase().id(), where + ": phase");
            assertEquals(step.equals("play") ? "" : step, state.phase().stage(), where + ": stage");
            assertEquals(java.util.List.of(actor), step.equals("play") ? java.util.List.of(actor) : state.phase().players(), where + ": players");
            assertEquals(toMove, state.toMove().id(), where + ": toMove");
            assertEquals(actor, state.playerToAct(), where + ": playerToAct");
            assertEquals(blackPlayer, state.blackPlayer(), where + ": blackPlayer");
            assertEquals(blackPlayer, state.playerOf(Stone.BLACK_SIDE), where + ": playerOf(black)");
            assertEquals(1 - blackPlayer, state.playerOf(Stone.WHITE_SIDE), where + ": playerOf(white)");
            assertEquals(count, state.legalMoveCount(), where + ": legal move count");
            assertEquals(count, LargeMoveList.countOf(state.legalMoves()), where + ": legal move list size");
            if (!step.equals("play")) {
                assertFalse(state.phase().task().isEmpty(), where + ": task");
            } else {
                assertEquals("", state.phase().task());
            }
            return this;
        }

        Script play(String move) {
            Move parsed = MODULE.notation().parse(state, move);
            MoveCheck check = state.check(parsed);
            assertTrue(check.isLegal(), move + " at " + state.openingStep() + ": " + check);
            assertTrue(state.legalMoves().contains(parsed), move + " missing from legalMoves at " + state.openingStep());
            assertEquals(parsed, MODULE.notation().parse(state, MODULE.notation().format(state, parsed)),
                    "notation round trip");
            GomokuState next = (GomokuState) state.apply(parsed);
            assertEquals(state.ply() + 1, next.ply(), "every action is one ply");
            state = next;
            states.add(state);
            return this;
        }

        Script rejects(String move, String reason) {
            Move parsed = MODULE.notation().parse(state, move);
            MoveCheck check = state.check(parsed);
            assertTrue(check instanceof MoveCheck.Illegal, move + " accepted at " + state.openingStep());
            assertEquals(reason.toUpperCase(java.util.Locale.ROOT).replace('-', '_'),
                    ((MoveCheck.Illegal) check).reason().name(), move + ": " + check);
            assertThrows(IllegalMoveException.class, () -> state.apply(parsed));
            assertFalse(state.legalMoves().contains(parsed), move + " in legalMoves at " + state.openingStep());
            return this;
        }
    }

    private static GameDefinition def(String opening, String... more) {
        Map<String, String> options = new java.util.HashMap<>();
        options.put("opening", opening);
        for (int i = 0; i < more.length; i += 2) {
            options.put(more[i], more[i + 1]);
        }
        return MODULE.define("freestyle", options);
    }

    private static final long C221_2 = 221L * 220 / 2;
    private static final long C221_3 = 221L * 220 * 219 / 6;

    // ---------------------------------------------------------------- step sequences

    @Test
    void free_isPlayFromTheStart() {
        new Script(def("free")).at("play", "black", 0, 0, 225)
                .rejects("swap", "not-allowed-now").rejects("offer a1 b2", "not-allowed-now")
                .play("a1").at("play", "white", 1, 0, 224);
    }

    @Test
    void centre() {
        new Script(def("centre")).at("b1", "black", 0, 0, 1)
                .rejects("a1", "outside-opening-area").rejects("swap", "not-allowed-now")
                .play("h8").at("play", "white", 1, 0, 224);
    }

    @Test
    void pro_and_longPro() {
        new Script(def("pro")).at("b1", "black", 0, 0, 1).play("h8")
                .at("w2", "white", 1, 0, 224).play("h9")
                .at("b3", "black", 0, 0, 225 - 25).rejects("j10", "outside-opening-area")
                .play("k11").at("play", "white", 1, 0, 222);
        new Script(def("long-pro")).at("b1", "black", 0, 0, 1).play("h8")
                .at("w2", "white", 1, 0, 224).play("a1")
                .at("b3", "black", 0, 0, 225 - 49 - 1).rejects("k11", "outside-opening-area")
                .play("l12").at("play", "white", 1, 0, 222);
    }

    @Test
    void swap_keepAndSwapPaths() {
        Script keep = new Script(def("swap")).at("b1", "black", 0, 0, 225).play("a1")
                .at("w2", "white", 0, 0, 224).play("b1")
                .at("b3", "black", 0, 0, 223).play("c1")
                .at("w4", "white", 1, 0, 223).rejects("keep", "not-allowed-now").rejects("pass", "pass-not-allowed")
                .play("d1").at("play", "black", 0, 0, 221);
        Script swapped = new Script(keep.states.get(3)).play("swap")
                .at("w4-swapped", "white", 0, 1, 222).rejects("swap", "not-allowed-now")
                .play("d1").at("play", "black", 1, 1, 221);
        // same board and side to move, but one more ply and the colours exchanged
        assertSameBoardDifferentState(keep.state, swapped.state);
        assertEquals(keep.state.stone(3), swapped.state.stone(3));
        roundTripAll(keep.states);
        roundTripAll(swapped.states);
    }

    @Test
    void swap_withPass() {
        new Script(def("swap", "pass", "true")).play("a1").play("b1").play("c1")
                .at("w4", "white", 1, 0, 224).play("pass")
                .at("play", "black", 0, 0, 223).play("pass").at("play", "white", 1, 0, 0);
        // ... and the second pass in succession drew the game
        GomokuState drawn = new Script(def("swap", "pass", "true")).play("a1").play("b1").play("c1").play("pass")
                .play("pass").state;
        assertEquals(Outcome.draw(GomokuOutcome.PASSES), drawn.outcome());
        // no pass before move 4
        new Script(def("swap", "pass", "true")).at("b1", "black", 0, 0, 225).rejects("pass", "not-allowed-now");
    }

    @Test
    void swap2_allThreeOptions() {
        long balances = 222L * 221;
        Script base = new Script(def("swap2")).at("b1", "black", 0, 0, 225).play("h8")
                .at("w2", "white", 0, 0, 224).play("h9")
                .at("b3", "black", 0, 0, 223).rejects("balance a1 a2", "not-allowed-now").play("j10")
                .at("w4", "white", 1, 0, 222 + 1 + balances);
        GomokuState w4 = base.state;
        // option a: white 4, then free play
        Script a = new Script(w4).play("a1").at("play", "black", 0, 0, 221);
        // option b: swap, then the first player plays white 4
        Script b = new Script(w4).play("swap").at("w4-swapped", "white", 0, 1, 222)
                .rejects("balance a1 a2", "not-allowed-now").play("a1").at("play", "black", 1, 1, 221);
        // option c: balance, then the first player chooses a colour
        Script c = new Script(w4).rejects("balance a1 a1", "occupied").rejects("balance h8 a1", "occupied")
                .play("balance a1 a2").at("choice", "black", 0, 0, 2)
                .rejects("a3", "not-allowed-now");
        assertEquals(Stone.WHITE, c.state.stone(0));
        assertEquals(Stone.BLACK, c.state.stone(15));
        GomokuState choice = c.state;
        Script keep = new Script(choice).play("keep").at("w6", "white", 1, 0, 220).play("a3")
                .at("play", "black", 0, 0, 219);
        Script swap = new Script(choice).play("swap").at("w6", "white", 0, 1, 220).play("a3")
                .at("play", "black", 1, 1, 219);
        assertSameBoardDifferentStateSamePly(keep.state, swap.state);
        for (Script s : List.of(base, a, b, c, keep, swap)) {
            roundTripAll(s.states);
        }
    }

    @Test
    void swap2_withPass_passAtW4AndW6Only() {
        new Script(def("swap2", "pass", "true")).play("h8").play("h9").play("j10")
                .at("w4", "white", 1, 0, 222 + 2 + 222L * 221).play("balance a1 a2")
                .at("choice", "black", 0, 0, 2).rejects("pass", "not-allowed-now").play("keep")
                .at("w6", "white", 1, 0, 221).play("pass").at("play", "black", 0, 0, 221);
    }

    @Test
    void rif_swapAndOffers() {
        Script base = new Script(def("rif")).at("b1", "black", 0, 0, 1).rejects("a1", "outside-opening-area")
                .play("h8").at("w2", "white", 0, 0, 8).rejects("h10", "outside-opening-area")
                .play("h9").at("b3", "black", 0, 0, 23).rejects("k11", "outside-opening-area")
                .play("j10").at("w4", "white", 1, 0, 223).rejects("offer a2 b2", "not-allowed-now");
        GomokuState w4 = base.state;
        Script noSwap = new Script(w4).play("a1").at("offer", "black", 0, 0, C221_2)
                .rejects("b2", "not-allowed-now").rejects("swap", "not-allowed-now")
                .rejects("offer g7", "bad-offer").rejects("offer g7 j7 k7", "bad-offer")
                .rejects("offer g7 g7", "bad-offer").rejects("offer h8 g7", "bad-offer")
                .play("offer g7 j7").at("choose", "white", 1, 0, 2)
                .rejects("choose k7", "not-offered").rejects("k7", "not-allowed-now")
                .play("choose j7").at("play", "white", 1, 0, 220);
        assertEquals(Stone.BLACK, noSwap.state.stone(io.tabula.gomoku.geometry.Points.parse(15, "j7")));
        assertEquals(Stone.EMPTY, noSwap.state.stone(io.tabula.gomoku.geometry.Points.parse(15, "g7")));
        assertEquals(List.of(), noSwap.state.offers());
        Script swapped = new Script(w4).play("swap").at("w4-swapped", "white", 0, 1, 222)
                .play("a1").at("offer", "black", 1, 1, C221_2)
                .play("offer j7 g7").at("choose", "white", 0, 1, 2)
                .play("choose j7").at("play", "white", 0, 1, 220);
        assertSameBoardDifferentState(noSwap.state, swapped.state);
        // offers are written in any order and kept sorted
        assertEquals(noSwap.states.get(2).offers(), swapped.states.get(3).offers());
        assertEquals(2, noSwap.states.get(2).offers().size());
        roundTripAll(base.states);
        roundTripAll(noSwap.states);
        roundTripAll(swapped.states);
    }

    @Test
    void rif_symmetricOffersRejected() {
        // h8, h9, h10 and h6 lie on the h file: the left-right mirror keeps the position
        new Script(def("rif")).play("h8").play("h9").play("h10").play("h6")
                .rejects("offer g7 i7", "bad-offer").rejects("offer g9 i9", "bad-offer").play("offer g7 j7");
    }

    @Test
    void rif_renjuVariant_passAtW4() {
        GameDefinition renju = MODULE.define("renju", Map.of("opening", "rif"));
        Script s = new Script(renju).at("b1", "black", 0, 0, 1).rejects("pass", "not-allowed-now").play("h8")
                .at("w2", "white", 0, 0, 8).rejects("pass", "not-allowed-now").play("h9")
                .at("b3", "black", 0, 0, 23).play("j10")
                .at("w4", "white", 1, 0, 224).play("pass")
                .at("offer", "black", 0, 0, 222L * 221 / 2).rejects("pass", "not-allowed-now")
                .play("offer a1 o15").at("choose", "white", 1, 0, 2).rejects("pass", "not-allowed-now")
                .play("choose a1").at("play", "white", 1, 0, 222);
        assertEquals(0, s.state.passes(), "a stone resets the pass count");
        // declarations and offers neither count nor reset the pass count; the chosen stone resets it
        assertEquals(1, s.states.get(4).passes());
        assertEquals(1, s.states.get(5).passes());
        assertEquals("choose", s.states.get(5).openingStep());
        roundTripAll(s.states);
    }

    @Test
    void yamaguchi_declaredOffers() {
        Script s = new Script(def("yamaguchi")).at("b1", "black", 0, 0, 1).play("h8")
                .at("w2", "white", 0, 0, 8).play("h9")
                .at("b3", "black", 0, 0, 23).play("j10")
                .at("declare", "black", 0, 0, 27).rejects("declare 0", "bad-declaration")
                .rejects("declare 28", "bad-declaration").rejects("a1", "not-allowed-now")
                .play("declare 3").at("w4", "white", 1, 0, 223).play("a1")
                .at("offer", "black", 0, 0, C221_3).rejects("offer g7 j7", "bad-offer")
                .play("offer g7 j7 k7").at("choose", "white", 1, 0, 3)
                .play("choose k7").at("play", "white", 1, 0, 220);
        assertEquals(3, s.state.declaredOffers(), "the declaration stays after the opening");
        roundTripAll(s.states);
        // openingOffers bounds the declaration
        new Script(def("yamaguchi", "openingOffers", "2")).play("h8").play("h9").play("j10")
                .at("declare", "black", 0, 0, 2).rejects("declare 3", "bad-declaration");
        // after a swap at w4 the second player holds black and offers
        new Script(def("yamaguchi", "openingOffers", "2")).play("h8").play("h9").play("j10").play("declare 2")
                .play("swap").at("w4-swapped", "white", 0, 1, 222).play("a1")
                .at("offer", "black", 1, 1, C221_2).play("offer a2 a3").at("choose", "white", 0, 1, 2);
    }

    @Test
    void soosorv_declareThenSwapOrOffer() {
        Script base = new Script(def("soosorv")).at("b1", "black", 0, 0, 1).play("h8")
                .at("w2", "white", 0, 0, 8).play("h9")
                .at("b3", "black", 0, 0, 23).play("j10")
                .at("w4", "white", 1, 0, 223).play("a1")
                .at("declare", "white", 1, 0, 8).rejects("declare 9", "bad-declaration")
                .play("declare 2").at("offer", "black", 0, 0, 1 + C221_2);
        GomokuState offer = base.state;
        Script direct = new Script(offer).play("offer g7 j7").at("choose", "white", 1, 0, 2)
                .play("choose g7").at("play", "white", 1, 0, 220);
        Script swapped = new Script(offer).play("swap").at("offer-swapped", "black", 1, 1, C221_2)
                .rejects("swap", "not-allowed-now").play("offer g7 j7").at("choose", "white", 0, 1, 2)
                .play("choose g7").at("play", "white", 0, 1, 220);
        assertSameBoardDifferentState(direct.state, swapped.state);
        assertEquals(2, direct.state.declaredOffers());
        // a swap at w4 too: white (then player 0) declares
        Script twice = new Script(def("soosorv", "openingOffers", "3")).play("h8").play("h9").play("j10")
                .play("swap").at("w4-swapped", "white", 0, 1, 222).play("a1")
                .at("declare", "white", 0, 1, 3).play("declare 1").at("offer", "black", 1, 1, 1 + 221)
                .play("swap").at("offer-swapped", "black", 0, 0, 221).play("offer a2")
                .at("choose", "white", 1, 0, 1).play("choose a2").at("play", "white", 1, 0, 220);
        for (Script s : List.of(base, direct, swapped, twice)) {
            roundTripAll(s.states);
        }
    }

    @Test
    void taraguchi_swapsAndFifthMove() {
        long offers10 = OfferSetsTest.binomial(221, 10).longValueExact();
        Script base = new Script(def("taraguchi")).at("b1", "black", 0, 0, 1).play("h8")
                .at("w2", "white", 1, 0, 9).play("swap")
                .at("w2-swapped", "white", 0, 1, 8).rejects("swap", "not-allowed-now").play("h9")
                .at("b3", "black", 1, 1, 24).rejects("k11", "outside-opening-area").play("j10")
                .at("w4", "white", 0, 1, 47).rejects("l12", "outside-opening-area").play("e6")
                .at("b5", "black", 1, 1, 77 + 1 + offers10).rejects("m13", "outside-opening-area");
        GomokuState b5 = base.state;
        Script placed = new Script(b5).play("l12").at("w6", "white", 0, 1, 221).rejects("pass", "pass-not-allowed")
                .play("swap").at("w6-swapped", "white", 1, 0, 220).play("a1").at("play", "black", 0, 0, 219);
        Script swapped5 = new Script(b5).play("swap").at("b5-swapped", "black", 0, 0, 77)
                .rejects("offer a1 a2 a3 a4 a5 a6 a7 a8 a9 a10", "not-allowed-now")
                .play("l12").at("w6", "white", 1, 0, 221).play("a1").at("play", "black", 0, 0, 219);
        Script offered = new Script(b5).rejects("offer a1 a2", "bad-offer")
                .play("offer a1 a2 a3 a4 a5 a6 a7 a8 a9 o15").at("choose", "white", 0, 1, 10)
                .play("choose o15").at("play", "white", 0, 1, 220);
        // swap after 5 or before it: the same stones, plies and holder of black, so the same state
        assertEquals(placed.state, swapped5.state);
        assertEquals(placed.state.hash(), swapped5.state.hash());
        assertSameBoardDifferentState(placed.states.get(2), swapped5.states.get(2));
        for (Script s : List.of(base, placed, swapped5, offered)) {
            roundTripAll(s.states);
        }
    }

    @Test
    void taraguchi_withPass_onlyAtW6() {
        new Script(def("taraguchi", "pass", "true", "openingOffers", "2")).play("h8")
                .at("w2", "white", 1, 0, 9).rejects("pass", "not-allowed-now").play("h9").play("j10").play("e6")
                .at("b5", "black", 0, 0, 77 + 1 + C221_2).rejects("pass", "not-allowed-now").play("l12")
                .at("w6", "white", 1, 0, 222).play("pass").at("play", "black", 0, 0, 221);
    }

    @Test
    void tarannikov_fiveSwaps() {
        Script s = new Script(def("tarannikov")).at("b1", "black", 0, 0, 1).play("h8")
                .at("w2", "white", 1, 0, 9).play("h9")
                .at("b3", "black", 0, 0, 24).play("swap")
                .at("b3-swapped", "black", 1, 1, 23).play("j10")
                .at("w4", "white", 0, 1, 47).play("e6")
                .at("b5", "black", 1, 1, 78).play("swap")
                .at("b5-swapped", "black", 0, 0, 77).rejects("offer a1 a2", "not-allowed-now").play("l12")
                .at("w6", "white", 1, 0, 221).play("a1")
                .at("play", "black", 0, 0, 219);
        roundTripAll(s.states);
    }

    @Test
    void smallBoards_minimumSizes() {
        // rif on 5x5: b3 within 5x5 is the whole board
        new Script(def("rif", "size", "5")).play("c3").at("w2", "white", 0, 0, 8).play("c4")
                .at("b3", "black", 0, 0, 23).play("a1").at("w4", "white", 1, 0, 23);
        // taraguchi on 9x9: the 9x9 square is the whole board
        new Script(def("taraguchi", "size", "9", "openingOffers", "2")).play("e5").play("e6").play("f7").play("b3")
                .at("b5", "black", 0, 0, 77 + 1 + 77L * 76 / 2);
        new Script(def("pro", "size", "7")).play("d4").play("d5").at("b3", "black", 0, 0, 49 - 25);
    }

    // ---------------------------------------------------------------- equality and hashing

    @Test
    void transpositions_areEqual_otherPathsAreNot() {
        // swap2: the first player's three stones in another order reach the same state
        Script one = new Script(def("swap2")).play("h8").play("a1").play("c3");
        Script two = new Script(def("swap2")).play("c3").play("a1").play("h8");
        assertEquals(one.state, two.state);
        assertEquals(one.state.hash(), two.state.hash());
        assertEquals(one.state.hashCode(), two.state.hashCode());
        // tarannikov: one swap before w2 or one before b3 gives the same state at w4
        Script early = new Script(def("tarannikov")).play("h8").play("swap").play("h9").play("j10");
        Script late = new Script(def("tarannikov")).play("h8").play("h9").play("swap").play("j10");
        assertEquals("w4", early.state.openingStep());
        assertEquals(early.state, late.state);
        assertEquals(early.state.hash(), late.state.hash());
        // no swap at all: the same board, the same ply minus one ... and a different holder of black
        Script none = new Script(def("tarannikov")).play("h8").play("h9").play("j10");
        assertSameBoardDifferentState(none.state, early.state);
        // two swaps: same ply as one swap and a pass-free path, colours back to the start
        Script both = new Script(def("tarannikov")).play("h8").play("swap").play("h9").play("swap").play("j10");
        assertEquals(0, both.state.blackPlayer());
        assertSameBoardDifferentState(both.state, early.state);
    }

    @Test
    void restoredStates_differInEveryOpeningField() {
        GameDefinition definition = def("yamaguchi");
        GomokuState choose = new Script(definition).play("h8").play("h9").play("j10").play("declare 2")
                .play("a1").play("offer g7 j7").state;
        byte[] cells = choose.cells();
        GomokuState same = GomokuState.restored(definition, cells, choose.toMove(), choose.ply(), Outcome.ONGOING, 0,
                false, false, "choose", 0, 2, List.of(choose.offers().get(1), choose.offers().get(0)));
        assertEquals(choose, same);
        assertEquals(choose.hash(), same.hash());
        List<GomokuState> others = List.of(
                GomokuState.restored(definition, cells, choose.toMove(), choose.ply(), Outcome.ONGOING, 0, false, false,
                        "choose", 1, 2, choose.offers()),
                GomokuState.restored(definition, cells, choose.toMove(), choose.ply(), Outcome.ONGOING, 0, false, false,
                        "choose", 0, 3, choose.offers()),
                GomokuState.restored(definition, cells, choose.toMove(), choose.ply(), Outcome.ONGOING, 0, false, false,
                        "choose", 0, 2, List.of(choose.offers().get(0), 1)),
                GomokuState.restored(definition, cells, choose.toMove(), choose.ply(), Outcome.ONGOING, 0, false, false,
                        "play", 0, 2, List.of()),
                GomokuState.restored(definition, cells, choose.toMove(), choose.ply(), Outcome.ONGOING, 0, false, false,
                        "play", 0, 0, List.of()));
        for (GomokuState other : others) {
            assertNotEquals(choose, other, other.toString());
            assertNotEquals(choose.hash(), other.hash(), other.toString());
        }
        for (int i = 0; i < others.size(); i++) {
            for (int j = i + 1; j < others.size(); j++) {
                assertNotEquals(others.get(i), others.get(j));
                assertNotEquals(others.get(i).hash(), others.get(j).hash(), i + " vs " + j);
            }
        }
    }

    @Test
    void of_setUpPositionsStandOnTheProtocolsMainLine() {
        GameDefinition definition = def("rif");
        GomokuState empty = GomokuState.of(definition, new byte[225], Stone.BLACK_SIDE, 0);
        assertEquals("b1", empty.openingStep());
        assertEquals(definition.newGame(), empty);
        assertEquals("play", GomokuState.of(definition, new byte[225], Stone.WHITE_SIDE, 0).openingStep());
        // after move 1 with white to move: w2; after move 4 with black to move: the offers
        GomokuState afterOne = GomokuState.of(definition, OfferSetsTest.board(15, "h8", ""), Stone.WHITE_SIDE, 1);
        assertEquals("w2", afterOne.openingStep());
        assertEquals(8, afterOne.legalMoveCount());
        GomokuState afterFour = GomokuState.of(definition, OfferSetsTest.board(15, "h8 j10", "h9 a1"),
                Stone.BLACK_SIDE, 4);
        assertEquals("offer", afterFour.openingStep());
        assertEquals(C221_2, afterFour.legalMoveCount());
        GomokuState played = new Script(definition).play("h8").play("h9").play("j10").play("a1").state;
        assertEquals(played, afterFour, "set up or played, the same state");
        assertEquals(played.hash(), afterFour.hash());
        // five stones: the choice needs offers a board cannot show, so free play
        GomokuState afterFive = GomokuState.of(definition, OfferSetsTest.board(15, "h8 j10 g7", "h9 a1"),
                Stone.WHITE_SIDE, 5);
        assertEquals("play", afterFive.phase().id());
        assertEquals(220, afterFive.legalMoveCount());
        // the wrong side to move for the count of stones: free play
        assertEquals("play", GomokuState.of(definition, OfferSetsTest.board(15, "h8", ""), Stone.BLACK_SIDE, 1).phase().id());
        // stones that no order of the protocol's moves could have placed: free play
        assertEquals("play", GomokuState.of(definition, OfferSetsTest.board(15, "a1", ""), Stone.WHITE_SIDE, 1).phase().id(),
                "black 1 must be on h8 under rif");
        assertEquals("play", GomokuState.of(definition, OfferSetsTest.board(15, "h8 m12", "h9"), Stone.WHITE_SIDE, 3)
                .phase().id(), "black 3 must be within 5x5");
        assertEquals("w4", GomokuState.of(definition, OfferSetsTest.board(15, "j10 h8", "h9"), Stone.WHITE_SIDE, 3)
                .openingStep(), "the stones may be listed in any order");
        // yamaguchi: after move 3 the declaration; after move 4 the declared number is unknown: free play
        GameDefinition yamaguchi = def("yamaguchi");
        assertEquals("declare", GomokuState.of(yamaguchi, OfferSetsTest.board(15, "h8 j10", "h9"), Stone.BLACK_SIDE, 3)
                .openingStep());
        assertEquals("play", GomokuState.of(yamaguchi, OfferSetsTest.board(15, "h8 j10", "h9 a1"), Stone.BLACK_SIDE, 4)
                .openingStep());
    }

    @Test
    void restored_rejectsInconsistentFields() {
        GameDefinition definition = def("rif");
        byte[] cells = new byte[225];
        assertThrows(IllegalArgumentException.class, () -> GomokuState.restored(definition, cells, Stone.WHITE_SIDE, 0,
                Outcome.ONGOING, 0, false, false, "b1", 0, 0, List.of()));
        assertThrows(IllegalArgumentException.class, () -> GomokuState.restored(definition, cells, Stone.BLACK_SIDE, 0,
                Outcome.ONGOING, 0, false, false, "b1", 2, 0, List.of()));
        assertThrows(IllegalArgumentException.class, () -> GomokuState.restored(definition, cells, Stone.BLACK_SIDE, 0,
                Outcome.ONGOING, 0, false, false, "nowhere", 0, 0, List.of()));
        assertThrows(IllegalArgumentException.class, () -> GomokuState.restored(definition, cells, Stone.WHITE_SIDE, 0,
                Outcome.ONGOING, 0, false, false, "choose", 0, 0, List.of()));
        assertThrows(IllegalArgumentException.class, () -> GomokuState.restored(definition, cells, Stone.BLACK_SIDE, 0,
                Outcome.ONGOING, 0, false, false, "offer", 0, 0, List.of(3, 4)));
    }

    // ---------------------------------------------------------------- codec round trips

    /** Random games under every protocol: every state survives the codec and JSON. */
    @Test
    void randomGames_everyStateRoundTrips() {
        List<GameDefinition> definitions = new ArrayList<>();
        for (OpeningRule rule : OpeningRule.values()) {
            definitions.add(def(rule.id(), "size", "9"));
            definitions.add(MODULE.define("renju", Map.of("opening", rule.id())));
        }
        definitions.add(def("soosorv", "size", "9", "offerSymmetry", "pattern"));
        definitions.add(def("taraguchi", "size", "11", "openingOffers", "3"));
        for (GameDefinition definition : definitions) {
            SplittableRandom random = new SplittableRandom(definition.text().hashCode());
            for (int game = 0; game < 6; game++) {
                List<GomokuState> states = new ArrayList<>();
                GameState state = definition.newGame();
                states.add((GomokuState) state);
                while (!state.isOver()) {
                    state = state.apply(LargeMoveList.random(state.legalMoves(), random));
                    states.add((GomokuState) state);
                }
                // every opening state, then every 7th state of play
                List<GomokuState> sample = new ArrayList<>();
                for (int i = 0; i < states.size(); i++) {
                    if (states.get(i).phase().id().equals("opening") || i % 7 == 0 || i == states.size() - 1) {
                        sample.add(states.get(i));
                    }
                }
                roundTripAll(sample);
            }
        }
    }

    @SuppressWarnings("unchecked")
    private static void roundTripAll(List<GomokuState> states) {
        StateCodec<GomokuSnapshot> codec = (StateCodec<GomokuSnapshot>) MODULE.stateCodec();
        for (GomokuState state : states) {
            String where = state.definition().text() + " at " + state.openingStep() + ", ply " + state.ply();
            GomokuState copy = (GomokuState) codec.restore(state.definition(), codec.snapshot(state));
            assertRestored(state, copy, where + " (codec)");
            String json = JSON.stateToJson(state);
            GomokuState fromJson = (GomokuState) JSON.stateFromJson(json);
            assertRestored(state, fromJson, where + " (JSON)");
            assertEquals(json, JSON.stateToJson(fromJson), where + ": JSON of the copy");
        }
    }

    private static void assertRestored(GomokuState state, GomokuState copy, String where) {
        assertEquals(state, copy, where);
        assertEquals(state.hash(), copy.hash(), where + ": hash");
        assertEquals(state.openingStep(), copy.openingStep(), where);
        assertEquals(state.playerToAct(), copy.playerToAct(), where);
        assertEquals(state.blackPlayer(), copy.blackPlayer(), where);
        assertEquals(state.declaredOffers(), copy.declaredOffers(), where);
        assertEquals(state.offers(), copy.offers(), where);
        List<Move> a = state.legalMoves();
        List<Move> b = copy.legalMoves();
        assertEquals(LargeMoveList.countOf(a), LargeMoveList.countOf(b), where + ": legal move count");
        assertEquals(a, b, where + ": legal moves");
        if (a instanceof LargeMoveList large) {
            long n = large.count();
            for (long i : new long[] {0, n / 3, n / 2, n - 1}) {
                assertEquals(large.get(i), ((LargeMoveList) b).get(i), where + ": move " + i);
            }
        }
    }

    private static void assertSameBoardDifferentState(GomokuState a, GomokuState b) {
        assertTrue(java.util.Arrays.equals(a.cells(), b.cells()), "the boards should be equal");
        assertNotEquals(a, b);
        assertNotEquals(a.hash(), b.hash());
    }

    private static void assertSameBoardDifferentStateSamePly(GomokuState a, GomokuState b) {
        assertEquals(a.ply(), b.ply());
        assertEquals(a.toMove(), b.toMove());
        assertSameBoardDifferentState(a, b);
        assertNotEquals(a.blackPlayer(), b.blackPlayer());
    }

    // ---------------------------------------------------------------- options

    @Test
    void options_protocolMustFitTheBoard() {
        OptionException small = assertThrows(OptionException.class, () -> def("taraguchi", "size", "7"));
        assertTrue(small.getMessage().contains("'opening'"), small.getMessage());
        assertTrue(small.getMessage().contains("9x9"), small.getMessage());
        OptionException even = assertThrows(OptionException.class, () -> def("rif", "size", "14"));
        assertTrue(even.getMessage().contains("'opening'"), even.getMessage());
        assertTrue(even.getMessage().contains("odd"), even.getMessage());
        assertThrows(OptionException.class, () -> def("pro", "size", "5"));
        assertThrows(OptionException.class, () -> def("tarannikov", "size", "7"));
        // swap and swap2 do not use the centre: an even board is fine
        assertEquals("b1", ((GomokuState) def("swap2", "size", "14").newGame()).openingStep());
    }

    @Test
    void options_openingOffers() {
        OptionException rif = assertThrows(OptionException.class, () -> def("rif", "openingOffers", "3"));
        assertTrue(rif.getMessage().contains("'openingOffers'"), rif.getMessage());
        OptionException free = assertThrows(OptionException.class, () -> def("free", "openingOffers", "3"));
        assertTrue(free.getMessage().contains("'openingOffers'"), free.getMessage());
        OptionException tooMany = assertThrows(OptionException.class,
                () -> def("yamaguchi", "openingOffers", "28"));
        assertTrue(tooMany.getMessage().contains("'openingOffers'"), tooMany.getMessage());
        assertTrue(tooMany.getMessage().contains("27"), tooMany.getMessage());
        assertThrows(OptionException.class, () -> def("taraguchi", "openingOffers", "28"));
        assertThrows(OptionException.class, () -> def("soosorv", "size", "7", "openingOffers", "6"));
        // the largest allowed value works
        def("yamaguchi", "openingOffers", "27");
        def("soosorv", "size", "7", "openingOffers", "5");
    }
}
