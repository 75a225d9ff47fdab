package io.tabula.gomoku.rules;

import io.tabula.core.IllegalReason;

/** Gomoku's own reasons for rejecting a pass, a claim or an opening action (point moves also use {@link Forbidden} and the common ones). */
public enum GomokuIllegal implements IllegalReason {
    /** A pass under rules whose option {@code pass} is false. */
    PASS_NOT_ALLOWED("passing is not allowed under these rules (option pass=false)"),
    /** A claim under rules that have no claims (anything but renju with {@code forbiddenMoves=claim}). */
    CLAIM_NOT_ALLOWED("claims are only made under renju with forbiddenMoves=claim"),
    /** A claim with no foul to claim: black to move, or no forbidden move just played and no overline standing. */
    NO_FOUL_TO_CLAIM("there is no black foul to claim: only white claims, right after a forbidden move or while an overline stands"),
    /** An action the opening protocol does not allow at this step (a swap, an offer, a stone where a choice is due...). */
    NOT_ALLOWED_NOW("the opening protocol does not allow this now"),
    /** A stone outside the area the opening protocol gives this move (the centre, 3x3, 5x5, ...). */
    OUTSIDE_OPENING_AREA("the opening protocol puts this stone elsewhere"),
    /** Fifth-move offers of the wrong number, on stones, repeated, or symmetric to one another. */
    BAD_OFFER("the fifth-move offers are not allowed"),
    /** A declared number of offers outside the protocol's range. */
    BAD_DECLARATION("the declared number of offers is out of range"),
    /** A choice of a point black did not offer. */
    NOT_OFFERED("white must choose one of the offered fifth moves");

    private final String description;

    GomokuIllegal(String description) {
        this.description = description;
    }

    @Override
    public String describe() {
        return description;
    }
}
