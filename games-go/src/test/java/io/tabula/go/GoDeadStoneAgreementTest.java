package io.tabula.go;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.tabula.core.DeadStoneAgreement;
import io.tabula.core.GameDefinition;
import io.tabula.core.GameRegistry;
import io.tabula.core.GameState;
import io.tabula.core.RecordFormat;
import io.tabula.core.TabulaException;
import io.tabula.go.rules.DeadStones;
import io.tabula.go.rules.GoState;
import io.tabula.json.JsonRecordFormat;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** Go's {@link DeadStoneAgreement}: what it proposes, the chain a toggle names, the count it settles, the JSON record. */
class GoDeadStoneAgreementTest {
    private static final GoModule MODULE = new GoModule();
    private static final DeadStoneAgreement AGREEMENT = MODULE.deadStoneAgreement().orElseThrow();
    private static final GameDefinition NINE = MODULE.define("chinese", Map.of("size", "9"));

    private static GameState play(String... moves) {
        GameState state = NINE.newGame();
        for (String move : moves) {
            state = state.apply(MODULE.notation().parse(state, move));
        }
        return state;
    }

    /** Black's two-stone chain C3-D3 and a lone white stone G7; both pass. */
    private static final GameState END = play("C3", "G7", "D3", "pass", "pass");

    @Test
    void counts_onlyAGameEndedByPasses() {
        assertTrue(AGREEMENT.counts(END));
        assertFalse(AGREEMENT.counts(play("C3", "G7")));
        assertFalse(AGREEMENT.counts(play("C3", "pass")));
    }

    @Test
    void estimate_isTheDeadStoneJudgement() {
        Set<Integer> judged = new DeadStones().judge(GoState.TYPE.state(END)).dead();
        assertEquals(judged.size(), AGREEMENT.estimate(END).size());
    }

    @Test
    void chain_namesEveryStoneOfTheChain_inBoardOrder() {
        assertEquals(List.of("C3", "D3"), List.copyOf(AGREEMENT.chain(END, "d3")));
        assertEquals(List.of("G7"), List.copyOf(AGREEMENT.chain(END, "G7")));
    }

    @Test
    void chain_ofAnEmptyPointOrNoPoint_isAClearError() {
        TabulaException empty = assertThrows(TabulaException.class, () -> AGREEMENT.chain(END, "E5"));
        assertTrue(empty.getMessage().contains("no stone on E5"), empty.getMessage());
        TabulaException off = assertThrows(TabulaException.class, () -> AGREEMENT.chain(END, "middle"));
        assertTrue(off.getMessage().contains("is not a point"), off.getMessage());
    }

    @Test
    void settle_countsTheGameAgain_withTheAgreedStonesTakenOff() {
        assertEquals("W+6.5", GoState.TYPE.state(END).score().result()); // black 2, white 1 and komi
        GameState settled = AGREEMENT.settle(END, Set.of("C3", "D3"));
        assertEquals(List.of("C3", "D3"), List.copyOf(AGREEMENT.marked(settled)));
        // White's stone alone on the board: all 81 points and komi.
        assertEquals("W+88.5", GoState.TYPE.state(settled).score().result());
        assertTrue(settled.outcome().winner().orElseThrow().id().equals("white"));
        assertTrue(AGREEMENT.marked(END).isEmpty());
    }

    @Test
    void theJsonRecord_keepsTheAgreedDeadStones_andReadsThemBack() throws Exception {
        GameState settled = AGREEMENT.settle(END, Set.of("G7"));
        RecordFormat json = new JsonRecordFormat(GameRegistry.installed());
        GameState start = NINE.newGame();
        String text = json.write(start, movesOf(), settled, Optional.empty());
        assertTrue(text.contains("\"dead\" : [ \"G7\" ]"), text);
        assertTrue(json.reads(text));
        GameState read = json.replay("game.json", text).get(0).last();
        assertEquals(List.of("G7"), List.copyOf(AGREEMENT.marked(read)));
        assertEquals(settled.outcome(), read.outcome());
        // a game whose stones all count writes no field
        assertFalse(new com.fasterxml.jackson.databind.ObjectMapper()
                .readTree(json.write(start, movesOf(), END, Optional.empty())).has("dead"));
    }

    @Test
    void aJsonRecord_withDeadStonesOnEmptyPoints_isRefusedNamingTheField() {
        RecordFormat json = new JsonRecordFormat(GameRegistry.installed());
        String text = json.write(NINE.newGame(), movesOf(), AGREEMENT.settle(END, Set.of("G7")), Optional.empty())
                .replace("\"G7\" ]", "\"E5\" ]");
        TabulaException e = assertThrows(TabulaException.class, () -> json.replay("game.json", text));
        assertTrue(e.getMessage().startsWith("game.json: field 'dead': "), e.getMessage());
    }

    private static List<io.tabula.core.Move> movesOf() {
        GameState state = NINE.newGame();
        List<io.tabula.core.Move> moves = new java.util.ArrayList<>();
        for (String text : List.of("C3", "G7", "D3", "pass", "pass")) {
            io.tabula.core.Move move = MODULE.notation().parse(state, text);
            moves.add(move);
            state = state.apply(move);
        }
        return moves;
    }
}
