package ${package};

import io.tabula.core.BoardDiagrams;
import io.tabula.core.Capability;
import io.tabula.core.GameDefinition;
import io.tabula.core.GameModule;
import io.tabula.core.GameState;
import io.tabula.core.GameType;
import io.tabula.core.Move;
import io.tabula.core.Notation;
import io.tabula.core.NotationException;
import io.tabula.core.Side;
import io.tabula.core.StateCodec;
import io.tabula.core.TabulaException;
import io.tabula.options.IntOption;
import io.tabula.options.OptionSchema;
import io.tabula.options.Variant;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Objects;
import java.util.Set;

/**
 * The game as the framework sees it: its type, its options, and how its moves and positions
 * are written. {@code META-INF/services/io.tabula.core.GameModule} names this class, and that
 * is how {@code tabula} and the tests find the game. The rules are in {@link ${gameClass}State}.
 */
public final class ${gameClass}Module implements GameModule, Notation, BoardDiagrams,
        StateCodec<${gameClass}Module.Snapshot> {
    static final IntOption SIZE = new IntOption("size", "the board's width and height, 3 to 19", 3, 3, 19);
    static final IntOption LINE = new IntOption("line", "how many in a row win", 3, 3, 19);
    static final GameType TYPE = new GameType("${gameId}", "${gameName}",
            List.of(new Side(0, "x"), new Side(1, "o")), Set.of(Capability.UNDO),
            List.of(${gameClass}Outcome.values()));
    private static final OptionSchema OPTIONS = new OptionSchema(List.of(SIZE, LINE),
            List.of(Variant.of("standard", "three in a row on a 3x3 board, x first")));

    /** A position as plain values for JSON snapshots: the diagram and the side to move. */
    public record Snapshot(List<String> board, String toMove) {}

    @Override
    public GameState newGame(GameDefinition definition) {
        int size = definition.get(SIZE);
        if (definition.get(LINE) > size) {
            throw new TabulaException("option line (" + definition.get(LINE)
                    + ") must not exceed option size (" + size + ")");
        }
        char[] cells = new char[size * size];
        java.util.Arrays.fill(cells, ${gameClass}State.EMPTY);
        return new ${gameClass}State(definition, cells, 0);
    }

    /** A move is a point: a column letter and a row number from the bottom, like {@code b2}. */
    @Override
    public Move parse(GameState state, String text) {
        String t = text.trim().toLowerCase(Locale.ROOT);
        int size = state.definition().get(SIZE);
        if (t.matches("[a-s][1-9][0-9]?")) {
            int x = t.charAt(0) - 'a';
            int y = Integer.parseInt(t.substring(1)) - 1;
            if (x < size && y < size) {
                return new ${gameClass}State.Place(x, y);
            }
        }
        throw new NotationException("'" + text.trim() + "' is not a point of this " + size + "x" + size
                + " board (a column letter and a row number, like b2)");
    }

    @Override
    public String format(GameState state, Move move) {
        ${gameClass}State.Place place = (${gameClass}State.Place) move;
        return (char) ('a' + place.x()) + String.valueOf(place.y() + 1);
    }

    /** Diagrams are rows of X, O and ., the top row first, as people draw a board. */
    @Override
    public List<String> toDiagram(GameState state) {
        char[] cells = ((${gameClass}State) state).cells();
        int size = state.definition().get(SIZE);
        List<String> rows = new ArrayList<>();
        for (int y = size - 1; y >= 0; y--) {
            rows.add(new String(cells, y * size, size));
        }
        return rows;
    }

    @Override
    public GameState fromDiagram(GameDefinition definition, List<String> rows, Side toMove) {
        int size = definition.get(SIZE);
        if (rows.size() != size) {
            throw new NotationException("a diagram here is " + size + " rows, not " + rows.size());
        }
        char[] cells = new char[size * size];
        for (int r = 0; r < size; r++) {
            String row = rows.get(r).replace(" ", "").toUpperCase(Locale.ROOT);
            if (row.length() != size) {
                throw new NotationException("diagram row " + (size - r) + " has " + row.length()
                        + " cells, not " + size + ": '" + rows.get(r) + "'");
            }
            for (int x = 0; x < size; x++) {
                char cell = row.charAt(x);
                if (cell != ${gameClass}State.EMPTY && ${gameClass}State.PIECES.indexOf(cell) < 0) {
                    throw new NotationException("diagram row " + (size - r) + ": '" + cell + "' is not X, O or .");
                }
                cells[(size - 1 - r) * size + x] = cell;
            }
        }
        return new ${gameClass}State(definition, cells, toMove.index());
    }

    @Override
    public List<String> normalize(GameDefinition definition, List<String> rows) {
        return toDiagram(fromDiagram(definition, rows, TYPE.side(0)));
    }

    @Override
    public Snapshot snapshot(GameState state) {
        return new Snapshot(toDiagram(state), state.toMove().id());
    }

    @Override
    public GameState restore(GameDefinition definition, Snapshot snapshot) {
        Side toMove = TYPE.side(Objects.requireNonNullElse(snapshot.toMove(), ""))
                .orElseThrow(() -> new TabulaException("state field 'toMove' must be x or o"));
        return fromDiagram(definition, Objects.requireNonNullElse(snapshot.board(), List.of()), toMove);
    }

    @Override
    public String notationHelp() {
        return "Moves: a point, a column letter and a row number from the bottom, like b2.";
    }

    @Override public Class<Snapshot> snapshotType() { return Snapshot.class; }
    @Override public GameType type() { return TYPE; }
    @Override public OptionSchema options() { return OPTIONS; }
    @Override public Notation notation() { return this; }
    @Override public BoardDiagrams diagrams() { return this; }
    @Override public StateCodec<?> stateCodec() { return this; }
}
