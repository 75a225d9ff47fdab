package io.tabula.bench;

import io.tabula.agent.LegalMovesSampler;
import io.tabula.agent.PlayoutRunner;
import io.tabula.core.GameDefinition;
import io.tabula.core.GameState;
import io.tabula.core.Move;
import io.tabula.core.PlayoutSampler;
import io.tabula.hash.HashHistory;
import io.tabula.go.GoModule;
import io.tabula.go.rules.GoMove;
import io.tabula.go.rules.GoState;
import io.tabula.go.rules.GoStates;
import io.tabula.go.rules.Stones;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Threads;
import org.openjdk.jmh.annotations.Warmup;
import org.openjdk.jmh.infra.Blackhole;

/**
 * Go under Chinese rules (positional superko, no suicide, area scoring, komi 7.5), one
 * thread.
 *
 * <p>Playouts (throughput, ops/s; one op = one whole uniform random game from the given
 * start to two passes; the secondary {@code :plies} figure is the moves played per second):
 * <ul>
 *   <li>{@link #fastSampler}: {@code GoModule.fastSampler} ({@code GoSampler}, a mutable
 *       board with incremental chains and a hash set of positions) from the empty 9x9 and
 *       19x19 boards;</li>
 *   <li>{@link #legalMovesSampler}: the framework's reference sampler on 9x9
 *       ({@code legalMoves()} and {@code apply()} of the immutable state at every ply);</li>
 *   <li>{@link #fastSamplerFrom}: the fast sampler on 19x19 from {@value #POSITIONS}
 *       different starts in turn: empty boards ({@code start=empty}), or positions 300 random
 *       moves into a game, so that only the second half of games is played, with their
 *       game's superko history ({@code ply300}) or none ({@code ply300-nohistory}). Moves/s
 *       with and without the history show what a long history costs; from the empty board
 *       and from ply 300, what a late move costs against the average one.</li>
 * </ul>
 *
 * <p>Moves on the immutable state (average time, ns/op): {@link #apply} applies a random
 * legal stone move to one of {@value #POSITIONS} 19x19 positions reached by {@code plies}
 * uniform random moves (20 or 300), whose superko history holds about that many positions
 * ({@code history=game}), or to the same boards with no past ({@code history=none}), which
 * separates the cost of a long history from that of a crowded board; {@link #pick} is the
 * choice of position and move alone.
 */
@Fork(1)
@Threads(1)
@Warmup(iterations = 3, time = 1)
@Measurement(iterations = 5, time = 1)
public class GoBenchmark {
    static final int POSITIONS = 64;
    static final GoModule MODULE = new GoModule();

    static GameDefinition chinese(int size) {
        return MODULE.define("chinese", Map.of("size", Integer.toString(size)));
    }

    /** The empty board of {@code size} and {@code topology} and the module's fast sampler. */
    @State(Scope.Thread)
    public static class Fast {
        @Param({"9", "19"})
        public int size;

        /** Go's option {@code topology}: the same rules on a square board, a torus or a hex board. */
        @Param({"square", "torus", "hex"})
        public String topology;

        GameState start;
        PlayoutSampler sampler;
        SplittableRandom random;

        @Setup(Level.Trial)
        public void setUp() {
            GameDefinition definition = chinese(size).with(Map.of("topology", topology));
            start = definition.newGame();
            sampler = MODULE.fastSampler(definition).orElseThrow();
            random = new SplittableRandom(0x7AB17AL);
        }
    }

    /** The empty 9x9 board and the reference sampler. */
    @State(Scope.Thread)
    public static class Reference {
        GameState start;
        PlayoutSampler sampler;
        SplittableRandom random;

        @Setup(Level.Trial)
        public void setUp() {
            start = chinese(9).newGame();
            sampler = new LegalMovesSampler(PlayoutRunner.MAX_PLIES);
            random = new SplittableRandom(0x7AB17AL);
        }
    }

    /**
     * {@value #POSITIONS} 19x19 positions after {@code plies} uniform random moves (games that
     * ended sooner are skipped), each with its legal stone moves.
     */
    @State(Scope.Thread)
    public static class MidGame {
        @Param({"20", "300"})
        public int plies;

        /**
         * {@code game}: the positions as reached, with the superko history of their game;
         * {@code none}: the same boards (side to move, prisoners, ko point) restored with
         * no past, so the history holds only the position itself.
         */
        @Param({"game", "none"})
        public String history;

        GoState[] positions;
        Move[][] moves;
        SplittableRandom random;

        @Setup(Level.Trial)
        public void setUp() {
            positions = withHistory(positions(chinese(19), plies, 0x60_60L + plies), history);
            moves = new Move[POSITIONS][];
            for (int i = 0; i < POSITIONS; i++) {
                moves[i] = positions[i].legalMoves().stream().filter(m -> m instanceof GoMove.Place)
                        .toArray(Move[]::new);
            }
            random = new SplittableRandom(0x7AB17AL);
        }
    }

    /**
     * The starts of {@link #fastSamplerFrom}, {@value #POSITIONS} different states taken in
     * turn (so the sampler sets up each as new): {@code empty}, the empty 19x19 board;
     * {@code ply300}, positions 300 uniform random moves into a game, with that game's
     * superko history; {@code ply300-nohistory}, the same positions restored with no past.
     */
    @State(Scope.Thread)
    public static class From {
        @Param({"empty", "ply300", "ply300-nohistory"})
        public String start;

