package io.tabula.agent;

import com.google.common.base.Ticker;
import io.tabula.core.GameDefinition;
import io.tabula.core.PositionEvaluator;
import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;

/**
 * A built-in agent as the command line names it: a kind, then options after a colon,
 * {@code random}, {@code mcts:iterations=2000,exploration=1.0}, {@code ismcts:time=2s}.
 *
 * <ul>
 *   <li>{@code random}: a uniform choice among the legal moves.</li>
 *   <li>{@code mcts}: {@link MctsAgent}, for games with perfect information.</li>
 *   <li>{@code ismcts}: {@link IsMctsAgent}, for any game (it searches from the player's
 *       view; with perfect information it is plain UCT).</li>
 *   <li>{@code alphabeta}: {@link AlphaBetaAgent}, for two-player games with perfect
 *       information whose module offers a {@link io.tabula.core.PositionEvaluator}.</li>
 * </ul>
 *
 * <p>Options of {@code mcts} and {@code ismcts}: {@code iterations} (playouts per move,
 * default 1000), {@code exploration} (the UCT constant, default 1.414), {@code time} (a limit
 * per move such as {@code 500ms}, {@code 2s} or {@code 1m}, which ends the search early and
 * so makes moves depend on the machine's speed; without it equal seeds give equal games),
 * and for {@code mcts} {@code decisive} ({@code true}, the default, looks for a move that wins
 * at once at each node), {@code threads} (trees searched at once, default 1) and {@code leaf}
 * ({@code auto}, the default, values a new node as the module's evaluator asks, by its
 * {@link io.tabula.core.PositionEvaluator#playoutPlies() playout plies} or else by a whole
 * random playout; {@code playout} always by a whole playout; {@code evaluation} always by the
 * evaluator at once). Options of
 * {@code alphabeta}: {@code depth} (the deepest iteration in plies, default 4), {@code nodes}
 * (positions visited per move, default 20000) and {@code time}. Both {@code mcts} and
 * {@code alphabeta} take {@code solver} ({@code true}, the default, asks the module's
 * {@link io.tabula.core.ForcedWins} solver for a forced win before each search, where the
 * module has one) and {@code solverNodes} (its budget in positions, default
 * {@value MctsAgent.Settings#SOLVER_NODES}). The seed comes from the caller.
 */
public record AgentSpec(String kind, Map<String, String> options) {
    /** The kinds, as the command line names them. */
    public static final List<String> KINDS = List.of("random", "mcts", "ismcts", "alphabeta");

    /** The options of mcts that ismcts has not. */
    private static final Set<String> MCTS_ONLY = Set.of("decisive", "threads", "solver", "solverNodes", "leaf",
            "rave", "raveEquivalence", "priors", "policy", "reuse", "resign", "stop");
    private static final Set<String> SEARCH_OPTIONS = union(Set.of("iterations", "exploration", "time"), MCTS_ONLY);
    private static final Set<String> ALPHA_BETA_OPTIONS = Set.of("depth", "nodes", "time", "solver", "solverNodes");

    public AgentSpec {
        options = Map.copyOf(options);
    }

    /**
     * Reads {@code text}.
     *
     * @throws IllegalArgumentException naming the unknown kind, option or bad value
     */
    public static AgentSpec parse(String text) {
        String trimmed = text.trim();
        int colon = trimmed.indexOf(':');
        String kind = colon < 0 ? trimmed : trimmed.substring(0, colon);
        if (!KINDS.contains(kind)) {
            throw new IllegalArgumentException("unknown agent '" + kind + "': the agents are " + String.join(", ", KINDS));
        }
        Map<String, String> options = new LinkedHashMap<>();
        if (colon >= 0) {
            for (String part : trimmed.substring(colon + 1).split(",", -1)) {
                int eq = part.indexOf('=');
                if (eq <= 0) {
                    throw new IllegalArgumentException("agent option '" + part + "' of " + kind
                            + " is not NAME=VALUE, like iterations=2000");
                }
                String name = part.substring(0, eq).trim();
                if (options.put(name, part.substring(eq + 1).trim()) != null) {
                    throw new IllegalArgumentException("agent option " + name + " is given twice");
                }
            }
        }
        AgentSpec spec = new AgentSpec(kind, options);
        if (kind.equals("alphabeta")) {
            spec.alphaBetaSettings(); // every option checked now, not at the first move
        } else {
            spec.settings();
        }
        spec.timeLimit();
        return spec;
    }

