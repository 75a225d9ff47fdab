package io.tabula.sgf;

import java.nio.ByteBuffer;
import java.nio.CharBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.Charset;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The strict SGF writer: one node a line, properties in the canonical order
 * ({@link #CANONICAL_ORDER}, then the others as the node gives them), every value
 * escaped ({@code \\} and {@code \]}; in a compose value of a property that FF[4] types
 * as compose, a {@code :} after the separating one as {@code \:}). Values are written as
 * they are otherwise, line breaks included, and never with soft line breaks, so
 * {@code SgfParser.parse(SgfWriter.write(c)).collection()} equals {@code c}.
 */
public final class SgfWriter {
    /**
     * The order of the FF[4] properties in a written node: root and game information,
     * set-up, moves and move annotation, node annotation, mark-up; then any other
     * property (private ones included) in the node's own order.
     */
    public static final List<String> CANONICAL_ORDER = List.of(
            "FF", "GM", "CA", "AP", "ST", "SZ", "RU", "KM", "HA", "TM", "OT",
            "PB", "BR", "BT", "PW", "WR", "WT", "EV", "RO", "DT", "PC", "GN", "GC", "ON", "SO", "US", "AN", "CP", "RE",
            "AB", "AW", "AE", "PL",
            "B", "W", "KO", "MN", "BL", "WL", "OB", "OW", "BM", "DO", "IT", "TE",
            "N", "C", "DM", "GB", "GW", "HO", "UC", "V",
            "AR", "CR", "DD", "LB", "LN", "MA", "SL", "SQ", "TR", "TB", "TW", "VW", "FG", "PM");

    /** FF[4] properties whose values are composed of two parts around a {@code :}. */
    static final Set<String> COMPOSE = Set.of("AP", "AR", "FG", "LB", "LN", "SZ");

    private static final Map<String, Integer> RANK;

    static {
        Map<String, Integer> rank = new java.util.HashMap<>();
        for (int i = 0; i < CANONICAL_ORDER.size(); i++) {
            rank.put(CANONICAL_ORDER.get(i), i);
        }
        RANK = Map.copyOf(rank);
    }

    private SgfWriter() {
    }

    /** The collection as text: each game tree in parentheses, one after another. */
    public static String write(SgfCollection collection) {
        StringBuilder out = new StringBuilder();
        for (SgfNode root : collection.games()) {
            writeTree(root, out);
            out.append('\n');
        }
        return out.toString();
    }

    /** One game tree as text. */
    public static String write(SgfNode root) {
        StringBuilder out = new StringBuilder();
        writeTree(root, out);
        out.append('\n');
        return out.toString();
    }

    /**
     * The collection's text encoded in the character set its first root's {@code CA} names,
     * UTF-8 without one.
     *
     * @throws SgfException if that character set is unknown or cannot encode the text
     */
    public static byte[] bytes(SgfCollection collection) {
        String name = collection.games().isEmpty() ? null : collection.games().get(0).value("CA").orElse(null);
        Charset charset;
        try {
            charset = name == null ? StandardCharsets.UTF_8 : Charset.forName(name.trim());
        } catch (IllegalArgumentException e) {
            throw new SgfException("cannot write SGF in the character set CA[" + name + "]: unknown here");
        }
        try {
            ByteBuffer encoded = charset.newEncoder()
                    .onMalformedInput(CodingErrorAction.REPORT)
                    .onUnmappableCharacter(CodingErrorAction.REPORT)
                    .encode(CharBuffer.wrap(write(collection)));
            byte[] out = new byte[encoded.remaining()];
            encoded.get(out);
            return out;
        } catch (CharacterCodingException e) {
            throw new SgfException("cannot write SGF in the character set CA[" + name
                    + "]: the text has characters it lacks");
        }
    }

    private static void writeTree(SgfNode root, StringBuilder out) {
        // Items are nodes to write, with their continuations, or literal text; a stack keeps
        // deep trees off the Java stack.
        Deque<Object> todo = new ArrayDeque<>();
        out.append('(');
        todo.push(")");
        todo.push(root);
        while (!todo.isEmpty()) {
            Object item = todo.pop();
            if (item instanceof String text) {
                if (text.equals("(")) {
                    out.append('\n');
                }
                out.append(text);
                continue;
            }
            SgfNode node = (SgfNode) item;
            if (out.charAt(out.length() - 1) != '(') {
                out.append('\n');
            }
            writeNode(node, out);
            List<SgfNode> children = node.children();
            if (children.size() == 1) {
                todo.push(children.get(0));
            } else {
                for (int i = children.size() - 1; i >= 0; i--) {
                    todo.push(")");
                    todo.push(children.get(i));
                    todo.push("(");
                }
            }
        }
    }

    private static void writeNode(SgfNode node, StringBuilder out) {
        out.append(';');
        for (String id : canonicalOrder(node.properties().keySet())) {
            out.append(id);
            for (String value : node.values(id)) {
                out.append('[');
                escape(value, COMPOSE.contains(id), out);
                out.append(']');
            }
        }
    }

    /** The identifiers in the order the writer puts them. */
    public static List<String> canonicalOrder(Set<String> ids) {
        List<String> known = new ArrayList<>();
        List<String> others = new ArrayList<>();
        for (String id : ids) {
            (RANK.containsKey(id) ? known : others).add(id);
        }
        known.sort(java.util.Comparator.comparing(RANK::get));
        known.addAll(others);
        return known;
    }

    private static void escape(String value, boolean compose, StringBuilder out) {
        boolean separated = false;
        for (int i = 0; i < value.length(); i++) {
            char c = value.charAt(i);
            if (c == '\\' || c == ']') {
                out.append('\\');
            } else if (c == ':' && compose) {
                if (separated) {
                    out.append('\\');
                }
                separated = true;
            }
            out.append(c);
        }
    }
}
