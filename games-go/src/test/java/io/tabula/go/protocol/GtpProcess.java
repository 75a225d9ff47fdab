package io.tabula.go.protocol;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.OutputStreamWriter;
import java.io.UncheckedIOException;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.concurrent.TimeUnit;

/** A GTP engine in another process (GNU Go), spoken to one command at a time. */
final class GtpProcess implements AutoCloseable {
    private final Process process;
    private final Writer in;
    private final BufferedReader out;

    GtpProcess(List<String> command) {
        try {
            process = new ProcessBuilder(command).redirectError(ProcessBuilder.Redirect.DISCARD).start();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        in = new OutputStreamWriter(process.getOutputStream(), StandardCharsets.US_ASCII);
        out = new BufferedReader(new InputStreamReader(process.getInputStream(), StandardCharsets.US_ASCII));
    }

    /** A GTP answer: success or failure, and its text without status, id and final empty line. */
    record Reply(boolean ok, String text) {
        /** Parses one answer as an engine writes it ({@code =12 D4\n\n}). */
        static Reply parse(String raw) {
            String t = raw.replace("\r", "");
            while (t.startsWith("\n")) {
                t = t.substring(1);
            }
            if (t.isEmpty() || (t.charAt(0) != '=' && t.charAt(0) != '?')) {
                throw new AssertionError("not a GTP answer: '" + raw + "'");
            }
            String rest = t.substring(1).replaceFirst("^\\d+", "");
            return new Reply(t.charAt(0) == '=', rest.strip());
        }
    }

    Reply send(String command) {
        try {
            in.write(command + "\n");
            in.flush();
            StringBuilder answer = new StringBuilder();
            String line;
            while ((line = out.readLine()) != null) {
                if (line.isEmpty()) {
                    if (answer.length() > 0) {
                        break;
                    }
                    continue;
                }
                answer.append(line).append('\n');
            }
            if (answer.length() == 0) {
                throw new AssertionError("the engine ended without answering '" + command + "'");
            }
            return Reply.parse(answer.toString());
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** The text of a successful answer. */
    String ok(String command) {
        Reply reply = send(command);
        if (!reply.ok()) {
            throw new AssertionError("'" + command + "' failed: " + reply.text());
        }
        return reply.text();
    }

    @Override
    public void close() {
        try {
            send("quit");
        } catch (RuntimeException | AssertionError e) {
            // already gone
        }
        try {
            if (!process.waitFor(2, TimeUnit.SECONDS)) {
                process.destroyForcibly();
            }
        } catch (InterruptedException e) {
            process.destroyForcibly();
            Thread.currentThread().interrupt();
        }
    }
}
