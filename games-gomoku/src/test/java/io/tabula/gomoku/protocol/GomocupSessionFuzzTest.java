package io.tabula.gomoku.protocol;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.common.testing.FakeTicker;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.Tag;
import net.jqwik.api.Tuple;
import net.jqwik.api.statistics.Statistics;

/**
 * Fuzzing the Gomocup session: command sequences drawn from the protocol's own commands,
 * with malformed, extreme and mutated arguments, block lines in and out of blocks, and
 * garbage. Whatever comes, each answer is at most one line of a kind the protocol knows,
 * never an internal error, and a refused command leaves the session as it was.
 *
 * <p>The brain runs on a ticker that advances with every reading and {@code timeout_turn 0},
 * so each of its moves costs little and is the same on every machine.
 */
@Tag("fuzz")
class GomocupSessionFuzzTest {
    private static final List<String> COMMANDS = List.of("START", "RECTSTART", "RESTART", "BEGIN", "TURN",
            "TAKEBACK", "BOARD", "YXBOARD", "SWAP2BOARD", "DONE", "INFO", "ABOUT", "YXSHOWFORBID", "END");
    private static final List<String> INFO_KEYS = List.of("timeout_turn", "timeout_match", "time_left",
            "max_memory", "game_type", "rule", "folder", "evaluate");

    /** What a refused command must leave alone. */
    private record Snapshot(byte[] cells, byte own, String variant, long thinkingMillis) {
        static Snapshot of(GomocupSession s) {
            return new Snapshot(s.cells(), s.own(), s.variant(), s.thinkingMillis());
        }

        void assertSame(Snapshot after, String line) {
            assertArrayEquals(cells, after.cells, "the board changed after a refused '" + line + "'");
            assertEquals(own, after.own, "the colour changed after a refused '" + line + "'");
            assertEquals(variant, after.variant, "the rules changed after a refused '" + line + "'");
            assertEquals(thinkingMillis, after.thinkingMillis, "the times changed after a refused '" + line + "'");
        }
    }

    @Property
    void anyCommandSequence_isAnsweredInOneKnownLine_andRefusalsChangeNothing(
            @ForAll("sessions") List<String> lines) {
        FakeTicker ticker = new FakeTicker().setAutoIncrementStep(Duration.ofNanos(20_000));
        GomocupSession s = new GomocupSession(GomocupSessionTest.MODULE.define("freestyle", Map.of()), 1, ticker);
        s.execute("INFO timeout_turn 0");
        for (String line : lines) {
            Snapshot before = Snapshot.of(s);
            String answer = s.execute(line);
            if (s.engine().stopped()) {
                return;
            }
            Statistics.label("answers").collect(answer == null ? "none" : answer.split("[ ,]")[0].replaceAll("\\d+", "N"));
            if (answer == null) {
                continue;
            }
            assertFalse(answer.contains("\n") || answer.contains("\r"), "one line: " + answer);
            assertFalse(answer.startsWith("ERROR internal error"), line + " -> " + answer);
            assertTrue(answer.matches("OK|SWAP|FORBID [0-9]*\\.|\\d+,\\d+( \\d+,\\d+)*|name=.*|(ERROR|UNKNOWN|MESSAGE) .+"),
                    line + " -> " + answer);
            if (refused(answer)) {
                before.assertSame(Snapshot.of(s), line);
            }
        }
    }

    /** A refusal: ERROR or UNKNOWN, or the MESSAGE of an ignored INFO value or a refused YXBOARD. */
    private static boolean refused(String answer) {
        return answer.startsWith("ERROR") || answer.startsWith("UNKNOWN")
                || answer.startsWith("MESSAGE") && (answer.endsWith("; ignored") || answer.endsWith(" is refused"));
    }

    @Provide
    Arbitrary<List<String>> sessions() {
        Arbitrary<String> start = Arbitraries.of("START 15", "START 5", "START 7", "START 20", "RECTSTART 9,9");
        return Combinators.combine(start, chunk().list().ofMinSize(3).ofMaxSize(25)).as((first, chunks) -> {
            List<String> all = new ArrayList<>();
            all.add(first);
            chunks.forEach(all::addAll);
            return all;
        });
    }

