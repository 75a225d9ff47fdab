package io.tabula.conformance.contract;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import io.tabula.core.GameDefinition;
import io.tabula.core.GameKernel;
import io.tabula.core.GameState;
import io.tabula.core.KernelFactory;
import io.tabula.core.Move;
import io.tabula.core.Side;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import java.util.SplittableRandom;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/**
 * The properties of a module's mutable fast path ({@link GameKernel}), which
 * {@link GameContract} adopts, so every module that offers kernels is held to them: the
 * kernel agrees with the immutable states move for move, an undo restores everything, and
 * its random moves are legal, leave the position alone and reach every legal move.
 * Definitions whose module offers no kernel have nothing to check.
 */
public interface KernelContract {

    /** The definitions to test, as {@link GameContract#contractDefinitions()}. */
    List<GameDefinition> contractDefinitions();

    /** Random games per definition and property, as {@link GameContract#contractPlayouts()}. */
    int contractPlayouts();

    /** A bound on a playout's length, as {@link GameContract#contractMaxPlies()}. */
    int contractMaxPlies();

    /**
     * Seeded random games played on the states and on one kernel side by side: at every ply
     * the kernel's legal moves (decoded, in order), outcome, hash, side and player to act,
     * plies and winning move are the state's, its snapshot is the state (the same JSON), and
     * codes and moves map to each other both ways.
     */
    @TestFactory
    default Stream<DynamicTest> kernel_agreesWithTheStatesMoveForMove() {
        return perKernel("the kernel agrees with the states", (definition, kernels) -> {
            for (int game = 0; game < contractPlayouts(); game++) {
                SplittableRandom random = new SplittableRandom(2_000L + game);
                GameState state = definition.newGame();
                GameKernel kernel = kernels.kernel(state);
                int[] codes = new int[kernel.maxMoves()];
                for (int ply = 0; ; ply++) {
                    String at = "seed " + (2_000L + game) + ", ply " + ply;
                    assertAgrees(state, kernel, codes, at);
                    if (state.isOver()) {
                        break;
                    }
                    if (ply > contractMaxPlies()) {
                        fail(at + ": the game did not end");
                    }
                    List<Move> legal = state.legalMoves();
                    Move move = legal.get(random.nextInt(legal.size()));
                    state = state.apply(move);
                    kernel.apply(kernel.code(move));
                }
            }
        });
    }

    /**
     * A seeded game played on a kernel alone, trying one more move and taking it back at each
     * ply, then taken back move by move to its start: each undo restores the legal moves, the
     * outcome, the hash, the side to move, the plies and the snapshot, and an undo at the start
     * is refused.
     */
    @TestFactory
    default Stream<DynamicTest> kernel_undoRestoresEverything() {
        return perKernel("undo restores the kernel", (definition, kernels) -> {
            for (int game = 0; game < contractPlayouts(); game++) {
                SplittableRandom random = new SplittableRandom(3_000L + game);
                GameKernel kernel = kernels.kernel(definition.newGame());
                int[] codes = new int[kernel.maxMoves()];
                List<String> seen = new ArrayList<>();
                while (true) {
                    String here = describe(kernel, codes);
                    seen.add(here);
                    int count = kernel.legalMoves(codes);
                    if (count == 0) {
                        break;
                    }
                    if (seen.size() > contractMaxPlies()) {
                        fail("seed " + (3_000L + game) + ": the game did not end");
                    }
                    kernel.apply(codes[random.nextInt(count)]);
                    count = kernel.legalMoves(codes);
                    if (count > 0) {
                        kernel.apply(codes[random.nextInt(count)]);
                        kernel.undo();
                    }
                    kernel.undo();
                    assertEquals(here, describe(kernel, codes), "seed " + (3_000L + game) + ", ply " + (seen.size() - 1)
                            + ": taking back two moves tried here");
                    count = kernel.legalMoves(codes);
                    kernel.apply(codes[random.nextInt(count)]);
                }
                for (int ply = seen.size() - 1; ply > 0; ply--) {
                    kernel.undo();
                    assertEquals(seen.get(ply - 1), describe(kernel, codes), "seed " + (3_000L + game)
                            + ": after taking back the move of ply " + (ply - 1));
                }
                assertThrows(IllegalStateException.class, kernel::undo, "an undo with nothing to take back");
            }
        });
    }

    /**
     * At every ply of seeded games the kernel's random move is one of its legal moves and
     * leaves the position as it was; and from the start, drawing 40 times as often as there
     * are legal moves reaches every one of them (a draw that is not uniform misses some).
     */
    @TestFactory
    default Stream<DynamicTest> kernel_randomMovesAreLegalAndReachEveryMove() {
        return perKernel("the kernel's random moves", (definition, kernels) -> {
            for (int game = 0; game < contractPlayouts(); game++) {
                SplittableRandom random = new SplittableRandom(4_000L + game);
                GameKernel kernel = kernels.kernel(definition.newGame());
                int[] codes = new int[kernel.maxMoves()];
                for (int ply = 0; !kernel.isOver(); ply++) {
                    if (ply > contractMaxPlies()) {
                        fail("seed " + (4_000L + game) + ": the game did not end");
                    }
                    String here = describe(kernel, codes);
                    int move = kernel.randomMove(random);
                    int count = kernel.legalMoves(codes);
                    final int drawn = move;
                    assertTrue(Arrays.stream(codes, 0, count).anyMatch(c -> c == drawn), "seed " + (4_000L + game)
                            + ", ply " + ply + ": the random move " + kernel.move(move) + " is not legal");
                    assertEquals(here, describe(kernel, codes), "seed " + (4_000L + game) + ", ply " + ply
                            + ": drawing a random move changed the position");
                    kernel.apply(move);
                }
            }
            GameKernel kernel = kernels.kernel(definition.newGame());
            int[] codes = new int[kernel.maxMoves()];
            int count = kernel.legalMoves(codes);
            boolean[] drawn = new boolean[kernel.maxMoves()];
            SplittableRandom random = new SplittableRandom(5_000L);
            for (int i = 0; i < 40 * count; i++) {
                drawn[kernel.randomMove(random)] = true;
            }
            for (int i = 0; i < count; i++) {
                assertTrue(drawn[codes[i]], "the random move never drew " + kernel.move(codes[i]) + " in "
                        + 40 * count + " draws from the start");
            }
        });
    }

