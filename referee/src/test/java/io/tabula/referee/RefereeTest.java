package io.tabula.referee;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.common.testing.FakeTicker;
import io.tabula.core.GameDefinition;
import io.tabula.core.GameRegistry;
import io.tabula.core.TabulaException;
import io.tabula.record.GameRecord;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.function.Function;
import java.util.function.Supplier;
import io.tabula.referee.FakeEngine.Launcher;
import org.junit.jupiter.api.Test;

/**
 * Matches against fake engines: the referee judges every move, and each way an engine can fail
 * loses the game with its reason. Time passes only on a fake ticker.
 */
class RefereeTest {
    private static final GameRegistry GAMES = GameRegistry.installed();
    private static final Duration LIMIT = Duration.ofSeconds(10);

    private final FakeTicker ticker = new FakeTicker();
    private final Referee referee = new Referee(ticker, LIMIT);

    private static GameDefinition go9() {
        return GAMES.module("go").defaultDefinition().with(Map.of("size", "9"));
    }

    private static Launcher launch(String name, Supplier<Function<String, List<String>>> script) {
        return new Launcher(Map.of(name, script));
    }

    /** Plays the match and returns its games in order. */
    private List<Match.Game> play(Match match, EngineLauncher launcher) {
        List<Match.Game> games = new ArrayList<>();
        match.play(referee, launcher, (game, score) -> games.add(game));
        return games;
    }

    @Test
    void anEngineThatPassesAgainstRandom_playsToTheEndOfEveryGame_coloursAlternating() {
        Launcher launcher = launch("passer", () -> FakeEngine.gtpPlaying());
        Match match = new Match(go9(), PlayerSpec.parse("gtp:passer"), PlayerSpec.parse("random:7"), 2,
                Clocks.parse("none"));
        List<Match.Game> games = new ArrayList<>();
        Score score = match.play(referee, launcher, (game, running) -> games.add(game));
        assertEquals(2, games.size());
        assertEquals(2, score.games());
        assertEquals("passer", games.get(0).players().get(0).name(), "the first player is black in game 1");
        assertEquals("random", games.get(1).players().get(0).name(), "and white in game 2");
        for (int i = 0; i < 2; i++) {
            GameResult result = games.get(i).result();
            assertEquals(GameResult.Ending.RULES, result.ending(), result.reason());
            GameRecord record = result.record();
            assertTrue(record.last().isOver());
            GameRecord.replayed(record.definition(), record.start(), record.moves()); // every move legal
            FakeEngine engine = launcher.engine(i);
            assertEquals(List.of("boardsize 9", "clear_board", "komi 7.5", "time_settings 0 1 0"),
                    engine.sent.subList(0, 4));
            long told = engine.sent.stream().filter(line -> line.startsWith("play ")).count();
            long genmoves = engine.sent.stream().filter(line -> line.startsWith("genmove ")).count();
            assertEquals(record.moves().size(), told + genmoves,
                    "the engine was told every move but its own (the last too, to judge dead stones), and made its own");
            assertEquals(List.of("final_status_list dead", "quit"), engine.sent.subList(engine.sent.size() - 2,
                    engine.sent.size()), "asked about dead stones after the passes, then to quit");
            assertTrue(result.deadStones().isPresent(), "a game counted after passes has its dead stones settled");
            assertTrue(engine.closed);
        }
    }

    @Test
    void anIllegalMoveLoses_withTheRulesReason() {
        Launcher launcher = new Launcher(Map.of("a1", () -> FakeEngine.gtpPlaying("A1", "A1"),
                "passer", () -> FakeEngine.gtpPlaying()));
        GameResult result = play(new Match(go9(), PlayerSpec.parse("gtp:a1"), PlayerSpec.parse("gtp:passer"), 1,
                Clocks.parse("none")), launcher).get(0).result();
        assertEquals(GameResult.Ending.ILLEGAL_MOVE, result.ending());
        assertEquals(1, result.winner().getAsInt());
        assertEquals(2, result.record().moves().size(), "A1 and the pass stand; the second A1 is refused");
        assertTrue(result.reason().startsWith("black loses, illegal move: played A1") && result.reason().contains("OCCUPIED"),
                result.reason());
    }

    @Test
    void garbageLoses_asAProtocolError() {
        for (String answer : new String[] {"banana", "= Z99"}) {
            Launcher launcher = launch("bad", () -> FakeEngine.gtp(line -> List.of(answer, "")));
            GameResult result = play(new Match(go9(), PlayerSpec.parse("random"), PlayerSpec.parse("gtp:bad"), 1,
                    Clocks.parse("none")), launcher).get(0).result();
            assertEquals(GameResult.Ending.PROTOCOL_ERROR, result.ending(), result.reason());
            assertEquals(0, result.winner().getAsInt());
            assertTrue(result.reason().startsWith("white loses, protocol error:"), result.reason());
            assertEquals(1, result.record().moves().size());
        }
    }

    @Test
    void aHangingEngineLoses_onTheAnswerLimitOrOnItsClock() {
        ticker.setAutoIncrementStep(1, TimeUnit.SECONDS);
        GameResult noClock = play(new Match(go9(), PlayerSpec.parse("gtp:mute"), PlayerSpec.parse("random"), 1,
                Clocks.parse("none")), launch("mute", () -> FakeEngine.gtp(line -> List.of()))).get(0).result();
        assertEquals(GameResult.Ending.TIMEOUT, noClock.ending());
        assertEquals("black loses, timeout: no answer within the answer limit of 10s", noClock.reason());
        GameResult clocked = play(new Match(go9(), PlayerSpec.parse("gtp:mute"), PlayerSpec.parse("random"), 1,
                Clocks.parse("absolute:5s")), launch("mute", () -> FakeEngine.gtp(line -> List.of()))).get(0).result();
        assertEquals(GameResult.Ending.TIME, clocked.ending());
        assertEquals("black loses, lost on time: no move within the 5s left on its clock", clocked.reason());
    }