    /** The agent for games of {@code definition}, seeded. */
    public Agent create(GameDefinition definition, long seed) {
        return create(definition, seed, MctsAgent.DeadlineSource.NONE);
    }

    /**
     * The agent for games of {@code definition}, seeded, that also stops each move's search by
     * the deadline {@code allowed} gives for it (a referee's clock and answer limit), or by its
     * own {@code time} option if that comes first. The random agent needs no time.
     */
    public Agent create(GameDefinition definition, long seed, MctsAgent.DeadlineSource allowed) {
        java.util.Objects.requireNonNull(allowed, "allowed");
        MctsAgent.DeadlineSource deadlines = deadlines(allowed);
        return switch (kind) {
            case "random" -> new RandomAgent(seed);
            case "mcts" -> {
                if (!definition.perfectInformation()) {
                    throw new IllegalArgumentException("mcts searches games with perfect information; "
                            + definition.text() + " hides information: use ismcts");
                }
                if (settings().leaf() == MctsAgent.Leaf.EVALUATION && definition.module().evaluator(definition).isEmpty()) {
                    throw new IllegalArgumentException("mcts:leaf=evaluation needs the module's position evaluation, and "
                            + definition.gameId() + " offers none: use leaf=playout");
                }
                yield new MctsAgent(settings(), seed, deadlines);
            }
            case "ismcts" -> new IsMctsAgent(settings(), seed, deadlines);
            case "alphabeta" -> alphaBeta(definition, seed, deadlines);
            default -> throw new IllegalStateException("unknown kind " + kind);
        };
    }

    /** How the spec reads back: the kind and its options as given. */
    public String text() {
        if (options.isEmpty()) {
            return kind;
        }
        StringBuilder out = new StringBuilder(kind).append(':');
        new java.util.TreeMap<>(options).forEach((k, v) -> out.append(k).append('=').append(v).append(','));
        return out.substring(0, out.length() - 1);
    }

    private Agent alphaBeta(GameDefinition definition, long seed, MctsAgent.DeadlineSource deadlines) {
        if (!definition.perfectInformation() || definition.type().players() != 2) {
            throw new IllegalArgumentException("alphabeta searches two-player games with perfect information; "
                    + definition.text() + " is not one: use " + (definition.perfectInformation() ? "mcts" : "ismcts"));
        }
        PositionEvaluator evaluator = definition.module().evaluator(definition).orElseThrow(() ->
                new IllegalArgumentException("alphabeta needs a position evaluation, and " + definition.gameId()
                        + " offers none: use mcts"));
        return new AlphaBetaAgent(new EachDefinition(definition, evaluator), alphaBetaSettings(), seed, deadlines);
    }

    /**
     * The module's evaluation under each state's own definition: a protocol session changes
     * the rules under a running agent (Gomocup's {@code START 20} and {@code INFO rule}), and an
     * evaluation knows the board and rules it was made for. The last one made is kept.
     */
    private static final class EachDefinition implements PositionEvaluator {
        private record Made(GameDefinition definition, PositionEvaluator evaluator) {
        }

        private volatile Made last;

        EachDefinition(GameDefinition definition, PositionEvaluator evaluator) {
            last = new Made(definition, evaluator);
        }

        private PositionEvaluator of(GameDefinition definition) {
            Made made = last;
            if (made.definition() != definition && !made.definition().equals(definition)) {
                made = new Made(definition, definition.module().evaluator(definition).orElseThrow(() ->
                        new IllegalArgumentException(definition.text() + " offers no position evaluation")));
                last = made;
            }
            return made.evaluator();
        }

