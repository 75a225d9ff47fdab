package io.tabula.gomoku.rules;

import io.tabula.core.IllegalReason;

/** Gomoku's own reasons for rejecting a pass or a claim (point moves use {@link Forbidden} and the common ones). */
public enum GomokuIllegal implements IllegalReason {
    /** A pass under rules whose option {@code pass} is false. */
    PASS_NOT_ALLOWED("passing is not allowed under these rules (option pass=false)"),
    /** A claim under rules that have no claims (anything but renju with {@code forbiddenMoves=claim}). */
    CLAIM_NOT_ALLOWED("claims are only made under renju with forbiddenMoves=claim"),
    /** A claim with no foul to claim: black to move, or no forbidden move just played and no overline standing. */
    NO_FOUL_TO_CLAIM("there is no black foul to claim: only white claims, right after a forbidden move or while an overline stands");

    private final String description;

    GomokuIllegal(String description) {
        this.description = description;
    }

    @Override
    public String describe() {
        return description;
    }
}
