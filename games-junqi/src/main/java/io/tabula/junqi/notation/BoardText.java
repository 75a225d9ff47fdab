package io.tabula.junqi.notation;

import io.tabula.core.Plural;
import io.tabula.junqi.rules.JunqiBoard;
import io.tabula.junqi.rules.JunqiState;
import io.tabula.junqi.rules.Piece;
import java.util.ArrayList;
import java.util.List;

/**
 * The board for people: row numbers and column letters, camps in parentheses,
 * headquarters in brackets, the last move marked with {@code *}, a key to the piece codes
 * ({@link #legend()}), and a line on the state.
 */
public final class BoardText {
    private BoardText() {
    }

    public static String render(JunqiState state) {
        List<String> lines = new ArrayList<>();
        lines.add("       a      b      c      d      e");
        byte[] cells = state.cells();
        int lastFrom = state.lastMove().map(m -> m.from()).orElse(-1);
        int lastTo = state.lastMove().map(m -> m.to()).orElse(-1);
        for (int row = JunqiBoard.ROWS; row >= 1; row--) {
            StringBuilder sb = new StringBuilder(String.format("%3d ", row));
            for (int c = 0; c < JunqiBoard.COLUMNS; c++) {
                int post = JunqiBoard.post(c, row);
                String token = JunqiDiagrams.token(cells[post]);
                String open = " ";
                String close = " ";
                if (JunqiBoard.isCamp(post)) {
                    open = "(";
                    close = ")";
                } else if (JunqiBoard.isHeadquarters(post)) {
                    open = "[";
                    close = "]";
                }
                String mark = post == lastFrom || post == lastTo ? "*" : " ";
                sb.append(String.format(" %s%-3s%s%s", open, token, close, mark));
            }
            lines.add(sb.toString().stripTrailing());
            if (row == 7) {
                lines.add("     ==  mountains between b6-b7 and d6-d7; railway a6-a7, c6-c7, e6-e7  ==");
            }
        }
        lines.addAll(legend());
        String last = state.lastMove().map(m -> m + state.lastCombat().map(c -> " (" + c.keyword() + ")")
                .orElse("")).orElse("none");
        String view = state.viewer().map(v -> ", " + v + "'s view").orElse("");
        if (state.deploying()) {
            lines.add(state.phase().name() + ": ply " + state.ply() + ", " + state.toMove() + " to deploy" + view);
        } else {
            lines.add("ply " + state.ply() + ", " + state.toMove() + " to move, "
                    + Plural.of(state.quietPlies(), "ply", "plies") + " without combat, last move " + last + view
                    + (state.isOver() ? ", " + state.describeOutcome() : ""));
        }
        return String.join("\n", lines);
    }

    /** The widest line of the key, so that it fits a terminal of 80 columns. */
    private static final int KEY_WIDTH = 80;

    /**
     * What the board's tokens mean, wrapped to 80 columns: the side letter, then the piece
     * code (ranks from 40 down to 32, a higher rank taking a lower one; bomb, landmine, flag;
     * an enemy piece the viewer cannot see), and the marks of camps, headquarters and the
     * last move.
     */
    public static List<String> legend() {
        List<String> phrases = new ArrayList<>(List.of("key:", "r red,", "b blue,", "then the piece:"));
        List<String> unranked = new ArrayList<>();
        for (int kind = Piece.values().length - 1; kind >= 0; kind--) {
            Piece piece = Piece.of(kind);
            if (piece.rank() > 0) {
                phrases.add(piece.code() + " " + piece.english() + (piece.rank() == 1 ? "" : ","));
            } else {
                unranked.add(0, piece.code() + " " + piece.english() + ","); // bomb, landmine, flag
            }
        }
        phrases.add("(higher takes lower);");
        phrases.addAll(unranked);
        phrases.addAll(List.of("? unseen;", "(camp),", "[headquarters],", "* last move"));
        List<String> lines = new ArrayList<>();
        StringBuilder line = new StringBuilder();
        for (String phrase : phrases) {
            if (line.length() > 0 && line.length() + 1 + phrase.length() > KEY_WIDTH) {
                lines.add(line.toString());
                line.setLength(0);
                line.append("    ");
            }
            line.append(line.length() == 0 ? "" : " ").append(phrase);
        }
        lines.add(line.toString());
        return lines;
    }
}
