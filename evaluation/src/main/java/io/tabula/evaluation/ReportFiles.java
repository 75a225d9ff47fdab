package io.tabula.evaluation;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import java.awt.Graphics2D;
import java.awt.Rectangle;
import java.awt.image.BufferedImage;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.jfree.chart.ChartUtils;
import org.jfree.chart.JFreeChart;
import org.jfree.svg.SVGGraphics2D;

/**
 * A report written to a folder: {@code report.csv}, {@code report.json}, the charts as PNG
 * and SVG ({@code balance.*}, {@code lengths.*}), and {@code report.html}, which shows the
 * table and the charts on one page with nothing fetched from elsewhere. Where Java cannot draw
 * text (a machine without fontconfig or any font), the charts are left out and the page says
 * why ({@link #whyNoCharts}).
 */
public final class ReportFiles {
    private static final int WIDTH = 900;
    private static final int HEIGHT = 500;

    private ReportFiles() {
    }

    /** Writes every file into {@code folder}, made if missing, and returns the HTML page's path. */
    public static Path write(Path folder, Evaluation evaluation, List<DefinitionReport> reports) {
        System.setProperty("java.awt.headless", "true");
        try {
            Files.createDirectories(folder);
            Files.writeString(folder.resolve("report.csv"), csv(reports), StandardCharsets.UTF_8);
            Map<String, Object> json = new LinkedHashMap<>();
            json.put("agent", evaluation.agent().text());
            json.put("gamesPerDefinition", evaluation.games());
            json.put("seed", evaluation.seed());
            json.put("definitions", reports);
            new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT)
                    .writeValue(folder.resolve("report.json").toFile(), json);
            Map<String, JFreeChart> charts = new LinkedHashMap<>();
            StringBuilder svgs = new StringBuilder();
            Optional<String> noCharts = whyNoCharts();
            if (noCharts.isPresent()) {
                svgs.append("<p>").append(escape("The charts could not be drawn: " + noCharts.get())).append("</p>\n");
            } else {
                charts.put("balance", Charts.firstSideScore(reports));
                charts.put("lengths", Charts.lengths(reports));
            }
            for (Map.Entry<String, JFreeChart> chart : charts.entrySet()) {
                ChartUtils.saveChartAsPNG(folder.resolve(chart.getKey() + ".png").toFile(), chart.getValue(), WIDTH, HEIGHT);
                String svg = svg(chart.getValue());
                Files.writeString(folder.resolve(chart.getKey() + ".svg"), svg, StandardCharsets.UTF_8);
                svgs.append("<figure>").append(svg).append("</figure>\n");
            }
            Path page = folder.resolve("report.html");
            Files.writeString(page, html(evaluation, reports, svgs.toString()), StandardCharsets.UTF_8);
            return page;
        } catch (IOException e) {
            throw new UncheckedIOException("cannot write the report to " + folder + ": " + e.getMessage(), e);
        }
    }

    /**
     * Why charts cannot be drawn on this machine, or empty when they can: Java2D needs
     * fontconfig and at least one font to draw any text, and fails with an error otherwise.
     */
    public static Optional<String> whyNoCharts() {
        System.setProperty("java.awt.headless", "true");
        try {
            BufferedImage image = new BufferedImage(40, 20, BufferedImage.TYPE_INT_RGB);
            Graphics2D g = image.createGraphics();
            g.drawString("0.5", 2, 15);
            g.dispose();
            return Optional.empty();
        } catch (Throwable e) { // an Error from the font system is the expected failure here
            return Optional.of("Java cannot draw text here (" + e.getClass().getSimpleName()
                    + (e.getMessage() == null ? "" : ": " + e.getMessage())
                    + "); install fontconfig and a font, such as Debian's fonts-dejavu-core");
        }
    }

    static String csv(List<DefinitionReport> reports) {
        StringBuilder out = new StringBuilder();
        out.append(String.join(",", ReportTable.HEADS.stream().map(ReportFiles::csvCell).toList())).append('\n');
        for (List<String> row : ReportTable.rows(reports)) {
            out.append(String.join(",", row.stream().map(ReportFiles::csvCell).toList())).append('\n');
        }
        return out.toString();
    }

    private static String csvCell(String cell) {
        return cell.contains(",") || cell.contains("\"") ? "\"" + cell.replace("\"", "\"\"") + "\"" : cell;
    }

    private static String svg(JFreeChart chart) {
        SVGGraphics2D g = new SVGGraphics2D(WIDTH, HEIGHT);
        chart.draw(g, new Rectangle(0, 0, WIDTH, HEIGHT));
        return g.getSVGElement();
    }

    private static String html(Evaluation evaluation, List<DefinitionReport> reports, String svgs) {
        StringBuilder table = new StringBuilder("<table>\n<tr>");
        ReportTable.HEADS.forEach(h -> table.append("<th>").append(escape(h)).append("</th>"));
        table.append("</tr>\n");
        for (List<String> row : ReportTable.rows(reports)) {
            table.append("<tr>");
            row.forEach(cell -> table.append("<td>").append(escape(cell)).append("</td>"));
            table.append("</tr>\n");
        }
        table.append("</table>\n");
        return "<!DOCTYPE html>\n<html lang=\"en\"><head><meta charset=\"utf-8\"><title>Tabula evaluation</title>\n"
                + "<style>body{font-family:sans-serif;margin:2em}table{border-collapse:collapse}"
                + "td,th{border:1px solid #ccc;padding:4px 8px;text-align:left}figure{margin:1em 0}</style>"
                + "</head><body>\n<h1>Tabula evaluation</h1>\n<p>" + escape(reports.size() + " definition"
                + (reports.size() == 1 ? "" : "s") + ", " + evaluation.games() + " games each, every seat played by "
                + evaluation.agent().text() + ", seed " + evaluation.seed()) + ". The first side's score counts a win 1 "
                + "and a draw 1/2; its interval is the 95% Wilson score interval. Lead changes count how often the "
                + "agents' own estimates passed the lead from one player to another, per game; the winner is clear "
                + "at the share of the game's plies after which the winner's estimate stayed above "
                + ValueTrace.CLEAR + " (on a scale from -1, a sure loss, to 1, a sure win), over the won games; "
                + "'-' where the agents keep no estimates.</p>\n" + table + svgs
                + "<p>Data: <a href=\"report.csv\">report.csv</a>, <a href=\"report.json\">report.json</a>.</p>\n"
                + "</body></html>\n";
    }

    private static String escape(String text) {
        return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;").replace("\"", "&quot;");
    }
}
