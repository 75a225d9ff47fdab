package io.tabula.fuzzing;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.Tuple;

/**
 * Input for fuzz properties (docs/FUZZING.md): real documents of a format changed by a few
 * {@link Edit edits}, and text that never was a document. Most inputs stay close to the
 * format, so that they pass the first checks and reach the code behind them; the rest is
 * noise. Every input is a jqwik value: a failure prints its seed and shrinks to a small case.
 */
public final class FuzzText {
    /** Characters that no format here expects: controls, a byte order mark, separators, a lone surrogate. */
    public static final String HOSTILE = "\u0000\u0001\u0007\b\t\n\u000b\f\r\u001b\u007f\u0085\u00a0\u2028\u2029"
            + "\ufeff\ufffd\ud800\udfff";
    private static final int MAX_EDITS = 6;

    private FuzzText() {
    }

    /**
     * Documents of {@code corpus} with one to six edits of any kind, now and then a document
     * unchanged or text that is no document.
     *
     * @param corpus real documents of the format (at least one)
     * @param syntax the format's own characters and words' letters, which edits insert more often
     *               than others: {@code "()[];:\\ABW"} for SGF
     */
    public static Arbitrary<String> mutants(List<String> corpus, String syntax) {
        return mutants(corpus, syntax, EnumSet.allOf(Edit.Kind.class));
    }

    /**
     * As {@link #mutants(List, String)}, with edits of the given kinds only: for example
     * {@link Edit.Kind#REPLACE_QUOTED} and {@link Edit.Kind#EXTREME_NUMBER}, which change a
     * JSON document's values and mostly keep it JSON, so that inputs reach past the syntax.
     */
    public static Arbitrary<String> mutants(List<String> corpus, String syntax, Set<Edit.Kind> kinds) {
        if (corpus.isEmpty() || kinds.isEmpty()) {
            throw new IllegalArgumentException("a fuzz corpus needs a document and an edit");
        }
        List<String> documents = List.copyOf(corpus);
        Arbitrary<String> edited = Combinators.combine(
                        Arbitraries.integers().between(0, documents.size() - 1),
                        edit(syntax, kinds).list().ofMinSize(1).ofMaxSize(MAX_EDITS))
                .as((index, edits) -> {
                    String document = documents.get(index);
                    for (Edit e : edits) {
                        document = e.apply(document, documents);
                    }
                    return document;
                });
        return Arbitraries.frequencyOf(
                Tuple.of(17, edited),
                Tuple.of(2, noise(syntax)),
                Tuple.of(1, Arbitraries.of(documents)));
    }

    /**
     * Mutants of JSON documents: half of them by edits of any kind, half by edits that change
     * values (quoted text, numbers, the case of letters) and mostly keep the document JSON.
     */
    public static Arbitrary<String> jsonMutants(List<String> corpus, String syntax) {
        return Arbitraries.oneOf(mutants(corpus, syntax), mutants(corpus, syntax,
                EnumSet.of(Edit.Kind.REPLACE_QUOTED, Edit.Kind.EXTREME_NUMBER, Edit.Kind.FLIP_CASE)));
    }

    /** One edit of one of {@code kinds}, inserting text that {@link #insertion} makes; long tokens are rare. */
    public static Arbitrary<Edit> edit(String syntax, Set<Edit.Kind> kinds) {
        List<Tuple.Tuple2<Integer, Edit.Kind>> weighted = new ArrayList<>();
        for (Edit.Kind kind : kinds) {
            // Extreme numbers find the most (overflow, sign, range); long tokens cost the most time.
            int weight = switch (kind) {
                case LONG_TOKEN -> 1;
                case EXTREME_NUMBER -> 12;
                default -> 4;
            };
            weighted.add(Tuple.of(weight, kind));
        }
        Arbitrary<Double> fraction = Arbitraries.doubles().between(0, 1);
        return Combinators.combine(Arbitraries.frequency(weighted), fraction, fraction, insertion(syntax),
                Arbitraries.integers().between(0, 1 << 20)).as(Edit::new);
    }

    /** What an edit inserts: the format's characters, any characters, hostile ones, extreme numbers. */
    public static Arbitrary<String> insertion(String syntax) {
        return Arbitraries.frequencyOf(
                Tuple.of(6, Arbitraries.strings().withChars(syntax).ofMinLength(1).ofMaxLength(4)),
                Tuple.of(2, Arbitraries.strings().all().ofMinLength(1).ofMaxLength(4)),
                Tuple.of(2, Arbitraries.strings().withChars(HOSTILE).ofMinLength(1).ofMaxLength(2)),
                Tuple.of(2, Arbitraries.of(Edit.EXTREME_NUMBERS)));
    }

    /** Text that is no document: the format's characters mixed with any others, up to 300 of them. */
    public static Arbitrary<String> noise(String syntax) {
        return Arbitraries.frequencyOf(
                Tuple.of(3, Arbitraries.strings().withChars(syntax + HOSTILE + "0123456789 ").ofMaxLength(300)),
                Tuple.of(1, Arbitraries.strings().all().ofMaxLength(300)));
    }

    /**
     * Class-path resources as text (UTF-8), for a corpus: {@code resources(MyTest.class,
     * "/sgf/game.sgf")}.
     *
     * @throws IllegalArgumentException naming a resource that is missing
     */
    public static List<String> resources(Class<?> anchor, String... names) {
        List<String> out = new ArrayList<>();
        for (String name : names) {
            try (InputStream in = anchor.getResourceAsStream(name)) {
                if (in == null) {
                    throw new IllegalArgumentException("no resource " + name + " next to " + anchor.getName());
                }
                out.add(new String(in.readAllBytes(), StandardCharsets.UTF_8));
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }
        return out;
    }

    /**
     * The case files a module bundles, by its {@code conformance/<game>/index.txt}: the real
     * documents of the case-file format.
     */
    public static List<String> bundledCaseFiles(Class<?> anchor, String game) {
        String folder = "/conformance/" + game + "/";
        List<String> names = new ArrayList<>();
        for (String line : resources(anchor, folder + "index.txt").get(0).split("\n")) {
            String name = line.strip();
            if (!name.isEmpty() && !name.startsWith("#")) {
                names.add(folder + name);
            }
        }
        return resources(anchor, names.toArray(String[]::new));
    }
}