        @Override
        public int evaluate(io.tabula.core.GameState state) {
            return of(state.definition()).evaluate(state);
        }

        @Override
        public List<io.tabula.core.Move> candidates(io.tabula.core.GameState state) {
            return of(state.definition()).candidates(state);
        }

        @Override
        public int evaluate(io.tabula.core.GameKernel kernel) {
            return of(kernel.definition()).evaluate(kernel);
        }

        @Override
        public List<io.tabula.core.Move> candidates(io.tabula.core.GameKernel kernel) {
            return of(kernel.definition()).candidates(kernel);
        }
    }

    private AlphaBetaAgent.Settings alphaBetaSettings() {
        AlphaBetaAgent.Settings settings = AlphaBetaAgent.Settings.DEFAULT;
        for (Map.Entry<String, String> option : options.entrySet()) {
            String name = option.getKey();
            String value = option.getValue();
            switch (name) {
                case "depth" -> {
                    int depth = positive(name, value);
                    if (depth > 100) {
                        throw new IllegalArgumentException("agent option depth=" + value + " is more than 100");
                    }
                    settings = settings.withDepth(depth);
                }
                case "nodes" -> settings = settings.withNodes(positive(name, value));
                case "time", "solver", "solverNodes" -> { } // read by timeLimit(), solverNodes()
                default -> throw new IllegalArgumentException("agent alphabeta has no option '" + name
                        + "'; its options are " + String.join(", ", new java.util.TreeSet<>(ALPHA_BETA_OPTIONS)));
            }
        }
        return settings.withSolverNodes(solverNodes());
    }

    /**
     * The solver's budget: 0 under {@code solver=false}, else {@code solverNodes} or the default.
     *
     * @throws IllegalArgumentException for a bad value, or a budget given with the solver off
     */
    private long solverNodes() {
        String on = options.get("solver");
        String nodes = options.get("solverNodes");
        boolean solver = on == null || bool("solver", on);
        if (!solver && nodes != null) {
            throw new IllegalArgumentException("agent option solverNodes=" + nodes + " is given with solver=false");
        }
        return !solver ? 0 : nodes == null ? MctsAgent.Settings.SOLVER_NODES : positive("solverNodes", nodes);
    }

    /** The MCTS settings the options give (for tests). */
    MctsAgent.Settings mctsSettings() {
        return settings();
    }

    private MctsAgent.Settings settings() {
        MctsAgent.Settings settings = MctsAgent.Settings.DEFAULT;
        for (Map.Entry<String, String> option : options.entrySet()) {
            String name = option.getKey();
            String value = option.getValue();
            if (kind.equals("random") || !SEARCH_OPTIONS.contains(name) || (kind.equals("ismcts") && MCTS_ONLY.contains(name))) {
                throw new IllegalArgumentException("agent " + kind + " has no option '" + name + "'"
                        + (kind.equals("random") ? "" : "; its options are iterations, exploration, time"
                                + (kind.equals("mcts") ? ", decisive, threads, solver, solverNodes, leaf, rave, "
                                        + "raveEquivalence, priors, policy, reuse, resign, stop" : "")));
            }
            switch (name) {
                case "iterations" -> settings = settings.withIterations(positive(name, value));
                case "exploration" -> settings = settings.withExploration(number(name, value));
                case "decisive" -> settings = settings.withDecisiveMoves(bool(name, value));
                case "threads" -> settings = settings.withThreads(positive(name, value));
                case "leaf" -> settings = settings.withLeaf(leaf(value));
                case "rave" -> settings = enhanced(settings, settings.enhancements().withRave(bool(name, value)));
                case "raveEquivalence" -> settings = enhanced(settings,
                        settings.enhancements().withRaveEquivalence(positive(name, value)));
                case "priors" -> settings = enhanced(settings, settings.enhancements().withPriors(bool(name, value)));
                case "policy" -> settings = enhanced(settings, settings.enhancements().withPolicy(bool(name, value)));
                case "reuse" -> settings = enhanced(settings, settings.enhancements().withReuse(bool(name, value)));
                case "resign" -> settings = enhanced(settings, settings.enhancements().withResign(winRate(name, value)));
                case "stop" -> settings = enhanced(settings, settings.enhancements().withEarlyStop(bool(name, value)));
                default -> { } // time, solver, solverNodes: read by timeLimit(), solverNodes()
            }
        }
        return kind.equals("mcts") ? settings.withSolverNodes(solverNodes()) : settings;
    }

