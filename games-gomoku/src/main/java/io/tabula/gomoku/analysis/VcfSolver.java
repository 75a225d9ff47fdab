package io.tabula.gomoku.analysis;

import io.tabula.agent.Deadline;
import io.tabula.gomoku.rules.GomokuRules;
import io.tabula.gomoku.rules.Stone;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Optional;
import java.util.SortedSet;

/**
 * Victory by continuous fours (VCF, 追四): the attacker plays only fours, so every reply of
 * the defender is forced to the single five point, until the attacker makes five or a
 * four with two five points. Renju is respected on both sides:
 * <ul>
 *   <li>black, attacking, never plays a forbidden four (a five is always allowed);</li>
 *   <li>white, attacking, also wins when black's only defence point is forbidden for
 *       black and makes him no five: under {@code forbiddenMoves=loses} black loses by
 *       playing there, under {@code illegal} he cannot, so white's five follows;</li>
 *   <li>a defender who has a five point of his own when the attacker moves breaks the
 *       line, unless the attacker's four is played on that very point; a forced defence
 *       that itself makes five wins for the defender.</li>
 * </ul>
 * Search is iterative deepening over the number of attacker fours (so the line found is a
 * shortest one), with a table of positions already refuted, within a depth limit, a node
 * limit and a deadline. The node limit makes a search's result independent of the machine's
 * speed; the deadline keeps it within a turn's time on a slow one.
 */
public final class VcfSolver {
    private final Threats threats;
    private final SearchTable table;
    private Deadline deadline;
    private long maxNodes;
    private long nodes;

    public VcfSolver(GomokuRules rules) {
        this.threats = new Threats(rules);
        int points = rules.grid().size();
        this.table = new SearchTable(points, 0x7C_F5_01_5EL);
    }

    /** How a VCF ends. */
    public enum Ending {
        /** The last move of the line is the attacker's five. */
        FIVE,
        /** The last move is white's four; black's only defence point is forbidden for black. */
        FORBIDDEN_DEFENCE
    }

    /**
     * A VCF line: attacker and defender moves alternating, starting with the attacker.
     * {@code forbiddenPoint} is black's forbidden defence point for {@link Ending#FORBIDDEN_DEFENCE}, else -1.
     */
    public record Vcf(byte attacker, List<Integer> moves, Ending ending, int forbiddenPoint) {
        /** The number of attacker fours in the line (the final five not counted). */
        public int fours() {
            int attackerMoves = (moves.size() + 1) / 2;
            return ending == Ending.FIVE ? attackerMoves - 1 : attackerMoves;
        }

        /** The attacker's first move. */
        public int first() {
            return moves.get(0);
        }
    }

    /**
     * A search result: the line if one was found, and whether the search ran to its depth
     * limit (false when the node limit or the deadline stopped it first).
     */
    public record Result(Optional<Vcf> vcf, boolean complete, long nodes) {
    }

    /** As {@link #solve(byte[], byte, int, long, Deadline)} with no node limit. */
    public Result solve(byte[] cells, byte attacker, int maxFours, Deadline deadline) {
        return solve(cells, attacker, maxFours, Long.MAX_VALUE, deadline);
    }

    /**
     * Searches for a VCF of {@code attacker}, who moves next on {@code cells}, with at most
     * {@code maxFours} fours before the five (or the forbidden defence), visiting at most
     * {@code maxNodes} positions, until {@code deadline}. {@code cells} is not changed.
     */
    public Result solve(byte[] cells, byte attacker, int maxFours, long maxNodes, Deadline deadline) {
        byte[] board = cells.clone();
        this.deadline = deadline;
        this.maxNodes = maxNodes;
        this.nodes = 0;
        long hash = table.start(board);
        try {
            for (int depth = 0; depth <= maxFours; depth++) {
                List<Integer> line = new ArrayList<>();
                Ending ending = search(board, attacker, depth, hash, line);
                if (ending != null) {
                    Collections.reverse(line);
                    int forbidden = -1;
                    if (ending == Ending.FORBIDDEN_DEFENCE) {
                        forbidden = line.remove(line.size() - 1);
                    }
                    return new Result(Optional.of(new Vcf(attacker, List.copyOf(line), ending, forbidden)), true, nodes);
                }
            }
            return new Result(Optional.empty(), true, nodes);
        } catch (SearchTable.OutOfBudget e) {
            return new Result(Optional.empty(), false, nodes);
        }
    }


    /**
     * Attacker to move. Returns how the attacker wins within {@code depth} more fours, with
     * the line in {@code line} in reverse order (the forbidden defence point, if any, first),
     * or null.
     */
    private Ending search(byte[] board, byte attacker, int depth, long hash, List<Integer> line) {
        if (++nodes > maxNodes || deadline.passed()) { // a node costs far more than reading the clock
            throw new SearchTable.OutOfBudget();
        }
        byte defender = Threats.opponent(attacker);
        SortedSet<Integer> fives = threats.fivePoints(board, attacker);
        if (!fives.isEmpty()) {
            line.add(fives.first());
            return Ending.FIVE;
        }
        if (depth == 0) {
            return null;
        }
        if (table.refutedAt(hash, depth)) {
            return null;
        }
        SortedSet<Integer> defenderFives = threats.fivePoints(board, defender);
        if (defenderFives.size() > 1) {
            table.refute(hash, SearchTable.EVERY_DEPTH);
            return null;
        }
        List<Integer> candidates = threats.fourMoves(board, attacker);
        if (defenderFives.size() == 1) {
            candidates.retainAll(defenderFives); // the four must also block the defender's five
        }
        for (int c : candidates) {
            board[c] = attacker;
            long afterAttack = hash ^ table.key(c, attacker);
            try {
                SortedSet<Integer> replies = threats.fivePointsThrough(board, c, attacker);
                if (replies.size() >= 2) {
                    line.add(replies.last());
                    line.add(replies.first());
                    line.add(c);
                    return Ending.FIVE;
                }
                int f = replies.first();
                if (threats.makesFive(board, f, defender)) {
                    continue; // the forced defence makes five for the defender
                }
                if (!threats.allowed(board, f, defender)) {
                    line.add(f);
                    line.add(c);
                    return Ending.FORBIDDEN_DEFENCE;
                }
                board[f] = defender;
                try {
                    Ending ending = search(board, attacker, depth - 1, afterAttack ^ table.key(f, defender), line);
                    if (ending != null) {
                        line.add(f);
                        line.add(c);
                        return ending;
                    }
                } finally {
                    board[f] = Stone.EMPTY;
                }
            } finally {
                board[c] = Stone.EMPTY;
            }
        }
        table.refute(hash, depth);
        return null;
    }
}