    @Test
    void aCrashLoses() {
        GameResult result = play(new Match(go9(), PlayerSpec.parse("gtp:dies"), PlayerSpec.parse("random"), 1,
                Clocks.parse("none")), launch("dies", () -> FakeEngine.gtp(line -> null))).get(0).result();
        assertEquals(GameResult.Ending.CRASH, result.ending());
        assertTrue(result.reason().startsWith("black loses, crash: the engine's output ended"), result.reason());
    }

    @Test
    void anEngineThatDoesNotStartLoses_andTheOtherStillPlaysNoMove() {
        GameResult result = play(new Match(go9(), PlayerSpec.parse("random"), PlayerSpec.parse("gtp:/no/such/engine"), 1,
                Clocks.parse("none")), launch("passer", () -> FakeEngine.gtpPlaying())).get(0).result();
        assertEquals(GameResult.Ending.NO_START, result.ending());
        assertEquals(0, result.winner().getAsInt());
        assertTrue(result.reason().contains("/no/such/engine"), result.reason());
    }

    /** Byo-yomi of 3 x 30 s: a 40 s move uses up one period, so the third such move loses. */
    @Test
    void theClockIsChargedWhatTheEngineThinks_andToldToIt() {
        Launcher launcher = new Launcher(Map.of("slow", () -> FakeEngine.gtpThinking(ticker, Duration.ofSeconds(40)),
                "quick", () -> FakeEngine.gtpPlaying("A1", "B1", "C1", "D1")));
        GameResult result = play(new Match(go9(), PlayerSpec.parse("gtp:slow"), PlayerSpec.parse("gtp:quick"), 1,
                Clocks.parse("byoyomi:0s+3x30s")), launcher).get(0).result();
        assertEquals(GameResult.Ending.TIME, result.ending());
        assertEquals("black loses, lost on time: used 40s with 30s left on its clock", result.reason());
        assertEquals(4, result.record().moves().size());
        List<String> slow = launcher.engine(0).sent;
        assertTrue(slow.contains("time_settings 0 30 1"), slow.toString());
        assertTrue(slow.contains("time_left B 30 1"), slow.toString());
    }

    @Test
    void badPlayers_areFoundBeforeAnyGame() {
        TabulaException wrongProtocol = assertThrows(TabulaException.class, () -> new Match(go9(),
                PlayerSpec.parse("gomocup:brain"), PlayerSpec.parse("random"), 1, Clocks.parse("none")));
        assertEquals("player 'brain': go is not played over gomocup; its engine protocols: gtp", wrongProtocol.getMessage());
        TabulaException handicap = assertThrows(TabulaException.class, () -> new Match(go9().with(Map.of("handicap", "2")),
                PlayerSpec.parse("gtp:gnugo"), PlayerSpec.parse("random"), 1, Clocks.parse("none")));
        assertTrue(handicap.getMessage().startsWith("player 'gnugo' (gtp): option 'handicap'"), handicap.getMessage());
        assertThrows(TabulaException.class, () -> new Match(go9(), PlayerSpec.parse("random"), PlayerSpec.parse("random"),
                0, Clocks.parse("none")));
    }

    @Test
    void playersOfOneName_areNamedApart() {
        Match match = new Match(go9(), PlayerSpec.parse("random:1"), PlayerSpec.parse("random:2"), 1, Clocks.parse("none"));
        assertEquals(List.of("random", "random-2"), match.players().stream().map(PlayerSpec::name).toList());
    }

    /** Gomocup brains under renju: black's double-three is forbidden, and the rules' verdict is the result. */
    @Test
    void aForbiddenRenjuMoveLoses_byTheRulesOrAsAnIllegalMove() {
        for (String forbidden : new String[] {"loses", "illegal"}) {
            GameDefinition renju = GAMES.module("gomoku").define("renju", Map.of("opening", "free",
                    "forbiddenMoves", forbidden));
            // Black's threes on row 7 (5,7 6,7) and column 7 (7,5 7,6) meet at 7,7: a double-three.
            Launcher launcher = new Launcher(Map.of(
                    "black", () -> FakeEngine.gomocupPlaying("5,7", "6,7", "7,5", "7,6", "7,7"),
                    "white", () -> FakeEngine.gomocupPlaying("0,0", "0,2", "0,4", "0,6", "0,8")));
            GameResult result = play(new Match(renju, PlayerSpec.parse("gomocup:black"), PlayerSpec.parse("gomocup:white"),
                    1, Clocks.parse("gomocup:5s/1m")), launcher).get(0).result();
            assertEquals(1, result.winner().getAsInt(), result.reason());
            if (forbidden.equals("loses")) {
                assertEquals(GameResult.Ending.RULES, result.ending(), result.reason());
                assertEquals(9, result.record().moves().size());
            } else {
                assertEquals(GameResult.Ending.ILLEGAL_MOVE, result.ending(), result.reason());
                assertEquals(8, result.record().moves().size());
            }
            assertTrue(result.reason().contains("three"), result.reason());
            List<String> black = launcher.engine(0).sent;
            assertEquals(List.of("START 15", "INFO rule 4", "INFO timeout_turn 5000", "INFO timeout_match 60000"),
                    black.subList(0, 4));
            assertTrue(black.contains("BEGIN") && black.contains("TURN 0,0"), black.toString());
            assertEquals("END", black.get(black.size() - 1));
        }
    }
}
