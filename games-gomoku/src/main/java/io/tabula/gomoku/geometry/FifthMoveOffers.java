package io.tabula.gomoku.geometry;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.SortedSet;
import java.util.TreeSet;

/**
 * Which fifth-move offers are symmetric to each other in a position (五手两打, "black
 * offers two fifth moves that are not symmetric").
 *
 * <p>Why: under the RIF rule, Yamaguchi, Soosõrv and Taraguchi, black offers several fifth
 * moves and white picks one; offers that are mirror images of each other would give white
 * no real choice, so they are not allowed (games-gomoku/README.md (options opening and offerSymmetry)). Following
 * games-gomoku/README.md, option offerSymmetry: {@code q} is equivalent to {@code p} if some map keeps the 4-stone
 * position, colours kept, and takes {@code p} to {@code q}. The maps that count are an
 * option ({@link SymmetryRule}): {@code board} (default) counts the 8 symmetries about
 * {@code h8}; {@code pattern} counts any rotation or reflection of the stone pattern,
 * shifted anywhere, edges ignored. Offers are candidates, not stones (games-gomoku/README.md, option opening):
 * this class only reads the position.
 *
 * <p>The maps that keep a position form a group, so equivalence is an equivalence relation
 * and the empty points split into classes ({@link #orbit(int)}). The class works for any
 * position; the protocols use it after move 4.
 */
public final class FifthMoveOffers {
    private static final byte EMPTY = 0;
    private final int size;
    private final byte[] cells;
    private final SymmetryRule rule;
    private final List<PositionMap> maps;
    private final boolean anyShift; // pattern rule on an empty board: every translation keeps it

    /**
     * The offers check of a board of {@code size x size} points ({@code cells} as in
     * one byte per point, 0 for empty, 1 black, 2 white) under {@code rule}.
     *
     * @throws IllegalArgumentException if the board array has the wrong length
     */
    public FifthMoveOffers(int size, byte[] cells, SymmetryRule rule) {
        if (size < 1 || cells.length != size * size) {
            throw new IllegalArgumentException("a " + size + "x" + size + " board has " + size * size
                    + " points, not " + cells.length);
        }
        this.size = size;
        this.cells = cells.clone();
        this.rule = rule;
        this.maps = rule == SymmetryRule.BOARD ? boardMaps() : patternMaps();
        this.anyShift = rule == SymmetryRule.PATTERN && stonePoints().length == 0;
    }

    /**
     * The check of the 15x15 position after {@code moves} in renju notation, black first and
     * the colours alternating ({@code "h8", "h9", "h10", "h6"}).
     *
     * @throws IllegalArgumentException if a point is played twice
     * @throws io.tabula.core.NotationException if a move is not a point on the board
     */
    public static FifthMoveOffers ofMoves(SymmetryRule rule, String... moves) {
        byte[] cells = new byte[15 * 15];
        for (int i = 0; i < moves.length; i++) {
            int p = Points.parse(15, moves[i]);
            if (cells[p] != EMPTY) {
                throw new IllegalArgumentException(moves[i].trim() + " is played twice");
            }
            cells[p] = (byte) (i % 2 == 0 ? 1 : 2);
        }
        return new FifthMoveOffers(15, cells, rule);
    }

    public SymmetryRule rule() {
        return rule;
    }

    public int size() {
        return size;
    }

    /**
     * The maps that keep the position, colours kept, identity first. Under {@code board}
     * a subset of the 8 symmetries; under {@code pattern} at most 8 maps as well (a finite
     * pattern has at most one shift per symmetry), except on an empty board, where every
     * shift keeps it and only the identity is listed.
     */
    public List<PositionMap> symmetries() {
        return maps;
    }

    /** Whether some map keeping the position takes {@code p} to {@code q} (a point is equivalent to itself). */
    public boolean equivalent(int p, int q) {
        return witness(p, q).isPresent();
    }

    /** As {@link #equivalent(int, int)}, with points in renju notation on the position's board. */
    public boolean equivalent(String p, String q) {
        return equivalent(Points.parse(size, p), Points.parse(size, q));
    }

    /** A map keeping the position that takes {@code p} to {@code q}, if there is one. */
    public Optional<PositionMap> witness(int p, int q) {
        onBoard(p);
        onBoard(q);
        if (anyShift) {
            return Optional.of(new PositionMap(BoardSymmetry.IDENTITY, q % size - p % size, q / size - p / size));
        }
        for (PositionMap m : maps) {
            if (m.map(size, p) == q) {
                return Optional.of(m);
            }
        }
        return Optional.empty();
    }

    /** The points on the board equivalent to {@code p}, {@code p} included. */
    public SortedSet<Integer> orbit(int p) {
        onBoard(p);
        SortedSet<Integer> out = new TreeSet<>();
        if (anyShift) {
            for (int q = 0; q < cells.length; q++) {
                out.add(q);
            }
            return out;
        }
        for (PositionMap m : maps) {
            int q = m.map(size, p);
            if (q >= 0) {
                out.add(q);
            }
        }
        return out;
    }

