package io.tabula.conformance.contract;

import static org.junit.jupiter.api.Assertions.fail;

import io.tabula.core.GameDefinition;
import io.tabula.core.GameState;
import io.tabula.core.LargeMoveList;
import io.tabula.core.Move;
import io.tabula.json.TabulaJson;
import java.lang.reflect.Method;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.SplittableRandom;
import java.util.TreeSet;
import java.util.function.Consumer;
import java.util.stream.Stream;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/**
 * How the testers run a property: one dynamic test per definition, skipped with its reason
 * where the definition lacks what the property needs or the module suppresses it; and the
 * seeded random games the properties walk.
 */
final class Runs {
    /** Legal-move lists longer than this are probed by a sample ({@link #probe}), not walked. */
    static final int PROBE_ALL_UP_TO = 100_000;

    /** Moves a probe of a longer list takes: its first, its last and this many drawn from a fixed seed. */
    static final int PROBE_SAMPLE = 64;

    private Runs() {
    }

    /**
     * The tests of the calling property (the test factory that calls this: suppressions name
     * it), one per definition of {@code subject}, each named {@code says: definition}:
     * {@code body} runs for a definition that has what the property {@code needs}; the others,
     * and all where the subject suppresses the property, are skipped saying why.
     *
     * @throws IllegalArgumentException when a suppression of the subject names no property of its contract
     */
    static Stream<DynamicTest> perDefinition(ContractSubject subject, String says, Requirement needs,
            Consumer<GameDefinition> body) {
        return forProperty(subject, callingProperty(), says, needs, body);
    }

    /** {@link #perDefinition(ContractSubject, String, Requirement, Consumer)} of a property every definition must hold. */
    static Stream<DynamicTest> perDefinition(ContractSubject subject, String says, Consumer<GameDefinition> body) {
        return forProperty(subject, callingProperty(), says, Requirement.NONE, body);
    }

    /** {@link #perDefinition} with {@code body} run on every state of the seeded games, a failure naming the seed and ply. */
    static Stream<DynamicTest> eachState(ContractSubject subject, String says, Consumer<GameState> body) {
        return forProperty(subject, callingProperty(), says, Requirement.NONE, definition -> {
            for (int game = 0; game < subject.contractPlayouts(); game++) {
                List<GameState> states = playout(subject, definition, seed(game));
                for (int ply = 0; ply < states.size(); ply++) {
                    GameState state = states.get(ply);
                    try {
                        body.accept(state);
                    } catch (AssertionError e) {
                        throw new AssertionError("seed " + seed(game) + ", ply " + ply + ": " + e.getMessage(), e);
                    }
                }
            }
        });
    }

    /**
     * The test factory that called the method that calls this: the property's name, which is
     * by construction the name a suppression gives (no second spelling of it to drift).
     */
    private static String callingProperty() {
        return StackWalker.getInstance().walk(frames -> frames.skip(2).findFirst()).orElseThrow().getMethodName();
    }

    private static Stream<DynamicTest> forProperty(ContractSubject subject, String property, String says,
            Requirement needs, Consumer<GameDefinition> body) {
        Optional<Suppression> suppressed = suppression(subject, property);
        return subject.contractDefinitions().stream().map(definition ->
                DynamicTest.dynamicTest(says + ": " + definition.text(), () -> {
                    suppressed.ifPresent(s -> Assumptions.abort("suppressed: " + s.reason()));
                    Assumptions.assumeTrue(needs.holds().test(definition),
                            () -> "not applicable: " + definition.text() + " lacks " + needs.description());
                    body.accept(definition);
                }));
    }

    /** The subject's suppression of {@code property}, after checking that each of its suppressions names a property. */
    static Optional<Suppression> suppression(ContractSubject subject, String property) {
        List<Suppression> suppressions = subject.contractSuppressions();
        if (suppressions.isEmpty()) {
            return Optional.empty();
        }
        Set<String> properties = new TreeSet<>();
        for (Method method : subject.getClass().getMethods()) {
            if (method.isAnnotationPresent(TestFactory.class)) {
                properties.add(method.getName());
            }
        }
        for (Suppression suppression : suppressions) {
            if (!properties.contains(suppression.property())) {
                throw new IllegalArgumentException("the suppression of '" + suppression.property()
                        + "' names no property of the contract; its properties: " + String.join(", ", properties));
            }
        }
        return suppressions.stream().filter(s -> s.property().equals(property)).findFirst();
    }

    /** The seed of game number {@code game} of a property. */
    static long seed(int game) {
        return 1_000L + game;
    }

    /** The states of one seeded uniform-random game, start included. */
    static List<GameState> playout(ContractSubject subject, GameDefinition definition, long seed) {
        SplittableRandom random = new SplittableRandom(seed);
        List<GameState> states = new ArrayList<>();
        GameState state = definition.newGame();
        states.add(state);
        while (!state.isOver()) {
            if (states.size() > subject.contractMaxPlies()) {
                fail("playout with seed " + seed + " did not end within " + subject.contractMaxPlies() + " plies");
            }
            List<Move> moves = state.legalMoves();
            state = state.apply(LargeMoveList.random(moves, random));
            states.add(state);
        }
        return states;
    }

    /** The moves of the game {@link #playout} plays from {@code seed}. */
    static List<Move> movesOf(ContractSubject subject, GameDefinition definition, long seed) {
        SplittableRandom random = new SplittableRandom(seed);
        List<Move> moves = new ArrayList<>();
        GameState state = definition.newGame();
        while (!state.isOver() && moves.size() <= subject.contractMaxPlies()) {
            List<Move> legal = state.legalMoves();
            Move move = LargeMoveList.random(legal, random);
            moves.add(move);
            state = state.apply(move);
        }
        return moves;
    }

    /**
     * The legal moves a property walks: all of them, or, for a {@link LargeMoveList} of more
     * than {@link #PROBE_ALL_UP_TO} (a Junqi deployment has some 7 * 10^17 legal layouts), its
     * first, its last and {@link #PROBE_SAMPLE} at indexes drawn from a seed of its count, so
     * that the same list gives the same probe.
     */
    static List<Move> probe(List<Move> moves) {
        if (!(moves instanceof LargeMoveList large) || large.count() <= PROBE_ALL_UP_TO) {
            return moves;
        }
        long count = large.count();
        SplittableRandom random = new SplittableRandom(count);
        Set<Long> indexes = new LinkedHashSet<>(List.of(0L, count - 1));
        while (indexes.size() < PROBE_SAMPLE + 2) {
            indexes.add(random.nextLong(count));
        }
        return indexes.stream().map(large::get).toList();
    }

    /** Number of legal move sequences of length {@code depth} from {@code state}. */
    static long perft(GameState state, int depth) {
        if (depth == 0) {
            return 1;
        }
        List<Move> moves = state.legalMoves();
        if (depth == 1) {
            return LargeMoveList.countOf(moves);
        }
        long total = 0;
        for (Move move : moves) {
            total += perft(state.apply(move), depth - 1);
        }
        return total;
    }

    static TabulaJson json(GameState state) {
        return JsonCache.of(state.definition().module());
    }

    /** The state as its JSON snapshot: equal texts, equal states. */
    static String snapshotText(GameState state) {
        return json(state).stateToJson(state);
    }
}
