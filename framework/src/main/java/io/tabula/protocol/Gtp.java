package io.tabula.protocol;

import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Pattern;

/**
 * The Go Text Protocol, version 2: its framing, its administrative commands and its argument
 * types. {@link #engine} gives an engine that answers {@code protocol_version},
 * {@code name}, {@code version}, {@code known_command}, {@code list_commands} and
 * {@code quit}; a game registers the rest.
 *
 * <p>Input is preprocessed as GTP 2 section 2 says: control characters other than HT and LF
 * are dropped (so CR LF line ends work), a {@code #} starts a comment, HT counts as a space,
 * empty lines are skipped. A command is {@code [id] name [arguments]}, its name matched as
 * written; the answer is {@code =id result} or {@code ?id message}, ended by an empty line.
 * A result never holds an empty line (it would end the answer early) and a failure is one
 * line. Malformed arguments are {@code syntax error: } and what is wrong with them:
 * {@code 'x' is not an integer}, {@code '-1' is negative; a GTP integer is 0 to 2147483647}.
 */
public final class Gtp implements Framing {
    private static final Gtp FRAMING = new Gtp();
    /** A float in decimal or exponent notation, as C's strtod reads it (without hexadecimal and words). */
    private static final Pattern FLOAT = Pattern.compile("[+-]?([0-9]+\\.?[0-9]*|\\.[0-9]+)([eE][+-]?[0-9]+)?");
    private static final Pattern NOT_FINITE = Pattern.compile("[+-]?(nan|inf|infinity)", Pattern.CASE_INSENSITIVE);
    private static final WholeRange INT = WholeRange.of(0, Integer.MAX_VALUE);

    private Gtp() {
    }

    /**
     * An engine speaking GTP with the administrative commands registered.
     *
     * @param name    what {@code name} answers
     * @param version what {@code version} answers
     */
    public static LineEngine engine(String name, String version) {
        LineEngine engine = new LineEngine(FRAMING);
        return engine.register("protocol_version", args -> {
            args.exactly(0);
            return "2";
        }).register("name", args -> {
            args.exactly(0);
            return name;
        }).register("version", args -> {
            args.exactly(0);
            return version;
        }).register("known_command", args -> {
            args.exactly(1);
            return Boolean.toString(engine.knows(args.get(0)));
        }).register("list_commands", args -> {
            args.exactly(0);
            return String.join("\n", engine.commands());
        }).register("quit", args -> {
            engine.stop();
            return "";
        });
    }

    /** The words of a line after GTP preprocessing, the id (if any) first. */
    public static List<String> words(String line) {
        return split(FRAMING.clean(line));
    }

    /**
     * Argument {@code index} as a GTP float: "a floating point number representable by a 32
     * bit IEEE 754 float" (GTP 2, section 3.2.1), in decimal or exponent notation
     * ({@code 6.5}, {@code -0.5}, {@code 1e2}); its value is that float's, so that a text of
     * any length gives a number of a few digits.
     *
     * @throws ProtocolError a syntax error saying what is wrong: not a number, not a finite
     *                       number, or beyond the range of a 32-bit float
     */
    public static BigDecimal decimal(Args args, int index) {
        String text = args.get(index);
        if (NOT_FINITE.matcher(text).matches()) {
            throw syntaxError("'" + Syntax.printable(text) + "' is not a finite number");
        }
        if (!FLOAT.matcher(text).matches()) {
            throw syntaxError("'" + Syntax.printable(text) + "' is not a number");
        }
        float value = Float.parseFloat(text);
        if (Float.isInfinite(value)) {
            throw syntaxError("'" + Syntax.printable(text) + "' is out of range; a GTP float is a 32-bit IEEE 754 "
                    + "number, from -" + Float.MAX_VALUE + " to " + Float.MAX_VALUE);
        }
        BigDecimal exact = new BigDecimal(Float.toString(value)).stripTrailingZeros();
        return exact.scale() < 0 ? exact.setScale(0) : exact;
    }

