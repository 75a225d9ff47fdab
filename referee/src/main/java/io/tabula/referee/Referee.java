package io.tabula.referee;

import com.google.common.base.Ticker;
import io.tabula.agent.Deadline;
import io.tabula.core.DeadStoneAgreement;
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
import java.util.Objects;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.SortedSet;

/**
 * Plays one game between two contestants and judges it. The referee keeps the one true state:
 * each contestant is told the moves it has not seen and asked for its move; the move is timed on
 * the injected ticker and charged to the player's clock, then judged by the game's own
 * {@link GameState#check}. An illegal move, a fallen flag, a protocol error, a crash or no
 * answer loses at once, with the reason; otherwise the rules end the game. A game the rules end
 * by passes and count has its dead stones settled by a {@link DeadStoneJudge} before the count.
 *
 * <p>Every wait is bounded. With a clock, a move may take what the clock allows (its budget,
 * and the time margin past it) and no answer limit cuts it shorter; without one, the answer
 * limit bounds it. The answer limit also bounds the commands that set up a game and the
 * questions about dead stones.
 */
public final class Referee {
    private final Ticker ticker;
    private final Duration answerLimit;
    private final Duration margin;
    private final EngineLogs logs;

    /**
     * @param ticker      the clock moves are timed on (a fake one in tests)
     * @param answerLimit the longest wait for any one answer without a clock, and for set-up commands
     */
    public Referee(Ticker ticker, Duration answerLimit) {
        this(ticker, answerLimit, Duration.ZERO, EngineLogs.NONE);
    }

    /**
     * @param ticker      the clock moves are timed on (a fake one in tests)
     * @param answerLimit the longest wait for any one answer without a clock, and for set-up commands
     * @param margin      how far past its clock's budget a move may come without losing on time
     *                    (cutechess-cli's timemargin); it is charged all the time that was left
     * @param logs        where each engine's protocol exchange and standard error are kept
     */
    public Referee(Ticker ticker, Duration answerLimit, Duration margin, EngineLogs logs) {
        if (answerLimit.isNegative() || answerLimit.isZero()) {
            throw new IllegalArgumentException("the answer limit must be positive: " + answerLimit);
        }
        if (margin.isNegative()) {
            throw new IllegalArgumentException("the time margin cannot be negative: " + margin);
        }
        this.ticker = Objects.requireNonNull(ticker, "ticker");
        this.answerLimit = answerLimit;
        this.margin = margin;
        this.logs = Objects.requireNonNull(logs, "logs");
    }

    /** The ticker moves are timed on. */
    Ticker ticker() {
        return ticker;
    }

    /** The longest wait for any one answer without a clock. */
    Duration answerLimit() {
        return answerLimit;
    }

    /** Where engines' exchanges are kept. */
    EngineLogs logs() {
        return logs;
    }

    /** How a player comes to the table for one game. */
    @FunctionalInterface
    interface Seat {
        /** The contestant, started. @throws EngineFault NO_START when an engine cannot be started */
        Contestant open() throws EngineFault;
    }

    /** A referee engine for the dead stones: set up afresh with the game, then asked. */
    @FunctionalInterface
    interface Judge {
        /**
         * The stones the engine names dead in {@code end}, reached by {@code moves} from {@code start}.
         *
         * @throws EngineFault when it cannot be started, set up or asked
         */
        SortedSet<String> deadStones(GameState start, List<Move> moves, GameState end, Deadline deadline)
                throws EngineFault;
    }

    /**
     * One game to play.
     *
     * @param definition the rules
     * @param seats      how to open the contestant of each player, player 0 starting as the first side
     * @param names      the players' names, for reports
     * @param clocks     each player's clock at the start
     * @param opening    moves played first, judged but not asked of anyone (each engine is told them)
     * @param judge      who settles the dead stones of a game counted after passes
     * @param engine     the referee engine, for a judge that asks one
     */
    record Table(GameDefinition definition, List<Seat> seats, List<String> names, List<Clock> clocks,
            List<Move> opening, DeadStoneJudge judge, Optional<Judge> engine) {
        Table {
            seats = List.copyOf(seats);
            names = List.copyOf(names);
            clocks = List.copyOf(clocks);
            opening = List.copyOf(opening);
            if (seats.size() != names.size() || seats.size() != clocks.size()) {
                throw new IllegalArgumentException("a seat, a name and a clock for each player");
            }
        }
    }

