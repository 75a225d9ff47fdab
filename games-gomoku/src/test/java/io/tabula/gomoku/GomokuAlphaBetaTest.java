package io.tabula.gomoku;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.tabula.agent.Agent;
import io.tabula.agent.AgentSpec;
import io.tabula.agent.RandomAgent;
import io.tabula.core.GameDefinition;
import io.tabula.core.GameState;
import io.tabula.core.Move;
import io.tabula.core.PositionEvaluator;
import io.tabula.gomoku.rules.GomokuState;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** The framework's alpha-beta agent on Gomoku, judging positions with the module's threat evaluation. */
class GomokuAlphaBetaTest {
    private static final GomokuModule MODULE = new GomokuModule();
    private static final GameDefinition FREESTYLE_9 = MODULE.define("freestyle", Map.of("size", "9"));
    private static final AgentSpec SPEC = AgentSpec.parse("alphabeta:depth=3,nodes=3000");

    private static GameState play(GameDefinition definition, String... moves) {
        GameState state = definition.newGame();
        for (String text : moves) {
            state = state.apply(MODULE.notation().parse(state, text));
        }
        return state;
    }

    private static String choice(GameState state, long seed) {
        return MODULE.notation().format(state, SPEC.create(state.definition(), seed).choose(state));
    }

    @Test
    void completesItsFour() {
        // Black c5-f5, open at both ends; white has scattered stones.
        GameState state = play(FREESTYLE_9, "c5", "a1", "d5", "a2", "e5", "a3", "f5", "b9");
        for (long seed = 0; seed < 5; seed++) {
            String chosen = choice(state, seed);
            assertTrue(chosen.equals("b5") || chosen.equals("g5"), "chose " + chosen);
        }
    }

    @Test
    void blocksAFour_andAnOpenThree() {
        // White has a four on the fifth row, blocked at a5 by black: black must take f5.
        GameState four = play(FREESTYLE_9, "a5", "b5", "h1", "c5", "h9", "d5", "a9", "e5");
        for (long seed = 0; seed < 5; seed++) {
            assertEquals("f5", choice(four, seed));
        }
        // White has an open three c3-e3 and black nothing: black takes an end (b3 or f3), or the
        // three becomes an open four.
        GameState three = play(FREESTYLE_9, "a9", "c3", "i9", "d3", "i1", "e3");
        for (long seed = 0; seed < 5; seed++) {
            String chosen = choice(three, seed);
            assertTrue(chosen.equals("b3") || chosen.equals("f3") || chosen.equals("a3") || chosen.equals("g3"),
                    "chose " + chosen);
        }
    }

    @Test
    void underRenju_blackNeverPlaysAForbiddenPoint() {
        // Black's e7 would make a double three (e7-g7 on the seventh row, e7-e9 on the e file), a
        // point a search that did not take its candidates from the legal moves would find tempting.
        GameDefinition renju = MODULE.define("renju", Map.of("size", "15", "forbiddenMoves", "loses"));
        GameState state = play(renju, "h8", "a1", "f7", "a15", "g7", "o1", "e8", "o15", "e9");
        GomokuState gomoku = GomokuState.TYPE.state(state);
        int e7 = ((io.tabula.gomoku.rules.GomokuMove.Place) MODULE.notation().parse(state, "e7")).point();
        assertTrue(gomoku.forbiddenPoints().containsKey(e7), "e7 is forbidden: " + gomoku.forbiddenPoints());
        for (long seed = 0; seed < 3; seed++) {
            Move move = SPEC.create(renju, seed).choose(state);
            assertTrue(state.check(move).isLegal());
            assertTrue(!state.apply(move).isOver() || state.apply(move).outcome().winner().isPresent()
                    && state.apply(move).playerOf(state.apply(move).outcome().winner().get()) == state.playerToAct(),
                    "chose " + MODULE.notation().format(state, move) + ", forbidden: " + gomoku.forbiddenPoints().keySet());
        }
    }

    @Test
    void beatsRandomPlay_inEveryGame_asEitherColour() {
        int games = 10;
        int won = 0;
        for (int game = 0; game < games; game++) {
            int searcher = game % 2;
            Agent alphaBeta = SPEC.create(FREESTYLE_9, 10 + game);
            Agent random = new RandomAgent(50 + game);
            GameState state = FREESTYLE_9.newGame();
            while (!state.isOver()) {
                state = state.apply((state.playerToAct() == searcher ? alphaBeta : random).choose(state));
            }
            if (state.outcome().winner().map(state::playerOf).orElse(-1) == searcher) {
                won++;
            }
        }
        assertEquals(games, won, "games alpha-beta won against random play");
    }

    @Test
    void equalSeeds_equalGames() {
        assertEquals(selfPlay(3), selfPlay(3));
    }

    private static List<Move> selfPlay(long seed) {
        Agent black = SPEC.create(FREESTYLE_9, seed);
        Agent white = SPEC.create(FREESTYLE_9, seed + 1);
        GameState state = FREESTYLE_9.newGame();
        List<Move> moves = new ArrayList<>();
        while (!state.isOver()) {
            Move move = (state.playerToAct() == 0 ? black : white).choose(state);
            moves.add(move);
            state = state.apply(move);
        }
        return moves;
    }

    @Test
    void theEvaluation_seesFoursAndThreats_forThePlayerToAct() {
        PositionEvaluator evaluator = MODULE.evaluator(FREESTYLE_9).orElseThrow();
        GameState blackFour = play(FREESTYLE_9, "c5", "a1", "d5", "a2", "e5", "a3", "f5", "b9");
        assertTrue(evaluator.evaluate(blackFour) > 100_000, "black to move with an open four");
        GameState whiteToFace = blackFour.apply(MODULE.notation().parse(blackFour, "a9"));
        assertTrue(evaluator.evaluate(whiteToFace) < -100_000, "white facing black's open four");
        GameState quiet = play(FREESTYLE_9, "e5");
        assertTrue(Math.abs(evaluator.evaluate(quiet)) < PositionEvaluator.BOUND);
        assertTrue(evaluator.candidates(quiet).size() <= 20);
        assertTrue(evaluator.candidates(quiet).stream().allMatch(m -> quiet.check(m).isLegal()));
    }
}
