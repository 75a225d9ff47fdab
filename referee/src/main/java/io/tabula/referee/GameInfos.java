package io.tabula.referee;

import io.tabula.core.GameState;
import io.tabula.core.Side;
import io.tabula.draw.Scene;
import io.tabula.record.GameInfo;
import java.math.BigDecimal;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * What a record files about a game the referee played ({@link GameInfo}): the players by side
 * (as the game ended: a renju swap changes who holds black), the result as SGF writes it, the
 * ending, the margin, the clock, the times and the notes (the opening, the dead stones).
 */
public final class GameInfos {
    private GameInfos() {
    }

    /** The info of {@code game}, played in {@code match}. */
    public static GameInfo of(Match match, Match.Game game) {
        GameResult result = game.result();
        GameState end = result.end();
        Map<String, String> players = new LinkedHashMap<>();
        for (Side side : end.definition().type().sides()) {
            players.put(side.id(), game.players().get(end.playerOf(side)).name());
        }
        Optional<BigDecimal> margin = result.ending() == GameResult.Ending.RULES ? margin(end) : Optional.empty();
        Clock first = match.clockOf(game.players().get(0));
        Clock second = match.clockOf(game.players().get(1));
        boolean same = first.equals(second);
        String clock = same ? first.text() : game.players().get(0).name() + " " + first.text() + ", "
                + game.players().get(1).name() + " " + second.text();
        List<String> notes = new ArrayList<>();
        String opening = match.terms().openings().nameForGame(game.number());
        if (!opening.isEmpty()) {
            notes.add("Opening: " + opening + " (" + result.opening() + " moves)");
        }
        result.deadStones().ifPresent(ruling -> notes.addAll(ruling.notes()));
        return new GameInfo(players, sgfResult(game, end, margin), result.ending().words(), result.reason(), margin,
                clock, same ? first.mainTime() : Optional.empty(), result.used(), result.left(), notes);
    }

    /**
     * The winner's margin in points, from the count the game's painter shows ({@link Scene#score()},
     * the one place the module states points for every side); empty for a game without a count.
     */
    static Optional<BigDecimal> margin(GameState end) {
        if (!end.isOver()) {
            return Optional.empty();
        }
        Optional<Scene.Score> score = end.definition().module().painter().scene(end).score();
        if (score.isEmpty()) {
            return Optional.empty();
        }
        Map<String, Double> points = score.get().points();
        Optional<Side> winner = end.outcome().winner();
        if (winner.isEmpty()) {
            return Optional.of(BigDecimal.ZERO);
        }
        double own = points.getOrDefault(winner.get().id(), 0.0);
        double best = points.entrySet().stream().filter(e -> !e.getKey().equals(winner.get().id()))
                .mapToDouble(Map.Entry::getValue).max().orElse(0.0);
        return Optional.of(BigDecimal.valueOf(own - best).stripTrailingZeros());
    }

    /** {@code B+3.5}, {@code W+R}, {@code B+T}, {@code W+F}, {@code B+}, {@code 0}: the result in SGF's words. */
    private static String sgfResult(Match.Game game, GameState end, Optional<BigDecimal> margin) {
        GameResult result = game.result();
        if (result.winner().isEmpty()) {
            return "0";
        }
        Side winner = null;
        for (Side side : end.definition().type().sides()) {
            if (end.playerOf(side) == result.winner().getAsInt()) {
                winner = side;
            }
        }
        String letter = winner == null ? "?" : winner.id().substring(0, 1).toUpperCase(java.util.Locale.ROOT);
        if (result.ending() != GameResult.Ending.RULES) {
            return letter + "+" + result.ending().sgf();
        }
        if (margin.isPresent()) {
            return letter + "+" + margin.get().toPlainString();
        }
        boolean resigned = end.outcome().reason().map(r -> r.id().equals("resign")).orElse(false);
        return letter + "+" + (resigned ? "R" : "");
    }

    /** The time player {@code player} (0 or 1) thought over the game, from its moves' times. */
    public static Duration thinking(Match.Game game, int player) {
        List<GameState> states = game.result().record().states();
        Duration sum = Duration.ZERO;
        List<Duration> used = game.result().used();
        for (int i = 0; i < used.size() && i < states.size() - 1; i++) {
            if (states.get(i).playerToAct() == player) {
                sum = sum.plus(used.get(i));
            }
        }
        return sum;
    }
}
