package io.tabula.gomoku.opening;

import io.tabula.gomoku.geometry.BoardSymmetry;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.tabula.gomoku.rules.Stone;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * The 26 renju openings of the RIF rule (1996) and their classification.
 *
 * <p>Why: under the RIF rule (and Yamaguchi, Soosõrv) the first player places black 1 on
 * {@code h8}, white 2 within the central 3x3 and black 3 within the central 5x5; every such
 * placement is one of 26 openings up to the 8 symmetries of the board about {@code h8}
 * (games-gomoku/README.md (option opening) and docs/rules/gomoku.md (The 26 openings)). Records, protocols and players name openings by number
 * ({@code 2D}) or name (Keigetsu, 溪月), so a position must be mapped onto the table: 184
 * placements, 26 classes.
 *
 * <p>The table is the project's copy of {@code renju-openings.json}
 * ({@code io/tabula/gomoku/opening/renju-openings.json} on the class path), read with Jackson;
 * this package is outside {@code io.tabula.gomoku.rules}, which stays free of Jackson.
 * Classification works on any odd board, relative to its centre (the RIF rule itself is
 * for 15x15).
 */
public final class RenjuOpenings {
    /** The resource holding the table. */
    public static final String RESOURCE = "/io/tabula/gomoku/opening/renju-openings.json";

    /** The result of a classification: the opening and a symmetry taking the position onto its representative. */
    public record Match(RenjuOpening opening, BoardSymmetry toRepresentative) {
    }

    /** White 2 and black 3 as offsets from black 1 on the centre. */
    private record Key(int whiteU, int whiteV, int blackU, int blackV) {
    }

    private static final class Holder {
        static final RenjuOpenings STANDARD = load();
    }

    private final List<RenjuOpening> all;
    private final Map<Key, Match> table;

    private RenjuOpenings(List<RenjuOpening> all) {
        this.all = List.copyOf(all);
        Map<Key, Match> t = new HashMap<>();
        for (RenjuOpening opening : all) {
            OpeningPosition rep = opening.representative();
            if (!rep.isRifPlacement()) {
                throw new IllegalStateException("opening " + opening.number() + " (" + rep
                        + ") is not black h8, white within 3x3, black within 5x5");
            }
            for (BoardSymmetry s : BoardSymmetry.values()) {
                Key key = key(rep.map(s));
                Match previous = t.putIfAbsent(key, new Match(opening, s.inverse()));
                if (previous != null && previous.opening() != opening) {
                    throw new IllegalStateException("openings " + previous.opening().number() + " and "
                            + opening.number() + " are symmetric images of each other");
                }
            }
        }
        this.table = t;
    }

    /** The 26 openings of the project's table, loaded once. */
    public static RenjuOpenings standard() {
        return Holder.STANDARD;
    }

    private static RenjuOpenings load() {
        try (InputStream in = RenjuOpenings.class.getResourceAsStream(RESOURCE)) {
            if (in == null) {
                throw new IllegalStateException("resource " + RESOURCE + " is missing");
            }
            return parse(new ObjectMapper().readTree(in));
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read " + RESOURCE, e);
        }
    }

    /** The table from its JSON form: an array of {@code {number, names: {zh, ja, en}, moves: [b, w, b]}}. */
    static RenjuOpenings parse(JsonNode root) {
        if (!root.isArray()) {
            throw new IllegalStateException(RESOURCE + ": expected an array of openings");
        }
        List<RenjuOpening> list = new ArrayList<>();
        for (JsonNode node : root) {
            JsonNode names = node.path("names");
            JsonNode moves = node.path("moves");
            if (!moves.isArray() || moves.size() != 3) {
                throw new IllegalStateException(RESOURCE + ": opening " + node.path("number").asText()
                        + " must list three moves");
            }
            list.add(new RenjuOpening(node.path("number").asText(), names.path("zh").asText(),
                    names.path("ja").asText(), names.path("en").asText(),
                    OpeningPosition.of(moves.get(0).asText(), moves.get(1).asText(), moves.get(2).asText())));
        }
        if (list.size() != 26) {
            throw new IllegalStateException(RESOURCE + ": expected 26 openings, found " + list.size());
        }
        return new RenjuOpenings(list);
    }

    /** All 26 openings in the table's order ({@code 1D}..{@code 13D}, {@code 1I}..{@code 13I}). */
    public List<RenjuOpening> all() {
        return all;
    }

