package io.tabula.web;

import io.tabula.agent.Agent;
import io.tabula.agent.AgentSpec;
import io.tabula.core.GameDefinition;
import io.tabula.core.GameState;
import io.tabula.core.Move;
import io.tabula.core.MoveCheck;
import io.tabula.core.NotationException;
import io.tabula.core.Side;
import io.tabula.record.GameRecord;
import io.tabula.core.Move;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.Executor;

/**
 * The matches of the server: made, found by id, played by their seats. Every change is judged
 * by the rules on the seat's view, kept in the store, told to the listeners, and followed by
 * the agent's move when an agent's seat is to act. Agents think on {@code agentExecutor}, off
 * the request thread, and their move counts only if nothing changed meanwhile.
 */
final class Matches {
    private final Map<String, LiveMatch> matches = new ConcurrentHashMap<>();
    private final Secrets secrets;
    private final MatchStore store;
    private final Events events;
    private final Executor agentExecutor;
    private final Engines engines;

    Matches(Secrets secrets, MatchStore store, Events events, Executor agentExecutor, Engines engines) {
        this.secrets = secrets;
        this.store = store;
        this.events = events;
        this.agentExecutor = agentExecutor;
        this.engines = engines;
    }

    /** Ends every engine process the matches started. */
    void close() {
        matches.values().forEach(LiveMatch::closeEngines);
    }

    /** Takes in the matches of the store, and lets agents resume where it is their turn. */
    void restore(List<LiveMatch> loaded) {
        loaded.forEach(match -> matches.put(match.id(), match));
        loaded.forEach(this::agentIfToAct);
    }

    /**
     * A new match of {@code record} with these seats: {@code human} or {@code agent:SPEC}, one
     * per player.
     */
    LiveMatch create(GameRecord record, List<String> seatKinds) {
        GameDefinition definition = record.definition();
        int players = definition.type().players();
        if (seatKinds.size() != players) {
            throw ApiException.badRequest(definition.gameId() + " has " + players + " seats ("
                    + String.join(", ", definition.type().sides().stream().map(Side::id).toList()) + "), not "
                    + seatKinds.size());
        }
        List<Seat> seats = new ArrayList<>();
        for (String kind : seatKinds) {
            seats.add(seat(kind, definition));
        }
        LiveMatch match = new LiveMatch(secrets.newId(), seats, record, 0);
        matches.put(match.id(), match);
        store.save(match);
        agentIfToAct(match);
        return match;
    }

    private Seat seat(String kind, GameDefinition definition) {
        String text = kind.trim();
        if (text.equals("human")) {
            return Seat.human(secrets.newToken());
        }
        if (text.startsWith("engine:")) {
            String name = text.substring("engine:".length());
            engines.seat(name, definition).close(); // names an engine this server has, for this game
            return Seat.engine(name);
        }
        if (!text.startsWith("agent:")) {
            throw ApiException.badRequest("a seat is 'human', 'agent:SPEC' (like agent:random) or 'engine:NAME', not '"
                    + kind + "'");
        }
        try {
            AgentSpec spec = AgentSpec.parse(text.substring("agent:".length()));
            spec.create(definition, 0); // names an agent that cannot play this game now
            return Seat.agent(spec);
        } catch (IllegalArgumentException e) {
            throw ApiException.badRequest(e.getMessage());
        }
    }

    /** The match called {@code id}. */
    LiveMatch find(String id) {
        LiveMatch match = id == null || !Secrets.ID.matcher(id).matches() ? null : matches.get(id);
        if (match == null) {
            throw ApiException.notFound("there is no match '" + shortened(id) + "'");
        }
        return match;
    }

    /** The player whose seat {@code token} opens in {@code match}. */
    static int player(LiveMatch match, String token) {
        if (token == null || token.isEmpty()) {
            throw ApiException.forbidden("a seat token is required (the seat= of your link)");
        }
        return match.playerOf(token).orElseThrow(() -> ApiException.forbidden("that seat token does not open a seat of this match"));
    }

    /**
     * Plays {@code text} for {@code player} if the match is at {@code version}.
     *
     * @throws ApiException 400 when it is not the seat's turn or the move is not legal, 409 when stale
     */
    void move(LiveMatch match, int player, String text, long version) {
        Move move;
        synchronized (match) {
            if (match.version() != version) {
                throw ApiException.conflict("the game has changed (version " + match.version() + ", not " + version
                        + "); reload it");
            }
            GameState state = match.state();
            if (state.isOver()) {
                throw ApiException.badRequest("the game is over: " + state.viewFor(LiveMatch.sideOf(state, player))
                        .describeOutcome());
            }
            if (state.playerToAct() != player) {
                throw ApiException.badRequest("it is not your turn: " + state.toMove().id() + " is to move");
            }
            // judged on the whole state: the seat is to move, and its moves are its own (see Snapshots)
            try {
                move = match.definition().module().notation().parse(state, text);
            } catch (NotationException e) { // anything else is a bug, the server's fault (500), not the seat's
                throw ApiException.badRequest("not a move: " + e.getMessage());
            }
            if (state.check(move) instanceof MoveCheck.Illegal illegal) {
                throw ApiException.badRequest("illegal move " + shortened(text) + ": " + illegal.detail());
            }
            match.play(move, version);
        }
        changed(match);
    }

