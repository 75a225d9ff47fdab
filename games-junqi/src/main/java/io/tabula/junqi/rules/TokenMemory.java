package io.tabula.junqi.rules;

import java.util.Arrays;

/**
 * What one side has learnt about the enemy's hidden pieces from the combats it saw, as a
 * careful player remembers it: for each unknown token of its latest view, the kinds of
 * piece it may still be. A token that beat the side's 38 is a 39 or a 40; one that lost to
 * its 36 was a 35 or lower, and is gone; a token that ever moved is no landmine and no flag.
 *
 * <p>It learns from its own views and its own moves only: after the side {@link #chose} a
 * move in a view, the next view (two plies later) shows where the moved piece ended, and
 * the enemy's reply with its combat; each result narrows the token that fought to the kinds
 * for which {@link Combat#resolve} gives that result. A view that does not follow from the
 * remembered one (another game, a jump in plies) starts the memory afresh.
 */
final class TokenMemory {
    /** Every kind of piece. */
    static final int ANY = (1 << Piece.values().length) - 1;
    private static final int STILL = 1 << Piece.MINE.ordinal() | 1 << Piece.FLAG.ordinal();

    /** The view the masks below are for, and per post the kinds its enemy token may be. */
    private JunqiState current;
    private int[] kinds;
    /** The view in which the side last chose, and its move; null when there is none to follow. */
    private JunqiState before;
    private JunqiMove.Step chosen;

    /** The side chose {@code move} in {@code view}. */
    void chose(JunqiState view, JunqiMove.Step move) {
        kinds(view);
        before = view;
        chosen = move;
    }

    /**
     * For each post of {@code view}, the kinds (bit i: {@link Piece} ordinal i) its enemy
     * token may be as far as the remembered combats tell; {@link #ANY} where they tell
     * nothing. Do not modify.
     */
    int[] kinds(JunqiState view) {
        if (!view.equals(current)) {
            int[] learnt = before == null ? null : follow(before, chosen, kinds, view);
            kinds = learnt != null ? learnt : fresh();
            current = view;
            before = null;
        }
        return kinds;
    }

    private static int[] fresh() {
        int[] kinds = new int[JunqiBoard.POSTS];
        Arrays.fill(kinds, ANY);
        return kinds;
    }

    /**
     * The kinds of the tokens of {@code next} learnt from {@code known} (those of
     * {@code last}'s tokens), the side's move {@code move} and the enemy's reply that
     * {@code next} shows; null when {@code next} does not follow from {@code last} so.
     */
    private static int[] follow(JunqiState last, JunqiMove.Step move, int[] known, JunqiState next) {
        if (last.viewer().isEmpty() || !last.viewer().equals(next.viewer()) || last.deploying() || next.deploying()
                || next.playPlies() != last.playPlies() + 2 || next.lastMove().isEmpty()) {
            return null;
        }
        int me = last.viewer().get().index();
        JunqiRules rules = last.rules();
        byte[] board = last.cells(); // the board as the side knows it, played forward
        int[] kinds = known.clone();
        int a = move.from();
        int b = move.to();
        byte mover = board[a];
        if (mover == Cells.EMPTY || Cells.side(mover) != me) {
            return null;
        }
        JunqiMove.Step reply = next.lastMove().get();
        int f = reply.from();
        int g = reply.to();
        Combat replyCombat = next.lastCombat().orElse(null);
        board[a] = Cells.EMPTY;
        if (board[b] == Cells.EMPTY) {
            board[b] = mover;
        } else if (Cells.side(board[b]) != me) {
            // The result of the side's attack, read from where its piece and the token are now.
            Combat result;
            if (next.cell(b) == mover || (g == b && replyCombat != null)) {
                result = Combat.DEFENDER_REMOVED; // its piece held the post (the enemy may have attacked it there)
            } else if (f == b || (next.cell(b) != Cells.EMPTY && Cells.side(next.cell(b)) != me)) {
                result = Combat.ATTACKER_REMOVED; // the token is still there, or moved on from there
            } else {
                result = Combat.BOTH_REMOVED;
            }
            kinds[b] &= defendersWith(rules, Cells.kind(mover), result);
            board[b] = result == Combat.DEFENDER_REMOVED ? mover : result == Combat.ATTACKER_REMOVED ? board[b]
                    : Cells.EMPTY;
            if (result != Combat.ATTACKER_REMOVED) {
                kinds[b] = ANY;
            }
        } else {
            return null;
        }
        // The enemy's reply: the token at f moves to g, fighting the side's piece there if any.
        byte token = board[f];
        if (token == Cells.EMPTY || Cells.side(token) == me) {
            return null;
        }
        int learnt = kinds[f] & ~STILL;
        board[f] = Cells.EMPTY;
        kinds[f] = ANY;
        if (replyCombat == null) {
            if (board[g] != Cells.EMPTY) {
                return null;
            }
            board[g] = token;
            kinds[g] = learnt;
        } else {
            byte defender = board[g];
            if (defender == Cells.EMPTY || Cells.side(defender) != me) {
                return null;
            }
            learnt &= attackersWith(rules, Cells.kind(defender), replyCombat);
            board[g] = replyCombat == Combat.DEFENDER_REMOVED ? token
                    : replyCombat == Combat.ATTACKER_REMOVED ? defender : Cells.EMPTY;
            kinds[g] = replyCombat == Combat.DEFENDER_REMOVED ? learnt : ANY;
        }
        for (int p = 0; p < JunqiBoard.POSTS; p++) {
            boolean token1 = board[p] != Cells.EMPTY && Cells.side(board[p]) != me;
            boolean token2 = next.cell(p) != Cells.EMPTY && Cells.side(next.cell(p)) != me;
            if (token1 != token2 || (token2 && kinds[p] == 0)) {
                return null; // the views disagree with this reading, or with the rules: start afresh
            }
            if (!token2) {
                kinds[p] = ANY;
            }
        }
        return kinds;
    }

    /** The kinds a defender may be when an attacker of kind {@code attacker} attacking it gave {@code result}. */
    private static int defendersWith(JunqiRules rules, int attacker, Combat result) {
        int mask = 0;
        for (Piece piece : Piece.values()) {
            mask |= Combat.resolve(rules, attacker, piece.ordinal()) == result ? 1 << piece.ordinal() : 0;
        }
        return mask;
    }

    /** The kinds an attacker may be when its attack on a defender of kind {@code defender} gave {@code result}. */
    private static int attackersWith(JunqiRules rules, int defender, Combat result) {
        int mask = 0;
        for (Piece piece : Piece.values()) {
            if (piece.movable()) {
                mask |= Combat.resolve(rules, piece.ordinal(), defender) == result ? 1 << piece.ordinal() : 0;
            }
        }
        return mask;
    }
}
