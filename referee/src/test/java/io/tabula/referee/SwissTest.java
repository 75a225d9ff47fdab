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
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** Swiss tournaments of built-in agents on small boards. */
class SwissTest {
    private static final GameRegistry GAMES = GameRegistry.installed();
    private static final GameDefinition GO7 = GAMES.module("go").defaultDefinition().with(Map.of("size", "7"));

    private static Referee referee() {
        return new Referee(new FakeTicker(), Duration.ofSeconds(60));
    }

    private static List<PlayerSpec> randoms(int count) {
        List<PlayerSpec> players = new ArrayList<>();
        for (int i = 1; i <= count; i++) {
            players.add(PlayerSpec.parse("p" + i + "=random:" + i));
        }
        return players;
    }

    /** Five players, five rounds: everyone meets everyone once and sits out once. */
    @Test
    void anOddField_hasOneByeARound_noRepeats_andTheByeCountsAsAWin() {
        Swiss swiss = new Swiss(GO7, randoms(5), 5, 1, Clocks.parse("none"));
        assertEquals(10, swiss.games());
        List<String> byes = new ArrayList<>();
        Set<Set<String>> pairings = new HashSet<>();
        Map<String, Integer> firstSide = new HashMap<>();
        List<String> results = new ArrayList<>();
        Standings standings = swiss.play(referee(), EngineLauncher.PROCESSES, new Tournament.Listener() {
            @Override
            public void gameOver(int number, Match.Game game, Standings running) {
                String first = game.players().get(0).name();
                String second = game.players().get(1).name();
                assertTrue(pairings.add(Set.of(first, second)), "a repeat pairing: " + first + "-" + second);
                firstSide.merge(first, 1, Integer::sum);
                results.add(first + "-" + second + ":" + game.result().winner());
            }

            @Override
            public void bye(int round, String player) {
                byes.add(player);
            }
        });
        assertEquals(10, pairings.size(), "every pair met once");
        assertEquals(5, new HashSet<>(byes).size(), "each player sat out once");
        for (Standings.Standing line : standings.ranked()) {
            assertEquals(5, line.games(), "4 games and a bye: " + line);
            assertTrue(line.wins() >= 1, "the bye is a win: " + line);
            assertTrue(Math.abs(2 * firstSide.getOrDefault(line.name(), 0) - 4) <= 2,
                    "4 games: 1 to 3 with the first side: " + line.name() + " " + firstSide);
        }
        assertEquals(15, standings.ranked().stream().mapToDouble(Standings.Standing::points).sum(), 1e-9,
                "a point a game and a point a bye");

        List<String> again = new ArrayList<>();
        new Swiss(GO7, randoms(5), 5, 1, Clocks.parse("none")).play(referee(), EngineLauncher.PROCESSES,
                (number, game, running) -> again.add(game.players().get(0).name() + "-" + game.players().get(1).name()
                        + ":" + game.result().winner()));
        assertEquals(results, again, "seeded agents and fixed rules: the same tournament twice");
    }

    /** The search wins its first game and then meets the other winner, not a loser. */
    @Test
    void winnersMeetWinners_inTheSecondRound() {
        GameDefinition small = GAMES.module("gomoku").define("freestyle", Map.of("size", "9"));
        List<PlayerSpec> players = List.of(PlayerSpec.parse("mcts:iterations=200"), PlayerSpec.parse("r1=random:1"),
                PlayerSpec.parse("r2=random:2"), PlayerSpec.parse("r3=random:3"));
        Swiss swiss = new Swiss(small, players, 2, 1, Clocks.parse("none"));
        List<Match.Game> games = new ArrayList<>();
        Standings standings = swiss.play(referee(), EngineLauncher.PROCESSES, (number, game, running) -> games.add(game));
        assertEquals(4, games.size());
        Set<String> roundOneWinners = new HashSet<>();
        games.subList(0, 2).forEach(game -> roundOneWinners.add(game.winner().orElseThrow().name()));
        assertTrue(roundOneWinners.contains("mcts"), roundOneWinners.toString());
        Set<String> winnersGame = Set.of(games.get(2).players().get(0).name(), games.get(2).players().get(1).name());
        assertEquals(roundOneWinners, winnersGame, "the top score group plays first");
        assertEquals("mcts", standings.ranked().get(0).name());
        assertEquals(2.0, standings.ranked().get(0).points());
    }

    @Test
    void tooManyRounds_areRefusedBeforeAnyGame() {
        TabulaException e = assertThrows(TabulaException.class, () -> new Swiss(GO7, randoms(4), 4, 1, Clocks.parse("none")));
        assertEquals("a Swiss of 4 players has 1 to 3 rounds (more would repeat a pairing), not 4", e.getMessage());
    }
}
