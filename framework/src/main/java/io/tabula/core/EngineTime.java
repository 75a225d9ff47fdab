package io.tabula.core;

import java.time.Duration;
import java.util.Objects;

/**
 * What an external engine is told of its time, in the terms both line protocols share: GTP's
 * {@code time_settings main period stones} and {@code time_left time stones}, Gomocup's
 * {@code INFO timeout_turn}, {@code timeout_match} and {@code time_left}. A clock that the
 * protocols cannot express exactly (Japanese byo-yomi, the Chinese count) is told as its nearest
 * Canadian equivalent; the referee still judges by the clock itself.
 *
 * @param limited      false when no clock runs: GTP is told {@code time_settings 0 1 0}
 * @param main         the main time the game started with
 * @param period       the overtime period after the main time (zero for none)
 * @param periodStones the moves to play within one period (GTP's byo-yomi stones; 0 for none)
 * @param left         the time left now: the main time, or once it is used the time left in the period
 * @param stonesLeft   the moves left to play in the period now; 0 while in main time
 * @param moveLimit    the longest this move may take before the engine loses
 * @param gameLeft     the longest the rest of the game may take before the engine loses (Gomocup's time_left)
 * @param increment    the time added to the clock after each move (Fischer's increment; zero for none),
 *                     which neither protocol can say but a built-in agent budgets with
 */
public record EngineTime(boolean limited, Duration main, Duration period, int periodStones, Duration left,
        int stonesLeft, Duration moveLimit, Duration gameLeft, Duration increment) {

    /** A clock without an increment. */
    public EngineTime(boolean limited, Duration main, Duration period, int periodStones, Duration left,
            int stonesLeft, Duration moveLimit, Duration gameLeft) {
        this(limited, main, period, periodStones, left, stonesLeft, moveLimit, gameLeft, Duration.ZERO);
    }

    public EngineTime {
        Objects.requireNonNull(increment, "increment");
        Objects.requireNonNull(main, "main");
        Objects.requireNonNull(period, "period");
        Objects.requireNonNull(left, "left");
        Objects.requireNonNull(moveLimit, "moveLimit");
        Objects.requireNonNull(gameLeft, "gameLeft");
        if (periodStones < 0 || stonesLeft < 0) {
            throw new IllegalArgumentException("stones are counted from 0: " + periodStones + ", " + stonesLeft);
        }
    }

    /** No clock: only the referee's limit on any one answer, {@code answerLimit}. */
    public static EngineTime unlimited(Duration answerLimit) {
        return new EngineTime(false, Duration.ZERO, Duration.ZERO, 0, Duration.ZERO, 0, answerLimit, answerLimit);
    }
}
