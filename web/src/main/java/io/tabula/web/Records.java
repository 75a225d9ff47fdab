package io.tabula.web;

import io.tabula.core.GameDefinition;
import io.tabula.core.GameModule;
import io.tabula.core.GameRegistry;
import io.tabula.core.GameState;
import io.tabula.core.RecordFormat;
import io.tabula.core.Side;
import io.tabula.core.TabulaException;
import io.tabula.json.JsonRecordFormat;
import io.tabula.options.OptionException;
import io.tabula.record.GameRecord;
import java.util.ArrayList;
import java.util.Collection;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Records in and out through the modules' own record formats and the framework's JSON record:
 * a download holds only what the seat may know (of a game with hidden information, the seat's
 * view, in a format that writes views, or nothing); an upload is read by the same strict
 * readers as {@code tabula sgf replay} and replayed through the rules.
 */
final class Records {
    private final GameRegistry registry;
    private final JsonRecordFormat json;

    Records(GameRegistry registry) {
        this.registry = registry;
        this.json = new JsonRecordFormat(registry);
    }

    /** The formats of {@code module}: its own first, then the framework's JSON. */
    private List<RecordFormat> formats(GameModule module) {
        List<RecordFormat> out = new ArrayList<>(module.recordFormats());
        out.add(json);
        return out;
    }

    /**
     * The formats a seat may download {@code definition}'s games in, by file ending: each
     * format of the module (then the framework's JSON) that writes what a seat may know (of a
     * game with hidden information, a side's view), the first of its endings; where two share
     * an ending, the first, as {@link #download} picks it.
     */
    List<Download> downloads(GameDefinition definition) {
        boolean asView = !definition.perfectInformation();
        Map<String, Download> byEnding = new LinkedHashMap<>();
        for (RecordFormat format : formats(definition.module())) {
            if (format.writes(definition, asView) && !format.extensions().isEmpty()) {
                byEnding.putIfAbsent(format.extensions().get(0), new Download(format.name(), format.extensions().get(0)));
            }
        }
        return List.copyOf(byEnding.values());
    }

    /** A record a seat may download: the format's name and the file ending that asks for it. */
    record Download(String name, String extension) {
    }

    /** The type of a record ending {@code extension}: SGF's and JSON's own, plain text for any other (all are text). */
    static String contentType(String extension) {
        return switch (extension) {
            case "sgf" -> "application/x-go-sgf";
            case "json" -> "application/json";
            default -> "text/plain";
        };
    }

    /**
     * The record of {@code match} as {@code player}'s seat may know it, in the format of files
     * ending {@code extension}.
     *
     * @throws ApiException 404 when no format of that ending writes such a record
     */
    String download(LiveMatch match, int player, String extension) {
        LiveMatch.Frozen frozen = match.freeze();
        GameDefinition definition = match.definition();
        boolean asView = !definition.perfectInformation();
        for (RecordFormat format : formats(definition.module())) {
            if (format.extensions().contains(extension) && format.writes(definition, asView)) {
                Optional<Side> viewer = asView ? Optional.of(LiveMatch.sideOf(frozen.current(), player)) : Optional.empty();
                try {
                    return format.write(frozen.states().get(0), frozen.moves(), frozen.current(), viewer);
                } catch (TabulaException e) {
                    throw ApiException.badRequest("this game cannot be written as ." + extension + ": " + e.getMessage());
                }
            }
        }
        throw ApiException.notFound("there is no ." + extension + " record of " + definition.gameId()
                + (asView ? " that holds only a seat's view" : ""));
    }

    /**
     * The game of an uploaded record, replayed through the rules: the first format of
     * {@code gameId}'s module (any module's when empty) that reads the text.
     *
     * @throws ApiException 400 naming what cannot be read or the first illegal move
     */
    GameRecord upload(Optional<String> gameId, String text) {
        Collection<GameModule> modules;
        try {
            modules = gameId.isPresent() ? List.of(registry.module(gameId.get())) : registry.modules();
        } catch (OptionException e) {
            throw ApiException.notFound(e.getMessage());
        }
        for (GameModule module : modules) {
            for (RecordFormat format : formats(module)) {
                if (!format.reads(text)) {
                    continue;
                }
                List<RecordFormat.Replay> replays;
                try {
                    replays = format.replay("upload", text);
                } catch (TabulaException | OptionException e) {
                    throw ApiException.badRequest("the record cannot be read: " + e.getMessage());
                }
                if (replays.isEmpty()) {
                    throw ApiException.badRequest("the record holds no game");
                }
                RecordFormat.Replay replay = replays.get(0);
                if (replay.illegal().isPresent()) {
                    throw ApiException.badRequest("the record has an " + replay.illegal().get().describe());
                }
                GameState start = replay.start();
                return GameRecord.replayed(replay.definition(), start, replay.moves());
            }
        }
        java.util.Set<String> known = new java.util.LinkedHashSet<>();
        modules.forEach(module -> formats(module).forEach(format -> known.add(format.name())));
        throw ApiException.badRequest("the upload is no record this server reads (" + String.join(", ", known)
                + gameId.map(id -> " of " + id).orElse("") + ")");
    }
}
