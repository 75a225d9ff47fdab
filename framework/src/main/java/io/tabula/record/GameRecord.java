package io.tabula.record;

import com.google.common.collect.ImmutableList;
import io.tabula.core.GameDefinition;
import io.tabula.core.GameState;
import io.tabula.core.Move;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

/**
 * A game as it was played: the definition, the state it started from (the initial
 * state or a setup position) and the moves, in order. Immutable; the state at any ply
 * is found by replaying, so undo is "the state at ply n".
 */
public record GameRecord(GameDefinition definition, GameState start, List<Move> moves) {

    public GameRecord {
        Objects.requireNonNull(definition, "definition");
        Objects.requireNonNull(start, "start");
        moves = ImmutableList.copyOf(moves);
    }

    /** A record of no moves from the definition's initial state. */
    public static GameRecord of(GameDefinition definition) {
        return new GameRecord(definition, definition.newGame(), List.of());
    }

    /**
     * The record of {@code moves} played from {@code start}, checked by replaying them.
     *
     * @throws io.tabula.core.IllegalMoveException at the first move the rules reject
     */
    public static GameRecord replayed(GameDefinition definition, GameState start, List<Move> moves) {
        GameRecord record = new GameRecord(definition, start, moves);
        record.states();
        return record;
    }

    public GameRecord plus(Move move) {
        List<Move> longer = new ArrayList<>(moves);
        longer.add(move);
        return new GameRecord(definition, start, longer);
    }

    /** The record of its first {@code plies} moves. */
    public GameRecord truncated(int plies) {
        if (plies < 0 || plies > moves.size()) {
            throw new IndexOutOfBoundsException("ply " + plies + " of a record of " + moves.size() + " moves");
        }
        return new GameRecord(definition, start, moves.subList(0, plies));
    }

    /** Every state from the start to the end, {@code moves().size() + 1} of them. */
    public List<GameState> states() {
        List<GameState> states = new ArrayList<>(moves.size() + 1);
        GameState state = start;
        states.add(state);
        for (Move move : moves) {
            state = state.apply(move);
            states.add(state);
        }
        return states;
    }

    /** The state after the first {@code plies} moves. */
    public GameState stateAt(int plies) {
        return truncated(plies).last();
    }

    /** The state after every move. */
    public GameState last() {
        GameState state = start;
        for (Move move : moves) {
            state = state.apply(move);
        }
        return state;
    }
}
