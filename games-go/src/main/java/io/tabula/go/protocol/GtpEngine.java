package io.tabula.go.protocol;

import java.io.IOException;
import java.io.Reader;
import java.io.Writer;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;

/**
 * A Go Text Protocol (version 2) engine: a registry of command handlers and the loop that
 * reads commands and writes answers. It knows the protocol's administrative commands
 * ({@code protocol_version}, {@code name}, {@code version}, {@code known_command},
 * {@code list_commands}, {@code quit}); everything else is a handler registered by a game.
 *
 * <p>Input is preprocessed as GTP 2 section 2 says: control characters other than HT
 * and LF are dropped (so CR/LF line ends work), a {@code #} starts a comment, HT counts
 * as a space, empty lines are skipped. A command is {@code [id] name [arguments]}; the
 * answer is {@code =id result} or {@code ?id message}, ended by an empty line. No input
 * line stops the engine: a handler that fails is answered with {@code ?}, and a line
 * longer than {@value #MAX_LINE} characters is answered with a syntax error. Only
 * {@code quit} or the end of input ends {@link #run}.
 */
public final class GtpEngine {
    /** The longest line read as a command; longer ones are consumed and refused. */
    public static final int MAX_LINE = 1 << 16;

    private final String name;
    private final String version;
    private final Map<String, GtpHandler> handlers = new LinkedHashMap<>();
    private boolean quit;

    /**
     * @param name    what {@code name} answers
     * @param version what {@code version} answers
     */
    public GtpEngine(String name, String version) {
        this.name = Objects.requireNonNull(name, "name");
        this.version = Objects.requireNonNull(version, "version");
        register("protocol_version", args -> {
            args.exactly(0);
            return "2";
        });
        register("name", args -> {
            args.exactly(0);
            return this.name;
        });
        register("version", args -> {
            args.exactly(0);
            return this.version;
        });
        register("known_command", args -> {
            args.exactly(1);
            return Boolean.toString(handlers.containsKey(args.get(0)));
        });
        register("list_commands", args -> {
            args.exactly(0);
            return String.join("\n", handlers.keySet());
        });
        register("quit", args -> {
            quit = true;
            return "";
        });
    }

    /**
     * Adds a command, or replaces the handler of one already registered.
     *
     * @throws IllegalArgumentException if the name is not a GTP command name (no spaces,
     *                                  control characters, {@code #}, and not a number)
     */
    public GtpEngine register(String command, GtpHandler handler) {
        if (command.isEmpty() || !command.chars().allMatch(c -> c > 32 && c < 127 && c != '#')
                || command.chars().allMatch(Character::isDigit)) {
            throw new IllegalArgumentException("not a GTP command name: '" + command + "'");
        }
        handlers.put(command, Objects.requireNonNull(handler, "handler"));
        return this;
    }

    /** The command names, in the order they were registered. */
    public List<String> commands() {
        return Collections.unmodifiableList(new ArrayList<>(handlers.keySet()));
    }

    public Optional<GtpHandler> handler(String command) {
        return Optional.ofNullable(handlers.get(command));
    }

    /** Whether {@code quit} was received. */
    public boolean hasQuit() {
        return quit;
    }

    /**
     * Reads commands from {@code in} and writes each answer to {@code out}, flushed, until
     * {@code quit} or the end of input.
     *
     * @throws IOException if reading or writing fails
     */
    public void run(Reader in, Writer out) throws IOException {
        LineReader lines = new LineReader(in);
        String line;
        while (!quit && (line = lines.next()) != null) {
            String answer = lines.truncated() ? tooLong(line) : execute(line);
            if (answer != null) {
                out.write(answer);
                out.flush();
            }
        }
        out.flush();
    }

    /**
     * The answer to one input line, with its final empty line; null for a line that is
     * empty once comments and control characters are removed (GTP sends no answer then).
     */
    public String execute(String line) {
        List<String> words = words(line);
        if (words.isEmpty()) {
            return null;
        }
        String id = "";
        if (words.get(0).chars().allMatch(c -> c >= '0' && c <= '9')) {
            id = words.remove(0);
        }
        if (words.isEmpty()) {
            return failure(id, "syntax error: a command name must follow the id");
        }
        String command = words.remove(0);
        GtpHandler handler = handlers.get(command);
        if (handler == null) {
            return failure(id, ProtocolError.Kind.UNKNOWN_COMMAND.message());
        }
        try {
            return success(id, handler.handle(new GtpArgs(command, words)));
        } catch (ProtocolError e) {
            return failure(id, e.getMessage());
        } catch (RuntimeException | StackOverflowError e) {
            return failure(id, ProtocolError.Kind.INTERNAL.message() + ": " + e);
        }
    }

    private String tooLong(String start) {
        List<String> words = words(start);
        String id = !words.isEmpty() && words.get(0).chars().allMatch(c -> c >= '0' && c <= '9') ? words.get(0) : "";
        return failure(id, "syntax error: line longer than " + MAX_LINE + " characters");
    }

    /** GTP 2 section 2 preprocessing, then the words of what is left. */
    static List<String> words(String line) {
        StringBuilder kept = new StringBuilder(Math.min(line.length(), MAX_LINE));
        for (int i = 0; i < line.length(); i++) {
            char c = line.charAt(i);
            if (c == '#') {
                break;
            }
            if (c == '\t') {
                kept.append(' ');
            } else if (c >= 32 && c != 127) {
                kept.append(c);
            }
        }
        List<String> words = new ArrayList<>();
        for (String word : kept.toString().split(" ")) {
            if (!word.isEmpty()) {
                words.add(word);
            }
        }
        return words;
    }

    private static String success(String id, String result) {
        String text = clean(result == null ? "" : result, false);
        return "=" + id + (text.isEmpty() ? "" : " " + text) + "\n\n";
    }

    private static String failure(String id, String message) {
        String text = clean(message == null ? "" : message, true);
        return "?" + id + (text.isEmpty() ? "" : " " + text) + "\n\n";
    }

    /** Keeps an answer within GTP: no empty line inside it (that would end it early), one line for errors. */
    private static String clean(String text, boolean oneLine) {
        String t = text.replace("\r", "");
        if (oneLine) {
            return t.replace('\n', ' ').strip();
        }
        t = t.replaceAll("\n[ \t]*(?=\n)", "");
        while (t.endsWith("\n")) {
            t = t.substring(0, t.length() - 1);
        }
        return t.stripTrailing();
    }

    /** Lines ended by LF, each at most {@link #MAX_LINE} characters; the rest of a longer line is skipped. */
    private static final class LineReader {
        private final Reader in;
        private final char[] buffer = new char[8192];
        private int length;
        private int position;
        private boolean truncated;

        LineReader(Reader in) {
            this.in = in;
        }

        boolean truncated() {
            return truncated;
        }

        String next() throws IOException {
            StringBuilder line = new StringBuilder();
            truncated = false;
            boolean any = false;
            while (true) {
                if (position == length) {
                    length = in.read(buffer);
                    position = 0;
                    if (length <= 0) {
                        length = 0;
                        return any ? line.toString() : null;
                    }
                }
                any = true;
                char c = buffer[position++];
                if (c == '\n') {
                    return line.toString();
                }
                if (line.length() < MAX_LINE) {
                    line.append(c);
                } else {
                    truncated = true;
                }
            }
        }
    }
}
