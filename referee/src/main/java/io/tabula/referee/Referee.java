package io.tabula.referee;

import com.google.common.base.Ticker;
import io.tabula.agent.Deadline;
import io.tabula.core.GameDefinition;
import io.tabula.core.GameState;
import io.tabula.core.Move;
import io.tabula.core.MoveCheck;
import io.tabula.core.Side;
import io.tabula.protocol.EngineFault;
import io.tabula.record.GameRecord;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.OptionalInt;

/**
 * Plays one game between two contestants and judges it. The referee keeps the one true state:
 * each contestant is told the moves it has not seen and asked for its move; the move is timed on
 * the injected ticker and charged to the player's clock, then judged by the game's own
 * {@link GameState#check}. An illegal move, a fallen flag, a protocol error, a crash or no
 * answer loses at once, with the reason; otherwise the rules end the game.
 *
 * <p>Every wait is bounded: by the clock's budget, and by the answer limit, which also bounds
 * the commands that set up a game.
 */
public final class Referee {
    private final Ticker ticker;
    private final Duration answerLimit;

    /**
     * @param ticker      the clock moves are timed on (a fake one in tests)
     * @param answerLimit the longest wait for any one answer, whatever the clock allows
     */
    public Referee(Ticker ticker, Duration answerLimit) {
        if (answerLimit.isNegative() || answerLimit.isZero()) {
            throw new IllegalArgumentException("the answer limit must be positive: " + answerLimit);
        }
        this.ticker = ticker;
        this.answerLimit = answerLimit;
    }

    /** The ticker moves are timed on. */
    Ticker ticker() {
        return ticker;
    }

    /** The longest wait for any one answer. */
    Duration answerLimit() {
        return answerLimit;
    }

    /**
     * Plays a game under {@code definition} to its end; the contestants are closed afterwards.
     *
     * @param seats   how to open the contestant of each player, player 0 starting as the first side
     * @param clock   every player's clock at the start
     */
    GameResult play(GameDefinition definition, List<Seat> seats, Clock clock) {
        List<Contestant> players = new ArrayList<>();
        try {
            return judge(definition, seats, players, clock);
        } finally {
            players.forEach(Contestant::close);
        }
    }

    /** How a player comes to the table for one game. */
    @FunctionalInterface
    interface Seat {
        /** The contestant, started. @throws EngineFault NO_START when an engine cannot be started */
        Contestant open() throws EngineFault;
    }

    private GameResult judge(GameDefinition definition, List<Seat> seats, List<Contestant> players, Clock clock) {
        GameState state = definition.newGame();
        GameRecord record = GameRecord.of(definition);
        for (int player = 0; player < seats.size(); player++) {
            try {
                players.add(seats.get(player).open());
                players.get(player).newGame(definition, clock.engineTime(answerLimit), Deadline.in(ticker, answerLimit));
            } catch (EngineFault fault) {
                return forfeit(record, state, player, ending(fault), "failed to start the game: " + fault.getMessage());
            }
        }
        List<Clock> clocks = new ArrayList<>(List.of(clock, clock));
        int[] seen = new int[players.size()]; // moves of the record each player has been told or made
        while (!state.isOver()) {
            int player = state.playerToAct();
            Clock own = clocks.get(player);
            Duration budget = own.budget();
            List<Move> unseen = record.moves().subList(seen[player], record.moves().size());
            long start = ticker.read();
            Move move;
            try {
                move = players.get(player).move(state, unseen, own.engineTime(answerLimit),
                        Deadline.in(ticker, Clocks.min(budget, answerLimit)));
            } catch (EngineFault fault) {
                if (fault.kind() == EngineFault.Kind.TIMEOUT && budget.compareTo(answerLimit) <= 0) {
                    return forfeit(record, state, player, GameResult.Ending.TIME,
                            "no move within the " + Clocks.format(budget) + " left on its clock");
                }
                if (fault.kind() == EngineFault.Kind.TIMEOUT) {
                    return forfeit(record, state, player, GameResult.Ending.TIMEOUT,
                            "no answer within the answer limit of " + Clocks.format(answerLimit));
                }
                return forfeit(record, state, player, ending(fault), fault.getMessage());
            }
            Duration used = Duration.ofNanos(ticker.read() - start);
            if (used.compareTo(budget) >= 0) {
                return forfeit(record, state, player, GameResult.Ending.TIME,
                        "used " + Clocks.format(used) + " with " + Clocks.format(budget) + " left on its clock");
            }
            clocks.set(player, own.after(used));
            MoveCheck check = state.check(move);
            if (check instanceof MoveCheck.Illegal illegal) {
                return forfeit(record, state, player, GameResult.Ending.ILLEGAL_MOVE, "played "
                        + definition.module().notation().format(state, move) + ": " + illegal.detail() + " ("
                        + illegal.reason().name() + ")");
            }
            state = state.apply(move);
            record = record.plus(move);
            seen[player] = record.moves().size();
        }
        GameState end = state;
        OptionalInt winner = end.outcome().winner().map(side -> OptionalInt.of(end.playerOf(side)))
                .orElse(OptionalInt.empty());
        return new GameResult(record, winner, GameResult.Ending.RULES, end.describeOutcome());
    }

    private static GameResult forfeit(GameRecord record, GameState state, int loser, GameResult.Ending ending,
            String detail) {
        Side side = sideOf(loser, state);
        return new GameResult(record, OptionalInt.of(1 - loser), ending,
                side.id() + " loses, " + ending.words() + ": " + detail);
    }

    /** The side {@code player} holds in {@code state}. */
    private static Side sideOf(int player, GameState state) {
        for (Side side : state.definition().type().sides()) {
            if (state.playerOf(side) == player) {
                return side;
            }
        }
        throw new IllegalStateException("player " + player + " holds no side");
    }

    private static GameResult.Ending ending(EngineFault fault) {
        return switch (fault.kind()) {
            case NO_START -> GameResult.Ending.NO_START;
            case CRASHED -> GameResult.Ending.CRASH;
            case TIMEOUT -> GameResult.Ending.TIMEOUT;
            case PROTOCOL, REFUSED -> GameResult.Ending.PROTOCOL_ERROR;
        };
    }
}
