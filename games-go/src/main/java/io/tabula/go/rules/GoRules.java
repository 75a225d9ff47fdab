package io.tabula.go.rules;

import com.google.common.collect.ImmutableList;
import io.tabula.core.Phase;
import java.util.Set;
import io.tabula.core.GameDefinition;
import io.tabula.core.Outcome;
import io.tabula.hash.Zobrist;
import io.tabula.stones.chains.ChainLayout;
import io.tabula.stones.chains.ChainRules;
import io.tabula.stones.chains.Repetition;
import io.tabula.topology.Topology;
import java.math.BigDecimal;

/**
 * Everything fixed by a Go definition, computed once and shared by the states of a game:
 * the board ({@link GoTopology}) and its memory layout, option values, the chain block's
 * rules ({@link ChainRules}: suicide, the repetition the ko rule forbids, the Zobrist keys of
 * the stones), and one {@link GoMove.Place} per point. {@link #of} finds the rules of a
 * definition, made once by its module.
 */
public final class GoRules {
    private final GameDefinition definition;
    private final GoTopology board;
    private final ChainLayout layout;
    private final ChainRules chainRules;
    private final Zobrist zobrist;
    private final ImmutableList<GoMove.Place> places;
    private final KoRule ko;
    private final boolean suicide;
    private final Scoring scoring;
    private final BigDecimal komi;
    private final int handicap;
    private final HandicapPlacement placement;
    private final Phase playPhase;
    private final HandicapBonus bonus;
    private final long[] repetitionSideKeys; // null under simple ko
    private final int komiHalves;
    private final Outcome blackWins;
    private final Outcome whiteWins;
    private final Outcome drawn;

    /** The rules of {@code definition} on {@code board}; {@link #of} gives the ones its module made. */
    public GoRules(GameDefinition definition, GoTopology board) {
        this.definition = definition;
        this.board = board;
        this.layout = ChainLayout.of(board.topology());
        int points = board.points();
        // piece kinds: 0 black stone, 1 white stone, 2 ko point, 3..4 passes-in-a-row, 5 handicap stones left
        this.zobrist = new Zobrist(points + 16, 6, 2, 0x600D_60L);
        ImmutableList.Builder<GoMove.Place> builder = ImmutableList.builderWithExpectedSize(points);
        for (int p = 0; p < points; p++) {
            builder.add(new GoMove.Place(p));
        }
        this.places = builder.build();
        this.ko = definition.get(GoOptions.KO);
        this.suicide = definition.get(GoOptions.SUICIDE);
        this.scoring = definition.get(GoOptions.SCORING);
        this.komi = definition.get(GoOptions.KOMI);
        this.komiHalves = komi.multiply(BigDecimal.valueOf(2)).intValueExact();
        this.blackWins = Outcome.win(Stones.BLACK_SIDE, GoOutcome.SCORE);
        this.whiteWins = Outcome.win(Stones.WHITE_SIDE, GoOutcome.SCORE);
        this.drawn = Outcome.draw(GoOutcome.SCORE);
        this.handicap = definition.get(GoOptions.HANDICAP);
        this.placement = definition.get(GoOptions.HANDICAP_PLACEMENT);
        this.bonus = definition.get(GoOptions.WHITE_HANDICAP_BONUS);
        // The one place that reads the ko rule: what a position is, for the repetitions it forbids.
        this.repetitionSideKeys = switch (ko) {
            case SIMPLE -> null; // only the ko point, which the board keeps
            case POSITIONAL_SUPERKO -> new long[2]; // the board alone
            case SITUATIONAL_SUPERKO -> new long[] {zobrist.side(0), zobrist.side(1)}; // the board and the side to move
        };
        this.playPhase = Phase.play(definition.type(), Set.of(GoMove.Place.class, GoMove.Pass.class,
                GoMove.Resign.class));
        long[] stoneKeys = new long[2 * points];
        for (int p = 0; p < points; p++) {
            stoneKeys[p] = stoneKey(p, Stones.BLACK);
            stoneKeys[points + p] = stoneKey(p, Stones.WHITE);
        }
        this.chainRules = new ChainRules(layout, 2, stoneKeys, suicide, switch (ko) {
            case SIMPLE -> Repetition.NONE;
            case POSITIONAL_SUPERKO -> Repetition.POSITIONAL;
            case SITUATIONAL_SUPERKO -> Repetition.SITUATIONAL;
        }, repetitionSideKeys);
    }

