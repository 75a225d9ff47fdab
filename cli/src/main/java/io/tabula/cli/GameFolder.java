package io.tabula.cli;

import io.tabula.core.GameDefinition;
import io.tabula.core.GameRegistry;
import io.tabula.core.GameState;
import io.tabula.core.RecordFormat;
import io.tabula.core.Side;
import io.tabula.core.TabulaException;
import io.tabula.json.JsonRecordFormat;
import io.tabula.record.GameInfo;
import io.tabula.record.GameRecord;
import io.tabula.referee.GameInfos;
import io.tabula.referee.GameResult;
import io.tabula.referee.Match;
import io.tabula.referee.PlayerSpec;
import io.tabula.sgf.SgfGameInfo;
import java.io.IOException;
import java.math.BigDecimal;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.TreeMap;

/**
 * The folder {@code tabula match} and {@code tabula tournament} save games in: each game as a JSON
 * record {@code game-001.json} with its {@code info} (players, result, ending, margin, clock,
 * each move's time, notes), the same as SGF {@code game-001.sgf} where the game has SGF
 * ({@code PB}/{@code PW}/{@code RE}/{@code TM}, {@code BL}/{@code WL}, the notes as a comment),
 * and a line per game in {@code results.csv}: the players by side, the winner, how the game
 * ended, the reason, the margin, the moves, each player's thinking time in seconds and the
 * dead-stone ruling. A game's line is written after its records, so a run cut off between the
 * two has not saved that game; {@link #resume} reads back the games saved.
 */
record GameFolder(Path folder, Path csv, GameRegistry registry) {
    /** The fields of a line of results.csv; an earlier version wrote the first six only. */
    private static final int FIELDS = 11;
    private static final int OLD_FIELDS = 6;

    /** The folder, made if missing, with a fresh {@code results.csv}. */
    static GameFolder in(Path folder, GameDefinition definition, GameRegistry registry) {
        try {
            Files.createDirectories(folder);
            Path csv = folder.resolve("results.csv");
            List<Side> sides = definition.type().sides();
            Files.writeString(csv, "game," + sides.get(0).id() + "," + sides.get(1).id() + ",winner,ending,reason,margin,"
                    + "moves," + sides.get(0).id() + "_seconds," + sides.get(1).id() + "_seconds,dead_stones\n",
                    StandardCharsets.UTF_8);
            return new GameFolder(folder, csv, registry);
        } catch (IOException e) {
            throw new TabulaException("cannot write to " + folder + ": " + e.getMessage());
        }
    }

    /**
     * The games an earlier run saved in {@code folder}, by number, with its {@code results.csv}
     * kept as far as they go (a line cut off by the interruption is dropped). Players are matched
     * by name to {@code players}.
     *
     * @throws TabulaException naming the file and line that cannot be read, or a player not in this run
     */
    static Resumed resume(Path folder, GameDefinition definition, List<PlayerSpec> players, GameRegistry registry) {
        Path csv = folder.resolve("results.csv");
        Map<Integer, Match.Game> games = new TreeMap<>();
        List<String> kept = new ArrayList<>();
        try {
            List<String> lines = Files.readAllLines(csv, StandardCharsets.UTF_8);
            if (lines.isEmpty()) {
                throw new TabulaException(csv + " is empty: no game was saved in " + folder);
            }
            kept.add(lines.get(0));
            for (int i = 1; i < lines.size(); i++) {
                List<String> fields = fields(lines.get(i));
                if (fields.size() != FIELDS && fields.size() != OLD_FIELDS) {
                    if (i == lines.size() - 1) {
                        break; // the line being written when the run was cut off
                    }
                    throw new TabulaException(csv + " line " + (i + 1) + ": " + fields.size() + " fields, not " + FIELDS);
                }
                int number = Integer.parseInt(fields.get(0));
                games.put(number, game(folder, number, fields, definition, players, registry, csv + " line " + (i + 1)));
                kept.add(lines.get(i));
            }
            Files.writeString(csv, String.join("\n", kept) + "\n", StandardCharsets.UTF_8);
        } catch (java.nio.file.NoSuchFileException e) {
            throw new TabulaException(folder + " has no results.csv: no tournament was saved there");
        } catch (IOException e) {
            throw new TabulaException("cannot read " + csv + ": " + e.getMessage());
        } catch (NumberFormatException e) {
            throw new TabulaException(csv + ": a game number is not a number: " + e.getMessage());
        }
        return new Resumed(new GameFolder(folder, csv, registry), games);
    }

    /** A folder to go on saving in, and the games already saved there by number. */
    record Resumed(GameFolder folder, Map<Integer, Match.Game> games) {
    }

