package io.tabula.junqi.rules;

import io.tabula.core.CommonReason;
import io.tabula.core.GameDefinition;
import io.tabula.core.GameState;
import io.tabula.core.IllegalMoveException;
import io.tabula.core.Move;
import io.tabula.core.MoveCheck;
import io.tabula.core.Outcome;
import io.tabula.core.Phase;
import io.tabula.core.PhaseGraph;
import io.tabula.core.Side;
import io.tabula.core.StateType;
import java.util.AbstractList;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import java.util.RandomAccess;
import java.util.Set;
import java.util.SplittableRandom;

/**
 * A Junqi game state ({@code docs/rules/junqi.md}): one cell byte per post (see
 * {@link Cells}), the side to move, the phase, the plies played since the setup position and
 * since the last attack, the last move and its combat (public information), and the
 * deployment findings of the setup position (for the {@code deployment} conformance key).
 *
 * <p>A game starts in the deployment phase ({@code deploy}, steps {@code red} then
 * {@code blue}): each side in turn plays one {@link JunqiMove.Deploy}, a whole legal layout,
 * judged by {@link #check} like any move, with a {@link DeploymentViolation} as its reason
 * when it breaks section 3. Then play starts ({@code play}), red to move; a state set up from
 * a diagram starts there. The outcome and the legal moves of play are computed when the state
 * is made, by the rules kernel {@link Position}, in the order of section 6: flag captured, no
 * movable pieces, no combat, move limit.
 *
 * <p>A state is either the full state, which the rules engine plays on, or a <em>view</em>
 * ({@link #viewFor}): the same position as one side may know it, enemy pieces replaced by
 * unknown tokens, from the deployment phase on. Views are read-only projections for display
 * and export: they list no legal moves and reject every move with {@link JunqiReason#VIEW_ONLY},
 * so the invariants of {@link GameState} between outcome and legal moves hold for full states
 * only.
 */
public final class JunqiState implements GameState {
    /** Junqi's state and move types, for the framework's typed adapters. */
    public static final StateType<JunqiState, JunqiMove> TYPE = StateType.of("junqi", JunqiState.class,
            JunqiMove.class);

    private static final int[] NO_MOVES = new int[0];

    /** The deployment phase: red deploys, then blue, then play. The detail is the deploying side. */
    /** The id of the deployment phase. */
    public static final String DEPLOY = "deploy";

    static final PhaseGraph<Integer> DEPLOYMENT = PhaseGraph.<Integer>builder(DEPLOY)
            .step("red", task(0), 0, PhaseGraph.on(JunqiMove.Deploy.class, "blue"))
            .step("blue", task(1), 1, PhaseGraph.on(JunqiMove.Deploy.class, Phase.PLAY))
            .build();

    /** The deployment steps as phases, the deploying side acting in each. */
    private static final Phase[] DEPLOY_PHASES = {DEPLOYMENT.phase(0, List.of(0)), DEPLOYMENT.phase(1, List.of(1))};

    /** Play: red and blue in turn, moving pieces. */
    private static final Phase PLAY = new Phase(Phase.PLAY, "", List.of(0, 1), Set.of(JunqiMove.Step.class), "",
            "when the game is over");

    /** Hash keys of the deployment steps, so that no state of the phase hashes like one of play. */
    private static final long[] DEPLOY_KEYS = {0x6A09E667F3BCC908L, 0xBB67AE8584CAA73BL};

    private static String task(int side) {
        String rows = side == 0 ? "rows 1-6" : "rows 7-12";
        String back = side == 0 ? "rows 1-2" : "rows 11-12";
        String front = side == 0 ? "row 6" : "row 7";
        return "deploy " + JunqiRules.side(side) + "'s 25 pieces on the 25 posts of " + rows
                + " outside the camps: the flag on a headquarters, the 3 landmines in " + back
                + ", no bomb in " + front;
    }

