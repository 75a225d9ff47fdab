package io.tabula.referee;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.tabula.core.GameDefinition;
import io.tabula.core.GameRegistry;
import io.tabula.record.GameRecord;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.OptionalInt;
import org.junit.jupiter.api.Test;

/** Sonneborn-Berger and Buchholz on games whose values are worked out by hand. */
class TieBreakTest {
    private static final GameDefinition GAME = GameRegistry.installed().module("gomoku")
            .define("freestyle", Map.of("size", "7"));
    private static final List<String> PLAYERS = List.of("a", "b", "c", "d", "e");

    /** {@code first} beats {@code second}. */
    private static Match.Game win(String first, String second) {
        return new Match.Game(1, List.of(PlayerSpec.parse(first + "=random"), PlayerSpec.parse(second + "=random")),
                new GameResult(GameRecord.of(GAME), OptionalInt.of(0), GameResult.Ending.RULES, "black wins (five)"));
    }

    /**
     * a beats b and c, b beats c and d, d beats e: a and b have 2 points each, d 1, c and e 0.
     * Sonneborn-Berger: a 2 (b's 2 and c's 0), b 1 (c's 0 and d's 1). Buchholz: a 2 (b and c),
     * b 3 (a, c and d). So they break the tie the opposite ways.
     */
    private static final List<Match.Game> GAMES = List.of(win("a", "b"), win("a", "c"), win("b", "c"), win("b", "d"),
            win("d", "e"));

    private static Standings.Standing line(Standings standings, String name) {
        return standings.ranked().stream().filter(l -> l.name().equals(name)).findFirst().orElseThrow();
    }

    @Test
    void bothTieBreaks_areGivenForEveryPlayer() {
        Standings standings = Standings.of(PLAYERS, GAMES);
        assertEquals(2, line(standings, "a").sonnebornBerger(), 1e-9);
        assertEquals(1, line(standings, "b").sonnebornBerger(), 1e-9);
        assertEquals(2, line(standings, "a").buchholz(), 1e-9);
        assertEquals(3, line(standings, "b").buchholz(), 1e-9);
        assertEquals(4, line(standings, "c").buchholz(), 1e-9, "a's 2 and b's 2");
        assertEquals(0, line(standings, "c").sonnebornBerger(), 1e-9, "c beat no one");
    }

    @Test
    void aRoundRobinRanksBySonnebornBerger_aSwissByBuchholz() {
        assertEquals(List.of("a", "b", "d", "c", "e"), names(Standings.of(PLAYERS, GAMES)));
        assertEquals(Standings.TieBreak.SONNEBORN_BERGER, Standings.of(PLAYERS, GAMES).tieBreak());
        assertEquals(List.of("b", "a", "d", "c", "e"),
                names(Standings.of(PLAYERS, GAMES).rankedBy(Standings.TieBreak.BUCHHOLZ)));
    }

    @Test
    void buchholz_countsAnOpponentOnce_howeverManyGamesTheyPlayed_andAByeAddsNothing() {
        List<Match.Game> twice = new ArrayList<>(List.of(win("a", "b"), win("a", "b")));
        Standings standings = Standings.of(List.of("a", "b", "c"), twice, List.of("c"));
        assertEquals(0, line(standings, "a").buchholz(), 1e-9, "b has no points");
        assertEquals(2, line(standings, "b").buchholz(), 1e-9, "a's 2 points, once");
        assertEquals(0, line(standings, "c").buchholz(), 1e-9, "a bye is no opponent");
        assertEquals(0, line(standings, "a").sonnebornBerger(), 1e-9, "beating a pointless b twice is worth 0");
    }

    private static List<String> names(Standings standings) {
        return standings.ranked().stream().map(Standings.Standing::name).toList();
    }
}
