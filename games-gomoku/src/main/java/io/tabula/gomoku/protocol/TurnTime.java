package io.tabula.gomoku.protocol;

/**
 * The times the manager gives with {@code INFO} (milliseconds; -1 while unknown), and the time
 * they leave the brain to think about a move.
 *
 * @param timeoutTurn  {@code timeout_turn}: the most a move may take (0: as fast as possible)
 * @param timeoutMatch {@code timeout_match}: the time of the whole match
 * @param timeLeft     {@code time_left}: what is left of the match
 */
record TurnTime(long timeoutTurn, long timeoutMatch, long timeLeft) {
    static final TurnTime UNKNOWN = new TurnTime(-1, -1, -1);

    TurnTime withTimeoutTurn(long millis) {
        return new TurnTime(millis, timeoutMatch, timeLeft);
    }

    TurnTime withTimeoutMatch(long millis) {
        return new TurnTime(timeoutTurn, millis, timeLeft);
    }

    TurnTime withTimeLeft(long millis) {
        return new TurnTime(timeoutTurn, timeoutMatch, millis);
    }

    /**
     * Half of the turn's time ({@code timeout_turn 0} taken as 100, one second when none is
     * known), bounded by a twentieth of the time left when it is given (else a fiftieth of the
     * match), from 10 ms to 10 s. The other half is the margin for answering.
     */
    long thinkingMillis() {
        long turn = timeoutTurn < 0 ? 1000 : timeoutTurn == 0 ? 100 : timeoutTurn;
        if (timeLeft >= 0) {
            turn = Math.min(turn, timeLeft / 20);
        } else if (timeoutMatch > 0) {
            turn = Math.min(turn, timeoutMatch / 50);
        }
        return Math.max(10, Math.min(turn / 2, 10_000));
    }
}
