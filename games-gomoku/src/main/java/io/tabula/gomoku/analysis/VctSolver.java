package io.tabula.gomoku.analysis;

import io.tabula.agent.Deadline;
import io.tabula.gomoku.rules.GomokuRules;
import io.tabula.gomoku.rules.Stone;
import io.tabula.topology.Direction;
import io.tabula.topology.Grid;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.SortedSet;

/**
 * Victory by continuous threats (VCT, 追三): the attacker plays only fours and threes and
 * wins against every defence. The result is a proof tree: each attacker move with every
 * defence the search had to consider, each defence with the attacker's answer.
 *
 * <p>Which defences are considered, and why the others lose:
 * <ul>
 *   <li>against a four, the defender's only move is its five point (two five points: either,
 *       and the other wins); a five point forbidden for black (renju) is no defence;</li>
 *   <li>against a three, every <em>counter-four</em> of the defender (any legal move that
 *       makes him a four) is considered: the attacker must block it at its five point, or
 *       lose if he cannot (two five points, or a block forbidden for black), and the defender
 *       moves again;</li>
 *   <li>and every other legal move that takes away at least one of the attacker's straight
 *       fours to come. A move that takes none loses to one of them: the defender has no
 *       four, so the straight four's two five points cannot both be stopped. Under renju a white stone far
 *       from black's three can, through the recursive three rule, make black's straight-four
 *       point forbidden; the whole board is examined when that is possible at all.</li>
 * </ul>
 * Black's forbidden points come from {@link GomokuRules} through {@link Threats}: black never
 * attacks with a forbidden move (a three whose straight-four point is forbidden is no
 * threat), and white also wins when black's only defences are forbidden.
 *
 * <p>Search is iterative deepening over the number of attacker threats (fours and threes,
 * the final five not counted), so a line found uses as few threats as possible on its
 * longest branch; a table keeps attacker positions already refuted. Work is bounded by a
 * node limit (a count of positions, so a result does not depend on the machine's speed) and
 * optionally by a {@link Deadline}.
 */
public final class VctSolver {
    private static final int REACH = 5;

    private final Threats threats;
    private final GomokuRules rules;
    private final Grid grid;
    private final SearchTable table;
    private Deadline deadline;
    private long maxNodes;
    private long nodes;

    public VctSolver(GomokuRules rules) {
        this.rules = rules;
        this.threats = new Threats(rules);
        this.grid = rules.grid();
        int points = grid.size();
        this.table = new SearchTable(points, 0x7C7_5011EL);
    }

    /** What an attacker move threatens. */
    public enum Threat {
        /** The move makes five: the line ends. */
        FIVE,
        /** The move makes a four: the defender must take its five point. */
        FOUR,
        /** The move makes a real three: the defender must stop the straight four. */
        THREE
    }

    /** An attacker move after a defence: his next threat, or his forced block of a counter-four. */
    public sealed interface Continuation permits Attack, Block {
        /** The attacker's point. */
        int point();

        /** Every defence considered after it. */
        List<Defence> defences();

        /** The five points of an attacker's four here that black may not block on. */
        List<Integer> forbiddenBlocks();
    }

    /**
     * An attacker move and every defence considered against it: none for a five, nor when
     * every defence is forbidden for black; {@code forbiddenBlocks} names the five points of
     * the attacker's four that black may not block.
     */
    public record Attack(int point, Threat threat, List<Defence> defences, List<Integer> forbiddenBlocks)
            implements Continuation {
        public Attack {
            defences = List.copyOf(defences);
            forbiddenBlocks = List.copyOf(forbiddenBlocks);
        }
    }

    /**
     * The attacker's forced block of the defender's counter-four, then every defence considered
     * again ({@code forbiddenBlocks} as in {@link Attack}, when the block itself makes a four).
     */
    public record Block(int point, List<Defence> defences, List<Integer> forbiddenBlocks) implements Continuation {
        public Block {
            defences = List.copyOf(defences);
            forbiddenBlocks = List.copyOf(forbiddenBlocks);
        }
    }

