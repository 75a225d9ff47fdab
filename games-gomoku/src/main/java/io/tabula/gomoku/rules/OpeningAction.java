package io.tabula.gomoku.rules;

/** The kinds of action an opening step may allow; each leads to a next step. */
enum OpeningAction {
    /** A stone of the step's colour on a point of its area. */
    PLACE,
    /** A pass instead of the stone (option {@code pass}, where the protocol allows it). */
    PASS,
    /** The players exchange colours; the stones keep theirs. */
    SWAP,
    /** The deciding player keeps their colour (Swap2, after the second player's two extra stones). */
    KEEP,
    /** A declared number of fifth-move offers (Yamaguchi, Soosõrv). */
    DECLARE,
    /** Black's set of fifth-move offers. */
    OFFER,
    /** White's choice of one offered fifth move, which becomes black's 5th stone. */
    CHOOSE,
    /** Swap2's third option: a white 4th and a black 5th stone placed together. */
    BALANCE
}
