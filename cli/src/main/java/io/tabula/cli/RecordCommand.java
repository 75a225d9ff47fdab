package io.tabula.cli;

import io.tabula.core.Plural;
import io.tabula.core.RecordFormat;
import io.tabula.core.TabulaException;
import io.tabula.json.JsonRecordFormat;
import io.tabula.record.GameInfo;
import java.util.Optional;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Collectors;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/** {@code tabula record}: game records in the formats the installed games read and write. */
@Command(name = "record", mixinStandardHelpOptions = true, description = "Game records in the formats the installed "
        + "games read and write: .sgf (Go, Gomoku, Renju), .txt (the renju move list), .json (every game).",
        subcommands = {RecordCommand.Convert.class})
final class RecordCommand implements Runnable {
    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    @Override
    public void run() {
        spec.commandLine().usage(spec.commandLine().getOut());
    }

    /**
     * {@code tabula record convert IN OUT}: reads a record of one game in any format an
     * installed module reads (or the framework's JSON record), plays it through the rules,
     * and writes it in the format OUT's ending names, as {@code play --record} would.
     */
    @Command(name = "convert", mixinStandardHelpOptions = true, description = {
            "Read the game of IN (SGF, a renju move list that starts with its rules, a JSON record), play it through "
                    + "the rules, and write it to OUT in the format OUT's ending names: .sgf, .txt or .json.",
            "A game that hides pieces (Junqi) is written per side, each file that side's view (out.json becomes "
                    + "out.red.json and out.blue.json), unless --whole.",
            "Exit status: 0 converted, 2 IN cannot be read, holds no game or several, has an illegal move, or OUT "
                    + "cannot be written."})
    static final class Convert extends GamesAware {
        @CommandLine.Spec
        CommandLine.Model.CommandSpec spec;

        @Parameters(index = "0", paramLabel = "IN", description = "the record to read")
        Path in;

        @Parameters(index = "1", paramLabel = "OUT", description = "the record to write; its ending names the format")
        Path out;

        @Option(names = "--whole", description = "write a game that hides pieces whole, every piece shown, to OUT "
                + "itself instead of one view per side")
        boolean whole;



        @Override
        public Integer call() {
            String text = read(in);
            RecordFormat format = formatOf(text);
            List<RecordFormat.Replay> replays = format.replay(in.toString(), text);
            if (replays.size() != 1) {
                throw new TabulaException(in + ": holds " + Plural.of(replays.size(), "game")
                        + "; convert reads a file of one game");
            }
            RecordFormat.Replay replay = replays.get(0);
            if (replay.illegal().isPresent()) {
                RecordFormat.IllegalMove illegal = replay.illegal().get();
                throw new TabulaException(in + ":" + illegal.where() + ": " + illegal.describe() + "; not converted");
            }
            RecordFiles files = RecordFiles.choose(registry, replay.definition(), out, whole);
            Optional<GameInfo> info = format instanceof JsonRecordFormat json ? json.info(in.toString(), text)
                    : Optional.empty();
            files.write(replay.start(), replay.moves(), replay.last(), info);
            PrintWriter printed = spec.commandLine().getOut();
            printed.println(in + " (" + format.name() + ", " + replay.definition().text() + ", "
                    + Plural.of(replay.moves().size(), "move") + ") -> "
                    + files.paths().stream().map(Path::toString).collect(Collectors.joining(", ")));
            printed.flush();
            return 0;
        }

        private static String read(Path file) {
            try {
                return new String(Files.readAllBytes(file), StandardCharsets.UTF_8);
            } catch (IOException e) {
                throw new TabulaException(file + ": cannot read it: " + (e instanceof java.nio.file.NoSuchFileException
                        ? "no such file" : e.getMessage()));
            }
        }

        /**
         * The first format of those whose ending IN has that reads the text; for a file of
         * another ending, the first that reads it. (Reading by content alone would let a
         * tolerant reader take a file of another format: SGF's finds a game tree in JSON.)
         */
        private RecordFormat formatOf(String text) {
            List<RecordFormat> formats = new ArrayList<>();
            registry.modules().forEach(m -> formats.addAll(m.recordFormats()));
            formats.add(new JsonRecordFormat(registry));
            String ending = RecordFiles.ending(in);
            boolean known = formats.stream().anyMatch(f -> f.extensions().contains(ending));
            return formats.stream().filter(f -> (!known || f.extensions().contains(ending)) && f.reads(text))
                    .findFirst()
                    .orElseThrow(() -> new TabulaException(in + ": no installed game reads it; formats read here: "
                            + formats.stream().map(f -> f.name() + " (." + String.join(", .", f.extensions()) + ")")
                            .distinct().collect(Collectors.joining(", "))));
        }
    }
}
