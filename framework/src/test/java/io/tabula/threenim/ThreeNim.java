package io.tabula.threenim;

import io.tabula.core.BoardDiagrams;
import io.tabula.core.Capability;
import io.tabula.core.GameDefinition;
import io.tabula.core.GameModule;
import io.tabula.core.GameState;
import io.tabula.core.GameType;
import io.tabula.core.Notation;
import io.tabula.core.NotationException;
import io.tabula.core.OutcomeReason;
import io.tabula.core.Side;
import io.tabula.core.StateCodec;
import io.tabula.core.StateType;
import io.tabula.core.TabulaException;
import io.tabula.core.TurnPlan;
import io.tabula.core.TypedDiagrams;
import io.tabula.core.TypedNotation;
import io.tabula.core.TypedStateCodec;
import io.tabula.options.IntOption;
import io.tabula.options.OptionSchema;
import io.tabula.options.Variant;
import java.util.List;
import java.util.Set;

/**
 * A test-only game of three players, to show that the core needs no change for more than
 * two: a pile of stones, players {@code north}, {@code east} and {@code south} in turn take
 * one or two stones a move, the first turn one move and every later turn two (the turn
 * plan of Connect6), and whoever takes the last stone wins. Diagram: one row of {@code #}
 * for the stones left ({@code .} for none).
 */
public final class ThreeNim implements GameModule {
    static final Side NORTH = new Side(0, "north");
    static final Side EAST = new Side(1, "east");
    static final Side SOUTH = new Side(2, "south");
    static final TurnPlan TURNS = TurnPlan.of(List.of(1), 2);

    /** Why a game ends. */
    enum End implements OutcomeReason {
        LAST_STONE
    }

    static final GameType TYPE = new GameType("three-nim", "Nim for three", List.of(NORTH, EAST, SOUTH),
            Set.of(Capability.SEVERAL_MOVES_PER_TURN, Capability.UNDO), List.of(End.values()));
    static final IntOption PILE = new IntOption("pile", "Stones in the pile at the start.", 11, 1, 60);
    private static final OptionSchema OPTIONS = new OptionSchema(List.of(PILE),
            List.of(Variant.of("standard", "Eleven stones.")));
    static final StateType<NimState, Take> STATES = StateType.of("three-nim", NimState.class, Take.class);

    /** Taking {@code stones} (1 or 2) from the pile. */
    record Take(int stones) implements io.tabula.core.Move {
    }

    @Override
    public GameType type() {
        return TYPE;
    }

    @Override
    public OptionSchema options() {
        return OPTIONS;
    }

    @Override
    public GameState newGame(GameDefinition definition) {
        return new NimState(definition, definition.get(PILE), 0);
    }

    @Override
    public Notation notation() {
        return new TypedNotation<NimState, Take>(STATES) {
            @Override
            protected Take parseMove(NimState state, String text) {
                return switch (text.strip()) {
                    case "1" -> new Take(1);
                    case "2" -> new Take(2);
                    default -> throw new NotationException("'" + text + "' is not a move: take 1 or 2");
                };
            }

            @Override
            protected String formatMove(NimState state, Take move) {
                return Integer.toString(move.stones());
            }
        };
    }

    @Override
    public BoardDiagrams diagrams() {
        return new TypedDiagrams<NimState>(STATES) {
            @Override
            public NimState fromDiagram(GameDefinition definition, List<String> rows, Side toMove) {
                if (rows.size() != 1 || !rows.get(0).matches("#*|\\.")) {
                    throw new NotationException("a Nim diagram is one row of # (or . for no stone)");
                }
                int left = rows.get(0).equals(".") ? 0 : rows.get(0).length();
                int taken = definition.get(PILE) - left;
                if (taken < 0) {
                    throw new NotationException("more stones than the pile holds");
                }
                // The position after as many moves of one stone as were taken, as near as a diagram can say.
                return new NimState(definition, left, taken);
            }

            @Override
            protected List<String> diagramOf(NimState state) {
                return List.of(state.left() == 0 ? "." : "#".repeat(state.left()));
            }

            @Override
            public List<String> normalize(GameDefinition definition, List<String> rows) {
                return diagramOf(fromDiagram(definition, rows, NORTH));
            }
        };
    }

    /** A Nim state as plain values: stones left and moves played. */
    public record NimSnapshot(int left, int ply) {
    }

    @Override
    public StateCodec<?> stateCodec() {
        return new TypedStateCodec<NimState, NimSnapshot>(STATES) {
            @Override
            public Class<NimSnapshot> snapshotType() {
                return NimSnapshot.class;
            }

            @Override
            protected NimSnapshot snapshotOf(NimState state) {
                return new NimSnapshot(state.left(), state.ply());
            }

            @Override
            public GameState restore(GameDefinition definition, NimSnapshot s) {
                if (s.left() < 0 || s.ply() < 0) {
                    throw new TabulaException("state fields 'left' and 'ply' must not be negative");
                }
                return new NimState(definition, s.left(), s.ply());
            }
        };
    }
}
