package io.tabula.referee;

import io.tabula.core.EngineTime;
import java.time.Duration;

/**
 * How long a built-in agent thinks over one move, from what its clock says, as an engine
 * budgets: within a period, the period's time shared by the moves it holds; in main time, a
 * thirtieth of the time left (at least one period where overtime follows), plus most of the
 * increment; without a clock, most of the answer limit. Never more than nine tenths of what the
 * move may take, so that the answer comes before the flag.
 */
final class ThinkingTime {
    /** The moves main time is shared by: a game's middle, where most moves are still to come. */
    static final int MOVES_TO_GO = 30;

    private ThinkingTime() {
    }

    /** The thinking time for the move {@code time} describes. */
    static Duration of(EngineTime time) {
        Duration cap = time.moveLimit().multipliedBy(9).dividedBy(10);
        if (!time.limited()) {
            return cap;
        }
        Duration share;
        if (time.stonesLeft() > 0) {
            share = time.left().dividedBy(time.stonesLeft());
        } else {
            share = time.left().dividedBy(MOVES_TO_GO);
            if (time.periodStones() > 0) {
                Duration perMove = time.period().dividedBy(time.periodStones());
                share = share.compareTo(perMove) < 0 ? perMove : share;
            }
        }
        share = share.plus(time.increment().multipliedBy(8).dividedBy(10));
        return share.compareTo(cap) < 0 ? share : cap;
    }
}
