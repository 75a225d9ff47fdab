package io.tabula.go.protocol;

import io.tabula.core.EngineCommand;
import io.tabula.core.Expressible;
import io.tabula.core.EngineDialect;
import io.tabula.core.EngineTime;
import io.tabula.core.GameDefinition;
import io.tabula.core.GameState;
import io.tabula.core.Move;
import io.tabula.core.NotationException;
import io.tabula.go.notation.GtpNotation;
import io.tabula.go.rules.GoMove;
import io.tabula.go.rules.BoardTopology;
import io.tabula.go.rules.GoOptions;
import io.tabula.go.rules.GoState;
import io.tabula.go.rules.Stones;
import io.tabula.options.OptionException;
import java.util.ArrayList;
import java.util.List;

/**
 * Go in the words of GTP 2, for a referee playing an external engine: {@code boardsize},
 * {@code clear_board}, {@code komi} and {@code time_settings} start a game; the moves the engine
 * has not seen go as {@code play B D4}, then {@code time_left} and {@code genmove}. The engine's
 * vertex, {@code pass} or {@code resign} is read in {@link GtpNotation}.
 *
 * <p>GTP has no command for a rule set, so the engine is told the board and komi only; the
 * referee judges ko, suicide and the score by Tabula's rules. Handicap games are refused: the
 * engine would have to be told the stones and the order of play differs. So are boards that
 * are not square (a torus, a hex board): GTP's {@code boardsize} means a square board.
 */
public final class GtpDialect implements EngineDialect {
    private final GtpNotation notation = new GtpNotation();

    @Override
    public List<EngineCommand> newGame(GameDefinition definition, EngineTime time) {
        GoGtp.requireSquare(definition);
        if (definition.get(GoOptions.HANDICAP) != 0) {
            throw new OptionException("option 'handicap': a referee plays GTP engines on even games only, not handicap "
                    + definition.get(GoOptions.HANDICAP));
        }
        List<EngineCommand> commands = new ArrayList<>();
        commands.add(EngineCommand.required("boardsize " + definition.get(GoOptions.SIZE)));
        commands.add(EngineCommand.required("clear_board"));
        commands.add(EngineCommand.required("komi " + definition.get(GoOptions.KOMI).toPlainString()));
        commands.add(EngineCommand.optional(time.limited()
                ? "time_settings " + time.main().toSeconds() + " " + time.period().toSeconds() + " " + time.periodStones()
                : "time_settings 0 1 0"));
        return commands;
    }

    @Override
    public List<EngineCommand> moveRequest(GameState state, List<Move> unseen, EngineTime time) {
        GoState go = GoState.TYPE.state(state);
        List<EngineCommand> commands = new ArrayList<>();
        // Even games alternate from black, so the colour of a move is the parity of its ply.
        int ply = go.ply() - unseen.size();
        for (Move move : unseen) {
            commands.add(EngineCommand.required("play " + colour(ply % 2 == 0 ? 0 : 1) + " "
                    + notation.format(go, move)));
            ply++;
        }
        String colour = colour(go.toMove().index());
        if (time.limited()) {
            commands.add(EngineCommand.optional("time_left " + colour + " " + time.left().toSeconds() + " " + time.stonesLeft()));
        }
        commands.add(EngineCommand.required("genmove " + colour));
        return commands;
    }

    @Override
    public Move readMove(GameState state, String answer) {
        return notation.parse(state, answer);
    }

    @Override
    public List<EngineCommand> quit() {
        return List.of(EngineCommand.optional("quit"));
    }

    /**
     * A fresh board of the definition's size and komi, then the start's stones one {@code play}
     * each (GTP has no setup command but {@code loadsgf}, which needs a file the engine can
     * read; a stone of a legal position never captures or is captured while the others are
     * placed, since every group has at least its final liberties), then the moves, each in the
     * colour of the side to move. Handicap stones are stones of the start like any other.
     */
    @Override
    public Expressible<List<EngineCommand>> setUp(GameDefinition definition, GameState start, List<Move> moves) {
        if (moves.stream().anyMatch(move -> move instanceof GoMove.Resign)) {
            return Expressible.unsayable("GTP cannot play a resignation (play takes a vertex or pass)");
        }
        if (definition.get(GoOptions.TOPOLOGY) != BoardTopology.SQUARE) {
            return Expressible.unsayable("GTP's boards are square, not " + definition.get(GoOptions.TOPOLOGY).id());
        }
        GoState go = GoState.TYPE.state(start);
        List<EngineCommand> commands = new ArrayList<>();
        commands.add(EngineCommand.required("boardsize " + go.size()));
        commands.add(EngineCommand.required("clear_board"));
        commands.add(EngineCommand.required("komi " + definition.get(GoOptions.KOMI).toPlainString()));
        byte[] cells = go.cells();
        for (int point = 0; point < cells.length; point++) {
            if (cells[point] != Stones.EMPTY) {
                commands.add(EngineCommand.required("play " + (cells[point] == Stones.BLACK ? "B" : "W") + " "
                        + GtpNotation.point(go.size(), point)));
            }
        }
        GameState state = start;
        for (Move move : moves) {
            commands.add(EngineCommand.required("play " + colour(state.toMove().index()) + " "
                    + notation.format(GoState.TYPE.state(state), move)));
            state = state.apply(move);
        }
        return Expressible.said(commands);
    }

    /**
     * {@code is_legal COLOUR VERTEX}, which GNU Go and most engines have; it asks about stones
     * only, and answers {@code 1} legal or {@code 0} illegal.
     */
    @Override
    public Expressible<LegalityQuestion> legalityQuestion(GameState state, Move move) {
        if (!(move instanceof GoMove.Place)) {
            return Expressible.unsayable("GTP's is_legal asks about a stone on a vertex, not a pass or a resignation");
        }
        GoState go = GoState.TYPE.state(state);
        return Expressible.said(new LegalityQuestion(
                EngineCommand.required("is_legal " + colour(go.toMove().index()) + " " + notation.format(go, move)),
                GtpDialect::isLegal));
    }

    private static boolean isLegal(String answer) {
        return switch (answer.strip()) {
            case "1" -> true;
            case "0" -> false;
            default -> throw new NotationException("is_legal answers 1 or 0, not '" + answer.strip() + "'");
        };
    }

    private static String colour(int sideIndex) {
        return sideIndex == 0 ? "B" : "W";
    }
}
