package io.tabula.junqi.rules;

import io.tabula.core.Determinizer;
import io.tabula.core.GameState;
import io.tabula.core.Move;
import io.tabula.core.PhaseGraph;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import java.util.SplittableRandom;
import java.util.stream.IntStream;

/**
 * Full Junqi states that one side cannot tell from the true one, drawn from its view and
 * from what the side remembers of earlier views: the enemy's unknown tokens are given
 * pieces the rules and the combats it saw allow there.
 *
 * <ul>
 *   <li>While blue deploys, blue's view of red's layout is 25 unknown tokens: they become
 *       a legal red deployment, drawn uniformly as the sampler draws one.</li>
 *   <li>In play, the enemy has as many pieces as tokens. The flag is on the board (its
 *       capture ends the game) and, unless it is public, stands on one of the enemy's
 *       headquarters; the 40 is on the board exactly when the flag is not public
 *       (section 5); the other tokens are drawn from the rest of the army. Landmines never
 *       move, so they stand on the enemy's back two rows, and the piece that made the
 *       enemy's last move is neither a landmine nor the flag.</li>
 *   <li>Once the side has {@link #chose chosen} a move, its next view is read against the
 *       last ({@link TokenMemory}): a token that won or lost a combat the side saw may only
 *       be a kind that gives that result, and one that ever moved is no landmine or flag.</li>
 * </ul>
 *
 * <p>The kinds drawn are dealt to the tokens most constrained first, each a uniform choice
 * among the kinds left that it may be. So the draws are close to, but not exactly, the
 * posterior of a perfect reasoner; they are never narrower than the rules allow. One
 * determinizer serves one player (it keeps a memory for each side it has seen choose), and
 * is not for use by several threads at once.
 */
public final class JunqiDeterminizer implements Determinizer {
    /** Deals of the army's pieces tried before setting the memory aside, or giving up (never reached in practice). */
    private static final int TRIES = 1_000;

    /** Per viewing side, what it learnt from the combats it saw; none until the side {@link #chose} a move. */
    private final TokenMemory[] memories = new TokenMemory[2];

    /** Remembers the move, to read the next view's combats with it ({@link TokenMemory}). */
    @Override
    public void chose(GameState state, Move move) {
        JunqiState view = JunqiState.TYPE.state(state);
        if (view.viewer().isPresent() && !view.deploying() && move instanceof JunqiMove.Step step) {
            int me = view.viewer().get().index();
            if (memories[me] == null) {
                memories[me] = new TokenMemory();
            }
            memories[me].chose(view, step);
        }
    }

    @Override
    public GameState sample(GameState state, SplittableRandom random) {
        JunqiState view = JunqiState.TYPE.state(state);
        if (view.viewer().isEmpty()) {
            return view; // a full state or an open game: nothing is hidden
        }
        int me = view.viewer().get().index();
        int enemy = 1 - me;
        byte[] cells = view.cells();
        List<Integer> tokens = new ArrayList<>();
        for (int p = 0; p < JunqiBoard.POSTS; p++) {
            if (cells[p] != Cells.EMPTY && Cells.side(cells[p]) == enemy && Cells.kind(cells[p]) == Cells.UNKNOWN) {
                tokens.add(p);
            }
        }
        if (tokens.isEmpty()) {
            return JunqiState.determinized(view, cells);
        }
        if (view.deployStep() != PhaseGraph.END) {
            Deployment.draw(cells, enemy, Cells.of(enemy, 0), random);
            return JunqiState.determinized(view, cells);
        }
        fill(cells, enemy, tokens, view, memories[me] == null ? null : memories[me].kinds(view), random);
        return JunqiState.determinized(view, cells);
    }

