package io.tabula.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class EvaluateCommandTest {

    @Test
    void compares_definitions_andTheReportIsTheSameOnAnyNumberOfThreads(@TempDir Path folder) {
        TabulaCliTest.Run one = TabulaCliTest.run("evaluate", "gomoku(size=7)", "gomoku(rule=standard,size=7)",
                "--games", "20", "--seed", "4", "--threads", "1");
        TabulaCliTest.Run two = TabulaCliTest.run("evaluate", "gomoku(size=7)", "gomoku(rule=standard,size=7)",
                "--games", "20", "--seed", "4", "--threads", "2", "--out", folder.toString());
        assertEquals(0, one.status(), one.err());
        assertEquals(0, two.status(), two.err());
        assertTrue(one.out().startsWith("20 games per definition, every seat random, seed 4"), one.out());
        assertTrue(one.out().contains("gomoku(size=7)") && one.out().contains("gomoku(rule=standard,size=7)"), one.out());
        assertTrue(two.out().startsWith(one.out()), "the same table:\n" + one.out() + "\n" + two.out());
        assertTrue(two.out().contains("report: " + folder.resolve("report.html")), two.out());
        assertTrue(Files.exists(folder.resolve("report.csv")) && Files.exists(folder.resolve("report.json")));
        if (io.tabula.evaluation.ReportFiles.whyNoCharts().isEmpty()) {
            assertTrue(Files.exists(folder.resolve("balance.png")) && Files.exists(folder.resolve("lengths.svg")));
        } else {
            assertTrue(two.err().contains("charts not drawn"), two.err());
        }
        assertTrue(two.err().contains("40/40 games"), "a progress line: " + two.err());
    }

    @Test
    void badAgentsAndDefinitions_areOneLine_exit2() {
        TabulaCliTest.Run agent = TabulaCliTest.run("evaluate", "gomoku", "--agent", "mcts:depth=2", "--games", "1");
        assertEquals(2, agent.status());
        assertTrue(agent.err().contains("agent mcts has no option 'depth'"), agent.err());
        assertFalse(agent.err().contains("\tat "), "no stack trace: " + agent.err());
        TabulaCliTest.Run hidden = TabulaCliTest.run("evaluate", "junqi", "--agent", "mcts", "--games", "1");
        assertEquals(2, hidden.status());
        assertTrue(hidden.err().contains("use ismcts"), hidden.err());
        TabulaCliTest.Run game = TabulaCliTest.run("evaluate", "gomok", "--games", "1");
        assertEquals(2, game.status());
        assertTrue(game.err().contains("gomok"), game.err());
    }

    @Test
    void progressLine_showsDoneElapsedAndTimeLeft_atMostOnceASecond() {
        StringWriter text = new StringWriter();
        AtomicLong now = new AtomicLong();
        ProgressLine line = new ProgressLine(new PrintWriter(text), "games", now::get, 0, false);
        now.set(10_000_000_000L);
        line.update(25, 100);
        now.set(10_500_000_000L);
        line.update(26, 100); // within the second: not shown
        now.set(20_000_000_000L);
        line.update(100, 100);
        assertEquals("25/100 games, 0:10 elapsed, about 0:30 left" + System.lineSeparator()
                + "100/100 games, 0:20 elapsed" + System.lineSeparator(), text.toString());
    }
}
