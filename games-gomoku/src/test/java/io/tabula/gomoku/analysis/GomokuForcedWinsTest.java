package io.tabula.gomoku.analysis;

import static io.tabula.gomoku.analysis.VcfSolverTest.MODULE;
import static io.tabula.gomoku.analysis.VcfSolverTest.board;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.common.testing.FakeTicker;
import io.tabula.agent.Agent;
import io.tabula.agent.AgentSpec;
import io.tabula.agent.Deadline;
import io.tabula.agent.Estimate;
import io.tabula.core.ForcedWins;
import io.tabula.core.GameDefinition;
import io.tabula.core.GameState;
import io.tabula.core.Move;
import io.tabula.core.MoveCheck;
import io.tabula.gomoku.notation.RenjuNotation;
import io.tabula.gomoku.protocol.GomocupBrain;
import io.tabula.gomoku.rules.GomokuMove;
import io.tabula.gomoku.rules.GomokuState;
import io.tabula.gomoku.rules.Stone;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/** Gomoku's forced wins through the SPI ({@link GomokuForcedWins}), and the search agents that ask for them. */
class GomokuForcedWinsTest {
    private static final long NODES = 50_000;

    private static GomokuState position(String variant, String black, String white, byte toMove) {
        GameDefinition definition = MODULE.define(variant, Map.of());
        return GomokuState.of(definition, board(black, white), Stone.side(toMove), 40);
    }

    private static Optional<ForcedWins.Win> find(GameState state, long nodes) {
        return MODULE.forcedWins(state.definition()).orElseThrow().find(state, nodes);
    }

    private static Move at(GomokuState state, String point) {
        return state.rules().place(RenjuNotation.point(15, point));
    }

    /** The double three h8 (two open threes, no four anywhere): a VCT of two threats, and no VCF. */
    private static GomokuState doubleThree(String variant) {
        return position(variant, "f8 g8 h6 h7", "a1 a3 o1 o15", Stone.BLACK);
    }

    @Test
    void vct_isFound_andItsLineIsTheSolvers() {
        GomokuState state = doubleThree("freestyle");
        ForcedWins.Win win = find(state, NODES).orElseThrow();
        assertEquals("VCT", win.method());
        assertEquals(at(state, "h8"), win.first());
        assertTrue(win.line().size() >= 5, "h8, a block, the straight four, a block, the five: " + win.line());
        // A VCF is preferred: fours only, the shortest line.
        GomokuState fourThree = position("freestyle", "e8 f8 g8 h6 h7", "d8 a1 a3", Stone.BLACK);
        assertEquals("VCF", find(fourThree, NODES).orElseThrow().method());
    }

    @Test
    void noWin_orNoBudget_findsNothing() {
        assertTrue(find(position("freestyle", "h8", "i9", Stone.BLACK), NODES).isEmpty());
        assertTrue(find(doubleThree("freestyle"), 3).isEmpty(), "the budget ends the search before the proof");
        // An opening step places no ordinary stone: the solver does not answer there.
        GameState opening = MODULE.define("renju", Map.of("opening", "swap2")).newGame();
        assertTrue(find(opening, NODES).isEmpty());
    }

    @Test
    void mcts_withTheSolver_playsTheVct_thatAFewPlayoutsMiss() {
        GomokuState state = doubleThree("freestyle");
        Move h8 = at(state, "h8");
        int missed = 0;
        for (long seed = 0; seed < 6; seed++) {
            Agent solver = AgentSpec.parse("mcts:iterations=30").create(state.definition(), seed);
            assertEquals(h8, solver.choose(state), "seed " + seed);
            assertEquals(Optional.of(new Estimate(1, false)), solver.lastEstimate(), "a proven win is a sure win");
            Move plain = AgentSpec.parse("mcts:iterations=30,solver=false").create(state.definition(), seed).choose(state);
            missed += plain.equals(h8) ? 0 : 1;
        }
        assertTrue(missed > 0, "thirty playouts find the double three only by luck");
    }

    @Test
    void alphaBeta_withTheSolver_playsTheVct_andKnowsItWins() {
        // Renju, white to move: j6 makes a three and readies a four whose only block, h8, is
        // black's forbidden double three. One ply sees a good three; the solver proves the win.
        GomokuState state = whiteForcesAForbiddenBlock();
        Move j6 = at(state, "j6");
        for (long seed = 0; seed < 3; seed++) {
            Agent solver = AgentSpec.parse("alphabeta:depth=1").create(state.definition(), seed);
            assertEquals(j6, solver.choose(state));
            assertEquals(1.0, solver.lastEstimate().orElseThrow().value());
            Agent plain = AgentSpec.parse("alphabeta:depth=1,solver=false").create(state.definition(), seed);
            plain.choose(state);
            assertTrue(plain.lastEstimate().orElseThrow().value() < 1, "one ply proves nothing");
        }
    }

