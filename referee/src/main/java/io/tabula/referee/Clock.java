package io.tabula.referee;

import io.tabula.core.EngineTime;
import java.time.Duration;

/**
 * One player's clock in a game, an immutable value: {@link #after} gives the clock after a move.
 * The flag falls when a move uses {@link #budget()} or more, the time left reaching zero; the
 * referee then scores the game as lost on time. Clocks read no time themselves: the referee
 * measures each move on its injected ticker and hands the span in, so every rule is tested
 * without waiting.
 *
 * <p>The kinds, as {@link Clocks#parse} reads them: none, absolute time, Japanese byo-yomi,
 * Canadian overtime, the Chinese rules' count (读秒), Gomocup's turn and match limits, and
 * the chess organisers' time controls: moves in a time with an increment (cutechess-cli's
 * {@code tc=}) and a fixed time a move ({@code st=}).
 *
 * <p>With a clock, a move may take all the clock allows ({@link #budget()}); the referee's
 * answer limit bounds only the moves of games without a clock, and the commands that set a game up.
 */
public sealed interface Clock permits Clock.None, Clock.Absolute, Clock.ByoYomi, Clock.Canadian, Clock.ChineseCount,
        Clock.Gomocup, Clock.Increment, Clock.PerMove {

    /** The span a move may not reach: a move that lasts this long or longer loses on time. */
    Duration budget();

    /**
     * The clock after a move that lasted {@code used}.
     *
     * @throws IllegalArgumentException if {@code used} reaches the budget (the flag has fallen)
     */
    Clock after(Duration used);

    /**
     * What an engine is told of this clock now. {@code answerLimit}, the referee's longest wait
     * for an answer, is the move's limit only without a clock; a clock's own budget is never cut
     * by it.
     */
    EngineTime engineTime(Duration answerLimit);

    /** The main time the game starts with, for records (SGF's {@code TM}); empty for no clock or none at all. */
    default java.util.Optional<Duration> mainTime() {
        return java.util.Optional.empty();
    }

    /** The clock as {@link Clocks#parse} reads it. */
    String text();

    /** No clock: moves are bounded by the referee's answer limit only. */
    record None() implements Clock {
        @Override
        public Duration budget() {
            return Clocks.FOREVER;
        }

        @Override
        public Clock after(Duration used) {
            return this;
        }

        @Override
        public EngineTime engineTime(Duration answerLimit) {
            return EngineTime.unlimited(answerLimit);
        }

        @Override
        public String text() {
            return "none";
        }
    }

    /**
     * Absolute time (sudden death): one span for the whole game.
     *
     * @param left the time left
     */
    record Absolute(Duration main, Duration left) implements Clock {
        @Override
        public Duration budget() {
            return left;
        }

        @Override
        public Clock after(Duration used) {
            Clocks.requireWithin(this, used);
            return new Absolute(main, left.minus(used));
        }

        @Override
        public EngineTime engineTime(Duration answerLimit) {
            return new EngineTime(true, main, Duration.ZERO, 0, left, 0, left, left);
        }

        @Override
        public java.util.Optional<Duration> mainTime() {
            return java.util.Optional.of(main);
        }

        @Override
        public String text() {
            return "absolute:" + Clocks.format(main);
        }
    }

    /**
     * Japanese byo-yomi: main time, then {@code periods} periods of {@code period} each. A move
     * within one period costs nothing; a move that uses a whole period or more uses up each
     * whole period it spans, and when the last is used up the flag falls.
     *
     * @param mainLeft    the main time left
     * @param periodsLeft the periods left
     */
    record ByoYomi(Duration main, int periods, Duration period, Duration mainLeft, int periodsLeft) implements Clock {
        @Override
        public Duration budget() {
            return mainLeft.plus(period.multipliedBy(periodsLeft));
        }

        @Override
        public Clock after(Duration used) {
            Clocks.requireWithin(this, used);
            if (used.compareTo(mainLeft) < 0) {
                return new ByoYomi(main, periods, period, mainLeft.minus(used), periodsLeft);
            }
            long spent = used.minus(mainLeft).dividedBy(period);
            return new ByoYomi(main, periods, period, Duration.ZERO, periodsLeft - (int) spent);
        }

        /** GTP has no periods: the engine is told the nearest Canadian clock, one move per period. */
        @Override
        public EngineTime engineTime(Duration answerLimit) {
            boolean inMain = mainLeft.compareTo(Duration.ZERO) > 0;
            return new EngineTime(true, main, period, 1, inMain ? mainLeft : period, inMain ? 0 : 1, budget(), budget());
        }

        @Override
        public java.util.Optional<Duration> mainTime() {
            return java.util.Optional.of(main);
        }

        @Override
        public String text() {
            return "byoyomi:" + Clocks.format(main) + "+" + periods + "x" + Clocks.format(period);
        }
    }

    /**
     * Canadian overtime: main time, then {@code stones} moves to play within each {@code period};
     * a move that overruns the main time starts the first period with what it overran by.
     *
     * @param mainLeft   the main time left (zero once in overtime)
     * @param periodLeft the time left in the current period
     * @param stonesLeft the moves left to play in the current period
     */
    record Canadian(Duration main, int stones, Duration period, Duration mainLeft, Duration periodLeft, int stonesLeft)
            implements Clock {
        @Override
        public Duration budget() {
            return inMain() ? mainLeft.plus(period) : periodLeft;
        }

        @Override
        public Clock after(Duration used) {
            Clocks.requireWithin(this, used);
            if (inMain() && used.compareTo(mainLeft) < 0) {
                return new Canadian(main, stones, period, mainLeft.minus(used), period, stones);
            }
            Duration inPeriod = inMain() ? used.minus(mainLeft) : used;
            Duration before = inMain() ? period : periodLeft;
            int stonesBefore = inMain() ? stones : stonesLeft;
            if (stonesBefore == 1) {
                return new Canadian(main, stones, period, Duration.ZERO, period, stones); // the period is done: a new one
            }
            return new Canadian(main, stones, period, Duration.ZERO, before.minus(inPeriod), stonesBefore - 1);
        }

        @Override
        public EngineTime engineTime(Duration answerLimit) {
            return new EngineTime(true, main, period, stones, inMain() ? mainLeft : periodLeft, inMain() ? 0 : stonesLeft,
                    budget(), budget());
        }

        @Override
        public java.util.Optional<Duration> mainTime() {
            return java.util.Optional.of(main);
        }

        @Override
        public String text() {
            return "canadian:" + Clocks.format(main) + "+" + stones + "/" + Clocks.format(period);
        }

        private boolean inMain() {
            return mainLeft.compareTo(Duration.ZERO) > 0;
        }
    }

    /**
     * The count (读秒) of the Chinese rules: after the main time a reserve of {@code reserve}
     * minutes is kept. During the count a move under one minute costs nothing; each full minute
     * a move uses takes one reserve minute; once the reserve is used up, the next full minute
     * loses on time (超时判负). So a move loses when it lasts the reserve plus one minute or more.
     *
     * @param mainLeft    the main time left
     * @param reserveLeft the reserve minutes left
     */
    record ChineseCount(Duration main, int reserve, Duration mainLeft, int reserveLeft) implements Clock {
        static final Duration MINUTE = Duration.ofMinutes(1);

        @Override
        public Duration budget() {
            return mainLeft.plus(MINUTE.multipliedBy(reserveLeft + 1L));
        }

        @Override
        public Clock after(Duration used) {
            Clocks.requireWithin(this, used);
            if (used.compareTo(mainLeft) < 0) {
                return new ChineseCount(main, reserve, mainLeft.minus(used), reserveLeft);
            }
            long fullMinutes = used.minus(mainLeft).dividedBy(MINUTE);
            return new ChineseCount(main, reserve, Duration.ZERO, reserveLeft - (int) fullMinutes);
        }

        /** Told as a Canadian clock of one move a minute; the reserve only in the limits. */
        @Override
        public EngineTime engineTime(Duration answerLimit) {
            boolean inMain = mainLeft.compareTo(Duration.ZERO) > 0;
            return new EngineTime(true, main, MINUTE, 1, inMain ? mainLeft : MINUTE, inMain ? 0 : 1, budget(), budget());
        }

        @Override
        public java.util.Optional<Duration> mainTime() {
            return java.util.Optional.of(main);
        }

        @Override
        public String text() {
            return "chinese:" + Clocks.format(main) + "+" + reserve;
        }
    }

    /**
     * Gomocup's limits: every move under {@code turn}, the whole game under {@code match}
     * (zero: no limit on the game, as {@code timeout_match 0} says).
     *
     * @param matchLeft the game time left
     */
    record Gomocup(Duration turn, Duration match, Duration matchLeft) implements Clock {
        @Override
        public Duration budget() {
            return match.isZero() ? turn : Clocks.min(turn, matchLeft);
        }

        @Override
        public Clock after(Duration used) {
            Clocks.requireWithin(this, used);
            return match.isZero() ? this : new Gomocup(turn, match, matchLeft.minus(used));
        }

        /** Without a match limit, told as a Canadian clock of one move per turn; otherwise as absolute time. */
        @Override
        public EngineTime engineTime(Duration answerLimit) {
            Duration limit = budget();
            if (match.isZero()) {
                return new EngineTime(true, Duration.ZERO, turn, 1, turn, 1, limit, turn);
            }
            return new EngineTime(true, match, Duration.ZERO, 0, matchLeft, 0, limit, matchLeft);
        }

        @Override
        public java.util.Optional<Duration> mainTime() {
            return match.isZero() ? java.util.Optional.empty() : java.util.Optional.of(match);
        }

        @Override
        public String text() {
            return "gomocup:" + Clocks.format(turn) + (match.isZero() ? "" : "/" + Clocks.format(match));
        }
    }

    /**
     * The chess organisers' time control, cutechess-cli's {@code tc=moves/time+increment}:
     * {@code time} for the first {@code moves} moves, and as much again for each {@code moves}
     * after (zero moves: the whole game), with {@code increment} added after every move
     * (Fischer's clock). Time not used is kept; the flag falls when a move uses all that is left.
     *
     * @param left      the time left now
     * @param movesLeft the moves left to play before the next {@code time} is added (0 when {@code moves} is 0)
     */
    record Increment(int moves, Duration time, Duration increment, Duration left, int movesLeft) implements Clock {
        public Increment {
            if (moves < 0 || movesLeft < 0) {
                throw new IllegalArgumentException("moves are counted from 0: " + moves + ", " + movesLeft);
            }
        }

        /** The clock at the start of a game. */
        static Increment start(int moves, Duration time, Duration increment) {
            return new Increment(moves, time, increment, time, moves);
        }

        @Override
        public Duration budget() {
            return left;
        }

        @Override
        public Clock after(Duration used) {
            Clocks.requireWithin(this, used);
            Duration next = left.minus(used).plus(increment);
            if (moves == 0) {
                return new Increment(moves, time, increment, next, 0);
            }
            return movesLeft == 1 ? new Increment(moves, time, increment, next.plus(time), moves)
                    : new Increment(moves, time, increment, next, movesLeft - 1);
        }

        /**
         * Moves in a time are told as GTP's Canadian clock without main time, {@code time} for
         * {@code moves} stones, the time left now and the moves left; the whole game in a time
         * as main time alone. The increment has no words in GTP or Gomocup; the time left includes
         * what it added.
         */
        @Override
        public EngineTime engineTime(Duration answerLimit) {
            if (moves == 0) {
                return new EngineTime(true, time, Duration.ZERO, 0, left, 0, left, left, increment);
            }
            return new EngineTime(true, Duration.ZERO, time, moves, left, movesLeft, left, left, increment);
        }

        @Override
        public java.util.Optional<Duration> mainTime() {
            return java.util.Optional.of(time);
        }

        @Override
        public String text() {
            return "tc=" + (moves == 0 ? "" : moves + "/") + Clocks.seconds(time)
                    + (increment.isZero() ? "" : "+" + Clocks.seconds(increment));
        }
    }

    /**
     * A fixed time a move (cutechess-cli's {@code st=}): every move must come within {@code perMove};
     * time not used is not kept.
     */
    record PerMove(Duration perMove) implements Clock {
        @Override
        public Duration budget() {
            return perMove;
        }

        @Override
        public Clock after(Duration used) {
            Clocks.requireWithin(this, used);
            return this;
        }

        /** Told as GTP's Canadian clock of one stone a period (Gomocup's timeout_turn). */
        @Override
        public EngineTime engineTime(Duration answerLimit) {
            return new EngineTime(true, Duration.ZERO, perMove, 1, perMove, 1, perMove, perMove);
        }

        @Override
        public String text() {
            return "st=" + Clocks.seconds(perMove);
        }
    }
}