    private static Match.Game game(Path folder, int number, List<String> fields, GameDefinition definition,
            List<PlayerSpec> players, GameRegistry registry, String where) throws IOException {
        List<PlayerSpec> bySideOfTheEnd = new ArrayList<>();
        for (String name : fields.subList(1, 3)) {
            bySideOfTheEnd.add(players.stream().filter(p -> p.name().equals(name)).findFirst().orElseThrow(
                    () -> new TabulaException(where + ": player '" + name + "' is not in this tournament")));
        }
        Path file = folder.resolve(name(number, "json"));
        JsonRecordFormat json = new JsonRecordFormat(registry);
        String text;
        try {
            text = Files.readString(file, StandardCharsets.UTF_8);
        } catch (java.nio.file.NoSuchFileException e) {
            throw new TabulaException(where + ": the game's record " + file + " is missing");
        }
        RecordFormat.Replay game = json.replay(file.toString(), text).get(0);
        // the line names the players by the sides they held at the end; the seats follow from the record
        int[] bySide = bySide(game.last());
        List<PlayerSpec> seated = new ArrayList<>(bySideOfTheEnd);
        seated.set(bySide[0], bySideOfTheEnd.get(0));
        seated.set(bySide[1], bySideOfTheEnd.get(1));
        String winner = fields.get(3);
        OptionalInt winnerIndex = winner.isEmpty() ? OptionalInt.empty()
                : OptionalInt.of(seated.get(0).name().equals(winner) ? 0 : 1);
        if (!winner.isEmpty() && !seated.get(winnerIndex.getAsInt()).name().equals(winner)) {
            throw new TabulaException(where + ": the winner '" + winner + "' did not play");
        }
        GameResult.Ending ending;
        try {
            ending = GameResult.Ending.valueOf(fields.get(4).toUpperCase(Locale.ROOT));
        } catch (IllegalArgumentException e) {
            throw new TabulaException(where + ": no ending is called '" + fields.get(4) + "'");
        }
        Optional<GameInfo> info = json.info(file.toString(), text);
        if (!game.definition().equals(definition)) {
            throw new TabulaException(file + ": a game of " + game.definition().text() + ", not of " + definition.text());
        }
        GameRecord record = new GameRecord(game.definition(), game.start(), game.moves());
        GameResult result = new GameResult(record, winnerIndex, ending, fields.get(5), game.last(),
                info.map(GameInfo::used).orElse(List.of()), info.map(GameInfo::left).orElse(List.of()), 0,
                Optional.empty());
        Match.Game saved = new Match.Game(0, seated, result);
        return info.map(saved::withInfo).orElse(saved);
    }

    /** The fields of a line {@link #csv(String)} wrote. */
    static List<String> fields(String line) {
        List<String> fields = new ArrayList<>();
        StringBuilder field = new StringBuilder();
        boolean quoted = false;
        for (int i = 0; i < line.length(); i++) {
            char c = line.charAt(i);
            if (quoted) {
                if (c == '"' && i + 1 < line.length() && line.charAt(i + 1) == '"') {
                    field.append('"');
                    i++;
                } else if (c == '"') {
                    quoted = false;
                } else {
                    field.append(c);
                }
            } else if (c == '"') {
                quoted = true;
            } else if (c == ',') {
                fields.add(field.toString());
                field.setLength(0);
            } else {
                field.append(c);
            }
        }
        fields.add(field.toString());
        return fields;
    }

    private static String name(int number, String ending) {
        return String.format(Locale.ROOT, "game-%03d.%s", number, ending);
    }

    /** Saves game {@code number}: its records, then its line. */
    void save(int number, Match.Game game) {
        GameResult result = game.result();
        GameInfo info = game.info().orElseThrow(() -> new IllegalStateException("a game played has its info"));
        GameRecord record = result.record();
        try {
            JsonRecordFormat json = new JsonRecordFormat(registry);
            Files.writeString(folder.resolve(name(number, "json")),
                    json.write(record.start(), record.moves(), result.end(), info), StandardCharsets.UTF_8);
            Optional<RecordFormat> sgf = record.definition().module().recordFormats().stream()
                    .filter(f -> f.extensions().contains("sgf") && f.writes(record.definition(), false)).findFirst();
            if (sgf.isPresent()) {
                String text = sgf.get().write(record.start(), record.moves(), result.end(), Optional.empty());
                Files.writeString(folder.resolve(name(number, "sgf")), SgfGameInfo.annotate(text, info),
                        StandardCharsets.UTF_8);
            }
            int[] bySide = bySide(result.end()); // a renju swap changes who holds black
            String line = String.join(",", Integer.toString(number), csv(game.players().get(bySide[0]).name()),
                    csv(game.players().get(bySide[1]).name()), csv(game.winner().map(PlayerSpec::name).orElse("")),
                    result.ending().name().toLowerCase(Locale.ROOT), csv(result.reason()),
                    info.margin().map(BigDecimal::toPlainString).orElse(""), Integer.toString(record.moves().size()),
                    seconds(GameInfos.thinking(game, bySide[0])), seconds(GameInfos.thinking(game, bySide[1])),
                    csv(result.deadStones().map(ruling -> String.join("; ", ruling.notes())).orElse("")));
            Files.writeString(csv, line + "\n", StandardCharsets.UTF_8, StandardOpenOption.APPEND);
        } catch (IOException e) {
            throw new TabulaException("cannot write to " + folder + ": " + e.getMessage());
        }
    }

    /** The player who holds each of the game's two sides in {@code end}, in the sides' order. */
    private static int[] bySide(GameState end) {
        List<Side> sides = end.definition().type().sides();
        return new int[] {end.playerOf(sides.get(0)), end.playerOf(sides.get(1))};
    }

    private static String seconds(Duration span) {
        return BigDecimal.valueOf(span.toMillis(), 3).toPlainString();
    }

    /** Writes {@code text} as {@code name} in the folder. */
    void write(String name, String text) {
        try {
            Files.writeString(folder.resolve(name), text, StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new TabulaException("cannot write to " + folder + ": " + e.getMessage());
        }
    }

    /** A CSV field, quoted when it holds a comma, a quote or a line end. */
    static String csv(String field) {
        return field.matches("[^,\"\\n]*") ? field : "\"" + field.replace("\"", "\"\"") + "\"";
    }
}