    /**
     * For every point of the board, the smallest point equivalent to it (the first of its
     * {@link #orbit(int)}): two points are equivalent exactly when they have the same
     * representative. A new array each call; int arithmetic only, no sets.
     */
    public int[] representatives() {
        int n = cells.length;
        int[] out = new int[n];
        if (anyShift) {
            return out; // every point is equivalent to point 0
        }
        int count = maps.size();
        if (count == 1) { // the identity alone: every point is its own class
            for (int p = 0; p < n; p++) {
                out[p] = p;
            }
            return out;
        }
        BoardSymmetry[] symmetries = new BoardSymmetry[count];
        int[] dx = new int[count];
        int[] dy = new int[count];
        for (int i = 0; i < count; i++) {
            PositionMap m = maps.get(i);
            symmetries[i] = m.symmetry();
            dx[i] = m.shiftColumns();
            dy[i] = m.shiftRows();
        }
        for (int p = 0; p < n; p++) {
            int best = p; // the identity is always one of the maps
            for (int i = 0; i < count; i++) {
                int image = symmetries[i].map(size, p);
                int x = image % size + dx[i];
                int y = image / size + dy[i];
                if (x >= 0 && y >= 0 && x < size && y < size) {
                    best = Math.min(best, y * size + x);
                }
            }
            out[p] = best;
        }
        return out;
    }

    /**
     * The empty points up to symmetry: of each class of equivalent empty points, the one
     * with the smallest index. Black can offer at most this many fifth moves.
     */
    public List<Integer> distinctPoints() {
        int[] representative = representatives();
        List<Integer> out = new ArrayList<>();
        for (int p = 0; p < cells.length; p++) {
            if (cells[p] == EMPTY && representative[p] == p) {
                out.add(p);
            }
        }
        return out;
    }

    /**
     * Why the offers are not allowed, or empty if they are: an offer off the board or on a
     * stone, an offer made twice, or two offers that are equivalent (the message names the
     * pair and the map). The number of offers is the protocol's business, not checked here.
     */
    public Optional<String> problem(List<Integer> offers) {
        Set<Integer> seen = new HashSet<>();
        for (int p : offers) {
            if (p < 0 || p >= cells.length) {
                return Optional.of("offer " + p + " is not a point of the " + size + "x" + size + " board");
            }
            if (cells[p] != EMPTY) {
                return Optional.of("offer " + name(p) + " is not empty: a fifth move must be offered on an empty point");
            }
            if (!seen.add(p)) {
                return Optional.of("offer " + name(p) + " is made twice: the offers must be different points");
            }
        }
        for (int i = 0; i < offers.size(); i++) {
            for (int j = i + 1; j < offers.size(); j++) {
                int p = offers.get(i);
                int q = offers.get(j);
                Optional<PositionMap> m = witness(p, q);
                if (m.isPresent()) {
                    return Optional.of("offers " + name(p) + " and " + name(q) + " are symmetric: "
                            + m.get().describe(size) + " maps the position onto itself and " + name(p) + " onto "
                            + name(q) + " (symmetry rule '" + rule.optionValue() + "', option offerSymmetry)");
                }
            }
        }
        return Optional.empty();
    }

    /**
     * Accepts the offers or says why not.
     *
     * @throws IllegalArgumentException with the message of {@link #problem(List)}
     */
    public void validate(List<Integer> offers) {
        Optional<String> problem = problem(offers);
        if (problem.isPresent()) {
            throw new IllegalArgumentException(problem.get());
        }
    }

    private String name(int p) {
        return Points.name(size, p);
    }

    private void onBoard(int p) {
        if (p < 0 || p >= cells.length) {
            throw new IllegalArgumentException("point " + p + " is not on the " + size + "x" + size + " board");
        }
    }

    /**
     * The board symmetries that keep the position. A symmetry is a bijection of the board,
     * so it keeps the position as soon as it takes every stone to a stone of the same colour
     * (the empty points then go to empty points): only the stones are checked.
     */
    private List<PositionMap> boardMaps() {
        int[] stones = stonePoints();
        List<PositionMap> out = new ArrayList<>();
        for (BoardSymmetry s : BoardSymmetry.values()) {
            boolean keeps = true;
            for (int i = 0; i < stones.length && keeps; i++) {
                int p = stones[i];
                keeps = cells[s.map(size, p)] == cells[p];
            }
            if (keeps) {
                out.add(new PositionMap(s, 0, 0));
            }
        }
        return out;
    }

    private int[] stonePoints() {
        int count = 0;
        for (byte c : cells) {
            count += c != EMPTY ? 1 : 0;
        }
        int[] out = new int[count];
        int i = 0;
        for (int p = 0; p < cells.length; p++) {
            if (cells[p] != EMPTY) {
                out[i++] = p;
            }
        }
        return out;
    }

    /**
     * The maps of the pattern onto itself. For each symmetry {@code s} the shift is forced:
     * a map of the stone set onto itself takes its smallest stone (by row, then column) to the
     * smallest stone of the image, as a shift keeps that order.
     */
    private List<PositionMap> patternMaps() {
        int[] stones = stonePoints();
        List<PositionMap> out = new ArrayList<>();
        if (stones.length == 0) {
            out.add(PositionMap.IDENTITY);
            return out;
        }
        int first = stones[0]; // smallest index = smallest (row, column)
        for (BoardSymmetry s : BoardSymmetry.values()) {
            int min = Integer.MAX_VALUE;
            for (int p : stones) {
                min = Math.min(min, s.map(size, p));
            }
            int dx = first % size - min % size;
            int dy = first / size - min / size;
            boolean keeps = true;
            for (int p : stones) {
                int image = s.map(size, p);
                int x = image % size + dx;
                int y = image / size + dy;
                // the image must be a stone of the same colour (an image off the board is none)
                if (x < 0 || y < 0 || x >= size || y >= size || cells[y * size + x] != cells[p]) {
                    keeps = false;
                    break;
                }
            }
            if (keeps) {
                out.add(new PositionMap(s, dx, dy));
            }
        }
        return out;
    }
}
