package io.tabula.conformance;

import io.tabula.core.GameModule;
import io.tabula.core.GameRegistry;
import io.tabula.core.TabulaException;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;

/**
 * Finds case files (paths, folders searched for {@code *.json}, or the files the
 * installed modules bundle), parses and runs them. A file that cannot be read is
 * reported and the others still run.
 */
public final class ConformanceRunner {
    private final GameRegistry registry;
    private final CaseFileParser parser;
    private final CaseChecker checker = new CaseChecker();

    public ConformanceRunner(GameRegistry registry) {
        this.registry = registry;
        this.parser = new CaseFileParser(registry);
    }

    /** Runs the files under {@code paths}: files as given, folders searched for {@code *.json}. */
    public ConformanceReport runPaths(List<Path> paths) {
        List<String> errors = new ArrayList<>();
        return run(parsePaths(paths, errors), errors);
    }

    /** Runs every case file bundled by every installed module. */
    public ConformanceReport runBundled() {
        List<String> errors = new ArrayList<>();
        return run(parseBundled(errors), errors);
    }

    /**
     * The case files under {@code paths} (files as given, folders searched for {@code *.json}),
     * parsed; each one that cannot be read or parsed is named in {@code errors} instead.
     */
    public List<CaseFile> parsePaths(List<Path> paths, List<String> errors) {
        List<CaseFile> parsed = new ArrayList<>();
        for (Path path : paths) {
            List<Path> files;
            try {
                files = expand(path);
            } catch (TabulaException e) {
                errors.add(e.getMessage());
                continue;
            }
            for (Path file : files) {
                String text;
                try {
                    text = Files.readString(file, StandardCharsets.UTF_8);
                } catch (IOException | UncheckedIOException e) {
                    errors.add(file + ": cannot read: " + e.getMessage());
                    continue;
                }
                parseText(file.toString(), text, parsed, errors);
            }
        }
        return parsed;
    }

    /** Every case file the installed modules bundle, parsed; each one that cannot be is named in {@code errors}. */
    public List<CaseFile> parseBundled(List<String> errors) {
        List<CaseFile> parsed = new ArrayList<>();
        for (GameModule module : registry.modules()) {
            for (String resource : module.bundledCaseFiles()) {
                String text;
                try {
                    text = readResource(module, resource);
                } catch (TabulaException | UncheckedIOException e) {
                    errors.add(e.getMessage());
                    continue;
                }
                parseText(resource, text, parsed, errors);
            }
        }
        return parsed;
    }

    /** Parses one file's text. */
    public CaseFile parse(String source, String text) {
        return parser.parse(source, text);
    }

    /** Checks one case of a parsed file. */
    public CaseResult check(CaseFile file, ConformanceCase c) {
        return checker.check(file, c);
    }

    /** The text of a module's bundled case file. */
    public static String readResource(GameModule module, String resource) {
        try (InputStream in = module.getClass().getClassLoader().getResourceAsStream(resource)) {
            if (in == null) {
                throw new TabulaException(module.id() + " bundles case file " + resource + " but it is missing");
            }
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private void parseText(String source, String text, List<CaseFile> parsed, List<String> errors) {
        try {
            parsed.add(parser.parse(source, text));
        } catch (CaseFileException e) {
            errors.add(e.getMessage());
        }
    }

    private ConformanceReport run(List<CaseFile> files, List<String> errors) {
        List<CaseResult> results = new ArrayList<>();
        for (CaseFile file : files) {
            List<CaseResult> fileResults = new ArrayList<>();
            try {
                for (ConformanceCase c : file.cases()) {
                    fileResults.add(checker.check(file, c));
                }
            } catch (CaseFileException e) {
                errors.add(e.getMessage());
                continue;
            }
            results.addAll(fileResults);
        }
        return new ConformanceReport(results, errors);
    }

    private static List<Path> expand(Path path) {
        if (Files.isRegularFile(path)) {
            return List.of(path);
        }
        if (!Files.isDirectory(path)) {
            throw new TabulaException(path + ": no such file or folder");
        }
        try (Stream<Path> walk = Files.walk(path)) {
            return walk.filter(p -> Files.isRegularFile(p) && p.getFileName().toString().endsWith(".json"))
                    .sorted()
                    .toList();
        } catch (IOException e) {
            throw new TabulaException(path + ": cannot list: " + e.getMessage(), e);
        }
    }
}
