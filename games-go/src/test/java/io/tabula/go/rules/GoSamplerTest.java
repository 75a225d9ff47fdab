package io.tabula.go.rules;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.tabula.agent.LegalMovesSampler;
import io.tabula.core.GameDefinition;
import io.tabula.core.GameState;
import io.tabula.core.IllegalReason;
import io.tabula.core.Move;
import io.tabula.core.MoveCheck;
import io.tabula.core.PlayoutSampler;
import io.tabula.go.GoModule;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.SplittableRandom;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The fast sampler must be a drop-in for a uniform choice from {@link GoState#legalMoves()}:
 * at every ply of its games its board holds the same stones, prisoners, ko point and turn
 * as the immutable state, and finds legal exactly the moves the state lists; every move it
 * plays applies to the state; and outcome frequencies and game lengths agree with the
 * reference sampler's.
 */
class GoSamplerTest {
    private static final GoModule MODULE = new GoModule();

    /** Every ko rule with suicide on and off, and free handicap phases. */
    static Stream<Arguments> definitions() {
        List<Arguments> out = new ArrayList<>();
        int[][] sizesAndGames = {{5, 60}, {7, 20}, {9, 10}};
        for (int[] sizeAndGames : sizesAndGames) {
            String size = Integer.toString(sizeAndGames[0]);
            for (String variant : List.of("chinese", "tromp-taylor", "aga", "new-zealand", "japanese")) {
                out.add(Arguments.of(MODULE.define(variant, Map.of("size", size)), sizeAndGames[1]));
            }
            // simple ko with suicide allowed: no preset has it
            out.add(Arguments.of(MODULE.define("japanese", Map.of("size", size, "suicide", "true")),
                    sizeAndGames[1]));
        }
        out.add(Arguments.of(MODULE.define("aga", Map.of("size", "7", "handicap", "3", "handicapPlacement", "free")), 8));
        out.add(Arguments.of(MODULE.define("tromp-taylor",
                Map.of("size", "5", "handicap", "2", "handicapPlacement", "free")), 24));
        out.add(Arguments.of(MODULE.define("japanese",
                Map.of("size", "9", "handicap", "4", "handicapPlacement", "free")), 4));
        out.add(Arguments.of(MODULE.define("chinese", Map.of("size", "9", "handicap", "4")), 4));
        out.add(Arguments.of(MODULE.define("tromp-taylor", Map.of("size", "2")), 40));
        out.add(Arguments.of(MODULE.define("new-zealand", Map.of("size", "3")), 40));
        // The same kernel on the other topologies (the chain data checked against a recount).
        for (String topology : List.of("torus", "hex")) {
            for (String variant : List.of("chinese", "aga", "japanese", "tromp-taylor")) {
                out.add(Arguments.of(MODULE.define(variant, Map.of("size", "5", "topology", topology)), 30));
            }
            out.add(Arguments.of(MODULE.define("chinese", Map.of("size", "9", "topology", topology)), 6));
        }
        out.add(Arguments.of(MODULE.define("tromp-taylor", Map.of("size", "2", "topology", "torus")), 40));
        return out.stream();
    }

    @ParameterizedTest
    @MethodSource("definitions")
    void playRandom_agreesWithGoStateAtEveryPly(GameDefinition definition, int games) {
        agree(definition, games, definition.text().hashCode());
    }

    @Test
    void playRandom_meetsEveryIllegalReasonOnSmallBoards() {
        // The agreement test is only as good as the positions it reaches. Random games on
        // small boards reach ko, suicide and superko under the rules that have them; without
        // suicide a repetition is rare (a few in a hundred games on 3x3 and 4x4, fewer on
        // 5x5), so this plays 300 games of each superko rule.
        for (String size : List.of("3", "4")) {
            Map<IllegalReason, Integer> positional = agree(MODULE.define("chinese", Map.of("size", size)), 300, 11);
            Map<IllegalReason, Integer> situational = agree(MODULE.define("aga", Map.of("size", size)), 300, 12);
            Map<IllegalReason, Integer> simple = agree(MODULE.define("japanese", Map.of("size", size)), 100, 13);
            Map<IllegalReason, Integer> suicide = agree(MODULE.define("tromp-taylor", Map.of("size", size)), 100, 14);
            for (Map<IllegalReason, Integer> counts : List.of(positional, situational, simple)) {
                assertTrue(counts.getOrDefault(GoReason.KO, 0) > 0, size + ", ko: " + counts);
                assertTrue(counts.getOrDefault(GoReason.SUICIDE, 0) > 0, size + ", suicide: " + counts);
            }
            assertTrue(positional.getOrDefault(GoReason.SUPERKO, 0) > 0, size + ", positional: " + positional);
            assertTrue(situational.getOrDefault(GoReason.SUPERKO, 0) > 0, size + ", situational: " + situational);
            assertTrue(suicide.getOrDefault(GoReason.SUPERKO, 0) > 0, size + ", with suicide: " + suicide);
            assertEquals(0, simple.getOrDefault(GoReason.SUPERKO, 0));
            assertEquals(0, suicide.getOrDefault(GoReason.SUICIDE, 0));
        }
    }

    /**
     * Plays {@code games} games with the sampler's random moves on a playout board and
     * checks, before every move, the board against the state, and so too a playout board
     * built from the state (its history copied), a reused board loaded with it as states
     * load it (chains built as moves touch them, history consulted), a board loaded that way
     * once at the start of the game and played on since, and a reused board copied from the
     * playing one. Returns how often each reason made a point illegal in the positions met.
     */
    private static Map<IllegalReason, Integer> agree(GameDefinition definition, int games, long seed) {
        SplittableRandom random = new SplittableRandom(seed);
        Map<IllegalReason, Integer> reasons = new HashMap<>();
        GoBoard loaded = board((GoState) definition.newGame());
        GoBoard copied = board((GoState) definition.newGame());
        for (int game = 0; game < games; game++) {
            GoState state = (GoState) definition.newGame();
            GoBoard board = board(state);
            GoBoard played = new GoBoard(state.rules(), 16);
            played.load(state, false);
            GoState[] current = {state};
            PlayoutListener listener = new PlayoutListener() {
                @Override
                public void rejected(int point) {
                    assertFalse(current[0].check(current[0].rules().place(point)).isLegal(),
                            "rejected a legal point " + point);
                }

                @Override
                public void played(int point) {
                }
            };
            while (!state.isOver()) {
                String where = definition.text() + ", game " + game + ", ply " + state.ply();
                assertAgrees(state, board, where);
                assertAgrees(state, board(state), where + " (new board)");
                loaded.load(state, false);
                assertAgrees(state, loaded, where + " (loaded board, history consulted)");
                assertAgrees(state, played, where + " (board loaded at the start, played on)");
                copied.copyFrom(board);
                assertAgrees(state, copied, where + " (copied board)");
                countReasons(state, reasons);
                int move = board.playRandom(random, listener);
                if (move < 0) {
                    assertTrue(played.checkPass().isLegal(), where + ": pass");
                    played.pass();
                } else {
                    assertTrue(played.checkStone(move).isLegal(), where + ": " + move);
                    played.placeStone(move);
                }
                state = state.apply(move < 0 ? GoMove.PASS : state.rules().place(move));
                current[0] = state;
            }
            assertAgrees(state, board, definition.text() + ", game " + game + ", end");
            assertAgrees(state, played, definition.text() + ", game " + game + ", end (played)");
            assertEquals(state.outcome(), board.outcome());
            assertEquals(state.outcome(), played.outcome());
        }
        return reasons;
    }

    /** A kernel board loaded with {@code state} for a playout (its history copied). */
    private static GoBoard board(GoState state) {
        GoBoard board = new GoBoard(state.rules(), 16);
        board.load(state, true);
        return board;
    }

    private static void assertAgrees(GoState state, GoBoard board, String where) {
        board.verify();
        assertArrayEquals(state.cells(), board.cells(), where + ": stones");
        assertEquals(state.captures(Stones.BLACK_SIDE), board.captures(0), where + ": black captures");
        assertEquals(state.captures(Stones.WHITE_SIDE), board.captures(1), where + ": white captures");
        assertEquals(state.toMove().index(), board.toMove(), where + ": side to move");
        assertEquals(state.passes(), board.passes(), where + ": passes");
        assertEquals(state.handicapLeft(), board.handicapLeft(), where + ": handicap left");
        assertEquals(state.isOver(), board.isOver(), where + ": over");
        if (!state.isOver()) {
            assertEquals(state.koPoint(), board.koPoint(), where + ": ko point");
        }
        Set<Move> expected = new HashSet<>(state.legalMoves());
        Set<Move> actual = new HashSet<>();
        if (!board.isOver()) {
            for (int p = 0; p < state.size() * state.size(); p++) {
                if (board.isLegal(p)) {
                    actual.add(state.rules().place(p));
                }
            }
            if (board.passAllowed()) {
                actual.add(GoMove.PASS);
            }
            assertEquals(actual.size(), board.legalMoveCount(), where + ": legal move count");
        }
        board.verify(); // again: the scan built every chain of a lazily loaded board
        assertEquals(state.rules().positionKey(state.boardHash(), state.toMove().index()), board.positionKey(),
                where + ": position key");
        assertEquals(expected, actual, where + ": legal moves");
    }

    private static void countReasons(GoState state, Map<IllegalReason, Integer> reasons) {
        for (int p = 0; p < state.size() * state.size(); p++) {
            if (state.stone(p) == Stones.EMPTY
                    && state.check(state.rules().place(p)) instanceof MoveCheck.Illegal illegal) {
                reasons.merge(illegal.reason(), 1, Integer::sum);
            }
        }
    }

    @ParameterizedTest
    @MethodSource("definitions")
    void play_movesReplayThroughGoStateToTheSameOutcome(GameDefinition definition, int games) {
        SplittableRandom random = new SplittableRandom(~definition.text().hashCode());
        GoSampler sampler = new GoSampler();
        GoState same = (GoState) definition.newGame();
        for (int game = 0; game < games; game++) {
            // The sampler sets up its board anew for a new start state and copies a prepared
            // one when it plays from the same state again: both ways are exercised.
            GoState start = game % 3 == 0 ? (GoState) definition.newGame() : same;
            List<Integer> moves = new ArrayList<>();
            PlayoutSampler.Result result = sampler.playListened(start, random, moves::add);
            GoState state = start;
            for (int move : moves) {
                // apply throws IllegalMoveException on an illegal move
                state = state.apply(move < 0 ? GoMove.PASS : state.rules().place(move));
            }
            assertTrue(state.isOver(), "the game ended");
            assertEquals(state.outcome(), result.outcome());
            assertEquals(moves.size(), result.plies());
        }
    }

    @Test
    void play_fromMidGameStatesReplaysThroughGoState() {
        // Starting states with a history, a ko point, one pass, or agreed dead stones.
        // The start states come from their own random numbers, so that they do not depend on
        // how the sampler draws.
        GameDefinition definition = MODULE.define("chinese", Map.of("size", "7"));
        SplittableRandom starts = new SplittableRandom(21);
        SplittableRandom random = new SplittableRandom(22);
        GoSampler sampler = new GoSampler();
        int withKo = 0;
        for (int game = 0; game < 200; game++) {
            GameState start = definition.newGame();
            int plies = starts.nextInt(80);
            // One start in five plays on until a stone leaves a ko point (or the game ends):
            // random positions rarely have one (about 1 in 200 here).
            while (!start.isOver() && (start.ply() < plies || game % 5 == 1 && ((GoState) start).koPoint() < 0)) {
                List<Move> legal = start.legalMoves();
                start = start.apply(legal.get(starts.nextInt(legal.size())));
            }
            GoState from = (GoState) start;
            if (!from.isOver() && game % 5 == 0) {
                from = from.apply(GoMove.PASS);
            }
            if (from.koPoint() >= 0) {
                withKo++;
            }
            List<Integer> moves = new ArrayList<>();
            PlayoutSampler.Result result = sampler.playListened(from, random, moves::add);
            GoState state = from;
            for (int move : moves) {
                state = state.apply(move < 0 ? GoMove.PASS : state.rules().place(move));
            }
            assertTrue(state.isOver());
            assertEquals(state.outcome(), result.outcome());
            assertEquals(moves.size(), result.plies());
        }
        assertTrue(withKo > 0, "some start states had a ko point");
    }

    @Test
    void play_alternatingDefinitionsAndStartsReplaysThroughGoState() {
        // One sampler (one thread's boards) asked for games of different sizes, rules and
        // topologies in turn: a board of one topology must never be reused for another.
        List<GameDefinition> definitions = List.of(MODULE.define("chinese", Map.of("size", "5")),
                MODULE.define("new-zealand", Map.of("size", "7")), MODULE.define("chinese", Map.of("size", "5")),
                MODULE.define("japanese", Map.of("size", "5", "handicap", "2", "handicapPlacement", "free")),
                MODULE.define("chinese", Map.of("size", "5", "topology", "torus")),
                MODULE.define("chinese", Map.of("size", "5", "topology", "hex")));
        List<GoState> starts = new ArrayList<>();
        for (GameDefinition definition : definitions) {
            starts.add((GoState) definition.newGame());
        }
        GoSampler sampler = new GoSampler();
        SplittableRandom random = new SplittableRandom(8);
        for (int game = 0; game < 200; game++) {
            GoState start = starts.get(random.nextInt(game % 7 == 0 ? starts.size() : 2));
            List<Integer> moves = new ArrayList<>();
            PlayoutSampler.Result result = sampler.playListened(start, random, moves::add);
            GoState state = start;
            for (int move : moves) {
                state = state.apply(move < 0 ? GoMove.PASS : state.rules().place(move));
            }
            assertEquals(state.outcome(), result.outcome());
            assertEquals(moves.size(), result.plies());
        }
    }

    @Test
    void boards_reusedByLoadsAndCopies_buildEveryChainAnew() {
        // A board that copies another and is loaded again later must not take stamps of its
        // own past for chains already built (a bug once: a copy took the other board's
        // generation without its stamps, and the next load skipped chains).
        GameDefinition definition = MODULE.define("chinese", Map.of("size", "7"));
        SplittableRandom random = new SplittableRandom(31);
        List<GoState> states = new ArrayList<>();
        for (int i = 0; i < 12; i++) {
            GameState state = definition.newGame();
            int plies = 10 + random.nextInt(40);
            while (state.ply() < plies && !state.isOver()) {
                List<Move> legal = state.legalMoves();
                state = state.apply(legal.get(random.nextInt(legal.size())));
            }
            states.add((GoState) state);
        }
        GoBoard work = new GoBoard(states.get(0).rules(), 16);
        GoBoard other = new GoBoard(states.get(0).rules(), 16);
        for (int i = 0; i < 4; i++) {
            work.load(states.get(i), i % 2 == 0); // the work board's generation runs ahead
        }
        other.load(states.get(4), true);
        work.copyFrom(other);
        work.verify();
        for (boolean forPlayout : new boolean[] {true, false}) {
            work.load(states.get(5), forPlayout);
            work.legalMoveCount(); // builds every chain next to an empty point
            work.verify();
            assertArrayEquals(states.get(5).cells(), work.cells());
        }
        // And any mixture of loads, copies and moves.
        for (int round = 0; round < 300; round++) {
            GoState state = states.get(random.nextInt(states.size()));
            switch (random.nextInt(4)) {
                case 0 -> work.load(state, true);
                case 1 -> work.load(state, false);
                case 2 -> {
                    other.load(state, random.nextBoolean());
                    work.copyFrom(other);
                }
                default -> {
                    if (work.isFull() && work.passes() < 2) {
                        work.playRandom(random, null);
                    }
                }
            }
            work.legalMoveCount();
            work.verify();
        }
    }

    @Test
    void play_keepsAgreedDeadStonesOverPassesOnly() {
        GameDefinition definition = MODULE.define("chinese", Map.of("size", "5", "komi", "0"));
        GoState state = (GoState) definition.newGame();
        state = state.apply(state.rules().place(12)).apply(GoMove.PASS).withDead(Set.of(12));
        // From here a pass, then a pass ends the game with the black stone counted dead,
        // while any stone first forgets the agreement.
        SplittableRandom random = new SplittableRandom(5);
        GoSampler sampler = new GoSampler();
        int twoPasses = 0;
        for (int i = 0; i < 2_000; i++) {
            List<Integer> moves = new ArrayList<>();
            PlayoutSampler.Result result = sampler.playListened(state, random, moves::add);
            GoState replay = state;
            for (int move : moves) {
                replay = replay.apply(move < 0 ? GoMove.PASS : replay.rules().place(move));
            }
            assertEquals(replay.outcome(), result.outcome());
            if (moves.size() == 1) {
                twoPasses++; // the state had one pass already
            }
        }
        assertTrue(twoPasses > 0);
    }

    @Test
    void play_onFinishedGameReturnsItsOutcome() {
        GameDefinition definition = MODULE.define("chinese", Map.of("size", "5"));
        GameState over = definition.newGame().apply(GoMove.PASS).apply(GoMove.PASS);
        PlayoutSampler.Result result = new GoSampler().play(over, new SplittableRandom(1));
        assertEquals(over.outcome(), result.outcome());
        assertEquals(0, result.plies());
        assertInstanceOf(GoSampler.class, MODULE.fastSampler(definition).orElseThrow());
    }

    @Test
    void playRandom_drawsUniformlyAmongTheLegalMoves() {
        // One position with occupied points, a ko point and suicide points; the first move
        // drawn from it must be uniform over its legal moves (chi-square, 1e-6 level).
        GameDefinition definition = MODULE.define("chinese", Map.of("size", "5"));
        GoState state = (GoState) definition.newGame();
        // A ko: black D3 takes white C3, and white may not retake at C3 at once; A1 and B2
        // would be suicide for white.
        for (String move : new String[] {"B3", "D4", "C2", "E3", "C4", "D2", "B1", "C3", "A2", "pass", "D3"}) {
            state = state.apply(MODULE.notation().parse(state, move));
        }
        assertTrue(state.koPoint() >= 0, "white is under ko");
        List<Move> legal = state.legalMoves();
        assertEquals(16 - 3 + 1, legal.size(), "16 empty points, 3 of them illegal, and the pass");
        Map<Integer, Integer> index = new HashMap<>();
        for (int i = 0; i < legal.size(); i++) {
            Move move = legal.get(i);
            index.put(move instanceof GoMove.Place place ? place.point() : -1, i);
        }
        int draws = 30_000;
        int[] counts = new int[legal.size()];
        SplittableRandom random = new SplittableRandom(99);
        PlayoutListener none = point -> { };
        for (int i = 0; i < draws; i++) {
            Integer k = index.get(board(state).playRandom(random, none));
            assertTrue(k != null, "played an illegal move");
            counts[k]++;
        }
        double expected = (double) draws / legal.size();
        double chi2 = 0;
        for (int c : counts) {
            chi2 += (c - expected) * (c - expected) / expected;
        }
        int df = legal.size() - 1;
        // Wilson-Hilferty: the 1 - 1e-6 quantile of chi-square with df degrees of freedom
        double z = 4.753;
        double bound = df * Math.pow(1 - 2.0 / (9 * df) + z * Math.sqrt(2.0 / (9 * df)), 3);
        assertTrue(chi2 < bound, "chi-square " + chi2 + " >= " + bound + " with " + df + " df");
    }

    @Test
    void play_matchesReferenceSamplerDistribution() {
        // On 5x5 with komi 0 a random game ends in a black win, a white win or a draw; the
        // three frequencies and the mean length must agree between the samplers.
        for (String variant : List.of("chinese", "japanese")) {
            GameDefinition definition = MODULE.define(variant, Map.of("size", "5", "komi", "0"));
            int games = 4_000;
            double[] fast = frequencies(new GoSampler(), definition.newGame(), games, 1);
            double[] reference = frequencies(new LegalMovesSampler(100_000), definition.newGame(), games, 2);
            for (int k = 0; k < 3; k++) {
                double p = (fast[k] + reference[k]) / 2;
                double sigma = Math.sqrt(2 * p * (1 - p) / games);
                assertTrue(Math.abs(fast[k] - reference[k]) < 5 * sigma + 1e-9,
                        variant + " outcome " + k + ": fast " + fast[k] + " vs reference " + reference[k]);
            }
            double sigma = Math.sqrt((fast[4] + reference[4]) / games);
            assertTrue(Math.abs(fast[3] - reference[3]) < 5 * sigma,
                    variant + " mean plies: fast " + fast[3] + " vs reference " + reference[3] + ", sigma " + sigma);
            assertTrue(fast[2] > 0.01, variant + ": draws happen with komi 0 (" + fast[2] + ")");
        }
    }

    /** Frequencies of black wins, white wins and draws, the mean length and its variance. */
    private static double[] frequencies(PlayoutSampler sampler, GameState start, int games, long seed) {
        SplittableRandom random = new SplittableRandom(seed);
        double[] out = new double[5];
        double squares = 0;
        for (int i = 0; i < games; i++) {
            PlayoutSampler.Result result = sampler.play(start, random);
            int k = result.outcome().winner().map(s -> s.index()).orElse(2);
            out[k]++;
            out[3] += result.plies();
            squares += (double) result.plies() * result.plies();
        }
        for (int k = 0; k < 4; k++) {
            out[k] /= games;
        }
        out[4] = squares / games - out[3] * out[3];
        return out;
    }
}
