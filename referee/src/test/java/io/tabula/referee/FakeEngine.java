package io.tabula.referee;

import com.google.common.testing.FakeTicker;
import io.tabula.agent.Deadline;
import io.tabula.protocol.EngineChannel;
import io.tabula.protocol.EngineFault;
import io.tabula.protocol.LineInbox;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import java.util.function.Supplier;

/**
 * An engine in the test's own thread: each line the referee sends gets the script's answer at
 * once (null ends the engine's output, as a crash does; an empty list is silence). So no test
 * waits for a thread, and time passes only when a script advances the ticker ("thinks") or the
 * ticker moves by itself.
 */
final class FakeEngine implements EngineChannel {
    private final LineInbox inbox = new LineInbox();
    private final Function<String, List<String>> script;
    final List<String> sent = new ArrayList<>();
    boolean closed;

    FakeEngine(Function<String, List<String>> script) {
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
        closed = true;
    }

    /** A GTP engine that accepts every command and answers {@code genmove} with {@code move}'s answer lines. */
    static Function<String, List<String>> gtp(Function<String, List<String>> genmove) {
        return line -> line.startsWith("genmove") ? genmove.apply(line) : List.of("=", "");
    }

    /** A GTP engine that plays {@code moves} in turn, then passes. */
    static Function<String, List<String>> gtpPlaying(String... moves) {
        Iterator<String> next = List.of(moves).iterator();
        return gtp(line -> List.of("= " + (next.hasNext() ? next.next() : "pass"), ""));
    }

    /** A GTP engine that thinks {@code thinking} on the ticker before each pass. */
    static Function<String, List<String>> gtpThinking(FakeTicker ticker, Duration thinking) {
        return gtp(line -> {
            ticker.advance(thinking);
            return List.of("= pass", "");
        });
    }

    /** A Gomocup brain that plays {@code moves} in turn. */
    static Function<String, List<String>> gomocupPlaying(String... moves) {
        Iterator<String> next = List.of(moves).iterator();
        return line -> {
            String command = line.split(" ")[0];
            return switch (command) {
                case "START" -> List.of("OK");
                case "BEGIN", "TURN", "DONE" -> List.of("MESSAGE my move", next.next());
                default -> List.of();
            };
        };
    }

    /** Starts the fake registered under the program's name, a new one per game; an unknown program does not start. */
    static final class Launcher implements EngineLauncher {
        private final Map<String, Supplier<Function<String, List<String>>>> scripts;
        final List<FakeEngine> started = new ArrayList<>();

        Launcher(Map<String, Supplier<Function<String, List<String>>>> scripts) {
            this.scripts = scripts;
        }

        @Override
        public EngineChannel start(List<String> command) throws EngineFault {
            Supplier<Function<String, List<String>>> script = scripts.get(command.get(0));
            if (script == null) {
                throw new EngineFault(EngineFault.Kind.NO_START, "cannot start '" + command.get(0) + "': no such file");
            }
            FakeEngine engine = new FakeEngine(script.get());
            started.add(engine);
            return engine;
        }

        FakeEngine engine(int index) {
            return started.get(index);
        }
    }
}
