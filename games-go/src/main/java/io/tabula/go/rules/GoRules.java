package io.tabula.go.rules;

import com.google.common.collect.ImmutableList;
import io.tabula.core.Phase;
import java.util.Set;
import io.tabula.core.GameDefinition;
import io.tabula.hash.Zobrist;
import io.tabula.topology.Topology;
import java.math.BigDecimal;

/**
 * Everything fixed by a Go definition, computed once and shared by the states of a game:
 * the board's topology and memory layout, option values, Zobrist keys and one {@link GoMove.Place} per point.
 */
public final class GoRules {
    private final GameDefinition definition;
    private final int size;
    private final BoardLayout layout;
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

    public GoRules(GameDefinition definition) {
        this.definition = definition;
        this.size = definition.get(GoOptions.SIZE);
        this.layout = new BoardLayout(definition.get(GoOptions.TOPOLOGY), size);
        Topology board = layout.topology();
        // piece kinds: 0 black stone, 1 white stone, 2 ko point, 3..4 passes-in-a-row, 5 handicap stones left
        this.zobrist = new Zobrist(board.points() + 16, 6, 2, 0x600D_60L);
        ImmutableList.Builder<GoMove.Place> builder = ImmutableList.builderWithExpectedSize(board.points());
        for (int p = 0; p < board.points(); p++) {
            builder.add(new GoMove.Place(p));
        }
        this.places = builder.build();
        this.ko = definition.get(GoOptions.KO);
        this.suicide = definition.get(GoOptions.SUICIDE);
        this.scoring = definition.get(GoOptions.SCORING);
        this.komi = definition.get(GoOptions.KOMI);
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
    }

    /** Ordinary play: a stone, a pass or resignation. */
    public Phase playPhase() {
        return playPhase;
    }

    public GameDefinition definition() {
        return definition;
    }

    /** The board's neighbours and point names ({@code size x size} points, {@code y * size + x}). */
    public Topology topology() {
        return layout.topology();
    }

    /** Which topology the board has (option {@code topology}). */
    public BoardTopology shape() {
        return layout.shape();
    }

    /** The number of points on a side. */
    public int size() {
        return size;
    }

    /** The cells and neighbour table in which states and the kernel store stones. */
    BoardLayout layout() {
        return layout;
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
        return passes == 0 ? 0 : zobrist.piece(size * size + passes, 3);
    }

    long handicapLeftKey(int left) {
        return left == 0 ? 0 : zobrist.piece(size * size + left, 5);
    }
}
