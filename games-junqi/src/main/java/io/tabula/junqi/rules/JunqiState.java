package io.tabula.junqi.rules;

import io.tabula.core.CommonReason;
import io.tabula.core.GameDefinition;
import io.tabula.core.GameState;
import io.tabula.core.IllegalMoveException;
import io.tabula.core.Move;
import io.tabula.core.MoveCheck;
import io.tabula.core.Outcome;
import io.tabula.core.Side;
import java.util.AbstractList;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import java.util.RandomAccess;
import java.util.Set;
import java.util.SplittableRandom;

/**
 * A Junqi position in play ({@code docs/rules/junqi.md}): one cell byte per post (see
 * {@link Cells}), the side to move, the plies played since the setup position and since the
 * last attack, the last move and its combat (public information), and the deployment
 * findings of the setup position (for the {@code deployment} conformance key). The outcome
 * and the legal moves are computed when the state is made, in the order of section 6:
 * flag captured, no movable pieces, no combat, move limit.
 *
 * <p>A state is either the full state, which the rules engine plays on, or a <em>view</em>
 * ({@link #viewFor}): the same position as one side may know it, enemy pieces replaced by
 * unknown tokens. Views are read-only projections for display and export: they list no
 * legal moves and reject every move with {@link JunqiReason#VIEW_ONLY}, so the invariants of
 * {@link GameState} between outcome and legal moves hold for full states only.
 */
public final class JunqiState implements GameState {
    private static final int[] NO_MOVES = new int[0];

    private final JunqiRules rules;
    private final byte[] cells;
    private final int toMove;
    private final int ply;
    private final int quiet;
    private final int lastFrom;
    private final int lastTo;
    private final Combat lastCombat;
    private final int[] findings; // per side: DeploymentViolation mask, -1 = hidden (in a view)
    private final int viewer; // -1 for the full state
    private final long redOcc;
    private final long blueOcc;
    private final int commanders; // bit s: side s has its 40 on the board (full states)
    private final long hash;
    private final int[] moves;
    private final Outcome outcome;
    private volatile List<Move> moveList;

    /** A full state; outcome and legal moves are computed here. */
    private JunqiState(JunqiRules rules, byte[] cells, int toMove, int ply, int quiet, int lastFrom, int lastTo,
                       Combat lastCombat, int[] findings) {
        this.rules = rules;
        this.cells = cells;
        this.toMove = toMove;
        this.ply = ply;
        this.quiet = quiet;
        this.lastFrom = lastFrom;
        this.lastTo = lastTo;
        this.lastCombat = lastCombat;
        this.findings = findings;
        this.viewer = -1;
        long red = 0;
        long blue = 0;
        long h = JunqiRules.ZOBRIST.side(toMove);
        int flags = 0;
        int commanderBits = 0;
        for (int p = 0; p < JunqiBoard.POSTS; p++) {
            byte cell = cells[p];
            if (cell != Cells.EMPTY) {
                int side = Cells.side(cell);
                if (side == 0) {
                    red |= 1L << p;
                } else {
                    blue |= 1L << p;
                }
                int kind = Cells.kind(cell);
                flags |= kind == Piece.FLAG.ordinal() ? 1 << side : 0;
                commanderBits |= kind == Piece.COMMANDER.ordinal() ? 1 << side : 0;
                h ^= JunqiRules.ZOBRIST.piece(p, cell);
            }
        }
        this.redOcc = red;
        this.blueOcc = blue;
        this.commanders = commanderBits;
        this.hash = h;
        // Section 6, in order.
        if (flags != 3) {
            // A flag is gone only by capture; a set-up board holds both (JunqiState.setup checks it).
            this.outcome = Outcome.win(JunqiRules.side((flags & 1) == 0 ? 1 : 0), JunqiOutcome.FLAG_CAPTURED);
            this.moves = NO_MOVES;
            return;
        }
        int[] legal = MoveGenerator.generate(rules, cells, red, blue, toMove);
        Outcome judged = Outcome.ONGOING;
        if (legal.length == 0) {
            boolean otherMoves = MoveGenerator.hasMove(rules, cells, red, blue, 1 - toMove);
            judged = otherMoves ? Outcome.win(JunqiRules.side(1 - toMove), JunqiOutcome.NO_MOVABLE_PIECES)
                    : Outcome.draw(JunqiOutcome.NO_MOVABLE_PIECES);
        } else if (rules.noCombatDrawPlies > 0 && quiet >= rules.noCombatDrawPlies) {
            judged = Outcome.draw(JunqiOutcome.NO_COMBAT);
        } else if (rules.maxPlies > 0 && ply >= rules.maxPlies) {
            judged = Outcome.draw(JunqiOutcome.MOVE_LIMIT);
        }
        this.outcome = judged;
        this.moves = judged.isOver() ? NO_MOVES : legal;
    }

