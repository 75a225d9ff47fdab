package io.tabula.gomoku.rules;

import com.google.common.collect.ImmutableList;
import io.tabula.core.Move;
import io.tabula.core.Phase;
import java.util.LinkedHashSet;
import java.util.Set;
import io.tabula.core.GameDefinition;
import io.tabula.gomoku.geometry.SymmetryRule;
import io.tabula.core.IllegalReason;
import io.tabula.hash.Zobrist;
import io.tabula.stones.rows.PlacementRule;
import io.tabula.stones.rows.RowBoard;
import io.tabula.stones.rows.RowLines;
import io.tabula.stones.rows.RowOutcome;
import io.tabula.stones.rows.RowRule;
import io.tabula.stones.rows.RowRules;
import io.tabula.topology.Grid;
import java.util.Arrays;
import java.util.List;
import java.util.SplittableRandom;

/**
 * Everything fixed by a definition, computed once and shared by all states of a game: the
 * row blocks Gomoku plays by ({@link RowRules}: five in a row, exactly or more per the rule,
 * caro's blocked rows, renju's forbidden points for black as a {@link PlacementRule} under
 * the policy of {@code forbiddenMoves}, passes), on which {@link RowBoard}, the one rules
 * kernel of free play, plays; the Zobrist keys; the opening protocol; and one
 * {@link GomokuMove.Place} per point (so move generation allocates no moves).
 */
public final class GomokuRules {
    private final GameDefinition definition;
    private final Grid grid;
    private final GomokuTopology shape;
    private final RowRules blocks;
    private final RowLines lines;
    private final RenjuForbidden forbiddenRule; // null when black has no forbidden moves
    private final ForbiddenMoves forbiddenPolicy;
    private final boolean passAllowed;
    private final boolean caro;
    private final Zobrist zobrist;
    private final long[] passKeys; // by consecutive passes 0, 1, 2; key 0 is 0
    private final long foulToClaimKey;
    private final long overlineStandsKey;
    private final ImmutableList<GomokuMove.Place> places;
    private final OpeningProtocol protocol;
    private final SymmetryRule offerSymmetry;
    private final Phase playPhase;

    public GomokuRules(GameDefinition definition) {
        this.definition = definition;
        int size = definition.get(GomokuOptions.SIZE);
        this.grid = Grid.square(size);
        GomokuRule rule = definition.get(GomokuOptions.RULE);
        this.caro = rule == GomokuRule.CARO;
        this.forbiddenRule = rule.hasForbiddenMoves() ? new RenjuForbidden(grid) : null;
        this.forbiddenPolicy = definition.get(GomokuOptions.FORBIDDEN_MOVES);
        this.passAllowed = definition.get(GomokuOptions.PASS);
        this.shape = definition.get(GomokuOptions.TOPOLOGY);
        RowRules.Builder row = RowRules.builder(shape.of(size), definition.type().sides()).row(row(definition, rule))
                .passes(passAllowed, 2).zobristSeed(0x60_4D_0C_0DL)
                .reason(RowOutcome.ROW, GomokuOutcome.FIVE)
                .reason(RowOutcome.BOARD_FULL, GomokuOutcome.BOARD_FULL)
                .reason(RowOutcome.FOUL, GomokuOutcome.FORBIDDEN)
                .reason(RowOutcome.NO_LEGAL_MOVE, GomokuOutcome.NO_LEGAL_MOVE)
                .reason(RowOutcome.PASSES, GomokuOutcome.PASSES);
        if (forbiddenRule != null) {
            row.placement(new Renju(forbiddenRule, switch (forbiddenPolicy) {
                case LOSES -> PlacementRule.Policy.LOSES;
                case ILLEGAL -> PlacementRule.Policy.ILLEGAL;
                case CLAIM -> PlacementRule.Policy.CLAIMED;
            }));
        }
        this.blocks = row.build();
        this.lines = blocks.lines();
        this.zobrist = blocks.zobrist();
        SplittableRandom keys = new SplittableRandom(0x9A_55_C1_A1L);
        this.passKeys = new long[] {0L, keys.nextLong(), keys.nextLong()};
        this.foulToClaimKey = keys.nextLong();
        this.overlineStandsKey = keys.nextLong();
        ImmutableList.Builder<GomokuMove.Place> builder = ImmutableList.builderWithExpectedSize(grid.size());
        for (int p = 0; p < grid.size(); p++) {
            builder.add(new GomokuMove.Place(p));
        }
        this.places = builder.build();
        OpeningRule opening = definition.get(GomokuOptions.OPENING);
        int offers = definition.get(GomokuOptions.OPENING_OFFERS);
        int fixedOffers = opening == OpeningRule.TARAGUCHI ? (offers == 0 ? 10 : offers) : 2;
        int declareMax = switch (opening) {
            case SOOSORV -> offers == 0 ? 8 : offers;
            case YAMAGUCHI -> offers == 0 ? GomokuOptions.maximumOffers(size) : offers;
            default -> 0;
        };
        this.protocol = OpeningProtocol.of(opening, fixedOffers, declareMax, passAllowed);
        this.offerSymmetry = definition.get(GomokuOptions.OFFER_SYMMETRY);
        Set<Class<? extends Move>> inPlay = new LinkedHashSet<>();
        inPlay.add(GomokuMove.Place.class);
        if (passAllowed) {
            inPlay.add(GomokuMove.Pass.class);
        }
        if (forbiddenIsClaimed()) {
            inPlay.add(GomokuMove.Claim.class);
        }
        this.playPhase = Phase.play(definition.type(), inPlay);
    }

