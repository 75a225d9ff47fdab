package io.tabula.web;

import io.tabula.agent.Agent;
import io.tabula.core.GameDefinition;
import io.tabula.core.GameState;
import io.tabula.core.Move;
import io.tabula.core.Side;
import io.tabula.core.DeadStoneAgreement;
import io.tabula.record.DeadStoneReview;
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
    /** The dead-stone phase after two passes, while the players mark and confirm; null otherwise. */
    private DeadStoneReview review;
    /** The game counted with the dead stones both confirmed; null until then. */
    private GameState settled;
    /** The automatic seats (agents, engines) that have proposed their own judgement in this review. */
    private final java.util.Set<Integer> proposed = new java.util.HashSet<>();

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
        openReview();
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

    /** The game's end as counted: the settled state once both confirmed, else the state as the rules left it. */
    synchronized GameState end() {
        return settled != null ? settled : state();
    }

    /** Every state from the start to now, oldest first. */
    synchronized List<GameState> states() {
        return List.copyOf(states);
    }

    /**
     * The states and moves of one moment, with its version, for a consistent snapshot. Once the
     * dead stones are settled, the last state is the game counted with them.
     *
     * @param review the dead-stone phase under way, if any
     */
    record Frozen(List<GameState> states, List<Move> moves, long version, Optional<Review> review) {
        GameState current() {
            return states.get(states.size() - 1);
        }
    }

    /**
     * The dead-stone phase at one moment.
     *
     * @param dead           the stones marked dead now
     * @param counted        the game counted with them
     * @param toConfirm      the player who confirms next
     * @param firstConfirmed whether the first player has confirmed them
     */
    record Review(java.util.SortedSet<String> dead, GameState counted, int toConfirm, boolean firstConfirmed) {
    }

    synchronized Frozen freeze() {
        List<GameState> shown = new ArrayList<>(states);
        if (settled != null) {
            shown.set(shown.size() - 1, settled);
        }
        Optional<Review> now = review == null ? Optional.empty() : Optional.of(new Review(review.dead(),
                review.settled(), review.toConfirm(), review.firstConfirmed()));
        return new Frozen(List.copyOf(shown), record.moves(), version, now);
    }

    /** The dead-stone phase under way, if any. */
    synchronized Optional<DeadStoneReview> review() {
        return Optional.ofNullable(review);
    }

    /** Opens the dead-stone phase when the rules ended the game by passes and it is to be counted. */
    private void openReview() {
        review = null;
        settled = null;
        proposed.clear();
        Optional<DeadStoneAgreement> agreement = definition().module().deadStoneAgreement();
        if (agreement.isPresent() && agreement.get().counts(state())) {
            review = new DeadStoneReview(agreement.get(), state());
        }
    }

    /** Puts back a dead-stone phase as it was saved: the stones marked and whether the first confirmed. */
    synchronized void restoreReview(java.util.Set<String> dead, boolean firstConfirmed) {
        Optional<DeadStoneAgreement> agreement = definition().module().deadStoneAgreement();
        if (review == null || agreement.isEmpty()) {
            throw new IllegalArgumentException("this match is in no dead-stone phase");
        }
        review = new DeadStoneReview(agreement.get(), state(), dead, firstConfirmed);
    }

    /** Puts back a game settled with {@code dead}, as it was saved. */
    synchronized void restoreSettled(java.util.Set<String> dead) {
        Optional<DeadStoneAgreement> agreement = definition().module().deadStoneAgreement();
        if (review == null || agreement.isEmpty()) {
            throw new IllegalArgumentException("this match is in no dead-stone phase");
        }
        settled = agreement.get().settle(state(), dead);
        review = null;
    }

    /** The stones agreed dead, once settled; empty before. */
    synchronized Optional<java.util.SortedSet<String>> settledDead() {
        return settled == null ? Optional.empty()
                : definition().module().deadStoneAgreement().map(a -> a.marked(settled));
    }

    /**
     * Toggles the chain on {@code point} if the match is at {@code expectedVersion}; false when
     * another change came first.
     *
     * @throws io.tabula.core.TabulaException naming a point that is no stone
     */
    synchronized boolean toggle(String point, long expectedVersion) {
        if (version != expectedVersion || review == null) {
            return false;
        }
        review.toggle(point);
        version++;
        return true;
    }

    /**
     * {@code player} confirms the stones marked now, if it is theirs to confirm at
     * {@code expectedVersion}; the second confirmation settles the game. False when another
     * change came first.
     */
    synchronized boolean confirm(int player, long expectedVersion) {
        if (version != expectedVersion || review == null || review.toConfirm() != player) {
            return false;
        }
        if (review.confirm()) {
            settled = review.settled();
            review = null;
        }
        version++;
        return true;
    }

    /**
     * What an automatic seat does when it is its turn to confirm: it proposes {@code own}, its
     * judgement, the first time it differs from the stones marked, later the module's estimate
     * (so that two automatic seats that disagree settle on the referee's judgement), and confirms
     * the stones marked once they are what it would propose. False when another change came first.
     */
    synchronized boolean answerReview(int player, java.util.Set<String> own, long expectedVersion) {
        if (version != expectedVersion || review == null || review.toConfirm() != player) {
            return false;
        }
        java.util.Set<String> wanted = proposed.contains(player)
                ? definition().module().deadStoneAgreement().orElseThrow().estimate(state()) : own;
        if (!review.dead().equals(wanted)) {
            proposed.add(player);
            review.propose(wanted);
        }
        if (review.toConfirm() == player && review.confirm()) {
            settled = review.settled();
            review = null;
        }
        version++;
        problem = "";
        return true;
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
        openReview();
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
        openReview();
    }

    /** What went wrong with the last agent's move, for the page to show; empty when nothing did. */
    synchronized String problem() {
        return problem;
    }

    /** Notes that an agent could not move; the next change clears it. */
    synchronized void agentFailed(String why) {
        problem = why;
    }

    /** The engines of the engine seats, started at their first move. */
    private final Map<Integer, io.tabula.referee.EngineSeat> engines = new HashMap<>();

    /** The engine of {@code player}'s seat, made once by {@code make}. */
    synchronized io.tabula.referee.EngineSeat engine(int player,
            java.util.function.Supplier<io.tabula.referee.EngineSeat> make) {
        return engines.computeIfAbsent(player, p -> make.get());
    }

    /** Ends the processes of the engine seats. */
    void closeEngines() {
        List<io.tabula.referee.EngineSeat> running;
        synchronized (this) {
            running = List.copyOf(engines.values());
            engines.clear();
        }
        running.forEach(io.tabula.referee.EngineSeat::close);
    }

    /**
     * Plays {@code moves}, an engine's answer for {@code player} (several in an opening's turn),
     * if the match is still at {@code expectedVersion}: each judged by the rules, each
     * {@code player}'s to make. A move the rules refuse plays nothing and is the problem shown.
     */
    synchronized boolean playAll(List<Move> moves, int player, long expectedVersion) {
        if (version != expectedVersion) {
            return false;
        }
        GameState state = state();
        for (Move move : moves) {
            if (state.isOver() || state.playerToAct() != player) {
                problem = "the engine of " + sideOf(state(), player).id() + " answered more moves than its turn holds";
                return false;
            }
            if (state.check(move) instanceof io.tabula.core.MoveCheck.Illegal illegal) {
                problem = "the engine of " + sideOf(state(), player).id() + " played an illegal move, "
                        + definition().module().notation().format(state, move) + ": " + illegal.detail();
                return false;
            }
            state = state.apply(move);
        }
        for (Move move : moves) {
            states.add(state().apply(move));
            record = record.plus(move);
        }
        version++;
        problem = "";
        openReview();
        return true;
    }

    /** The agent of {@code player}'s seat, made once with {@code seed}. */
    synchronized Agent agent(int player, long seed) {
        return agents.computeIfAbsent(player, p -> seats.get(p).agent()
                .orElseThrow(() -> new IllegalStateException("player " + p + " is played by hand"))
                .create(definition(), seed));
    }
}
