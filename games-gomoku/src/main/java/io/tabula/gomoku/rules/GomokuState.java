package io.tabula.gomoku.rules;

import com.google.common.collect.ImmutableList;
import io.tabula.core.CommonReason;
import io.tabula.core.GameDefinition;
import io.tabula.core.GameState;
import io.tabula.core.IllegalMoveException;
import io.tabula.core.Move;
import io.tabula.core.MoveCheck;
import io.tabula.core.Outcome;
import io.tabula.core.Phase;
import io.tabula.core.Side;
import io.tabula.core.StateType;
import io.tabula.core.IllegalReason;
import io.tabula.stones.rows.RowBoard;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;

/**
 * A Gomoku position: one byte per point, the side to move, the outcome, and what the
 * board does not show: the number of passes in succession (option {@code pass}) and,
 * under renju with {@code forbiddenMoves=claim}, whether black's last move was a foul
 * white may claim now and whether an overline foul stands on the board, and where the
 * opening protocol stands (option {@code opening}: its step, who holds black, the declared
 * number of offers and the offers; {@link OpeningRules} plays the opening). Black moves
 * first; in free play the sides alternate. Apply copies the board (a 15x15 board is 225
 * bytes) and checks only the four lines through the new stone.
 *
 * <p>A state also keeps two notes for people: the move that led to it ({@link #lastMove()},
 * which the board marks) and black's latest foul ({@link #lastFoul()}, which
 * {@link #describeOutcome()} names when white wins by it). They are not part of the
 * position: equality, the hash and snapshots leave them out, so a set-up or restored state
 * has neither.
 */
public final class GomokuState implements GameState {
    /** Gomoku's state and move types, for the framework's typed adapters. */
    public static final StateType<GomokuState, GomokuMove> TYPE = StateType.of("gomoku", GomokuState.class,
            GomokuMove.class);

    private final GomokuRules rules;
    private final byte[] cells;
    private final int toMove;
    private final int ply;
    private final int stones;
    private final int passes;
    private final boolean foulToClaim;
    private final boolean overlineStands;
    private final Outcome outcome;
    private final OpeningProgress opening;
    private final long hash;
    private final LastMove lastMove; // null: none known
    private final Foul lastFoul; // null: none known
    private volatile List<Move> legalMoves; // computed on first use; a pure function of the above

    /** The move that led to a state and the colour whose turn it was. */
    public record LastMove(Side side, GomokuMove move) {
        /** The points where the move put stones: one for a stone or a choice, two for a balance, else none. */
        public List<Integer> stones() {
            if (move instanceof GomokuMove.Place place) {
                return List.of(place.point());
            }
            if (move instanceof GomokuMove.Choose choose) {
                return List.of(choose.point());
            }
            if (move instanceof GomokuMove.Balance balance) {
                return List.of(balance.white(), balance.black());
            }
            return List.of();
        }
    }

    GomokuState(GomokuRules rules, byte[] cells, int toMove, int ply, Outcome outcome,
            int passes, boolean foulToClaim, boolean overlineStands, OpeningProgress opening) {
        this(rules, cells, toMove, ply, outcome, passes, foulToClaim, overlineStands, opening, null, null);
    }

    /** As above, with the notes of the move that led here. */
    GomokuState(GomokuRules rules, byte[] cells, int toMove, int ply, Outcome outcome, int passes,
            boolean foulToClaim, boolean overlineStands, OpeningProgress opening, LastMove lastMove, Foul lastFoul) {
        this.rules = rules;
        this.lastMove = lastMove;
        this.lastFoul = lastFoul;
        this.opening = opening;
        this.cells = cells;
        this.toMove = toMove;
        this.ply = ply;
        this.outcome = outcome;
        this.passes = passes;
        this.foulToClaim = foulToClaim;
        this.overlineStands = overlineStands;
        int count = 0;
        long h = rules.zobrist().side(toMove) ^ rules.passKey(passes) ^ rules.foulKey(foulToClaim, overlineStands)
                ^ opening.hash;
        for (int p = 0; p < cells.length; p++) {
            if (cells[p] != Stone.EMPTY) {
                count++;
                h ^= rules.zobrist().piece(p, cells[p] - 1);
            }
        }
        this.stones = count;
        this.hash = h;
    }

