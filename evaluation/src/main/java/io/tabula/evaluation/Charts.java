package io.tabula.evaluation;

import java.awt.BasicStroke;
import java.awt.Color;
import java.util.List;
import org.jfree.chart.ChartFactory;
import org.jfree.chart.JFreeChart;
import org.jfree.chart.axis.NumberAxis;
import org.jfree.chart.axis.SymbolAxis;
import org.jfree.chart.plot.PlotOrientation;
import org.jfree.chart.plot.ValueMarker;
import org.jfree.chart.plot.XYPlot;
import org.jfree.chart.renderer.xy.XYBarRenderer;
import org.jfree.chart.renderer.xy.XYErrorRenderer;
import org.jfree.data.statistics.HistogramDataset;
import org.jfree.data.xy.YIntervalSeries;
import org.jfree.data.xy.YIntervalSeriesCollection;

/** The report's charts, drawn by JFreeChart. */
final class Charts {
    private static final Color INK = new Color(0x2B, 0x5C, 0x8A);

    private Charts() {
    }

    /** The first side's score per definition, with its 95% interval and a line at one half (balance). */
    static JFreeChart firstSideScore(List<DefinitionReport> reports) {
        YIntervalSeries series = new YIntervalSeries("first side's score");
        String[] names = new String[reports.size()];
        for (int i = 0; i < reports.size(); i++) {
            Interval score = reports.get(i).firstSide();
            series.add(i, score.value(), score.low(), score.high());
            names[i] = reports.get(i).definition();
        }
        YIntervalSeriesCollection data = new YIntervalSeriesCollection();
        data.addSeries(series);
        SymbolAxis x = new SymbolAxis("definition", names);
        // Half a step of margin on each side, so that the first and last labels are drawn whole.
        x.setAutoRange(false);
        x.setRange(-0.5, names.length - 0.5);
        x.setTickLabelFont(x.getTickLabelFont().deriveFont(10f));
        x.setVerticalTickLabels(names.length > 4);
        NumberAxis y = new NumberAxis("first side's score (win 1, draw 1/2), 95% interval");
        y.setRange(0, 1);
        XYErrorRenderer renderer = new XYErrorRenderer();
        renderer.setDrawXError(false);
        renderer.setSeriesPaint(0, INK);
        renderer.setErrorPaint(INK);
        renderer.setErrorStroke(new BasicStroke(2f));
        renderer.setCapLength(10);
        XYPlot plot = new XYPlot(data, x, y, renderer);
        plot.addRangeMarker(new ValueMarker(0.5, Color.GRAY, new BasicStroke(1f)));
        plot.setBackgroundPaint(Color.WHITE);
        plot.setRangeGridlinePaint(Color.LIGHT_GRAY);
        JFreeChart chart = new JFreeChart("Balance: the first side's score", JFreeChart.DEFAULT_TITLE_FONT, plot, false);
        chart.setBackgroundPaint(Color.WHITE);
        return chart;
    }

    /** Histograms of game length (plies), one series per definition, drawn over each other. */
    static JFreeChart lengths(List<DefinitionReport> reports) {
        HistogramDataset data = new HistogramDataset();
        for (DefinitionReport report : reports) {
            double[] values = report.lengths().stream().mapToDouble(Integer::doubleValue).toArray();
            data.addSeries(report.definition(), values, Math.max(1, Math.min(30, values.length / 4)));
        }
        JFreeChart chart = ChartFactory.createHistogram("Game length", "plies", "games", data,
                PlotOrientation.VERTICAL, true, false, false);
        XYPlot plot = chart.getXYPlot();
        plot.setForegroundAlpha(0.6f);
        plot.setBackgroundPaint(Color.WHITE);
        plot.setRangeGridlinePaint(Color.LIGHT_GRAY);
        ((XYBarRenderer) plot.getRenderer()).setShadowVisible(false);
        chart.setBackgroundPaint(Color.WHITE);
        return chart;
    }
}
