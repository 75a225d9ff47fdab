package io.tabula.referee;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import com.google.common.base.Ticker;
import com.google.common.testing.FakeTicker;
import io.tabula.conformance.CaseFile;
import io.tabula.conformance.ConformanceRunner;
import io.tabula.core.GameRegistry;
import io.tabula.protocol.EngineChannel;
import io.tabula.protocol.EngineFault;
import io.tabula.protocol.LineChannel;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;
import org.junit.jupiter.api.Test;

/** Cases put to engines: fakes that agree, disagree, refuse or die, and GNU Go when installed. */
class EngineConformanceTest {
    private static final GameRegistry GAMES = GameRegistry.installed();
    private static final ConformanceRunner RUNNER = new ConformanceRunner(GAMES);

    /** After black D4, white C3 is legal and D4 (occupied) is not; a pass is not asked about; the score is not asked. */
    private static final String GO_TEXT = """
            {"game": "go", "variant": "chinese", "options": {"size": 9}, "cases": [
              {"id": "after-d4", "setup": {"moves": ["D4"]},
               "expect": {"legal": ["C3", "pass"], "illegal": ["D4", "Z99"], "toMove": "white"}}
            ]}""";
    private static final CaseFile GO = RUNNER.parse("go-test.json", GO_TEXT);

    /** A GTP engine that thinks only D4 is illegal and accepts everything else. */
    private static final Function<String, List<String>> AGREEING = line -> line.startsWith("is_legal")
            ? List.of(line.endsWith("D4") ? "= 0" : "= 1", "") : List.of("=", "");

    @Test
    void anAgreeingEngine_isSetUpThroughGtpAndAskedAboutEachStone() throws EngineFault {
        FakeEngine engine = new FakeEngine(AGREEING);
        EngineConformanceReport report = run(engine, GO);
        assertEquals(List.of(), report.disagreements());
        assertEquals(List.of("boardsize 9", "clear_board", "komi 7.5", "play B D4", "is_legal W C3", "is_legal W D4"),
                engine.sent);
        assertEquals(3, report.asked(), "the set-up and two questions");
        assertEquals(0, report.exitStatus());
        assertEquals(1, report.skipped().get("expect.toMove: engines are asked about legal and illegal moves, and about "
                + "the items of the game's own keys where the protocol has words, only"));
        assertTrue(report.skipped().keySet().stream().anyMatch(r -> r.contains("not a pass")), report.skipped().toString());
        assertTrue(report.skipped().keySet().stream().anyMatch(r -> r.contains("not a move on this board")),
                report.skipped().toString());
    }

    /** Each file's rules as GNU Go's flags: the engine is started again when the next file needs other flags. */
    @Test
    void gnuGo_isStartedWithEachFilesFlags_andAgainOnlyWhenTheyChange() throws EngineFault {
        CaseFile chinese2 = RUNNER.parse("go-test-2.json", GO_TEXT.replace("after-d4", "again"));
        CaseFile japanese = RUNNER.parse("go-japanese.json", GO_TEXT.replace("\"chinese\"", "\"japanese\""));
        List<List<String>> started = new ArrayList<>();
        List<FakeEngine> engines = new ArrayList<>();
        EngineConformance run = new EngineConformance("gtp", arguments -> {
            started.add(arguments);
            FakeEngine engine = new FakeEngine(AGREEING);
            engines.add(engine);
            return engine;
        }, List.of("/usr/games/gnugo", "--mode", "gtp"), PlayerSpec.AUTO_RULES, new FakeTicker(), Duration.ofSeconds(5));
        EngineConformanceReport report = run.run(List.of(GO, chinese2, japanese), List.of());
        run.close();
        assertEquals(List.of(), report.disagreements());
        assertEquals(List.of(List.of("--chinese-rules", "--positional-superko", "--forbid-suicide"),
                List.of("--japanese-rules", "--simple-ko", "--forbid-suicide")), started);
        assertTrue(engines.get(0).closed && engines.get(1).closed);
        EngineConformance plain = new EngineConformance("gtp", arguments -> {
            started.add(arguments);
            return new FakeEngine(AGREEING);
        }, List.of("/usr/games/gnugo"), PlayerSpec.NO_RULES, new FakeTicker(), Duration.ofSeconds(5));
        plain.run(List.of(GO, japanese), List.of());
        assertEquals(List.of(), started.get(2), "none: started once, with nothing added");
        assertEquals(3, started.size());
    }

    @Test
    void kgsRules_followEachSetUp_andRulesItCannotSayAreAFileError() throws EngineFault {
        CaseFile tromp = RUNNER.parse("go-tromp.json", GO_TEXT.replace("\"chinese\"", "\"tromp-taylor\""));
        FakeEngine engine = new FakeEngine(AGREEING);
        EngineConformance run = new EngineConformance("gtp", arguments -> engine, List.of("engine"), "kgs",
                new FakeTicker(), Duration.ofSeconds(5));
        EngineConformanceReport report = run.run(List.of(GO, tromp), List.of());
        assertTrue(engine.sent.subList(0, 5).contains("kgs-rules chinese"), engine.sent.toString());
        assertEquals(1, report.fileErrors().size());
        assertTrue(report.fileErrors().get(0).startsWith("go-tromp.json: the rules cannot be told in style kgs"),
                report.fileErrors().get(0));
    }