    /** Plays {@code table}'s game to its end; the contestants are closed afterwards. */
    GameResult play(Table table) {
        List<Contestant> players = new ArrayList<>();
        try {
            return new Game(table, players).play();
        } finally {
            players.forEach(Contestant::close);
        }
    }

    /** One game under way: the state, the record, the clocks and the times. */
    private final class Game {
        private final Table table;
        private final List<Contestant> players;
        private final GameDefinition definition;
        private final List<Clock> clocks;
        private final List<Duration> used = new ArrayList<>();
        private final List<Duration> left = new ArrayList<>();
        private final boolean timed;
        private GameState state;
        private GameRecord record;
        private final int[] seen; // moves of the record each player has been told or made

        Game(Table table, List<Contestant> players) {
            this.table = table;
            this.players = players;
            this.definition = table.definition();
            this.clocks = new ArrayList<>(table.clocks());
            this.timed = clocks.stream().noneMatch(c -> c instanceof Clock.None);
            this.state = definition.newGame();
            this.record = GameRecord.of(definition);
            this.seen = new int[table.seats().size()];
        }

        GameResult play() {
            for (int player = 0; player < table.seats().size(); player++) {
                try {
                    players.add(table.seats().get(player).open());
                    players.get(player).newGame(definition, clocks.get(player).engineTime(answerLimit),
                            Deadline.in(ticker, answerLimit));
                } catch (EngineFault fault) {
                    return forfeit(player, ending(fault), "failed to start the game: " + fault.getMessage());
                }
            }
            for (Move move : table.opening()) {
                MoveCheck check = state.check(move);
                if (check instanceof MoveCheck.Illegal illegal) {
                    throw new IllegalArgumentException("the opening's move " + definition.module().notation()
                            .format(state, move) + " is illegal: " + illegal.detail());
                }
                played(move, Duration.ZERO, clocks.get(state.playerToAct()));
            }
            while (!state.isOver()) {
                Optional<GameResult> fault = turn();
                if (fault.isPresent()) {
                    return fault.get();
                }
            }
            return ended();
        }

        /** The turn of the player to act; a fault that ends the game, or empty. */
        private Optional<GameResult> turn() {
            int player = state.playerToAct();
            Clock own = clocks.get(player);
            Duration budget = own.budget();
            boolean clocked = !(own instanceof Clock.None);
            Duration wait = clocked ? budget.plus(margin) : answerLimit;
            List<Move> unseen = record.moves().subList(seen[player], record.moves().size());
            long start = ticker.read();
            List<Move> moves;
            try {
                moves = players.get(player).move(state, unseen, own.engineTime(answerLimit), Deadline.in(ticker, wait));
            } catch (EngineFault fault) {
                if (fault.kind() == EngineFault.Kind.TIMEOUT && clocked) {
                    return Optional.of(forfeit(player, GameResult.Ending.TIME,
                            "no move within the " + Clocks.format(budget) + " left on its clock"));
                }
                if (fault.kind() == EngineFault.Kind.TIMEOUT) {
                    return Optional.of(forfeit(player, GameResult.Ending.TIMEOUT,
                            "no answer within the answer limit of " + Clocks.format(answerLimit)));
                }
                return Optional.of(forfeit(player, ending(fault), fault.getMessage()));
            }
            Duration took = Duration.ofNanos(ticker.read() - start);
            if (clocked && took.compareTo(wait) >= 0 || !clocked && took.compareTo(answerLimit) >= 0) {
                return Optional.of(forfeit(player, clocked ? GameResult.Ending.TIME : GameResult.Ending.TIMEOUT,
                        "used " + Clocks.format(took) + " with " + Clocks.format(clocked ? budget : answerLimit)
                                + (clocked ? " left on its clock" : " allowed an answer")));
            }
            // within the margin past the budget: charged all that was left, so the flag does not fall
            Duration charged = took.compareTo(budget) < 0 ? took : budget.minusNanos(1);
            Clock after = own.after(charged);
            for (int i = 0; i < moves.size(); i++) {
                Move move = moves.get(i);
                if (state.isOver() || state.playerToAct() != player) {
                    return Optional.of(forfeit(player, GameResult.Ending.PROTOCOL_ERROR, "answered " + moves.size()
                            + " moves where its turn held " + i));
                }
                MoveCheck check = state.check(move);
                if (check instanceof MoveCheck.Illegal illegal) {
                    return Optional.of(forfeit(player, GameResult.Ending.ILLEGAL_MOVE, "played "
                            + definition.module().notation().format(state, move) + ": " + illegal.detail() + " ("
                            + illegal.reason().name() + ")"));
                }
                played(move, i == 0 ? took : Duration.ZERO, after);
            }
            clocks.set(player, after);
            seen[player] = record.moves().size();
            return Optional.empty();
        }