    /**
     * The rules of {@code definition}, as its module made them once (a {@link GoRulesProvider});
     * new ones on the board its options {@code size} and {@code topology} name otherwise.
     */
    public static GoRules of(GameDefinition definition) {
        if (definition.module() instanceof GoRulesProvider provider) {
            return provider.rules(definition);
        }
        return new GoRules(definition, GoTopology.of(definition.get(GoOptions.TOPOLOGY), definition.get(GoOptions.SIZE)));
    }

    /** Ordinary play: a stone, a pass or resignation. */
    public Phase playPhase() {
        return playPhase;
    }

    public GameDefinition definition() {
        return definition;
    }

    /** The board: its topology and the names of its points. */
    public GoTopology board() {
        return board;
    }

    /** Which points touch (points {@code 0 .. points - 1}; on the built-in boards {@code y * size + x}). */
    public Topology topology() {
        return board.topology();
    }

    /** The option {@code topology}'s shape of the board, or null on a board of the user's. */
    public BoardTopology shape() {
        return board.shape();
    }

    /**
     * The number of points on a side of a built-in board.
     *
     * @throws IllegalStateException on a board of the user's, which has no side
     */
    public int size() {
        return board.size();
    }

    /** The number of points. */
    public int points() {
        return board.points();
    }

    /** The cells and neighbour table in which states and the kernel store stones. */
    public ChainLayout layout() {
        return layout;
    }

    /** The chain block's rules of this definition: suicide, the repetition forbidden, the stones' keys. */
    public ChainRules chainRules() {
        return chainRules;
    }

    public GoMove.Place place(int point) {
        return places.get(point);
    }

    public KoRule ko() {
        return ko;
    }

    public boolean suicideAllowed() {
        return suicide;
    }

    public Scoring scoring() {
        return scoring;
    }

    public BigDecimal komi() {
        return komi;
    }

    /** Komi in half points (komi is a multiple of 0.5). */
    int komiHalves() {
        return komiHalves;
    }

    /** The outcome of a count whose margin for black is {@code halves} half points ({@link Score#outcome}). */
    Outcome outcomeOfHalves(int halves) {
        return halves > 0 ? blackWins : halves < 0 ? whiteWins : drawn;
    }

    public int handicap() {
        return handicap;
    }

    public HandicapPlacement handicapPlacement() {
        return placement;
    }

    /** Points white gets for the handicap; counted under area scoring only. */
    public int handicapBonus() {
        return switch (scoring) {
            case AREA -> bonus.points(handicap);
            case TERRITORY -> 0;
        };
    }

    /** Whether a stone may not recreate an earlier position (the superko rules). */
    boolean forbidsRepetition() {
        return repetitionSideKeys != null;
    }

    /**
     * What the ko rule remembers of a board with {@code sideToMove} to move: the board's
     * hash under positional superko, the board's and the side's under situational superko,
     * 0 under simple ko (which remembers nothing).
     */
    long positionKey(long boardHash, int sideToMove) {
        return repetitionSideKeys == null ? 0 : boardHash ^ repetitionSideKeys[sideToMove];
    }

    /** The keys {@link #positionKey} XORs into a board hash, by side to move; null under simple ko. */
    long[] repetitionSideKeys() {
        return repetitionSideKeys == null ? null : repetitionSideKeys.clone();
    }

    long stoneKey(int point, byte stone) {
        return zobrist.piece(point, stone - 1);
    }

    long sideKey(int side) {
        return zobrist.side(side);
    }

    long koKey(int point) {
        return zobrist.piece(point, 2);
    }

    long passesKey(int passes) {
        return passes == 0 ? 0 : zobrist.piece(board.points() + passes, 3);
    }

    long handicapLeftKey(int left) {
        return left == 0 ? 0 : zobrist.piece(board.points() + left, 5);
    }
}
