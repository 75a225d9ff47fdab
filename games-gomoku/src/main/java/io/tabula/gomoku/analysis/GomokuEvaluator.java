package io.tabula.gomoku.analysis;

import io.tabula.core.GameDefinition;
import io.tabula.core.GameState;
import io.tabula.core.Move;
import io.tabula.core.PositionEvaluator;
import io.tabula.gomoku.rules.GomokuMove;
import io.tabula.gomoku.rules.GomokuRules;
import io.tabula.gomoku.rules.GomokuState;
import io.tabula.gomoku.rules.Stone;
import io.tabula.topology.Direction;
import io.tabula.topology.Grid;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.SortedSet;

/**
 * Gomoku's judgement of positions for the alpha-beta agent, built on {@link Threats}.
 *
 * <p><b>Evaluation</b>, for the colour of the player to act ("us"):
 * <ul>
 *   <li>a five point of ours: we win with the next stone;</li>
 *   <li>otherwise two five points or a straight four of theirs: we can block only one point;</li>
 *   <li>otherwise a real three point of ours (we can make a straight four now) while they have
 *       no four: nearly won;</li>
 *   <li>otherwise the lines: every window of five points in a row holding stones of one
 *       colour only is worth 1, 8, 64 or 512 to that colour for 1 to 4 stones, ours counted
 *       with a small bonus for the move.</li>
 * </ul>
 * The threat terms are judged by the definition's rules ({@link Threats}), so renju's exact
 * five for black and its fake threes count as the rules say.
 *
 * <p><b>Candidates</b>: a move that wins at once if there is one; else, against a four of
 * theirs, the blocks and our own fours (a counter-four); else the legal points within two
 * steps of a stone, the 20 best by the windows they join, ours and theirs. Every candidate is
 * taken from the state's legal moves, so black's forbidden points are respected whatever
 * {@code forbiddenMoves} says (where they lose, the search sees the loss). In an opening
 * step whose moves are not stones (swap, offers), up to 64 of the legal moves, spread evenly
 * over their order.
 */
public final class GomokuEvaluator implements PositionEvaluator {
    /** Worth of a window holding 0 to 5 stones of one colour and none of the other. */
    private static final int[] WINDOW = {0, 1, 8, 64, 512, 4096};
    private static final int WON = 900_000;
    private static final int NEARLY_WON = 100_000;
    private static final int MOVE_BONUS = 16;
    /** The most stones a general position offers to the search (the best by the windows they join). */
    private static final int WIDTH = 20;
    private static final int OPENING_SAMPLE = 64;

    private final Threats threats;
    private final Grid grid;
    /** The windows of five points in a row: {@code windows[w]} lists its points. */
    private final int[][] windows;
    /** {@code windowsAt[p]}: the windows through point p. */
    private final int[][] windowsAt;

    public GomokuEvaluator(GameDefinition definition) {
        GomokuRules rules = new GomokuRules(definition);
        this.threats = new Threats(rules);
        this.grid = rules.grid();
        List<int[]> found = new ArrayList<>();
        for (int p = 0; p < grid.size(); p++) {
            for (Direction axis : Direction.LINE_AXES) {
                if (grid.walk(p, axis, 4) != Grid.OFF) {
                    int[] window = new int[5];
                    for (int k = 0; k < 5; k++) {
                        window[k] = grid.walk(p, axis, k);
                    }
                    found.add(window);
                }
            }
        }
        this.windows = found.toArray(int[][]::new);
        List<List<Integer>> through = new ArrayList<>();
        for (int p = 0; p < grid.size(); p++) {
            through.add(new ArrayList<>());
        }
        for (int w = 0; w < windows.length; w++) {
            for (int p : windows[w]) {
                through.get(p).add(w);
            }
        }
        this.windowsAt = through.stream().map(l -> l.stream().mapToInt(Integer::intValue).toArray()).toArray(int[][]::new);
    }

    @Override
    public int evaluate(GameState state) {
        GomokuState gomoku = GomokuState.TYPE.state(state);
        byte us = colourToAct(gomoku);
        byte them = Threats.opponent(us);
        byte[] cells = gomoku.cells();
        if (!threats.fivePoints(cells, us).isEmpty()) {
            return WON;
        }
        SortedSet<Integer> theirFives = threats.fivePoints(cells, them);
        if (theirFives.size() >= 2 || !threats.straightFours(cells, them).isEmpty()) {
            return -WON;
        }
        if (theirFives.isEmpty() && !threats.threePoints(cells, us).real().isEmpty()) {
            return NEARLY_WON;
        }
        return lines(cells, us) - lines(cells, them) + MOVE_BONUS;
    }