    /** A view: the position as {@code viewer} may know it, with the full state's outcome. */
    private JunqiState(JunqiRules rules, byte[] cells, int toMove, int ply, int quiet, int lastFrom, int lastTo,
                       Combat lastCombat, int[] findings, int viewer, int commanders, Outcome outcome) {
        this.rules = rules;
        this.cells = cells;
        this.toMove = toMove;
        this.ply = ply;
        this.quiet = quiet;
        this.lastFrom = lastFrom;
        this.lastTo = lastTo;
        this.lastCombat = lastCombat;
        this.findings = findings;
        this.viewer = viewer;
        long[] occ = MoveGenerator.occupancy(cells);
        this.redOcc = occ[0];
        this.blueOcc = occ[1];
        this.commanders = commanders;
        long h = JunqiRules.ZOBRIST.side(toMove);
        for (int p = 0; p < JunqiBoard.POSTS; p++) {
            if (cells[p] != Cells.EMPTY) {
                h ^= JunqiRules.ZOBRIST.piece(p, cells[p]);
            }
        }
        this.hash = h;
        this.outcome = outcome;
        this.moves = NO_MOVES;
    }

    /**
     * This full state with its pieces rearranged to {@code cells} and everything else kept,
     * the outcome included, and no legal moves: only for tests that a view does not depend on
     * the pieces it hides (the enemy's 40 must stay on the board exactly when it was).
     */
    static JunqiState rearranged(JunqiState state, byte[] cells) {
        if (state.viewer >= 0) {
            throw new IllegalArgumentException("rearrange a full state");
        }
        return new JunqiState(state.rules, cells.clone(), state.toMove, state.ply, state.quiet, state.lastFrom,
                state.lastTo, state.lastCombat, state.findings, -1, state.commanders, state.outcome);
    }

    // ------------------------------------------------------------------ making states

    /**
     * The initial state of a new game under {@code definition}: both sides' deployments drawn
     * uniformly at random among the legal ones ({@link Deployment#random}) from option
     * {@code deploymentSeed}, red's first; red to move.
     */
    public static JunqiState initial(GameDefinition definition) {
        SplittableRandom random = new SplittableRandom(definition.get(JunqiOptions.DEPLOYMENT_SEED));
        Deployment red = Deployment.random(JunqiRules.RED, random);
        Deployment blue = Deployment.random(JunqiRules.BLUE, random);
        return deployed(definition, red, blue);
    }

    /**
     * The setup position of two legal deployments, red to move, ply 0.
     *
     * @throws IllegalArgumentException if a deployment is for the wrong side or breaks a rule
     *                                  of section 3; the message lists the violations
     */
    public static JunqiState deployed(GameDefinition definition, Deployment red, Deployment blue) {
        if (red.side().index() != 0 || blue.side().index() != 1) {
            throw new IllegalArgumentException("deployments must be red's and blue's, in that order, not "
                    + red.side() + "'s and " + blue.side() + "'s");
        }
        for (Deployment d : List.of(red, blue)) {
            Set<DeploymentViolation> violations = d.violations();
            if (!violations.isEmpty()) {
                throw new IllegalArgumentException(d.side() + "'s deployment breaks the rules: "
                        + Deployment.describe(violations));
            }
        }
        byte[] cells = red.cells();
        byte[] b = blue.cells();
        for (int p = 0; p < JunqiBoard.POSTS; p++) {
            if (b[p] != Cells.EMPTY) {
                cells[p] = b[p];
            }
        }
        return setup(definition, cells, JunqiRules.RED);
    }

