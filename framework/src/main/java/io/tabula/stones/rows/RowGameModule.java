package io.tabula.stones.rows;

import com.google.common.collect.Sets;
import io.tabula.core.BoardPainter;
import io.tabula.core.Capability;
import io.tabula.core.GameDefinition;
import io.tabula.core.GameState;
import io.tabula.core.GameType;
import io.tabula.core.KernelFactory;
import io.tabula.core.ModuleChecks;
import io.tabula.core.PlayoutSampler;
import io.tabula.core.StandardGameModule;
import io.tabula.core.StateCodec;
import io.tabula.core.StateType;
import io.tabula.options.OptionSchema;
import io.tabula.stones.StoneMove;
import java.util.EnumSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.Function;

/**
 * A game module built on the row blocks: a variant gives its type, its options and the
 * blocks a definition plays by ({@link #rulesFor}: a {@link RowGame} of {@link RowRules}), and
 * gets everything else for any topology and any number of sides: the immutable states, the
 * notation (the topology's point names, {@code x} and a point for a replacement, {@code pass}),
 * diagrams, JSON snapshots, the case-file keys {@code captures}, {@code stones} and
 * {@code replacing} where the blocks have them, the fast sampler on the one kernel, the board
 * for people and for the page. A game with turns of several stones declares
 * {@code SEVERAL_MOVES_PER_TURN} in its type; a definition whose turns all hold one stone drops it.
 *
 * <p>A foul that is claimed ({@link PlacementRule.Policy#CLAIMED}) needs a claim move, which
 * these states do not have (Gomoku's own states have it): {@link #rules} refuses such blocks.
 */
public abstract class RowGameModule extends StandardGameModule {
    private final StateType<RowState, StoneMove> states;
    private final Map<GameDefinition, RowGame> games = new ConcurrentHashMap<>();
    private final BoardPainter painter;

    /**
     * @param caseKeys the case-file keys of {@link RowChecks} the game checks: none,
     *                 {@code captures}, or {@code stones} and {@code replacing}
     */
    protected RowGameModule(GameType type, OptionSchema options, Set<String> caseKeys) {
        this(type, options, RowState.type(type.id()), caseKeys, null);
    }

    /**
     * As above, with a codec of the module's own (a snapshot format kept for records written
     * before the kit's; {@code codec} is handed the module's state type and the definition's game).
     */
    protected RowGameModule(GameType type, OptionSchema options, Set<String> caseKeys,
            CodecFactory codec) {
        this(type, options, RowState.type(type.id()), caseKeys, codec);
    }

    /** Makes a module's own codec from its state type and the game of each definition. */
    @FunctionalInterface
    protected interface CodecFactory {
        StateCodec<?> codec(StateType<RowState, StoneMove> type, Function<GameDefinition, RowGame> games);
    }

    private RowGameModule(GameType type, OptionSchema options, StateType<RowState, StoneMove> states,
            Set<String> caseKeys, CodecFactory codec) {
        super(type, options, new RowNotation(states), new RowDiagrams(states, GAMES),
                codec == null ? new RowCodec(states, GAMES) : codec.codec(states, GAMES),
                caseKeys.isEmpty() ? ModuleChecks.NONE : new RowChecks(states, caseKeys));
        this.states = states;
        this.painter = new RowPainter(states, GAMES, this::marks);
    }

    /** The game of a definition, through whichever row module made it. */
    private static final Function<GameDefinition, RowGame> GAMES =
            definition -> ((RowGameModule) definition.module()).rules(definition);

    /** The game {@code definition} plays: its blocks. Called once per definition. */
    protected abstract RowGame rulesFor(GameDefinition definition);

    /**
     * The game of {@code definition}, made once.
     *
     * @throws IllegalArgumentException when its blocks claim fouls, which these states cannot
     */
    public final RowGame rules(GameDefinition definition) {
        return games.computeIfAbsent(definition, d -> {
            RowGame game = rulesFor(d);
            PlacementRule placement = game.blocks().placement();
            if (placement != null && placement.policy() == PlacementRule.Policy.CLAIMED) {
                throw new IllegalArgumentException("a row game's states have no claim move, so its placement rule "
                        + "may make fouls illegal or losing, not claimed");
            }
            return game;
        });
    }

    /** The points drawn as star points on a definition's board; none by default. */
    protected List<Integer> marks(GameDefinition definition) {
        return List.of();
    }

    @Override
    public GameState newGame(GameDefinition definition) {
        return RowState.initial(rules(definition));
    }

    /** Several moves a turn only when the turn plan has a turn of more than one stone; passes only where allowed. */
    @Override
    public Set<Capability> capabilities(GameDefinition definition) {
        Set<Capability> capabilities = EnumSet.noneOf(Capability.class);
        capabilities.addAll(type().capabilities());
        RowRules blocks = rules(definition).blocks();
        if (blocks.oneMoveTurns()) {
            capabilities.remove(Capability.SEVERAL_MOVES_PER_TURN);
        }
        if (!blocks.passAllowed()) {
            capabilities.remove(Capability.PASS);
        }
        return Sets.immutableEnumSet(capabilities);
    }

    /** The kernel of every row game: the state's board, played in place ({@link RowKernel}). */
    @Override
    public Optional<KernelFactory> kernels(GameDefinition definition) {
        return Optional.of(state -> new RowKernel(states.state(state)));
    }

    @Override
    public Optional<PlayoutSampler> fastSampler(GameDefinition definition) {
        return Optional.of(new RowSampler(states));
    }

    @Override
    public BoardPainter painter() {
        return painter;
    }

    @Override
    public String render(GameState state) {
        return RowText.render(states.state(state));
    }

    @Override
    public String legend() {
        return RowText.legend(rules(defaultDefinition()));
    }

    @Override
    public String notationHelp() {
        return "A stone is its point's name, like " + rules(defaultDefinition()).blocks().topology().name(0)
                + "; a turn of several stones is several moves, one after the other.";
    }
}
