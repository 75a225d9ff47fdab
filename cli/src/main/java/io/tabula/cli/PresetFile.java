package io.tabula.cli;

import com.fasterxml.jackson.core.JsonParseException;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.tabula.core.GameRegistry;
import io.tabula.core.TabulaException;
import io.tabula.options.OptionException;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * A presets file: one JSON object, each member a preset's name and its definition text,
 * {@code {"big-gomoku": "gomoku(size=19,rule=freestyle)"}}. README.md ("Presets") is its
 * contract. Every error names the file.
 */
final class PresetFile {
    /** The file read from the working directory when {@code --presets} is not given. */
    static final String DEFAULT_NAME = "tabula-presets.json";

    private static final ObjectMapper JSON = new ObjectMapper().enable(JsonParser.Feature.STRICT_DUPLICATE_DETECTION);

    private PresetFile() {
    }

    /**
     * The registry with the file's presets added.
     *
     * @throws TabulaException naming the file and the preset or place that is wrong
     */
    static GameRegistry apply(GameRegistry registry, Path file) {
        Map<String, String> named = read(file);
        try {
            return registry.withPresets(named);
        } catch (OptionException e) {
            throw new TabulaException("presets file " + file + ": " + e.getMessage());
        }
    }

    private static Map<String, String> read(Path file) {
        JsonNode root;
        try {
            root = JSON.readTree(Files.readString(file));
        } catch (JsonParseException e) {
            if (e.getMessage().startsWith("Duplicate field")) {
                throw new TabulaException("presets file " + file + ": preset '" + duplicate(e) + "' is defined twice");
            }
            throw new TabulaException("presets file " + file + " is not JSON: " + e.getOriginalMessage()
                    + " at line " + e.getLocation().getLineNr() + ", column " + e.getLocation().getColumnNr());
        } catch (JsonProcessingException e) {
            throw new TabulaException("presets file " + file + " is not JSON: " + e.getOriginalMessage());
        } catch (IOException e) {
            throw new TabulaException("cannot read presets file " + file + ": " + e.getMessage());
        }
        if (root == null || !root.isObject()) {
            throw new TabulaException("presets file " + file
                    + " must hold one JSON object of preset names and definition texts, like "
                    + "{\"big-gomoku\": \"gomoku(size=19,rule=freestyle)\"}");
        }
        Map<String, String> named = new LinkedHashMap<>();
        for (Iterator<Map.Entry<String, JsonNode>> members = root.fields(); members.hasNext(); ) {
            Map.Entry<String, JsonNode> member = members.next();
            if (!member.getValue().isTextual()) {
                throw new TabulaException("presets file " + file + ": preset '" + member.getKey()
                        + "' must be definition text in quotes, like \"gomoku(size=19)\", not " + member.getValue());
            }
            named.put(member.getKey(), member.getValue().textValue());
        }
        return named;
    }

    /** The name in Jackson's "Duplicate field 'x'" message. */
    private static String duplicate(JsonParseException e) {
        String message = e.getOriginalMessage();
        int open = message.indexOf('\'');
        int close = message.indexOf('\'', open + 1);
        return open >= 0 && close > open ? message.substring(open + 1, close) : "?";
    }
}