    private final JunqiRules rules;
    private final byte[] cells;
    private final int toMove;
    private final int deployStep; // index in DEPLOYMENT, PhaseGraph.END in play
    private final int deploys; // Deploy moves this game has had: 0 (set up), 1 or 2
    private final int ply; // plies of play since the setup position
    private final int quiet;
    private final int lastFrom;
    private final int lastTo;
    private final Combat lastCombat;
    private final int[] findings; // per side: DeploymentViolation mask, -1 = hidden (in a view)
    private final int viewer; // -1 for the full state
    private final long redOcc;
    private final long blueOcc;
    /** The pieces by kind, for the kernel that plays the next move; never changed here. */
    private final PieceMasks masks;
    private final int commanders; // bit s: side s has its 40 on the board (full states)
    private final int flags; // bit s: side s has its flag on the board (full states), for the kernel
    private final long hash;
    private final int[] moves;
    private final Outcome outcome;
    private volatile List<Move> moveList;

    /** A full state of the position {@code position} (whose cells it keeps); outcome and legal moves are computed here. */
    private JunqiState(Position position, int deployStep, int deploys, int lastFrom, int lastTo, Combat lastCombat,
                       int[] findings) {
        this.rules = position.rules;
        this.cells = position.cells;
        this.toMove = position.side;
        this.deployStep = deployStep;
        this.deploys = deploys;
        this.ply = position.ply;
        this.quiet = position.quiet;
        this.lastFrom = lastFrom;
        this.lastTo = lastTo;
        this.lastCombat = lastCombat;
        this.findings = findings;
        this.viewer = -1;
        this.redOcc = position.occ[0];
        this.blueOcc = position.occ[1];
        this.masks = position.masks;
        this.flags = position.flags();
        long h = JunqiRules.ZOBRIST.side(toMove);
        int commanderBits = 0;
        for (int p = 0; p < JunqiBoard.POSTS; p++) { // one pass: the hash and who has a 40
            byte cell = cells[p];
            if (cell != Cells.EMPTY) {
                h ^= JunqiRules.ZOBRIST.piece(p, cell);
                commanderBits |= Cells.kind(cell) == Piece.COMMANDER.ordinal() ? 1 << Cells.side(cell) : 0;
            }
        }
        this.commanders = commanderBits;
        this.hash = deployStep == PhaseGraph.END ? h : h ^ DEPLOY_KEYS[deployStep];
        if (deployStep != PhaseGraph.END) {
            this.outcome = Outcome.ONGOING;
            this.moves = NO_MOVES; // the legal moves are the side's LegalDeployments
            return;
        }
        int[] legal = position.flagCaptured() ? NO_MOVES : position.legalSteps();
        this.outcome = position.judge(legal.length > 0);
        this.moves = outcome.isOver() ? NO_MOVES : legal;
    }

    /** A view: the position as {@code viewer} may know it, with the full state's outcome. */
    private JunqiState(JunqiRules rules, byte[] cells, int toMove, int deployStep, int deploys, int ply, int quiet,
                       int lastFrom, int lastTo, Combat lastCombat, int[] findings, int viewer, int commanders,
                       Outcome outcome) {
        this.rules = rules;
        this.cells = cells;
        this.toMove = toMove;
        this.deployStep = deployStep;
        this.deploys = deploys;
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
        this.masks = PieceMasks.of(cells);
        this.commanders = commanders;
        this.flags = new Position(rules, cells, toMove, ply, quiet).flags(); // views play no move; rearranged states
        this.hash = hash(cells, toMove, deployStep);
        this.outcome = outcome;
        this.moves = NO_MOVES;
    }

    private static int commanders(byte[] cells) {
        int bits = 0;
        for (byte cell : cells) {
            if (cell != Cells.EMPTY && Cells.kind(cell) == Piece.COMMANDER.ordinal()) {
                bits |= 1 << Cells.side(cell);
            }
        }
        return bits;
    }

    private static long hash(byte[] cells, int toMove, int deployStep) {
        long h = JunqiRules.ZOBRIST.side(toMove);
        for (int p = 0; p < JunqiBoard.POSTS; p++) {
            if (cells[p] != Cells.EMPTY) {
                h ^= JunqiRules.ZOBRIST.piece(p, cells[p]);
            }
        }
        return deployStep == PhaseGraph.END ? h : h ^ DEPLOY_KEYS[deployStep];
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
        return new JunqiState(state.rules, cells.clone(), state.toMove, state.deployStep, state.deploys, state.ply,
                state.quiet, state.lastFrom, state.lastTo, state.lastCombat, state.findings, -1, state.commanders,
                state.outcome);
    }

