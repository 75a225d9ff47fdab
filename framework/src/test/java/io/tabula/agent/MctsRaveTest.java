package io.tabula.agent;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.tabula.core.GameDefinition;
import io.tabula.core.GameState;
import io.tabula.core.Move;
import io.tabula.core.MovePriors;
import io.tabula.core.Outcome;
import io.tabula.core.PlayoutPolicy;
import io.tabula.core.SearchSupport;
import io.tabula.testgame.TttModule;
import io.tabula.testgame.TttMove;
import java.util.List;
import java.util.Optional;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * RAVE and priors through a module's {@link SearchSupport}: tic-tac-toe whose support codes a
 * move by its point, plays uniform playouts that tell their moves, and (when asked) rates the
 * centre high.
 */
class MctsRaveTest {

    /** Tic-tac-toe lending the search its moves' points, uniform playouts and optional priors. */
    static final class SupportedTtt extends TttModule {
        private final boolean centrePrior;

        SupportedTtt(boolean centrePrior) {
            this.centrePrior = centrePrior;
        }

        @Override
        public <F> Optional<F> facet(Class<F> type, GameDefinition definition) {
            if (type != SearchSupport.class) {
                return Optional.empty();
            }
            return Optional.of(type.cast(new SearchSupport() {
                @Override
                public int moveCodes() {
                    return 9;
                }

                @Override
                public int code(GameState state, Move move) {
                    return ((TttMove.Place) move).point();
                }

                @Override
                public PlayoutPolicy playouts() {
                    return (start, random, played) -> {
                        GameState state = start;
                        while (!state.isOver()) {
                            List<Move> moves = state.legalMoves();
                            Move move = moves.get(random.nextInt(moves.size()));
                            played.move(state.playerToAct(), ((TttMove.Place) move).point());
                            state = state.apply(move);
                        }
                        return state.outcome();
                    };
                }

                @Override
                public MovePriors priors() {
                    return (state, moves, wins, visits) -> {
                        for (int i = 0; i < moves.size(); i++) {
                            boolean centre = ((TttMove.Place) moves.get(i)).point() == 4;
                            visits[i] = centrePrior ? 20 : 0;
                            wins[i] = centrePrior && centre ? 20 : 0;
                        }
                    };
                }
            }));
        }
    }

    /** X took a corner; O's one move that holds the draw is the centre. */
    private static GameState cornerTaken(boolean centrePrior) {
        return new SupportedTtt(centrePrior).defaultDefinition().newGame().apply(TttMove.at(0));
    }

    private static int centres(MctsAgent.Enhancements enhancements, int iterations, double c) {
        int centres = 0;
        for (long seed = 0; seed < 10; seed++) {
            MctsAgent.Settings settings = MctsAgent.Settings.DEFAULT.withIterations(iterations).withExploration(c)
                    .withEnhancements(enhancements);
            if (new MctsAgent(settings, seed).choose(cornerTaken(false)).equals(TttMove.at(4))) {
                centres++;
            }
        }
        return centres;
    }

    /**
     * With a hundred playouts, plain UCT finds the centre for some seeds of ten; RAVE, which
     * learns from every playout what each point is worth wherever O took it first, for
     * nearly all.
     */
    @Test
    void rave_findsTheDrawingCentre_whereUctAloneGuesses() {
        MctsAgent.Enhancements policyOnly = MctsAgent.Enhancements.NONE.withPolicy(true);
        int plain = centres(policyOnly, 100, 0.3);
        int rave = centres(policyOnly.withRave(true), 100, 0.3);
        assertTrue(rave >= 8, "RAVE chose the centre for " + rave + " of 10 seeds");
        assertTrue(plain <= rave - 3, "UCT alone chose it for " + plain + ", RAVE for " + rave);
    }

    /** Priors are virtual playouts: the centre rated a sure win is the search's choice from its first visits. */
    @Test
    void priors_leadTheSearch_toTheMoveTheyRateHigh() {
        MctsAgent.Settings settings = MctsAgent.Settings.DEFAULT.withIterations(10)
                .withEnhancements(MctsAgent.Enhancements.NONE.withPriors(true));
        assertEquals(TttMove.at(4), new MctsAgent(settings, 1).choose(cornerTaken(true)));
        SearchTree tree = new MctsAgent(settings, 1).search(cornerTaken(true));
        assertEquals(TttMove.at(4), tree.candidates().get(0).move());
        assertEquals(10, tree.candidates().get(0).visits(), "every iteration went to the centre");
    }
}