    /** The state after a move of {@code before}'s side: a stone on {@code point}, or none ({@code point < 0}). */
    private GomokuState(GomokuState before, byte[] cells, int point, Outcome outcome,
            int passes, boolean foulToClaim, boolean overlineStands, GomokuMove move, Foul lastFoul) {
        this.rules = before.rules;
        this.lastMove = new LastMove(before.toMove(), move);
        this.lastFoul = lastFoul;
        this.opening = before.opening;
        this.cells = cells;
        this.toMove = 1 - before.toMove;
        this.ply = before.ply + 1;
        this.stones = before.stones + (point >= 0 ? 1 : 0);
        this.outcome = outcome;
        this.passes = passes;
        this.foulToClaim = foulToClaim;
        this.overlineStands = overlineStands;
        this.hash = before.hash
                ^ (point >= 0 ? rules.zobrist().piece(point, before.toMove) : 0L)
                ^ rules.zobrist().side(before.toMove)
                ^ rules.zobrist().side(toMove)
                ^ rules.passKey(before.passes) ^ rules.passKey(passes)
                ^ rules.foulKey(before.foulToClaim, before.overlineStands)
                ^ rules.foulKey(foulToClaim, overlineStands);
    }

    /** The empty board with black to move, at the first step of the opening protocol (option {@code opening}). */
    public static GomokuState initial(GameDefinition definition) {
        GomokuRules rules = new GomokuRules(definition);
        OpeningProgress opening = rules.protocol().start() == OpeningStep.PLAY
                ? OpeningProgress.FREE_PLAY : new OpeningProgress(rules.protocol().start(), 0, 0, new int[0]);
        return new GomokuState(rules, new byte[rules.grid().size()], 0, 0, Outcome.ONGOING, 0, false, false, opening);
    }

    /**
     * A position given stone by stone, with the outcome it implies: a colour that has a
     * winning row has won. No passes have been made and no foul was just played; under
     * {@code forbiddenMoves=claim} a black row of six or more is an overline foul that stands.
     * Under an opening protocol the position stands at the step of the protocol's main line
     * (no swaps) that its stones and side to move match, if there is one before any
     * declaration and the stones fit the areas of their moves; otherwise it is in free play.
     * The first player holds black.
     *
     * @throws IllegalArgumentException if both colours have a winning row
     */
    public static GomokuState of(GameDefinition definition, byte[] cells, Side toMove, int ply) {
        GomokuRules rules = new GomokuRules(definition);
        Outcome outcome;
        try {
            // a winning row wins, a full board draws, black left no legal point (where it may not pass) draws
            outcome = rules.kernel(cells, toMove.index(), 0, false, false).judgeSetUp().outcome();
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException("both colours have a winning row; such a position cannot arise", e);
        }
        boolean overline = rules.forbiddenIsClaimed() && !outcome.isOver() && rules.hasBlackOverline(cells);
        int step = outcome.isOver() ? OpeningStep.PLAY
                : rules.protocol().stepForSetup(cells, rules.grid().width(), toMove.index());
        OpeningProgress opening = step == OpeningStep.PLAY
                ? OpeningProgress.FREE_PLAY : new OpeningProgress(step, 0, 0, new int[0]);
        return new GomokuState(rules, cells.clone(), toMove.index(), ply, outcome, 0, false, overline, opening);
    }

    /** A position with a given outcome, as a snapshot records it, with no passes and no foul to claim. */
    public static GomokuState restored(GameDefinition definition, byte[] cells, Side toMove, int ply, Outcome outcome) {
        return restored(definition, cells, toMove, ply, outcome, 0, false, false);
    }

