package io.tabula.stones.rows;

import io.tabula.core.CommonReason;
import io.tabula.core.IllegalReason;
import io.tabula.core.Outcome;
import io.tabula.topology.Topology;
import java.util.ArrayList;
import java.util.List;

/**
 * The row blocks read as plainly as possible, for tests: a stone walks the topology's
 * steps for its rows and its captures, nothing is kept between moves but the stones and
 * the counters. {@link RowBoard} must agree with it move for move.
 */
final class ReferenceRows {
    final RowRules rules;
    final Topology topology;
    final int sides;
    final byte[] cells;
    final int[] captured;
    final int[] stock;
    int side;
    int turn = 1;
    int moveInTurn;
    int ply;
    int passes;
    boolean replacing;
    boolean foulToClaim;
    boolean foulStands;
    int claimant = -1;
    Outcome outcome = Outcome.ONGOING;

    ReferenceRows(RowRules rules) {
        this.rules = rules;
        this.topology = rules.topology();
        this.sides = rules.sides().size();
        this.cells = new byte[topology.points()];
        this.captured = new int[sides];
        this.stock = new int[sides];
        if (rules.stocks() != null) {
            java.util.Arrays.fill(stock, rules.stocks().stones());
        }
    }

    /** The legal stones (or replacements) in point order, then claim (-2) and pass (-1). */
    List<Integer> legal() {
        List<Integer> out = new ArrayList<>();
        if (outcome.isOver()) {
            return out;
        }
        RowBoard board = board();
        for (int p = 0; p < cells.length; p++) {
            if (foul(board, p) == null) {
                out.add(p);
            }
        }
        if ((foulToClaim || foulStands) && side == claimant) {
            out.add(-2);
        }
        if (rules.passAllowed() && !replacing) {
            out.add(-1);
        }
        return out;
    }

    IllegalReason foul(RowBoard board, int p) {
        if (replacing) {
            return cells[p] == 0 ? RowIllegal.REPLACE_EMPTY_POINT : cells[p] == side + 1 ? RowIllegal.REPLACE_OWN_STONE
                    : null;
        }
        if (cells[p] != 0) {
            return CommonReason.OCCUPIED;
        }
        PlacementRule rule = rules.placement();
        if (rule != null && rule.policy() == PlacementRule.Policy.ILLEGAL && rule.restricts(board, side)) {
            return rule.refuse(board, side, p);
        }
        return null;
    }

    /** A kernel of this position, for the placement rule's questions. */
    private RowBoard board() {
        return new RowBoard(rules, cells, side).setPly(ply).setTurn(turn, moveInTurn);
    }

    void play(int move) {
        if (move == -1) {
            ply++;
            passes++;
            foulToClaim = false;
            if (passes >= rules.passesToDraw()) {
                outcome = Outcome.draw(rules.reason(RowOutcome.PASSES));
            }
            nextTurn();
            return;
        }
        if (move == -2) {
            ply++;
            passes = 0;
            outcome = Outcome.win(rules.sides().get(side), rules.reason(RowOutcome.FOUL));
            nextTurn();
            return;
        }
        if (rules.stocks() != null) {
            playStock(move);
            return;
        }
        PlacementRule rule = rules.placement();
        IllegalReason foul = rule != null && rule.policy() != PlacementRule.Policy.ILLEGAL
                && rule.restricts(board(), side) ? rule.refuse(board(), side, move) : null;
        cells[move] = (byte) (side + 1);
        ply++;
        passes = 0;
        if (rules.captures()) {
            capture(move);
        }
        if (rule != null && rule.policy() == PlacementRule.Policy.CLAIMED) {
            foulToClaim = foul != null;
            if (foul != null) {
                claimant = rules.next(side);
                foulStands |= rule.persists(foul);
            }
        }
        if (foul != null && rule.policy() == PlacementRule.Policy.LOSES) {
            outcome = Outcome.win(rules.sides().get(rules.next(side)), rules.reason(RowOutcome.FOUL));
        } else if (wins(move, side)) {
            outcome = Outcome.win(rules.sides().get(side), rules.reason(RowOutcome.ROW));
        } else if (rules.capturedToWin() > 0 && captured[side] >= rules.capturedToWin()) {
            outcome = Outcome.win(rules.sides().get(side), rules.reason(RowOutcome.CAPTURES));
        } else if (emptyPoints() == 0) {
            outcome = Outcome.draw(rules.reason(RowOutcome.BOARD_FULL));
        }
        if (moveInTurn + 1 < rules.movesIn(turn)) {
            moveInTurn++;
        } else {
            nextTurn();
        }
        if (!outcome.isOver() && rule != null && rule.policy() == PlacementRule.Policy.ILLEGAL
                && !rules.passAllowed() && legal().isEmpty()) {
            outcome = Outcome.draw(rules.reason(RowOutcome.NO_LEGAL_MOVE));
        }
    }

