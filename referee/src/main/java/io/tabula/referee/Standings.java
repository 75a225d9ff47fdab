package io.tabula.referee;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The standings of a tournament after some games: each player's games, wins, draws, losses and
 * points (a win 1, a draw 1/2, a bye of a Swiss a won game), ranked by points, then by a
 * {@link TieBreak}, then by name; the cross table of points each player scored against each
 * other; and an Elo estimate of each player with its error bar. Both tie-breaks are given for
 * every player; the tournament's format chooses the one that ranks.
 */
public final class Standings {
    private final List<String> players;
    private final List<Match.Game> games;
    private final List<String> byes;
    private final TieBreak tieBreak;

    private Standings(List<String> players, List<Match.Game> games, List<String> byes, TieBreak tieBreak) {
        this.players = List.copyOf(players);
        this.games = List.copyOf(games);
        this.byes = List.copyOf(byes);
        this.tieBreak = tieBreak;
    }

    /**
     * What ranks players of equal points. Each counts the points the opponents have now, at the
     * end of the games counted; a bye adds nothing to either.
     */
    public enum TieBreak {
        /**
         * The points of every opponent a player beat, and half those of every opponent it drew
         * with, game by game: the round robin's, where everyone meets everyone and what matters
         * is whom one beat.
         */
        SONNEBORN_BERGER("Sonneborn-Berger"),
        /**
         * The points of every opponent a player met, each opponent once however many games they
         * played: the Swiss tie-break, where the strength of the opponents drawn differs.
         */
        BUCHHOLZ("Buchholz");

        private final String words;

        TieBreak(String words) {
            this.words = words;
        }

        /** Its name as people write it. */
        public String words() {
            return words;
        }
    }

    /** The standings of {@code players} (by name, in entry order) after {@code games}, ranked by Sonneborn-Berger. */
    public static Standings of(List<String> players, List<Match.Game> games) {
        return new Standings(players, games, List.of(), TieBreak.SONNEBORN_BERGER);
    }

    /**
     * The standings after {@code games} and {@code byes}: each entry of {@code byes} is a game
     * that player did not play and is counted as won (a game, a win, a point), though against no
     * one: it adds nothing to Sonneborn-Berger, the cross table or the Elo estimate.
     */
    public static Standings of(List<String> players, List<Match.Game> games, List<String> byes) {
        return new Standings(players, games, byes, TieBreak.SONNEBORN_BERGER);
    }

    /** The same standings, players of equal points ranked by {@code tieBreak}. */
    public Standings rankedBy(TieBreak tieBreak) {
        return new Standings(players, games, byes, java.util.Objects.requireNonNull(tieBreak, "tieBreak"));
    }

    /** What ranks players of equal points. */
    public TieBreak tieBreak() {
        return tieBreak;
    }

    /** The players in entry order. */
    public List<String> players() {
        return players;
    }

    /** One player's line, with both tie-breaks. */
    public record Standing(String name, int games, int wins, int draws, int losses, double points,
            double sonnebornBerger, double buchholz) {

        /** This line's value of {@code tieBreak}. */
        public double value(TieBreak tieBreak) {
            return tieBreak == TieBreak.BUCHHOLZ ? buchholz : sonnebornBerger;
        }
    }

    /** Every player's line, best first. */
    public List<Standing> ranked() {
        Map<String, double[]> tally = new LinkedHashMap<>(); // games, wins, draws, losses, points
        players.forEach(name -> tally.put(name, new double[5]));
        for (Match.Game game : games) {
            for (PlayerSpec player : game.players()) {
                double score = score(game, player.name());
                double[] t = tally.get(player.name());
                t[0]++;
                t[score == 1 ? 1 : score == 0.5 ? 2 : 3]++;
                t[4] += score;
            }
        }
        for (String bye : byes) {
            double[] t = tally.get(bye);
            t[0]++;
            t[1]++;
            t[4]++;
        }
        List<Standing> lines = new ArrayList<>();
        for (String name : players) {
            double[] t = tally.get(name);
            double sb = 0;
            Set<String> met = new LinkedHashSet<>();
            for (Match.Game game : games) {
                if (plays(game, name)) {
                    sb += score(game, name) * tally.get(opponent(game, name))[4];
                    met.add(opponent(game, name));
                }
            }
            double buchholz = met.stream().mapToDouble(opponent -> tally.get(opponent)[4]).sum();
            lines.add(new Standing(name, (int) t[0], (int) t[1], (int) t[2], (int) t[3], t[4], sb, buchholz));
        }
        lines.sort(Comparator.comparingDouble(Standing::points).reversed()
                .thenComparing(Comparator.comparingDouble((Standing line) -> line.value(tieBreak)).reversed())
                .thenComparing(Standing::name));
        return lines;
    }

    /** The points {@code player} scored against {@code opponent}, over all their games. */
    public double pointsAgainst(String player, String opponent) {
        double points = 0;
        for (Match.Game game : games) {
            if (plays(game, player) && opponent(game, player).equals(opponent)) {
                points += score(game, player);
            }
        }
        return points;
    }

    /**
     * Every player's Elo estimate with its 95% error bar, in entry order, fitted to all the games
     * as {@link Elo} explains.
     */
    public List<Elo.Rating> elo() {
        int n = players.size();
        double[][] points = new double[n][n];
        int[][] played = new int[n][n];
        for (Match.Game game : games) {
            int first = players.indexOf(game.players().get(0).name());
            int second = players.indexOf(game.players().get(1).name());
            double score = score(game, players.get(first));
            points[first][second] += score;
            points[second][first] += 1 - score;
            played[first][second]++;
            played[second][first]++;
        }
        return Elo.fit(players, points, played);
    }

    /** The games {@code player} and {@code opponent} played against each other. */
    public int gamesBetween(String player, String opponent) {
        int count = 0;
        for (Match.Game game : games) {
            if (plays(game, player) && opponent(game, player).equals(opponent)) {
                count++;
            }
        }
        return count;
    }

    private static boolean plays(Match.Game game, String name) {
        return game.players().stream().anyMatch(p -> p.name().equals(name));
    }

    private static String opponent(Match.Game game, String name) {
        return game.players().get(0).name().equals(name) ? game.players().get(1).name() : game.players().get(0).name();
    }

    /** 1 for a win, 1/2 for a draw, 0 for a loss. */
    private static double score(Match.Game game, String name) {
        return game.winner().map(w -> w.name().equals(name) ? 1.0 : 0.0).orElse(0.5);
    }
}
