package io.tabula.core;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.List;

/**
 * Reads a module's list of bundled case files from {@code conformance/<id>/index.txt}.
 * Each module keeps its files in a folder of its own id, so that modules packed into one
 * jar never overwrite each other's files.
 */
final class CaseFileIndex {
    private CaseFileIndex() {
    }

    static List<String> read(GameModule module) {
        String folder = "conformance/" + module.id() + "/";
        try (InputStream in = module.getClass().getClassLoader().getResourceAsStream(folder + "index.txt")) {
            if (in == null) {
                return List.of();
            }
            BufferedReader reader = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8));
            return reader.lines().map(String::strip).filter(l -> !l.isEmpty() && !l.startsWith("#"))
                    .map(name -> folder + name).toList();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
