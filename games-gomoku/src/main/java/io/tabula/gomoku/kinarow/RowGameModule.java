package io.tabula.gomoku.kinarow;

import com.google.common.collect.Sets;
import io.tabula.core.BoardPainter;
import io.tabula.core.Capability;
import io.tabula.core.GameDefinition;
import io.tabula.core.GameState;
import io.tabula.core.GameType;
import io.tabula.core.ModuleChecks;
import io.tabula.core.PlayoutSampler;
import io.tabula.core.StandardGameModule;
import io.tabula.core.StateType;
import io.tabula.options.OptionSchema;
import java.util.EnumSet;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.Function;

/**
 * A game module built from the k-in-a-row blocks ({@link RowVariant}): a variant module gives
 * its type, its options and how a definition chooses the blocks ({@link #rulesFor}), and
 * gets the states, the renju-style notation, diagrams, JSON snapshots, the fast sampler,
 * the board for people and, when it captures, the {@code captures} case-file key, and
 * when it has stocks, the {@code stones} and {@code replacing} keys.
 */
public abstract class RowGameModule extends StandardGameModule {
    private final StateType<RowState, RowMove> states;
    private final Map<GameDefinition, RowVariant> rules = new ConcurrentHashMap<>();
    private final BoardPainter painter;

    /** @param captures whether the game captures pairs (it then checks the {@code captures} key of case files) */
    protected RowGameModule(GameType type, OptionSchema options, boolean captures) {
        this(type, options, captures ? Set.of("captures") : Set.of());
    }

    /**
     * @param caseKeys the case-file keys of {@link RowChecks} the game checks: none,
     *                 {@code captures}, or {@code stones} and {@code replacing}
     */
    protected RowGameModule(GameType type, OptionSchema options, Set<String> caseKeys) {
        this(type, options, StateType.of(type.id(), RowState.class, RowMove.class), caseKeys);
    }

    private RowGameModule(GameType type, OptionSchema options, StateType<RowState, RowMove> states,
            Set<String> caseKeys) {
        super(type, options, new RowNotation(states), new RowDiagrams(states, RULES), new RowStateCodec(states, RULES),
                caseKeys.isEmpty() ? ModuleChecks.NONE : new RowChecks(states, caseKeys));
        this.states = states;
        this.painter = new RowPainter(caseKeys.contains("captures"));
    }

    @Override
    public BoardPainter painter() {
        return painter;
    }

    /** The rules of a definition, through whichever module made it. */
    private static final Function<GameDefinition, RowVariant> RULES =
            definition -> ((RowGameModule) definition.module()).rules(definition);

    /** The blocks {@code definition} plays with: board size, row, turn plan, captures, opening. */
    protected abstract RowVariant rulesFor(GameDefinition definition);

    /** The blocks of {@code definition}, made once per definition. */
    public final RowVariant rules(GameDefinition definition) {
        return rules.computeIfAbsent(definition, this::rulesFor);
    }

    @Override
    public GameState newGame(GameDefinition definition) {
        RowVariant game = rules(definition);
        return RowState.setUp(game, new byte[game.size() * game.size()], type().side(0), 0, 0);
    }

    /** Several moves a turn when the turn plan has a turn of more than one stone. */
    @Override
    public Set<Capability> capabilities(GameDefinition definition) {
        Set<Capability> capabilities = EnumSet.copyOf(type().capabilities());
        if (rules(definition).blocks().oneMoveTurns()) {
            capabilities.remove(Capability.SEVERAL_MOVES_PER_TURN);
        }
        return Sets.immutableEnumSet(capabilities);
    }

    @Override
    public Optional<PlayoutSampler> fastSampler(GameDefinition definition) {
        return Optional.of(new RowSampler(states));
    }

    @Override
    public String render(GameState state) {
        return RowText.render(states.state(state));
    }

    @Override
    public String legend() {
        return RowText.LEGEND;
    }
}
