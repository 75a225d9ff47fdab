package io.tabula.junqi.notation;

import io.tabula.core.TypedDiagrams;
import io.tabula.core.GameDefinition;
import io.tabula.core.NotationException;
import io.tabula.core.Plural;
import io.tabula.core.Side;
import io.tabula.junqi.rules.Cells;
import io.tabula.junqi.rules.JunqiBoard;
import io.tabula.junqi.rules.JunqiState;
import io.tabula.junqi.rules.Piece;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * Junqi diagrams ({@code docs/rules/junqi.md} ("Diagrams and snapshots")): 12 strings, row 12 first, each of 5
 * cells separated by blanks; a cell is {@code .} or a side letter {@code r}/{@code b} and a
 * piece code ({@code r40}, {@code b32}, {@code rB}, {@code bM}, {@code rF}). Read ignoring
 * case; written with a lower-case side and an upper-case letter code. A diagram holds each
 * side's flag exactly once and no piece more often than the standard set has it (an expected
 * board after a flag capture may lack that flag: see {@link #normalize}); the deployment rules
 * are not enforced. A view writes an enemy piece it does not know as
 * {@code r?} or {@code b?}, which only snapshots of views read back.
 */
public final class JunqiDiagrams extends TypedDiagrams<JunqiState> {

    public JunqiDiagrams() {
        super(JunqiState.TYPE);
    }

    @Override
    public JunqiState fromDiagram(GameDefinition definition, List<String> rows, Side toMove) {
        byte[] cells = cells(rows, false);
        try {
            return JunqiState.setup(definition, cells, toMove);
        } catch (IllegalArgumentException e) {
            throw new NotationException("diagram: " + e.getMessage());
        }
    }

    @Override
    protected List<String> diagramOf(JunqiState state) {
        return rows(state.cells());
    }

    /**
     * The canonical rows of a diagram. Case files compare expected boards through this too,
     * and a board after a flag capture lacks that flag: so here a side may have no flag (but
     * not both), while {@link #fromDiagram} requires both flags.
     */
    @Override
    public List<String> normalize(GameDefinition definition, List<String> rows) {
        byte[] cells = cells(rows, false);
        try {
            JunqiState.checkReachablePieces(cells);
        } catch (IllegalArgumentException e) {
            throw new NotationException("diagram: " + e.getMessage());
        }
        return rows(cells);
    }

    /**
     * The canonical rows of a view's diagram, which may hold the unknown tokens {@code r?} and
     * {@code b?}. Piece counts are not checked: a view hides which pieces its tokens are.
     */
    @Override
    public List<String> normalizeView(GameDefinition definition, List<String> rows) {
        return rows(cells(rows, true));
    }

    /**
     * The cells of a diagram, one byte per post ({@link Cells}); piece counts unchecked.
     *
     * @param unknown whether {@code r?} and {@code b?} (a view's unknown tokens) are allowed
     * @throws NotationException naming the row and column that cannot be read
     */
    public static byte[] cells(List<String> rows, boolean unknown) {
        if (rows.size() != JunqiBoard.ROWS) {
            throw new NotationException("a Junqi diagram has " + JunqiBoard.ROWS + " rows, row 12 first; this one has "
                    + rows.size());
        }
        byte[] cells = new byte[JunqiBoard.POSTS];
        for (int i = 0; i < JunqiBoard.ROWS; i++) {
            int row = JunqiBoard.ROWS - i;
            String text = rows.get(i) == null ? "" : rows.get(i).strip();
            String[] tokens = text.isEmpty() ? new String[0] : text.split("\\s+");
            if (tokens.length != JunqiBoard.COLUMNS) {
                throw new NotationException("diagram row " + row + " (line " + (i + 1) + ") has "
                        + Plural.of(tokens.length, "cell") + "; a row has 5 cells separated by spaces, like \"r40 . rF . r32\"");
            }
            for (int c = 0; c < JunqiBoard.COLUMNS; c++) {
                cells[JunqiBoard.post(c, row)] = cell(tokens[c], unknown, "diagram row " + row + ", column "
                        + (char) ('a' + c));
            }
        }
        return cells;
    }

    /** The cell byte of one diagram token. */
    static byte cell(String token, boolean unknown, String where) {
        if (token.equals(".")) {
            return Cells.EMPTY;
        }
        String t = token.toLowerCase(Locale.ROOT);
        int side = t.isEmpty() ? -1 : t.charAt(0) == 'r' ? 0 : t.charAt(0) == 'b' ? 1 : -1;
        if (side < 0 || t.length() < 2) {
            throw new NotationException(where + ": '" + token + "' is not '.' or a side letter r or b and a piece "
                    + "code (40-32, B, M, F), like r40 or bF");
        }
        String code = t.substring(1);
        if (unknown && code.equals("?")) {
            return Cells.of(side, Cells.UNKNOWN);
        }
        Piece piece = Piece.ofCode(code).orElseThrow(() -> new NotationException(where + ": '" + token
                + "' has no piece code; codes are 40, 39, 38, 37, 36, 35, 34, 33, 32, B, M, F"));
        return Cells.of(side, piece);
    }

    /** The canonical rows of {@code cells}: row 12 first, cells joined by one space. */
    public static List<String> rows(byte[] cells) {
        List<String> out = new ArrayList<>(JunqiBoard.ROWS);
        StringBuilder sb = new StringBuilder();
        for (int row = JunqiBoard.ROWS; row >= 1; row--) {
            sb.setLength(0);
            for (int c = 0; c < JunqiBoard.COLUMNS; c++) {
                if (c > 0) {
                    sb.append(' ');
                }
                sb.append(token(cells[JunqiBoard.post(c, row)]));
            }
            out.add(sb.toString());
        }
        return out;
    }

    /** The canonical token of one cell: {@code .}, {@code r40}, {@code bF}, {@code b?}. */
    public static String token(byte cell) {
        if (cell == Cells.EMPTY) {
            return ".";
        }
        String side = Cells.side(cell) == 0 ? "r" : "b";
        int kind = Cells.kind(cell);
        return side + (kind == Cells.UNKNOWN ? "?" : Piece.of(kind).code());
    }
}
