package io.tabula.web;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.tabula.agent.AgentSpec;
import io.tabula.core.GameRegistry;
import io.tabula.core.TabulaException;
import io.tabula.json.TabulaJson;
import io.tabula.options.OptionException;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.stream.Stream;

/**
 * The matches kept in a folder, one JSON file per match named by its id ({@code ID.json}):
 * the seats (tokens included: the folder is the server's own), the version and the record in
 * Tabula's JSON ({@link TabulaJson#recordToJson}). A file is written whole and then moved into
 * place, so a crash leaves the old one. File names come from server-made ids only
 * ({@link Secrets#ID}); nothing a request sends becomes a path.
 */
final class MatchStore {
    private static final String SUFFIX = ".json";

    private final Optional<Path> folder;
    private final TabulaJson json;
    private final ObjectMapper mapper = new ObjectMapper();
    private final Engines engines;

    /** A store in {@code folder}, created if missing; empty keeps matches in memory only. */
    MatchStore(Optional<Path> folder, GameRegistry registry) {
        this(folder, registry, Engines.NONE);
    }

    /** As {@link #MatchStore(Optional, GameRegistry)}; a match whose engine seat names none of {@code engines} is skipped. */
    MatchStore(Optional<Path> folder, GameRegistry registry, Engines engines) {
        this.engines = engines;
        this.folder = folder;
        this.json = new TabulaJson(registry);
        folder.ifPresent(dir -> {
            try {
                Files.createDirectories(dir);
            } catch (IOException e) {
                throw new UncheckedIOException("cannot create the data folder " + dir + ": " + e.getMessage(), e);
            }
        });
    }

    /** Writes the match as it is now. */
    void save(LiveMatch match) {
        if (folder.isEmpty()) {
            return;
        }
        if (!Secrets.ID.matcher(match.id()).matches()) {
            throw new IllegalArgumentException("not a server-made id: " + match.id());
        }
        ObjectNode root = mapper.createObjectNode();
        root.put("id", match.id());
        ArrayNode seats = root.putArray("seats");
        for (Seat seat : match.seats()) {
            ObjectNode node = seats.addObject();
            node.put("token", seat.token());
            seat.agent().ifPresent(spec -> node.put("agent", spec.text()));
            seat.engine().ifPresent(name -> node.put("engine", name));
        }
        String record;
        synchronized (match) {
            root.put("version", match.version());
            record = json.recordToJson(match.record());
            match.review().ifPresent(review -> {
                ObjectNode dead = root.putObject("review");
                ArrayNode marked = dead.putArray("dead");
                review.dead().forEach(marked::add);
                dead.put("firstConfirmed", review.firstConfirmed());
            });
            match.settledDead().ifPresent(dead -> {
                ArrayNode list = root.putArray("settled");
                dead.forEach(list::add);
            });
        }
        try {
            root.set("record", mapper.readTree(record));
            Path target = folder.get().resolve(match.id() + SUFFIX);
            Path temporary = folder.get().resolve(match.id() + SUFFIX + ".tmp");
            Files.writeString(temporary, mapper.writeValueAsString(root), StandardCharsets.UTF_8);
            Files.move(temporary, target, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot save match " + match.id() + ": " + e.getMessage(), e);
        }
    }

    /**
     * Every match of the folder. A file that cannot be read (another program's, a game no longer
     * installed) is passed over and named in {@code skipped}.
     */
    List<LiveMatch> loadAll(List<String> skipped) {
        List<LiveMatch> out = new ArrayList<>();
        if (folder.isEmpty()) {
            return out;
        }
        try (Stream<Path> files = Files.list(folder.get())) {
            for (Path file : files.sorted().toList()) {
                String name = file.getFileName().toString();
                if (!name.endsWith(SUFFIX) || !Secrets.ID.matcher(name.substring(0, name.length() - SUFFIX.length()))
                        .matches()) {
                    continue;
                }
                try {
                    out.add(read(Files.readString(file, StandardCharsets.UTF_8)));
                } catch (IOException | RuntimeException e) {
                    skipped.add(name + ": " + e.getMessage());
                }
            }
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read the data folder " + folder.get() + ": " + e.getMessage(), e);
        }
        return out;
    }

    private LiveMatch read(String text) throws IOException {
        JsonNode root = mapper.readTree(text);
        String id = root.path("id").asText();
        if (!Secrets.ID.matcher(id).matches()) {
            throw new TabulaException("not a match id: " + id);
        }
        List<Seat> seats = new ArrayList<>();
        for (JsonNode seat : root.path("seats")) {
            if (seat.has("engine")) {
                String name = seat.get("engine").asText();
                if (engines.spec(name).isEmpty()) {
                    throw new TabulaException("its seat is the engine '" + name + "', which this server was not started with");
                }
                seats.add(Seat.engine(name));
            } else {
                seats.add(seat.has("agent") ? Seat.agent(AgentSpec.parse(seat.get("agent").asText()))
                        : Seat.human(seat.path("token").asText()));
            }
        }
        LiveMatch match;
        try {
            match = new LiveMatch(id, seats, json.recordFromJson(mapper.writeValueAsString(root.path("record"))),
                    root.path("version").asLong());
        } catch (OptionException e) {
            throw new TabulaException(e.getMessage(), e);
        }
        if (root.has("settled")) {
            match.restoreSettled(points(root.get("settled")));
        } else if (root.has("review")) {
            match.restoreReview(points(root.path("review").path("dead")), root.path("review").path("firstConfirmed")
                    .asBoolean());
        }
        return match;
    }

    private static java.util.Set<String> points(JsonNode list) {
        java.util.Set<String> points = new java.util.LinkedHashSet<>();
        list.forEach(point -> points.add(point.asText()));
        return points;
    }
}