    @Override
    public List<Move> candidates(GameState state) {
        GomokuState gomoku = GomokuState.TYPE.state(state);
        List<Move> legal = state.legalMoves();
        if (legal.size() > grid.size() + 2) {
            return spread(legal); // more moves than stones, a claim and a pass: an opening step of offers
        }
        Move[] placeAt = new Move[grid.size()];
        List<Move> others = new ArrayList<>();
        for (Move move : legal) {
            if (move instanceof GomokuMove.Place place) {
                placeAt[place.point()] = move;
            } else if (move == GomokuMove.CLAIM) {
                return List.of(move); // white wins by the claim at once
            } else if (move != GomokuMove.PASS) {
                others.add(move);
            }
        }
        if (!others.isEmpty()) {
            return spread(legal);
        }
        byte us = colourToAct(gomoku);
        byte them = Threats.opponent(us);
        byte[] cells = gomoku.cells();
        List<Move> wins = legalAt(threats.fivePoints(cells, us), placeAt);
        if (!wins.isEmpty()) {
            return wins;
        }
        List<Move> blocks = legalAt(threats.fivePoints(cells, them), placeAt);
        if (!blocks.isEmpty()) {
            blocks.addAll(legalAt(threats.fourMoves(cells, us), placeAt));
            return blocks;
        }
        List<Move> near = nearStones(cells, placeAt, us);
        if (!near.isEmpty()) {
            return near;
        }
        return legal.isEmpty() ? legal : List.of(legal.get(0)); // only a pass, or a board without a stone's neighbours
    }

    /** The colour of the player to act: in an opening protocol, the colour that player holds. */
    private static byte colourToAct(GomokuState state) {
        return state.playerOf(Stone.BLACK_SIDE) == state.playerToAct() ? Stone.BLACK : Stone.WHITE;
    }

    /** The windows' worth to {@code colour}: each window holding its stones and none of the other's. */
    private int lines(byte[] cells, byte colour) {
        int total = 0;
        for (int[] window : windows) {
            int own = 0;
            for (int p : window) {
                byte c = cells[p];
                if (c == colour) {
                    own++;
                } else if (c != Stone.EMPTY) {
                    own = -1;
                    break;
                }
            }
            if (own > 0) {
                total += WINDOW[own];
            }
        }
        return total;
    }

    /**
     * The legal points within two steps of a stone, best first by what a stone there adds to
     * the windows through it, ours and theirs (a block is worth what it takes away), at most
     * {@link #WIDTH} of them; the centre, or the first legal point, on an empty board.
     */
    private List<Move> nearStones(byte[] cells, Move[] placeAt, byte us) {
        record Scored(Move move, int point, int score) {
        }
        List<Scored> scored = new ArrayList<>();
        boolean anyStone = false;
        for (int p = 0; p < cells.length; p++) {
            if (cells[p] != Stone.EMPTY) {
                anyStone = true;
            }
            if (placeAt[p] != null && nearStone(cells, p)) {
                scored.add(new Scored(placeAt[p], p, worth(cells, p, us)));
            }
        }
        if (!anyStone) {
            int centre = grid.point(grid.width() / 2, grid.height() / 2);
            if (placeAt[centre] != null) {
                return List.of(placeAt[centre]);
            }
        }
        scored.sort(Comparator.comparingInt(Scored::score).reversed().thenComparingInt(Scored::point));
        return scored.stream().limit(WIDTH).map(Scored::move).toList();
    }

    private int worth(byte[] cells, int p, byte us) {
        int score = 0;
        for (int w : windowsAt[p]) {
            int own = 0;
            int other = 0;
            for (int q : windows[w]) {
                if (cells[q] == us) {
                    own++;
                } else if (cells[q] != Stone.EMPTY) {
                    other++;
                }
            }
            if (other == 0) {
                score += WINDOW[own + 1];
            } else if (own == 0) {
                score += WINDOW[other + 1] - WINDOW[other];
            }
        }
        return score;
    }

    private boolean nearStone(byte[] cells, int p) {
        int x = grid.x(p);
        int y = grid.y(p);
        for (int dy = -2; dy <= 2; dy++) {
            for (int dx = -2; dx <= 2; dx++) {
                if (grid.contains(x + dx, y + dy) && cells[grid.point(x + dx, y + dy)] != Stone.EMPTY) {
                    return true;
                }
            }
        }
        return false;
    }

    private static List<Move> legalAt(Iterable<Integer> points, Move[] placeAt) {
        List<Move> out = new ArrayList<>();
        for (int p : points) {
            if (placeAt[p] != null && !out.contains(placeAt[p])) {
                out.add(placeAt[p]);
            }
        }
        return out;
    }

    /** Up to {@link #OPENING_SAMPLE} of {@code legal}, spread evenly over its order. */
    private static List<Move> spread(List<Move> legal) {
        int n = legal.size();
        if (n <= OPENING_SAMPLE) {
            return legal;
        }
        List<Move> out = new ArrayList<>(OPENING_SAMPLE);
        for (int i = 0; i < OPENING_SAMPLE; i++) {
            out.add(legal.get((int) ((long) i * n / OPENING_SAMPLE)));
        }
        return out;
    }
}