    /** The opening numbered {@code 2D} (or {@code D2}, {@code 2d}); empty if there is none. */
    public Optional<RenjuOpening> byNumber(String number) {
        String n = number.trim().toUpperCase(Locale.ROOT);
        if (n.length() >= 2 && (n.charAt(0) == 'D' || n.charAt(0) == 'I')) {
            n = n.substring(1) + n.charAt(0);
        }
        for (RenjuOpening o : all) {
            if (o.number().equals(n)) {
                return Optional.of(o);
            }
        }
        return Optional.empty();
    }

    /**
     * The opening of black 1, white 2, black 3 on the 15x15 board (point indices), up to
     * the 8 symmetries about {@code h8}; empty if the stones are not a RIF placement
     * (black 1 not on {@code h8}, white 2 outside the central 3x3, black 3 outside the
     * central 5x5, or two stones on one point).
     *
     * @throws IllegalArgumentException if an index is not a point of the 15x15 board
     */
    public Optional<RenjuOpening> classify(int black1, int white2, int black3) {
        return classify(new OpeningPosition(15, black1, white2, black3));
    }

    /** As {@link #classify(int, int, int)}, with the points in renju notation ({@code "h8", "h9", "i10"}). */
    public Optional<RenjuOpening> classify(String black1, String white2, String black3) {
        return classify(OpeningPosition.of(black1, white2, black3));
    }

    /** The opening of a three-stone position, or empty; see {@link #match(OpeningPosition)}. */
    public Optional<RenjuOpening> classify(OpeningPosition position) {
        return match(position).map(Match::opening);
    }

    /**
     * The opening of a board holding exactly two black stones, one of them on the centre,
     * and one white stone; empty for any other board or a placement that is not one of the 26.
     */
    public Optional<RenjuOpening> classify(int size, byte[] cells) {
        return position(size, cells).flatMap(this::classify);
    }

    /**
     * Reads a board as an opening position: two black stones, one of them on the centre
     * (black 1), and one white stone. Empty if the board holds anything else.
     */
    public static Optional<OpeningPosition> position(int size, byte[] cells) {
        if (size % 2 == 0 || cells.length != size * size) {
            return Optional.empty();
        }
        int centre = (size / 2) * size + size / 2;
        List<Integer> black = Stone.points(cells, Stone.BLACK);
        List<Integer> white = Stone.points(cells, Stone.WHITE);
        if (black.size() != 2 || white.size() != 1 || !black.contains(centre)) {
            return Optional.empty();
        }
        int third = black.get(0) == centre ? black.get(1) : black.get(0);
        return Optional.of(new OpeningPosition(size, centre, white.get(0), third));
    }

    /**
     * The opening of a three-stone position and a symmetry that takes the position onto the
     * opening's representative; empty if it is not a RIF placement. Works on any odd board
     * of size 5 or more, relative to its centre.
     */
    public Optional<Match> match(OpeningPosition position) {
        if (!position.isRifPlacement()) {
            return Optional.empty();
        }
        return Optional.ofNullable(table.get(key(position)));
    }

    /**
     * Every distinct three-stone placement on 15x15 that is this opening: the images of its
     * representative under the 8 symmetries, without repeats. Eight, or four when the
     * representative lies on a mirror line through {@code h8} and white 2.
     */
    public Set<OpeningPosition> positions(RenjuOpening opening) {
        Set<OpeningPosition> out = new LinkedHashSet<>();
        for (BoardSymmetry s : BoardSymmetry.values()) {
            out.add(opening.representative().map(s));
        }
        return Collections.unmodifiableSet(out);
    }

    /**
     * All RIF placements on a {@code size x size} board (odd, at least 5), by brute force:
     * black 1 on the centre, white 2 on one of the 8 points around it, black 3 on one of the
     * 23 other points of the central 5x5; 184 in all.
     */
    public static List<OpeningPosition> rifPlacements(int size) {
        List<OpeningPosition> out = new ArrayList<>();
        if (size % 2 == 0 || size < 5) {
            return out;
        }
        int c = size / 2;
        int centre = c * size + c;
        for (int w = 0; w < size * size; w++) {
            for (int b = 0; b < size * size; b++) {
                OpeningPosition p = new OpeningPosition(size, centre, w, b);
                if (p.isRifPlacement()) {
                    out.add(p);
                }
            }
        }
        return out;
    }

    private static Key key(OpeningPosition p) {
        int c = p.size() / 2;
        return new Key(p.white2() % p.size() - c, p.white2() / p.size() - c,
                p.black3() % p.size() - c, p.black3() / p.size() - c);
    }

    @Override
    public String toString() {
        return "RenjuOpenings" + all.stream().map(RenjuOpening::number).toList();
    }
}
