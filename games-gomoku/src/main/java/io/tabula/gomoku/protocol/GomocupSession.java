package io.tabula.gomoku.protocol;

import com.google.common.base.Ticker;
import io.tabula.agent.Deadline;
import io.tabula.core.GameDefinition;
import io.tabula.core.GameState;
import io.tabula.core.Move;
import io.tabula.core.Outcome;
import io.tabula.core.ProtocolSession;
import io.tabula.gomoku.rules.GomokuMove;
import io.tabula.gomoku.rules.GomokuOptions;
import io.tabula.gomoku.rules.GomokuRules;
import io.tabula.gomoku.rules.GomokuState;
import io.tabula.gomoku.rules.OpeningRule;
import io.tabula.gomoku.rules.Stone;
import io.tabula.options.OptionException;
import io.tabula.protocol.Args;
import io.tabula.protocol.Gomocup;
import io.tabula.protocol.LineEngine;
import io.tabula.protocol.ProtocolError;
import io.tabula.protocol.Syntax;
import io.tabula.protocol.WholeRange;
import java.io.IOException;
import java.io.Reader;
import java.io.Writer;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Objects;
import java.util.function.Function;

/**
 * A Gomocup / Piskvork brain: the protocol's commands as handlers on a {@link Gomocup}
 * engine, playing the moves {@link GomocupBrain} chooses. The game is one
 * {@link GomocupPosition} (a {@link GomokuState}, the continuous-game stones and the brain's
 * colour), replaced whole by every command that changes it; coordinates are the protocol's
 * {@code x,y} ({@link Coordinates}).
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
 * next replaces both.
 *
 * <p>One answer per command. Managers such as Piskvork read the brain's next line as the
 * answer to the command they sent, skipping only {@code MESSAGE} and {@code DEBUG} lines; a
 * second line, or an answer to a command that expects none, would be taken for the answer to
 * the next command and put the two out of step. So every command that expects an answer gets
 * exactly one line ({@code OK}, a move, {@code ERROR ...} or {@code UNKNOWN ...}), and the
 * lines of a block get none of their own: a block ({@code BOARD}, {@code YXBOARD},
 * {@code SWAP2BOARD}, {@link GomocupBlock}) is taken whole or not at all, its first refused
 * line named in the one answer at {@code DONE}. Commands that expect no answer ({@code INFO},
 * {@code YXBOARD}) report a refused value on a {@code MESSAGE} line, which managers show or
 * log and never take for an answer. A refused command changes nothing: not the board, the
 * colour, the rules nor the times.
 *
 * <p>{@code INFO rule} bits: 1 exact five, 2 continuous game, 4 renju, 8 caro. Renju (4)
 * wins over caro (8), which wins over exact five (1); without them the rules are freestyle.
 * When the module has no {@code caro} variant the brain says so in a {@code MESSAGE} line and
 * plays freestyle. Continuous game (2) changes nothing but the field 3 stones.
 *
 * <p>With a chooser (an agent's {@code choose}, {@code tabula gomocup --agent}), the moves of
 * {@code BEGIN}, {@code TURN} and {@code BOARD} are the chooser's: it is given the position as
 * a {@link GomokuState} under the rules in use, the brain's colour to move. The brain still
 * answers {@code SWAP2BOARD} (the protocol's opening choices are no moves of the rules), and it
 * plays where the chooser cannot: a board with continuous-game stones, which a
 * {@link GomokuState} cannot hold, or a chooser's move that is no stone ({@code pass}). The
 * chooser is given no clock; its own limits (iterations, a time option) bound it.
 *
 * <p>Thinking time: see {@link TurnTime#thinkingMillis()}. Time is read off the session's
 * {@link Ticker}: the system's in play, a fake one in tests, where a frozen ticker makes every
 * answer depend on the position and the seed alone.
 */
public final class GomocupSession implements ProtocolSession {
    /** What {@code ABOUT} answers. */
    public static final String ABOUT = "name=\"tabula\", version=\"0.1.0\", author=\"Tabula project\", "
            + "country=\"n/a\"";

    /** The largest INFO value taken: some 3,000 years of milliseconds, far beyond any time control. */
    static final long MAX_INFO_VALUE = 99_999_999_999_999L;

    private final LineEngine engine = Gomocup.engine();
    private final GomocupBrain brain;
    private final Function<GameState, Move> chooser; // null: the brain chooses
    private final Ticker ticker;
    private BrainRules brainRules;
    private GomocupPosition game; // null before START
    private TurnTime time = TurnTime.UNKNOWN;
    private GomocupBrain.Choice lastChoice;
    private GomocupBrain.Swap2Decision lastSwap2;

    /** A session on the system's clock; see {@link #GomocupSession(GameDefinition, long, Ticker)}. */
    public GomocupSession(GameDefinition definition, long seed) {
        this(definition, seed, Ticker.systemTicker());
    }

