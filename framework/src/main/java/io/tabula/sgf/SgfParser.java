package io.tabula.sgf;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.Charset;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The tolerant SGF reader (FF[1] to FF[4], any game): it reads what it can and says, as
 * warnings with {@code line:column}, what it passed over or repaired. Text before the
 * first {@code (} is skipped (mail headers and the like). Repairs: lower-case letters in
 * an identifier are dropped ({@code AddBlack} is {@code AB}, as FF[3] wrote it); a
 * property without a value is dropped; a property given twice in a node gets the values
 * of both; a value outside a property, or a stray character, is skipped; properties
 * without a {@code ;} start a node; a node after the variations of a sequence starts
 * another variation; game trees left open at the end are closed. Only a text without
 * any game tree is an error.
 *
 * <p>Nesting is followed with an explicit stack, so a deep file cannot overflow the
 * Java stack.
 */
public final class SgfParser {
    private static final Pattern CHARSET = Pattern.compile("(?<![A-Za-z])CA\\s*\\[([^\\]]*)\\]");

    private final SgfTokenizer tokenizer;
    private final List<SgfWarning> warnings;
    private final Deque<Frame> open = new ArrayDeque<>();
    private final List<SgfNode> games = new ArrayList<>();
    /** One copy of each identifier: a file of thousands of moves names B and W thousands of times. */
    private final Map<String, String> identifiers = new HashMap<>();
    private boolean warnedOutside;

    private SgfParser(String text, List<SgfWarning> warnings) {
        this.warnings = warnings;
        this.tokenizer = new SgfTokenizer(text, warnings);
    }

    /**
     * Reads SGF text.
     *
     * @throws SgfException if the text holds no game tree
     */
    public static SgfParse parse(String text) {
        return parse(text, new ArrayList<>());
    }

    private static SgfParse parse(String text, List<SgfWarning> warnings) {
        String body = text.startsWith("\uFEFF") ? text.substring(1) : text;
        SgfParser parser = new SgfParser(body, warnings);
        parser.run();
        if (parser.games.isEmpty()) {
            throw new SgfException(SgfPosition.START, "no SGF game tree: the text has no '(' followed by a node");
        }
        return new SgfParse(new SgfCollection(parser.games), warnings);
    }

    /**
     * Reads SGF bytes in the character set its first {@code CA} property names; without
     * one, as UTF-8 if they are UTF-8, else (with a warning) as ISO-8859-1, FF[4]'s default.
     *
     * @throws SgfException if the text holds no game tree
     */
    public static SgfParse parse(byte[] bytes) {
        List<SgfWarning> warnings = new ArrayList<>();
        return parse(decode(bytes, warnings), warnings);
    }

    /**
     * Reads an SGF file.
     *
     * @throws SgfException naming the file if it cannot be read or holds no game tree
     */
    public static SgfParse read(Path file) {
        byte[] bytes;
        try {
            bytes = Files.readAllBytes(file);
        } catch (NoSuchFileException e) {
            throw new SgfException(file + ": no such file", e);
        } catch (IOException e) {
            throw new SgfException(file + ": cannot be read: " + e.getMessage(), e);
        }
        try {
            return parse(bytes);
        } catch (SgfException e) {
            throw new SgfException(file + ": " + e.getMessage(), e);
        }
    }

    private static String decode(byte[] bytes, List<SgfWarning> warnings) {
        String latin = new String(bytes, StandardCharsets.ISO_8859_1);
        Matcher m = CHARSET.matcher(latin);
        if (m.find()) {
            String name = m.group(1).trim();
            try {
                Charset charset = Charset.forName(name);
                return new String(bytes, charset);
            } catch (IllegalArgumentException e) {
                warnings.add(new SgfWarning(position(latin, m.start(1)), "unknown character set CA[" + name
                        + "]; read as UTF-8"));
                return new String(bytes, StandardCharsets.UTF_8);
            }
        }
        try {
            return StandardCharsets.UTF_8.newDecoder()
                    .onMalformedInput(CodingErrorAction.REPORT)
                    .onUnmappableCharacter(CodingErrorAction.REPORT)
                    .decode(ByteBuffer.wrap(bytes)).toString();
        } catch (CharacterCodingException e) {
            warnings.add(new SgfWarning(SgfPosition.START,
                    "the text is not UTF-8 and has no CA property; read as ISO-8859-1"));
            return latin;
        }
    }

    private static SgfPosition position(String text, int offset) {
        int line = 1;
        int column = 1;
        for (int i = 0; i < offset; i++) {
            if (text.charAt(i) == '\n') {
                line++;
                column = 1;
            } else {
                column++;
            }
        }
        return new SgfPosition(line, column);
    }

    /** A game tree or variation being read: its nodes so far and the variations after them. */
    private static final class Frame {
        final SgfPosition open;
        final boolean implicit;
        final List<SgfNode.Builder> nodes = new ArrayList<>();
        final List<SgfNode> variations = new ArrayList<>();

        Frame(SgfPosition open, boolean implicit) {
            this.open = open;
            this.implicit = implicit;
        }
    }

    private SgfNode.Builder node;
    private String property;
    private SgfPosition propertyAt;
    private int propertyValues;

    private void run() {
        SgfToken token = tokenizer.next();
        while (token.kind() != SgfToken.Kind.END && token.kind() != SgfToken.Kind.OPEN) {
            token = tokenizer.next(); // before the first game tree: mail headers and such
        }
        for (; token.kind() != SgfToken.Kind.END; token = tokenizer.next()) {
            if (token.kind() != SgfToken.Kind.VALUE) {
                endProperty();
            }
            if (open.isEmpty()) {
                outside(token);
                continue;
            }
            switch (token.kind()) {
                case OPEN -> {
                    node = null;
                    open.push(new Frame(token.position(), false));
                }
                case CLOSE -> {
                    node = null;
                    while (open.peek().implicit) {
                        finish();
                    }
                    finish();
                }
                case SEMICOLON -> startNode(token.position());
                case IDENTIFIER -> identifier(token);
                case VALUE -> value(token);
                case OTHER -> warnings.add(new SgfWarning(token.position(),
                        "unexpected '" + token.text() + "' skipped"));
                default -> throw new IllegalStateException(token.toString());
            }
        }
        endProperty();
        if (!open.isEmpty()) {
            SgfPosition first = open.peekLast().open;
            warnings.add(new SgfWarning(first, "the game tree that begins here is not closed by ')': closed at the end"
                    + " of the text"));
            while (!open.isEmpty()) {
                finish();
            }
        }
    }

    private void outside(SgfToken token) {
        switch (token.kind()) {
            case OPEN -> {
                warnedOutside = false;
                node = null;
                open.push(new Frame(token.position(), false));
            }
            case CLOSE, SEMICOLON, IDENTIFIER, VALUE -> {
                if (!warnedOutside) {
                    warnedOutside = true;
                    warnings.add(new SgfWarning(token.position(), "text after the end of a game tree ignored"));
                }
            }
            default -> {
                // stray characters between game trees: ignored quietly, like a preamble
            }
        }
    }

    private void startNode(SgfPosition at) {
        Frame frame = open.peek();
        if (!frame.variations.isEmpty()) {
            warnings.add(new SgfWarning(at, "a node after the variations of a sequence: read as another variation"));
            frame = new Frame(at, true);
            open.push(frame);
        }
        node = SgfNode.builder().position(at);
        frame.nodes.add(node);
    }

    private void identifier(SgfToken token) {
        String written = token.text();
        String id = identifiers.computeIfAbsent(written.replaceAll("[a-z]", ""), text -> text);
        if (node == null) {
            warnings.add(new SgfWarning(token.position(), "property " + written + " outside a node: a node begins here"));
            startNode(token.position());
        }
        if (id.isEmpty()) {
            warnings.add(new SgfWarning(token.position(), "'" + written
                    + "' is not a property identifier (no upper-case letter): skipped with its values"));
            property = null;
            propertyValues = -1;
            return;
        }
        if (!id.equals(written)) {
            warnings.add(new SgfWarning(token.position(), "property identifier " + written + " read as " + id
                    + " (lower-case letters dropped)"));
        }
        if (node.has(id)) {
            warnings.add(new SgfWarning(token.position(), "property " + id
                    + " is given twice in one node: the values of both are kept"));
        }
        property = id;
        propertyAt = token.position();
        propertyValues = 0;
    }

    private void value(SgfToken token) {
        if (property == null) {
            if (propertyValues != -1) {
                warnings.add(new SgfWarning(token.position(), "a value without a property identifier: skipped"));
            }
            return;
        }
        node.add(property, token.text());
        node.valueAt(property, propertyAt, token.position());
        propertyValues++;
    }

    private void endProperty() {
        if (property != null && propertyValues == 0) {
            warnings.add(new SgfWarning(propertyAt, "property " + property + " has no value: skipped"));
        }
        property = null;
        propertyValues = 0;
    }

    /** Closes the innermost open frame and hangs its tree where it belongs. */
    private void finish() {
        Frame frame = open.pop();
        node = null;
        SgfNode tree = null;
        for (int i = frame.nodes.size() - 1; i >= 0; i--) {
            SgfNode.Builder b = frame.nodes.get(i);
            if (tree == null) {
                b.children(frame.variations);
            } else {
                b.child(tree);
            }
            tree = b.build();
        }
        if (tree == null) {
            if (frame.variations.isEmpty()) {
                warnings.add(new SgfWarning(frame.open, "an empty game tree '()': skipped"));
                return;
            }
            warnings.add(new SgfWarning(frame.open, "a game tree without a node before its variations: "
                    + "an empty node assumed"));
            tree = SgfNode.builder().position(frame.open).children(frame.variations).build();
        }
        if (open.isEmpty()) {
            games.add(tree);
        } else {
            open.peek().variations.add(tree);
        }
    }
}
