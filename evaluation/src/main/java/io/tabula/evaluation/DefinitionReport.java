package io.tabula.evaluation;

import com.google.common.collect.ImmutableList;
import com.google.common.collect.ImmutableMap;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * What the games of one definition showed: who won how often, how long games last, how
 * many moves a player chooses from.
 *
 * @param definition   the definition's text, as the command line names it
 * @param sides        the ids of the sides, first mover first
 * @param games        games played
 * @param winsBySide   wins of each side, in the order of {@code sides}
 * @param draws        games without a winner
 * @param firstSide    the first side's score (a win 1, a draw 1/2) with its 95% interval
 * @param lengthMean   the mean number of plies
 * @param lengthQuartiles the 25th, 50th and 75th percentiles of the plies (nearest rank)
 * @param branching    the mean number of legal moves per ply, over all plies of all games
 * @param reasons      how the games ended, by reason id
 * @param lengths      every game's plies, in game order, for histograms
 * @param estimatedGames games whose agents gave estimates of their positions (the searches do);
 *                     the next two are over these games, and 0 when there are none
 * @param leadChanges  the mean number of lead changes in the agents' estimates per game
 * @param clearAt      how early the winner was clear: over the won games, the mean share of
 *                     the game's plies after which the winner's estimate stayed clear (0 from
 *                     the first move, 1 only at the end)
 * @param passes       passes over all games
 * @param timeouts     moves over all games whose search was ended by its time limit
 */
public record DefinitionReport(String definition, List<String> sides, long games, List<Long> winsBySide, long draws,
        Interval firstSide, double lengthMean, List<Integer> lengthQuartiles, double branching,
        Map<String, Long> reasons, List<Integer> lengths, long estimatedGames, double leadChanges, double clearAt,
        long passes, long timeouts) {

    public DefinitionReport {
        sides = ImmutableList.copyOf(sides);
        winsBySide = ImmutableList.copyOf(winsBySide);
        lengthQuartiles = ImmutableList.copyOf(lengthQuartiles);
        reasons = ImmutableMap.copyOf(reasons);
        lengths = ImmutableList.copyOf(lengths);
    }

    /** The report of {@code summaries}, the games of {@code definition} in game order. */
    static DefinitionReport of(String definition, List<String> sides, List<GameSummary> summaries) {
        long[] wins = new long[sides.size()];
        long draws = 0;
        double plies = 0;
        double branching = 0;
        int[] lengths = new int[summaries.size()];
        Map<String, Long> reasons = new TreeMap<>();
        long estimated = 0;
        double leadChanges = 0;
        long clearGames = 0;
        double clearShare = 0;
        long passes = 0;
        long timeouts = 0;
        for (int i = 0; i < summaries.size(); i++) {
            GameSummary game = summaries.get(i);
            if (game.estimated()) {
                estimated++;
                leadChanges += game.leadChanges();
                if (game.clearAfter() >= 0 && game.plies() > 0) {
                    clearGames++;
                    clearShare += (double) game.clearAfter() / game.plies();
                }
            }
            passes += game.passes();
            timeouts += game.timeouts();
            if (game.winnerSide().isPresent()) {
                wins[game.winnerSide().get()]++;
            } else {
                draws++;
            }
            plies += game.plies();
            branching += game.branching();
            lengths[i] = game.plies();
            reasons.merge(game.reason(), 1L, Long::sum);
        }
        long games = summaries.size();
        int[] sorted = lengths.clone();
        Arrays.sort(sorted);
        List<Integer> quartiles = games == 0 ? List.of() : List.of(rank(sorted, 0.25), rank(sorted, 0.5), rank(sorted, 0.75));
        return new DefinitionReport(definition, sides, games, Arrays.stream(wins).boxed().toList(), draws,
                Interval.wilson(wins[0] + draws / 2.0, games), games == 0 ? 0 : plies / games, quartiles,
                plies == 0 ? 0 : branching / plies, reasons, Arrays.stream(lengths).boxed().toList(), estimated,
                estimated == 0 ? 0 : leadChanges / estimated, clearGames == 0 ? 0 : clearShare / clearGames, passes,
                timeouts);
    }

    /** The nearest-rank percentile {@code q} of {@code sorted}. */
    private static int rank(int[] sorted, double q) {
        int index = (int) Math.ceil(q * sorted.length) - 1;
        return sorted[Math.max(0, Math.min(sorted.length - 1, index))];
    }
}