    /** A failure in GTP's words for a malformed command: {@code syntax error: } and what is wrong. */
    public static ProtocolError syntaxError(String problem) {
        return new ProtocolError(ProtocolError.Basic.SYNTAX, "syntax error: " + problem);
    }

    @Override
    public boolean carriageReturnEndsLine() {
        return false;
    }

    @Override
    public String clean(String line) {
        StringBuilder kept = new StringBuilder(Math.min(line.length(), LineEngine.MAX_LINE));
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
        return kept.toString();
    }

    @Override
    public Request request(String line) {
        List<String> words = split(line);
        if (words.isEmpty()) {
            return null;
        }
        String id = isId(words.get(0)) ? words.remove(0) : "";
        String command = words.isEmpty() ? "" : words.remove(0);
        return new Request(id, command, words);
    }

    @Override
    public String key(String command) {
        return command;
    }

    /** A name of printable ASCII without spaces or {@code #}, and not a number (which would read as an id). */
    @Override
    public boolean canSend(String command) {
        return !command.isEmpty() && command.chars().allMatch(c -> c > 32 && c < 127 && c != '#') && !isId(command);
    }

    @Override
    public String success(Request request, String result) {
        String text = clean(result == null ? "" : result, false);
        return "=" + request.id() + (text.isEmpty() ? "" : " " + text) + "\n\n";
    }

    @Override
    public String failure(Request request, ProtocolError error) {
        String text = clean(error.getMessage(), true);
        return "?" + request.id() + (text.isEmpty() ? "" : " " + text) + "\n\n";
    }

    @Override
    public Syntax syntax() {
        return GtpSyntax.WORDS;
    }

    private static boolean isId(String word) {
        return word.chars().allMatch(c -> c >= '0' && c <= '9');
    }

    private static List<String> split(String cleaned) {
        List<String> words = new ArrayList<>();
        for (String word : cleaned.split(" ")) {
            if (!word.isEmpty()) {
                words.add(word);
            }
        }
        return words;
    }

    /** Keeps an answer within GTP: no empty line inside it (that would end it early), one line for failures. */
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

    /** GTP's words for malformed arguments; its numbers are GTP ints, 0 to 2<sup>31</sup>-1. */
    private enum GtpSyntax implements Syntax {
        WORDS;

        @Override
        public String wrongCount(String command, List<String> words, int min, int max) {
            String wanted = min == max ? Integer.toString(min) : min + " to " + max;
            return "syntax error: " + command + " takes " + wanted + " argument" + (min == 1 && max == 1 ? "" : "s")
                    + ", not " + words.size();
        }

        /** A GTP int is unsigned: a minus sign is read only to say that a number is negative, so {@code -0} is none. */
        @Override
        public long whole(String where, String text, WholeRange range) {
            if (text.matches("-0+")) {
                throw new ProtocolError(ProtocolError.Basic.SYNTAX, notWhole(where, text));
            }
            return Syntax.super.whole(where, text, range);
        }

        @Override
        public String notWhole(String where, String text) {
            return "syntax error: '" + Syntax.printable(text) + "' is not an integer";
        }

        @Override
        public String outOfRange(String where, String text, long value, WholeRange range) {
            String allowed = range.equals(INT) ? "a GTP integer is 0 to " + Integer.MAX_VALUE
                    : "allowed: " + range.min() + " to " + range.max();
            return "syntax error: '" + Syntax.printable(text) + "' "
                    + (value < 0 && range.min() >= 0 ? "is negative; " : "is out of range; ") + allowed;
        }

        @Override
        public String unknown(String command) {
            return command.isEmpty() ? "syntax error: a command name must follow the id"
                    : ProtocolError.Basic.UNKNOWN_COMMAND.text();
        }

        @Override
        public String tooLong(int limit) {
            return "syntax error: line longer than " + limit + " characters";
        }
    }
}