    /**
     * A position with a given outcome, pass count and foul flags, as a snapshot records it.
     *
     * @throws IllegalArgumentException if the pass count or the flags do not fit the rules
     */
    public static GomokuState restored(GameDefinition definition, byte[] cells, Side toMove, int ply, Outcome outcome,
            int passes, boolean foulToClaim, boolean overlineStands) {
        GomokuRules rules = new GomokuRules(definition);
        if (passes < 0 || passes > 2 || (passes > 0 && !rules.passAllowed())) {
            throw new IllegalArgumentException("passes must be " + (rules.passAllowed() ? "0, 1 or 2" : "0 (pass=false)")
                    + ", was " + passes);
        }
        if ((foulToClaim || overlineStands) && !rules.forbiddenIsClaimed()) {
            throw new IllegalArgumentException("a foul to claim needs renju with forbiddenMoves=claim");
        }
        return new GomokuState(rules, cells.clone(), toMove.index(), ply, outcome, passes, foulToClaim, overlineStands,
                OpeningProgress.FREE_PLAY);
    }

    /**
     * A position inside or after the opening protocol, as a snapshot records it: the
     * protocol's step ({@code play} once it is over), which player holds black (0 the first
     * player, 1 the second), the declared number of offers (0 if none) and the offers white
     * is choosing from (only at the {@code choose} step).
     *
     * @throws IllegalArgumentException if a field does not fit the rules or the step
     */
    public static GomokuState restored(GameDefinition definition, byte[] cells, Side toMove, int ply, Outcome outcome,
            int passes, boolean foulToClaim, boolean overlineStands, String openingStep, int blackPlayer,
            int declared, List<Integer> offers) {
        GomokuState plain = restored(definition, cells, toMove, ply, outcome, passes, foulToClaim, overlineStands);
        GomokuRules rules = plain.rules;
        int step = rules.protocol().indexOf(openingStep);
        if (blackPlayer != 0 && blackPlayer != 1) {
            throw new IllegalArgumentException("blackPlayer must be 0 (the first player) or 1, was " + blackPlayer);
        }
        if (declared < 0) {
            throw new IllegalArgumentException("declared must be >= 0, was " + declared);
        }
        if (step != OpeningStep.PLAY && rules.protocol().step(step).colour() != toMove.index()) {
            throw new IllegalArgumentException("at opening step '" + openingStep + "' "
                    + (rules.protocol().step(step).colour() == 0 ? "black" : "white") + " is to move, not " + toMove);
        }
        boolean choosing = step != OpeningStep.PLAY && rules.protocol().step(step).allows(GomokuMove.Choose.class);
        if (choosing == offers.isEmpty()) {
            throw new IllegalArgumentException(choosing ? "the choose step needs the offers white chooses from"
                    : "offers are only kept at the choose step, not at '" + openingStep + "'");
        }
        int[] points = offers.stream().mapToInt(Integer::intValue).sorted().toArray();
        for (int p : points) {
            if (p < 0 || p >= cells.length || cells[p] != Stone.EMPTY) {
                throw new IllegalArgumentException("offer " + p + " is not an empty point of the board");
            }
        }
        return new GomokuState(rules, cells.clone(), toMove.index(), ply, outcome, passes, foulToClaim, overlineStands,
                new OpeningProgress(step, blackPlayer, declared, points));
    }

    public GomokuRules rules() {
        return rules;
    }

    @Override
    public GameDefinition definition() {
        return rules.definition();
    }

    @Override
    public Side toMove() {
        return toMove == 0 ? Stone.BLACK_SIDE : Stone.WHITE_SIDE;
    }

    /** The stone on {@code point}: {@link Stone#EMPTY}, {@link Stone#BLACK} or {@link Stone#WHITE}. */
    public byte stone(int point) {
        return cells[point];
    }

    public int size() {
        return rules.grid().width();
    }