    /**
     * From positions along seeded games, {@link GameKernel#playOut} plays exactly the game that
     * {@link GameKernel#randomMove} and {@link GameKernel#apply} play from the same generator (the
     * same plies, outcome, hash and final state), and as many undos take it back to where it began;
     * {@link GameKernel#randomOutcome} gives that game's outcome and leaves the position alone.
     */
    @TestFactory
    default Stream<DynamicTest> kernel_playOutPlaysAsRandomMovesDo() {
        return perKernel("the kernel's playouts", (definition, kernels) -> {
            for (int game = 0; game < contractPlayouts(); game++) {
                SplittableRandom walk = new SplittableRandom(6_000L + game);
                GameState state = definition.newGame();
                for (int ply = 0; !state.isOver(); ply++) {
                    if (ply > contractMaxPlies()) {
                        fail("seed " + (6_000L + game) + ": the game did not end");
                    }
                    if (ply % 7 == 0) {
                        String at = "seed " + (6_000L + game) + ", from ply " + ply;
                        GameKernel fast = kernels.kernel(state);
                        GameKernel slow = kernels.kernel(state);
                        int[] codes = new int[fast.maxMoves()];
                        String start = describe(fast, codes);
                        int plies = fast.playOut(new SplittableRandom(ply), contractMaxPlies());
                        SplittableRandom random = new SplittableRandom(ply);
                        int steps = 0;
                        while (!slow.isOver()) {
                            slow.apply(slow.randomMove(random));
                            steps++;
                        }
                        assertEquals(steps, plies, at + ": plies played");
                        assertEquals(describe(slow, codes), describe(fast, codes), at + ": where the playout ended");
                        for (int i = 0; i < plies; i++) {
                            fast.undo();
                        }
                        assertEquals(start, describe(fast, codes), at + ": after taking the playout back");
                        GameKernel third = kernels.kernel(state);
                        assertEquals(slow.outcome(), third.randomOutcome(new SplittableRandom(ply), contractMaxPlies()),
                                at + ": the random outcome is the playout's");
                        assertEquals(start, describe(third, codes), at + ": after a random outcome");
                    }
                    List<Move> legal = state.legalMoves();
                    state = state.apply(legal.get(walk.nextInt(legal.size())));
                }
            }
        });
    }

    private static void assertAgrees(GameState state, GameKernel kernel, int[] codes, String at) {
        int count = kernel.legalMoves(codes);
        List<Move> moves = new ArrayList<>(count);
        for (int i = 0; i < count; i++) {
            Move move = kernel.move(codes[i]);
            assertEquals(codes[i], kernel.code(move), at + ": the code of " + move);
            moves.add(move);
        }
        assertEquals(state.legalMoves(), moves, at + ": legal moves");
        assertEquals(state.outcome(), kernel.outcome(), at + ": outcome");
        assertEquals(state.isOver(), kernel.isOver(), at + ": over");
        assertEquals(state.hash(), kernel.hash(), at + ": hash");
        assertEquals(state.toMove(), kernel.toMove(), at + ": side to move");
        assertEquals(state.playerToAct(), kernel.playerToAct(), at + ": player to act");
        for (Side side : state.definition().type().sides()) {
            assertEquals(state.playerOf(side), kernel.playerOf(side), at + ": player of " + side);
        }
        assertEquals(state.ply(), kernel.ply(), at + ": ply");
        if (!state.isOver()) {
            Optional<Move> win = state.winningMove();
            int code = kernel.winningMove();
            assertEquals(win, code < 0 ? Optional.empty() : Optional.of(kernel.move(code)), at + ": winning move");
        }
        GameState snapshot = kernel.snapshot();
        assertEquals(JsonCache.of(state.definition().module()).stateToJson(state),
                JsonCache.of(state.definition().module()).stateToJson(snapshot), at + ": the kernel's snapshot");
        assertEquals(state.legalMoves(), snapshot.legalMoves(), at + ": the snapshot's legal moves");
        assertEquals(state.hash(), snapshot.hash(), at + ": the snapshot's hash");
    }

    /** Everything a kernel answers about its position, as one text. */
    private static String describe(GameKernel kernel, int[] codes) {
        int count = kernel.legalMoves(codes);
        return "legal " + Arrays.toString(Arrays.copyOf(codes, count)) + ", outcome " + kernel.outcome() + ", hash "
                + kernel.hash() + ", to move " + kernel.toMove() + ", player " + kernel.playerToAct() + ", ply "
                + kernel.ply() + ", state " + JsonCache.of(kernel.definition().module()).stateToJson(kernel.snapshot());
    }

    private Stream<DynamicTest> perKernel(String property, KernelCheck body) {
        return contractDefinitions().stream().map(definition -> DynamicTest.dynamicTest(property + ": "
                + definition.text(), () -> {
                    Optional<KernelFactory> kernels = definition.module().kernels(definition);
                    if (kernels.isPresent()) {
                        body.check(definition, kernels.get());
                    }
                }));
    }

    /** One property's check of one definition's kernels. */
    @FunctionalInterface
    interface KernelCheck {
        void check(GameDefinition definition, KernelFactory kernels);
    }
}