    /**
     * The full state that {@code view} would be if its hidden pieces were {@code cells}'s:
     * the view's side to move, phase, counters and last move, with outcome and legal moves
     * computed from {@code cells} (for {@link JunqiDeterminizer}). The enemy's deployment
     * findings are taken as none: they concern the setup position, which play never reads.
     */
    static JunqiState determinized(JunqiState view, byte[] cells) {
        if (view.viewer < 0) {
            throw new IllegalArgumentException("determinize a view, not a full state");
        }
        int[] findings = new int[2];
        findings[view.viewer] = view.findings[view.viewer];
        Position position = new Position(view.rules, cells, view.toMove, view.ply, view.quiet);
        return new JunqiState(position, view.deployStep, view.deploys, view.lastFrom, view.lastTo, view.lastCombat,
                findings);
    }

    // ------------------------------------------------------------------ making states

    /**
     * The initial state of a new game under {@code definition}: the deployment phase, red to
     * deploy. With option {@code deploymentSeed} set (0 or more), the state after both sides'
     * deployments drawn uniformly at random from that seed ({@link Deployment#random}, red's
     * first) were played as their {@link JunqiMove.Deploy} moves: play, red to move, ply 2.
     */
    public static JunqiState initial(GameDefinition definition) {
        JunqiState deployment = deploymentPhase(definition);
        int seed = definition.get(JunqiOptions.DEPLOYMENT_SEED);
        if (seed < 0) {
            return deployment;
        }
        SplittableRandom random = new SplittableRandom(seed);
        Deployment red = Deployment.random(JunqiRules.RED, random);
        Deployment blue = Deployment.random(JunqiRules.BLUE, random);
        return deployment.apply(new JunqiMove.Deploy(red)).apply(new JunqiMove.Deploy(blue));
    }

    /** The start of the deployment phase: an empty board, red to deploy, ply 0. */
    public static JunqiState deploymentPhase(GameDefinition definition) {
        Position empty = new Position(new JunqiRules(definition), new byte[JunqiBoard.POSTS], 0, 0, 0);
        return new JunqiState(empty, DEPLOYMENT.start(), 0, -1, -1, null, new int[2]);
    }

