package io.tabula.junqi;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.tabula.core.GameDefinition;
import io.tabula.core.GameState;
import io.tabula.core.Move;
import io.tabula.core.Outcome;
import io.tabula.junqi.rules.Cells;
import io.tabula.junqi.rules.JunqiBoard;
import io.tabula.junqi.rules.JunqiBoard.LinkKind;
import io.tabula.junqi.rules.JunqiBoard.PostKind;
import io.tabula.junqi.rules.JunqiMove;
import io.tabula.junqi.rules.JunqiRules;
import io.tabula.junqi.rules.JunqiState;
import io.tabula.junqi.rules.Piece;
import io.tabula.topology.GraphTopology;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;

/**
 * A naive second move generator, written from {@code docs/rules/junqi.md} ("Moving") on the
 * framework graph alone (neighbour lists, the named lines, a queue for the engineer), and
 * the section 5 combat table written as a plain if-chain. The module's bit-mask generator
 * must agree with it on random positions of every density and under every option that
 * changes moves; the pinned perft of the contract test is recomputed with it.
 */
class ReferenceMovesTest {
    private static final JunqiModule MODULE = new JunqiModule();
    private static final GraphTopology G = JunqiBoard.GRAPH;

    /** The legal moves of the side to move, as {@code from-to} texts, by the reference rules. */
    static TreeSet<String> referenceMoves(JunqiState s) {
        TreeSet<String> out = new TreeSet<>();
        if (s.isOver()) {
            return out;
        }
        out.addAll(movesOf(s, s.toMove().index()));
        return out;
    }

    static List<String> movesOf(JunqiState s, int side) {
        List<String> out = new ArrayList<>();
        JunqiRules rules = s.rules();
        for (int p = 0; p < 60; p++) {
            byte cell = s.cell(p);
            if (cell == Cells.EMPTY || Cells.side(cell) != side) {
                continue;
            }
            Piece piece = Piece.of(Cells.kind(cell));
            if (piece == Piece.MINE || piece == Piece.FLAG) {
                continue;
            }
            if (JunqiBoard.kind(p) == PostKind.HEADQUARTERS && !rules.hqPiecesMove()) {
                continue;
            }
            TreeSet<Integer> dests = new TreeSet<>();
            for (int q : G.neighbours(p)) {
                dests.add(q);
            }
            boolean onRailway = G.neighbours(p, LinkKind.RAILWAY.id()).length > 0;
            if (onRailway && piece == Piece.ENGINEER) {
                boolean[] seen = new boolean[60];
                seen[p] = true;
                ArrayDeque<Integer> queue = new ArrayDeque<>(List.of(p));
                while (!queue.isEmpty()) {
                    int at = queue.poll();
                    for (int q : G.neighbours(at, LinkKind.RAILWAY.id())) {
                        if (!seen[q]) {
                            seen[q] = true;
                            dests.add(q);
                            if (s.cell(q) == Cells.EMPTY) {
                                queue.add(q);
                            }
                        }
                    }
                }
            } else if (onRailway) {
                for (int[] line : G.lines().values()) {
                    for (int i = 0; i < line.length; i++) {
                        if (line[i] != p) {
                            continue;
                        }
                        for (int dir : new int[] {-1, 1}) {
                            for (int j = i + dir; j >= 0 && j < line.length; j += dir) {
                                dests.add(line[j]);
                                if (s.cell(line[j]) != Cells.EMPTY) {
                                    break;
                                }
                            }
                        }
                    }
                }
            }
            for (int q : dests) {
                byte target = s.cell(q);
                if (q == p) {
                    continue;
                }
                if (target != Cells.EMPTY && Cells.side(target) == side) {
                    continue;
                }
                if (target != Cells.EMPTY && JunqiBoard.kind(q) == PostKind.CAMP) {
                    continue;
                }
                if (target != Cells.EMPTY && piece == Piece.BOMB && !rules.bombMayAttackFlag()
                        && Cells.kind(target) == Piece.FLAG.ordinal()) {
                    continue;
                }
                out.add(G.name(p) + "-" + G.name(q));
            }
        }
        return out;
    }

    /** The board after {@code attacker} on {@code from} moves to {@code to}, by the combat table. */
    static byte[] referenceApply(JunqiState s, int from, int to) {
        byte[] cells = s.cells();
        byte a = cells[from];
        byte d = cells[to];
        cells[from] = Cells.EMPTY;
        if (d == Cells.EMPTY) {
            cells[to] = a;
            return cells;
        }
        Piece pa = Piece.of(Cells.kind(a));
        Piece pd = Piece.of(Cells.kind(d));
        if (pd == Piece.FLAG) {
            cells[to] = pa == Piece.BOMB ? Cells.EMPTY : a;
        } else if (pa == Piece.BOMB || pd == Piece.BOMB) {
            cells[to] = Cells.EMPTY;
        } else if (pd == Piece.MINE && pa == Piece.ENGINEER) {
            cells[to] = a;
        } else if (pd == Piece.MINE) {
            cells[to] = s.rules().mineSurvives() ? d : Cells.EMPTY;
        } else if (pa.rank() != pd.rank()) {
            cells[to] = pa.rank() > pd.rank() ? a : d;
        } else {
            cells[to] = Cells.EMPTY;
        }
        return cells;
    }

