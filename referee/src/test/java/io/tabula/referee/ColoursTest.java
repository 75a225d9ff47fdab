package io.tabula.referee;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.common.testing.FakeTicker;
import io.tabula.core.GameDefinition;
import io.tabula.core.GameRegistry;
import io.tabula.core.TabulaException;
import io.tabula.record.Nigiri;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;

/** Who takes the first side in each game: alternating, fixed, or by a seeded nigiri per pairing. */
class ColoursTest {
    private static final GameDefinition SMALL = GameRegistry.installed().module("gomoku")
            .define("freestyle", Map.of("size", "7"));

    private static List<Integer> starters(Colours colours, int games) {
        return IntStream.rangeClosed(1, games).map(colours::starter).boxed().toList();
    }

    @Test
    void alternate_startsWithTheFirstPlayer_andFixedKeepsIt() {
        assertEquals(List.of(0, 1, 0, 1), starters(Colours.parse("alternate"), 4));
        assertEquals(List.of(0, 0, 0, 0), starters(Colours.parse("FIXED"), 4));
    }

    @Test
    void nigiri_decidesGameOne_byTheSeedsDraw_thenAlternates() {
        Set<Integer> firstStarters = new HashSet<>();
        for (long seed = 1; seed <= 20; seed++) {
            Colours.ByNigiri nigiri = (Colours.ByNigiri) Colours.parse("nigiri:" + seed);
            int first = nigiri.draw().blackPlayer() == Nigiri.GUESSER ? 0 : 1; // the first player guesses
            assertEquals(List.of(first, 1 - first, first), starters(nigiri, 3), "seed " + seed);
            assertEquals(starters(nigiri, 3), starters(Colours.parse("nigiri:" + seed), 3), "the same seed, the same draw");
            firstStarters.add(first);
        }
        assertEquals(Set.of(0, 1), firstStarters, "twenty seeds give either player black in game 1");
    }

    @Test
    void nigiri_drawsForEachPairingApart_reproducibly() {
        Colours nigiri = Colours.parse("nigiri:7");
        List<Integer> byPairing = IntStream.range(0, 20).map(i -> nigiri.forPairing(i).starter(1)).boxed().toList();
        assertEquals(Set.of(0, 1), new HashSet<>(byPairing));
        assertEquals(byPairing, IntStream.range(0, 20).map(i -> Colours.parse("nigiri:7").forPairing(i).starter(1))
                .boxed().toList());
        assertEquals(Colours.FIXED, Colours.FIXED.forPairing(3));
    }

    @Test
    void badColours_areNamedWithTheChoices() {
        assertEquals("colours 'random': write alternate, fixed or nigiri:SEED",
                assertThrows(TabulaException.class, () -> Colours.parse("random")).getMessage());
        assertEquals("colours 'nigiri' needs a seed, like nigiri:7, so that the draw can be repeated",
                assertThrows(TabulaException.class, () -> Colours.parse("nigiri")).getMessage());
        assertTrue(assertThrows(TabulaException.class, () -> Colours.parse("nigiri:x")).getMessage()
                .contains("the seed of nigiri is a whole number"));
    }

    @Test
    void aMatchWithFixedColours_seatsTheFirstPlayerFirstInEveryGame() {
        Match match = new Match(SMALL, PlayerSpec.parse("a=random:1"), PlayerSpec.parse("b=random:2"), 3,
                Clocks.parse("none"), Colours.FIXED);
        for (int number = 1; number <= 3; number++) {
            assertEquals("a", match.seating(number).get(0).name());
        }
    }

    @Test
    void aRoundRobinWithNigiri_seatsEachPairingAsItsOwnDrawSays() {
        List<PlayerSpec> players = List.of(PlayerSpec.parse("a=random:1"), PlayerSpec.parse("b=random:2"),
                PlayerSpec.parse("c=random:3"), PlayerSpec.parse("d=random:4"));
        Colours nigiri = Colours.parse("nigiri:11");
        RoundRobin tournament = new RoundRobin(SMALL, players, 2, Clocks.parse("none"), nigiri);
        List<String> blacks = new ArrayList<>();
        tournament.play(new Referee(new FakeTicker(), Duration.ofSeconds(60)), EngineLauncher.PROCESSES,
                (number, game, standings) -> blacks.add(game.players().get(0).name()));
        List<String> expected = new ArrayList<>();
        int pairing = 0;
        for (int i = 0; i < players.size(); i++) {
            for (int j = i + 1; j < players.size(); j++) {
                Colours colours = nigiri.forPairing(pairing++);
                for (int number = 1; number <= 2; number++) {
                    expected.add(players.get(colours.starter(number) == 0 ? i : j).name());
                }
            }
        }
        assertEquals(expected, blacks);
        assertTrue(IntStream.range(0, 6).anyMatch(k -> nigiri.forPairing(k).starter(1) == 1),
                "some pairing's later entrant takes black first, unlike alternate");
    }
}
