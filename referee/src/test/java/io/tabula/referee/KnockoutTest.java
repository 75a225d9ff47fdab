package io.tabula.referee;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import com.google.common.testing.FakeTicker;
import io.tabula.core.GameDefinition;
import io.tabula.core.GameRegistry;
import io.tabula.referee.FakeEngine.Launcher;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** Knockouts: the bracket, byes to the top seeds, and ties broken as documented. */
class KnockoutTest {
    private static final GameRegistry GAMES = GameRegistry.installed();

    private static Referee referee() {
        return new Referee(new FakeTicker(), Duration.ofSeconds(60));
    }

    @Test
    void theBracket_keepsTheTopSeedsApart_andGivesThemTheByes() {
        assertArrayEquals(new int[] {1, 2}, Knockout.bracket(2));
        assertArrayEquals(new int[] {1, 0, 2, 3}, Knockout.bracket(3));
        assertArrayEquals(new int[] {1, 8, 4, 5, 2, 7, 3, 6}, Knockout.bracket(8));
        assertArrayEquals(new int[] {1, 0, 4, 5, 2, 0, 3, 0}, Knockout.bracket(5));
    }

    /** The search, seeded last of five, plays from the first round and wins every match. */
    @Test
    void fivePlayers_threeByes_andTheStrongestWins() {
        GameDefinition small = GAMES.module("gomoku").define("freestyle", Map.of("size", "9"));
        List<PlayerSpec> players = List.of(PlayerSpec.parse("r1=random:1"), PlayerSpec.parse("r2=random:2"),
                PlayerSpec.parse("r3=random:3"), PlayerSpec.parse("r4=random:4"), PlayerSpec.parse("mcts:iterations=200"));
        Knockout knockout = new Knockout(small, players, 1, Clocks.parse("none"));
        assertEquals(4, knockout.games());
        List<String> events = new ArrayList<>();
        Standings standings = knockout.play(referee(), EngineLauncher.PROCESSES, new Recorder(events));
        assertEquals(List.of("bye 1 r1", "through 1 mcts r4 on points", "bye 1 r2", "bye 1 r3"), events.subList(0, 4));
        assertEquals("won mcts", events.get(events.size() - 1));
        assertEquals(3, events.stream().filter(e -> e.startsWith("through") && e.contains(" mcts ")).count(),
                "rounds 1, 2 and the final: " + events);
        assertEquals(4, standings.ranked().stream().mapToInt(Standings.Standing::games).sum() / 2, "4 games, no tie-breaks");
    }

    /** Empty boards: white wins by komi, so a 2-game match is tied and the sudden death's white wins. */
    @Test
    void aTie_goesToSuddenDeath() {
        GameDefinition go7 = GAMES.module("go").defaultDefinition().with(Map.of("size", "7"));
        Launcher passers = new Launcher(Map.of("passer", () -> FakeEngine.gtpPlaying()));
        List<String> events = new ArrayList<>();
        Standings standings = new Knockout(go7, List.of(PlayerSpec.parse("a=gtp:passer"), PlayerSpec.parse("b=gtp:passer")),
                2, Clocks.parse("none")).play(referee(), passers, new Recorder(events));
        assertEquals(List.of("game 1", "game 2", "game 3", "through 1 b a in sudden death", "won b"), events);
        assertEquals(2.0, standings.pointsAgainst("b", "a"));
    }

    /**
     * Issue 21, point 5: a sudden-death game is a new game, not a replay. Each engine's
     * {@code {seed}} is the game's number on from the match's, so game 3 is seeded 3 (a
     * deterministic engine seeded alike would replay game 1, as the issue saw).
     */
    @Test
    void aSuddenDeathGame_seedsItsEnginesAsTheNextGameOfTheMatch() {
        GameDefinition go7 = GAMES.module("go").defaultDefinition().with(Map.of("size", "7"));
        List<List<String>> commands = new ArrayList<>();
        EngineLauncher recording = command -> {
            commands.add(command);
            return new FakeEngine(FakeEngine.gtpPlaying());
        };
        List<String> events = new ArrayList<>();
        new Knockout(go7, List.of(PlayerSpec.parse("a=gtp:passer --seed {seed}"),
                PlayerSpec.parse("b=gtp:passer --seed {seed}")), 2, Clocks.parse("none"))
                .play(referee(), recording, new Recorder(events));
        assertEquals(List.of("game 1", "game 2", "game 3", "through 1 b a in sudden death", "won b"), events);
        List<String> seeds = commands.stream().map(command -> command.get(2)).toList();
        assertEquals(List.of("1", "1", "2", "2", "3", "3"), seeds, "two engines a game, seeded by its number: " + commands);
    }

    /** Without komi every game is drawn: after 2 drawn sudden-death games the higher seed goes through. */
    @Test
    void aTieThatSuddenDeathCannotBreak_goesToTheHigherSeed() {
        GameDefinition go7 = GAMES.module("go").defaultDefinition().with(Map.of("size", "7", "komi", "0"));
        Launcher passers = new Launcher(Map.of("passer", () -> FakeEngine.gtpPlaying()));
        List<String> events = new ArrayList<>();
        new Knockout(go7, List.of(PlayerSpec.parse("a=gtp:passer"), PlayerSpec.parse("b=gtp:passer")), 1,
                Clocks.parse("none")).play(referee(), passers, new Recorder(events));
        assertEquals(List.of("game 1", "game 2", "game 3",
                "through 1 a b as the higher seed, every game of the sudden death drawn", "won a"), events);
    }

    private record Recorder(List<String> events) implements Tournament.Listener {
        @Override
        public void gameOver(int number, Match.Game game, Standings standings) {
            if (game.players().stream().anyMatch(p -> p.external())) {
                events.add("game " + number);
            }
        }

        @Override
        public void bye(int round, String player) {
            events.add("bye " + round + " " + player);
        }

        @Override
        public void wentThrough(int round, String winner, String loser, String how) {
            events.add("through " + round + " " + winner + " " + loser + " " + how);
        }

        @Override
        public void won(String player) {
            events.add("won " + player);
        }
    }
}
