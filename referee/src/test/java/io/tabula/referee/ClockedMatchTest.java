package io.tabula.referee;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.common.testing.FakeTicker;
import io.tabula.core.GameDefinition;
import io.tabula.core.GameRegistry;
import io.tabula.referee.FakeEngine.Launcher;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import org.junit.jupiter.api.Test;

/**
 * Clocks under the referee, on a fake ticker: a clock's time is never cut by the answer limit,
 * a time margin saves a move that comes just late, times go to engines to the millisecond, and
 * a player may have a clock of its own.
 */
class ClockedMatchTest {
    private static final GameRegistry GAMES = GameRegistry.installed();
    private final FakeTicker ticker = new FakeTicker();

    private static GameDefinition go9() {
        return GAMES.module("go").defaultDefinition().with(Map.of("size", "9"));
    }

    /** A GTP engine that thinks {@code first} over its first move and plays {@code moves}, then passes. */
    private Function<String, List<String>> thinker(Duration first, List<String> sent, String... moves) {
        Iterator<String> next = List.of(moves).iterator();
        boolean[] thought = {false};
        return line -> {
            sent.add(line);
            if (line.startsWith("genmove")) {
                if (!thought[0]) {
                    ticker.advance(first);
                    thought[0] = true;
                }
                return List.of("= " + (next.hasNext() ? next.next() : "pass"), "");
            }
            return List.of("=", "");
        };
    }

    /** The case: under a 10-minute clock and the default 60 s answer limit, a 62 s move stands. */
    @Test
    void aTournament_withA62SecondMoveUnderATenMinuteClock_doesNotForfeitIt() {
        List<String> slowSent = new ArrayList<>();
        Launcher launcher = new Launcher(Map.of("slow", () -> thinker(Duration.ofSeconds(62), slowSent, "E5"),
                "quick", () -> FakeEngine.gtpPlaying("C3")));
        RoundRobin tournament = new RoundRobin(go9(), List.of(PlayerSpec.parse("gtp:slow"), PlayerSpec.parse("gtp:quick")),
                MatchTerms.of(1, Clocks.parse("absolute:10m")));
        List<Match.Game> games = new ArrayList<>();
        tournament.play(new Referee(ticker, Duration.ofSeconds(60)), launcher, (number, game, standings) -> games.add(game));
        GameResult result = games.get(0).result();
        assertEquals(GameResult.Ending.RULES, result.ending(), result.reason());
        assertEquals(Duration.ofSeconds(62), result.used().get(0), "the first move took 62 s on the ticker");
        assertEquals(Duration.ofSeconds(538), result.left().get(0), "and left 8 m 58 s on black's clock");
        assertTrue(slowSent.contains("time_left B 538 0"), "told the time left: " + slowSent);
    }

    @Test
    void withoutAClock_theAnswerLimitStillBounds() {
        Launcher launcher = new Launcher(Map.of("slow", () -> thinker(Duration.ofSeconds(62), new ArrayList<>()),
                "quick", () -> FakeEngine.gtpPlaying()));
        Match match = new Match(go9(), PlayerSpec.parse("gtp:slow"), PlayerSpec.parse("gtp:quick"), 1, Clocks.parse("none"));
        List<Match.Game> games = new ArrayList<>();
        match.play(new Referee(ticker, Duration.ofSeconds(60)), launcher, (game, score) -> games.add(game));
        assertEquals(GameResult.Ending.TIMEOUT, games.get(0).result().ending(), games.get(0).result().reason());
        assertEquals("black loses, timeout: used 1m2s with 1m allowed an answer", games.get(0).result().reason());
    }

    @Test
    void aTimeMargin_savesAMoveThatComesJustLate_andChargesAllThatWasLeft() {
        for (Duration margin : new Duration[] {Duration.ZERO, Duration.ofMillis(500)}) {
            Launcher launcher = new Launcher(Map.of("late", () -> thinker(Duration.ofMillis(2_300), new ArrayList<>()),
                    "quick", () -> FakeEngine.gtpPlaying()));
            Match match = new Match(go9(), PlayerSpec.parse("gtp:late"), PlayerSpec.parse("gtp:quick"), 1,
                    Clocks.parse("st=2"));
            List<Match.Game> games = new ArrayList<>();
            match.play(new Referee(ticker, Duration.ofSeconds(60), margin, EngineLogs.NONE), launcher,
                    (game, score) -> games.add(game));
            GameResult result = games.get(0).result();
            if (margin.isZero()) {
                assertEquals(GameResult.Ending.TIME, result.ending(), result.reason());
                assertEquals("black loses, lost on time: used 2s300ms with 2s left on its clock", result.reason());
            } else {
                assertEquals(GameResult.Ending.RULES, result.ending(), result.reason());
                assertEquals(Duration.ofMillis(2_300), result.used().get(0));
            }
        }
    }

