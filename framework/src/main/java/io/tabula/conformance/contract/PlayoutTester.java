package io.tabula.conformance.contract;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.tabula.core.GameState;
import io.tabula.core.Move;
import io.tabula.core.PlayoutSampler;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.SplittableRandom;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/**
 * Random games: equal seeds give equal games, every game ends with a declared reason, and
 * the module's fast sampler (for the definitions it has one) plays by the states' rules.
 */
public interface PlayoutTester extends ContractSubject {

    @TestFactory
    default Stream<DynamicTest> seeds_equalSeedsGiveEqualGames() {
        return Runs.perDefinition(this, "equal seeds, equal games", definition -> {
            assertEquals(Runs.movesOf(this, definition, 42), Runs.movesOf(this, definition, 42));
        });
    }

    @TestFactory
    default Stream<DynamicTest> playouts_end() {
        return Runs.perDefinition(this, "playouts end", definition -> {
            for (int game = 0; game < contractPlayouts(); game++) {
                List<GameState> states = Runs.playout(this, definition, Runs.seed(game));
                GameState last = states.get(states.size() - 1);
                assertTrue(last.isOver(), "playout stopped without an outcome");
                assertTrue(last.outcome().reason().isPresent(), "a finished game has a reason");
                assertTrue(definition.type().outcomeReasons().contains(last.outcome().reason().get()),
                        "the reason " + last.outcome().reason().get().id() + " is one the game type declares");
            }
        });
    }

    /**
     * The module's fast sampler plays by the same rules as its states: every move it plays
     * is legal in the immutable state, at every ply it saw as many legal moves as
     * {@link GameState#legalMoveCount()} counts, and its outcome and length are the
     * state's. Skipped for definitions without a fast sampler: they have nothing to compare.
     */
    @TestFactory
    default Stream<DynamicTest> fastSampler_playsByTheSameRules() {
        Requirement needs = Requirement.FAST_SAMPLER;
        return Runs.perDefinition(this, "the fast sampler plays by the states' rules", needs, definition -> {
            Optional<PlayoutSampler> fast = definition.module().fastSampler(definition);
            for (int game = 0; game < contractPlayouts(); game++) {
                String where = "seed " + Runs.seed(game);
                GameState start = definition.newGame();
                List<Long> counts = new ArrayList<>();
                List<Move> moves = new ArrayList<>();
                PlayoutSampler.Result result = fast.get().play(start, new SplittableRandom(Runs.seed(game)),
                        (count, move) -> {
                            counts.add(count);
                            moves.add(move);
                        });
                GameState state = start;
                for (int ply = 0; ply < moves.size(); ply++) {
                    Move move = moves.get(ply);
                    String at = where + ", ply " + ply + ", " + move;
                    assertEquals(state.legalMoveCount(), (long) counts.get(ply), at + ": legal moves the sampler saw");
                    assertTrue(state.check(move).isLegal(), at + ": the sampler played a move the state rejects ("
                            + state.check(move) + ")");
                    state = state.apply(move);
                }
                assertEquals(state.outcome(), result.outcome(), where + ": outcome");
                assertEquals(moves.size(), result.plies(), where + ": plies reported and observed");
                assertEquals(result, fast.get().play(start, new SplittableRandom(Runs.seed(game))),
                        where + ": observing the sampler changed its game");
            }
        });
    }
}