    /**
     * A setup position as a diagram gives it: any placement with each side's flag exactly
     * once and no piece more often than in the standard set (deployment rules are not
     * enforced, but recorded for {@link #deploymentViolations}); ply 0, and section 6 applies.
     *
     * @throws IllegalArgumentException if a flag is missing or doubled or a piece is too many
     */
    public static JunqiState setup(GameDefinition definition, byte[] cells, Side toMove) {
        checkPieceCounts(cells, true);
        int[] findings = {
            DeploymentViolation.mask(DeploymentViolation.of(cells, 0)),
            DeploymentViolation.mask(DeploymentViolation.of(cells, 1))};
        return new JunqiState(new JunqiRules(definition), cells.clone(), toMove.index(), 0, 0, -1, -1, null, findings);
    }

    /**
     * A state as a snapshot describes it. A full state ({@code viewer} empty) computes its
     * outcome; a view takes {@code outcome} as given.
     *
     * @param findings per side, its deployment violations, or null where a view hides them
     * @throws IllegalArgumentException when the fields do not fit together
     */
    public static JunqiState restored(GameDefinition definition, byte[] cells, Side toMove, int ply, int quietPlies,
                                      int lastFrom, int lastTo, Optional<Combat> lastCombat,
                                      List<Set<DeploymentViolation>> findings, Optional<Side> viewer,
                                      Outcome outcome) {
        if (ply < 0 || quietPlies < 0 || quietPlies > ply) {
            throw new IllegalArgumentException("need 0 <= quietPlies <= ply, was quietPlies " + quietPlies
                    + " and ply " + ply);
        }
        if ((lastFrom < 0) != (lastTo < 0) || (lastFrom < 0 && lastCombat.isPresent())) {
            throw new IllegalArgumentException("a last combat needs a last move");
        }
        if (ply > 0 && lastFrom < 0) {
            throw new IllegalArgumentException("after ply " + ply + " there is a last move");
        }
        if (lastCombat.isPresent() != (ply > 0 && quietPlies == 0)) {
            throw new IllegalArgumentException("the last move was an attack exactly when quietPlies is 0 after a move");
        }
        int[] masks = new int[2];
        for (int s = 0; s < 2; s++) {
            Set<DeploymentViolation> f = findings.get(s);
            masks[s] = f == null ? -1 : DeploymentViolation.mask(f);
            if (f == null && viewer.isEmpty()) {
                throw new IllegalArgumentException("the full state records both sides' deployment findings");
            }
            if (f != null && viewer.isPresent() && viewer.get().index() != s) {
                throw new IllegalArgumentException("a view hides the other side's deployment findings");
            }
        }
        JunqiRules rules = new JunqiRules(definition);
        if (viewer.isEmpty()) {
            checkPieceCounts(cells, false);
            JunqiState state = new JunqiState(rules, cells.clone(), toMove.index(), ply, quietPlies, lastFrom, lastTo,
                    lastCombat.orElse(null), masks);
            if (!state.outcome.equals(outcome)) {
                throw new IllegalArgumentException("the position's outcome is " + state.outcome + ", not " + outcome);
            }
            return state;
        }
        int v = viewer.get().index();
        int commanderBits = 0;
        for (byte cell : cells) {
            if (cell != Cells.EMPTY && Cells.kind(cell) == Piece.COMMANDER.ordinal()) {
                commanderBits |= 1 << Cells.side(cell);
            }
        }
        boolean enemyFlagShown = false;
        for (byte cell : cells) {
            if (cell != Cells.EMPTY && Cells.side(cell) == 1 - v) {
                enemyFlagShown |= Cells.kind(cell) == Piece.FLAG.ordinal();
                if (Cells.kind(cell) != Cells.UNKNOWN && Cells.kind(cell) != Piece.FLAG.ordinal()) {
                    throw new IllegalArgumentException("a view shows no enemy piece but a public flag");
                }
            }
        }
        // The enemy's 40 is hidden: it is on the board unless the enemy's flag is public.
        commanderBits |= enemyFlagShown ? 0 : 1 << (1 - v);
        return new JunqiState(rules, cells.clone(), toMove.index(), ply, quietPlies, lastFrom, lastTo,
                lastCombat.orElse(null), masks, v, commanderBits, outcome);
    }