    /**
     * In the dead-stone phase, {@code player} toggles the chain on {@code point} (either player may),
     * or with {@code point} null confirms the stones marked (the player whose turn it is to).
     *
     * @throws ApiException 400 when there is no dead-stone phase, the point holds no stone or it
     *                      is not the seat's turn to confirm, 409 when stale
     */
    void deadStones(LiveMatch match, int player, String point, long version) {
        synchronized (match) {
            if (match.version() != version) {
                throw ApiException.conflict("the game has changed (version " + match.version() + ", not " + version
                        + "); reload it");
            }
            var review = match.review().orElseThrow(() -> ApiException.badRequest(
                    "there are no dead stones to mark: the game has not ended by two passes, or they are settled"));
            if (point == null) {
                if (review.toConfirm() != player) {
                    throw ApiException.badRequest("it is " + LiveMatch.sideOf(match.state(), review.toConfirm()).id()
                            + "'s turn to confirm the dead stones");
                }
                match.confirm(player, version);
            } else {
                try {
                    match.toggle(point, version);
                } catch (io.tabula.core.TabulaException e) {
                    throw ApiException.badRequest(e.getMessage());
                }
            }
        }
        changed(match);
    }

    /** Takes back {@code player}'s last move and every move after it. */
    void undo(LiveMatch match, int player) {
        synchronized (match) {
            int plies = Snapshots.undoPlies(match, match.states(), player);
            if (plies == 0) {
                throw ApiException.badRequest(match.definition().has(io.tabula.core.Capability.UNDO)
                        ? "nothing to undo: you have not moved yet"
                        : match.definition().gameId() + " allows no undo");
            }
            match.undo(plies);
        }
        changed(match);
    }

    private void changed(LiveMatch match) {
        store.save(match);
        events.changed(match.id(), match.version());
        agentIfToAct(match);
    }

    /**
     * Hands the move to the agent or engine of the player to act, if one holds that seat; in the
     * dead-stone phase, the confirmation to an automatic seat whose turn it is to confirm.
     */
    private void agentIfToAct(LiveMatch match) {
        LiveMatch.Frozen frozen = match.freeze();
        GameState state = frozen.current();
        if (frozen.review().isPresent()) {
            reviewIfToConfirm(match, frozen);
            return;
        }
        if (state.isOver() || match.seats().get(state.playerToAct()).human()) {
            return;
        }
        int player = state.playerToAct();
        Seat seat = match.seats().get(player);
        if (seat.engine().isPresent()) {
            var engine = match.engine(player, () -> engines.seat(seat.engine().get(), match.definition()));
            GameRecord record = match.record();
            agentExecutor.execute(() -> {
                try {
                    List<Move> moves = engine.move(record);
                    if (match.playAll(moves, player, frozen.version())) {
                        changed(match);
                    }
                } catch (io.tabula.protocol.EngineFault | RuntimeException e) {
                    failed(match, state, player, e.getMessage());
                }
            });
            return;
        }
        Agent agent = match.agent(player, secrets.newSeed());
        agentExecutor.execute(() -> {
            boolean played;
            try {
                played = match.play(agent.choose(state), frozen.version());
            } catch (RuntimeException e) {
                failed(match, state, player, e.getMessage());
                return;
            }
            if (played) {
                changed(match);
            }
        });
    }

    private void failed(LiveMatch match, GameState state, int player, String why) {
        match.agentFailed("the " + (match.seats().get(player).engine().isPresent() ? "engine" : "agent") + " of "
                + state.toMove().id() + " (" + match.seats().get(player).kind() + ") could not move: " + why);
        events.changed(match.id(), match.version());
    }

    /**
     * An agent or engine whose turn it is to confirm the dead stones answers with its judgement
     * (an agent's is the module's estimate, an engine's its {@code final_status_list dead}).
     */
    private void reviewIfToConfirm(LiveMatch match, LiveMatch.Frozen frozen) {
        int player = frozen.review().get().toConfirm();
        Seat seat = match.seats().get(player);
        if (seat.human()) {
            return;
        }
        GameState end = match.state();
        GameRecord record = match.record();
        var agreement = match.definition().module().deadStoneAgreement().orElseThrow();
        var engine = seat.engine().map(name -> match.engine(player, () -> engines.seat(name, match.definition())));
        agentExecutor.execute(() -> {
            java.util.Set<String> judgement;
            try {
                judgement = engine.isPresent() ? engine.get().deadStones(record, end) : agreement.estimate(end);
            } catch (io.tabula.protocol.EngineFault | RuntimeException e) {
                judgement = agreement.estimate(end); // an engine without an answer leaves it to the module's judgement
            }
            if (match.answerReview(player, judgement, frozen.version())) {
                changed(match);
            }
        });
    }

    private static String shortened(String text) {
        if (text == null) {
            return "";
        }
        return text.length() <= 40 ? text : text.substring(0, 40) + "...";
    }
}
