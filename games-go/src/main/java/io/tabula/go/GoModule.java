package io.tabula.go;

import com.google.common.collect.Sets;
import io.tabula.core.BoardPainter;
import io.tabula.core.Capability;
import io.tabula.go.notation.GoPainter;
import io.tabula.go.sgf.GoSgfFormat;
import io.tabula.core.RecordFormat;
import io.tabula.core.DeadStoneAgreement;
import io.tabula.core.GameDefinition;
import io.tabula.core.EngineDialect;
import io.tabula.core.GameState;
import io.tabula.core.GameType;
import io.tabula.core.PlayoutSampler;
import io.tabula.core.ProtocolSession;
import io.tabula.core.StandardGameModule;
import io.tabula.go.notation.GoBoardText;
import io.tabula.go.notation.GoDiagrams;
import io.tabula.go.notation.GoStateCodec;
import io.tabula.go.notation.GtpNotation;
import io.tabula.go.protocol.GoGtp;
import io.tabula.go.protocol.GtpDialect;
import com.google.common.cache.Cache;
import com.google.common.cache.CacheBuilder;
import io.tabula.go.rules.GoOptions;
import io.tabula.go.rules.GoRules;
import io.tabula.go.rules.GoRulesProvider;
import io.tabula.go.rules.GoTopology;
import io.tabula.go.rules.GoOutcome;
import io.tabula.go.rules.HandicapPlacement;
import io.tabula.go.rules.GoSampler;
import io.tabula.go.rules.GoState;
import io.tabula.go.rules.Stones;
import io.tabula.options.OptionSpec;
import io.tabula.options.OptionValues;
import io.tabula.topology.Topology;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;
import java.util.function.Function;

/**
 * Go: any board from 2x2 to 25x25, square, a torus or a hex board (option
 * {@code topology}, the same rules on each), named rule sets as KataGo presets them
 * ({@code chinese}, {@code tromp-taylor}, {@code aga}, {@code new-zealand},
 * {@code japanese}, {@code ing}). Outcome reasons: {@code score}, {@code resign}.
 *
 * <p>Go on a board of the user's: a module of the user's extends this class and hands its
 * board to {@link #GoModule(String, String, Topology)}, or a board per definition chosen by
 * options of its own to {@link #GoModule(String, String, List, Function)}. It gets every
 * rule of the built-in boards on it, by the same code: the rule sets and options ko, suicide,
 * scoring, komi and white's handicap bonus, seki, area and territory scoring, the dead-stone
 * judgement and agreement, free handicap, the fast sampler; points are named as the
 * topology names them and the board is drawn from the topology's coordinates. What needs a
 * square board is not offered there: fixed handicap points (an option error), SGF and GTP
 * (the module offers neither).
 */
public class GoModule extends StandardGameModule implements GoRulesProvider {
    private static final GameType TYPE = typeOf("go", "Go");

    private static final GoPainter PAINTER = new GoPainter();

    /** The rules of each definition played, made once; a bound keeps a long fuzz run from keeping every komi it tried. */
    private final Cache<GameDefinition, GoRules> rules = CacheBuilder.newBuilder().maximumSize(256).build();

    /** The board of a definition on a board of the user's; null for the boards of option {@code topology}. */
    private final Function<OptionValues, Topology> userBoard;

    /** Go on the boards of options {@code size} and {@code topology}. */
    public GoModule() {
        super(TYPE, GoOptions.SCHEMA, new GtpNotation(), new GoDiagrams(), new GoStateCodec(), new GoChecks());
        this.userBoard = null;
    }

    /**
     * Go on {@code board}, a board of the user's, as game {@code id} called {@code name}: the
     * options of {@link GoOptions#RULES_ON_ANY_BOARD} and the rule sets of the built-in boards.
     *
     * @throws IllegalArgumentException for a board without points
     */
    protected GoModule(String id, String name, Topology board) {
        this(id, name, List.of(), checked(board));
    }

    /**
     * Go on boards of the user's, as game {@code id} called {@code name}: a definition's board
     * is {@code board} of its options, among them {@code boardOptions} (which say how the
     * user's boards differ, like a number of rings) before {@link GoOptions#RULES_ON_ANY_BOARD}.
     * {@code board} is asked once per definition; it must give the same board for the same
     * options.
     */
    protected GoModule(String id, String name, List<? extends OptionSpec<?>> boardOptions,
            Function<OptionValues, Topology> board) {
        super(typeOf(id, name), GoOptions.onBoard(boardOptions), new GtpNotation(), new GoDiagrams(),
                new GoStateCodec(), new GoChecks());
        this.userBoard = Objects.requireNonNull(board, "board");
    }

    private static GameType typeOf(String id, String name) {
        return new GameType(id, name, List.of(Stones.BLACK_SIDE, Stones.WHITE_SIDE),
                Set.of(Capability.PASS, Capability.REPETITION_RULE, Capability.PHASES, Capability.UNDO),
                List.of(GoOutcome.values()));
    }