        private void played(Move move, Duration took, Clock mover) {
            state = state.apply(move);
            record = record.plus(move);
            used.add(took);
            left.add(mover.budget());
        }

        /** The rules ended the game: a count after passes has its dead stones settled first. */
        private GameResult ended() {
            GameState end = state;
            Optional<DeadStoneRuling> ruling = Optional.empty();
            Optional<DeadStoneAgreement> agreement = definition.module().deadStoneAgreement();
            if (agreement.isPresent() && agreement.get().counts(end)) {
                DeadStoneRuling settled = table.judge().rule(new Hearing(agreement.get(), end));
                ruling = Optional.of(settled);
                end = agreement.get().settle(end, settled.dead());
            }
            GameState last = end;
            OptionalInt winner = last.outcome().winner().map(side -> OptionalInt.of(last.playerOf(side)))
                    .orElse(OptionalInt.empty());
            return result(winner, GameResult.Ending.RULES, last.describeOutcome(), last, ruling);
        }

        private GameResult forfeit(int loser, GameResult.Ending ending, String detail) {
            Side side = sideOf(loser, state);
            return result(OptionalInt.of(1 - loser), ending, side.id() + " loses, " + ending.words() + ": " + detail,
                    state, Optional.empty());
        }

        private GameResult result(OptionalInt winner, GameResult.Ending ending, String reason, GameState end,
                Optional<DeadStoneRuling> ruling) {
            return new GameResult(record, winner, ending, reason, end, used, timed ? left : List.of(),
                    table.opening().size(), ruling);
        }

        /** What the dead-stone judge hears: the module's estimate, the players, the referee engine. */
        private final class Hearing implements DeadStoneJudge.Hearing {
            private final DeadStoneAgreement agreement;
            private final GameState end;

            Hearing(DeadStoneAgreement agreement, GameState end) {
                this.agreement = agreement;
                this.end = end;
            }

            @Override
            public SortedSet<String> estimate() {
                return agreement.estimate(end);
            }

            @Override
            public List<String> players() {
                return table.names();
            }

            @Override
            public DeadStoneRuling.Opinion ask(int player) {
                String name = table.names().get(player);
                List<Move> unseen = record.moves().subList(seen[player], record.moves().size());
                try {
                    SortedSet<String> dead = players.get(player).deadStones(end, unseen,
                            Deadline.in(ticker, answerLimit));
                    seen[player] = record.moves().size();
                    return DeadStoneRuling.Opinion.of(name, dead);
                } catch (EngineFault fault) {
                    return DeadStoneRuling.Opinion.none(name, fault.getMessage());
                }
            }

            @Override
            public DeadStoneRuling.Opinion askEngine(PlayerSpec engine) {
                if (table.engine().isEmpty()) {
                    return DeadStoneRuling.Opinion.none(engine.name(), "no referee engine at this table");
                }
                try {
                    return DeadStoneRuling.Opinion.of(engine.name(), table.engine().get().deadStones(record.start(),
                            record.moves(), end, Deadline.in(ticker, answerLimit)));
                } catch (EngineFault fault) {
                    return DeadStoneRuling.Opinion.none(engine.name(), fault.getMessage());
                }
            }
        }
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
