package io.tabula.cli;

import io.tabula.core.GameState;
import io.tabula.core.Plural;
import io.tabula.core.RecordFormat;
import io.tabula.core.TabulaException;
import io.tabula.sgf.SgfFormat;
import io.tabula.sgf.SgfNode;
import io.tabula.sgf.SgfParse;
import io.tabula.sgf.SgfParser;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Collectors;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Parameters;

/** {@code tabula sgf}: SGF files of any game whose module reads SGF (Go, Gomoku and Renju). */
@Command(name = "sgf", mixinStandardHelpOptions = true, description = "SGF (FF[4]) files of the installed games "
        + "that read SGF (Go GM[1], Gomoku and Renju GM[4]).", subcommands = {SgfCommand.Replay.class})
final class SgfCommand implements Runnable {
    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    @Override
    public void run() {
        spec.commandLine().usage(spec.commandLine().getOut());
    }

    /**
     * {@code tabula sgf replay FILE...}: plays the main line of each game in each file
     * through the rules its root names, by the module whose SGF game number ({@code GM}) the
     * root gives, and shows where it stopped and how it stands.
     */
    @Command(name = "replay", mixinStandardHelpOptions = true, description = {
            "Replay the main line of SGF files through the rules their roots name (Go: SZ, KM, HA, RU; Gomoku: SZ, RU) "
                    + "and print, for each game:",
            "the rules, the reader's warnings (FILE:LINE:COLUMN), the first illegal move if any (move number, colour,",
            "point, reason), the final board, and the result.",
            "Exit status: 0 every file replays cleanly, 1 a move was illegal, 2 a file cannot be read or is no "
                    + "installed game's SGF."})
    static final class Replay extends GamesAware {
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

        private int replay(Path file, PrintWriter out) {
            SgfParse parse = SgfParser.read(file);
            List<SgfNode> games = parse.collection().games();
            // Every tree must be some installed game's, with rules it plays, before anything is printed.
            List<SgfFormat> formats = new ArrayList<>();
            for (SgfNode game : games) {
                SgfFormat format = formatOf(game);
                format.definition(game);
                formats.add(format);
            }
            // Then one game at a time: a file of a thousand games must not hold them all at once.
            int status = 0;
            for (int i = 0; i < games.size(); i++) {
                String name = games.size() == 1 ? file.toString() : file + " (game " + (i + 1) + " of " + games.size()
                        + ")";
                RecordFormat.Replay replay = formats.get(i).replay(games.get(i), i == 0 ? parse.warnings() : List.of());
                status = Math.max(status, print(file, name, replay, out));
            }
            return status;
        }

        /** The installed module's SGF reader for the game {@code tree} names. */
        private SgfFormat formatOf(SgfNode tree) {
            int number = SgfFormat.gameNumberOf(tree);
            List<SgfFormat> readers = registry.modules().stream()
                    .flatMap(m -> m.recordFormats().stream())
                    .filter(f -> f instanceof SgfFormat).map(f -> (SgfFormat) f).toList();
            return readers.stream().filter(f -> f.gameNumber() == number).findFirst().orElseThrow(() -> {
                String where = tree.valuePosition("GM", 0).map(p -> p + ": ").orElse("");
                return new TabulaException(where + "GM[" + tree.value("GM").orElse("1") + "]: no installed game reads "
                        + "it; SGF games read here: " + registry.modules().stream()
                        .flatMap(m -> m.recordFormats().stream().filter(f -> f instanceof SgfFormat)
                                .map(f -> m.id() + " (GM[" + ((SgfFormat) f).gameNumber() + "])"))
                        .collect(Collectors.joining(", ")));
            });
        }

        private static int print(Path file, String name, RecordFormat.Replay replay, PrintWriter out) {
            out.println(name);
            out.println("rules: " + replay.definition().text());
            for (RecordFormat.Warning warning : replay.warnings()) {
                out.println(file + ":" + warning.where() + ": warning: " + warning.message());
            }
            if (replay.illegal().isPresent()) {
                RecordFormat.IllegalMove illegal = replay.illegal().get();
                out.println(file + ":" + illegal.where() + ": " + illegal.describe());
                out.println("replay stopped: " + Plural.of(replay.played(), "move") + " played before it");
            } else {
                out.println("moves: " + replay.played());
            }
            GameState last = replay.last();
            out.println(replay.definition().module().render(last));
            out.println("result: " + (last.isOver() ? last.describeOutcome() + " " + replay.result().orElse("")
                    : "ongoing, " + last.toMove().id() + " to move").strip());
            return replay.illegal().isEmpty() ? 0 : ILLEGAL_MOVE;
        }
    }
}
