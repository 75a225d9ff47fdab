package io.tabula.core;

import io.tabula.draw.BoardDrawing;
import io.tabula.draw.Scene;
import io.tabula.draw.SquareGrid;
import io.tabula.draw.TopologyDrawing;
import io.tabula.topology.CompassBoard;
import io.tabula.topology.HexBoard;
import io.tabula.topology.Topology;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;
import java.util.function.Function;
import java.util.stream.IntStream;

/**
 * The drawing of a game whose module has none of its own (the Connect Four tutorial, a user's
 * module), made from its text diagram ({@link BoardDiagrams#toDiagram}): each non-empty cell a
 * piece labelled with its text. Cells are the characters of a row, or its words when the
 * diagram separates cells by spaces; {@code .}, {@code +} and {@code -} are empty.
 *
 * <p>A module that knows its board's {@link Topology} names it
 * ({@code new DiagramPainter(this, definition -> topology)}), and the page then draws what the
 * topology is ({@link TopologyDrawing}: a grid, hexagonal cells, a graph's points and edges
 * where the topology places them) with the topology's point names. The diagram's cells are
 * read as the points in the order of the board's rows, top row first, on a grid or a hex
 * board, and in point order on any other topology; a diagram of lines {@code name symbol}
 * (as the placement kit writes a graph) is read by name.
 *
 * <p>Without a topology the board is a grid of the diagram's cells, named by a column letter
 * and a row number from 1 at the bottom ({@code a1}). Either way, a move whose text in the
 * game's notation is a point's name is made by clicking that point; other moves are buttons.
 */
public final class DiagramPainter implements BoardPainter {
    private static final Set<String> EMPTY = Set.of(".", "+", "-");

    private final GameModule module;
    private final Function<GameDefinition, Optional<Topology>> topology;

    /** The drawing of the text diagram as a grid of cells. */
    public DiagramPainter(GameModule module) {
        this.module = module;
        this.topology = definition -> Optional.empty();
    }

    /** The drawing of each definition's board as {@code topology} gives it. */
    public DiagramPainter(GameModule module, Function<GameDefinition, Topology> topology) {
        this.module = module;
        this.topology = definition -> Optional.of(topology.apply(definition));
    }

    @Override
    public BoardDrawing board(GameDefinition definition) {
        Optional<Topology> board = topology.apply(definition);
        if (board.isPresent()) {
            return TopologyDrawing.of(board.get(), BoardDrawing.Style.CELLS);
        }
        List<List<String>> cells = cells(definition.newGame());
        int width = cells.stream().mapToInt(List::size).max().orElse(0);
        return SquareGrid.of(width, cells.size(), DiagramPainter::column, DiagramPainter::name,
                BoardDrawing.Style.CELLS, List.of());
    }

    @Override
    public Scene scene(GameState view) {
        List<Scene.Piece> pieces = new ArrayList<>();
        Optional<Topology> board = topology.apply(view.definition());
        List<String> rows = module.diagrams().toDiagram(view);
        if (board.isPresent()) {
            Topology t = board.get();
            String[] byPoint = byPoint(t, rows);
            for (int p = 0; p < t.points(); p++) {
                if (byPoint[p] != null && !EMPTY.contains(byPoint[p])) {
                    pieces.add(new Scene.Piece(t.name(p), "", byPoint[p], Scene.Glyph.PIECE));
                }
            }
            return Scene.of(pieces, List.of());
        }
        List<List<String>> cells = cells(rows);
        for (int row = 0; row < cells.size(); row++) {
            int y = cells.size() - 1 - row;
            List<String> line = cells.get(row);
            for (int x = 0; x < line.size(); x++) {
                String text = line.get(x);
                if (!EMPTY.contains(text)) {
                    pieces.add(new Scene.Piece(name(x, y), "", text, Scene.Glyph.PIECE));
                }
            }
        }
        return Scene.of(pieces, List.of());
    }

    /** A move whose text is a point of the board: that point's click; any other move, no path. */
    @Override
    public List<String> path(GameState state, Move move) {
        String text = module.notation().format(state, move).strip();
        Optional<Topology> board = topology.apply(state.definition());
        if (board.isPresent()) {
            Topology t = board.get();
            int point = t.point(text) != Topology.OFF ? t.point(text) : t.point(text.toLowerCase(Locale.ROOT));
            return point == Topology.OFF ? List.of() : List.of(t.name(point));
        }
        List<List<String>> cells = cells(state);
        int width = cells.stream().mapToInt(List::size).max().orElse(0);
        for (int y = 0; y < cells.size(); y++) {
            for (int x = 0; x < width; x++) {
                if (name(x, y).equalsIgnoreCase(text)) {
                    return List.of(name(x, y));
                }
            }
        }
        return List.of();
    }

    /** The diagram's cell text at each point of {@code t} (null where the diagram says nothing). */
    private static String[] byPoint(Topology t, List<String> rows) {
        String[] out = new String[t.points()];
        boolean named = !rows.isEmpty() && rows.stream().allMatch(row -> {
            String[] words = row.trim().split("\\s+");
            return words.length == 2 && t.point(words[0]) != Topology.OFF;
        });
        if (named) {
            for (String row : rows) {
                String[] words = row.trim().split("\\s+");
                out[t.point(words[0])] = words[1];
            }
            return out;
        }
        List<String> tokens = cells(rows).stream().flatMap(List::stream).toList();
        int[] order = IntStream.range(0, t.points()).boxed()
                .sorted(t instanceof CompassBoard || t instanceof HexBoard
                        ? Comparator.<Integer>comparingDouble(p -> -t.drawY(p)).thenComparingDouble(t::drawX)
                        : Comparator.naturalOrder())
                .mapToInt(Integer::intValue).toArray();
        for (int i = 0; i < Math.min(tokens.size(), order.length); i++) {
            out[order[i]] = tokens.get(i);
        }
        return out;
    }

    private List<List<String>> cells(GameState state) {
        return cells(module.diagrams().toDiagram(state));
    }

    private static List<List<String>> cells(List<String> rows) {
        boolean words = rows.stream().anyMatch(row -> row.trim().contains(" "));
        List<List<String>> out = new ArrayList<>();
        for (String row : rows) {
            String trimmed = row.trim();
            out.add(words ? Arrays.asList(trimmed.split("\\s+")) : trimmed.codePoints()
                    .mapToObj(Character::toString).toList());
        }
        return out;
    }

    private static String column(int x) {
        return x < 26 ? Character.toString('a' + x) : column(x / 26 - 1) + column(x % 26);
    }

    private static String name(int x, int y) {
        return column(x) + (y + 1);
    }
}
