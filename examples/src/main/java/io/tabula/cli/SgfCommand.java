package io.tabula.cli;

import io.tabula.core.GameState;
import io.tabula.core.Plural;
import io.tabula.core.TabulaException;
import io.tabula.go.rules.GoOptions;
import io.tabula.go.sgf.SgfGo;
import io.tabula.go.sgf.SgfIllegalMove;
import io.tabula.go.sgf.SgfReplay;
import io.tabula.sgf.SgfNode;
import io.tabula.sgf.SgfParse;
import io.tabula.sgf.SgfParser;
import io.tabula.sgf.SgfWarning;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Parameters;
import picocli.CommandLine;

/** {@code tabula sgf}: SGF files of Go games. */
@Command(name = "sgf", mixinStandardHelpOptions = true, description = "SGF (FF[4]) files of Go games.",
        subcommands = {SgfCommand.Replay.class})
final class SgfCommand implements Runnable {
    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    @Override
    public void run() {
        spec.commandLine().usage(spec.commandLine().getOut());
    }

    /**
     * {@code tabula sgf replay FILE...}: plays the main line of each game in each file
     * through the rules its root names and shows where it stopped and how it stands.
     */
    @Command(name = "replay", mixinStandardHelpOptions = true, description = {
            "Replay the main line of SGF files of Go through the rules (SZ, KM, HA, RU) and print, for each game:",
            "the rules, the reader's warnings (FILE:LINE:COLUMN), the first illegal move if any (move number, colour,",
            "point, reason), the final board with the prisoners, and the result.",
            "Exit status: 0 every file replays cleanly, 1 a move was illegal, 2 a file cannot be read or is not Go."})
    static final class Replay implements Callable<Integer> {
        static final int ILLEGAL_MOVE = 1;

        @CommandLine.Spec
        CommandLine.Model.CommandSpec spec;

        @Parameters(paramLabel = "FILE", arity = "1..*", description = "SGF files")
        List<Path> files = new ArrayList<>();

        @Override
        public Integer call() {
            PrintWriter out = spec.commandLine().getOut();
            PrintWriter err = spec.commandLine().getErr();
            int status = 0;
            boolean first = true;
            for (Path file : files) {
                if (!first) {
                    out.println();
                }
                first = false;
                int fileStatus;
                try {
                    fileStatus = replay(file, out);
                } catch (TabulaException | IllegalArgumentException e) {
                    out.flush();
                    String message = e.getMessage();
                    err.println("tabula: sgf replay: "
                            + (message.startsWith(file.toString()) ? message : file + ": " + message));
                    err.flush();
                    fileStatus = Tabula.BAD_INPUT;
                }
                status = Math.max(status, fileStatus);
            }
            out.flush();
            return status;
        }

        private static int replay(Path file, PrintWriter out) {
            SgfParse parse = SgfParser.read(file);
            List<SgfNode> games = parse.collection().games();
            // Check every tree is Go before printing anything, so a bad file is one error message.
            for (SgfNode game : games) {
                SgfGo.definition(game);
            }
            // Then one game at a time: a replay holds every position of its game, and a file
            // of a thousand games must not hold them all at once.
            int status = 0;
            for (int i = 0; i < games.size(); i++) {
                String name = games.size() == 1 ? file.toString() : file + " (game " + (i + 1) + " of " + games.size()
                        + ")";
                SgfReplay replay = SgfGo.replay(games.get(i), i == 0 ? parse.warnings() : List.of());
                status = Math.max(status, print(file, name, replay, out));
            }
            return status;
        }

        private static int print(Path file, String name, SgfReplay replay, PrintWriter out) {
            int size = replay.definition().get(GoOptions.SIZE);
            out.println(name);
            out.println("rules: " + replay.definition().text());
            SgfIllegalMove illegal = replay.illegal().orElse(null);
            for (SgfWarning warning : replay.warnings()) {
                if (illegal != null && warning.position().equals(illegal.position())
                        && warning.message().startsWith(illegal.describe(size))) {
                    continue; // printed below as the illegal move
                }
                out.println(file + ":" + warning.position() + ": warning: " + warning.message());
            }
            int played = (int) replay.moves().stream().filter(m -> !(m instanceof io.tabula.go.rules.GoMove.Resign))
                    .count();
            if (illegal != null) {
                out.println(file + ":" + illegal.position() + ": illegal move " + illegal.moveNumber() + ": "
                        + illegal.colour().id() + " " + illegal.point(size) + " [" + illegal.value() + "]: "
                        + illegal.detail() + " (" + illegal.reason().name() + ")");
                out.println("replay stopped: " + Plural.of(played, "move") + " played before it");
            } else {
                out.println("moves: " + played);
            }
            GameState last = replay.last();
            out.println(replay.definition().module().render(last));
            out.println("result: " + (last.isOver() ? last.describeOutcome() + " " + SgfGo.result(last).orElse("")
                    : "ongoing, " + last.toMove().id() + " to move").strip());
            return illegal == null ? 0 : ILLEGAL_MOVE;
        }
    }
}
