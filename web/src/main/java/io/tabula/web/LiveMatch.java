package io.tabula.web;

import io.tabula.agent.Agent;
import io.tabula.core.GameDefinition;
import io.tabula.core.GameState;
import io.tabula.core.Move;
import io.tabula.core.Side;
import io.tabula.record.GameRecord;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * A match the server keeps: its record, every state from the start, the seats and a version
 * that grows with every change, so that a page can tell a stale move from a current one. The
 * one mutable object of the server; every method holds the match's lock, so a move, an
 * agent's reply and a snapshot never see half a change.
 */
final class LiveMatch {
    private final String id;
    private final List<Seat> seats;
    private final Map<Integer, Agent> agents = new HashMap<>();
    private final List<GameState> states = new ArrayList<>();
    private GameRecord record;
    private long version;
    private String problem = "";

    LiveMatch(String id, List<Seat> seats, GameRecord record, long version) {
        this.id = id;
        this.seats = List.copyOf(seats);
        this.record = record;
        this.states.addAll(record.states());
        this.version = version;
        if (seats.size() != record.definition().type().players()) {
            throw new IllegalArgumentException(record.definition().gameId() + " has "
                    + record.definition().type().players() + " players, not " + seats.size());
        }
    }

    String id() {
        return id;
    }

    List<Seat> seats() {
        return seats;
    }

    GameDefinition definition() {
        return record.definition();
    }

    synchronized long version() {
        return version;
    }

    synchronized GameRecord record() {
        return record;
    }

    synchronized GameState state() {
        return states.get(states.size() - 1);
    }

    /** Every state from the start to now, oldest first. */
    synchronized List<GameState> states() {
        return List.copyOf(states);
    }

    /** The states and moves of one moment, with its version, for a consistent snapshot. */
    record Frozen(List<GameState> states, List<Move> moves, long version) {
        GameState current() {
            return states.get(states.size() - 1);
        }
    }

    synchronized Frozen freeze() {
        return new Frozen(List.copyOf(states), record.moves(), version);
    }

    /** The player (seat index) whose secret {@code token} is, if any. */
    Optional<Integer> playerOf(String token) {
        for (int player = 0; player < seats.size(); player++) {
            Seat seat = seats.get(player);
            if (seat.human() && Secrets.same(seat.token(), token)) {
                return Optional.of(player);
            }
        }
        return Optional.empty();
    }

    /** The side {@code player} holds in {@code state}. */
    static Side sideOf(GameState state, int player) {
        for (Side side : state.definition().type().sides()) {
            if (state.playerOf(side) == player) {
                return side;
            }
        }
        throw new IllegalStateException("no side is held by player " + player);
    }

    /**
     * Plays {@code move} if the match is still at {@code expectedVersion}; the rules have judged
     * it legal. False when another change came first.
     */
    synchronized boolean play(Move move, long expectedVersion) {
        if (version != expectedVersion) {
            return false;
        }
        GameState next = state().apply(move);
        states.add(next);
        record = record.plus(move);
        version++;
        problem = "";
        return true;
    }

    /** Takes back the last {@code plies} moves. */
    synchronized void undo(int plies) {
        if (plies < 1 || plies > record.moves().size()) {
            throw new IllegalArgumentException("cannot take back " + plies + " moves of " + record.moves().size());
        }
        for (int i = 0; i < plies; i++) {
            states.remove(states.size() - 1);
        }
        record = record.truncated(record.moves().size() - plies);
        version++;
        problem = "";
    }

    /** What went wrong with the last agent's move, for the page to show; empty when nothing did. */
    synchronized String problem() {
        return problem;
    }

    /** Notes that an agent could not move; the next change clears it. */
    synchronized void agentFailed(String why) {
        problem = why;
    }

    /** The agent of {@code player}'s seat, made once with {@code seed}. */
    synchronized Agent agent(int player, long seed) {
        return agents.computeIfAbsent(player, p -> seats.get(p).agent()
                .orElseThrow(() -> new IllegalStateException("player " + p + " is played by hand"))
                .create(definition(), seed));
    }
}