    /** The outcome by section 6, from the position alone. */
    static Outcome referenceOutcome(JunqiState s, byte[] cells) {
        boolean[] flag = new boolean[2];
        for (byte c : cells) {
            if (c != Cells.EMPTY && Cells.kind(c) == Piece.FLAG.ordinal()) {
                flag[Cells.side(c)] = true;
            }
        }
        if (!flag[0] || !flag[1]) {
            return Outcome.win(JunqiRules.side(flag[0] ? 0 : 1), reason("flag-captured"));
        }
        int me = s.toMove().index();
        if (movesOf(s, me).isEmpty()) {
            return movesOf(s, 1 - me).isEmpty() ? Outcome.draw(reason("no-movable-pieces"))
                    : Outcome.win(JunqiRules.side(1 - me), reason("no-movable-pieces"));
        }
        int n = s.rules().noCombatDrawPlies();
        if (n > 0 && s.quietPlies() >= n) {
            return Outcome.draw(reason("no-combat"));
        }
        int m = s.rules().maxPlies();
        if (m > 0 && s.ply() >= m) {
            return Outcome.draw(reason("move-limit"));
        }
        return Outcome.ONGOING;
    }

    private static TreeSet<String> moduleMoves(GameState s) {
        TreeSet<String> out = new TreeSet<>();
        for (Move m : s.legalMoves()) {
            out.add(m.toString());
        }
        return out;
    }

    /** Checks one state and every move from it against the reference. */
    private static void compare(JunqiState s, String where) {
        assertEquals(referenceOutcome(s, s.cells()), s.outcome(), where + ": outcome");
        assertEquals(referenceMoves(s), moduleMoves(s), where + ": legal moves of\n" + MODULE.render(s));
        List<Move> moves = s.legalMoves();
        for (int i = 1; i < moves.size(); i++) {
            JunqiMove.Step a = (JunqiMove.Step) moves.get(i - 1);
            JunqiMove.Step b = (JunqiMove.Step) moves.get(i);
            assertTrue(a.from() < b.from() || a.from() == b.from() && a.to() < b.to(), "order " + a + ", " + b);
        }
        for (Move m : moves) {
            JunqiMove.Step step = (JunqiMove.Step) m;
            JunqiState next = s.apply(m);
            assertEquals(java.util.Arrays.toString(referenceApply(s, step.from(), step.to())),
                    java.util.Arrays.toString(next.cells()), where + ": board after " + m);
        }
    }

    private static List<GameDefinition> definitions() {
        return List.of(MODULE.defaultDefinition(),
                MODULE.define("standard", Map.of("mineSurvives", "false", "bombMayAttackFlag", "false")),
                MODULE.define("standard", Map.of("hqPiecesMove", "true", "noCombatDrawPlies", "7", "maxPlies", "40")));
    }

    @Test
    void moves_agreeWithReferenceAlongRandomGames() {
        for (GameDefinition definition : definitions()) {
            for (int seed = 0; seed < 15; seed++) {
                GameDefinition d = definition.with(Map.of("deploymentSeed", Integer.toString(seed)));
                SplittableRandom random = new SplittableRandom(seed);
                JunqiState s = (JunqiState) d.newGame();
                compare(s, d.text() + " ply 0");
                while (!s.isOver()) {
                    List<Move> moves = s.legalMoves();
                    s = s.apply(moves.get(random.nextInt(moves.size())));
                    compare(s, d.text() + " seed " + seed + " ply " + s.ply());
                }
            }
        }
    }

    @Test
    void moves_agreeWithReferenceOnRandomSparsePositions() {
        SplittableRandom random = new SplittableRandom(99);
        for (GameDefinition definition : definitions()) {
            for (int i = 0; i < 3_000; i++) {
                byte[] cells = randomBoard(random, 2 + random.nextInt(40));
                JunqiState s = JunqiState.setup(definition, cells, JunqiRules.side(random.nextInt(2)));
                compare(s, definition.text() + " position " + i);
            }
        }
    }

    /** A board with each flag once and {@code pieces} more pieces drawn from the two standard sets. */
    static byte[] randomBoard(SplittableRandom random, int pieces) {
        List<Byte> bag = new ArrayList<>();
        for (int side = 0; side < 2; side++) {
            for (Piece piece : Piece.values()) {
                for (int k = 0; k < (piece == Piece.FLAG ? 0 : piece.count()); k++) {
                    bag.add(Cells.of(side, piece));
                }
            }
        }
        java.util.Collections.shuffle(bag, new java.util.Random(random.nextLong()));
        List<Integer> posts = new ArrayList<>();
        for (int p = 0; p < 60; p++) {
            posts.add(p);
        }
        java.util.Collections.shuffle(posts, new java.util.Random(random.nextLong()));
        byte[] cells = new byte[60];
        cells[posts.get(0)] = Cells.of(0, Piece.FLAG);
        cells[posts.get(1)] = Cells.of(1, Piece.FLAG);
        for (int i = 0; i < Math.min(pieces, 58); i++) {
            cells[posts.get(i + 2)] = bag.get(i);
        }
        return cells;
    }

    @Test
    void perft_ofTheContractTableMatchesReferenceGenerator() {
        JunqiState start = (JunqiState) JunqiContractTest.SEEDED.newGame();
        long[] expected = JunqiContractTest.PERFT_DEFAULT;
        for (int depth = 1; depth <= 3; depth++) {
            assertEquals(expected[depth - 1], referencePerft(start, depth), "reference perft(" + depth + ")");
        }
    }

    private static long referencePerft(JunqiState s, int depth) {
        TreeSet<String> moves = referenceMoves(s);
        if (depth == 1) {
            return moves.size();
        }
        long total = 0;
        for (String m : moves) {
            total += referencePerft((JunqiState) s.apply(MODULE.notation().parse(s, m)), depth - 1);
        }
        return total;
    }

    /** The module's outcome reason of a keyword the spec names (the reference knows reasons by their words). */
    private static io.tabula.core.OutcomeReason reason(String id) {
        return new JunqiModule().type().outcomeReason(id).orElseThrow();
    }
}