    @Test
    void aDisagreeingEngine_isReportedWithTheCaseAndItsAnswer() throws EngineFault {
        EngineConformanceReport report = run(new FakeEngine(line -> List.of(line.startsWith("is_legal") ? "= 1" : "=", "")), GO);
        assertEquals(List.of("go-test.json: case 'after-d4': illegal 'D4': the engine says legal ('is_legal W D4' answered '1')"),
                report.disagreements());
        assertEquals(1, report.exitStatus());
    }

    @Test
    void anEngineRefusingASetUpMove_disagreesWithTheCase() throws EngineFault {
        FakeEngine engine = new FakeEngine(line -> line.startsWith("play") ? List.of("? illegal move", "") : AGREEING.apply(line));
        EngineConformanceReport report = run(engine, GO);
        assertEquals(1, report.disagreements().size());
        assertTrue(report.disagreements().get(0).contains("case 'after-d4': the engine refused 'play B D4': ?illegal move"),
                report.disagreements().get(0));
        assertTrue(engine.sent.stream().noneMatch(l -> l.startsWith("is_legal")), "no questions after a refused set-up");
    }

    /** Under renju with forbiddenMoves=illegal, a brain listing h8 (x 7, y 7) as forbidden agrees that it is illegal. */
    @Test
    void aGomocupBrain_isSetUpWithYxboardAndAskedForItsForbiddenPoints() throws EngineFault {
        CaseFile renju = RUNNER.parse("renju-test.json", """
                {"game": "gomoku", "variant": "renju", "options": {"forbiddenMoves": "illegal"}, "cases": [
                  {"id": "double-three", "setup": {"moves": ["g9", "a1", "f9", "a3", "h7", "a5", "h6", "a7"]},
                   "expect": {"illegal": ["h8"], "legal": ["e8"]}}
                ]}""");
        Function<String, List<String>> brain = line -> switch (line) {
            case "START 15" -> List.of("OK");
            case "YXSHOWFORBID" -> List.of("FORBID 0707.");
            default -> List.of();
        };
        FakeEngine engine = new FakeEngine(brain);
        EngineConformanceReport report = new EngineConformance("gomocup", engine, new FakeTicker(), Duration.ofSeconds(1))
                .run(List.of(renju), List.of());
        assertEquals(List.of(), report.disagreements());
        assertEquals(List.of("START 15", "INFO rule 4", "YXBOARD"), engine.sent.subList(0, 3));
        assertTrue(engine.sent.contains("6,6,1") && engine.sent.contains("0,14,2"), engine.sent.toString());
        assertEquals(List.of("DONE", "YXSHOWFORBID", "YXSHOWFORBID"), engine.sent.subList(11, engine.sent.size()));

        EngineConformanceReport lenient = new EngineConformance("gomocup",
                new FakeEngine(line -> line.equals("YXSHOWFORBID") ? List.of("FORBID .") : brain.apply(line)),
                new FakeTicker(), Duration.ofSeconds(1)).run(List.of(renju), List.of());
        assertEquals(List.of("renju-test.json: case 'double-three': illegal 'h8': the engine says legal "
                + "('YXSHOWFORBID' answered 'FORBID .')"), lenient.disagreements());
    }