    /** A copy of the board, one byte per point. */
    public byte[] cells() {
        return cells.clone();
    }

    /** Passes in succession that led here: 0, 1, or 2 (the game is then drawn, reason {@code passes}). */
    public int passes() {
        return passes;
    }

    /** Whether black's last move was a forbidden move that white may claim now ({@code forbiddenMoves=claim}). */
    public boolean foulToClaim() {
        return foulToClaim;
    }

    /** Whether an overline foul stands on the board, claimable by white until the game ends ({@code forbiddenMoves=claim}). */
    public boolean overlineStands() {
        return overlineStands;
    }

    /** The move that led here and whose turn it was; empty at the start, at a set-up position and in a restored state. */
    public Optional<LastMove> lastMove() {
        return Optional.ofNullable(lastMove);
    }

    /**
     * Black's latest foul in this game (a forbidden stone under {@code forbiddenMoves=loses}
     * or {@code claim}), if any is known: what a win by {@code forbidden} was won on.
     */
    public Optional<Foul> lastFoul() {
        return Optional.ofNullable(lastFoul);
    }

    /**
     * The outcome in words; a win by black's foul names the foul and where it is ("white
     * wins: black's f8 is a double three"; "white wins by claim: ..." under
     * {@code forbiddenMoves=claim}).
     */
    @Override
    public String describeOutcome() {
        Foul foul = claimedOrLosingFoul();
        if (foul == null) {
            return outcome.toString();
        }
        boolean claimed = lastMove != null && lastMove.move() instanceof GomokuMove.Claim;
        return "white wins" + (claimed ? " by claim" : "") + ": " + foul.describe(size());
    }

    /** The foul a win by {@code forbidden} was won on, or null when it is not known (or the game was not won so). */
    private Foul claimedOrLosingFoul() {
        if (lastFoul == null || !outcome.endedBy(GomokuOutcome.FORBIDDEN)) {
            return null;
        }
        // Claimed while an earlier overline stands, after a later foul of another kind: that foul is not the one.
        boolean standingOverlineClaimed = !foulToClaim && overlineStands;
        return standingOverlineClaimed && lastFoul.kind() != Forbidden.FORBIDDEN_OVERLINE ? null : lastFoul;
    }

    /** Whether {@link GomokuMove#CLAIM} is legal now. */
    public boolean canClaim() {
        return !outcome.isOver() && opening.inPlay() && kernel().canClaim();
    }

    /** The rules kernel standing at this position of free play (a new one, which the caller may play on). */
    RowBoard kernel() {
        return rules.kernel(cells, toMove, passes, foulToClaim, overlineStands);
    }

    @Override
    public List<Move> legalMoves() {
        List<Move> moves = legalMoves;
        if (moves == null) {
            moves = computeLegalMoves();
            legalMoves = moves;
        }
        return moves;
    }

    /** The placements in point order, then {@code claim} when legal, then {@code pass} when allowed. */
    private List<Move> computeLegalMoves() {
        if (outcome.isOver()) {
            return List.of();
        }
        if (!opening.inPlay()) {
            return OpeningRules.legalMoves(this);
        }
        RowBoard kernel = kernel();
        boolean restricted = kernel.restricted();
        Move[] out = new Move[cells.length - stones + 2];
        int n = 0;
        for (int p = 0; p < cells.length; p++) {
            if (cells[p] == Stone.EMPTY && (!restricted || kernel.foul(p) == null)) {
                out[n++] = rules.place(p);
            }
        }
        if (kernel.canClaim()) {
            out[n++] = GomokuMove.CLAIM;
        }
        if (kernel.canPass()) {
            out[n++] = GomokuMove.PASS;
        }
        return ImmutableList.copyOf(Arrays.copyOf(out, n));
    }