    /** One command line, or a block: its command, its lines, and usually DONE. */
    private Arbitrary<List<String>> chunk() {
        Arbitrary<List<String>> single = line().map(List::of);
        Arbitrary<List<String>> block = Combinators.combine(
                Arbitraries.of("BOARD", "YXBOARD", "SWAP2BOARD"),
                Arbitraries.frequencyOf(Tuple.of(8, coordinates(3)), Tuple.of(4, coordinates(2)), Tuple.of(1, line()))
                        .list().ofMaxSize(12),
                Arbitraries.frequencyOf(Tuple.of(8, Arbitraries.just("DONE")), Tuple.of(1, Arbitraries.just("done")),
                        Tuple.of(1, Arbitraries.just(""))))
                .as((command, lines, done) -> {
                    List<String> all = new ArrayList<>();
                    all.add(command);
                    all.addAll(lines);
                    all.add(done);
                    return all;
                });
        Arbitrary<List<String>> turn = Arbitraries.integers().between(0, 14).list().ofSize(2)
                .map(xy -> List.of("TURN " + xy.get(0) + "," + xy.get(1)));
        return Arbitraries.frequencyOf(Tuple.of(5, single), Tuple.of(3, block), Tuple.of(4, turn));
    }

    private Arbitrary<String> line() {
        return Arbitraries.frequencyOf(
                Tuple.of(6, wellFormed()),
                Tuple.of(3, wellFormed().flatMap(GomocupSessionFuzzTest::mutated)),
                Tuple.of(1, coordinates(3)),
                Tuple.of(1, Arbitraries.strings().ofMaxLength(30)),
                Tuple.of(1, Arbitraries.strings().withCharRange(' ', '~').ofMaxLength(30)));
    }

    /** A command with arguments of roughly the right shape, often at or beyond their ranges. */
    private Arbitrary<String> wellFormed() {
        Arbitrary<String> command = Arbitraries.of(COMMANDS);
        Arbitrary<String> argument = Arbitraries.oneOf(number(), coordinates(2), coordinates(3),
                Arbitraries.of(INFO_KEYS).flatMap(key -> number().map(n -> key + " " + n)), Arbitraries.just(""));
        return Combinators.combine(command, argument).as((c, a) -> a.isEmpty() ? c : c + " " + a);
    }

    private static Arbitrary<String> number() {
        return Arbitraries.oneOf(
                Arbitraries.integers().between(-3, 30).map(String::valueOf),
                Arbitraries.of("0", "-0", "2147483647", "2147483648", "-2147483649", "99999999999999999999999",
                        "1e5", "1.5", "0x10", "+3", "--1", " ", "", "٣"));
    }

    private static Arbitrary<String> coordinates(int count) {
        Arbitrary<String> one = Arbitraries.frequencyOf(
                Tuple.of(8, Arbitraries.integers().between(-1, 21).map(String::valueOf)), Tuple.of(1, number()));
        return one.list().ofSize(count).map(parts -> String.join(",", parts));
    }

    /** {@code line} with one of its characters deleted, doubled or replaced, or a character inserted. */
    private static Arbitrary<String> mutated(String line) {
        if (line.isEmpty()) {
            return Arbitraries.just(line);
        }
        Arbitrary<Integer> at = Arbitraries.integers().between(0, line.length() - 1);
        Arbitrary<Character> c = Arbitraries.oneOf(Arbitraries.chars().range(' ', '~'),
                Arbitraries.of(',', '\t', '\u0000', '\u00ff', '\u2603', '-'));
        return Combinators.combine(at, c, Arbitraries.integers().between(0, 3)).as((i, ch, kind) -> switch (kind) {
            case 0 -> line.substring(0, i) + line.substring(i + 1);
            case 1 -> line.substring(0, i + 1) + line.substring(i);
            case 2 -> line.substring(0, i) + ch + line.substring(i + 1);
            default -> line.substring(0, i) + ch + line.substring(i);
        });
    }
}