    @Test
    void timesGoToTheMillisecond_andWholeSecondsToAnEngineThatRefusesFractions() {
        List<String> precise = new ArrayList<>();
        List<String> whole = new ArrayList<>();
        Launcher launcher = new Launcher(Map.of(
                "precise", () -> thinker(Duration.ofMillis(1_250), precise, "E5", "E6"),
                "whole", () -> line -> {
                    whole.add(line);
                    if (line.matches("time_(left|settings) .*\\..*")) {
                        return List.of("? not an integer", "");
                    }
                    return line.startsWith("genmove") ? List.of("= pass", "") : List.of("=", "");
                }));
        Match match = new Match(go9(), PlayerSpec.parse("gtp:precise"), PlayerSpec.parse("gtp:whole"), 1,
                Clocks.parse("tc=40/90.5+0.25"));
        List<Match.Game> games = new ArrayList<>();
        match.play(new Referee(ticker, Duration.ofSeconds(60)), launcher, (game, score) -> games.add(game));
        assertTrue(precise.contains("time_settings 0 90.5 40"), precise.toString());
        assertTrue(precise.contains("time_left B 89.5 39"), "90.5 - 1.25 + 0.25: " + precise);
        assertTrue(whole.containsAll(List.of("time_settings 0 90.5 40", "time_settings 0 90 40")), whole.toString());
        List<String> lefts = whole.stream().filter(line -> line.startsWith("time_left")).toList();
        assertEquals(List.of("time_left W 90.5 40", "time_left W 90 40"), lefts.subList(0, 2),
                "the fraction refused once, then whole seconds only");
        assertTrue(lefts.subList(2, lefts.size()).stream().noneMatch(line -> line.contains(".")), lefts.toString());
    }

    @Test
    void aPlayersOwnClock_isTheOneItIsToldAndJudgedBy() {
        List<String> own = new ArrayList<>();
        List<String> shared = new ArrayList<>();
        Launcher launcher = new Launcher(Map.of("own", () -> thinker(Duration.ZERO, own),
                "shared", () -> thinker(Duration.ZERO, shared)));
        Match match = new Match(go9(), PlayerSpec.parse("gtp:own").withClock(Clocks.parse("st=5")),
                PlayerSpec.parse("gtp:shared"), MatchTerms.of(1, Clocks.parse("byoyomi:10m+5x30s")));
        match.play(new Referee(ticker, Duration.ofSeconds(60)), launcher, (game, score) -> { });
        assertTrue(own.contains("time_settings 0 5 1"), own.toString());
        assertTrue(shared.contains("time_settings 600 30 1"), shared.toString());
        assertEquals("own st=5, shared byoyomi:10m+5x30s",
                GameInfos.of(match, match.playGame(1, new Referee(ticker, Duration.ofSeconds(60)), launcher)).clock());
    }

    @Test
    void gomocupBrains_areToldTheirTimesInMilliseconds() {
        GameDefinition gomoku = GAMES.module("gomoku").define("freestyle", Map.of("size", "9"));
        Launcher launcher = new Launcher(Map.of(
                "black", () -> FakeEngine.gomocupPlaying("0,0", "1,0", "2,0", "3,0", "4,0"),
                "white", () -> FakeEngine.gomocupPlaying("0,8", "1,8", "2,8", "3,8", "4,8")));
        Match match = new Match(gomoku, PlayerSpec.parse("gomocup:black"), PlayerSpec.parse("gomocup:white"), 1,
                Clocks.parse("tc=90.5+0.25"));
        match.play(new Referee(ticker, Duration.ofSeconds(60)), launcher, (game, score) -> { });
        List<String> sent = launcher.engine(0).sent;
        assertTrue(sent.containsAll(List.of("INFO timeout_turn 90500", "INFO timeout_match 90500",
                "INFO time_left 90500")), sent.toString());
        assertTrue(sent.contains("INFO time_left 90750"), "plus the increment after black's first move: " + sent);
    }
}