    /**
     * Gives the tokens kinds: a draw of the army's pieces ({@link #drawKinds}) dealt out so
     * that each token gets a kind it may be, the most constrained tokens first; a deal that
     * runs out of fitting kinds is drawn again. When no deal fits after many tries (a memory
     * that misread an ambiguous exchange), the memory is set aside and only the rules of
     * where pieces stand are kept.
     */
    private static void fill(byte[] cells, int enemy, List<Integer> tokens, JunqiState view, int[] remembered,
            SplittableRandom random) {
        boolean flagPublic = view.flagRevealed(JunqiRules.side(enemy));
        int moved = view.lastMove().map(JunqiMove.Step::to)
                .filter(p -> cells[p] != Cells.EMPTY && Cells.side(cells[p]) == enemy).orElse(-1);
        for (int[] memory : remembered == null ? new int[][] {null} : new int[][] {remembered, null}) {
            int[] allowed = new int[tokens.size()];
            for (int i = 0; i < allowed.length; i++) {
                int post = tokens.get(i);
                allowed[i] = (memory == null ? TokenMemory.ANY : memory[post]) & placeable(post, enemy, moved);
            }
            Integer[] order = IntStream.range(0, tokens.size()).boxed().toArray(Integer[]::new);
            Arrays.sort(order, Comparator.comparingInt(i -> Integer.bitCount(allowed[i])));
            for (int attempt = 0; attempt < TRIES; attempt++) {
                List<Integer> kinds = drawKinds(tokens.size(), flagPublic, random);
                if (deal(cells, enemy, tokens, order, allowed, kinds, random)) {
                    return;
                }
            }
        }
        throw new IllegalStateException("no placement of the enemy's pieces fits this view");
    }

    /** The kinds a piece on {@code post} may be by where it stands: flag on a headquarters, landmines on the back rows, neither if it just moved. */
    private static int placeable(int post, int enemy, int moved) {
        int kinds = TokenMemory.ANY;
        if ((JunqiBoard.OWN_HEADQUARTERS[enemy] >>> post & 1) == 0 || post == moved) {
            kinds &= ~(1 << Piece.FLAG.ordinal());
        }
        if ((JunqiBoard.BACK_ROWS[enemy] >>> post & 1) == 0 || post == moved) {
            kinds &= ~(1 << Piece.MINE.ordinal());
        }
        return kinds;
    }

    /**
     * Deals {@code kinds} to the tokens in {@code order}, each a uniform choice among the
     * kinds left that it allows; false, with {@code cells} unchanged, when one is left with none.
     */
    private static boolean deal(byte[] cells, int enemy, List<Integer> tokens, Integer[] order, int[] allowed,
            List<Integer> kinds, SplittableRandom random) {
        byte[] out = cells.clone();
        int[] fits = new int[kinds.size()];
        for (int i : order) {
            int n = 0;
            for (int k = 0; k < kinds.size(); k++) {
                if ((allowed[i] >>> kinds.get(k) & 1) != 0) {
                    fits[n++] = k;
                }
            }
            if (n == 0) {
                return false;
            }
            int k = fits[random.nextInt(n)];
            out[tokens.get(i)] = Cells.of(enemy, kinds.get(k));
            kinds.remove(k);
        }
        System.arraycopy(out, 0, cells, 0, cells.length);
        return true;
    }

    /**
     * The kinds of {@code n} pieces of the army: the flag, and the 40 unless the flag is
     * public (then both are known, the flag shown on the board and the 40 gone), and a
     * uniform subset of the rest.
     */
    private static List<Integer> drawKinds(int n, boolean flagPublic, SplittableRandom random) {
        List<Integer> rest = new ArrayList<>();
        for (Piece piece : Piece.values()) {
            if (piece != Piece.FLAG && piece != Piece.COMMANDER) {
                for (int i = 0; i < piece.count(); i++) {
                    rest.add(piece.ordinal());
                }
            }
        }
        List<Integer> kinds = new ArrayList<>();
        if (!flagPublic) {
            kinds.add(Piece.FLAG.ordinal());
            kinds.add(Piece.COMMANDER.ordinal());
        }
        while (kinds.size() < n) {
            kinds.add(rest.remove(random.nextInt(rest.size())));
        }
        return kinds;
    }
}