    /** Five in a row: exactly five or more per the rule, caro's rows blocked at both ends void. */
    private static RowRule row(GameDefinition definition, GomokuRule rule) {
        return switch (rule) {
            case FREESTYLE -> RowRule.orMore(5);
            case STANDARD -> RowRule.exactly(5);
            case RENJU -> new RowRule(5, 1 << 1, false, false); // white's overlines win, black's do not
            case CARO -> new RowRule(5, definition.get(GomokuOptions.CARO_OVERLINE) ? RowRule.ALL_SIDES : 0, true,
                    definition.get(GomokuOptions.CARO_EDGE_BLOCKS));
        };
    }

    /**
     * Black's forbidden points as a placement rule: black alone is restricted; what a
     * forbidden stone does is the policy of {@code forbiddenMoves}; an overline foul stands
     * on the board, claimable until the game ends.
     */
    private record Renju(RenjuForbidden forbidden, Policy policy) implements PlacementRule {
        @Override
        public boolean restricts(RowBoard board, int side) {
            return side == 0;
        }

        @Override
        public IllegalReason refuse(RowBoard board, int side, int point) {
            Forbidden verdict = forbidden.check(board, point);
            return verdict.isForbidden() ? verdict : null;
        }

        @Override
        public boolean persists(IllegalReason reason) {
            return reason == Forbidden.FORBIDDEN_OVERLINE;
        }
    }

    /** The row blocks free play is played by. */
    public RowRules blocks() {
        return blocks;
    }

    /**
     * The rules kernel standing at a position of free play: {@code cells} (copied),
     * {@code side} to move, the passes in succession, and the fouls white may claim.
     */
    RowBoard kernel(byte[] cells, int side, int passes, boolean foulToClaim, boolean overlineStands) {
        return new RowBoard(blocks, cells, side).setPasses(passes).setFouls(foulToClaim, overlineStands, 1);
    }

    /** Free play: stones, and passes and claims where the options allow them. */
    Phase playPhase() {
        return playPhase;
    }

    /** The opening protocol's steps (option {@code opening}). */
    OpeningProtocol protocol() {
        return protocol;
    }

    /** Which maps make two fifth-move offers symmetric (option {@code offerSymmetry}). */
    public SymmetryRule offerSymmetry() {
        return offerSymmetry;
    }

    public GameDefinition definition() {
        return definition;
    }

    /**
     * The square grid of the board's points: their coordinates and names, the opening's areas
     * and symmetries. On a torus ({@link #isSquare} false) the board's lines wrap and this
     * grid's do not, so rules that walk lines use {@link #blocks()}; the threat analysis,
     * the solvers and the Gomocup brain, which walk this grid, play on the square board only.
     */
    public Grid grid() {
        return grid;
    }

