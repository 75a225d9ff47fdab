package io.tabula.core;

/** Thrown by {@link GameState#apply(Move)} for an illegal move; the state is unchanged. */
public final class IllegalMoveException extends TabulaException {
    private static final long serialVersionUID = 1L;
    private final transient MoveCheck.Illegal verdict;

    public IllegalMoveException(MoveCheck.Illegal verdict) {
        super(verdict.detail() + " (" + verdict.reason().name() + ")");
        this.verdict = verdict;
    }

    public IllegalReason reason() {
        return verdict.reason();
    }

    public MoveCheck.Illegal verdict() {
        return verdict;
    }
}