    /** A session whose moves are {@code chooser}'s; see {@link #GomocupSession(GameDefinition, long, Ticker, Function)}. */
    public GomocupSession(GameDefinition definition, long seed, Function<GameState, Move> chooser) {
        this(definition, seed, Ticker.systemTicker(), Objects.requireNonNull(chooser, "chooser"));
    }

    /** A session whose moves are the brain's; see {@link #GomocupSession(GameDefinition, long, Ticker, Function)}. */
    public GomocupSession(GameDefinition definition, long seed, Ticker ticker) {
        this(definition, seed, ticker, null);
    }

    /**
     * @param definition the Gomoku rules the brain starts with (its variant and option
     *                   overrides; START sets the size, INFO rule the variant)
     * @param seed       seed of the brain's random choices
     * @param ticker     the clock the brain's thinking time is measured on
     * @param chooser    the chooser of the moves of BEGIN, TURN and BOARD (an agent's
     *                   {@code choose}), or null for the brain's
     * @throws OptionException if the definition has an opening protocol
     */
    public GomocupSession(GameDefinition definition, long seed, Ticker ticker, Function<GameState, Move> chooser) {
        if (!(definition.newGame() instanceof GomokuState)) {
            throw new IllegalArgumentException("a Gomocup brain needs a Gomoku definition, not " + definition.text());
        }
        if (definition.get(GomokuOptions.OPENING) != OpeningRule.FREE) {
            // The manager sends positions and moves; the protocol has no words for swaps or offers.
            throw new OptionException("a Gomocup brain plays the positions its manager sends, so option "
                    + "'opening' must be free, not " + definition.get(GomokuOptions.OPENING).id());
        }
        this.brainRules = BrainRules.of(definition);
        this.brain = new GomocupBrain(seed);
        this.chooser = chooser;
        this.ticker = Objects.requireNonNull(ticker, "ticker");
        register();
    }

    public LineEngine engine() {
        return engine;
    }

    @Override
    public void run(Reader in, Writer out) throws IOException {
        engine.run(in, out);
    }

    /** The answer line to one input line, without its line end, or null for none. */
    public String execute(String line) {
        String answer = engine.execute(line);
        return answer == null ? null : answer.substring(0, answer.length() - 1);
    }

    /** The position (its rules, stones and colour to move), or null before START. */
    public GomokuState state() {
        return game == null ? null : game.state();
    }

    /** The rules in use, or null before START. */
    public GomokuRules rules() {
        return game == null ? null : game.rules();
    }

    /** The brain's board (absolute colours; 3 for a continuous-game stone), or null before START. */
    public byte[] cells() {
        return game == null ? null : game.board();
    }

    /** The brain's colour, or {@link Stone#EMPTY} while unknown. */
    public byte own() {
        return game == null ? Stone.EMPTY : game.own();
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
        return brainRules.variant();
    }

    /** The time the brain may think for its next move, in milliseconds. */
    long thinkingMillis() {
        return time.thinkingMillis();
    }

    private void register() {
        engine.register("START", args -> {
            args.exactly(1);
            start(args.whole(0), args.get(0));
            return "OK";
        }).register("RECTSTART", args -> {
            args.exactly(1);
            long[] wh = Coordinates.numbers(args.get(0), 2, args.command());
            if (wh[0] != wh[1]) {
                throw new ProtocolError(ProtocolError.Basic.INVALID_VALUE, "only square boards are supported, not "
                        + Syntax.printable(args.get(0)));
            }
            start(wh[0], args.get(0));
            return "OK";
        }).register("RESTART", args -> {
            args.exactly(0);
            game = GomocupPosition.empty(started().state().definition());
            return "OK";
        }).register("BEGIN", args -> {
            args.exactly(0);
            if (!started().isEmpty()) {
                throw new ProtocolError(ProtocolError.Basic.OUT_OF_TURN, "BEGIN needs an empty board");
            }
            return play(game.board(), Stone.BLACK);
        }).register("TURN", args -> {
            GomocupPosition at = started();
            args.exactly(1);
            int p = coordinates().point(args.get(0), "TURN");
            byte[] board = at.board();
            if (board[p] != Stone.EMPTY) {
                throw new ProtocolError(ProtocolError.Basic.ILLEGAL_MOVE, "TURN: " + args.get(0) + " is occupied");
            }
            byte opponent = at.own() == Stone.EMPTY ? at.colourToMove() : GomocupPosition.opponent(at.own());
            board[p] = opponent;
            return play(board, GomocupPosition.opponent(opponent));
        }).register("BOARD", args -> {
            args.exactly(0);
            return startBlock(new BoardBlock(true, engine, coordinates(), this::play));
        }).register("YXBOARD", args -> {
            args.exactly(0);
            return startBlock(new BoardBlock(false, engine, coordinates(), (board, own) -> {
                game = GomocupPosition.of(game.state().definition(), board, own);
                return null;
            }));
        }).register("SWAP2BOARD", args -> {
            args.exactly(0);
            return startBlock(new Swap2Block(engine, coordinates(), this::swap2));
        })
                .register("TAKEBACK", args -> {
                    GomocupPosition at = started();
                    args.exactly(1);
                    int p = coordinates().point(args.get(0), "TAKEBACK");
                    byte[] board = at.board();
                    if (board[p] == Stone.EMPTY) {
                        throw new ProtocolError(ProtocolError.Basic.ILLEGAL_MOVE, "TAKEBACK: " + args.get(0) + " is empty");
                    }
                    board[p] = Stone.EMPTY;
                    game = GomocupPosition.of(at.state().definition(), board, at.own());
                    return "OK";
                })
                .register("INFO", this::info)
                .register("DONE", args -> {
                    throw new ProtocolError(ProtocolError.Basic.OUT_OF_TURN, "DONE without BOARD or SWAP2BOARD");
                })
                .register("END", args -> {
                    engine.stop();
                    return null;
                })
                .register("ABOUT", args -> ABOUT)
                .register("YXSHOWFORBID", args -> {
                    args.exactly(0);
                    return forbid(started());
                });
    }

