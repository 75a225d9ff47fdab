package io.tabula.go.notation;

import io.tabula.go.rules.BoardTopology;
import io.tabula.go.rules.GoMove;
import io.tabula.go.rules.GoOutcome;
import io.tabula.go.rules.GoState;
import io.tabula.go.rules.GoTopology;
import io.tabula.go.rules.Scoring;
import io.tabula.go.rules.Stones;
import io.tabula.stones.StoneText;
import java.util.Set;

/**
 * The Go board for people, as {@code tabula play go}, {@code sgf replay} and GTP's
 * {@code showboard} print it: column letters (no I) above and below, row numbers on both
 * sides, {@code X} black, {@code O} white, {@code .} an empty point and {@code +} an empty
 * star point ({@link StarPoints}); a {@code *} right after the stone of the last move (as
 * Junqi marks its last move), then the prisoners, the last move in words, and the result
 * once the game is scored. The case files' diagrams ({@link GoDiagrams}) stay plain.
 *
 * <p>A torus is drawn like a square board (its seams are the edges drawn) and a hex board
 * with each row half a cell further right than the row below, so that a cell's six
 * neighbours sit around it; both say so in a line under the board, and neither marks star
 * points, which belong to the square board. A board of the user's is written as the
 * placement kit writes its topology ({@link StoneText#render}: rows on a grid, one line per
 * point on a graph, {@code a1 X}), with a line saying how its points join up.
 */
public final class GoBoardText {
    /** What the board's letters and marks mean, for {@code help}. */
    public static final String LEGEND = "key: X black, O white, + star point, * after a stone: the last move";
    /** What the letters of a board of the user's mean, which has no star points and names its last move in words. */
    public static final String LEGEND_ON_ANY_BOARD = "key: X black, O white, . empty";

    private GoBoardText() {
    }

    /** {@code state} for people: the board, the prisoners, the last move and, once counted, the result. */
    public static String render(GoState state) {
        GoTopology board = state.rules().board();
        StringBuilder out = new StringBuilder();
        if (board.builtIn()) {
            drawRows(state, out);
        } else {
            out.append(StoneText.render(board.topology(), state.cells(), "XO")).append('\n')
                    .append(board.describe()).append('\n');
        }
        out.append(String.format("captures: black %d, white %d", state.captures(Stones.BLACK_SIDE),
                state.captures(Stones.WHITE_SIDE)));
        state.lastMove().ifPresent(last -> out.append(String.format("%nlast move: %s %s%s", last.side().id(),
                new GtpNotation().format(state, last.move()),
                last.move() instanceof GoMove.Place && board.builtIn() ? " (marked *)" : "")));
        if (state.isOver() && state.outcome().endedBy(GoOutcome.SCORE)) {
            out.append(String.format("%nresult: %s", state.score().result()));
            if (state.rules().scoring() == Scoring.AREA) {
                out.append(" (Chinese counting: ").append(state.chineseCount().describe()).append(')');
            }
        }
        return out.toString();
    }

    /** A built-in board in rows, with star points, the last move marked and the line on how it joins up. */
    private static void drawRows(GoState state, StringBuilder out) {
        int size = state.size();
        BoardTopology shape = state.rules().shape();
        Set<Integer> stars = shape == BoardTopology.SQUARE ? StarPoints.of(size) : Set.of();
        boolean hex = shape == BoardTopology.HEX;
        int marked = state.lastMove().map(GoState.LastMove::move)
                .map(m -> m instanceof GoMove.Place place ? place.point() : -1).orElse(-1);
        StringBuilder letters = new StringBuilder("    ");
        for (int x = 0; x < size; x++) {
            letters.append(GtpNotation.column(x)).append(' ');
        }
        String top = hex ? "    " + " ".repeat(size - 1) + letters.substring(4) : letters.toString();
        out.append(top.stripTrailing()).append('\n');
        for (int y = size - 1; y >= 0; y--) {
            out.append(String.format("%3d ", y + 1)).append(hex ? " ".repeat(y) : "");
            for (int x = 0; x < size; x++) {
                int point = y * size + x;
                byte stone = state.stone(point);
                char cell = stone == Stones.BLACK ? 'X' : stone == Stones.WHITE ? 'O'
                        : stars.contains(point) ? '+' : '.';
                // A suicide under suicide=true leaves the point empty: no stone, no mark.
                out.append(cell).append(point == marked && stone != Stones.EMPTY ? '*' : ' ');
            }
            out.append(String.format("%d%n", y + 1));
        }
        out.append(letters.toString().stripTrailing()).append('\n');
        switch (shape) {
            case SQUARE -> {
            }
            case TORUS -> out.append("torus: column A touches column ").append(GtpNotation.column(size - 1))
                    .append(", row 1 touches row ").append(size).append('\n');
            case HEX -> out.append("hex board: a cell touches the two beside it, the two above it"
                    + " and the two below it\n");
        }
    }
}
