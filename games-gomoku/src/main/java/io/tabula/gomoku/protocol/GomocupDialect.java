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
 * (after a pass). The brain's {@code x,y} is read as {@link Coordinates} do.
 *
 * <p>The protocol has no opening protocols and no claims, so it plays {@code opening=free} only,
 * and under renju not {@code forbiddenMoves=claim}. The {@code INFO rule} bits: 0 freestyle,
 * 1 exact five (standard), 4 renju, 8 caro.
 */
public final class GomocupDialect implements EngineDialect {

    @Override
    public List<EngineCommand> newGame(GameDefinition definition, EngineTime time) {
        if (definition.get(GomokuOptions.OPENING) != OpeningRule.FREE) {
            throw new OptionException("option 'opening': the Gomocup protocol has no opening protocols; it must be free, not "
                    + definition.get(GomokuOptions.OPENING).id());
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
                EngineCommand.unanswered("INFO timeout_match " + (time.limited() ? time.main().toMillis() : 0)));
    }

    @Override
    public List<EngineCommand> moveRequest(GameState state, List<Move> unseen, EngineTime time) {
        GomokuState gomoku = GomokuState.TYPE.state(state);
        Coordinates at = new Coordinates(gomoku.size());
        List<EngineCommand> commands = new ArrayList<>();
        commands.add(EngineCommand.unanswered("INFO timeout_turn " + time.moveLimit().toMillis()));
        if (time.limited() && !time.main().isZero()) { // time_left is the match time left, sent when there is a match limit
            commands.add(EngineCommand.unanswered("INFO time_left " + time.gameLeft().toMillis()));
        }
        if (unseen.isEmpty() && gomoku.ply() == 0) {
            commands.add(EngineCommand.required("BEGIN"));
        } else if (unseen.size() == 1 && unseen.get(0) instanceof GomokuMove.Place place) {
            commands.add(EngineCommand.required("TURN " + at.of(place.point())));
        } else {
            commands.addAll(board(gomoku, at));
        }
        return commands;
    }

    /** The whole position: the brain's stones field 1, the opponent's 2. */
    private static List<EngineCommand> board(GomokuState state, Coordinates at) {
        List<EngineCommand> lines = new ArrayList<>();
        lines.add(EngineCommand.unanswered("BOARD"));
        byte own = Stone.ofSide(state.toMove().index());
        byte[] cells = state.cells();
        for (int point = 0; point < cells.length; point++) {
            if (cells[point] != Stone.EMPTY) {
                lines.add(EngineCommand.unanswered(at.of(point) + "," + (cells[point] == own ? 1 : 2)));
            }
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
