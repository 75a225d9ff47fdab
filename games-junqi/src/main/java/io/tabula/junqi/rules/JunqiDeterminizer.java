package io.tabula.junqi.rules;

import io.tabula.core.Determinizer;
import io.tabula.core.GameState;
import io.tabula.core.PhaseGraph;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;

/**
 * Full Junqi states that one side cannot tell from the true one, drawn from its view alone:
 * the enemy's unknown tokens are given pieces the rules allow there.
 *
 * <ul>
 *   <li>While blue deploys, blue's view of red's layout is 25 unknown tokens: they become
 *       a legal red deployment, drawn uniformly as the sampler draws one.</li>
 *   <li>In play, the enemy has as many pieces as tokens. The flag is on the board (its
 *       capture ends the game) and, unless it is public, stands on one of the enemy's
 *       headquarters; the 40 is on the board exactly when the flag is not public
 *       (section 5); the other tokens are a uniformly drawn subset of the rest of the
 *       army. Landmines never move, so they stand on the enemy's back two rows, and the
 *       piece that made the enemy's last move is neither a landmine nor the flag.</li>
 * </ul>
 *
 * <p>What the view does not show is not inferred: which pieces combats removed, or what a
 * token that attacked and lost must have been. The draws are therefore wider than a
 * careful player's beliefs, never narrower than the rules allow.
 */
public final class JunqiDeterminizer implements Determinizer {
    /** Draws of the army's subset before giving up on fitting the landmines (never reached in practice). */
    private static final int TRIES = 1_000;

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
        fill(cells, enemy, tokens, view, random);
        return JunqiState.determinized(view, cells);
    }

    private static void fill(byte[] cells, int enemy, List<Integer> tokens, JunqiState view, SplittableRandom random) {
        boolean flagPublic = view.flagRevealed(JunqiRules.side(enemy));
        int moved = view.lastMove().map(JunqiMove.Step::to)
                .filter(p -> cells[p] != Cells.EMPTY && Cells.side(cells[p]) == enemy).orElse(-1);
        for (int attempt = 0; attempt < TRIES; attempt++) {
            List<Integer> free = new ArrayList<>(tokens);
            List<Integer> kinds = drawKinds(tokens.size(), flagPublic, random);
            byte[] out = cells.clone();
            if (!flagPublic && !place(out, enemy, free, Piece.FLAG, 1, JunqiBoard.OWN_HEADQUARTERS[enemy], moved,
                    random)) {
                continue;
            }
            kinds.remove(Integer.valueOf(Piece.FLAG.ordinal()));
            int mines = (int) kinds.stream().filter(k -> k == Piece.MINE.ordinal()).count();
            if (!place(out, enemy, free, Piece.MINE, mines, JunqiBoard.BACK_ROWS[enemy], moved, random)) {
                continue;
            }
            kinds.removeIf(k -> k == Piece.MINE.ordinal());
            for (int i = 0; i < kinds.size(); i++) { // the rest, shuffled onto the free tokens
                int j = i + random.nextInt(kinds.size() - i);
                int kind = kinds.get(j);
                kinds.set(j, kinds.get(i));
                out[free.get(i)] = Cells.of(enemy, kind);
            }
            System.arraycopy(out, 0, cells, 0, cells.length);
            return;
        }
        throw new IllegalStateException("no placement of the enemy's pieces fits this view");
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

    /**
     * Puts {@code count} pieces of {@code piece} on tokens of {@code free} inside
     * {@code allowed}, other than {@code moved}, removing them from {@code free}; false when
     * there are too few such tokens.
     */
    private static boolean place(byte[] out, int enemy, List<Integer> free, Piece piece, int count, long allowed,
            int moved, SplittableRandom random) {
        List<Integer> fits = new ArrayList<>();
        for (int p : free) {
            if ((allowed >>> p & 1) != 0 && p != moved) {
                fits.add(p);
            }
        }
        if (fits.size() < count) {
            return false;
        }
        for (int i = 0; i < count; i++) {
            int post = fits.remove(random.nextInt(fits.size()));
            out[post] = Cells.of(enemy, piece);
            free.remove(Integer.valueOf(post));
        }
        return true;
    }
}