    /** Starts a game on a board of {@code size} ({@code text} as the manager wrote it, for the message). */
    private void start(long size, String text) {
        if (size < GomokuOptions.SIZE.min() || size > GomokuOptions.SIZE.max()) {
            throw new ProtocolError(ProtocolError.Basic.INVALID_VALUE, "unsupported size " + Syntax.printable(text)
                    + ": the rules take " + GomokuOptions.SIZE.min() + " to " + GomokuOptions.SIZE.max());
        }
        BrainRules sized = brainRules.withSize(size);
        game = GomocupPosition.empty(sized.definition());
        brainRules = sized;
    }

    /** The game, once START has made one. */
    private GomocupPosition started() {
        if (game == null) {
            throw new ProtocolError(ProtocolError.Basic.OUT_OF_TURN, "no board: send START first");
        }
        return game;
    }

    private Coordinates coordinates() {
        return new Coordinates(started().rules().grid().width());
    }

    /** Hands the lines that follow to {@code block}; the command is answered at its DONE. */
    private String startBlock(GomocupBlock block) {
        engine.startBlock(block);
        return null;
    }

    /**
     * Chooses the move as {@code colour} on {@code board} (the chooser's, else the brain's),
     * then takes both as the game, with the move played, and answers it; a full board is
     * refused and changes nothing.
     */
    private String play(byte[] board, byte colour) {
        GomokuRules rules = game.rules();
        GomocupBrain.Choice choice = chosen(rules, board, colour);
        if (choice == null) {
            try {
                choice = brain.choose(rules, board, colour, thinkingDeadline());
            } catch (IllegalStateException full) {
                throw new ProtocolError(ProtocolError.Basic.OUT_OF_TURN, "the board is full: no move is left to play");
            }
        }
        byte[] next = board.clone();
        next[choice.point()] = colour;
        game = GomocupPosition.of(rules.definition(), next, colour);
        lastChoice = choice;
        return coordinates().of(choice.point());
    }

    /**
     * The chooser's stone as {@code colour} on {@code board}, or null where the brain plays:
     * no chooser, a continuous-game stone on the board, a full board, or a move that is no stone.
     */
    private GomocupBrain.Choice chosen(GomokuRules rules, byte[] board, byte colour) {
        if (chooser == null) {
            return null;
        }
        int stones = 0;
        boolean empty = false;
        for (byte b : board) {
            if (b == GomocupPosition.NEUTRAL) {
                return null;
            }
            stones += b == Stone.EMPTY ? 0 : 1;
            empty |= b == Stone.EMPTY;
        }
        if (!empty) {
            return null; // the brain refuses a full board
        }
        GomokuState state = GomokuState.restored(rules.definition(), board, Stone.side(colour), stones, Outcome.ONGOING);
        if (state.legalMoves().isEmpty()) {
            return null;
        }
        Move move = chooser.apply(state);
        if (GomokuState.TYPE.move(move) instanceof GomokuMove.Place place && board[place.point()] == Stone.EMPTY) {
            return new GomocupBrain.Choice(place.point(), GomocupBrain.Reason.AGENT);
        }
        return null;
    }

