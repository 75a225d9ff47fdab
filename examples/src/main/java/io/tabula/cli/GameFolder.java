package io.tabula.cli;

import io.tabula.core.GameDefinition;
import io.tabula.core.Side;
import io.tabula.core.TabulaException;
import io.tabula.json.TabulaJson;
import io.tabula.referee.Match;
import io.tabula.referee.PlayerSpec;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.List;
import java.util.Locale;

/**
 * The folder {@code tabula match} and {@code tabula tournament} save games in: each game as a JSON
 * record {@code game-001.json}, and a line per game in {@code results.csv} (the players by side,
 * the winner, how the game ended, the reason).
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

    /** Saves game {@code number}. */
    void save(int number, Match.Game game, TabulaJson json) {
        try {
            Files.writeString(folder.resolve(String.format(Locale.ROOT, "game-%03d.json", number)),
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