    @Test
    void solverOff_orNothingToFind_leavesTheSearchAsItWas() {
        // Where the solver finds nothing, it takes nothing from the seed: the same moves with it on or off.
        GomokuState quiet = position("freestyle", "h8 i9", "g7 h9", Stone.BLACK);
        for (long seed = 0; seed < 4; seed++) {
            assertEquals(AgentSpec.parse("mcts:iterations=40,solver=false").create(quiet.definition(), seed).choose(quiet),
                    AgentSpec.parse("mcts:iterations=40").create(quiet.definition(), seed).choose(quiet));
            assertEquals(AgentSpec.parse("alphabeta:depth=2,solver=false").create(quiet.definition(), seed).choose(quiet),
                    AgentSpec.parse("alphabeta:depth=2").create(quiet.definition(), seed).choose(quiet));
        }
    }

    @Test
    void renju_blacksLine_avoidsTheForbiddenDoubleThree_andWhiteMayForceBlackOntoIt() {
        GomokuState black = doubleThree("renju");
        Move h8 = at(black, "h8");
        // h8 wins in freestyle; under renju it is black's forbidden double three, so any win found goes elsewhere.
        find(black, NODES).ifPresent(win -> {
            assertNotEquals(h8, win.first());
            assertLineIsPlayable(black, win);
        });
        GomokuState white = whiteForcesAForbiddenBlock();
        ForcedWins.Win win = find(white, NODES).orElseThrow();
        assertEquals(at(white, "j6"), win.first());
        assertLineIsPlayable(white, win);
    }

    /** Renju, white to move; h8 is black's double three; white j6 wins by forcing black to block there. */
    private static GomokuState whiteForcesAForbiddenBlock() {
        return position("renju", "f8 g8 h6 h7 m3 a15", "j4 j5 k5 l4 o1", Stone.WHITE);
    }

    @Test
    void renju_selfPlay_everyLineFound_isPlayable_andBlackNeverUsesAForbiddenPoint() {
        // Positions of seeded games (the brain's quick choices, a random move one time in four).
        int found = 0;
        for (int game = 0; game < 8; game++) {
            GameDefinition definition = MODULE.define("renju", Map.of());
            GomokuState state = (GomokuState) definition.newGame();
            GomocupBrain brain = new GomocupBrain(game);
            SplittableRandom random = new SplittableRandom(game);
            Deadline quick = Deadline.in(new FakeTicker(), -1); // the brain's searches stop at once
            while (!state.isOver() && state.ply() < 70) {
                Optional<ForcedWins.Win> win = find(state, 2_000);
                if (win.isPresent()) {
                    found++;
                    assertLineIsPlayable(state, win.get());
                }
                List<Move> legal = state.legalMoves();
                byte colour = Stone.ofSide(state.toMove().index());
                state = state.apply(random.nextInt(4) == 0 ? legal.get(random.nextInt(legal.size()))
                        : state.rules().place(brain.choose(state.rules(), state.cells(), colour, quick).point()));
            }
        }
        assertTrue(found >= 10, "the games give the solver something to find: " + found);
    }

    /**
     * Replays the main line: every move legal, none of black's on a forbidden point, and the
     * line ends in the winner's five or, for white, with black left only forbidden blocks.
     */
    private static void assertLineIsPlayable(GomokuState start, ForcedWins.Win win) {
        GomokuState state = start;
        var winner = start.toMove();
        for (Move move : win.line()) {
            assertEquals(MoveCheck.LEGAL, state.check(move), move + " in " + win.line());
            int point = ((GomokuMove.Place) move).point();
            if (state.toMove().equals(Stone.BLACK_SIDE) && state.rules().hasForbiddenMoves()) {
                assertFalse(state.rules().forbidden(state.cells(), point).isForbidden()
                        && !state.rules().makesFive(state.cells(), point, Stone.BLACK), "black's " + move + " is forbidden");
            }
            state = state.apply(move);
        }
        if (state.isOver()) {
            assertEquals(Optional.of(winner), state.outcome().winner(), "the line ends in the winner's five");
        } else {
            assertEquals(Stone.WHITE_SIDE, winner, "only white's line may end before the five: " + win.line());
            assertEquals(Stone.BLACK_SIDE, state.toMove());
        }
    }
}