        GoState[] positions;
        PlayoutSampler sampler;
        SplittableRandom random;
        int next;

        @Setup(Level.Trial)
        public void setUp() {
            positions = switch (start) {
                case "empty" -> positions(chinese(19), 0, 0xF50L);
                case "ply300" -> positions(chinese(19), 300, 0xF50L + 300);
                case "ply300-nohistory" -> withHistory(positions(chinese(19), 300, 0xF50L + 300), "none");
                default -> throw new IllegalArgumentException("start is empty, ply300 or ply300-nohistory: " + start);
            };
            sampler = MODULE.fastSampler(chinese(19)).orElseThrow();
            random = new SplittableRandom(0x7AB17AL);
        }
    }

    /**
     * {@value #POSITIONS} positions reached by {@code plies} uniform random legal moves: a
     * uniform draw among the empty points and the pass, a drawn point that
     * {@code check()} rejects being dropped and another drawn (the same distribution as a
     * uniform choice from {@code legalMoves()}, without listing them at every ply).
     */
    static GoState[] positions(GameDefinition definition, int plies, long seed) {
        SplittableRandom random = new SplittableRandom(seed);
        GoState[] out = new GoState[POSITIONS];
        int found = 0;
        for (int attempt = 0; found < POSITIONS; attempt++) {
            if (attempt > 100_000) {
                throw new IllegalStateException("no game lasted " + plies + " plies");
            }
            GoState state = (GoState) definition.newGame();
            while (state.ply() < plies && !state.isOver()) {
                List<Integer> candidates = new ArrayList<>();
                for (int p = 0; p < state.size() * state.size(); p++) {
                    if (state.stone(p) == Stones.EMPTY) {
                        candidates.add(p);
                    }
                }
                while (true) {
                    int r = random.nextInt(candidates.size() + 1);
                    if (r == candidates.size()) {
                        state = state.apply(GoMove.PASS);
                        break;
                    }
                    Move move = state.rules().place(candidates.get(r));
                    if (state.check(move).isLegal()) {
                        state = state.apply(move);
                        break;
                    }
                    candidates.set(r, candidates.get(candidates.size() - 1));
                    candidates.remove(candidates.size() - 1);
                }
            }
            if (!state.isOver()) {
                out[found++] = state;
            }
        }
        return out;
    }

    /** {@code positions} as they are ({@code game}), or restored with no past ({@code none}). */
    static GoState[] withHistory(GoState[] positions, String history) {
        if (history.equals("game")) {
            return positions;
        }
        if (!history.equals("none")) {
            throw new IllegalArgumentException("history is game or none: " + history);
        }
        GoState[] out = new GoState[positions.length];
        for (int i = 0; i < positions.length; i++) {
            GoState p = positions[i];
            out[i] = GoStates.restored(p.definition(), p.cells(), p.toMove(), p.ply(), p.passes(),
                    new int[] {p.captures(Stones.BLACK_SIDE), p.captures(Stones.WHITE_SIDE)}, p.koPoint(),
                    p.handicapLeft(), HashHistory.EMPTY, p.dead(), p.outcome());
        }
        return out;
    }

    @Benchmark
    @BenchmarkMode(Mode.Throughput)
    @OutputTimeUnit(TimeUnit.SECONDS)
    public PlayoutSampler.Result fastSampler(Fast fast, Plies counter) {
        PlayoutSampler.Result result = fast.sampler.play(fast.start, fast.random);
        counter.plies += result.plies();
        return result;
    }

    @Benchmark
    @BenchmarkMode(Mode.Throughput)
    @OutputTimeUnit(TimeUnit.SECONDS)
    public PlayoutSampler.Result legalMovesSampler(Reference reference, Plies counter) {
        PlayoutSampler.Result result = reference.sampler.play(reference.start, reference.random);
        counter.plies += result.plies();
        return result;
    }

    @Benchmark
    @BenchmarkMode(Mode.Throughput)
    @OutputTimeUnit(TimeUnit.SECONDS)
    public PlayoutSampler.Result fastSamplerFrom(From from, Plies counter) {
        GoState start = from.positions[from.next];
        from.next = (from.next + 1) % POSITIONS;
        PlayoutSampler.Result result = from.sampler.play(start, from.random);
        counter.plies += result.plies();
        return result;
    }

    @Benchmark
    @BenchmarkMode(Mode.AverageTime)
    @OutputTimeUnit(TimeUnit.NANOSECONDS)
    public void pick(MidGame mid, Blackhole bh) {
        int i = mid.random.nextInt(POSITIONS);
        Move[] candidates = mid.moves[i];
        bh.consume(mid.positions[i]);
        bh.consume(candidates[mid.random.nextInt(candidates.length)]);
    }

    @Benchmark
    @BenchmarkMode(Mode.AverageTime)
    @OutputTimeUnit(TimeUnit.NANOSECONDS)
    public GameState apply(MidGame mid) {
        int i = mid.random.nextInt(POSITIONS);
        Move[] candidates = mid.moves[i];
        return mid.positions[i].apply(candidates[mid.random.nextInt(candidates.length)]);
    }
}
