package io.tabula.go.protocol;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.util.List;
import java.util.stream.LongStream;
import org.junit.jupiter.api.Test;

/**
 * Our dead-stone judgement against GNU Go 3.8's on finished games: GNU Go plays itself
 * (a fixed {@code --seed} per game, a low {@code --level}) until two passes in a row, with
 * no cleanup phase, so dead stones are left on the board; we follow every move, then
 * compare our {@code final_score} (the rules' count with our judged dead stones taken off)
 * and our dead stones with GNU Go's.
 *
 * <p>The suite plays a handful of 9x9 games; the bar (the same score in 95% of
 * games, the same winner in 98%) is measured on 140 games, 9x9 and 19x19, by
 * {@link DeadStonesMeasurement} (see docs/benchmarks-go.md). Skipped, with a message,
 * when GNU Go is not installed.
 */
class GnuGoDeadStonesTest {
    @Test
    void finishedSelfPlayGames_ourFinalScoreAndDeadStonesAreGnuGos() {
        String gnugo = GnuGoPeerTest.locate().orElse(null);
        assumeTrue(gnugo != null, "GNU Go is not installed (no /usr/games/gnugo, no gnugo on the PATH, or "
                + "-Dtabula.gnugo=none): the dead-stone comparison with GNU Go is skipped");
        List<DeadStonesMeasurement.Compared> games = LongStream.range(1006, 1014)
                .mapToObj(seed -> DeadStonesMeasurement.compare(DeadStonesMeasurement.play(gnugo, 9, seed, 1)))
                .toList();
        for (DeadStonesMeasurement.Compared game : games) {
            assertEquals(game.game().score(), game.score(), () -> "the score of " + game);
            assertEquals(game.game().dead(), game.dead(), () -> "the dead stones of " + game);
        }
        assertTrue(games.stream().anyMatch(game -> !game.dead().isEmpty()), "no game left dead stones to judge");
    }
}