    /**
     * Checks a set-up board as section 8 requires of diagrams: each side's flag exactly once,
     * no piece more often than in the standard set.
     *
     * @throws IllegalArgumentException saying what is wrong
     */
    public static void checkSetupPieces(byte[] cells) {
        checkPieceCounts(cells, true);
    }

    /**
     * Checks a board that play may have reached: no piece more often than in the standard
     * set, and at least one flag (a flag leaves the board only when it is captured, which
     * ends the game).
     *
     * @throws IllegalArgumentException saying what is wrong
     */
    public static void checkReachablePieces(byte[] cells) {
        checkPieceCounts(cells, false);
    }

    private static void checkPieceCounts(byte[] cells, boolean flagsRequired) {
        if (cells.length != JunqiBoard.POSTS) {
            throw new IllegalArgumentException("a board has " + JunqiBoard.POSTS + " posts, not " + cells.length);
        }
        int[][] counts = new int[2][Piece.values().length];
        for (byte cell : cells) {
            if (cell != Cells.EMPTY) {
                int kind = Cells.kind(cell);
                int side = Cells.side(cell);
                if (side > 1 || kind < 0 || kind >= Piece.values().length) {
                    throw new IllegalArgumentException("cell value " + cell + " is not a piece of a full state");
                }
                counts[side][kind]++;
            }
        }
        int flags = 0;
        for (int s = 0; s < 2; s++) {
            for (Piece piece : Piece.values()) {
                if (counts[s][piece.ordinal()] > piece.count()) {
                    throw new IllegalArgumentException(JunqiRules.side(s) + " has " + counts[s][piece.ordinal()] + " of "
                            + piece.code() + "; the standard set has " + piece.count());
                }
            }
            if (flagsRequired && counts[s][Piece.FLAG.ordinal()] != 1) {
                throw new IllegalArgumentException(JunqiRules.side(s) + " has no flag; each side's flag must be on "
                        + "the board exactly once");
            }
            flags += counts[s][Piece.FLAG.ordinal()];
        }
        if (flags == 0) {
            throw new IllegalArgumentException("neither side has a flag; one is captured only when the game ends");
        }
    }

    // ------------------------------------------------------------------ GameState

    public JunqiRules rules() {
        return rules;
    }

    @Override
    public GameDefinition definition() {
        return rules.definition();
    }

    @Override
    public Side toMove() {
        return JunqiRules.side(toMove);
    }

    @Override
    public List<Move> legalMoves() {
        List<Move> list = moveList;
        if (list == null) {
            list = new MoveList(moves);
            moveList = list;
        }
        return list;
    }

    /** The legal moves as ints {@code from << 6 | to}, ascending; do not modify. */
    int[] encodedMoves() {
        return moves;
    }

    @Override
    public MoveCheck check(Move move) {
        if (!(move instanceof JunqiMove.Step step)) {
            return MoveCheck.illegal(CommonReason.NOT_A_MOVE_OF_THIS_GAME, move + " is not a Junqi move");
        }
        if (viewer >= 0) {
            return MoveCheck.illegal(JunqiReason.VIEW_ONLY, "this is " + JunqiRules.side(viewer)
                    + "'s view; play " + step + " on the full state");
        }
        if (outcome.isOver()) {
            return MoveCheck.illegal(CommonReason.GAME_OVER, "the game is over: " + outcome);
        }
        int from = step.from();
        int to = step.to();
        if (from < 0 || from >= JunqiBoard.POSTS || to < 0 || to >= JunqiBoard.POSTS) {
            return MoveCheck.illegal(CommonReason.OFF_BOARD, step + " names a post that is not on the board");
        }
        if (Arrays.binarySearch(moves, MoveGenerator.encode(from, to)) >= 0) {
            return MoveCheck.LEGAL;
        }
        JunqiReason reason = diagnose(from, to);
        return MoveCheck.illegal(reason, step + ": " + reason.describe());
    }

