package io.tabula.cli;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import io.tabula.core.TabulaException;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

/**
 * What decides a tournament's games, as {@code tabula tournament} saves it in its folder
 * ({@code tournament.json}): a run with {@code --resume} goes on only with the same settings, so
 * the games saved are the games it would play. How many games are played at once and when a run
 * stops change no game, and are not among them.
 *
 * @param players    the players as written on the command line, in entry order
 * @param refereeing the other settings that decide games (players' own clocks, the time margin,
 *                   the dead-stone judge, the openings, how engines are told the rules); a
 *                   folder saved before they were kept counts as having today's defaults
 */
record TournamentSettings(String definition, String format, Integer rounds, int games, String colours, String clock,
        String answerLimit, List<String> players, java.util.Map<String, String> refereeing) {
    static final String FILE = "tournament.json";
    private static final ObjectMapper JSON = new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT);

    TournamentSettings {
        players = List.copyOf(players);
        refereeing = refereeing == null ? java.util.Map.of() : java.util.Collections.unmodifiableMap(
                new java.util.LinkedHashMap<>(refereeing));
    }

    /** Writes the settings into {@code folder}. */
    void write(Path folder) {
        try {
            Files.writeString(folder.resolve(FILE), JSON.writeValueAsString(this) + "\n", StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new TabulaException("cannot write to " + folder + ": " + e.getMessage());
        }
    }

    /**
     * @throws TabulaException naming each setting that differs from those saved in {@code folder},
     *                         or why they cannot be read
     */
    void check(Path folder) {
        Path file = folder.resolve(FILE);
        TournamentSettings saved;
        try {
            saved = JSON.readValue(Files.readString(file, StandardCharsets.UTF_8), TournamentSettings.class);
        } catch (NoSuchFileException e) {
            throw new TabulaException(folder + " has no " + FILE + ": no tournament was saved there");
        } catch (JsonProcessingException e) {
            throw new TabulaException(file + ": not the settings of a tournament: " + e.getOriginalMessage());
        } catch (IOException e) {
            throw new TabulaException("cannot read " + file + ": " + e.getMessage());
        }
        List<String> differences = new ArrayList<>();
        differ(differences, "game", saved.definition, definition);
        differ(differences, "format", saved.format, format);
        differ(differences, "rounds", saved.rounds, rounds);
        differ(differences, "games", saved.games, games);
        differ(differences, "colours", saved.colours, colours);
        differ(differences, "clock", saved.clock, clock);
        differ(differences, "answer limit", saved.answerLimit, answerLimit);
        differ(differences, "players", saved.players, players);
        refereeing.forEach((key, value) -> differ(differences, key, saved.refereeing.getOrDefault(key, value), value));
        if (!differences.isEmpty()) {
            throw new TabulaException("--resume: " + folder + " holds a tournament with other settings: "
                    + String.join("; ", differences));
        }
    }

    private static void differ(List<String> differences, String what, Object saved, Object now) {
        if (!Objects.equals(saved, now)) {
            differences.add(what + " " + saved + " there, " + now + " here");
        }
    }
}
