package io.tabula.referee;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.common.testing.FakeTicker;
import io.tabula.core.GameDefinition;
import io.tabula.core.GameRegistry;
import io.tabula.core.TabulaException;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Supplier;
import org.junit.jupiter.api.Test;

/**
 * Tournaments run with games at once and resumed after a stop play the same games, report them
 * in the same order and end with the same standings as one game at a time in one run.
 */
class TournamentRunTest {
    private static final GameDefinition SMALL = GameRegistry.installed().module("gomoku")
            .define("freestyle", Map.of("size", "7"));

    private static List<PlayerSpec> players(int count) {
        List<PlayerSpec> players = new ArrayList<>();
        for (int i = 1; i <= count; i++) {
            players.add(PlayerSpec.parse("p" + i + "=random:" + (10 * i)));
        }
        return players;
    }

    private static final Supplier<Tournament> ROUND_ROBIN =
            () -> new RoundRobin(SMALL, players(4), 2, Clocks.parse("none"), Colours.parse("nigiri:3"));
    private static final Supplier<Tournament> SWISS = () -> new Swiss(SMALL, players(5), 3, 1, Clocks.parse("none"));
    private static final Supplier<Tournament> KNOCKOUT = () -> new Knockout(SMALL, players(5), 2, Clocks.parse("none"));

    /** What a run reported: each game by its tournament number, whether it was saved, and the last standings. */
    private static final class Recorder implements Tournament.Listener {
        final Map<Integer, Match.Game> games = new LinkedHashMap<>();
        final List<Integer> playedNow = new ArrayList<>();
        final List<Integer> taken = new ArrayList<>();

        @Override
        public void gameOver(int number, Match.Game game, Standings standings) {
            assertEquals(games.size() + 1, number, "reported in tournament order");
            games.put(number, game);
            playedNow.add(number);
        }

        @Override
        public void resumed(int number, Match.Game game, Standings standings) {
            games.put(number, game);
            taken.add(number);
        }
    }

    private static Referee referee() {
        return new Referee(new FakeTicker(), Duration.ofSeconds(60));
    }

    private static void sameAsOneAtATime(Supplier<Tournament> make) {
        Recorder sequential = new Recorder();
        Standings one = make.get().play(referee(), EngineLauncher.PROCESSES, sequential);
        Recorder concurrent = new Recorder();
        Standings three = make.get().play(referee(), EngineLauncher.PROCESSES, concurrent,
                new Tournament.Run(3, Map.of(), () -> false));
        assertEquals(sequential.games, concurrent.games);
        assertEquals(one.ranked(), three.ranked());
    }

    @Test
    void aRoundRobin_threeGamesAtOnce_isTheRoundRobinOfOneAtATime() {
        sameAsOneAtATime(ROUND_ROBIN);
    }

    @Test
    void aSwiss_threeGamesAtOnce_isTheSwissOfOneAtATime() {
        sameAsOneAtATime(SWISS);
    }

    @Test
    void aKnockout_threeGamesAtOnce_isTheKnockoutOfOneAtATime() {
        sameAsOneAtATime(KNOCKOUT);
    }

    /** Stops after {@code k} games, then resumes with two at once: the games are the uninterrupted run's. */
    private static void stoppedAndResumed(Supplier<Tournament> make, int k) {
        Recorder whole = new Recorder();
        Standings uninterrupted = make.get().play(referee(), EngineLauncher.PROCESSES, whole);

        Recorder first = new Recorder();
        AtomicInteger started = new AtomicInteger();
        TournamentStopped stopped = assertThrows(TournamentStopped.class, () -> make.get().play(referee(),
                EngineLauncher.PROCESSES, first, new Tournament.Run(1, Map.of(), () -> started.getAndIncrement() >= k)));
        assertEquals(k, stopped.games());
        assertEquals(k, first.games.size());

        Recorder second = new Recorder();
        Standings resumed = make.get().play(referee(), EngineLauncher.PROCESSES, second,
                new Tournament.Run(2, first.games, () -> false));
        assertEquals(whole.games, second.games);
        assertEquals(uninterrupted.ranked(), resumed.ranked());
        assertEquals(first.games.keySet().stream().toList(), second.taken, "the saved games are taken, not played");
        assertEquals(whole.games.size() - k, second.playedNow.size());
    }

    @Test
    void aRoundRobin_stoppedAfterFiveGames_resumes() {
        stoppedAndResumed(ROUND_ROBIN, 5);
    }

    @Test
    void aSwiss_stoppedInItsSecondRound_resumes() {
        stoppedAndResumed(SWISS, 3);
    }

    @Test
    void aKnockout_stoppedInItsFirstRound_resumes() {
        stoppedAndResumed(KNOCKOUT, 1);
    }

    @Test
    void aSavedGameOfOtherPlayers_isRefused_namingTheGame() {
        Recorder first = new Recorder();
        AtomicInteger started = new AtomicInteger();
        assertThrows(TournamentStopped.class, () -> ROUND_ROBIN.get().play(referee(), EngineLauncher.PROCESSES, first,
                new Tournament.Run(1, Map.of(), () -> started.getAndIncrement() >= 1)));
        Match.Game game = first.games.get(1);
        Match.Game swapped = new Match.Game(1, List.of(game.players().get(1), game.players().get(0)), game.result());
        TabulaException e = assertThrows(TabulaException.class, () -> ROUND_ROBIN.get().play(referee(),
                EngineLauncher.PROCESSES, new Recorder(), new Tournament.Run(1, Map.of(1, swapped), () -> false)));
        assertTrue(e.getMessage().startsWith("the saved game 1 was "), e.getMessage());
        assertTrue(e.getMessage().endsWith(": the folder holds another tournament"), e.getMessage());
    }

    @Test
    void aRunOfNoGamesAtOnce_isRefused() {
        assertThrows(TabulaException.class, () -> new Tournament.Run(0, Map.of(), () -> false));
    }
}
