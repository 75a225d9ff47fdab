package io.tabula.stones;

import io.tabula.core.GameDefinition;
import io.tabula.core.NotationException;
import io.tabula.core.Side;
import io.tabula.core.StateType;
import io.tabula.core.TypedDiagrams;
import java.util.List;
import java.util.function.Function;

/**
 * Diagrams of games of stones on any topology ({@link StoneText}). A set-up position has its
 * stones as given, the side to move, no passes and its counters at 0, and as many plies as
 * it has stones beyond the start position's.
 */
public final class StoneDiagrams extends TypedDiagrams<StoneState> {
    private final Function<GameDefinition, StoneRules> rules;

    public StoneDiagrams(StateType<StoneState, StoneMove> type, Function<GameDefinition, StoneRules> rules) {
        super(type);
        this.rules = rules;
    }

    @Override
    public StoneState fromDiagram(GameDefinition definition, List<String> rows, Side toMove) {
        StoneRules game = rules.apply(definition);
        byte[] cells = StoneText.cells(game.topology(), rows, symbols(game));
        int stones = 0;
        for (byte cell : cells) {
            stones += cell == StonePosition.EMPTY ? 0 : 1;
        }
        int start = game.topology().points() - StonePosition.initial(game).emptyCount();
        try {
            return new StoneState(StonePosition.setUp(game, cells, toMove.index(), Math.max(0, stones - start), 0,
                    new int[game.counters().size()]));
        } catch (IllegalArgumentException e) {
            throw new NotationException("diagram: " + e.getMessage());
        }
    }

    @Override
    protected List<String> diagramOf(StoneState state) {
        return StoneText.rows(state.topology(), state.frozen().cells(), symbols(state.rules()));
    }

    @Override
    public List<String> normalize(GameDefinition definition, List<String> rows) {
        StoneRules game = rules.apply(definition);
        return StoneText.rows(game.topology(), StoneText.cells(game.topology(), rows, symbols(game)), symbols(game));
    }

    /** The symbols of the sides, in their order. */
    static String symbols(StoneRules rules) {
        StringBuilder out = new StringBuilder();
        for (int s = 0; s < rules.sides(); s++) {
            out.append(rules.symbol(s));
        }
        return out.toString();
    }
}
