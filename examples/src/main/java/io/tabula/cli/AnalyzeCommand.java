package io.tabula.cli;

import io.tabula.agent.Deadline;
import io.tabula.core.GameDefinition;
import io.tabula.core.GameModule;
import io.tabula.core.GameRegistry;
import io.tabula.core.GameState;
import io.tabula.core.IllegalMoveException;
import io.tabula.core.Move;
import io.tabula.core.NotationException;
import io.tabula.core.Plural;
import io.tabula.core.TabulaException;
import io.tabula.gomoku.analysis.Threats;
import io.tabula.gomoku.analysis.VcfSolver;
import io.tabula.gomoku.notation.RenjuNotation;
import io.tabula.gomoku.rules.Forbidden;
import io.tabula.gomoku.record.RenjuMoveList;
import io.tabula.gomoku.rules.GomokuState;
import io.tabula.record.GameRecord;
import io.tabula.gomoku.rules.Stone;
import java.io.PrintWriter;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.Callable;
import java.util.stream.Collectors;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/**
 * {@code tabula analyze gomoku --moves "h8 h9 ..."}: the threats of a Gomoku position —
 * each side's fours (five points), straight fours and threes (real and, for black under
 * renju, fake), black's forbidden points with reasons, and a VCF (victory by continuous
 * fours) of the side to move when one exists within the depth.
 */
@Command(name = "analyze", mixinStandardHelpOptions = true, description = {
        "Analyse a Gomoku position: threats of each side, black's forbidden points, and a VCF for the side to move.",
        "Example: tabula analyze gomoku --variant renju --moves \"h8 h9 i8 g8 j8\""})
final class AnalyzeCommand implements Callable<Integer>, Tabula.ContextAware {
    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    @Mixin
    GameChoice choice;

    @Option(names = "--moves", paramLabel = "MOVES", defaultValue = "",
            description = "the moves from the empty board, separated by blanks or commas, opening actions included (h8 h9 h10 swap i9 offer g7 j7 choose j7); default: none")
    String moves;

    @Option(names = "--depth", paramLabel = "N", defaultValue = "10",
            description = "the most fours the VCF search tries before the five (default: ${DEFAULT-VALUE})")
    int depth;

    @Option(names = "--seconds", paramLabel = "S", defaultValue = "10",
            description = "time limit of the VCF search (default: ${DEFAULT-VALUE})")
    double seconds;

    private GameRegistry registry;

    @Override
    public void context(Tabula.Context context) {
        this.registry = context.registry();
    }

    @Override
    public Integer call() {
        GameDefinition definition = choice.definition(registry);
        GameModule module = definition.module();
        if (depth < 0 || depth > 100) {
            throw new CommandLine.ParameterException(spec.commandLine(), "--depth must be between 0 and 100");
        }
        if (!(seconds > 0) || seconds > 3600) {
            throw new CommandLine.ParameterException(spec.commandLine(), "--seconds must be positive (at most 3600)");
        }
        GameState start = definition.newGame();
        if (!(start instanceof GomokuState)) {
            throw new TabulaException("analyze knows Gomoku positions only, not " + definition.gameId());
        }
        // The renju move list reader groups the opening actions' words (offer g7 j7, choose j7).
        GameRecord record = RenjuMoveList.parse(definition, moves.replace(',', ' '));
        GameState state = record.states().get(record.states().size() - 1);
        int number = record.moves().size();
        GomokuState position = (GomokuState) state;
        report(spec.commandLine().getOut(), module, definition, position, number);
        return 0;
    }

    private void report(PrintWriter out, GameModule module, GameDefinition definition, GomokuState state, int plies) {
        int size = state.size();
        out.println(definition.text());
        out.println(module.render(state));
        out.println("moves: " + plies);
        if (state.isOver()) {
            out.println("game over: " + state.describeOutcome());
        } else {
            out.println("to move: " + state.toMove().id());
        }
        Threats threats = new Threats(state.rules());
        byte[] cells = state.cells();
        for (byte colour : new byte[] {Stone.BLACK, Stone.WHITE}) {
            Threats.Report r = threats.report(cells, colour);
            String name = Stone.side(colour).id();
            out.println(name + " fours (five at): " + points(size, r.fivePoints()));
            out.println(name + " straight fours: " + (r.straightFours().isEmpty() ? "none"
                    : r.straightFours().stream().map(pair -> RenjuNotation.point(size, pair[0]) + "-"
                            + RenjuNotation.point(size, pair[1])).collect(Collectors.joining(" "))));
            out.println(name + " threes (straight four at): " + points(size, r.threePoints()));
            if (colour == Stone.BLACK && state.rules().hasForbiddenMoves()) {
                out.println(name + " fake threes (forbidden completion): " + points(size, r.fakeThreePoints()));
            }
            out.println(name + " four moves: " + points(size, r.fourMoves()));
        }
        if (state.rules().hasForbiddenMoves()) {
            List<String> forbidden = new ArrayList<>();
            for (Map.Entry<Integer, Forbidden> e : state.forbiddenPoints().entrySet()) {
                forbidden.add(RenjuNotation.point(size, e.getKey()) + " (" + reason(e.getValue()) + ")");
            }
            out.println("forbidden for black: " + (forbidden.isEmpty() ? "none" : String.join(", ", forbidden)));
        }
        if (!state.isOver()) {
            byte attacker = Stone.ofSide(state.toMove().index());
            VcfSolver.Result result = new VcfSolver(state.rules()).solve(cells, attacker, depth,
                    Deadline.fromNow(Duration.ofNanos((long) (seconds * 1e9))));
            String who = state.toMove().id();
            if (result.vcf().isPresent()) {
                VcfSolver.Vcf vcf = result.vcf().get();
                String line = points(size, vcf.moves());
                String ending = vcf.ending() == VcfSolver.Ending.FIVE ? "ends in five"
                        : "then black's only defence " + RenjuNotation.point(size, vcf.forbiddenPoint()) + " is forbidden";
                String count = vcf.fours() == 0 ? "five at once" : Plural.of(vcf.fours(), "four") + ", " + ending;
                out.println("VCF for " + who + ": " + line + " (" + count + ")");
            } else if (result.complete()) {
                out.println("VCF for " + who + ": none within " + Plural.of(depth, "four"));
            } else {
                out.println("VCF for " + who + ": none found; the search stopped after " + seconds + " s");
            }
        }
        out.flush();
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