    /** A defender move and how the attacker goes on. */
    public record Defence(int point, Continuation next) {
    }

    /** A VCT of {@code attacker} (who moves first) as a proof tree from its first threat. */
    public record Vct(byte attacker, Attack first) {
        /** The attacker's threats on the longest branch (the final five not counted). */
        public int threats() {
            return threats(first);
        }

        private static int threats(Continuation c) {
            int deepest = 0;
            for (Defence d : c.defences()) {
                deepest = Math.max(deepest, threats(d.next()));
            }
            return deepest + (c instanceof Attack a && a.threat() != Threat.FIVE ? 1 : 0);
        }

        /** The defences considered in the whole tree. */
        public int defences() {
            return defences(first);
        }

        private static int defences(Continuation c) {
            List<Defence> defences = c.defences();
            int total = defences.size();
            for (Defence d : defences) {
                total += defences(d.next());
            }
            return total;
        }

        /** The main line: each time the first defence considered, with the attacker's moves; attacker first. */
        public List<Integer> mainLine() {
            List<Integer> line = new ArrayList<>();
            Continuation c = first;
            line.add(c.point());
            while (!c.defences().isEmpty()) {
                Defence d = c.defences().get(0);
                line.add(d.point());
                c = d.next();
                line.add(c.point());
            }
            return List.copyOf(line);
        }

        /**
         * The last attacker move of the main line: a five, a four whose blocks are all
         * forbidden for black ({@link Continuation#forbiddenBlocks}), or a three every
         * defence of which is forbidden for black.
         */
        public Continuation end() {
            Continuation c = first;
            while (!c.defences().isEmpty()) {
                c = c.defences().get(0).next();
            }
            return c;
        }
    }

    /**
     * A search result: the VCT if one was found; whether the search ran to its depth limit
     * (false when the node limit or the deadline stopped it first); the positions visited.
     */
    public record Result(Optional<Vct> vct, boolean complete, long nodes) {
    }

    /**
     * Searches for a VCT of {@code attacker}, who moves next on {@code cells}, with at most
     * {@code maxThreats} threats on any branch before the five, visiting at most
     * {@code maxNodes} positions, until {@code deadline} ({@link Deadline#never()} for a
     * result that depends on the position alone). {@code cells} is not changed.
     */
    public Result solve(byte[] cells, byte attacker, int maxThreats, long maxNodes, Deadline deadline) {
        byte[] board = cells.clone();
        this.deadline = deadline;
        this.maxNodes = maxNodes;
        this.nodes = 0;
        long hash = table.start(board);
        try {
            for (int depth = 0; depth <= maxThreats; depth++) {
                Attack attack = attack(board, attacker, depth, hash);
                if (attack != null) {
                    return new Result(Optional.of(new Vct(attacker, attack)), true, nodes);
                }
            }
            return new Result(Optional.empty(), true, nodes);
        } catch (SearchTable.OutOfBudget e) {
            return new Result(Optional.empty(), false, nodes);
        }
    }

    private void visit() {
        if (nodes >= maxNodes || deadline.passed()) { // a node costs far more than reading the clock
            throw new SearchTable.OutOfBudget();
        }
        nodes++;
    }

