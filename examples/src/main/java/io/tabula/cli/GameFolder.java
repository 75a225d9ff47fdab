package io.tabula.cli;

import io.tabula.core.GameDefinition;
import io.tabula.core.Side;
import io.tabula.core.TabulaException;
import io.tabula.json.TabulaJson;
import io.tabula.record.GameRecord;
import io.tabula.referee.GameResult;
import io.tabula.referee.Match;
import io.tabula.referee.PlayerSpec;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.OptionalInt;
import java.util.TreeMap;

/**
 * The folder {@code tabula match} and {@code tabula tournament} save games in: each game as a JSON
 * record {@code game-001.json}, and a line per game in {@code results.csv} (the players by side,
 * the winner, how the game ended, the reason). A game's line is written after its record, so a
 * run cut off between the two has not saved that game; {@link #resume} reads back the games saved.
 */
record GameFolder(Path folder, Path csv) {

    /** The folder, made if missing, with a fresh {@code results.csv}. */
    static GameFolder in(Path folder, GameDefinition definition) {
        try {
            Files.createDirectories(folder);
            Path csv = folder.resolve("results.csv");
            List<Side> sides = definition.type().sides();
            Files.writeString(csv, "game," + sides.get(0).id() + "," + sides.get(1).id() + ",winner,ending,reason\n",
                    StandardCharsets.UTF_8);
            return new GameFolder(folder, csv);
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
    static Resumed resume(Path folder, GameDefinition definition, List<PlayerSpec> players, TabulaJson json) {
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
                if (fields.size() != 6) {
                    if (i == lines.size() - 1) {
                        break; // the line being written when the run was cut off
                    }
                    throw new TabulaException(csv + " line " + (i + 1) + ": " + fields.size() + " fields, not 6");
                }
                int number = Integer.parseInt(fields.get(0));
                games.put(number, game(folder, number, fields, definition, players, json, csv + " line " + (i + 1)));
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
        return new Resumed(new GameFolder(folder, csv), games);
    }

    /** A folder to go on saving in, and the games already saved there by number. */
    record Resumed(GameFolder folder, Map<Integer, Match.Game> games) {
    }

    private static Match.Game game(Path folder, int number, List<String> fields, GameDefinition definition,
            List<PlayerSpec> players, TabulaJson json, String where) throws IOException {
        List<PlayerSpec> seated = new ArrayList<>();
        for (String name : fields.subList(1, 3)) {
            seated.add(players.stream().filter(p -> p.name().equals(name)).findFirst().orElseThrow(
                    () -> new TabulaException(where + ": player '" + name + "' is not in this tournament")));
        }
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
        Path file = folder.resolve(name(number));
        GameRecord record;
        try {
            record = json.recordFromJson(Files.readString(file, StandardCharsets.UTF_8));
        } catch (java.nio.file.NoSuchFileException e) {
            throw new TabulaException(where + ": the game's record " + file + " is missing");
        } catch (TabulaException e) {
            throw new TabulaException(file + ": " + e.getMessage(), e);
        }
        if (!record.definition().equals(definition)) {
            throw new TabulaException(file + ": a game of " + record.definition().text() + ", not of "
                    + definition.text());
        }
        return new Match.Game(0, seated, new GameResult(record, winnerIndex, ending, fields.get(5)));
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

    private static String name(int number) {
        return String.format(Locale.ROOT, "game-%03d.json", number);
    }

    /** Saves game {@code number}. */
    void save(int number, Match.Game game, TabulaJson json) {
        try {
            Files.writeString(folder.resolve(name(number)),
                    json.recordToJson(game.result().record()), StandardCharsets.UTF_8);
            String line = String.join(",", Integer.toString(number), csv(game.players().get(0).name()),
                    csv(game.players().get(1).name()), csv(game.winner().map(PlayerSpec::name).orElse("")),
                    game.result().ending().name().toLowerCase(Locale.ROOT), csv(game.result().reason()));
            Files.writeString(csv, line + "\n", StandardCharsets.UTF_8, StandardOpenOption.APPEND);
        } catch (IOException e) {
            throw new TabulaException("cannot write to " + folder + ": " + e.getMessage());
        }
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
