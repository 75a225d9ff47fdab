package io.tabula.gomoku.protocol;

import io.tabula.core.EngineCommand;
import io.tabula.core.Expressible;
import io.tabula.core.EngineDialect;
import io.tabula.core.EngineTime;
import io.tabula.core.GameDefinition;
import io.tabula.core.GameState;
import io.tabula.core.Move;
import io.tabula.core.NotationException;
import io.tabula.gomoku.notation.RenjuNotation;
import io.tabula.gomoku.rules.ForbiddenMoves;
import io.tabula.gomoku.rules.GomokuMove;
import io.tabula.gomoku.rules.GomokuOptions;
import io.tabula.gomoku.rules.GomokuRule;
import io.tabula.gomoku.rules.GomokuState;
import io.tabula.gomoku.rules.OpeningRule;
import io.tabula.gomoku.rules.Stone;
import io.tabula.options.OptionException;
import io.tabula.protocol.ProtocolError;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * Gomoku in the words of the Gomocup (Piskvork) protocol, for a referee playing an external
 * brain: {@code START size} and {@code INFO} (rule, timeout_turn, timeout_match) start a game;
 * {@code BEGIN} asks for the first stone, {@code TURN x,y} tells the opponent's stone and asks
 * for the answer, and {@code BOARD} sends the whole position when more than one stone is new
 * (after a pass), black's stone first and the colours alternating. The brain's {@code x,y} is
 * read as {@link Coordinates} do.
 *
 * <p>Of the opening protocols the protocol has words for Swap2 only, Gomocup's {@code SWAP2BOARD}
 * (the 2020 Swap2 tournament's command): at {@code b1} the first player's brain is sent an
 * empty {@code SWAP2BOARD} and answers three stones (black 1, white 2, black 3); at {@code w4}
 * the second player's brain is sent them and answers {@code SWAP} (it takes black: the rules'
 * {@code swap}), one stone (white 4) or two (white 4 and black 5: {@code balance}); at
 * {@code choice} the first player's brain is sent the five stones and answers {@code SWAP} (it
 * takes black: {@code keep}) or one stone (it takes white, {@code swap}, and plays white 6). Until
 * the board holds more than seven stones, each brain is sent the whole {@code BOARD}, since a
 * brain's colour after {@code SWAP2BOARD} is its manager's to say. Other opening protocols, and
 * renju's {@code forbiddenMoves=claim}, have no words. The {@code INFO rule} bits: 0 freestyle,
 * 1 exact five (standard), 4 renju, 8 caro.
 *
 * <p>Times go in milliseconds: {@code timeout_turn} the move's limit, {@code timeout_match} the
 * main time (zero without one: a clock of periods only tells its period), {@code time_left} the
 * time left whenever {@code timeout_match} is not zero.
 *
 * <p>One style beside {@code none} ({@link #ruleStyles}): {@code rapfi}, for Rapfi, which reads
 * each stone of {@code SWAP2BOARD} as {@code BOARD} writes it, {@code x,y,field} (1 the asked
 * brain's own, 2 its opponent's: white's stones at {@code w4}, black's at {@code choice}), where
 * the 2020 command lists bare {@code x,y}. A program whose name holds {@code rapfi} is given it
 * by default ({@link #ruleStyleFor}); it tells no rules, Gomocup's {@code INFO rule} does.
 */
public final class GomocupDialect implements EngineDialect {
    /** The style of an engine that reads SWAP2BOARD's stones with their fields. */
    public static final String RAPFI = "rapfi";

    /** Whether SWAP2BOARD's stones carry their fields ({@link #RAPFI}). */
    private final boolean swap2Fields;

    /** The dialect as the Gomocup protocol writes it: SWAP2BOARD's stones bare. */
    public GomocupDialect() {
        this(false);
    }

    private GomocupDialect(boolean swap2Fields) {
        this.swap2Fields = swap2Fields;
    }

    @Override
    public List<String> ruleStyles() {
        return List.of(RAPFI);
    }

    /** {@code rapfi} for a program whose file name holds it (any case), else {@code none}. */
    @Override
    public String ruleStyleFor(List<String> command) {
        String program = command.isEmpty() ? "" : command.get(0);
        String file = program.substring(program.lastIndexOf('/') + 1).toLowerCase(Locale.ROOT);
        return file.contains(RAPFI) ? RAPFI : "none";
    }

    /** {@code rapfi} adds no argument and no command: the rules go in {@code INFO rule} for every brain. */
    @Override
    public Expressible<EngineRules> rules(GameDefinition definition, String style) {
        if (!style.equals(RAPFI)) {
            return Expressible.unsayable("the Gomocup dialect has no way '" + style + "' to tell an engine the rules");
        }
        return Expressible.said(new EngineRules(List.of(), List.of()));
    }

    @Override
    public EngineDialect forStyle(String style) {
        return style.equals(RAPFI) ? new GomocupDialect(true) : this;
    }

    @Override
    public List<EngineCommand> newGame(GameDefinition definition, EngineTime time) {
        OpeningRule opening = definition.get(GomokuOptions.OPENING);
        if (opening != OpeningRule.FREE && opening != OpeningRule.SWAP2) {
            throw new OptionException("option 'opening': the Gomocup protocol has words for swap2 (SWAP2BOARD) and no "
                    + "other opening protocol; it must be free or swap2, not " + opening.id());
        }
        if (definition.get(GomokuOptions.RULE) == GomokuRule.RENJU
                && definition.get(GomokuOptions.FORBIDDEN_MOVES) == ForbiddenMoves.CLAIM) {
            throw new OptionException("option 'forbiddenMoves': a Gomocup brain cannot claim a foul; use loses or illegal, "
                    + "not claim");
        }
        return List.of(
                EngineCommand.required("START " + definition.get(GomokuOptions.SIZE)),
                EngineCommand.unanswered("INFO rule " + ruleBits(definition.get(GomokuOptions.RULE))),
                EngineCommand.unanswered("INFO timeout_turn " + time.moveLimit().toMillis()),
                EngineCommand.unanswered("INFO timeout_match " + matchLimit(time).toMillis()));
    }

    /** Gomocup's timeout_match: the main time, else a clock of periods' period, else 0 (none). */
    private static java.time.Duration matchLimit(EngineTime time) {
        if (!time.limited()) {
            return java.time.Duration.ZERO;
        }
        return time.main().isZero() ? time.period() : time.main();
    }

    @Override
    public List<EngineCommand> moveRequest(GameState state, List<Move> unseen, EngineTime time) {
        GomokuState gomoku = GomokuState.TYPE.state(state);
        Coordinates at = new Coordinates(gomoku.size());
        List<EngineCommand> commands = new ArrayList<>();
        commands.add(EngineCommand.unanswered("INFO timeout_turn " + time.moveLimit().toMillis()));
        if (!matchLimit(time).isZero()) { // time_left is the match time left, sent when there is a match limit
            commands.add(EngineCommand.unanswered("INFO time_left " + time.gameLeft().toMillis()));
        }
        boolean swap2 = state.definition().get(GomokuOptions.OPENING) == OpeningRule.SWAP2;
        String step = gomoku.openingStep();
        if (swap2 && SWAP2_STEPS.contains(step)) {
            commands.add(EngineCommand.unanswered("SWAP2BOARD"));
            byte own = step.equals("w4") ? Stone.WHITE : Stone.BLACK; // the asked brain's colour, as yet
            byte[] cells = gomoku.cells();
            for (int point : stonesInOrder(gomoku)) {
                String field = cells[point] == own ? ",1" : ",2";
                commands.add(EngineCommand.unanswered(at.of(point) + (swap2Fields ? field : "")));
            }
            commands.add(EngineCommand.required("DONE"));
        } else if (swap2 && stones(gomoku) <= SWAP2_BOARD_STONES) {
            commands.addAll(board(gomoku, at));
        } else if (unseen.isEmpty() && gomoku.ply() == 0) {
            commands.add(EngineCommand.required("BEGIN"));
        } else if (unseen.size() == 1 && unseen.get(0) instanceof GomokuMove.Place place) {
            commands.add(EngineCommand.required("TURN " + at.of(place.point())));
        } else {
            commands.addAll(board(gomoku, at));
        }
        return commands;
    }

    /** The Swap2 steps a brain answers by {@code SWAP2BOARD}. */
    private static final java.util.Set<String> SWAP2_STEPS = java.util.Set.of("b1", "w4", "choice");
    /** Up to this many stones a Swap2 game sends the whole board: the opening's six and white's 7th answer. */
    private static final int SWAP2_BOARD_STONES = 7;

    private static int stones(GomokuState state) {
        int count = 0;
        for (byte cell : state.cells()) {
            count += cell == Stone.EMPTY ? 0 : 1;
        }
        return count;
    }

    /**
     * The stones as {@code SWAP2BOARD} and {@code BOARD} list them, black, white, black, ..., the
     * rest of the colour with more after (a pass leaves one colour ahead): a brain that reads the
     * lines as the moves played (Rapfi takes the first for black's) rebuilds the position, and the
     * order among one colour's stones changes no position. The state keeps no order of play.
     */
    private static List<Integer> stonesInOrder(GomokuState state) {
        List<Integer> black = new ArrayList<>();
        List<Integer> white = new ArrayList<>();
        byte[] cells = state.cells();
        for (int point = 0; point < cells.length; point++) {
            if (cells[point] == Stone.BLACK) {
                black.add(point);
            } else if (cells[point] == Stone.WHITE) {
                white.add(point);
            }
        }
        List<Integer> order = new ArrayList<>();
        for (int i = 0; i < black.size() || i < white.size(); i++) {
            if (i < black.size()) {
                order.add(black.get(i));
            }
            if (i < white.size()) {
                order.add(white.get(i));
            }
        }
        return order;
    }

    /**
     * The moves of a Swap2 answer at {@code b1} (three stones), {@code w4} ({@code SWAP}, one
     * stone, or two: a balance) and {@code choice} ({@code SWAP}: keep black; one stone: swap and
     * play it); otherwise one stone, {@code x,y}.
     */
    @Override
    public List<Move> readMoves(GameState state, String answer) {
        GomokuState gomoku = GomokuState.TYPE.state(state);
        if (state.definition().get(GomokuOptions.OPENING) != OpeningRule.SWAP2
                || !SWAP2_STEPS.contains(gomoku.openingStep())) {
            return List.of(readMove(state, answer));
        }
        String text = answer.strip();
        Coordinates at = new Coordinates(gomoku.size());
        List<Integer> points = new ArrayList<>();
        boolean swap = text.equalsIgnoreCase("SWAP");
        if (!swap) {
            try {
                for (String word : text.split("\\s+")) {
                    points.add(at.point(word, "a Swap2 stone"));
                }
            } catch (ProtocolError e) {
                throw new NotationException(e.getMessage());
            }
        }
        return switch (gomoku.openingStep()) {
            case "b1" -> {
                if (points.size() != 3) {
                    throw new NotationException("the Swap2 opener answers three stones x,y x,y x,y, not '" + text + "'");
                }
                yield points.stream().<Move>map(GomokuMove.Place::new).toList();
            }
            case "w4" -> {
                if (swap) {
                    yield List.of(GomokuMove.SWAP);
                }
                if (points.size() == 1) {
                    yield List.of(new GomokuMove.Place(points.get(0)));
                }
                if (points.size() == 2) {
                    yield List.of(new GomokuMove.Balance(points.get(0), points.get(1)));
                }
                throw new NotationException("at Swap2's 4th move a brain answers SWAP, one stone or two, not '" + text + "'");
            }
            default -> {
                if (swap) {
                    yield List.of(GomokuMove.KEEP);
                }
                if (points.size() == 1) {
                    yield List.of(GomokuMove.SWAP, new GomokuMove.Place(points.get(0)));
                }
                throw new NotationException("at Swap2's colour choice a brain answers SWAP or one stone, not '" + text + "'");
            }
        };
    }

    /** The whole position: the brain's stones field 1, the opponent's 2. */
    private static List<EngineCommand> board(GomokuState state, Coordinates at) {
        List<EngineCommand> lines = new ArrayList<>();
        lines.add(EngineCommand.unanswered("BOARD"));
        byte own = Stone.ofSide(state.toMove().index());
        byte[] cells = state.cells();
        for (int point : stonesInOrder(state)) { // black first: Rapfi reads the lines as moves played
            lines.add(EngineCommand.unanswered(at.of(point) + "," + (cells[point] == own ? 1 : 2)));
        }
        lines.add(EngineCommand.required("DONE"));
        return lines;
    }

    @Override
    public Move readMove(GameState state, String answer) {
        GomokuState gomoku = GomokuState.TYPE.state(state);
        try {
            return new GomokuMove.Place(new Coordinates(gomoku.size()).point(answer.strip(), "the brain's move"));
        } catch (ProtocolError e) {
            throw new NotationException(e.getMessage());
        }
    }

    @Override
    public List<EngineCommand> quit() {
        return List.of(EngineCommand.unanswered("END"));
    }

    /**
     * {@code START size}, {@code INFO rule}, then the position after {@code moves} as a
     * {@code YXBOARD} block (Yixin-Board's extension: a board the brain takes without playing on
     * it; field 1 the side to move's stones). Only the stones matter for a forbidden point, so the
     * order of play is not sent. Opening protocols have no words in the protocol.
     */
    @Override
    public Expressible<List<EngineCommand>> setUp(GameDefinition definition, GameState start, List<Move> moves) {
        if (definition.get(GomokuOptions.OPENING) != OpeningRule.FREE) {
            return Expressible.unsayable("the Gomocup protocol has no opening protocols (opening="
                    + definition.get(GomokuOptions.OPENING).id() + ")");
        }
        GameState state = start;
        for (Move move : moves) {
            state = state.apply(move);
        }
        GomokuState gomoku = GomokuState.TYPE.state(state);
        Coordinates at = new Coordinates(gomoku.size());
        List<EngineCommand> commands = new ArrayList<>();
        commands.add(EngineCommand.required("START " + gomoku.size()));
        commands.add(EngineCommand.unanswered("INFO rule " + ruleBits(definition.get(GomokuOptions.RULE))));
        commands.add(EngineCommand.unanswered("YXBOARD"));
        byte own = Stone.ofSide(gomoku.toMove().index());
        byte[] cells = gomoku.cells();
        for (int point = 0; point < cells.length; point++) {
            if (cells[point] != Stone.EMPTY) {
                commands.add(EngineCommand.unanswered(at.of(point) + "," + (cells[point] == own ? 1 : 2)));
            }
        }
        commands.add(EngineCommand.unanswered("DONE"));
        return Expressible.said(commands);
    }

    /**
     * {@code YXSHOWFORBID}, which lists black's forbidden points: it answers for a stone of black
     * on an empty point under renju with {@code forbiddenMoves=illegal}, where a move is legal
     * exactly when it is not forbidden. Nothing else can be asked in the protocol.
     */
    @Override
    public Expressible<LegalityQuestion> legalityQuestion(GameState state, Move move) {
        GomokuState gomoku = GomokuState.TYPE.state(state);
        GameDefinition definition = state.definition();
        if (definition.get(GomokuOptions.RULE) != GomokuRule.RENJU
                || definition.get(GomokuOptions.FORBIDDEN_MOVES) != ForbiddenMoves.ILLEGAL) {
            return Expressible.unsayable("Gomocup asks only about renju's forbidden points (YXSHOWFORBID), "
                    + "which make moves illegal under forbiddenMoves=illegal only");
        }
        if (gomoku.toMove().index() != 0 || !(move instanceof GomokuMove.Place place)
                || gomoku.cells()[place.point()] != Stone.EMPTY) {
            return Expressible.unsayable("YXSHOWFORBID lists black's forbidden empty points only, "
                    + "not white's moves, occupied points or passes");
        }
        if (!evenStones(gomoku)) {
            return Expressible.unsayable(UNEVEN);
        }
        return Expressible.said(new LegalityQuestion(EngineCommand.required("YXSHOWFORBID"),
                answer -> !listed(gomoku.size(), place.point(), answer)));
    }

    /**
     * {@code YXSHOWFORBID} for the keys {@code forbidden} (the point is listed) and
     * {@code notForbidden} (it is not): under renju, with black to move (a brain lists black's
     * forbidden points when black is to move), about an empty point.
     */
    @Override
    public Expressible<ClaimQuestion> claimQuestion(GameState state, String key, String item) {
        if (!key.equals("forbidden") && !key.equals("notForbidden")) {
            return Expressible.unsayable("Gomocup has no words for " + key);
        }
        GomokuState gomoku = GomokuState.TYPE.state(state);
        if (state.definition().get(GomokuOptions.RULE) != GomokuRule.RENJU) {
            return Expressible.unsayable("YXSHOWFORBID lists renju's forbidden points; under rule="
                    + state.definition().get(GomokuOptions.RULE).id() + " nothing is forbidden");
        }
        if (gomoku.toMove().index() != 0) {
            return Expressible.unsayable("YXSHOWFORBID lists black's forbidden points with black to move only");
        }
        if (!evenStones(gomoku)) {
            return Expressible.unsayable(UNEVEN);
        }
        int point;
        try {
            point = RenjuNotation.point(gomoku.size(), item);
        } catch (NotationException e) {
            return Expressible.unsayable("not a point on this board, nothing to ask");
        }
        if (gomoku.cells()[point] != Stone.EMPTY) {
            return Expressible.unsayable("YXSHOWFORBID lists empty points only, not occupied ones");
        }
        boolean forbidden = key.equals("forbidden");
        return Expressible.said(new ClaimQuestion(EngineCommand.required("YXSHOWFORBID"),
                answer -> listed(gomoku.size(), point, answer) == forbidden));
    }

    /** Why a position where black is to move with uneven stones cannot be asked about. */
    private static final String UNEVEN = "a brain takes black to move from as many black stones as white ones; "
            + "after a pass, or with extra stones, the counts differ, so YXSHOWFORBID would not answer for black";

    /** Whether black and white have as many stones, so that a brain given the board takes black to move. */
    private static boolean evenStones(GomokuState gomoku) {
        int balance = 0;
        for (byte cell : gomoku.cells()) {
            balance += cell == Stone.BLACK ? 1 : cell == Stone.WHITE ? -1 : 0;
        }
        return balance == 0;
    }

    /** Whether {@code FORBID xxyy...} lists {@code point}. */
    private static boolean listed(int size, int point, String answer) {
        String text = answer.strip();
        if (!text.startsWith("FORBID") || !text.endsWith(".")) {
            throw new NotationException("YXSHOWFORBID answers FORBID xxyy... and a dot, not '" + text + "'");
        }
        String points = text.substring("FORBID".length(), text.length() - 1).strip();
        if (points.length() % 4 != 0 || !points.chars().allMatch(Character::isDigit)) {
            throw new NotationException("YXSHOWFORBID answers points as xxyy, not '" + points + "'");
        }
        String xy = new Coordinates(size).of(point);
        String[] parts = xy.split(",");
        String asked = String.format(Locale.ROOT, "%02d%02d", Integer.parseInt(parts[0]), Integer.parseInt(parts[1]));
        for (int i = 0; i < points.length(); i += 4) {
            if (points.substring(i, i + 4).equals(asked)) {
                return true;
            }
        }
        return false;
    }

    private static int ruleBits(GomokuRule rule) {
        return switch (rule) {
            case FREESTYLE -> 0;
            case STANDARD -> 1;
            case RENJU -> 4;
            case CARO -> 8;
        };
    }
}
