package io.tabula.protocol;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.common.testing.FakeTicker;
import io.tabula.agent.Deadline;
import io.tabula.core.EngineCommand;
import java.io.IOException;
import java.io.PipedInputStream;
import java.io.PipedOutputStream;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.function.Function;
import org.junit.jupiter.api.Test;

/**
 * The referee's side of the line protocols: answers read as each protocol frames them, and
 * every way an engine can fail (garbage, refusal, silence, death) turned into its fault. The
 * engines here are fakes answering on the caller's thread, so nothing waits for real: a silent
 * engine is timed out on a ticker that moves a second at every reading.
 */
class EngineConversationTest {
    private final FakeTicker frozen = new FakeTicker();
    private final Deadline never = Deadline.in(frozen, Duration.ofSeconds(10));

    @Test
    void gtp_readsAnswersUpToTheEmptyLine_andReturnsTheLast() throws EngineFault {
        Fake engine = new Fake(line -> line.startsWith("genmove") ? List.of("= D4", "") : List.of("=", ""));
        String answer = EngineConversation.of("gtp", engine)
                .exchange(List.of(EngineCommand.required("boardsize 9"), EngineCommand.required("genmove b")), never);
        assertEquals("D4", answer);
        assertEquals(List.of("boardsize 9", "genmove b"), engine.sent);
    }

    @Test
    void gtp_keepsTheLinesOfALongAnswer_andDropsAnEchoedId() throws EngineFault {
        Fake engine = new Fake(line -> List.of("", "=12 first", "second", ""));
        assertEquals("first\nsecond", EngineConversation.of("gtp", engine)
                .exchange(List.of(EngineCommand.required("list_commands")), never));
    }

    @Test
    void gtp_garbageIsAProtocolError_namingTheCommandAndTheAnswer() {
        Fake engine = new Fake(line -> List.of("hello there", ""));
        EngineFault fault = assertThrows(EngineFault.class, () -> EngineConversation.of("gtp", engine)
                .exchange(List.of(EngineCommand.required("genmove b")), never));
        assertEquals(EngineFault.Kind.PROTOCOL, fault.kind());
        assertTrue(fault.getMessage().contains("'hello there'") && fault.getMessage().contains("genmove b"),
                fault.getMessage());
    }

    @Test
    void gtp_aRefusalLosesOnlyForARequiredCommand() throws EngineFault {
        Fake engine = new Fake(line -> List.of("? unknown command", ""));
        EngineConversation gtp = EngineConversation.of("gtp", engine);
        assertNull(gtp.exchange(List.of(EngineCommand.optional("time_settings 0 1 0")), never));
        EngineFault fault = assertThrows(EngineFault.class,
                () -> gtp.exchange(List.of(EngineCommand.required("komi 7.5")), never));
        assertEquals(EngineFault.Kind.REFUSED, fault.kind());
        assertTrue(fault.getMessage().contains("unknown command"), fault.getMessage());
    }

    @Test
    void aSilentEngineTimesOut_onTheDeadlinesTicker() {
        FakeTicker moving = new FakeTicker().setAutoIncrementStep(1, TimeUnit.SECONDS);
        Fake engine = new Fake(line -> List.of());
        EngineFault fault = assertThrows(EngineFault.class, () -> EngineConversation.of("gtp", engine)
                .exchange(List.of(EngineCommand.required("genmove b")), Deadline.in(moving, Duration.ofSeconds(30))));
        assertEquals(EngineFault.Kind.TIMEOUT, fault.kind());
        assertTrue(moving.read() >= TimeUnit.SECONDS.toNanos(30), "the deadline had passed");
    }

    @Test
    void anEngineWhoseOutputEndsHasCrashed() {
        Fake engine = new Fake(line -> null);
        EngineFault fault = assertThrows(EngineFault.class, () -> EngineConversation.of("gomocup", engine)
                .exchange(List.of(EngineCommand.required("BEGIN")), never));
        assertEquals(EngineFault.Kind.CRASHED, fault.kind());
    }

    @Test
    void gomocup_passesOverAsides_readsOnlyAnsweredCommands_andRefusesErrors() throws EngineFault {
        Fake engine = new Fake(line -> switch (line) {
            case "START 15" -> List.of("OK");
            case "BEGIN" -> List.of("MESSAGE thinking", "DEBUG depth 3", "7,7");
            case "TURN 1,1" -> List.of("ERROR no idea");
            default -> List.of();
        });
        EngineConversation gomocup = EngineConversation.of("gomocup", engine);
        assertEquals("7,7", gomocup.exchange(List.of(EngineCommand.required("START 15"),
                EngineCommand.unanswered("INFO timeout_turn 5000"), EngineCommand.required("BEGIN")), never));
        EngineFault fault = assertThrows(EngineFault.class,
                () -> gomocup.exchange(List.of(EngineCommand.required("TURN 1,1")), never));
        assertEquals(EngineFault.Kind.REFUSED, fault.kind());
    }

    @Test
    void lineChannel_readsAnEnginesStreams_andReportsTheirEnd() throws IOException, EngineFault {
        PipedOutputStream engineWrites = new PipedOutputStream();
        PipedInputStream refereeReads = new PipedInputStream(engineWrites);
        PipedInputStream engineReads = new PipedInputStream();
        PipedOutputStream refereeWrites = new PipedOutputStream(engineReads);
        LineChannel channel = LineChannel.over("fake", refereeReads, refereeWrites);
        channel.send("name");
        byte[] line = new byte[5];
        assertEquals(5, engineReads.read(line));
        assertEquals("name\n", new String(line, StandardCharsets.UTF_8));
        engineWrites.write("= fake\r\n\n".getBytes(StandardCharsets.UTF_8));
        engineWrites.close();
        // On a frozen ticker the deadline never passes: the reads wait for the lines, however slow the reader thread.
        assertEquals("= fake", channel.receive(never));
        assertEquals("", channel.receive(never));
        EngineFault fault = assertThrows(EngineFault.class, () -> channel.receive(never));
        assertEquals(EngineFault.Kind.CRASHED, fault.kind());
        channel.close();
    }

    @Test
    void lineChannel_aProgramThatDoesNotExistDoesNotStart() {
        EngineFault fault = assertThrows(EngineFault.class,
                () -> LineChannel.start(List.of("/nonexistent/tabula-engine", "--gtp")));
        assertEquals(EngineFault.Kind.NO_START, fault.kind());
        assertTrue(fault.getMessage().contains("/nonexistent/tabula-engine"), fault.getMessage());
    }

    /** An engine answering on the caller's thread: each line sent gets the script's lines, null ending its output. */
    private static final class Fake implements EngineChannel {
        private final LineInbox inbox = new LineInbox();
        private final Function<String, List<String>> script;
        final List<String> sent = new ArrayList<>();

        Fake(Function<String, List<String>> script) {
            this.script = script;
        }

        @Override
        public void send(String line) {
            sent.add(line);
            List<String> answer = script.apply(line);
            if (answer == null) {
                inbox.end();
            } else {
                answer.forEach(inbox::put);
            }
        }

        @Override
        public String receive(Deadline deadline) throws EngineFault {
            return inbox.take(deadline);
        }

        @Override
        public void close() {
        }
    }
}
