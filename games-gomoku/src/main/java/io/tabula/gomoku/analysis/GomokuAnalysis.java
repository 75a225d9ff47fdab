package io.tabula.gomoku.analysis;

import io.tabula.agent.Deadline;
import io.tabula.core.GameDefinition;
import io.tabula.core.Plural;
import io.tabula.core.PositionAnalysis;
import io.tabula.gomoku.notation.RenjuNotation;
import io.tabula.gomoku.record.RenjuMoveList;
import io.tabula.gomoku.rules.Forbidden;
import io.tabula.gomoku.rules.GomokuState;
import io.tabula.gomoku.rules.Stone;
import io.tabula.record.GameRecord;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.stream.Collectors;

/**
 * The Gomoku module's analysis of a position, as {@code tabula analyze gomoku} prints it:
 * each side's fours (five points), straight fours, threes (real and, for black under renju,
 * fake) and four moves, black's forbidden points with their reasons, a VCF (victory by
 * continuous fours) for the side to move when one exists within the depth, and when there is
 * none a VCT (victory by continuous threats, fours and threes) within the depth and
 * {@link #VCT_NODES} positions.
 */
public final class GomokuAnalysis implements PositionAnalysis {
    /** Positions the VCT search may visit, so that its verdict depends on the position, not the machine. */
    static final long VCT_NODES = 100_000;

    @Override
    public Report analyze(GameDefinition definition, String moves, Limits limits) {
        // The renju move list reader groups the opening actions' words (offer g7 j7, choose j7).
        if (definition.get(io.tabula.gomoku.rules.GomokuOptions.TOPOLOGY) != io.tabula.gomoku.rules.GomokuTopology.SQUARE) {
            throw new io.tabula.core.TabulaException("the threat analysis reads a square board; topology="
                    + definition.get(io.tabula.gomoku.rules.GomokuOptions.TOPOLOGY).id() + " wraps its lines");
        }
        GameRecord record = RenjuMoveList.parse(definition, moves.replace(',', ' '));
        GomokuState state = GomokuState.TYPE.state(record.last());
        return new Report(state, record.moves().size(), lines(state, limits));
    }

    private static List<String> lines(GomokuState state, Limits limits) {
        int size = state.size();
        List<String> out = new ArrayList<>();
        Threats threats = new Threats(state.rules());
        byte[] cells = state.cells();
        for (byte colour : new byte[] {Stone.BLACK, Stone.WHITE}) {
            Threats.Report r = threats.report(cells, colour);
            String name = Stone.side(colour).id();
            out.add(name + " fours (five at): " + points(size, r.fivePoints()));
            out.add(name + " straight fours: " + (r.straightFours().isEmpty() ? "none"
                    : r.straightFours().stream().map(pair -> RenjuNotation.point(size, pair[0]) + "-"
                            + RenjuNotation.point(size, pair[1])).collect(Collectors.joining(" "))));
            out.add(name + " threes (straight four at): " + points(size, r.threePoints()));
            if (colour == Stone.BLACK && state.rules().hasForbiddenMoves()) {
                out.add(name + " fake threes (forbidden completion): " + points(size, r.fakeThreePoints()));
            }
            out.add(name + " four moves: " + points(size, r.fourMoves()));
        }
        if (state.rules().hasForbiddenMoves()) {
            List<String> forbidden = new ArrayList<>();
            for (Map.Entry<Integer, Forbidden> e : state.forbiddenPoints().entrySet()) {
                forbidden.add(RenjuNotation.point(size, e.getKey()) + " (" + reason(e.getValue()) + ")");
            }
            out.add("forbidden for black: " + (forbidden.isEmpty() ? "none" : String.join(", ", forbidden)));
        }
        if (!state.isOver()) {
            // One deadline for both searches: the VCT has the time the VCF left.
            Deadline deadline = Deadline.fromNow(limits.time());
            VcfSolver.Result vcf = new VcfSolver(state.rules()).solve(cells, Stone.ofSide(state.toMove().index()),
                    limits.depth(), deadline);
            out.add(vcfLine(state, vcf, limits));
            if (vcf.vcf().isEmpty()) {
                out.add(vctLine(state, cells, limits, deadline));
            }
        }
        return out;
    }

    private static String vcfLine(GomokuState state, VcfSolver.Result result, Limits limits) {
        int size = state.size();
        String who = state.toMove().id();
        if (result.vcf().isPresent()) {
            VcfSolver.Vcf vcf = result.vcf().get();
            String ending = vcf.ending() == VcfSolver.Ending.FIVE ? "ends in five"
                    : "then black's only defence " + RenjuNotation.point(size, vcf.forbiddenPoint()) + " is forbidden";
            String count = vcf.fours() == 0 ? "five at once" : Plural.of(vcf.fours(), "four") + ", " + ending;
            return "VCF for " + who + ": " + points(size, vcf.moves()) + " (" + count + ")";
        }
        if (result.complete()) {
            return "VCF for " + who + ": none within " + Plural.of(limits.depth(), "four");
        }
        return "VCF for " + who + ": none found; the search stopped after " + seconds(limits) + " s";
    }

    /**
     * The VCT line: its main line (each time the first defence considered), the threats on its
     * longest branch, the defences the proof answers, how the main line ends, and the
     * positions searched (a count that does not depend on the machine).
     */
    private static String vctLine(GomokuState state, byte[] cells, Limits limits, Deadline deadline) {
        int size = state.size();
        byte attacker = Stone.ofSide(state.toMove().index());
        VctSolver.Result result = new VctSolver(state.rules()).solve(cells, attacker, limits.depth(), VCT_NODES, deadline);
        String who = state.toMove().id();
        String searched = Plural.of(result.nodes(), "position") + " searched";
        if (result.vct().isPresent()) {
            VctSolver.Vct vct = result.vct().get();
            VctSolver.Continuation end = vct.end();
            String ending = end instanceof VctSolver.Attack a && a.threat() == VctSolver.Threat.FIVE ? "ends in five"
                    : !end.forbiddenBlocks().isEmpty()
                            ? "then black's only defence " + points(size, end.forbiddenBlocks()) + " is forbidden"
                            : "then every defence left to black is forbidden";
            return "VCT for " + who + ": " + points(size, vct.mainLine()) + " (" + Plural.of(vct.threats(), "threat")
                    + ", " + Plural.of(vct.defences(), "defence") + " answered, " + ending + "; " + searched + ")";
        }
        if (result.complete()) {
            return "VCT for " + who + ": none within " + Plural.of(limits.depth(), "threat") + " (" + searched + ")";
        }
        String limit = result.nodes() >= VCT_NODES ? "the limit of " + VCT_NODES + " positions"
                : "the time limit of " + seconds(limits) + " s";
        return "VCT for " + who + ": none found within the limits (" + searched + "; the search stopped at " + limit + ")";
    }

    private static String seconds(Limits limits) {
        double s = limits.time().toNanos() / 1e9;
        return s == Math.rint(s) ? Long.toString((long) s) : Double.toString(s);
    }

    private static String reason(Forbidden f) {
        return f.name().toLowerCase(Locale.ROOT).replace("forbidden_", "").replace('_', '-');
    }

    private static String points(int size, Collection<Integer> points) {
        if (points.isEmpty()) {
            return "none";
        }
        return points.stream().map(p -> RenjuNotation.point(size, p)).collect(Collectors.joining(" "));
    }
}
