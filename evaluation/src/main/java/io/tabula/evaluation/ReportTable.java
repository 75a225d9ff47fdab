package io.tabula.evaluation;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.stream.Collectors;

/** The reports as rows of text: a table for the terminal, and the same cells for CSV and HTML. */
public final class ReportTable {
    /** The column heads. */
    public static final List<String> HEADS = List.of("definition", "games", "first side score", "95% interval",
            "wins by side", "draws", "plies mean", "plies q1/median/q3", "branching", "lead changes", "winner clear at", "passes",
            "timeouts", "endings");

    private ReportTable() {
    }

    /** The line above the table: games per definition, the agent in every seat, the seed. */
    public static String title(Evaluation evaluation) {
        return String.format(Locale.ROOT, "%d game%s per definition, every seat %s, seed %d", evaluation.games(),
                evaluation.games() == 1 ? "" : "s", evaluation.agent().text(), evaluation.seed());
    }

    /** One row of cells per report. */
    public static List<List<String>> rows(List<DefinitionReport> reports) {
        List<List<String>> rows = new ArrayList<>();
        for (DefinitionReport r : reports) {
            List<String> wins = new ArrayList<>();
            for (int s = 0; s < r.sides().size(); s++) {
                wins.add(r.sides().get(s) + " " + r.winsBySide().get(s));
            }
            rows.add(List.of(r.definition(), String.valueOf(r.games()), percent(r.firstSide().value()),
                    percent(r.firstSide().low()) + "-" + percent(r.firstSide().high()), String.join(", ", wins),
                    String.valueOf(r.draws()), String.format(Locale.ROOT, "%.1f", r.lengthMean()),
                    r.lengthQuartiles().stream().map(String::valueOf).collect(Collectors.joining("/")),
                    String.format(Locale.ROOT, "%.1f", r.branching()),
                    r.estimatedGames() == 0 ? "-" : String.format(Locale.ROOT, "%.2f", r.leadChanges()),
                    r.estimatedGames() == 0 || r.games() == r.draws() ? "-" : percent(r.clearAt()),
                    String.valueOf(r.passes()), String.valueOf(r.timeouts()),
                    r.reasons().entrySet().stream().map(e -> e.getKey() + " " + e.getValue())
                            .collect(Collectors.joining(", "))));
        }
        return rows;
    }

    /** The table with aligned columns, for the terminal. */
    public static String text(List<DefinitionReport> reports) {
        List<List<String>> rows = new ArrayList<>();
        rows.add(HEADS);
        rows.addAll(rows(reports));
        int[] widths = new int[HEADS.size()];
        for (List<String> row : rows) {
            for (int c = 0; c < row.size(); c++) {
                widths[c] = Math.max(widths[c], row.get(c).length());
            }
        }
        StringBuilder out = new StringBuilder();
        for (int r = 0; r < rows.size(); r++) {
            List<String> row = rows.get(r);
            for (int c = 0; c < row.size(); c++) {
                out.append(c == 0 ? "" : "  ").append(pad(row.get(c), widths[c], c > 0 && c < 4));
            }
            out.append(System.lineSeparator());
            if (r == 0) {
                for (int c = 0; c < widths.length; c++) {
                    out.append(c == 0 ? "" : "  ").append("-".repeat(widths[c]));
                }
                out.append(System.lineSeparator());
            }
        }
        return out.toString();
    }

    static String percent(double fraction) {
        return String.format(Locale.ROOT, "%.1f%%", 100 * fraction);
    }

    private static String pad(String cell, int width, boolean right) {
        String space = " ".repeat(width - cell.length());
        return right ? space + cell : cell + space;
    }
}
