package io.tabula.referee;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.common.testing.FakeTicker;
import io.tabula.core.GameDefinition;
import io.tabula.core.GameRegistry;
import io.tabula.core.TabulaException;
import io.tabula.referee.FakeEngine.Launcher;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class RoundRobinTest {
    private static final GameDefinition GO9 = GameRegistry.installed().module("go").defaultDefinition()
            .with(Map.of("size", "9"));

    /** A plays an occupied point at its second move and so loses every game; B and C pass; random plays on. */
    @Test
    void everyPairingIsPlayed_andTheStandingsRankByPointsThenSonnebornBerger() {
        Launcher launcher = new Launcher(Map.of(
                "a1", () -> FakeEngine.gtpPlaying("A1", "A1"),
                "passer", () -> FakeEngine.gtpPlaying()));
        List<PlayerSpec> players = List.of(PlayerSpec.parse("loser=gtp:a1"), PlayerSpec.parse("p=gtp:passer"),
                PlayerSpec.parse("r=random:5"));
        RoundRobin tournament = new RoundRobin(GO9, players, 2, Clocks.parse("none"));
        assertEquals(6, tournament.games());
        List<Integer> numbers = new ArrayList<>();
        Standings standings = tournament.play(new Referee(new FakeTicker(), Duration.ofSeconds(10)), launcher,
                (number, game, running) -> numbers.add(number));
        assertEquals(List.of(1, 2, 3, 4, 5, 6), numbers);
        List<Standings.Standing> ranked = standings.ranked();
        Standings.Standing last = ranked.get(2);
        assertEquals("loser", last.name());
        assertEquals(4, last.games());
        assertEquals(0, last.points(), "an illegal move loses every game");
        for (Standings.Standing line : ranked) {
            assertEquals(4, line.games());
            assertEquals(line.games(), line.wins() + line.draws() + line.losses());
        }
        assertEquals(6.0, ranked.stream().mapToDouble(Standings.Standing::points).sum(), 1e-9, "one point a game");
        assertEquals(2.0, standings.pointsAgainst("p", "loser"));
        assertEquals(2, standings.gamesBetween("p", "r"));
        assertTrue(ranked.get(0).points() >= ranked.get(1).points());
        double sbOfFirst = 0;
        for (Standings.Standing other : ranked) {
            if (!other.name().equals(ranked.get(0).name())) {
                sbOfFirst += standings.pointsAgainst(ranked.get(0).name(), other.name()) * other.points();
            }
        }
        assertEquals(sbOfFirst, ranked.get(0).sonnebornBerger(), 1e-9);
        List<Elo.Rating> elo = standings.elo();
        assertEquals(List.of("loser", "p", "r"), elo.stream().map(Elo.Rating::name).toList(), "entry order");
        assertEquals(0, elo.stream().mapToDouble(Elo.Rating::rating).sum(), 1e-6, "the mean is 0");
        assertTrue(elo.get(0).rating() < Math.min(elo.get(1).rating(), elo.get(2).rating()), "the loser rates lowest");
    }

    @Test
    void badTournaments_areFoundBeforeAnyGame() {
        assertThrows(TabulaException.class, () -> new RoundRobin(GO9, List.of(PlayerSpec.parse("random")), 2,
                Clocks.parse("none")));
        TabulaException same = assertThrows(TabulaException.class, () -> new RoundRobin(GO9,
                List.of(PlayerSpec.parse("random:1"), PlayerSpec.parse("random:2")), 2, Clocks.parse("none")));
        assertEquals("two players are named 'random'; name them apart with NAME=", same.getMessage());
    }
}