    /** The brain's answer to the Swap2 stones given (black, white, black, ...), and the position it leads to. */
    private String swap2(List<Integer> stones) {
        GomokuRules rules = game.rules();
        byte[] board = new byte[game.board().length];
        for (int i = 0; i < stones.size(); i++) {
            board[stones.get(i)] = i % 2 == 0 ? Stone.BLACK : Stone.WHITE;
        }
        Deadline deadline = thinkingDeadline();
        GomocupBrain.Swap2Decision decision = stones.isEmpty()
                ? brain.openSwap2(rules, board, deadline)
                : brain.answerSwap2(rules, board, deadline);
        List<String> answer = new ArrayList<>();
        byte colour = stones.isEmpty() ? Stone.BLACK : Stone.WHITE;
        for (int p : decision.points()) {
            if (board[p] != Stone.EMPTY) {
                throw new IllegalStateException("Swap2 answer on occupied " + coordinates().of(p));
            }
            board[p] = colour;
            answer.add(coordinates().of(p));
            colour = GomocupPosition.opponent(colour);
        }
        // The brain's colour when the answer settles it; the BOARD that follows replaces both.
        byte own = switch (decision.option()) {
            case SWAP -> Stone.BLACK;
            case STAY -> Stone.WHITE;
            case OPEN, PLACE_TWO -> Stone.EMPTY;
        };
        game = GomocupPosition.of(rules.definition(), board, own);
        lastSwap2 = decision;
        return decision.option() == GomocupBrain.Swap2Option.SWAP ? "SWAP" : String.join(" ", answer);
    }

    private Deadline thinkingDeadline() {
        return Deadline.in(ticker, Duration.ofMillis(time.thinkingMillis()));
    }

    /**
     * INFO expects no answer: a refused value is reported on a MESSAGE line (never ERROR,
     * which a manager would read as the answer to its next command) and changes nothing.
     */
    private String info(Args args) {
        try {
            return setInfo(args);
        } catch (ProtocolError refused) {
            return "MESSAGE " + refused.getMessage() + "; ignored";
        }
    }

    private String setInfo(Args args) {
        if (args.size() < 1) {
            throw new ProtocolError(ProtocolError.Basic.SYNTAX, "INFO needs a key and a value");
        }
        WholeRange milliseconds = WholeRange.of(0, MAX_INFO_VALUE).counting("milliseconds");
        switch (args.get(0).toLowerCase(Locale.ROOT)) {
            case "timeout_turn" -> time = time.withTimeoutTurn(value(args, milliseconds));
            case "timeout_match" -> time = time.withTimeoutMatch(value(args, milliseconds));
            case "time_left" -> time = time.withTimeLeft(value(args, milliseconds));
            case "max_memory" -> value(args, WholeRange.of(0, MAX_INFO_VALUE).counting("bytes"));
            case "game_type" -> value(args, WholeRange.of(0, MAX_INFO_VALUE).counting("a game type"));
            case "rule" -> {
                return rule((int) value(args, WholeRange.of(0, Integer.MAX_VALUE).counting("rule bits")));
            }
            default -> {
                // The protocol tells brains to ignore keys they do not know.
            }
        }
        return null;
    }

    /** The value of an INFO key, one whole number within {@code range}. */
    private static long value(Args args, WholeRange range) {
        String key = "INFO " + Syntax.printable(args.get(0));
        if (args.size() != 2) {
            throw new ProtocolError(ProtocolError.Basic.SYNTAX, key + " needs one value, not '"
                    + Syntax.printable(String.join(" ", args.words().subList(1, args.size()))) + "'");
        }
        return args.syntax().whole(key, args.get(1), range);
    }

    /** Takes the rules of the bits; answers a MESSAGE when caro is asked for and missing. */
    private String rule(int bits) {
        BrainRules next = brainRules.forBits(bits);
        if (game != null) {
            game = game.under(next.definition());
        }
        brainRules = next;
        boolean caroMissing = (bits & 4) == 0 && (bits & 8) != 0 && next.caroVariant() == null;
        return caroMissing ? "MESSAGE caro rules are not available here; playing freestyle" : null;
    }

    /** Yixin-Board's answer: {@code FORBID } then each forbidden point as {@code xxyy}, then a dot. */
    private static String forbid(GomocupPosition at) {
        StringBuilder out = new StringBuilder("FORBID ");
        GomokuRules rules = at.rules();
        if (rules.hasForbiddenMoves() && at.colourToMove() == Stone.BLACK) {
            // The brain's board: continuous-game stones block lines as walls.
            byte[] board = at.board();
            int size = rules.grid().width();
            for (int y = 0; y < size; y++) {
                for (int x = 0; x < size; x++) {
                    int p = (size - 1 - y) * size + x;
                    if (board[p] == Stone.EMPTY && rules.forbidden(board, p).isForbidden()) {
                        out.append(String.format(Locale.ROOT, "%02d%02d", x, y));
                    }
                }
            }
        }
        return out.append('.').toString();
    }
}