    /** Every point where a black stone would be forbidden now, with the reason, in point order. */
    public java.util.SortedMap<Integer, Forbidden> forbiddenPoints() {
        java.util.SortedMap<Integer, Forbidden> out = new java.util.TreeMap<>();
        byte[] scratch = rules.scratch(cells);
        for (int p = 0; p < cells.length; p++) {
            if (cells[p] == Stone.EMPTY) {
                Forbidden verdict = rules.forbiddenInPlace(scratch, p);
                if (verdict.isForbidden()) {
                    out.put(p, verdict);
                }
            }
        }
        return out;
    }

    @Override
    public MoveCheck check(Move move) {
        return check(move, null);
    }

    /** As {@link #check(Move)}, asking {@code kernel} (this position's, or null to make one when needed). */
    private MoveCheck check(Move move, RowBoard kernel) {
        if (!(move instanceof GomokuMove gomokuMove)) {
            return MoveCheck.illegal(CommonReason.NOT_A_MOVE_OF_THIS_GAME, move + " is not a Gomoku move");
        }
        if (outcome.isOver()) {
            return MoveCheck.illegal(CommonReason.GAME_OVER, "the game is over: " + outcome);
        }
        if (!opening.inPlay()) {
            return OpeningRules.check(this, gomokuMove);
        }
        if (OpeningRules.isOpeningAction(gomokuMove)) {
            return MoveCheck.illegal(GomokuIllegal.NOT_ALLOWED_NOW, rules.protocol().stepCount() == 0
                    ? "opening=free has no swaps, declarations, offers or choices"
                    : "the opening protocol is over; only stones" + (rules.passAllowed() ? " and passes" : "")
                            + " are played now");
        }
        if (gomokuMove instanceof GomokuMove.Pass) {
            return rules.passAllowed() ? MoveCheck.LEGAL : MoveCheck.illegal(GomokuIllegal.PASS_NOT_ALLOWED);
        }
        if (gomokuMove instanceof GomokuMove.Claim) {
            return checkClaim(kernel == null ? kernel() : kernel);
        }
        return checkPlace(((GomokuMove.Place) gomokuMove).point(), kernel);
    }

    private MoveCheck checkClaim(RowBoard kernel) {
        if (!rules.forbiddenIsClaimed()) {
            return MoveCheck.illegal(GomokuIllegal.CLAIM_NOT_ALLOWED);
        }
        if (kernel.canClaim()) {
            return MoveCheck.LEGAL;
        }
        return MoveCheck.illegal(GomokuIllegal.NO_FOUL_TO_CLAIM, toMove != 1 ? "only white claims, and black is to move"
                : "black's last move was not forbidden and no overline stands on the board");
    }

    private MoveCheck checkPlace(int point, RowBoard kernel) {
        if (point < 0 || point >= cells.length) {
            return MoveCheck.illegal(CommonReason.OFF_BOARD, "point " + point + " is not on the board");
        }
        if (cells[point] != Stone.EMPTY) {
            return MoveCheck.illegal(CommonReason.OCCUPIED, "the point is occupied");
        }
        if (!rules.forbiddenIsIllegal()) {
            return MoveCheck.LEGAL; // every empty point takes a stone: no kernel needed to say so
        }
        IllegalReason foul = (kernel == null ? kernel() : kernel).foul(point);
        return foul == null ? MoveCheck.LEGAL : MoveCheck.illegal(foul);
    }

    @Override
    public GomokuState apply(Move move) {
        if (!opening.inPlay() || outcome.isOver()) {
            if (check(move) instanceof MoveCheck.Illegal illegal) {
                throw new IllegalMoveException(illegal);
            }
            return OpeningRules.apply(this, TYPE.move(move));
        }
        RowBoard kernel = kernel();
        if (check(move, kernel) instanceof MoveCheck.Illegal illegal) {
            throw new IllegalMoveException(illegal);
        }
        GomokuMove gomoku = TYPE.move(move);
        int point = -1;
        if (gomoku instanceof GomokuMove.Place place) {
            point = place.point();
            kernel.place(point);
        } else if (gomoku instanceof GomokuMove.Claim) {
            kernel.claim();
        } else {
            kernel.pass();
        }
        IllegalReason foul = kernel.lastFoul();
        return new GomokuState(this, point < 0 ? cells : kernel.stones(), point, kernel.outcome(), kernel.passes(),
                kernel.foulToClaim(), kernel.foulStands(), gomoku, foul instanceof Forbidden verdict
                        ? new Foul(point, verdict) : lastFoul);
    }

