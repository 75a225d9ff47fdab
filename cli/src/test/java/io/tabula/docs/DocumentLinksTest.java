package io.tabula.docs;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * The repository's documents stand alone: every relative link in a Markdown file names a
 * file inside the repository that exists, and every {@code #anchor} names a heading of the
 * file it points into. A clone is all a reader has, so a link out of it is a broken link.
 */
class DocumentLinksTest {
    /** Inline links and images: {@code [text](target)} and {@code ![alt](target)}. */
    private static final Pattern LINK = Pattern.compile("!?\\[[^\\]]*\\]\\(([^)\\s]+)(?:\\s+\"[^\"]*\")?\\)");
    private static final Pattern HEADING = Pattern.compile("^#{1,6}\\s+(.*?)\\s*#*\\s*$");
    private static final Path ROOT = Path.of("..").toAbsolutePath().normalize();

    @Test
    void everyRelativeLinkResolvesInsideTheRepository() {
        List<String> broken = new ArrayList<>();
        for (Path document : documents()) {
            for (String target : links(document)) {
                problem(document, target).ifPresent(broken::add);
            }
        }
        assertEquals(List.of(), broken, "broken links in the repository's documents");
    }

    /**
     * Help texts and error messages send people to documents by path ({@code docs/CASE-FILES.md});
     * each such path in the main sources names a file of the repository.
     */
    @Test
    void documentsNamedInTheSourcesExist() {
        Pattern path = Pattern.compile("(?<![A-Za-z0-9_./-])((?:[A-Za-z0-9_-]+/)*[A-Za-z0-9_-]+\\.md)\\b");
        List<String> missing = new ArrayList<>();
        int named = 0;
        for (Path source : mainSources()) {
            Matcher m = path.matcher(String.join("\n", lines(source)));
            while (m.find()) {
                named++;
                if (!Files.exists(ROOT.resolve(m.group(1)))) {
                    missing.add(ROOT.relativize(source) + " names " + m.group(1));
                }
            }
        }
        assertEquals(List.of(), missing, "documents named in the sources but not in the repository");
        assertTrue(named > 0, "the sources name documents (docs/CASE-FILES.md, ...); the pattern found none");
    }

    @Test
    void theDocumentsAreFound() {
        List<Path> documents = documents();
        assertTrue(documents.contains(ROOT.resolve("README.md")), "README.md is checked: " + documents);
        assertTrue(documents.contains(ROOT.resolve("docs/CASE-FILES.md")), "docs/ is checked: " + documents);
    }

    @Test
    void anchorsFollowHeadingsAsTheyAreRendered() {
        assertEquals("the-file", slug("The file"));
        assertEquals("go-go", slug("Go (`go`)"));
        assertEquals("matches-tabula-match", slug("Matches: `tabula match`"));
    }

    private static java.util.Optional<String> problem(Path document, String target) {
        String where = ROOT.relativize(document) + ": link (" + target + ")";
        if (target.matches("[a-zA-Z][a-zA-Z0-9+.-]*:.*")) {
            return java.util.Optional.empty(); // a web address or mailto: not a file of ours
        }
        int hash = target.indexOf('#');
        String file = hash < 0 ? target : target.substring(0, hash);
        String anchor = hash < 0 ? "" : target.substring(hash + 1);
        Path resolved = file.isEmpty() ? document : document.getParent().resolve(file).normalize();
        if (!resolved.startsWith(ROOT)) {
            return java.util.Optional.of(where + " points outside the repository");
        }
        if (!Files.exists(resolved)) {
            return java.util.Optional.of(where + " names a file that does not exist");
        }
        if (!anchor.isEmpty() && resolved.toString().endsWith(".md") && !anchors(resolved).contains(anchor)) {
            return java.util.Optional.of(where + " names no heading of " + ROOT.relativize(resolved));
        }
        return java.util.Optional.empty();
    }

    /** The Markdown files a clone holds, outside build output. */
    private static List<Path> documents() {
        try (Stream<Path> files = Files.walk(ROOT)) {
            return files.filter(p -> p.toString().endsWith(".md"))
                    .filter(p -> ROOT.relativize(p).toString().split("[/\\\\]").length > 0)
                    .filter(p -> !ROOT.relativize(p).toString().matches("(.*[/\\\\])?(target|node_modules|\\.git)([/\\\\].*)?"))
                    .sorted().toList();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static List<Path> mainSources() {
        try (Stream<Path> files = Files.walk(ROOT)) {
            return files.filter(p -> p.toString().endsWith(".java"))
                    .filter(p -> p.toString().contains("/src/main/java/") && !p.toString().contains("/target/"))
                    .sorted().toList();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** The link targets of a document, leaving out fenced code blocks and inline code. */
    private static List<String> links(Path document) {
        List<String> targets = new ArrayList<>();
        boolean fenced = false;
        for (String line : lines(document)) {
            if (line.strip().startsWith("```")) {
                fenced = !fenced;
                continue;
            }
            if (fenced) {
                continue;
            }
            Matcher m = LINK.matcher(line.replaceAll("`[^`]*`", "``"));
            while (m.find()) {
                targets.add(m.group(1));
            }
        }
        return targets;
    }

    /** The anchors a renderer gives a document's headings; a repeated heading gets -1, -2, ... */
    private static Set<String> anchors(Path document) {
        Set<String> anchors = new HashSet<>();
        boolean fenced = false;
        for (String line : lines(document)) {
            if (line.strip().startsWith("```")) {
                fenced = !fenced;
            }
            Matcher m = HEADING.matcher(line);
            if (!fenced && m.matches()) {
                String base = slug(m.group(1));
                String anchor = base;
                for (int n = 1; !anchors.add(anchor); n++) {
                    anchor = base + "-" + n;
                }
            }
        }
        return anchors;
    }

    /** Lower case, markup and punctuation dropped, spaces made hyphens. */
    static String slug(String heading) {
        String text = heading.replaceAll("\\[([^\\]]*)\\]\\([^)]*\\)", "$1").toLowerCase(Locale.ROOT);
        StringBuilder slug = new StringBuilder();
        text.codePoints().forEach(c -> {
            if (Character.isLetterOrDigit(c) || c == '-' || c == '_') {
                slug.appendCodePoint(c);
            } else if (c == ' ') {
                slug.append('-');
            }
        });
        return slug.toString();
    }

    private static List<String> lines(Path document) {
        try {
            return Files.readAllLines(document);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
