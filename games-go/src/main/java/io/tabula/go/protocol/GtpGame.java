package io.tabula.go.protocol;

import io.tabula.core.GameDefinition;
import io.tabula.core.GameState;
import io.tabula.core.IllegalMoveException;
import io.tabula.core.Move;
import io.tabula.core.MoveCheck;
import io.tabula.core.Outcome;
import io.tabula.core.Side;
import io.tabula.go.rules.GoMove;
import io.tabula.go.rules.GoState;
import io.tabula.go.rules.GoStates;
import io.tabula.go.rules.Stones;
import io.tabula.record.GameRecord;
import io.tabula.record.Match;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The game a GTP session plays: {@link Match}es, so that {@code undo} is a take-back.
 *
 * <p>GTP lets either colour move at any time ({@code play b d4} twice in a row) and
 * goes on after two passes, while a {@link GoState} alternates and ends. A move by the
 * side not to move, or after the end, starts a new segment: a match from the same
 * position with that side to move, nothing taken from the past but the board, prisoners,
 * move number and superko history (no ko point, which belonged to the other side, and no
 * passes in a row, so the two passes that end a game are always the two sides'). Undo
 * takes back moves across segments. The start (an empty board or handicap stones) is
 * not a move and cannot be taken back, as GTP says of handicap stones.
 */
final class GtpGame {
    private final GoState start;
    private final Deque<Match> earlier = new ArrayDeque<>();
    private Match match;

    GtpGame(GoState start) {
        this.start = start;
        this.match = new Match(new GameRecord(start.definition(), start, List.of()), Map.of());
    }

    GoState start() {
        return start;
    }

    GoState state() {
        return GoState.TYPE.state(match.state());
    }

    GameDefinition definition() {
        return start.definition();
    }

    /** The state in which {@code side} moves next: this one, or a new segment's start. */
    GoState stateFor(Side side) {
        GoState s = state();
        boolean same = s.toMove().equals(side);
        if (same && !s.isOver()) {
            return s;
        }
        int[] captures = {s.captures(Stones.BLACK_SIDE),
            s.captures(Stones.WHITE_SIDE)};
        return GoStates.restored(s.definition(), s.cells(), side, s.ply(), 0, captures, same ? s.koPoint() : -1,
                same ? s.handicapLeft() : 0, s.history(), Set.of(), Outcome.ONGOING);
    }

    /**
     * Plays {@code move} for {@code side}; nothing changes if it is illegal.
     *
     * @throws IllegalMoveException with the rules' reason
     */
    GoState play(Side side, GoMove move) {
        GoState from = stateFor(side);
        if (from != state()) {
            MoveCheck check = from.check(move);
            if (check instanceof MoveCheck.Illegal illegal) {
                throw new IllegalMoveException(illegal);
            }
            earlier.push(match);
            match = new Match(new GameRecord(from.definition(), from, List.of()), Map.of());
        }
        return GoState.TYPE.state(match.play(move));
    }

    boolean canUndo() {
        return match.canUndo();
    }

    /** Takes back the last move; false if there is none. */
    boolean undo() {
        if (!match.undo()) {
            return false;
        }
        while (!match.canUndo() && !earlier.isEmpty()) {
            match = earlier.pop();
        }
        return true;
    }

    /** Every move since the start, with the side that made it, oldest first. */
    List<Played> moves() {
        List<Played> out = new ArrayList<>();
        Iterator<Match> oldestFirst = earlier.descendingIterator();
        while (oldestFirst.hasNext()) {
            addMoves(oldestFirst.next(), out);
        }
        addMoves(match, out);
        return out;
    }

    private static void addMoves(Match segment, List<Played> out) {
        GameRecord record = segment.record();
        List<GameState> states = record.states();
        List<Move> moves = record.moves();
        for (int i = 0; i < moves.size(); i++) {
            out.add(new Played(states.get(i).toMove(), GoState.TYPE.move(moves.get(i))));
        }
    }

    /** One move of the game and the side that made it. */
    record Played(Side side, GoMove move) {
    }
}