    private static Function<OptionValues, Topology> checked(Topology board) {
        GoTopology.of(board); // refuses a board without points now, not at the first game
        return values -> board;
    }

    /** The board of {@code values}: the option's, or the user's. */
    private GoTopology board(OptionValues values) {
        return userBoard == null ? GoTopology.of(values.get(GoOptions.TOPOLOGY), values.get(GoOptions.SIZE))
                : GoTopology.of(userBoard.apply(values));
    }

    /** Whether this module plays on boards of the user's rather than those of option {@code topology}. */
    public final boolean onUsersBoard() {
        return userBoard != null;
    }

    /** SGF of Go ({@code GM[1]}) on the built-in boards; none on a board of the user's, which SGF cannot name. */
    @Override
    public List<RecordFormat> recordFormats() {
        return userBoard == null ? List.of(new GoSgfFormat()) : List.of();
    }

    /** A phase besides play only with free handicap stones to place. */
    @Override
    public Set<Capability> capabilities(GameDefinition definition) {
        boolean freeHandicap = definition.get(GoOptions.HANDICAP) > 0
                && definition.get(GoOptions.HANDICAP_PLACEMENT) == HandicapPlacement.FREE;
        return freeHandicap ? type().capabilities() : Sets.immutableEnumSet(Sets.difference(type().capabilities(),
                Set.of(Capability.PHASES)));
    }

    /** The rules of {@code definition}: made once, shared by its states and the kernel boards made for them. */
    @Override
    public GoRules rules(GameDefinition definition) {
        GoRules made = rules.getIfPresent(definition);
        if (made == null) {
            made = new GoRules(definition, board(definition.options()));
            GoRules raced = rules.asMap().putIfAbsent(definition, made);
            made = raced == null ? made : raced;
        }
        return made;
    }

    @Override
    public void validate(OptionValues values) {
        if (userBoard == null) {
            GoOptions.validate(values);
        } else {
            GoOptions.validateOnBoard(values, board(values));
        }
    }

    @Override
    public GameState newGame(GameDefinition definition) {
        return GoState.initial(definition);
    }

    /** Random playouts on a mutable board with incremental chains ({@link GoSampler}). */
    @Override
    public Optional<PlayoutSampler> fastSampler(GameDefinition definition) {
        return Optional.of(new GoSampler());
    }

    /** The search's support ({@link io.tabula.go.search.GoSearchSupport}): move codes, policy playouts, priors, resignation. */
    @Override
    public <F> Optional<F> facet(Class<F> type, GameDefinition definition) {
        if (type == io.tabula.core.SearchSupport.class) {
            return Optional.of(type.cast(new io.tabula.go.search.GoSearchSupport(rules(definition))));
        }
        return Optional.empty();
    }

    /** GTP version 2 ({@link GoGtp}), which {@code tabula gtp} serves; none on a board of the user's (GTP's boards are square). */
    @Override
    public Map<String, ProtocolSession.Factory> protocols() {
        if (userBoard != null) {
            return Map.of();
        }
        return Map.of("gtp", new ProtocolSession.Factory() {
            @Override
            public ProtocolSession open(GameDefinition definition, long seed) {
                return new GoGtp(definition, seed);
            }

            @Override
            public ProtocolSession open(GameDefinition definition, long seed,
                    java.util.function.Function<GameState, io.tabula.core.Move> chooser) {
                return new GoGtp(definition, seed, chooser);
            }
        });
    }

    /** The referee plays external engines of this game in {@code gtp}; none on a board of the user's. */
    @Override
    public Map<String, EngineDialect> engineDialects() {
        return userBoard == null ? Map.of("gtp", new GtpDialect()) : Map.of();
    }

    /** After two passes: {@link GoDeadStoneAgreement} (the estimate of {@code DeadStones}, toggled by chains). */
    @Override
    public Optional<DeadStoneAgreement> deadStoneAgreement() {
        return Optional.of(new GoDeadStoneAgreement());
    }

    /** The board with star points and the last move marked ({@link GoBoardText}). */
    @Override
    public String render(GameState state) {
        return GoBoardText.render(GoState.TYPE.state(state));
    }

    /** The board with star points, stones, captures and the count at the end ({@link GoPainter}). */
    @Override
    public BoardPainter painter() {
        return PAINTER;
    }

    @Override
    public String legend() {
        return userBoard == null ? GoBoardText.LEGEND : GoBoardText.LEGEND_ON_ANY_BOARD;
    }

    @Override
    public String notationHelp() {
        if (userBoard != null) {
            GoTopology board = rules(defaultDefinition()).board();
            return "Moves: a point's name as the board names it, like " + board.name(0) + " or "
                    + board.name(board.points() - 1) + "; pass; resign.";
        }
        return "Moves: a column letter (no I) and a row number, like D4; pass; resign.";
    }
}
