package io.tabula.agent;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.tabula.core.GameDefinition;
import io.tabula.core.GameKernel;
import io.tabula.core.GameState;
import io.tabula.core.KernelFactory;
import io.tabula.core.Move;
import io.tabula.core.PositionEvaluator;
import io.tabula.stones.StonePosition;
import io.tabula.stones.StoneState;
import io.tabula.stones.SurroundModule;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.SplittableRandom;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.Test;

/** The searches on a module's kernel: the same choices as on its states, and no position copied. */
class KernelSearchTest {

    /** Stones on the board, for the player to act, read from a state or straight from the kernel. */
    static final class Stones implements PositionEvaluator {
        final AtomicLong onStates = new AtomicLong();
        final AtomicLong onKernels = new AtomicLong();

        @Override
        public int evaluate(GameState state) {
            onStates.incrementAndGet();
            return evaluate(((StoneState) state).position());
        }

        @Override
        public int evaluate(GameKernel kernel) {
            onKernels.incrementAndGet();
            return evaluate((StonePosition) kernel);
        }

        private static int evaluate(StonePosition position) {
            int me = position.sideToMove();
            int value = 0;
            for (int s = 0; s < position.rules().sides(); s++) {
                value += (s == me ? 2 : -1) * position.stones(s);
            }
            return value;
        }

        @Override
        public List<Move> candidates(GameKernel kernel) {
            int[] codes = new int[kernel.maxMoves()];
            int count = kernel.legalMoves(codes);
            return java.util.Arrays.stream(codes, 0, count).mapToObj(kernel::move).toList();
        }
    }

    @Test
    void alphaBeta_choosesOnTheKernelWhatItChoosesOnTheStates() {
        for (String board : List.of("square", "hex", "graph")) {
            GameDefinition withKernels = new SurroundModule(true).define(board, Map.of());
            GameDefinition withoutKernels = new SurroundModule(false).define(board, Map.of());
            SplittableRandom random = new SplittableRandom(11);
            GameState a = withKernels.newGame();
            GameState b = withoutKernels.newGame();
            for (int ply = 0; ply < 4; ply++) {
                Stones onKernel = new Stones();
                Stones onStates = new Stones();
                AlphaBetaAgent first = new AlphaBetaAgent(onKernel, new AlphaBetaAgent.Settings(3, 5_000, 0), 5);
                AlphaBetaAgent second = new AlphaBetaAgent(onStates, new AlphaBetaAgent.Settings(3, 5_000, 0), 5);
                Move chosen = first.choose(a);
                assertEquals(second.choose(b), chosen, board + ", ply " + ply);
                assertEquals(second.lastEstimate(), first.lastEstimate(), board + ", ply " + ply);
                assertEquals(0, onKernel.onStates.get(), "the kernel search evaluates the kernel");
                assertEquals(onStates.onStates.get(), onKernel.onKernels.get(), board + ": positions evaluated");
                List<Move> legal = a.legalMoves();
                Move next = legal.get(random.nextInt(legal.size()));
                a = a.apply(next);
                b = b.apply(next);
            }
        }
    }

    /** A factory whose kernels count the moves applied and taken back. */
    static final class Counting implements KernelFactory {
        final KernelFactory inner;
        final AtomicLong made = new AtomicLong();
        final AtomicLong applied = new AtomicLong();
        final AtomicLong undone = new AtomicLong();

        Counting(KernelFactory inner) {
            this.inner = inner;
        }

        @Override
        public GameKernel kernel(GameState state) {
            made.incrementAndGet();
            GameKernel k = inner.kernel(state);
            return new GameKernel() {
                @Override public io.tabula.core.GameDefinition definition() { return k.definition(); }
                @Override public io.tabula.core.Side toMove() { return k.toMove(); }
                @Override public int ply() { return k.ply(); }
                @Override public io.tabula.core.Outcome outcome() { return k.outcome(); }
                @Override public long hash() { return k.hash(); }
                @Override public int maxMoves() { return k.maxMoves(); }
                @Override public int legalMoves(int[] into) { return k.legalMoves(into); }
                @Override public void apply(int move) { applied.incrementAndGet(); k.apply(move); }
                @Override public void undo() { undone.incrementAndGet(); k.undo(); }
                @Override public Move move(int code) { return k.move(code); }
                @Override public int code(Move move) { return k.code(move); }
                @Override public GameState snapshot() { return k.snapshot(); }
                @Override public int randomMove(SplittableRandom random) { return k.randomMove(random); }
            };
        }
    }

    @Test
    void mcts_growsItsTreeOnOneKernel_andLeavesItAtTheRoot() {
        Counting[] counting = new Counting[1];
        SurroundModule module = new SurroundModule() {
            @Override
            public Optional<KernelFactory> kernels(GameDefinition definition) {
                if (counting[0] == null) {
                    counting[0] = new Counting(super.kernels(definition).orElseThrow());
                }
                return Optional.of(counting[0]);
            }
        };
        GameDefinition definition = module.define("hex", Map.of());
        GameState state = definition.newGame().apply(definition.newGame().legalMoves().get(4));
        SearchTree tree = new MctsAgent(MctsAgent.Settings.DEFAULT.withIterations(300), 3).search(state);
        assertEquals(300, tree.iterations());
        assertEquals(1, counting[0].made.get(), "one kernel for the whole search");
        assertTrue(counting[0].applied.get() >= 300, "every iteration plays on the kernel: " + counting[0].applied);
        assertEquals(counting[0].applied.get(), counting[0].undone.get(), "every move taken back: the kernel is at the root");
        assertTrue(state.check(tree.bestMove()).isLegal());
        assertEquals(300, tree.candidates().stream().mapToInt(SearchTree.Candidate::visits).sum());
    }
}
