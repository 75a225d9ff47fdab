package io.tabula.gomoku.analysis;

import io.tabula.agent.Deadline;
import io.tabula.core.ForcedWins;
import io.tabula.core.GameDefinition;
import io.tabula.core.GameState;
import io.tabula.core.Move;
import io.tabula.core.MoveCheck;
import io.tabula.core.Phase;
import io.tabula.gomoku.rules.GomokuRules;
import io.tabula.gomoku.rules.GomokuState;
import io.tabula.gomoku.rules.Stone;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * Gomoku's forced wins for the search agents: a {@link VcfSolver VCF} first (only fours, so
 * it is cheap and finds the shortest line), then, with the nodes it left, a {@link VctSolver
 * VCT} (fours and threes, every defence answered). Both judge by the definition's rules, so
 * black's line never uses a forbidden point under renju, and white's may end by leaving
 * black only forbidden defences.
 *
 * <p>It answers only in ordinary play: not during an opening protocol's steps (the offers and
 * swaps are no stones, and a step may restrict where a stone goes), and not when white may
 * claim black's foul (the claim wins at once, which the agents see by themselves). No clock
 * is read: the budget is a number of positions.
 */
public final class GomokuForcedWins implements ForcedWins {
    /** The most fours of a VCF looked for. */
    static final int VCF_FOURS = 12;
    /** The most threats on the longest branch of a VCT looked for. */
    static final int VCT_THREATS = 5;

    private final GameDefinition definition;

    public GomokuForcedWins(GameDefinition definition) {
        this.definition = definition;
    }

    @Override
    public Optional<Win> find(GameState state, long nodes) {
        if (nodes < 1) {
            throw new IllegalArgumentException("a search needs at least 1 node, not " + nodes);
        }
        if (!(state instanceof GomokuState gomoku) || !gomoku.definition().equals(definition)) {
            throw new IllegalArgumentException("this search is for " + definition.text() + ", not " + state.definition().text());
        }
        if (gomoku.isOver() || !gomoku.openingStep().equals(Phase.PLAY) || gomoku.canClaim()) {
            return Optional.empty();
        }
        GomokuRules rules = gomoku.rules();
        byte[] cells = gomoku.cells();
        byte attacker = Stone.ofSide(gomoku.toMove().index());
        VcfSolver.Result vcf = new VcfSolver(rules).solve(cells, attacker, VCF_FOURS, nodes, Deadline.never());
        if (vcf.vcf().isPresent()) {
            return win(gomoku, vcf.vcf().get().moves(), "VCF");
        }
        long left = nodes - vcf.nodes();
        if (left < 1) {
            return Optional.empty();
        }
        VctSolver.Result vct = new VctSolver(rules).solve(cells, attacker, VCT_THREATS, left, Deadline.never());
        return vct.vct().flatMap(found -> win(gomoku, found.mainLine(), "VCT"));
    }

    /** The line as moves, if its first move is legal (a proof's first move always is; checked, not assumed). */
    private static Optional<Win> win(GomokuState state, List<Integer> points, String method) {
        GomokuRules rules = state.rules();
        List<Move> line = new ArrayList<>(points.size());
        for (int p : points) {
            line.add(rules.place(p));
        }
        return state.check(line.get(0)) == MoveCheck.LEGAL ? Optional.of(new Win(line, method)) : Optional.empty();
    }
}
