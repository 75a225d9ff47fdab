package io.tabula.junqi.notation;

import io.tabula.core.BoardPainter;
import io.tabula.core.GameDefinition;
import io.tabula.core.GameState;
import io.tabula.core.Move;
import io.tabula.draw.BoardDrawing;
import io.tabula.draw.Scene;
import io.tabula.junqi.rules.Cells;
import io.tabula.junqi.rules.JunqiBoard;
import io.tabula.junqi.rules.JunqiMove;
import io.tabula.junqi.rules.JunqiRules;
import io.tabula.junqi.rules.JunqiState;
import io.tabula.junqi.rules.Piece;
import io.tabula.topology.GraphTopology;
import java.util.ArrayList;
import java.util.List;

/**
 * The Junqi board for a page, from the board graph ({@link JunqiBoard#GRAPH}): the 60 posts
 * named as the notation names them ({@code a1} to {@code e12}), roads and railways, camps and
 * headquarters, red's half at the bottom and a gap at the front line. Pieces are labelled
 * with their codes ({@code 40}, {@code F}); an enemy piece the view does not show is a
 * {@code hidden} piece with no label, so a seat's scene holds no identity it may not know.
 */
public final class JunqiPainter implements BoardPainter {
    @Override
    public BoardDrawing board(GameDefinition definition) {
        GraphTopology graph = JunqiBoard.GRAPH;
        List<BoardDrawing.Point> points = new ArrayList<>();
        List<String> camps = new ArrayList<>();
        List<String> headquarters = new ArrayList<>();
        for (int post = 0; post < graph.points(); post++) {
            String name = graph.name(post);
            points.add(new BoardDrawing.Point(name, graph.drawX(post), TOP - graph.drawY(post)));
            switch (JunqiBoard.kind(post)) {
                case CAMP -> camps.add(name);
                case HEADQUARTERS -> headquarters.add(name);
                default -> { }
            }
        }
        List<BoardDrawing.Line> lines = new ArrayList<>();
        for (GraphTopology.Link link : graph.links()) {
            lines.add(new BoardDrawing.Line(graph.name(link.a()), graph.name(link.b()),
                    JunqiBoard.LinkKind.of(link.kind()) == JunqiBoard.LinkKind.RAILWAY ? BoardDrawing.LineKind.RAILWAY
                            : BoardDrawing.LineKind.ROAD));
        }
        List<BoardDrawing.Label> labels = new ArrayList<>();
        for (int column = 0; column < JunqiBoard.COLUMNS; column++) {
            String letter = Character.toString('a' + column);
            labels.add(new BoardDrawing.Label(letter, column, y(12) - 0.9));
            labels.add(new BoardDrawing.Label(letter, column, y(1) + 0.9));
        }
        for (int row = 1; row <= JunqiBoard.ROWS; row++) {
            labels.add(new BoardDrawing.Label(Integer.toString(row), -0.9, y(row)));
            labels.add(new BoardDrawing.Label(Integer.toString(row), JunqiBoard.COLUMNS - 1 + 0.9, y(row)));
        }
        return new BoardDrawing(JunqiBoard.COLUMNS, JunqiBoard.ROWS + JunqiBoard.FRONT_GAP, points, lines,
                List.of(new BoardDrawing.Region(camps, "camp"), new BoardDrawing.Region(headquarters, "headquarters")),
                labels, BoardDrawing.Style.INTERSECTIONS);
    }

    /** The page's y of the top row: the graph draws upwards from row 1, the page downwards from row 12. */
    private static final double TOP = JunqiBoard.ROWS - 1 + JunqiBoard.FRONT_GAP;

    /** The page's y of {@code row}: row 12 at the top, row 1 at the bottom, the halves apart by the front gap. */
    private static double y(int row) {
        return TOP - JunqiBoard.GRAPH.drawY(JunqiBoard.post(0, row));
    }

    @Override
    public Scene scene(GameState view) {
        JunqiState state = JunqiState.TYPE.state(view);
        List<Scene.Piece> pieces = new ArrayList<>();
        for (int post = 0; post < JunqiBoard.POSTS; post++) {
            byte cell = state.cell(post);
            if (cell == Cells.EMPTY) {
                continue;
            }
            String owner = JunqiRules.side(Cells.side(cell)).id();
            int kind = Cells.kind(cell);
            pieces.add(kind == Cells.UNKNOWN
                    ? new Scene.Piece(JunqiBoard.name(post), owner, "", Scene.Glyph.HIDDEN)
                    : new Scene.Piece(JunqiBoard.name(post), owner, Piece.of(kind).code(), Scene.Glyph.PIECE));
        }
        List<Scene.Mark> marks = new ArrayList<>();
        state.lastMove().ifPresent(step -> {
            marks.add(Scene.Mark.of(JunqiBoard.name(step.from()), "last-move"));
            marks.add(Scene.Mark.of(JunqiBoard.name(step.to()), "last-move"));
        });
        return Scene.of(pieces, marks);
    }

    /** A step's post and destination; a deployment is a whole layout, made by a button. */
    @Override
    public List<String> path(GameState state, Move move) {
        if (move instanceof JunqiMove.Step step) {
            return List.of(JunqiBoard.name(step.from()), JunqiBoard.name(step.to()));
        }
        return List.of();
    }
}