    /**
     * The game after the deployments {@code red} and {@code blue} were played as the two
     * {@link JunqiMove.Deploy} moves of the deployment phase: play, red to move, ply 2.
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
        return deploymentPhase(definition).apply(new JunqiMove.Deploy(red)).apply(new JunqiMove.Deploy(blue));
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
        Position position = new Position(new JunqiRules(definition), cells.clone(), toMove.index(), 0, 0);
        return new JunqiState(position, PhaseGraph.END, 0, -1, -1, null, findings);
    }

    /**
     * A state as a snapshot describes it. A full state ({@code viewer} empty) computes its
     * outcome; a view takes {@code outcome} as given.
     *
     * @param phase    the phase's name: {@code deploy/red}, {@code deploy/blue} or {@code play}
     * @param deploys  the deployment moves the game has had: 0 for a game set up from a board,
     *                 1 while blue deploys, 2 after both
     * @param ply      every move of the game, deployments included
     * @param findings per side, its deployment violations, or null where a view hides them
     * @throws IllegalArgumentException when the fields do not fit together
     */
    public static JunqiState restored(GameDefinition definition, byte[] cells, Side toMove, String phase, int deploys,
                                      int ply, int quietPlies, int lastFrom, int lastTo, Optional<Combat> lastCombat,
                                      List<Set<DeploymentViolation>> findings, Optional<Side> viewer,
                                      Outcome outcome) {
        int step = deployStep(phase);
        int plays = ply - deploys;
        if (step != PhaseGraph.END && (deploys != step || plays != 0 || toMove.index() != step)) {
            throw new IllegalArgumentException("in phase " + phase + " the game has had " + step + " deployments, is at ply "
                    + step + " and " + JunqiRules.side(step) + " deploys");
        }
        if (step == PhaseGraph.END && deploys != 0 && deploys != 2) {
            throw new IllegalArgumentException("in play the game has had 0 or 2 deployments, not " + deploys);
        }
        if (plays < 0 || quietPlies < 0 || quietPlies > plays) {
            throw new IllegalArgumentException("need 0 <= quietPlies <= ply - deployments, was quietPlies " + quietPlies
                    + ", ply " + ply + " and " + deploys + " deployments");
        }
        if ((lastFrom < 0) != (lastTo < 0) || (lastFrom < 0 && lastCombat.isPresent())) {
            throw new IllegalArgumentException("a last combat needs a last move");
        }
        if ((plays > 0) != (lastFrom >= 0)) {
            throw new IllegalArgumentException(plays > 0 ? "after a move of play there is a last move"
                    : "before the first move of play there is no last move");
        }
        if (lastCombat.isPresent() != (plays > 0 && quietPlies == 0)) {
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
            if (deploys > 0 && f != null && !f.isEmpty()) {
                throw new IllegalArgumentException("a game deployed by moves has legal deployments, not "
                        + Deployment.describe(f));
            }
        }
        if (step != PhaseGraph.END) {
            checkDeployed(cells, step, viewer.map(Side::index).orElse(-1));
        }
        JunqiRules rules = new JunqiRules(definition);
        if (viewer.isEmpty()) {
            if (step == PhaseGraph.END) {
                checkPieceCounts(cells, false);
            }
            Position position = new Position(rules, cells.clone(), toMove.index(), plays, quietPlies);
            JunqiState state = new JunqiState(position, step, deploys, lastFrom, lastTo, lastCombat.orElse(null), masks);
            if (!state.outcome.equals(outcome)) {
                throw new IllegalArgumentException("the position's outcome is " + state.outcome + ", not " + outcome);
            }
            return state;
        }
        int v = viewer.get().index();
        boolean enemyFlagShown = false;
        for (byte cell : cells) {
            if (cell != Cells.EMPTY && Cells.side(cell) == 1 - v) {
                enemyFlagShown |= Cells.kind(cell) == Piece.FLAG.ordinal();
                boolean publicFlag = step == PhaseGraph.END && Cells.kind(cell) == Piece.FLAG.ordinal();
                if (Cells.kind(cell) != Cells.UNKNOWN && !publicFlag) {
                    throw new IllegalArgumentException("a view shows no enemy piece but a public flag");
                }
            }
        }
        // The enemy's 40 is hidden: it is on the board unless the enemy's flag is public.
        int commanderBits = commanders(cells) | (enemyFlagShown ? 0 : 1 << (1 - v));
        return new JunqiState(rules, cells.clone(), toMove.index(), step, deploys, plays, quietPlies, lastFrom, lastTo,
                lastCombat.orElse(null), masks, v, commanderBits, outcome);
    }

    /** The index in {@link #DEPLOYMENT} of the phase named {@code phase}, {@link PhaseGraph#END} for play. */
    private static int deployStep(String phase) {
        if (phase.equals(Phase.PLAY)) {
            return PhaseGraph.END;
        }
        String prefix = DEPLOY + "/";
        try {
            if (phase.startsWith(prefix)) {
                return DEPLOYMENT.indexOf(phase.substring(prefix.length()));
            }
        } catch (IllegalArgumentException e) {
            // named below
        }
        throw new IllegalArgumentException("phase must be deploy/red, deploy/blue or play, was '" + phase + "'");
    }