    private void playStock(int move) {
        boolean replacement = replacing;
        if (replacement && rules.stocks().returnReplaced()) {
            stock[cells[move] - 1]++;
        }
        cells[move] = (byte) (side + 1);
        stock[side]--;
        ply++;
        turn++;
        replacing = false;
        boolean others = false;
        for (byte c : cells) {
            others |= c != 0 && c != side + 1;
        }
        if (stock[side] == 0) {
            outcome = Outcome.win(rules.sides().get(side), rules.reason(RowOutcome.STOCK_EMPTY));
        } else if ((!replacement || rules.stocks().chain()) && others && wins(move, side)) {
            replacing = true;
            return;
        } else if (emptyPoints() == 0) {
            outcome = Outcome.draw(rules.reason(RowOutcome.BOARD_FULL));
        }
        side = rules.next(side);
    }

    private void nextTurn() {
        turn++;
        moveInTurn = 0;
        side = rules.next(side);
    }

    private int emptyPoints() {
        int n = 0;
        for (byte c : cells) {
            n += c == 0 ? 1 : 0;
        }
        return n;
    }

    /** Along every pair of opposite directions, the row through {@code p}, walked step by step. */
    boolean wins(int p, int s) {
        RowRule row = rules.row();
        for (int d = 0; d < topology.directions(); d++) {
            int o = topology.opposite(d);
            if (d > o) {
                continue;
            }
            int[] forward = topology.ray(p, d);
            int[] backward = topology.ray(p, o);
            boolean cycle = forward.length > 0 && topology.step(forward[forward.length - 1], d) == p;
            int lineLength = cycle ? forward.length + 1 : forward.length + backward.length + 1;
            int ahead = count(forward, s);
            int behind = count(backward, s);
            int length = Math.min(lineLength, 1 + ahead + behind);
            if (length < row.k() || length > row.k() && !row.overlineWins(s)) {
                continue;
            }
            if (!row.blockedRowsVoid() || cycle && length == lineLength) {
                return true;
            }
            int endAhead = ahead < forward.length ? forward[ahead] : Topology.OFF;
            int endBehind = behind < backward.length ? backward[behind] : Topology.OFF;
            if (cycle) {
                endAhead = forward[ahead];
                endBehind = backward[behind];
            }
            if (!(blocks(endAhead, s) && blocks(endBehind, s))) {
                return true;
            }
        }
        return false;
    }

    private boolean blocks(int end, int s) {
        return end == Topology.OFF ? rules.row().edgeBlocks() : cells[end] != 0 && cells[end] != s + 1;
    }

    private int count(int[] ray, int s) {
        int n = 0;
        while (n < ray.length && cells[ray[n]] == s + 1) {
            n++;
        }
        return n;
    }

    private void capture(int p) {
        CustodianCapture capture = rules.capture();
        for (int d = 0; d < topology.directions(); d++) {
            List<Integer> run = new ArrayList<>();
            int q = topology.step(p, d);
            while (q != Topology.OFF && cells[q] != 0 && cells[q] != side + 1 && run.size() <= capture.max()) {
                run.add(q);
                q = topology.step(q, d);
            }
            if (run.size() >= capture.min() && run.size() <= capture.max() && q != Topology.OFF
                    && cells[q] == side + 1) {
                for (int r : run) {
                    cells[r] = 0;
                }
                captured[side] += run.size();
            }
        }
    }
}
