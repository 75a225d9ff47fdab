package io.tabula.gomoku.protocol;

import com.google.common.base.Ticker;
import io.tabula.agent.Deadline;
import io.tabula.core.GameDefinition;
import io.tabula.core.GameModule;
import io.tabula.gomoku.rules.GomokuOptions;
import io.tabula.gomoku.rules.GomokuRules;
import io.tabula.gomoku.rules.GomokuState;
import io.tabula.gomoku.rules.OpeningRule;
import io.tabula.gomoku.rules.Stone;
import io.tabula.options.OptionException;
import io.tabula.options.Variant;
import io.tabula.topology.Grid;
import java.io.IOException;
import java.io.Reader;
import java.io.Writer;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * A Gomocup / Piskvork brain: the protocol's commands on a {@link GomocupEngine}, playing
 * the moves {@link GomocupBrain} chooses.
 *
 * <p>Coordinates are the protocol's {@code x,y}: 0-based, {@code x} the column from the
 * left, {@code y} the row from the top; points of the rules count rows from the bottom,
 * so {@code x,y} is the point {@code (size-1-y)*size + x}.
 *
 * <p>Commands: {@code START n}, {@code RECTSTART w,h} (square only), {@code RESTART},
 * {@code BEGIN}, {@code TURN x,y}, {@code BOARD} / {@code YXBOARD} with lines
 * {@code x,y,field} (1 own stone, 2 opponent's, 3 a continuous-game stone that neither side
 * may use) until {@code DONE}, {@code TAKEBACK x,y} (answers {@code OK}), {@code INFO key value},
 * {@code END}, {@code ABOUT} and Yixin-Board's {@code YXSHOWFORBID} (answers
 * {@code FORBID } followed by black's forbidden points as {@code xxyy}, then a dot; the list
 * is empty unless black is to move under rules with forbidden moves).
 *
 * <p>{@code SWAP2BOARD}, of the Gomocup 2020 experimental Swap2 tournament, is sent once or
 * twice between {@code START} and {@code BOARD}, followed by 0, 3 or 5 lines {@code x,y}
 * (the stones in order: black, white, black, white, black) and {@code DONE}. With no stones
 * the brain is the opener and answers its three stones (black, white, black) on one line,
 * {@code x,y x,y x,y}. With three, it is the responder and answers {@code SWAP} (it takes
 * black), one move {@code x,y} (it stays white and plays the 4th stone) or two moves
 * {@code x,y x,y} (white's 4th and black's 5th; the opponent chooses the colour). With five,
 * it answers {@code SWAP} (it takes black) or one move, white's 6th stone. The choices are
 * {@link GomocupBrain#openSwap2} and {@link GomocupBrain#answerSwap2}, within the turn time
 * below. Answered stones are on empty points and legal under the current {@code INFO rule}.
 * After the answer the board is the position it leads to and the brain's colour is black after
 * {@code SWAP}, white after one move, unknown otherwise; the {@code BOARD} the manager sends
 * next replaces both. A line that is not {@code x,y}, is off the board or repeats a stone is
 * refused: the {@code DONE} answers {@code ERROR} naming the first bad line, and so does a
 * stone count other than 0, 3 or 5. Such a block changes nothing. As with BOARD, the block
 * lasts until {@code DONE} (or {@code END}).
 *
 * <p>One answer per command. Managers such as Piskvork read the brain's next line as the
 * answer to the command they sent, skipping only {@code MESSAGE} and {@code DEBUG} lines; a
 * second line, or an answer to a command that expects none, would be taken for the answer to
 * the next command and put the two out of step. So every command that expects an answer gets
 * exactly one line ({@code OK}, a move, {@code ERROR ...} or {@code UNKNOWN ...}), and the
 * lines of a block get none of their own: a block ({@code BOARD}, {@code YXBOARD},
 * {@code SWAP2BOARD}) is taken whole or not at all, its first refused line named in the one
 * answer at {@code DONE}. Commands that expect no answer ({@code INFO}, {@code YXBOARD}) report
 * a refused value on a {@code MESSAGE} line, which managers show or log and never take for an
 * answer. A refused command changes nothing: not the board, the colour, the rules nor the
 * times.
 *
 * <p>{@code INFO rule} bits: 1 exact five, 2 continuous game, 4 renju, 8 caro. Renju (4)
 * wins over caro (8), which wins over exact five (1); without them the rules are freestyle.
 * When the module has no {@code caro} variant the brain says so in a {@code MESSAGE} line and
 * plays freestyle. Continuous game (2) changes nothing but the field 3 stones.
 *
 * <p>Thinking time: half of {@code INFO timeout_turn} (milliseconds; 0 means as fast as
 * possible, taken as 100), bounded by a twentieth of {@code time_left} when it is given (else a
 * fiftieth of {@code timeout_match}); a turn of one second when none is known. The rest of the
 * turn is the margin for answering. Time is read off the session's {@link Ticker}: the system's
 * in play, a fake one in tests, where a frozen ticker makes every answer depend on the
 * position and the seed alone.
 */
public final class GomocupSession {
    /** What {@code ABOUT} answers. */
    public static final String ABOUT = "name=\"tabula\", version=\"0.1.0\", author=\"Tabula project\", "
            + "country=\"n/a\"";

    /** The neutral stone of a continuous game (BOARD field 3). */
    static final byte BLOCKED = 3;

    private final GameModule module;
    private final GomocupEngine engine = new GomocupEngine();
    private final GomocupBrain brain;
    private final Ticker ticker;
    private String variant;
    private final Map<String, String> overrides;
    private GomokuRules rules;
    private byte[] cells;
    private byte own; // EMPTY until known
    private long timeoutTurn = -1;
    private long timeLeft = -1;
    private long timeoutMatch = -1;
    private GomocupBrain.Choice lastChoice;
    private GomocupBrain.Swap2Decision lastSwap2;

    /** A session on the system's clock; see {@link #GomocupSession(GameDefinition, long, Ticker)}. */
    public GomocupSession(GameDefinition definition, long seed) {
        this(definition, seed, Ticker.systemTicker());
    }

    /**
     * @param definition the Gomoku rules the brain starts with (its variant and option
     *                   overrides; START sets the size, INFO rule the variant)
     * @param seed       seed of the brain's random choices
     * @param ticker     the clock the brain's thinking time is measured on
     * @throws io.tabula.options.OptionException if the definition has an opening protocol
     */
    public GomocupSession(GameDefinition definition, long seed, Ticker ticker) {
        if (!(definition.newGame() instanceof GomokuState)) {
            throw new IllegalArgumentException("a Gomocup brain needs a Gomoku definition, not " + definition.text());
        }
        if (definition.get(GomokuOptions.OPENING) != OpeningRule.FREE) {
            // The manager sends positions and moves; the protocol has no words for swaps or offers.
            throw new OptionException("a Gomocup brain plays the positions its manager sends, so option "
                    + "'opening' must be free, not " + definition.get(GomokuOptions.OPENING).id());
        }
        this.module = definition.module();
        this.variant = definition.variant();
        Map<String, String> defaults = module.define(variant, Map.of()).options().asText();
        this.overrides = new LinkedHashMap<>();
        definition.options().asText().forEach((name, value) -> {
            if (!value.equals(defaults.get(name))) {
                overrides.put(name, value);
            }
        });
        this.brain = new GomocupBrain(seed);
        this.ticker = java.util.Objects.requireNonNull(ticker, "ticker");
        register();
    }

    public GomocupEngine engine() {
        return engine;
    }

    /** Runs the session on {@code in} and {@code out} until END or end of input. */
    public void run(Reader in, Writer out) throws IOException {
        engine.run(in, out);
    }

    /** The answer to one line, or null. */
    public String execute(String line) {
        return engine.execute(line);
    }

    /** The rules in use, or null before START. */
    public GomokuRules rules() {
        return rules;
    }

    /** A copy of the board (absolute colours; {@value #BLOCKED} for a continuous-game stone), or null before START. */
    public byte[] cells() {
        return cells == null ? null : cells.clone();
    }

    /** The brain's colour, or {@link Stone#EMPTY} while unknown. */
    public byte own() {
        return own;
    }

    /** The last move the brain chose. */
    public GomocupBrain.Choice lastChoice() {
        return lastChoice;
    }

    /** The last Swap2 decision (SWAP2BOARD), or null. */
    public GomocupBrain.Swap2Decision lastSwap2() {
        return lastSwap2;
    }

    /** The variant in use. */
    public String variant() {
        return variant;
    }

    private void register() {
        engine.register("START", args -> {
            args.exactly(1);
            start(args.whole(0), args.get(0));
            return "OK";
        }).register("RECTSTART", args -> {
            long[] wh = args.numbers(2);
            if (wh[0] != wh[1]) {
                throw new GomocupError(GomocupError.Kind.UNSUPPORTED, "only square boards are supported, not "
                        + GomocupArgs.printable(args.get(0)));
            }
            start(wh[0], args.get(0));
            return "OK";
        }).register("RESTART", args -> {
            args.exactly(0);
            requireStarted();
            cells = new byte[cells.length];
            own = Stone.EMPTY;
            return "OK";
        }).register("BEGIN", args -> {
            args.exactly(0);
            requireStarted();
            for (byte c : cells) {
                if (c != Stone.EMPTY) {
                    throw new GomocupError(GomocupError.Kind.OUT_OF_TURN, "BEGIN needs an empty board");
                }
            }
            return play(cells, Stone.BLACK);
        }).register("TURN", args -> {
            requireStarted();
            int p = point(args.numbers(2), "TURN", args.get(0));
            if (cells[p] != Stone.EMPTY) {
                throw new GomocupError(GomocupError.Kind.ILLEGAL_MOVE, "TURN: " + args.get(0) + " is occupied");
            }
            byte opponent = own == Stone.EMPTY ? colourToMove() : Threat.opponent(own);
            byte[] next = cells.clone();
            next[p] = opponent;
            return play(next, Threat.opponent(opponent));
        }).register("BOARD", args -> {
            args.exactly(0);
            requireStarted();
            engine.startBlock(new BoardBlock(true));
            return null;
        }).register("SWAP2BOARD", args -> {
            args.exactly(0);
            requireStarted();
            engine.startBlock(new Swap2Block());
            return null;
        }).register("YXBOARD", args -> {
            args.exactly(0);
            requireStarted();
            engine.startBlock(new BoardBlock(false));
            return null;
        }).register("TAKEBACK", args -> {
            requireStarted();
            int p = point(args.numbers(2), "TAKEBACK", args.get(0));
            if (cells[p] == Stone.EMPTY) {
                throw new GomocupError(GomocupError.Kind.ILLEGAL_MOVE, "TAKEBACK: " + args.get(0) + " is empty");
            }
            cells[p] = Stone.EMPTY;
            return "OK";
        }).register("INFO", this::info)
                .register("DONE", args -> {
                    throw new GomocupError(GomocupError.Kind.OUT_OF_TURN, "DONE without BOARD or SWAP2BOARD");
                })
                .register("END", args -> {
                    engine.stop();
                    return null;
                }).register("ABOUT", args -> ABOUT)
                .register("YXSHOWFORBID", args -> {
                    args.exactly(0);
                    requireStarted();
                    return forbid();
                });
    }

    /** Starts a game on a board of {@code size} ({@code text} as the manager wrote it, for the message). */
    private void start(long size, String text) {
        if (size < GomokuOptions.SIZE.min() || size > GomokuOptions.SIZE.max()) {
            throw new GomocupError(GomocupError.Kind.UNSUPPORTED, "unsupported size " + GomocupArgs.printable(text)
                    + ": the rules take " + GomokuOptions.SIZE.min() + " to " + GomokuOptions.SIZE.max());
        }
        Map<String, String> sized = new LinkedHashMap<>(overrides);
        sized.put(GomokuOptions.SIZE.name(), Long.toString(size));
        rules = rulesOf(variant, sized);
        overrides.clear();
        overrides.putAll(sized);
        cells = new byte[(int) (size * size)];
        own = Stone.EMPTY;
    }

    private GomokuRules rulesOf(String variant, Map<String, String> options) {
        GameDefinition definition = module.define(variant, options);
        return ((GomokuState) definition.newGame()).rules();
    }

    private void requireStarted() {
        if (cells == null) {
            throw new GomocupError(GomocupError.Kind.OUT_OF_TURN, "no board: send START first");
        }
    }

    /** The colour to move by the stone count: black when both have as many stones. */
    private byte colourToMove() {
        int black = 0;
        int white = 0;
        for (byte c : cells) {
            black += c == Stone.BLACK ? 1 : 0;
            white += c == Stone.WHITE ? 1 : 0;
        }
        return black <= white ? Stone.BLACK : Stone.WHITE;
    }

    private int size() {
        return rules.grid().width();
    }

    /** The point of protocol coordinates {@code x,y} (y from the top), written {@code text} by the manager. */
    private int point(long[] xy, String what, String text) {
        int size = size();
        if (xy[0] < 0 || xy[0] >= size || xy[1] < 0 || xy[1] >= size) {
            throw new GomocupError(GomocupError.Kind.ILLEGAL_MOVE, what + ": " + GomocupArgs.printable(text)
                    + " is off the " + size + "x" + size + " board");
        }
        return (size - 1 - (int) xy[1]) * size + (int) xy[0];
    }

    /** The protocol coordinates {@code x,y} of {@code point}. */
    String coordinates(int point) {
        Grid grid = rules.grid();
        return grid.x(point) + "," + (size() - 1 - grid.y(point));
    }

    /**
     * Chooses the brain's move as {@code colour} on {@code board}, then takes both as the
     * session's, with the move played, and answers it; a full board is refused and changes nothing.
     */
    private String play(byte[] board, byte colour) {
        GomocupBrain.Choice choice;
        try {
            choice = brain.choose(rules, board, colour, thinkingDeadline());
        } catch (IllegalStateException full) {
            throw new GomocupError(GomocupError.Kind.OUT_OF_TURN, "the board is full: no move is left to play");
        }
        byte[] next = board.clone();
        next[choice.point()] = colour;
        cells = next;
        own = colour;
        lastChoice = choice;
        return coordinates(choice.point());
    }

    private Deadline thinkingDeadline() {
        return Deadline.in(ticker, Duration.ofMillis(thinkingMillis()));
    }

    /** The time the brain may think for this move, in milliseconds, with a margin for answering. */
    long thinkingMillis() {
        long turn = timeoutTurn < 0 ? 1000 : timeoutTurn == 0 ? 100 : timeoutTurn;
        if (timeLeft >= 0) {
            turn = Math.min(turn, timeLeft / 20);
        } else if (timeoutMatch > 0) {
            turn = Math.min(turn, timeoutMatch / 50);
        }
        return Math.max(10, Math.min(turn / 2, 10_000));
    }

    /**
     * INFO expects no answer: a refused value is reported on a MESSAGE line (never ERROR,
     * which a manager would read as the answer to its next command) and changes nothing.
     */
    private String info(GomocupArgs args) {
        try {
            return setInfo(args);
        } catch (GomocupError refused) {
            return "MESSAGE " + refused.getMessage() + "; ignored";
        }
    }

    private String setInfo(GomocupArgs args) {
        if (args.size() < 1) {
            throw new GomocupError(GomocupError.Kind.SYNTAX, "INFO needs a key and a value");
        }
        String key = args.get(0).toLowerCase(Locale.ROOT);
        switch (key) {
            case "timeout_turn" -> timeoutTurn = value(args, "milliseconds");
            case "timeout_match" -> timeoutMatch = value(args, "milliseconds");
            case "time_left" -> timeLeft = value(args, "milliseconds");
            case "max_memory" -> value(args, "bytes");
            case "game_type" -> value(args, "a game type");
            case "rule" -> {
                long bits = value(args, "rule bits");
                if (bits > Integer.MAX_VALUE) {
                    throw outOfRange(args, Integer.MAX_VALUE);
                }
                return rule((int) bits);
            }
            default -> {
                // The protocol tells brains to ignore keys they do not know.
            }
        }
        return null;
    }

    /** The value of an INFO key: a whole number from 0 to {@link #MAX_INFO_VALUE}, {@code unit} naming what it counts. */
    private static long value(GomocupArgs args, String unit) {
        if (args.size() != 2) {
            throw new GomocupError(GomocupError.Kind.SYNTAX, "INFO " + GomocupArgs.printable(args.get(0))
                    + " needs one value, not '" + GomocupArgs.printable(String.join(" ", args.words().subList(1, args.size())))
                    + "'");
        }
        long value = GomocupArgs.wholeNumber(args.get(1), "INFO " + GomocupArgs.printable(args.get(0)));
        if (value < 0) {
            throw new GomocupError(GomocupError.Kind.SYNTAX, "INFO " + GomocupArgs.printable(args.get(0)) + ": "
                    + GomocupArgs.printable(args.get(1)) + " is negative; it takes " + unit + ", 0 or more");
        }
        if (value > MAX_INFO_VALUE) {
            throw outOfRange(args, MAX_INFO_VALUE);
        }
        return value;
    }

    /** The largest INFO value taken: some 3,000 years of milliseconds, far beyond any time control. */
    static final long MAX_INFO_VALUE = 99_999_999_999_999L;

    private static GomocupError outOfRange(GomocupArgs args, long max) {
        return new GomocupError(GomocupError.Kind.SYNTAX, "INFO " + GomocupArgs.printable(args.get(0)) + ": "
                + GomocupArgs.printable(args.get(1)) + " is out of range; at most " + max);
    }

    /** Sets the variant of the rule bits; answers a MESSAGE when caro is asked for and missing. */
    private String rule(int bits) {
        String message = null;
        String next;
        if ((bits & 4) != 0) {
            next = "renju";
        } else if ((bits & 8) != 0) {
            String caro = caroVariant();
            if (caro != null) {
                next = caro;
            } else {
                next = "freestyle";
                message = "MESSAGE caro rules are not available here; playing freestyle";
            }
        } else if ((bits & 1) != 0) {
            next = "standard";
        } else {
            next = "freestyle";
        }
        Map<String, String> options = new LinkedHashMap<>(overrides);
        options.remove(GomokuOptions.RULE.name());
        if (cells != null) {
            rules = rulesOf(next, options);
        }
        variant = next;
        overrides.clear();
        overrides.putAll(options);
        return message;
    }

    /** The module's caro variant ({@code caro}, else the first whose id starts with it), or null. */
    private String caroVariant() {
        String found = null;
        for (Variant v : module.options().variants()) {
            if (v.id().equals("caro")) {
                return v.id();
            }
            if (found == null && v.id().startsWith("caro")) {
                found = v.id();
            }
        }
        return found;
    }

    /** Yixin-Board's answer: {@code FORBID } then each forbidden point as {@code xxyy}, then a dot. */
    private String forbid() {
        StringBuilder out = new StringBuilder("FORBID ");
        if (rules.hasForbiddenMoves() && colourToMove() == Stone.BLACK) {
            int size = size();
            for (int y = 0; y < size; y++) {
                for (int x = 0; x < size; x++) {
                    int p = (size - 1 - y) * size + x;
                    if (cells[p] == Stone.EMPTY && rules.forbidden(cells, p).isForbidden()) {
                        out.append(String.format(Locale.ROOT, "%02d%02d", x, y));
                    }
                }
            }
        }
        return out.append('.').toString();
    }

    /**
     * The lines of a multi-line command until {@code DONE}: each is read as it comes, silently;
     * the first line refused is remembered and the later ones are only counted, and at
     * {@code DONE} the block answers once: its result when every line was taken, else the
     * refusal naming that line. A refused block changes nothing.
     */
    private abstract class Block implements GomocupEngine.Block {
        private final String name;
        private int lines;
        private String refused;
        private boolean done;

        Block(String name) {
            this.name = name;
        }

        @Override
        public final String line(String line) {
            if (line.isEmpty()) {
                return null;
            }
            if (line.equalsIgnoreCase("DONE")) {
                done = true;
                return refused == null ? finish() : refusal(refused + "; the whole " + name + " is refused");
            }
            if (line.equalsIgnoreCase("END")) {
                done = true;
                engine.stop();
                return null;
            }
            lines++;
            if (refused == null) {
                try {
                    take(line, name + " line " + lines);
                } catch (GomocupError e) {
                    refused = e.getMessage();
                }
            }
            return null;
        }

        @Override
        public final boolean done() {
            return done;
        }

        /** Reads one line ({@code where} names it in errors), or throws the GomocupError that refuses it. */
        abstract void take(String line, String where);

        /** The answer at DONE when every line was taken (null for none); may throw to refuse the block. */
        abstract String finish();

        /** The answer at DONE of a block with a refused line: ERROR where an answer is due, else a MESSAGE. */
        abstract String refusal(String reason);
    }

    /** The lines of BOARD (then the brain moves and answers) or YXBOARD (it does not), until DONE. */
    private final class BoardBlock extends Block {
        private final boolean think;
        private final byte[] fields;

        BoardBlock(boolean think) {
            super(think ? "BOARD" : "YXBOARD");
            this.think = think;
            this.fields = new byte[cells.length];
        }

        @Override
        void take(String line, String where) {
            long[] f = GomocupArgs.numbers(line, 3, where);
            int p = point(new long[] {f[0], f[1]}, where, line.substring(0, line.lastIndexOf(',')).strip());
            if (f[2] < 1 || f[2] > 3) {
                throw new GomocupError(GomocupError.Kind.SYNTAX, where + ": field " + f[2] + " is not 1, 2 or 3");
            }
            if (fields[p] != 0) {
                throw new GomocupError(GomocupError.Kind.ILLEGAL_MOVE, where + ": " + coordinates(p) + " is given twice");
            }
            fields[p] = (byte) f[2];
        }

        @Override
        String finish() {
            int mine = 0;
            int theirs = 0;
            for (byte f : fields) {
                mine += f == 1 ? 1 : 0;
                theirs += f == 2 ? 1 : 0;
            }
            byte colour = mine < theirs ? Stone.WHITE : Stone.BLACK;
            byte other = Threat.opponent(colour);
            byte[] next = new byte[cells.length];
            for (int p = 0; p < next.length; p++) {
                next[p] = switch (fields[p]) {
                    case 1 -> colour;
                    case 2 -> other;
                    case 3 -> BLOCKED;
                    default -> Stone.EMPTY;
                };
            }
            if (think) {
                return play(next, colour);
            }
            cells = next;
            own = colour;
            return null;
        }

        @Override
        String refusal(String reason) {
            return (think ? "ERROR " : "MESSAGE ") + reason;
        }
    }

    /**
     * The lines of SWAP2BOARD until DONE: one {@code x,y} stone a line, black, white, black,
     * white, black; a count of stones other than 0, 3 or 5 is refused at DONE.
     */
    private final class Swap2Block extends Block {
        private final List<Integer> stones = new ArrayList<>();

        Swap2Block() {
            super("SWAP2BOARD");
        }

        @Override
        void take(String line, String where) {
            long[] xy = GomocupArgs.numbers(line, 2, where);
            int p = point(xy, where, line);
            if (stones.contains(p)) {
                throw new GomocupError(GomocupError.Kind.ILLEGAL_MOVE, where + ": " + coordinates(p) + " is occupied");
            }
            stones.add(p);
        }

        @Override
        String refusal(String reason) {
            return "ERROR " + reason;
        }

        @Override
        String finish() {
            int count = stones.size();
            if (count != 0 && count != 3 && count != 5) {
                throw new GomocupError(GomocupError.Kind.SYNTAX, "SWAP2BOARD takes 0, 3 or 5 stones, not " + count);
            }
            byte[] next = new byte[size() * size()];
            for (int i = 0; i < count; i++) {
                next[stones.get(i)] = i % 2 == 0 ? Stone.BLACK : Stone.WHITE;
            }
            Deadline deadline = thinkingDeadline();
            GomocupBrain.Swap2Decision decision = count == 0
                    ? brain.openSwap2(rules, next, deadline)
                    : brain.answerSwap2(rules, next, deadline);
            List<String> answer = new ArrayList<>();
            byte colour = count == 0 ? Stone.BLACK : Stone.WHITE;
            for (int p : decision.points()) {
                if (next[p] != Stone.EMPTY) {
                    throw new IllegalStateException("Swap2 answer on occupied " + coordinates(p));
                }
                next[p] = colour;
                answer.add(coordinates(p));
                colour = Threat.opponent(colour);
            }
            // The position after the answer, and the brain's colour when the answer settles it;
            // the BOARD that follows replaces both.
            cells = next;
            own = switch (decision.option()) {
                case SWAP -> Stone.BLACK;
                case STAY -> Stone.WHITE;
                case OPEN, PLACE_TWO -> Stone.EMPTY;
            };
            lastSwap2 = decision;
            return decision.option() == GomocupBrain.Swap2Option.SWAP ? "SWAP" : String.join(" ", answer);
        }
    }

    /** Colour arithmetic. */
    private static final class Threat {
        static byte opponent(byte colour) {
            return colour == Stone.BLACK ? Stone.WHITE : Stone.BLACK;
        }
    }
}
