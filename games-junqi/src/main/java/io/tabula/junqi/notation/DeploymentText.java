package io.tabula.junqi.notation;

import io.tabula.core.NotationException;
import io.tabula.core.Plural;
import io.tabula.core.Side;
import io.tabula.junqi.rules.Cells;
import io.tabula.junqi.rules.Deployment;
import io.tabula.junqi.rules.JunqiBoard;
import io.tabula.junqi.rules.Piece;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * A side's deployment as text, in either of two forms:
 * <ul>
 *   <li>rows: the six rows of the side's half as the board diagram shows them, top row
 *       first (red: rows 6 down to 1; blue: rows 12 down to 7), 5 cells each separated by
 *       blanks, each {@code .} or a piece code with or without the side letter
 *       ({@code 40}, {@code rF}); rows separated by {@code /} or line breaks;</li>
 *   <li>a list of {@code post=piece}, separated by blanks or commas:
 *       {@code b1=F d1=M a1=M ...}.</li>
 * </ul>
 * Case is ignored. Parsing only reads: {@link Deployment#violations()} judges the result.
 */
public final class DeploymentText {
    private DeploymentText() {
    }

    /**
     * The deployment of {@code side} that {@code text} writes.
     *
     * @throws NotationException naming what cannot be read
     */
    public static Deployment parse(Side side, String text) {
        return text.contains("=") ? parseList(side, text) : parseRows(side, rowsOf(text));
    }

    /** The deployment of {@code side} written as six rows, top row first. */
    public static Deployment parseRows(Side side, List<String> rows) {
        if (rows.size() != 6) {
            throw new NotationException("a deployment has the 6 rows of the side's half, top row first; this one has "
                    + rows.size());
        }
        int top = side.index() == 0 ? 6 : 12;
        Map<Integer, Piece> pieces = new LinkedHashMap<>();
        for (int i = 0; i < 6; i++) {
            int row = top - i;
            String[] tokens = rows.get(i).strip().isEmpty() ? new String[0] : rows.get(i).strip().split("\\s+");
            if (tokens.length != JunqiBoard.COLUMNS) {
                throw new NotationException("deployment row " + row + " has " + Plural.of(tokens.length, "cell") + ", not 5");
            }
            for (int c = 0; c < JunqiBoard.COLUMNS; c++) {
                Piece piece = piece(side, tokens[c], "deployment row " + row + ", column " + (char) ('a' + c));
                if (piece != null) {
                    pieces.put(JunqiBoard.post(c, row), piece);
                }
            }
        }
        return Deployment.of(side, pieces);
    }

    private static Deployment parseList(Side side, String text) {
        Map<Integer, Piece> pieces = new LinkedHashMap<>();
        for (String entry : text.strip().split("[\\s,;]+")) {
            int eq = entry.indexOf('=');
            if (eq <= 0 || eq == entry.length() - 1) {
                throw new NotationException("'" + entry + "' is not post=piece, like b1=F");
            }
            int post = JunqiNotation.post(entry.substring(0, eq));
            Piece piece = piece(side, entry.substring(eq + 1), "deployment entry '" + entry + "'");
            if (piece == null) {
                continue;
            }
            if (pieces.put(post, piece) != null) {
                throw new NotationException("deployment names post " + JunqiBoard.name(post) + " twice");
            }
        }
        return Deployment.of(side, pieces);
    }

    private static List<String> rowsOf(String text) {
        return Arrays.stream(text.strip().split("\\s*(/|\\R)\\s*")).toList();
    }

    private static Piece piece(Side side, String token, String where) {
        if (token.equals(".")) {
            return null;
        }
        String code = token;
        char first = Character.toLowerCase(token.charAt(0));
        if (first == 'r' || first == 'b' && token.length() > 1) {
            if ((first == 'r' ? 0 : 1) != side.index()) {
                throw new NotationException(where + ": '" + token + "' is a piece of the other side");
            }
            code = token.substring(1);
        }
        String c = code;
        return Piece.ofCode(code).orElseThrow(() -> new NotationException(where + ": '" + c
                + "' is not a piece code (40-32, B, M, F)"));
    }

    /** The deployment as six rows of its side's half, top row first, with side letters ({@code rF}). */
    public static List<String> rows(Deployment deployment) {
        int side = deployment.side().index();
        int top = side == 0 ? 6 : 12;
        List<String> out = new ArrayList<>();
        for (int row = top; row > top - 6; row--) {
            StringBuilder sb = new StringBuilder();
            for (int c = 0; c < JunqiBoard.COLUMNS; c++) {
                Piece piece = deployment.piece(JunqiBoard.post(c, row));
                sb.append(c > 0 ? " " : "").append(piece == null ? "." : JunqiDiagrams.token(Cells.of(side, piece)));
            }
            out.add(sb.toString());
        }
        return out;
    }

    /** The deployment on one line, as Junqi notation writes a deployment move ({@link Deployment#text()}). */
    public static String line(Deployment deployment) {
        return deployment.text();
    }

    /** The deployment as a list {@code post=code}, in post order (pieces outside the half included). */
    public static String list(Deployment deployment) {
        StringBuilder sb = new StringBuilder();
        deployment.pieces().forEach((post, piece) -> sb.append(sb.length() > 0 ? " " : "")
                .append(JunqiBoard.name(post)).append('=').append(piece.code()));
        return sb.toString();
    }
}