    /** Attacker to move with at most {@code depth} more threats: his winning move, or null. */
    private Attack attack(byte[] board, byte attacker, int depth, long hash) {
        visit();
        byte defender = Threats.opponent(attacker);
        SortedSet<Integer> fives = threats.fivePoints(board, attacker);
        if (!fives.isEmpty()) {
            return new Attack(fives.first(), Threat.FIVE, List.of(), List.of());
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
        List<Integer> fours = threats.fourMoves(board, attacker);
        if (!defenderFives.isEmpty()) {
            fours.retainAll(defenderFives); // the threat must also block the defender's five
        }
        for (int c : fours) {
            Attack a = tryThreat(board, attacker, c, Threat.FOUR, depth, hash);
            if (a != null) {
                return a;
            }
        }
        if (depth >= 2) { // a three needs a straight four after it
            List<Integer> threes = threats.threeMoves(board, attacker);
            if (!defenderFives.isEmpty()) {
                threes.retainAll(defenderFives);
            }
            for (int c : threes) {
                Attack a = tryThreat(board, attacker, c, Threat.THREE, depth, hash);
                if (a != null) {
                    return a;
                }
            }
        }
        table.refute(hash, depth);
        return null;
    }

    private Attack tryThreat(byte[] board, byte attacker, int c, Threat threat, int depth, long hash) {
        board[c] = attacker;
        try {
            List<Integer> forbiddenBlocks = new ArrayList<>();
            List<Defence> defences = defend(board, attacker, depth - 1, hash ^ table.key(c, attacker), forbiddenBlocks);
            return defences == null ? null : new Attack(c, threat, defences, forbiddenBlocks);
        } finally {
            board[c] = Stone.EMPTY;
        }
    }

    /**
     * Defender to move, the attacker threatening, with {@code depth} attacker threats left:
     * every defence considered with the attacker's winning answer, or null when one holds.
     * The attacker's five points the defender may not take (black's forbidden points) are
     * added to {@code forbiddenBlocks}.
     */
    private List<Defence> defend(byte[] board, byte attacker, int depth, long hash, List<Integer> forbiddenBlocks) {
        visit();
        byte defender = Threats.opponent(attacker);
        if (!threats.fivePoints(board, defender).isEmpty()) {
            return null; // the defender makes five
        }
        SortedSet<Integer> fives = threats.fivePoints(board, attacker);
        List<Defence> out = new ArrayList<>();
        if (!fives.isEmpty()) {
            // Only a block can stop a five; with two five points each block loses to the other.
            for (int f : fives) {
                if (!threats.allowed(board, f, defender)) {
                    forbiddenBlocks.add(f);
                    continue;
                }
                Attack next = answer(board, attacker, f, depth, hash);
                if (next == null) {
                    return null;
                }
                out.add(new Defence(f, next));
            }
            return out;
        }
        SortedSet<Integer> straightFourPoints = threats.threePoints(board, attacker).real();
        if (straightFourPoints.isEmpty() || depth == 0) {
            return null; // no threat left (or no threat allowed to follow): the defender has time
        }
        List<Integer> counterFours = threats.fourMoves(board, defender);
        for (int m : counterFours) {
            Defence d = counterFour(board, attacker, m, depth, hash);
            if (d == null) {
                return null;
            }
            out.add(d);
        }
        for (int m : defences(board, attacker, straightFourPoints)) {
            if (counterFours.contains(m)) {
                continue;
            }
            Attack next = answer(board, attacker, m, depth, hash);
            if (next == null) {
                return null;
            }
            out.add(new Defence(m, next));
        }
        return out;
    }

    /** The defender plays {@code m}; the attacker's winning threat after it, or null. */
    private Attack answer(byte[] board, byte attacker, int m, int depth, long hash) {
        byte defender = Threats.opponent(attacker);
        board[m] = defender;
        try {
            return attack(board, attacker, depth, hash ^ table.key(m, defender));
        } finally {
            board[m] = Stone.EMPTY;
        }
    }

    /** The defender's counter-four on {@code m}: the attacker's block and his win after it, or null. */
    private Defence counterFour(byte[] board, byte attacker, int m, int depth, long hash) {
        byte defender = Threats.opponent(attacker);
        board[m] = defender;
        try {
            SortedSet<Integer> defenderFives = threats.fivePointsThrough(board, m, defender);
            if (defenderFives.size() != 1) {
                return null; // two five points: the defender wins
            }
            int block = defenderFives.first();
            if (!threats.allowed(board, block, attacker) && !threats.makesFive(board, block, attacker)) {
                return null; // black cannot block on a forbidden point
            }
            board[block] = attacker;
            try {
                long after = hash ^ table.key(m, defender) ^ table.key(block, attacker);
                List<Integer> forbiddenBlocks = new ArrayList<>();
                List<Defence> defences = defend(board, attacker, depth, after, forbiddenBlocks);
                return defences == null ? null : new Defence(m, new Block(block, defences, forbiddenBlocks));
            } finally {
                board[block] = Stone.EMPTY;
            }
        } finally {
            board[m] = Stone.EMPTY;
        }
    }

    /**
     * The defender's legal moves, other than fives and fours, that take away at least one of
     * the attacker's straight fours (so the tree shows the answer to each block of a double
     * three); every other such move leaves them all and loses to one. A defender stone can only
     * take away the attacker's straight four near it (within the reach of its row and the
     * points that judge an overline or a caro end), except that a white stone anywhere may
     * make black's straight-four point forbidden: then the whole board is examined.
     */
    private List<Integer> defences(byte[] board, byte attacker, SortedSet<Integer> straightFourPoints) {
        byte defender = Threats.opponent(attacker);
        Set<Integer> candidates = new LinkedHashSet<>();
        boolean anywhere = attacker == Stone.BLACK && rules.hasForbiddenMoves();
        for (int t : straightFourPoints) {
            anywhere &= mayBecomeForbidden(board, t);
            candidates.add(t);
            for (Direction axis : Direction.LINE_AXES) {
                for (int k = -REACH; k <= REACH; k++) {
                    int q = threats.at(t, axis, k);
                    if (q != Grid.OFF && board[q] == Stone.EMPTY) {
                        candidates.add(q);
                    }
                }
            }
        }
        if (anywhere) {
            for (int q = 0; q < board.length; q++) {
                if (board[q] == Stone.EMPTY) {
                    candidates.add(q);
                }
            }
        }
        List<Integer> out = new ArrayList<>();
        for (int m : candidates) {
            if (!threats.allowed(board, m, defender)) {
                continue; // black may not defend there: a forbidden move is no defence
            }
            board[m] = defender;
            try {
                if (takesAStraightFour(board, attacker, straightFourPoints)) {
                    out.add(m);
                }
            } finally {
                board[m] = Stone.EMPTY;
            }
        }
        out.sort(null);
        return out;
    }

    /** Whether one of the attacker's straight-four points is taken or no longer makes a legal straight four. */
    private boolean takesAStraightFour(byte[] board, byte attacker, SortedSet<Integer> points) {
        for (int t : points) {
            if (board[t] != Stone.EMPTY || !threats.makesStraightFour(board, t, attacker)
                    || !threats.allowed(board, t, attacker)) {
                return true;
            }
        }
        return false;
    }

    /**
     * Whether a white stone could make black's move on {@code t} forbidden. White stones take
     * black fours and threes away and never add any, so only a double three can appear (a
     * fake three turning real when white blocks what made its completion forbidden); that
     * needs, with t played, two lines through t each with a point where one more black stone
     * makes a straight four, whether or not that point is allowed. An upper bound, so a false
     * answer is certain.
     */
    private boolean mayBecomeForbidden(byte[] board, int t) {
        board[t] = Stone.BLACK;
        try {
            int lines = 0;
            for (Direction axis : Direction.LINE_AXES) {
                for (int k = -Threats.REACH; k <= Threats.REACH; k++) {
                    int q = threats.at(t, axis, k);
                    if (q != Grid.OFF && board[q] == Stone.EMPTY && threats.makesStraightFour(board, q, Stone.BLACK)) {
                        lines++;
                        break;
                    }
                }
            }
            return lines >= 2;
        } finally {
            board[t] = Stone.EMPTY;
        }
    }
}