    /**
     * As the framework's default, but applying only the moves that can win at once. In play
     * they are a stone that makes a winning row (the kernel judges the row: exactly five,
     * caro's blocked ends) and white's claim of a foul; a pass never wins, and black's foul
     * wins for white. In the opening protocol, every move.
     */
    @Override
    public Optional<Move> winningMove() {
        if (outcome.isOver() || !opening.inPlay()) {
            return GameState.super.winningMove();
        }
        RowBoard kernel = kernel();
        for (Move move : legalMoves()) {
            boolean mayWin = move instanceof GomokuMove.Place place ? kernel.makesRow(place.point())
                    : move instanceof GomokuMove.Claim;
            if (mayWin && GameState.winsAtOnce(this, move)) {
                return Optional.of(move);
            }
        }
        return Optional.empty();
    }

    @Override
    public int playerToAct() {
        if (!opening.inPlay() && rules.protocol().step(opening.step).firstPlayerActs()) {
            return 0;
        }
        return holder(toMove);
    }

    @Override
    public int playerOf(Side side) {
        return holder(side.index());
    }

    private int holder(int colour) {
        return colour == 0 ? opening.blackPlayer : 1 - opening.blackPlayer;
    }

    /**
     * The opening protocol's current step as a phase (its id, the player who decides, the
     * kinds of move it allows, what it asks), then ordinary play.
     */
    @Override
    public Phase phase() {
        return opening.inPlay() ? rules.playPhase() : rules.protocol().phase(opening.step, List.of(playerToAct()));
    }

    /** The opening protocol's current step ({@code b1}, {@code w4}, {@code offer}, ...), or {@code play} once it is over. */
    public String openingStep() {
        return opening.inPlay() ? Phase.PLAY : rules.protocol().step(opening.step).id();
    }

    /** Which player holds black now: 0 the first player, 1 after an odd number of swaps. */
    public int blackPlayer() {
        return opening.blackPlayer;
    }

    /** The declared number of fifth-move offers (Yamaguchi, Soosõrv), or 0 if none was declared. */
    public int declaredOffers() {
        return opening.declared;
    }

    /** The fifth-move offers white is choosing from, in point order; empty except at the choose step. */
    public List<Integer> offers() {
        return Arrays.stream(opening.offers).boxed().toList();
    }

    OpeningProgress opening() {
        return opening;
    }

    byte[] board() {
        return cells;
    }

    int stoneCount() {
        return stones;
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

    @Override
    public boolean equals(Object o) {
        return o instanceof GomokuState other
                && hash == other.hash
                && toMove == other.toMove
                && ply == other.ply
                && passes == other.passes
                && foulToClaim == other.foulToClaim
                && overlineStands == other.overlineStands
                && opening.equals(other.opening)
                && outcome.equals(other.outcome)
                && Arrays.equals(cells, other.cells)
                && rules.definition().equals(other.rules.definition());
    }

    @Override
    public int hashCode() {
        return Long.hashCode(hash);
    }

    @Override
    public String toString() {
        return "GomokuState[" + definition().text() + ", ply " + ply + ", " + toMove() + " to move, " + outcome
                + (passes > 0 ? ", " + passes + " pass(es)" : "") + (foulToClaim ? ", foul to claim" : "")
                + (overlineStands ? ", overline stands" : "")
                + (opening.inPlay() ? "" : ", opening step " + openingStep())
                + (opening.blackPlayer == 1 ? ", colours swapped" : "") + "]";
    }
}
