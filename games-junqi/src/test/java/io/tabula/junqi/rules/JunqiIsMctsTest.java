package io.tabula.junqi.rules;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.tabula.agent.Agent;
import io.tabula.agent.IsMctsAgent;
import io.tabula.agent.MctsAgent;
import io.tabula.agent.RandomAgent;
import io.tabula.core.GameState;
import io.tabula.core.Move;
import io.tabula.junqi.JunqiModule;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** Information-set MCTS on Junqi: it plays from its side's view and never from the hidden pieces. */
class JunqiIsMctsTest {
    private static final JunqiModule MODULE = new JunqiModule();
    private static final MctsAgent.Settings SETTINGS = MctsAgent.Settings.DEFAULT.withIterations(200);

    @Test
    void theMoveDependsOnTheViewOnly_notOnTheHiddenPieces() {
        GameState state = MODULE.define("standard", Map.of("deploymentSeed", "21")).newGame();
        RandomAgent random = new RandomAgent(21);
        for (int i = 0; i < 30; i++) {
            state = state.apply(random.choose(state));
        }
        JunqiState game = JunqiState.TYPE.state(state);
        int enemy = 1 - game.toMove().index();
        // Swap two hidden enemy pieces of different kinds (neither the flag): a world the mover cannot tell apart.
        byte[] cells = game.cells();
        int a = -1;
        int b = -1;
        for (int p = 0; p < JunqiBoard.POSTS && b < 0; p++) {
            byte cell = cells[p];
            if (cell == Cells.EMPTY || Cells.side(cell) != enemy || Cells.kind(cell) == Piece.FLAG.ordinal()) {
                continue;
            }
            if (a < 0) {
                a = p;
            } else if (Cells.kind(cell) != Cells.kind(cells[a])) {
                b = p;
            }
        }
        byte t = cells[a];
        cells[a] = cells[b];
        cells[b] = t;
        JunqiState other = JunqiState.rearranged(game, cells);
        assertEquals(game.viewFor(game.toMove()), other.viewFor(other.toMove()), "the mover sees the same");
        Move first = new IsMctsAgent(SETTINGS, 9).choose(game);
        Move second = new IsMctsAgent(SETTINGS, 9).choose(other);
        assertEquals(first, second, "the search read the hidden pieces");
        assertTrue(game.check(first).isLegal(), first.toString());
    }

    @Test
    void beatsRandomPlay_inEverySeededGame_onBothSides() {
        // The full measurement (200 games of 1000 iterations) is in docs/BENCHMARKS.md; a few short games here.
        MctsAgent.Settings quick = SETTINGS.withIterations(1000);
        for (int game = 0; game < 4; game++) {
            GameState state = MODULE.define("standard", Map.of()).newGame();
            int searcher = game % 2;
            Agent search = new IsMctsAgent(quick, 70 + game);
            Agent random = new RandomAgent(80 + game);
            while (!state.isOver()) {
                state = state.apply((state.playerToAct() == searcher ? search : random).choose(state));
            }
            assertEquals(java.util.Optional.of(state.definition().type().sides().get(searcher)),
                    state.outcome().winner(), "game " + game + ": " + state.outcome());
        }
    }

    @Test
    void playsWholeGames_fromTheDeploymentPhase_withLegalMovesOnly() {
        MctsAgent.Settings quick = SETTINGS.withIterations(20);
        for (int game = 0; game < 2; game++) {
            GameState state = MODULE.define("standard", Map.of()).newGame();
            int searcher = game % 2;
            Agent search = new IsMctsAgent(quick, 30 + game);
            Agent random = new RandomAgent(60 + game);
            int searched = 0;
            while (!state.isOver()) {
                boolean searching = state.playerToAct() == searcher;
                Move move = (searching ? search : random).choose(state);
                assertTrue(state.check(move).isLegal(), move + " at ply " + state.ply());
                state = state.apply(move);
                searched += searching ? 1 : 0;
            }
            assertTrue(searched > 1, "the searcher deployed and moved");
        }
    }
}