    /**
     * Renju's own keys go to YXSHOWFORBID too, whatever forbiddenMoves says: h8 is black's double
     * three (forbidden), e8 is not; with white to move nothing is asked.
     */
    @Test
    void renjusForbiddenAndNotForbiddenKeys_areAskedWithYxshowforbid() throws EngineFault {
        CaseFile renju = RUNNER.parse("renju-keys.json", """
                {"game": "gomoku", "variant": "renju", "cases": [
                  {"id": "double-three", "setup": {"moves": ["g9", "a1", "f9", "a3", "h7", "a5", "h6", "a7"]},
                   "expect": {"forbidden": ["h8"], "notForbidden": ["e8", "g9", "z99"]}},
                  {"id": "white-to-move", "setup": {"moves": ["h8"]}, "expect": {"notForbidden": ["h9"]}},
                  {"id": "black-to-move-after-a-pass", "setup": {"board": [
                      "...............", "...............", "...............", "...............", "...............",
                      "...............", "...............", ".......X.......", "...............", "...............",
                      "...............", "...............", "...............", "...............", "O.O............"],
                    "toMove": "black"}, "expect": {"notForbidden": ["h9"]}}
                ]}""");
        Function<String, List<String>> brain = line -> switch (line) {
            case "START 15" -> List.of("OK");
            case "YXSHOWFORBID" -> List.of("FORBID 0707.");
            default -> List.of();
        };
        FakeEngine engine = new FakeEngine(brain);
        EngineConformanceReport report = new EngineConformance("gomocup", engine, new FakeTicker(), Duration.ofSeconds(1))
                .run(List.of(renju), List.of());
        assertEquals(List.of(), report.disagreements());
        assertEquals(2, engine.sent.stream().filter(l -> l.equals("YXSHOWFORBID")).count(), "h8 and e8");
        assertEquals(5, report.asked(), "three set-ups and two questions");
        assertTrue(report.skipped().keySet().stream().anyMatch(r -> r.startsWith("expect.notForbidden: a brain takes "
                + "black to move from as many black stones as white ones")), report.skipped().toString());
        assertEquals(1, report.skipped().get("expect.notForbidden: YXSHOWFORBID lists empty points only, not occupied ones"));
        assertEquals(1, report.skipped().get("expect.notForbidden: not a point on this board, nothing to ask"));
        assertEquals(1, report.skipped().get(
                "expect.notForbidden: YXSHOWFORBID lists black's forbidden points with black to move only"));

        EngineConformanceReport blind = new EngineConformance("gomocup",
                new FakeEngine(line -> line.equals("YXSHOWFORBID") ? List.of("FORBID 0407.") : brain.apply(line)),
                new FakeTicker(), Duration.ofSeconds(1)).run(List.of(renju), List.of());
        assertEquals(List.of("renju-keys.json: case 'double-three': forbidden 'h8': the engine says otherwise "
                        + "('YXSHOWFORBID' answered 'FORBID 0407.')",
                "renju-keys.json: case 'double-three': notForbidden 'e8': the engine says otherwise "
                        + "('YXSHOWFORBID' answered 'FORBID 0407.')"), blind.disagreements());
    }

    /** Go's own keys have no GTP words: skipped with the reason. */
    @Test
    void aGameKeyTheProtocolCannotAsk_isSkippedWithTheDialectsReason() throws EngineFault {
        CaseFile score = RUNNER.parse("go-keys.json", """
                {"game": "go", "variant": "chinese", "options": {"size": 9}, "cases": [
                  {"id": "score", "setup": {"moves": ["D4"]}, "expect": {"score": {"black": 81}}}
                ]}""");
        EngineConformanceReport report = run(new FakeEngine(AGREEING), score);
        assertEquals(List.of(), report.disagreements());
        assertTrue(report.skipped().keySet().stream().anyMatch(r -> r.startsWith("expect.score: ")),
                report.skipped().toString());
    }

    @Test
    void anEngineThatDies_endsTheRunWithTheFault() {
        EngineFault fault = assertThrows(EngineFault.class, () -> run(new FakeEngine(line -> null), GO));
        assertEquals(EngineFault.Kind.CRASHED, fault.kind());
    }

    @Test
    void aGameWithoutTheProtocol_isAFileError() throws EngineFault {
        EngineConformanceReport report = run(new FakeEngine(AGREEING), RUNNER.parse("gomoku-test.json", """
                {"game": "gomoku", "variant": "standard", "cases": [{"id": "x", "expect": {"legal": ["h8"]}}]}"""));
        assertEquals(List.of("gomoku-test.json: gomoku has no gtp dialect"), report.fileErrors());
        assertEquals(2, report.exitStatus());
    }

    /** GNU Go follows simple ko and forbids every suicide: it agrees on ko and single stones, not on superko. */
    @Test
    void gnuGo_knowsSimpleKoButNotSuperko() throws EngineFault {
        assumeTrue(Files.isExecutable(Path.of("/usr/games/gnugo")), "GNU Go is not installed at /usr/games/gnugo");
        CaseFile chinese = RUNNER.parse("chinese-9x9.json", ConformanceRunner.readResource(GO.definition().module(),
                "conformance/go/chinese-9x9.json"));
        EngineConformanceReport report;
        try (EngineChannel gnugo = LineChannel.start(List.of("/usr/games/gnugo", "--mode", "gtp"))) {
            report = new EngineConformance("gtp", gnugo, Ticker.systemTicker(), Duration.ofSeconds(60))
                    .run(List.of(chinese), List.of());
        }
        assertTrue(report.disagreements().stream().anyMatch(d -> d.contains("'triple-ko-cycle-illegal'")),
                report.disagreements().toString());
        assertTrue(report.disagreements().stream().noneMatch(d -> d.contains("'ko-immediate-retake-illegal'")
                || d.contains("'single-stone-suicide-illegal'")), report.disagreements().toString());
    }

    private static EngineConformanceReport run(EngineChannel engine, CaseFile file) throws EngineFault {
        return new EngineConformance("gtp", engine, new FakeTicker(), Duration.ofSeconds(1)).run(List.of(file), new ArrayList<>());
    }
}