    /** The board's shape (option {@code topology}). */
    public GomokuTopology shape() {
        return shape;
    }

    /** Whether the board is the square one, with edges (option {@code topology=square}). */
    public boolean isSquare() {
        return shape == GomokuTopology.SQUARE;
    }

    public Zobrist zobrist() {
        return zobrist;
    }

    /** The shared move placing a stone on {@code point}. */
    public GomokuMove.Place place(int point) {
        return places.get(point);
    }

    List<GomokuMove.Place> places() {
        return places;
    }

    /** Whether black has forbidden moves under these rules. */
    public boolean hasForbiddenMoves() {
        return forbiddenRule != null;
    }

    /** Whether a forbidden move is rejected (rather than losing the game). */
    public boolean forbiddenIsIllegal() {
        return forbiddenRule != null && forbiddenPolicy == ForbiddenMoves.ILLEGAL;
    }

    /** Whether a forbidden move loses at once ({@code forbiddenMoves=loses} under renju). */
    public boolean forbiddenLoses() {
        return forbiddenRule != null && forbiddenPolicy == ForbiddenMoves.LOSES;
    }

    /** Whether a forbidden move stands until white claims it ({@code forbiddenMoves=claim} under renju). */
    public boolean forbiddenIsClaimed() {
        return forbiddenRule != null && forbiddenPolicy == ForbiddenMoves.CLAIM;
    }

    /** Whether the side to move may pass (option {@code pass}). */
    public boolean passAllowed() {
        return passAllowed;
    }

    /** Whether a winning row must be open at one end at least (rule {@code caro}). */
    public boolean isCaro() {
        return caro;
    }

    /** Hash key of the number of passes in succession (0, 1 or 2); 0 for none. */
    long passKey(int passes) {
        return passKeys[passes];
    }

    long foulKey(boolean foulToClaim, boolean overlineStands) {
        return (foulToClaim ? foulToClaimKey : 0L) ^ (overlineStands ? overlineStandsKey : 0L);
    }

    /**
     * Whether black on empty {@code point} would be forbidden, and why; always
     * {@link Forbidden#NONE} for rules without forbidden moves. {@code cells} is not changed.
     */
    public Forbidden forbidden(byte[] cells, int point) {
        return forbiddenRule == null ? Forbidden.NONE : forbiddenRule.check(scratch(cells), point);
    }

    /** A board for the forbidden check: {@code cells} copied, with the border byte after them. */
    byte[] scratch(byte[] cells) {
        byte[] board = Arrays.copyOf(cells, grid.size() + 1);
        board[grid.size()] = RowBoard.BORDER;
        return board;
    }

    /** As {@link #forbidden}, on a board of {@link #scratch} the caller owns (no copy). */
    Forbidden forbiddenInPlace(byte[] scratch, int point) {
        return forbiddenRule == null ? Forbidden.NONE : forbiddenRule.check(scratch, point);
    }

    /**
     * Whether the stone of {@code colour} on {@code point} makes a winning row on some line
     * through it. Under caro a row whose two ends are both blocked (an opponent stone, or
     * the edge when {@code caroEdgeBlocks}) does not win.
     */
    public boolean makesFive(byte[] cells, int point, byte colour) {
        return blocks.row().makesRow(lines, cells, point, colour - 1);
    }

    /** The length of the unbroken row of {@code colour} through {@code point} along {@code axis} (0 to 3), the point counted. */
    public int rowThrough(byte[] cells, int point, int axis, byte colour) {
        return lines.rowThrough(cells, point, axis, colour);
    }

    /** Whether black has an unbroken row of six or more somewhere on {@code cells}. */
    boolean hasBlackOverline(byte[] cells) {
        for (int p = 0; p < grid.size(); p++) {
            if (cells[p] != Stone.BLACK) {
                continue;
            }
            for (int axis = 0; axis < lines.axes(); axis++) {
                if (lines.rowThrough(cells, p, axis, Stone.BLACK) >= 6) {
                    return true;
                }
            }
        }
        return false;
    }
}
