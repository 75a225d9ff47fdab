package io.tabula.junqi.rules;

import io.tabula.core.Outcome;

/**
 * Junqi's rules kernel: a mutable position and the rules that change it, written once and
 * played by both {@link JunqiState} (on a copy, one per move) and {@link JunqiSampler} (in
 * place, for a whole playout). A deployment puts a side's layout on the board
 * ({@link #deploy}); a step moves a piece and resolves its attack ({@link #step}); and
 * {@link #judge} decides the outcome in the order of section 6. Move generation and combat
 * are {@link MoveGenerator}'s and {@link Combat}'s, also shared.
 */
final class Position {
    final JunqiRules rules;
    /** One cell byte per post ({@link Cells}). */
    final byte[] cells;
    /** Occupancy masks, red's and blue's. */
    final long[] occ;
    /** The side to move: 0 red, 1 blue. */
    int side;
    /** Plies of play from the setup position (deployments not counted). */
    int ply;
    /** Consecutive plies of play without an attack. */
    int quiet;
    /** The pieces by kind, kept move by move for the move generator. */
    final PieceMasks masks;
    /** Bit s: side s has its flag on the board. */
    private int flags;

    /**
     * A position on {@code cells} whose occupancy, pieces by kind (copied) and flags are known,
     * as a state knows its own.
     */
    Position(JunqiRules rules, byte[] cells, long redOcc, long blueOcc, PieceMasks masks, int flags, int side, int ply,
             int quiet) {
        this.rules = rules;
        this.cells = cells;
        this.occ = new long[] {redOcc, blueOcc};
        this.masks = masks.copy();
        this.flags = flags;
        this.side = side;
        this.ply = ply;
        this.quiet = quiet;
    }

    /** A position on {@code cells}, which it keeps and changes (pass a copy to keep the original). */
    Position(JunqiRules rules, byte[] cells, int side, int ply, int quiet) {
        this.rules = rules;
        this.cells = cells;
        this.occ = MoveGenerator.occupancy(cells);
        this.masks = PieceMasks.of(cells);
        this.side = side;
        this.ply = ply;
        this.quiet = quiet;
        for (byte cell : cells) {
            if (cell != Cells.EMPTY && Cells.kind(cell) == Piece.FLAG.ordinal()) {
                flags |= 1 << Cells.side(cell);
            }
        }
    }

    /**
     * Puts the layout {@code cells} of side {@code s} (its pieces as cell bytes, empty
     * elsewhere; a legal deployment, so on posts that are empty here) on the board. The side
     * to move becomes the other; no ply of play passes.
     */
    void deploy(int s, byte[] layout) {
        for (int p = 0; p < JunqiBoard.POSTS; p++) {
            byte cell = layout[p];
            if (cell != Cells.EMPTY) {
                cells[p] = cell;
                occ[s] |= 1L << p;
                masks.add(p, Cells.kind(cell));
                flags |= Cells.kind(cell) == Piece.FLAG.ordinal() ? 1 << s : 0;
            }
        }
        side = 1 - s;
    }

    /**
     * Plays the legal step {@code from-to} of the side to move (rules sections 4 and 5): an
     * attack is resolved by {@link Combat}, a captured flag leaves the board. The other side
     * is to move after it.
     *
     * @return what the attack removed, or null for a move onto an empty post
     */
    Combat step(int from, int to) {
        byte attacker = cells[from];
        byte defender = cells[to];
        long fromBit = 1L << from;
        long toBit = 1L << to;
        int other = 1 - side;
        cells[from] = Cells.EMPTY;
        occ[side] &= ~fromBit;
        ply++;
        Combat combat = null;
        if (defender == Cells.EMPTY) {
            cells[to] = attacker;
            occ[side] |= toBit;
            masks.moved(from, to);
            quiet++;
        } else {
            quiet = 0;
            combat = Combat.resolve(rules, Cells.kind(attacker), Cells.kind(defender));
            if (combat == Combat.DEFENDER_REMOVED) {
                cells[to] = attacker;
                occ[side] |= toBit;
                occ[other] &= ~toBit;
                masks.removed(to);
                masks.moved(from, to);
            } else {
                masks.removed(from);
                if (combat == Combat.BOTH_REMOVED) {
                    cells[to] = Cells.EMPTY;
                    occ[other] &= ~toBit;
                    masks.removed(to);
                }
            }
            if (combat != Combat.ATTACKER_REMOVED && Cells.kind(defender) == Piece.FLAG.ordinal()) {
                flags &= ~(1 << other);
            }
        }
        side = other;
        return combat;
    }

    /** Bit s: side s has its flag on the board. */
    int flags() {
        return flags;
    }

    /** Whether a flag has been captured, which ends the game before anything else is asked. */
    boolean flagCaptured() {
        return flags != 3;
    }

    /**
     * The outcome in the order of section 6, given whether the side to move has a legal move:
     * a captured flag wins; a side without a move loses, or both draw when neither has one;
     * then the no-combat draw; then the move limit.
     */
    Outcome judge(boolean sideToMoveHasMoves) {
        if (flagCaptured()) {
            return Outcome.win(JunqiRules.side((flags & 1) == 0 ? 1 : 0), JunqiOutcome.FLAG_CAPTURED);
        }
        if (!sideToMoveHasMoves) {
            boolean otherMoves = MoveGenerator.hasMove(rules, masks, occ[0], occ[1], 1 - side);
            return otherMoves ? Outcome.win(JunqiRules.side(1 - side), JunqiOutcome.NO_MOVABLE_PIECES)
                    : Outcome.draw(JunqiOutcome.NO_MOVABLE_PIECES);
        }
        if (rules.noCombatDrawPlies > 0 && quiet >= rules.noCombatDrawPlies) {
            return Outcome.draw(JunqiOutcome.NO_COMBAT);
        }
        if (rules.maxPlies > 0 && ply >= rules.maxPlies) {
            return Outcome.draw(JunqiOutcome.MOVE_LIMIT);
        }
        return Outcome.ONGOING;
    }

    /** The legal steps of the side to move, encoded ({@link MoveGenerator#encode}), ascending. */
    int[] legalSteps() {
        return MoveGenerator.generate(rules, masks, occ[0], occ[1], side);
    }

    /**
     * The legal steps of the side to move by piece, as {@link MoveGenerator#destinations}
     * writes them; the number of pieces that can move.
     */
    int destinations(int[] froms, long[] dests) {
        return MoveGenerator.destinations(rules, masks, occ[0], occ[1], side, froms, dests);
    }
}
