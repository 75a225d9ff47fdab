package io.tabula.gomoku.protocol;

import static io.tabula.gomoku.protocol.GomocupSessionTest.MODULE;
import static io.tabula.gomoku.protocol.GomocupSessionTest.xy;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.common.testing.FakeTicker;
import io.tabula.agent.Agent;
import io.tabula.agent.AgentSpec;
import io.tabula.core.GameDefinition;
import io.tabula.core.GameState;
import io.tabula.core.Move;
import io.tabula.core.MoveCheck;
import io.tabula.gomoku.rules.Stone;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import org.junit.jupiter.api.Test;

/** A Gomocup session whose turns an agent plays ({@code tabula gomocup --agent}). */
class GomocupAgentTest {
    private static final GameDefinition FREESTYLE = MODULE.define("freestyle", Map.of());

    /** An agent's choices, each position it was asked about kept, each answer checked legal there. */
    private static final class Watched implements Function<GameState, Move> {
        final Agent agent;
        final List<GameState> asked = new ArrayList<>();

        Watched(String spec, long seed) {
            agent = AgentSpec.parse(spec).create(FREESTYLE, seed);
        }

        @Override
        public Move apply(GameState state) {
            asked.add(state);
            Move move = agent.choose(state);
            assertEquals(MoveCheck.LEGAL, state.check(move), move + " in " + state);
            return move;
        }
    }

    private static GomocupSession session(Watched agent) {
        return new GomocupSession(FREESTYLE, 7, new FakeTicker(), agent);
    }

    @Test
    void randomAgent_playsLegalMoves_onBeginAndTurn() {
        Watched random = new Watched("random", 3);
        GomocupSession s = session(random);
        assertEquals("OK", s.execute("START 15"));
        int[] first = xy(s.execute("BEGIN"));
        assertEquals(GomocupBrain.Reason.AGENT, s.lastChoice().reason());
        assertEquals(Stone.BLACK, s.cells()[GomocupSessionTest.point(first[0], first[1])]);
        String turn = first[0] == 0 && first[1] == 0 ? "TURN 1,1" : "TURN 0,0";
        int[] second = xy(s.execute(turn));
        assertNotEquals(first[0] * 100 + first[1], second[0] * 100 + second[1], "an empty point");
        assertEquals(2, random.asked.size());
        GameState last = random.asked.get(1);
        assertEquals(Stone.BLACK_SIDE, last.toMove(), "the agent plays the brain's colour");
        assertEquals(2, last.ply());
    }

    @Test
    void seededAgent_givesTheSameMovesTwice() {
        List<String> answers = new ArrayList<>();
        for (int run = 0; run < 2; run++) {
            GomocupSession s = session(new Watched("mcts:iterations=40", 11));
            s.execute("START 15");
            StringBuilder line = new StringBuilder(s.execute("TURN 7,7"));
            line.append(' ').append(s.execute("TURN 8,8"));
            answers.add(line.toString());
        }
        assertEquals(answers.get(0), answers.get(1));
    }

    @Test
    void opponentsIllegalMove_getsTheProtocolsError_andTheAgentIsNotAsked() {
        Watched random = new Watched("random", 1);
        GomocupSession s = session(random);
        s.execute("START 15");
        int[] reply = xy(s.execute("TURN 7,7"));
        assertTrue(s.execute("TURN 7,7").startsWith("ERROR TURN: 7,7 is occupied"));
        assertTrue(s.execute("TURN " + reply[0] + "," + reply[1]).startsWith("ERROR"));
        assertTrue(s.execute("TURN 15,3").startsWith("ERROR TURN: 15,3 is off the 15x15 board"));
        assertEquals(1, random.asked.size());
    }

    @Test
    void board_withAVct_theAgentsSolverPlaysIt() {
        // Black (the brain's colour, field 1) f8 g8 h6 h7: h8, at 7,7, is a double three that wins.
        GomocupSession s = session(new Watched("mcts:iterations=10", 5));
        s.execute("START 15");
        assertNull(s.execute("BOARD"));
        for (String line : List.of("5,7,1", "6,7,1", "7,9,1", "7,8,1", "0,14,2", "0,12,2", "14,14,2", "14,0,2")) {
            assertNull(s.execute(line), line);
        }
        assertEquals("7,7", s.execute("DONE"));
        assertEquals(GomocupBrain.Reason.AGENT, s.lastChoice().reason());
    }

    @Test
    void continuousGameStones_andSwap2_stayWithTheBrain() {
        Watched random = new Watched("random", 2);
        GomocupSession s = session(random);
        s.execute("START 15");
        s.execute("BOARD");
        s.execute("5,5,3");
        xy(s.execute("DONE"));
        assertNotEquals(GomocupBrain.Reason.AGENT, s.lastChoice().reason(), "a continuous-game stone: the brain plays");
        assertNull(s.execute("SWAP2BOARD"));
        assertTrue(s.execute("DONE").matches("\\d+,\\d+ \\d+,\\d+ \\d+,\\d+"), "the brain opens Swap2");
        assertEquals(0, random.asked.size());
    }

    @Test
    void alphaBetaAgent_followsTheManagersBoardSize() {
        // The agent was made for 15x15; START 20 changes the board under it.
        GomocupSession s = session(new Watched("alphabeta:depth=1,nodes=500", 1));
        assertEquals("OK", s.execute("START 20"));
        int[] reply = xy(s.execute("TURN 10,10"));
        assertTrue(reply[0] < 20 && reply[1] < 20 && !(reply[0] == 10 && reply[1] == 10), reply[0] + "," + reply[1]);
        assertEquals(GomocupBrain.Reason.AGENT, s.lastChoice().reason());
    }
}