    /** Why {@code from-to}, which is not among the legal moves, is illegal. */
    private JunqiReason diagnose(int from, int to) {
        byte cell = cells[from];
        if (cell == Cells.EMPTY) {
            return JunqiReason.EMPTY_POST;
        }
        if (Cells.side(cell) != toMove) {
            return JunqiReason.NOT_YOUR_PIECE;
        }
        int kind = Cells.kind(cell);
        if (kind == Piece.MINE.ordinal() || kind == Piece.FLAG.ordinal()) {
            return JunqiReason.IMMOVABLE_PIECE;
        }
        if (!rules.hqPiecesMove && JunqiBoard.isHeadquarters(from)) {
            return JunqiReason.IN_HEADQUARTERS;
        }
        if (from == to) {
            return JunqiReason.SAME_POST;
        }
        byte target = cells[to];
        if (target != Cells.EMPTY && Cells.side(target) == toMove) {
            return JunqiReason.OWN_PIECE;
        }
        if (target != Cells.EMPTY && JunqiBoard.isCamp(to)) {
            return JunqiReason.CAMP_PROTECTED;
        }
        long reach = MoveGenerator.reach(from, kind, redOcc | blueOcc);
        if ((reach >>> to & 1) != 0) {
            return JunqiReason.BOMB_MAY_NOT_ATTACK_FLAG; // the only reachable destination that is not legal
        }
        if (!JunqiBoard.isRailwayPost(from) || !JunqiBoard.isRailwayPost(to)) {
            return JunqiReason.NOT_REACHABLE;
        }
        if (kind == Piece.ENGINEER.ordinal() || JunqiBoard.onCommonLine(from, to)) {
            return JunqiReason.PATH_BLOCKED; // the railway joins every railway post
        }
        return JunqiReason.NO_TURNING;
    }

    @Override
    public JunqiState apply(Move move) {
        if (check(move) instanceof MoveCheck.Illegal illegal) {
            throw new IllegalMoveException(illegal);
        }
        JunqiMove.Step step = (JunqiMove.Step) move;
        int from = step.from();
        int to = step.to();
        byte attacker = cells[from];
        byte defender = cells[to];
        byte[] next = cells.clone();
        next[from] = Cells.EMPTY;
        Combat combat = null;
        if (defender == Cells.EMPTY) {
            next[to] = attacker;
        } else {
            combat = Combat.resolve(rules, Cells.kind(attacker), Cells.kind(defender));
            next[to] = switch (combat) {
                case DEFENDER_REMOVED -> attacker;
                case ATTACKER_REMOVED -> defender;
                case BOTH_REMOVED -> Cells.EMPTY;
            };
        }
        return new JunqiState(rules, next, 1 - toMove, ply + 1, combat == null ? quiet + 1 : 0, from, to, combat,
                findings);
    }

    @Override
    public Outcome outcome() {
        return outcome;
    }

    @Override
    public long hash() {
        return hash;
    }

    @Override
    public int ply() {
        return ply;
    }

    /**
     * What {@code side} may know (section 7): its own pieces; the enemy's as unknown tokens,
     * except its flag while public (no enemy 40 on the board); the last move's posts and
     * which pieces its combat removed; its own deployment findings. Once the game is over, or
     * in open play ({@code open=true}), everything: the state itself.
     */
    @Override
    public JunqiState viewFor(Side side) {
        int s = side.index();
        if (s == viewer || (viewer < 0 && (rules.open || outcome.isOver()))) {
            return this;
        }
        byte[] masked = cells.clone();
        int enemy = 1 - s;
        boolean flagPublic = (commanders >>> enemy & 1) == 0;
        for (int p = 0; p < JunqiBoard.POSTS; p++) {
            byte cell = masked[p];
            if (cell != Cells.EMPTY && Cells.side(cell) == enemy
                    && !(flagPublic && Cells.kind(cell) == Piece.FLAG.ordinal())) {
                masked[p] = Cells.of(enemy, Cells.UNKNOWN);
            }
        }
        int[] shown = new int[2];
        shown[s] = findings[s];
        shown[enemy] = -1;
        return new JunqiState(rules, masked, toMove, ply, quiet, lastFrom, lastTo, lastCombat, shown, s, commanders,
                outcome);
    }

