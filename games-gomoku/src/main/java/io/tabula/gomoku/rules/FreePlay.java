package io.tabula.gomoku.rules;

import io.tabula.core.Outcome;

/**
 * The rules of free play, once: what a stone, a pass and a claim do to a position, on a
 * mutable one. {@link GomokuState} plays one move on a position made from its fields and
 * reads the result back; {@link GomokuSampler} plays a whole game on one position. So the
 * fast path and the immutable states judge fives, full boards, black's forbidden moves
 * (losing, claimed, or illegal with black left without a point) and passes by the same
 * code. The opening protocols have their own rules ({@link OpeningRules}).
 *
 * <p>Not thread-safe; a move's legality is checked before it is played here.
 */
final class FreePlay {
    private final GomokuRules rules;
    private final byte[] cells;
    // The rules' policies, read once: a game plays thousands of stones under the same ones.
    private final boolean blackVerdicts;
    private final boolean forbiddenLoses;
    private final boolean forbiddenClaimed;
    private final boolean blackMayBeStuck;
    private int side;
    private int stones;
    private int passes;
    private boolean foulToClaim;
    private boolean overlineStands;
    private Forbidden lastVerdict = Forbidden.NONE;
    private Outcome outcome = Outcome.ONGOING;

    /**
     * A position of {@code cells} (kept and changed, not copied) with {@code side} to move
     * (0 black, 1 white), {@code stones} stones on the board, and the pass count and foul
     * flags of a game in free play that is not over.
     */
    FreePlay(GomokuRules rules, byte[] cells, int side, int stones, int passes, boolean foulToClaim,
            boolean overlineStands) {
        this.rules = rules;
        this.cells = cells;
        this.forbiddenLoses = rules.forbiddenLoses();
        this.forbiddenClaimed = rules.forbiddenIsClaimed();
        this.blackVerdicts = forbiddenLoses || forbiddenClaimed;
        this.blackMayBeStuck = rules.forbiddenIsIllegal() && !rules.passAllowed();
        this.side = side;
        this.stones = stones;
        this.passes = passes;
        this.foulToClaim = foulToClaim;
        this.overlineStands = overlineStands;
    }

    /** Whether white may claim black's foul now ({@code forbiddenMoves=claim}). */
    boolean canClaim() {
        return forbiddenClaimed && side == 1 && (foulToClaim || overlineStands);
    }

    /**
     * A stone of the side to move on empty {@code point}. Black's forbidden stone loses at
     * once under {@code forbiddenMoves=loses} and becomes a foul to claim under {@code claim};
     * a winning row wins; a full board draws; and where forbidden points are illegal and no
     * one may pass, a white stone that leaves black no point draws.
     */
    void placeStone(int point) {
        stone(point);
        if (blackMayBeStuck && side == 0 && !outcome.isOver() && !blackHasPoint(rules, cells)) {
            outcome = Outcome.draw(GomokuOutcome.NO_LEGAL_MOVE);
        }
    }

    /**
     * A stone of the side to move on empty {@code point}, judged as in play: the stone's own
     * verdict, row and the full board, the rules the opening protocols' stones follow too
     * (whether black is left a point is the free-play {@link #placeStone}'s question: in an
     * opening the step says where stones may go).
     */
    void stone(int point) {
        byte colour = Stone.ofSide(side);
        Forbidden verdict = blackVerdicts && colour == Stone.BLACK ? rules.forbiddenInPlace(cells, point)
                : Forbidden.NONE;
        cells[point] = colour;
        stones++;
        passes = 0;
        lastVerdict = verdict;
        if (forbiddenLoses && verdict.isForbidden()) {
            outcome = Outcome.win(Stone.WHITE_SIDE, GomokuOutcome.FORBIDDEN);
        } else if (rules.makesFive(cells, point, colour)) {
            outcome = Outcome.win(Stone.side(colour), GomokuOutcome.FIVE);
        } else if (stones == cells.length) {
            outcome = Outcome.draw(GomokuOutcome.BOARD_FULL);
        }
        foulToClaim = forbiddenClaimed && verdict.isForbidden();
        overlineStands |= foulToClaim && verdict == Forbidden.FORBIDDEN_OVERLINE;
        side = 1 - side;
    }

    /** The side to move passes; the second pass in a row draws. A pass leaves no foul to claim. */
    void pass() {
        lastVerdict = Forbidden.NONE;
        passes++;
        foulToClaim = false;
        if (passes >= 2) {
            outcome = Outcome.draw(GomokuOutcome.PASSES);
        }
        side = 1 - side;
    }

    /** White claims black's foul and wins. */
    void claim() {
        lastVerdict = Forbidden.NONE;
        passes = 0;
        outcome = Outcome.win(Stone.WHITE_SIDE, GomokuOutcome.FORBIDDEN);
        side = 1 - side;
    }

    /**
     * Whether black has an empty point of {@code cells} that is not forbidden (what matters
     * under {@code forbiddenMoves=illegal}); {@code cells} is left as it was.
     */
    static boolean blackHasPoint(GomokuRules rules, byte[] cells) {
        for (int p = 0; p < cells.length; p++) {
            if (cells[p] == Stone.EMPTY && !rules.forbiddenInPlace(cells, p).isForbidden()) {
                return true;
            }
        }
        return false;
    }

    /** The board, the array given at the start, as the moves left it. */
    byte[] cells() {
        return cells;
    }

    /** The side to move: 0 black, 1 white. */
    int side() {
        return side;
    }

    int passes() {
        return passes;
    }

    boolean foulToClaim() {
        return foulToClaim;
    }

    boolean overlineStands() {
        return overlineStands;
    }

    /** The verdict black's last stone got (none for white's stones, passes and claims before any stone). */
    Forbidden lastVerdict() {
        return lastVerdict;
    }

    Outcome outcome() {
        return outcome;
    }
}