    /** The earlier of {@code allowed}'s deadline and the {@code time} option's, on the caller's ticker. */
    private MctsAgent.DeadlineSource deadlines(MctsAgent.DeadlineSource allowed) {
        Duration limit = timeLimit();
        if (limit == null) {
            return allowed;
        }
        if (allowed == MctsAgent.DeadlineSource.NONE) {
            return () -> Deadline.in(Ticker.systemTicker(), limit);
        }
        return () -> allowed.forMove().atMost(limit);
    }

    private Duration timeLimit() {
        String value = options.get("time");
        if (value == null) {
            return null;
        }
        String v = value.toLowerCase(Locale.ROOT);
        String unit = v.endsWith("ms") ? "ms" : v.endsWith("s") ? "s" : v.endsWith("m") ? "m" : "";
        try {
            long amount = Long.parseLong(v.substring(0, v.length() - unit.length()));
            if (amount > 0 && !unit.isEmpty() && amount < 1_000_000) {
                return switch (unit) {
                    case "ms" -> Duration.ofMillis(amount);
                    case "s" -> Duration.ofSeconds(amount);
                    default -> Duration.ofMinutes(amount);
                };
            }
        } catch (NumberFormatException e) {
            // named below
        }
        throw new IllegalArgumentException("agent option time=" + value + " is not a positive time like 500ms, 2s or 1m");
    }

    private static int positive(String name, String value) {
        try {
            int n = Integer.parseInt(value);
            if (n >= 1) {
                return n;
            }
        } catch (NumberFormatException e) {
            // named below
        }
        throw new IllegalArgumentException("agent option " + name + "=" + value + " is not a whole number of 1 or more");
    }

    private static double number(String name, String value) {
        try {
            double x = Double.parseDouble(value);
            if (x >= 0 && x <= 100) {
                return x;
            }
        } catch (NumberFormatException e) {
            // named below
        }
        throw new IllegalArgumentException("agent option " + name + "=" + value + " is not a number from 0 to 100");
    }

    private static MctsAgent.Settings enhanced(MctsAgent.Settings settings, MctsAgent.Enhancements enhancements) {
        return settings.withEnhancements(enhancements);
    }

    private static Set<String> union(Set<String> a, Set<String> b) {
        Set<String> all = new java.util.HashSet<>(a);
        all.addAll(b);
        return Set.copyOf(all);
    }

    /** A win rate from 0 to below 1, as {@code resign} takes it. */
    private static double winRate(String name, String value) {
        try {
            double x = Double.parseDouble(value);
            if (x >= 0 && x < 1) {
                return x;
            }
        } catch (NumberFormatException e) {
            // named below
        }
        throw new IllegalArgumentException("agent option " + name + "=" + value + " is not a win rate from 0 to below 1");
    }

    /** {@code leaf=auto}, {@code playout} or {@code evaluation}: how MCTS values a new node. */
    private static MctsAgent.Leaf leaf(String value) {
        return switch (value) {
            case "auto" -> MctsAgent.Leaf.AUTO;
            case "playout" -> MctsAgent.Leaf.PLAYOUT;
            case "evaluation" -> MctsAgent.Leaf.EVALUATION;
            default -> throw new IllegalArgumentException("agent option leaf=" + value
                    + " is not auto, playout or evaluation");
        };
    }

    private static boolean bool(String name, String value) {
        if (value.equals("true") || value.equals("false")) {
            return Boolean.parseBoolean(value);
        }
        throw new IllegalArgumentException("agent option " + name + "=" + value + " is not true or false");
    }
}
