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
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import java.util.function.Supplier;
import org.junit.jupiter.api.Test;

/**
 * Dead stones after two passes. Black walls off the left (column D), white the right (column F),
 * and black's lone stone H5 sits in white's area when both pass. Counted with every stone alive,
 * H5 spoils white's area and black wins by 20.5 (37 to 9 and komi); with H5 dead, each has 36
 * points and white wins by the komi, 7.5. The referee
 * judges it dead by default, and reports the players that said otherwise.
 */
class DeadStoneJudgeTest {
    private static final GameRegistry GAMES = GameRegistry.installed();
    private final Referee referee = new Referee(new FakeTicker(), Duration.ofSeconds(10));

    private static GameDefinition go9() {
        return GAMES.module("go").defaultDefinition().with(Map.of("size", "9"));
    }

    private static final String[] BLACK = {"D1", "D2", "D3", "D4", "D5", "D6", "D7", "D8", "D9", "H5"};
    private static final String[] WHITE = {"F1", "F2", "F3", "F4", "F5", "F6", "F7", "F8", "F9"};

    /** A GTP engine that plays {@code moves}, then passes, and answers final_status_list dead with {@code dead}. */
    private static Supplier<Function<String, List<String>>> engine(String dead, String... moves) {
        return () -> {
            Iterator<String> next = List.of(moves).iterator();
            return line -> {
                if (line.startsWith("genmove")) {
                    return List.of("= " + (next.hasNext() ? next.next() : "pass"), "");
                }
                if (line.equals("final_status_list dead")) {
                    return dead == null ? List.of("? unknown command", "") : List.of("= " + dead, "");
                }
                return List.of("=", "");
            };
        };
    }

    private GameResult play(DeadStoneJudge judge, Launcher launcher) {
        Match match = new Match(go9(), PlayerSpec.parse("b=gtp:black"), PlayerSpec.parse("w=gtp:white"),
                MatchTerms.of(1, Clocks.parse("none")).withDeadStones(judge));
        List<Match.Game> games = new ArrayList<>();
        match.play(referee, launcher, (game, score) -> games.add(game));
        return games.get(0).result();
    }

    @Test
    void theReferee_takesOffTheDeadStone_andReportsThePlayersWhoDiffer() {
        Launcher launcher = new Launcher(Map.of("black", engine("", BLACK), "white", engine("H5", WHITE)));
        GameResult result = play(DeadStoneJudge.REFEREE, launcher);
        assertEquals(GameResult.Ending.RULES, result.ending());
        assertEquals(1, result.winner().getAsInt(), "white wins once H5 is off: " + result.reason());
        DeadStoneRuling ruling = result.deadStones().orElseThrow();
        assertEquals(List.of("H5"), List.copyOf(ruling.dead()));
        assertEquals("the referee's judgement", ruling.decidedBy());
        assertEquals(List.of("b"), ruling.disagreements().stream().map(DeadStoneRuling.Opinion::who).toList(),
                "black said no stone is dead");
        assertEquals(List.of("Dead stones (the referee's judgement): H5", "Dead stones by b: none"), ruling.notes());
        assertTrue(result.end().isOver());
        assertEquals("7.5", GameInfos.margin(result.end()).orElseThrow().toPlainString(), "36 points each, and komi");
    }

    @Test
    void withEveryStoneAlive_blackWouldWin_whichIsTheDefectThisCatches() {
        Launcher launcher = new Launcher(Map.of("black", engine("", BLACK), "white", engine("", WHITE)));
        GameResult result = play(DeadStoneJudge.ENGINES, launcher);
        assertEquals("both players' judgement", result.deadStones().orElseThrow().decidedBy());
        assertEquals(0, result.winner().getAsInt(), "both engines say nothing is dead, so nothing is: " + result.reason());
        assertEquals("20.5", GameInfos.margin(result.end()).orElseThrow().toPlainString());
    }

    @Test
    void engines_agreeing_decide_and_differing_leaveItToTheReferee() {
        GameResult agreed = play(DeadStoneJudge.ENGINES, new Launcher(Map.of("black", engine("H5", BLACK),
                "white", engine("H5", WHITE))));
        assertEquals(1, agreed.winner().getAsInt());
        assertEquals("both players' judgement", agreed.deadStones().orElseThrow().decidedBy());
        assertTrue(agreed.deadStones().orElseThrow().disagreements().isEmpty());

        GameResult differing = play(DeadStoneJudge.ENGINES, new Launcher(Map.of("black", engine(null, BLACK),
                "white", engine("H5", WHITE))));
        DeadStoneRuling ruling = differing.deadStones().orElseThrow();
        assertEquals("the referee's judgement, the players differing", ruling.decidedBy());
        assertEquals(List.of("H5"), List.copyOf(ruling.dead()));
        assertTrue(ruling.notes().get(1).startsWith("Dead stones by b: no answer (refused 'final_status_list dead'"),
                ruling.notes().toString());
    }

    @Test
    void aRefereeEngine_isSetUpWithTheGame_andDecides() {
        List<List<String>> asked = new ArrayList<>();
        Launcher launcher = new Launcher(Map.of("black", engine("", BLACK), "white", engine("", WHITE),
                "judge", () -> line -> {
                    if (line.equals("boardsize 9")) {
                        asked.add(new ArrayList<>());
                    }
                    asked.get(asked.size() - 1).add(line);
                    return line.equals("final_status_list dead") ? List.of("= H5", "") : List.of("=", "");
                }));
        GameResult result = play(DeadStoneJudge.parse("engine:gtp:judge"), launcher);
        assertEquals(1, result.winner().getAsInt());
        assertEquals("the referee engine judge's judgement", result.deadStones().orElseThrow().decidedBy());
        List<String> judge = asked.get(0);
        assertEquals(List.of("boardsize 9", "clear_board", "komi 7.5", "play B D1", "play W F1"), judge.subList(0, 5));
        assertEquals(List.of("play B H5", "play W pass", "play B pass", "final_status_list dead", "quit"),
                judge.subList(judge.size() - 5, judge.size()), "every move, then the question");
    }

    @Test
    void anEngineNamingAnEmptyPoint_givesNoJudgement() {
        GameResult result = play(DeadStoneJudge.ENGINES, new Launcher(Map.of("black", engine("E5", BLACK),
                "white", engine("H5", WHITE))));
        DeadStoneRuling ruling = result.deadStones().orElseThrow();
        assertTrue(ruling.notes().get(1).contains("E5, which holds no stone"), ruling.notes().toString());
        assertEquals(1, result.winner().getAsInt(), "the referee's judgement decided");
    }

    @Test
    void judges_readTheirWords() {
        assertEquals(DeadStoneJudge.REFEREE, DeadStoneJudge.parse("referee"));
        assertEquals(DeadStoneJudge.ENGINES, DeadStoneJudge.parse("engines"));
        assertEquals("engine:gtp:/usr/games/gnugo --mode gtp",
                DeadStoneJudge.parse("engine:gtp:/usr/games/gnugo --mode gtp").text());
        assertThrows(TabulaException.class, () -> DeadStoneJudge.parse("engine:random"));
        TabulaException wrong = assertThrows(TabulaException.class, () -> DeadStoneJudge.parse("both"));
        assertEquals("dead stones 'both': write referee, engines or engine:gtp:COMMAND", wrong.getMessage());
    }
}
