package io.tabula.go.rules;

/**
 * What {@link GoSampler} does during a playout, for tests: the moves it plays and the
 * candidate points it draws and finds illegal. Points are grid points; -1 is a pass.
 */
interface PlayoutListener {

    /** {@code point} was drawn and judged illegal for the side to move; another draw follows. */
    default void rejected(int point) {
    }

    /** {@code point} (or -1, a pass) was played. */
    void played(int point);
}
