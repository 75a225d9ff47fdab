package io.tabula.go.protocol;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.tabula.core.GameDefinition;
import io.tabula.fuzzing.FuzzText;
import io.tabula.go.GoModule;
import io.tabula.go.rules.GoState;
import io.tabula.go.rules.Stones;
import io.tabula.go.sgf.SgfGoFuzzTest;
import io.tabula.protocol.Gtp;
import io.tabula.protocol.ProtocolError;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
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
 * A GTP session fed well-formed, malformed and mutated commands (docs/FUZZING.md): no
 * command gets an internal error, every answer is one GTP answer, and a command answered
 * {@code ?} leaves the game as it was: position, history, rules, moves and time settings.
 */
@Tag("fuzz")
class GtpSessionFuzzTest {
    private static final GoModule GO = new GoModule();

    /** One step of a session: a line as a controller sends it, or {@code loadsgf} of a file that this test writes. */
    sealed interface Step permits Line, LoadSgf {
    }

    record Line(String text) implements Step {
    }

    record LoadSgf(String content, String moveNumber) implements Step {
    }

    /** Everything a controller can see of the engine, and the rules it would play by next. */
    record Snapshot(GoState state, GameDefinition definition, String sgf, GoGtp.TimeSettings time,
                    Optional<GoGtp.TimeLeft> blackTime, Optional<GoGtp.TimeLeft> whiteTime, String rules) {
        static Snapshot of(GoGtp gtp) {
            return new Snapshot(gtp.state(), gtp.definition(), gtp.sgf(), gtp.timeSettings(),
                    gtp.timeLeft(Stones.BLACK_SIDE), gtp.timeLeft(Stones.WHITE_SIDE), gtp.execute("tabula-rules"));
        }
    }

    @Provide
    Arbitrary<List<Step>> sessions() {
        Arbitrary<Step> line = Arbitraries.frequencyOf(
                Tuple.of(6, wellFormed()),
                Tuple.of(3, FuzzText.mutants(EXAMPLES, "0123456789 -.+#\tabcdefghjklmnopqrstuvwxyzABDEJKT")),
                Tuple.of(1, FuzzText.noise("bwpassABCDEFGHJT0123456789 ")))
                .map(Line::new);
        Arbitrary<Step> load = Combinators.combine(
                        FuzzText.mutants(SgfGoFuzzTest.corpus(), "()[];:\\ ABKMSWZacdeg0123456789."),
                        Arbitraries.of("", " 0", " 1", " 5", " 40", " 2147483647", " -3", " x"))
                .as(LoadSgf::new);
        return Arbitraries.frequencyOf(Tuple.of(12, line), Tuple.of(1, load)).list().ofMinSize(1).ofMaxSize(30);
    }

    @Property
    void rejectedCommands_leaveTheGameAsItWas(@ForAll("sessions") List<Step> session) throws IOException {
        GoGtp gtp = new GoGtp(GO.define("chinese", Map.of("size", "9")), 7);
        for (Step step : session) {
            if (step instanceof LoadSgf load) {
                Path file = Files.createTempFile("tabula-fuzz", ".sgf");
                try {
                    Files.write(file, load.content().getBytes(StandardCharsets.UTF_8)); // a lone surrogate becomes ?
                    check(gtp, "loadsgf " + file + load.moveNumber());
                } finally {
                    Files.deleteIfExists(file);
                }
                continue;
            }
            // A controller's line ends at a line feed: a mutated line with one inside is several
            // lines. Of a run of lines without a word (a long token of line feeds), one is enough.
            boolean wordless = false;
            for (String line : ((Line) step).text().split("\n", -1)) {
                boolean noWords = Gtp.words(line).isEmpty();
                if (!touchesFiles(line) && !(noWords && wordless)) {
                    check(gtp, line);
                }
                wordless = noWords;
            }
        }
    }

    private static void check(GoGtp gtp, String line) {
        Snapshot before = Snapshot.of(gtp);
        String answer = gtp.execute(line);
        if (answer == null) {
            assertEquals(before, Snapshot.of(gtp), "an empty line changed the game");
            Statistics.collect("no answer");
            return;
        }
        String shown = line.length() > 200 ? line.substring(0, 200) + "..." : line;
        assertTrue((answer.startsWith("=") || answer.startsWith("?")) && answer.endsWith("\n\n")
                && answer.indexOf("\n\n") == answer.length() - 2, () -> shown + " -> " + answer);
        assertFalse(answer.contains(ProtocolError.Basic.INTERNAL.text()), () -> shown + " -> " + answer);
        if (answer.startsWith("?")) {
            assertEquals(before, Snapshot.of(gtp), () -> shown + " -> " + answer.strip() + " changed the game");
            Statistics.collect("rejected");
        } else {
            Statistics.collect("accepted");
        }
    }

