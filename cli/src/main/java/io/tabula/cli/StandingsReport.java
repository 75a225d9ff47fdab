package io.tabula.cli;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import io.tabula.referee.Elo;
import io.tabula.referee.Standings;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.function.Function;
import java.util.stream.Collectors;

/**
 * A tournament's standings as {@code tabula tournament} shows and saves them: the terminal table
 * (with each player's Elo estimate and its 95% error bar), the cross table, {@code standings.csv}
 * and {@code standings.json}.
 */
final class StandingsReport {
    private static final ObjectMapper JSON = new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT);

    private final Standings standings;
    private final Map<String, Elo.Rating> elo;

    StandingsReport(Standings standings) {
        this.standings = standings;
        this.elo = standings.elo().stream().collect(Collectors.toMap(Elo.Rating::name, Function.identity()));
    }

    String table() {
        int width = nameWidth();
        StringBuilder text = new StringBuilder("standings (points, then " + standings.tieBreak().words()
                + "; Elo with its 95% error bar):\n");
        text.append(String.format(Locale.ROOT, "%3s  %-" + width + "s %6s %5s %6s %7s %7s %7s %8s %12s%n", "#", "player",
                "games", "wins", "draws", "losses", "points", "SB", "Buchholz", "Elo"));
        int rank = 1;
        for (Standings.Standing line : standings.ranked()) {
            Elo.Rating rating = elo.get(line.name());
            String estimate = Double.isNaN(rating.margin()) ? "-"
                    : String.format(Locale.ROOT, "%+.0f ± %.0f", rating.rating(), rating.margin());
            text.append(String.format(Locale.ROOT, "%3d  %-" + width + "s %6d %5d %6d %7d %7s %7s %8s %12s%n", rank++,
                    line.name(), line.games(), line.wins(), line.draws(), line.losses(),
                    MatchCommand.points(line.points()), decimal(line.sonnebornBerger()), decimal(line.buchholz()),
                    estimate));
        }
        return text.toString();
    }

    /** Rows: a player's points against each column's player; {@code -} on the diagonal. */
    String crossTable() {
        int width = nameWidth();
        StringBuilder text = new StringBuilder("cross table (points of the row's player against the column's):\n");
        text.append(String.format("%-" + width + "s", ""));
        for (String name : standings.players()) {
            text.append(String.format(" %" + Math.max(5, name.length()) + "s", name));
        }
        text.append('\n');
        for (String row : standings.players()) {
            text.append(String.format("%-" + width + "s", row));
            for (String column : standings.players()) {
                String cell = row.equals(column) ? "-" : MatchCommand.points(standings.pointsAgainst(row, column)) + "/"
                        + standings.gamesBetween(row, column);
                text.append(String.format(" %" + Math.max(5, column.length()) + "s", cell));
            }
            text.append('\n');
        }
        return text.toString();
    }

    /**
     * One line a player, best first, with both tie-breaks (the ranking used the tournament's); an
     * Elo error bar left empty for a player without games.
     */
    String csv() {
        StringBuilder csv = new StringBuilder(
                "rank,player,games,wins,draws,losses,points,sonneborn_berger,buchholz,elo,elo_margin_95\n");
        int rank = 1;
        for (Standings.Standing line : standings.ranked()) {
            Elo.Rating rating = elo.get(line.name());
            csv.append(String.join(",", Integer.toString(rank++), GameFolder.csv(line.name()), Integer.toString(line.games()),
                    Integer.toString(line.wins()), Integer.toString(line.draws()), Integer.toString(line.losses()),
                    MatchCommand.points(line.points()), decimal(line.sonnebornBerger()), decimal(line.buchholz()),
                    decimal(rating.rating()),
                    Double.isNaN(rating.margin()) ? "" : decimal(rating.margin()))).append('\n');
        }
        return csv.toString();
    }

    /**
     * The tie-break that ranked under {@code tieBreak}, the same lines as {@link #csv()} under
     * {@code standings}, and the cross table under {@code cross}.
     */
    String json() {
        List<Map<String, Object>> lines = new ArrayList<>();
        int rank = 1;
        for (Standings.Standing line : standings.ranked()) {
            Elo.Rating rating = elo.get(line.name());
            Map<String, Object> entry = new LinkedHashMap<>();
            entry.put("rank", rank++);
            entry.put("player", line.name());
            entry.put("games", line.games());
            entry.put("wins", line.wins());
            entry.put("draws", line.draws());
            entry.put("losses", line.losses());
            entry.put("points", line.points());
            entry.put("sonnebornBerger", line.sonnebornBerger());
            entry.put("buchholz", line.buchholz());
            entry.put("elo", rating.rating());
            entry.put("eloMargin95", Double.isNaN(rating.margin()) ? null : rating.margin());
            lines.add(entry);
        }
        Map<String, Object> cross = new LinkedHashMap<>();
        for (String row : standings.players()) {
            Map<String, Object> cells = new LinkedHashMap<>();
            for (String column : standings.players()) {
                if (!row.equals(column) && standings.gamesBetween(row, column) > 0) {
                    cells.put(column, Map.of("points", standings.pointsAgainst(row, column),
                            "games", standings.gamesBetween(row, column)));
                }
            }
            cross.put(row, cells);
        }
        Map<String, Object> document = new LinkedHashMap<>();
        document.put("tieBreak", standings.tieBreak().words());
        document.put("standings", lines);
        document.put("cross", cross);
        try {
            return JSON.writeValueAsString(document) + "\n";
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("maps of numbers and strings always serialize", e);
        }
    }

    private int nameWidth() {
        return Math.max(6, standings.players().stream().mapToInt(String::length).max().orElse(0));
    }

    private static String decimal(double value) {
        return String.format(Locale.ROOT, "%.2f", value);
    }
}
