package io.tabula.stones;

import io.tabula.core.BoardPainter;
import io.tabula.core.GameDefinition;
import io.tabula.core.GameState;
import io.tabula.core.GameType;
import io.tabula.core.KernelFactory;
import io.tabula.core.ModuleChecks;
import io.tabula.core.PlayoutSampler;
import io.tabula.core.StandardGameModule;
import io.tabula.core.StateType;
import io.tabula.draw.BoardDrawing;
import io.tabula.options.OptionSchema;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.Function;

/**
 * A game module built on the placement kit: a variant gives its type, its options and its
 * rules ({@link #rulesFor}, a {@link StoneRules}), and gets everything else: the immutable
 * states, the notation (the topology's point names, {@code pass}, {@code swap}), diagrams for
 * any topology, JSON snapshots, the board for people and for the page, and the mutable kernel
 * ({@link StonePosition}) that playouts, searches and the evaluation play on, with its fast
 * random playouts.
 */
public abstract class StoneModule extends StandardGameModule {
    private final StateType<StoneState, StoneMove> states;
    private final Map<GameDefinition, StoneRules> rules = new ConcurrentHashMap<>();
    private final BoardPainter painter;
    private final PlayoutSampler sampler;

    /** A module whose stones sit on the crossings of a grid's lines (as in Go) when its board is a grid. */
    protected StoneModule(GameType type, OptionSchema options) {
        this(type, options, BoardDrawing.Style.INTERSECTIONS);
    }

    /** @param style on a grid, whether stones sit on the crossings of lines or in cells (Othello) */
    protected StoneModule(GameType type, OptionSchema options, BoardDrawing.Style style) {
        this(type, options, StateType.of(type.id(), StoneState.class, StoneMove.class), style);
    }

    private StoneModule(GameType type, OptionSchema options, StateType<StoneState, StoneMove> states,
            BoardDrawing.Style style) {
        super(type, options, new StoneNotation(states), new StoneDiagrams(states, RULES), new StoneCodec(states, RULES),
                ModuleChecks.NONE);
        this.states = states;
        this.painter = new StonePainter(states, RULES, style);
        this.sampler = new StoneSampler(states);
    }

    /** The rules of a definition, through whichever kit module made it. */
    private static final Function<GameDefinition, StoneRules> RULES =
            definition -> ((StoneModule) definition.module()).rules(definition);

    /** The rules of {@code definition}: its topology and what its stones do. Called once per definition. */
    protected abstract StoneRules rulesFor(GameDefinition definition);

    /** The rules of {@code definition}, made once. */
    public final StoneRules rules(GameDefinition definition) {
        return rules.computeIfAbsent(definition, this::rulesFor);
    }

    @Override
    public GameState newGame(GameDefinition definition) {
        return new StoneState(StonePosition.initial(rules(definition)));
    }

    /** Every kit game has its kernel: a copy of the state's position. */
    @Override
    public Optional<KernelFactory> kernels(GameDefinition definition) {
        return Optional.of(state -> states.state(state).position());
    }

    /** The kernel's playouts, on a position each thread reuses. */
    @Override
    public Optional<PlayoutSampler> fastSampler(GameDefinition definition) {
        return Optional.of(sampler);
    }

    @Override
    public BoardPainter painter() {
        return painter;
    }

    @Override
    public String render(GameState state) {
        StoneState stones = states.state(state);
        return StoneText.render(stones.topology(), stones.frozen().cells(), StoneDiagrams.symbols(stones.rules()));
    }

    @Override
    public String legend() {
        StringBuilder out = new StringBuilder();
        GameType type = type();
        StoneRules any = rules(defaultDefinition());
        for (int s = 0; s < type.sides().size(); s++) {
            out.append(any.symbol(s)).append(' ').append(type.side(s).id()).append(", ");
        }
        return out.append(". empty").toString();
    }

    @Override
    public String notationHelp() {
        return "A stone is its point's name (like c3); pass and swap where the game allows them.";
    }
}