    /** Lines this test does not send: {@code loadsgf} of any path, and {@code printsgf FILE}, which writes. */
    private static boolean touchesFiles(String line) {
        List<String> words = new ArrayList<>(Gtp.words(line));
        if (!words.isEmpty() && words.get(0).chars().allMatch(c -> c >= '0' && c <= '9')) {
            words.remove(0);
        }
        return !words.isEmpty() && (words.get(0).equals("loadsgf") || (words.get(0).equals("printsgf") && words.size() > 1));
    }

    /** Commands of every kind, with arguments right, wrong, or at the edges. */
    private static Arbitrary<String> wellFormed() {
        Arbitrary<String> colour = Arbitraries.of("b", "w", "black", "white", "B", "WHITE", "x", "");
        Arbitrary<String> vertex = Arbitraries.frequencyOf(
                Tuple.of(8, Combinators.combine(Arbitraries.chars().with("ABCDEFGHJKLMNOPQRSTabcdeIiZ"),
                        Arbitraries.integers().between(0, 26)).as((c, n) -> "" + c + n)),
                Tuple.of(1, Arbitraries.of("pass", "PASS", "resign", "A", "11", "A1A", "Z99", "A-1")));
        Arbitrary<String> number = Arbitraries.frequencyOf(
                Tuple.of(6, Arbitraries.integers().between(0, 30).map(String::valueOf)),
                Tuple.of(1, Arbitraries.of(io.tabula.fuzzing.Edit.EXTREME_NUMBERS)));
        Arbitrary<String> decimal = Arbitraries.frequencyOf(
                Tuple.of(6, Arbitraries.integers().between(-30, 30).map(n -> n / 2.0 + "")),
                Tuple.of(1, Arbitraries.of(io.tabula.fuzzing.Edit.EXTREME_NUMBERS)));
        Arbitrary<String> vertices = vertex.list().ofMinSize(0).ofMaxSize(6).map(list -> String.join(" ", list));
        return Arbitraries.frequencyOf(
                Tuple.of(20, Combinators.combine(colour, vertex).as((c, v) -> "play " + c + " " + v)),
                Tuple.of(6, colour.map(c -> "genmove " + c)),
                Tuple.of(4, Arbitraries.just("undo")),
                Tuple.of(2, number.map(n -> "boardsize " + n)),
                Tuple.of(1, Arbitraries.just("clear_board")),
                Tuple.of(2, decimal.map(k -> "komi " + k)),
                Tuple.of(2, number.map(n -> "fixed_handicap " + n)),
                Tuple.of(1, number.map(n -> "place_free_handicap " + n)),
                Tuple.of(1, vertices.map(v -> "set_free_handicap " + v)),
                Tuple.of(1, Combinators.combine(number, number, number).as((a, b, c) -> "time_settings " + a + " " + b
                        + " " + c)),
                Tuple.of(1, Combinators.combine(colour, number, number).as((c, a, b) -> "time_left " + c + " " + a + " "
                        + b)),
                Tuple.of(1, Arbitraries.of("chinese", "japanese", "aga", "new_zealand", "CHINESE", "ing", "")
                        .map(r -> "kgs-rules " + r)),
                Tuple.of(1, Arbitraries.of("chinese", "tromp-taylor", "ing", "japanese", "Japanese", "go", "")
                        .map(r -> "tabula-rules " + r)),
                Tuple.of(1, Arbitraries.of("final_score", "showboard", "list_commands", "protocol_version", "name",
                        "version", "printsgf", "quit", "final_status_list alive", "final_status_list seki",
                        "final_status_list dead", "final_status_list x", "known_command play", "known_command",
                        "captures b", "list_stones w", "undo 1", "play", "genmove")),
                Tuple.of(1, Combinators.combine(colour, vertex).as((c, v) -> "is_legal " + c + " " + v)));
    }

    /** Commands as controllers send them, for the mutator to work on. */
    private static final List<String> EXAMPLES = List.of("play b D4", "play white pass", "genmove b", "12 genmove w",
            "boardsize 19", "komi 6.5", "fixed_handicap 4", "place_free_handicap 3", "set_free_handicap C3 G7 E5",
            "time_settings 300 30 5", "time_left w 120 0", "kgs-rules japanese", "tabula-rules tromp-taylor",
            "undo", "clear_board", "final_score", "final_status_list alive", "is_legal b E5", "captures white",
            "list_stones black", "showboard", "known_command komi", "3 play w C7 # comment", "protocol_version");
}