    // ------------------------------------------------------------------ Junqi facts

    /** The content of {@code post} as a cell byte ({@link Cells}). */
    public byte cell(int post) {
        return cells[post];
    }

    /** A copy of the board, one cell byte per post. */
    public byte[] cells() {
        return cells.clone();
    }

    /** The piece on {@code post}, empty for an empty post or an unknown token. */
    public Optional<Piece> piece(int post) {
        byte cell = cells[post];
        return cell == Cells.EMPTY || Cells.kind(cell) == Cells.UNKNOWN ? Optional.empty()
                : Optional.of(Piece.of(Cells.kind(cell)));
    }

    /** The side of the piece on {@code post}, empty for an empty post. */
    public Optional<Side> sideAt(int post) {
        byte cell = cells[post];
        return cell == Cells.EMPTY ? Optional.empty() : Optional.of(JunqiRules.side(Cells.side(cell)));
    }

    /** Consecutive plies without an attack, up to now. */
    public int quietPlies() {
        return quiet;
    }

    /** The last move, empty at the setup position. */
    public Optional<JunqiMove.Step> lastMove() {
        return lastFrom < 0 ? Optional.empty() : Optional.of(JunqiMove.Step.of(lastFrom, lastTo));
    }

    /** What the last move's attack removed; empty if it was no attack (or there was no move). */
    public Optional<Combat> lastCombat() {
        return Optional.ofNullable(lastCombat);
    }

    /** The side this view belongs to; empty for the full state. */
    public Optional<Side> viewer() {
        return viewer < 0 ? Optional.empty() : Optional.of(JunqiRules.side(viewer));
    }

    /**
     * The section 3 violations of {@code side}'s pieces in the setup position this game
     * started from; empty where a view hides them (the enemy's).
     */
    public Optional<Set<DeploymentViolation>> deploymentViolations(Side side) {
        int mask = findings[side.index()];
        return mask < 0 ? Optional.empty() : Optional.of(DeploymentViolation.ofMask(mask));
    }

    /** Whether {@code side}'s flag is public: that side has no 40 on the board (section 5). */
    public boolean flagRevealed(Side side) {
        return (commanders >>> side.index() & 1) == 0;
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof JunqiState other
                && hash == other.hash
                && toMove == other.toMove
                && ply == other.ply
                && quiet == other.quiet
                && lastFrom == other.lastFrom
                && lastTo == other.lastTo
                && lastCombat == other.lastCombat
                && viewer == other.viewer
                && Arrays.equals(findings, other.findings)
                && Arrays.equals(cells, other.cells)
                && outcome.equals(other.outcome)
                && rules.definition().equals(other.rules.definition());
    }

    @Override
    public int hashCode() {
        return Long.hashCode(hash);
    }

    @Override
    public String toString() {
        return "JunqiState[" + definition().text() + ", ply " + ply + ", " + toMove() + " to move, " + outcome
                + (viewer >= 0 ? ", " + JunqiRules.side(viewer) + "'s view" : "") + "]";
    }

    /** The legal moves as an immutable list backed by the encoded array. */
    private static final class MoveList extends AbstractList<Move> implements RandomAccess {
        private final int[] moves;

        MoveList(int[] moves) {
            this.moves = moves;
        }

        @Override
        public Move get(int index) {
            int m = moves[index];
            return JunqiMove.Step.of(MoveGenerator.from(m), MoveGenerator.to(m));
        }

        @Override
        public int size() {
            return moves.length;
        }
    }
}