    /**
     * Checks the board of deployment step {@code step}: the sides before it have deployed
     * (a legal layout in a full state, or unknown tokens on the 25 deployment posts where
     * {@code viewer} may not see them), the others have no piece yet.
     */
    private static void checkDeployed(byte[] cells, int step, int viewer) {
        for (int s = 0; s < 2; s++) {
            long posts = 0;
            boolean unknown = false;
            for (int p = 0; p < JunqiBoard.POSTS; p++) {
                if (cells[p] != Cells.EMPTY && Cells.side(cells[p]) == s) {
                    posts |= 1L << p;
                    unknown |= Cells.kind(cells[p]) == Cells.UNKNOWN;
                }
            }
            if (s >= step) {
                if (posts != 0) {
                    throw new IllegalArgumentException("in the deployment phase " + JunqiRules.side(s)
                            + " has no piece before it deploys");
                }
            } else if (unknown ? viewer < 0 || viewer == s || posts != JunqiBoard.DEPLOYMENT_POSTS[s]
                    : !DeploymentViolation.of(cells, s).isEmpty()) {
                throw new IllegalArgumentException(JunqiRules.side(s) + "'s pieces are not a legal deployment");
            }
        }
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

    /**
     * In play, the legal steps, in the order of their encoded ints; in the deployment phase,
     * every legal layout of the side to deploy, a {@link LegalDeployments} list (far too many
     * to build, with an exact count and a uniform random draw).
     */
    @Override
    public List<Move> legalMoves() {
        List<Move> list = moveList;
        if (list == null) {
            list = viewer < 0 && deployStep != PhaseGraph.END ? LegalDeployments.of(toMove) : new MoveList(moves);
            moveList = list;
        }
        return list;
    }

    /** The legal steps as ints {@code from << 6 | to}, ascending; do not modify. */
    int[] encodedMoves() {
        return moves;
    }

    /**
     * The phase: {@code deploy} with the step of the side to deploy ({@code red}, then
     * {@code blue}), whose one kind of move is {@link JunqiMove.Deploy}; then {@code play},
     * whose one kind is {@link JunqiMove.Step}.
     */
    @Override
    public Phase phase() {
        return deployStep == PhaseGraph.END ? PLAY : DEPLOY_PHASES[deployStep];
    }

    /** Whether the game is still in the deployment phase. */
    public boolean deploying() {
        return deployStep != PhaseGraph.END;
    }

    @Override
    public MoveCheck check(Move move) {
        if (!(move instanceof JunqiMove)) {
            return MoveCheck.illegal(CommonReason.NOT_A_MOVE_OF_THIS_GAME, move + " is not a Junqi move");
        }
        if (viewer >= 0) {
            return MoveCheck.illegal(JunqiReason.VIEW_ONLY, "this is " + JunqiRules.side(viewer)
                    + "'s view; play " + move + " on the full state");
        }
        if (outcome.isOver()) {
            return MoveCheck.illegal(CommonReason.GAME_OVER, "the game is over: " + outcome);
        }
        if (!moveKind().isInstance(move)) { // what phase().allows(move) says, without building the phase
            return MoveCheck.illegal(CommonReason.WRONG_PHASE, (deploying() ? "in the deployment phase "
                    + toMove() + " deploys its pieces; steps come after" : "the deployment phase is over; play "
                    + "moves a piece from post to post") + ", not " + move);
        }
        return deploying() ? checkDeploy(layoutOf(move)) : checkStep(stepOf(move));
    }

    /** The one kind of move the phase allows. */
    private Class<? extends JunqiMove> moveKind() {
        return deploying() ? JunqiMove.Deploy.class : JunqiMove.Step.class;
    }

    /** The layout of a move the deployment phase allows, which is a {@link JunqiMove.Deploy}. */
    private static Deployment layoutOf(Move move) {
        return ((JunqiMove.Deploy) move).layout();
    }

    /** A move that play allows, which is a {@link JunqiMove.Step}. */
    private static JunqiMove.Step stepOf(Move move) {
        return (JunqiMove.Step) move;
    }

    /** Judges a layout for the side to deploy: its rules section 3 violations, the first as the reason. */
    private MoveCheck checkDeploy(Deployment layout) {
        if (layout.side().index() != toMove) {
            return MoveCheck.illegal(CommonReason.NOT_YOUR_TURN, "it is " + toMove() + "'s turn to deploy, not "
                    + layout.side() + "'s");
        }
        Set<DeploymentViolation> violations = layout.violations();
        if (violations.isEmpty()) {
            return MoveCheck.LEGAL;
        }
        DeploymentViolation first = violations.iterator().next(); // an EnumSet: in the order of section 3
        return MoveCheck.illegal(first, layout.side() + "'s deployment breaks " + Deployment.describe(violations)
                + ": " + first.describe());
    }

    private MoveCheck checkStep(JunqiMove.Step step) {
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

    /**
     * Why {@code from-to}, which is not among the legal moves, is illegal: the first rule in the
     * order of {@code docs/rules/junqi.md} ("Why a move is illegal") that forbids it, each asked
     * by its own test, so that a rule added to the move generator without a reason here is
     * found, not named after another rule.
     *
     * @throws IllegalStateException when no rule forbids the step: the move generator and the
     *                               reasons disagree
     */
    JunqiReason diagnose(int from, int to) {
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
            if (!rules.bombMayAttackFlag && kind == Piece.BOMB.ordinal() && target != Cells.EMPTY
                    && Cells.kind(target) == Piece.FLAG.ordinal()) {
                return JunqiReason.BOMB_MAY_NOT_ATTACK_FLAG;
            }
            throw new IllegalStateException(JunqiMove.Step.of(from, to) + " reaches an empty or enemy post that no "
                    + "rule forbids, yet it is not a legal move: the move generator and the reasons disagree");
        }
        if (!JunqiBoard.isRailwayPost(from) || !JunqiBoard.isRailwayPost(to)) {
            return JunqiReason.NOT_REACHABLE;
        }
        if (kind == Piece.ENGINEER.ordinal() || JunqiBoard.onCommonLine(from, to)) {
            return JunqiReason.PATH_BLOCKED; // the railway joins every railway post
        }
        return JunqiReason.NO_TURNING;
    }

    /** The state after {@code move}, played by the rules kernel {@link Position} on a copy of this board. */
    @Override
    public JunqiState apply(Move move) {
        if (check(move) instanceof MoveCheck.Illegal illegal) {
            throw new IllegalMoveException(illegal);
        }
        Position next = new Position(rules, cells.clone(), redOcc, blueOcc, masks, flags, toMove, ply, quiet);
        if (deploying()) {
            next.deploy(toMove, layoutOf(move).cells());
            int after = DEPLOYMENT.node(deployStep).after(JunqiMove.Deploy.class);
            return new JunqiState(next, after, deploys + 1, -1, -1, null, findings);
        }
        JunqiMove.Step step = stepOf(move);
        Combat combat = next.step(step.from(), step.to());
        return new JunqiState(next, deployStep, deploys, step.from(), step.to(), combat, findings);
    }

    @Override
    public Outcome outcome() {
        return outcome;
    }

    @Override
    public long hash() {
        return hash;
    }

    /** Every move of the game, deployments included. */
    @Override
    public int ply() {
        return deploys + ply;
    }

    /**
     * What {@code side} may know (section 7): its own pieces; the enemy's as unknown tokens,
     * from the enemy's deployment on, except its flag while public (no enemy 40 on the board);
     * the last move's posts and which pieces its combat removed; its own deployment findings.
     * Once the game is over, or in open play ({@code open=true}), everything: the state itself.
     */
    @Override
    public JunqiState viewFor(Side side) {
        int s = side.index();
        if (s == viewer || (viewer < 0 && (rules.open || outcome.isOver()))) {
            return this;
        }
        byte[] masked = cells.clone();
        int enemy = 1 - s;
        boolean flagPublic = flagRevealed(JunqiRules.side(enemy));
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
        return new JunqiState(rules, masked, toMove, deployStep, deploys, ply, quiet, lastFrom, lastTo, lastCombat,
                shown, s, commanders, outcome);
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

    /** Consecutive plies of play without an attack, up to now. */
    public int quietPlies() {
        return quiet;
    }

    /** The last step, empty at the setup position and in the deployment phase (a deployment is no step). */
    public Optional<JunqiMove.Step> lastMove() {
        return lastFrom < 0 ? Optional.empty() : Optional.of(JunqiMove.Step.of(lastFrom, lastTo));
    }

    /** What the last move's attack removed; empty if it was no attack (or there was no move). */
    public Optional<Combat> lastCombat() {
        return Optional.ofNullable(lastCombat);
    }

    /** The deployment moves this game has had: 0 for a game set up from a board, 1 while blue deploys, 2 after both. */
    public int deployMoves() {
        return deploys;
    }

    /** Plies of play since the setup position (deployments not counted), as the move limit counts them. */
    public int playPlies() {
        return ply;
    }

    /** The index of the deployment step, {@link PhaseGraph#END} in play; for the sampler. */
    int deployStep() {
        return deployStep;
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

    /**
     * Whether {@code side}'s flag is public: that side has no 40 on the board (section 5);
     * never in the deployment phase.
     */
    public boolean flagRevealed(Side side) {
        return deployStep == PhaseGraph.END && (commanders >>> side.index() & 1) == 0;
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof JunqiState other
                && hash == other.hash
                && toMove == other.toMove
                && deployStep == other.deployStep
                && deploys == other.deploys
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
        return "JunqiState[" + definition().text() + ", " + phase().name() + ", ply " + ply() + ", " + toMove()
                + " to move, " + outcome
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
