package io.tabula.gomoku.rules;

import com.google.common.collect.ImmutableList;
import io.tabula.core.Move;
import io.tabula.core.Phase;
import java.util.LinkedHashSet;
import java.util.Set;
import io.tabula.core.GameDefinition;
import io.tabula.gomoku.geometry.SymmetryRule;
import io.tabula.hash.Zobrist;
import io.tabula.topology.Direction;
import io.tabula.topology.Grid;
import java.util.List;
import java.util.SplittableRandom;

/**
 * Everything fixed by a definition, computed once and shared by all states of a game:
 * the grid, the win rule part, the Zobrist keys and one {@link GomokuMove.Place} per
 * point (so move generation allocates no moves).
 */
public final class GomokuRules {
    private final GameDefinition definition;
    private final Grid grid;
    private final FiveRule fiveRule;
    private final RenjuForbidden forbiddenRule; // null when black has no forbidden moves
    private final ForbiddenMoves forbiddenPolicy;
    private final boolean passAllowed;
    private final boolean caro;
    private final boolean caroEdgeBlocks;
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
        this.caroEdgeBlocks = definition.get(GomokuOptions.CARO_EDGE_BLOCKS);
        this.fiveRule = caro
                ? (definition.get(GomokuOptions.CARO_OVERLINE) ? FiveRule.FIVE_OR_MORE : FiveRule.EXACTLY_FIVE)
                : rule.fiveRule();
        this.forbiddenRule = rule.hasForbiddenMoves() ? new RenjuForbidden(grid) : null;
        this.forbiddenPolicy = definition.get(GomokuOptions.FORBIDDEN_MOVES);
        this.passAllowed = definition.get(GomokuOptions.PASS);
        this.zobrist = new Zobrist(grid.size(), 2, 2, 0x60_4D_0C_0DL);
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

    public Grid grid() {
        return grid;
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
        return forbiddenRule == null ? Forbidden.NONE : forbiddenRule.check(cells.clone(), point);
    }

    /** As {@link #forbidden}, working in place on a scratch board the caller owns (no copy). */
    Forbidden forbiddenInPlace(byte[] scratch, int point) {
        return forbiddenRule == null ? Forbidden.NONE : forbiddenRule.check(scratch, point);
    }

    /**
     * Whether the stone of {@code colour} on {@code point} makes a winning row on some line
     * through it. Under caro a row whose two ends are both blocked (an opponent stone, or
     * the edge when {@code caroEdgeBlocks}) does not win.
     */
    public boolean makesFive(byte[] cells, int point, byte colour) {
        for (Direction axis : Direction.LINE_AXES) {
            int length = KInARow.rowThrough(grid, cells, point, axis, colour);
            if (length < 5 || !fiveRule.wins(length, colour)) {
                continue;
            }
            int ahead = grid.run(cells, point, axis, colour); // the row's ends, for caro
            int back = length - 1 - ahead;
            if (!(caro && blocks(cells, grid.walk(point, axis, ahead + 1), colour)
                    && blocks(cells, grid.walk(point, axis.opposite(), back + 1), colour))) {
                return true;
            }
        }
        return false;
    }

    /** Under caro, whether the point just beyond an end of a row of {@code colour} blocks it. */
    private boolean blocks(byte[] cells, int end, byte colour) {
        return end == Grid.OFF ? caroEdgeBlocks : cells[end] != Stone.EMPTY && cells[end] != colour;
    }

    /** Whether black has an unbroken row of six or more somewhere on {@code cells}. */
    boolean hasBlackOverline(byte[] cells) {
        for (int p = 0; p < cells.length; p++) {
            if (cells[p] != Stone.BLACK) {
                continue;
            }
            for (Direction axis : Direction.LINE_AXES) {
                if (KInARow.rowThrough(grid, cells, p, axis, Stone.BLACK) >= 6) {
                    return true;
                }
            }
        }
        return false;
    }
}
