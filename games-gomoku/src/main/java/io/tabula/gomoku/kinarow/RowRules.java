package io.tabula.gomoku.kinarow;

import com.google.common.collect.ImmutableList;
import io.tabula.core.GameDefinition;
import io.tabula.core.TurnPlan;
import io.tabula.gomoku.rules.KInARow;
import io.tabula.hash.Zobrist;
import io.tabula.topology.Grid;
import java.util.SplittableRandom;

/**
 * The blocks a k-in-a-row game is made of, fixed by its definition and shared by all its
 * states: a square board, the winning row ({@link KInARow}), how many stones each turn
 * holds ({@link TurnPlan}), Pente's pair captures ({@link PairCapture}, on when
 * {@code capturesToWin > 0}), Pente's tournament opening ({@link TournamentOpening}) and
 * five-replaces' stocks ({@link StoneStocks}). A variant is a choice of these; Connect6 is
 * {@code k=6}, overlines win, {@code TurnPlan.of(List.of(1), 2)}, no captures.
 */
public final class RowRules {
    private static final int MAX_CAPTURE_KEYS = 64;

    private final GameDefinition definition;
    private final int size;
    private final Grid grid;
    private final KInARow row;
    private final TurnPlan plan;
    private final int capturesToWin;
    private final PairCapture pairCapture;             // null without captures
    private final TournamentOpening tournamentOpening; // null without the tournament rule
    private final StoneStocks stocks;                  // null without stocks (all but 玩法二)
    private final Zobrist zobrist;
    private final long[] moveInTurnKeys;
    private final long[][] captureKeys; // [side][pairs captured], key 0 is 0
    private final long openingKey;
    private final long[][] stockKeys; // [side][stones left]; empty without stocks
    private final long replacingKey;
    private final ImmutableList<RowMove> places;

    /**
     * @param size              side of the square board
     * @param k                 the winning row's length
     * @param overlineWins      whether a longer row wins too
     * @param plan              the stones of each turn
     * @param capturesToWin     pairs whose capture wins (Pente); 0 for a game without captures
     * @param tournamentOpening Pente's rule for the first player's first two stones (needs an odd size)
     */
    public RowRules(GameDefinition definition, int size, int k, boolean overlineWins, TurnPlan plan, int capturesToWin,
            boolean tournamentOpening) {
        this(definition, size, k, overlineWins, plan, capturesToWin, tournamentOpening, null);
    }

    /**
     * As above, with stocks: a game in which a winning row earns a replacement rather than
     * the game, and the first side to place all its stones wins (玩法二). Such a game has
     * one stone a turn, no captures and no tournament opening.
     *
     * @param stocks the stocks and replacement rule, or null for a game without them
     */
    public RowRules(GameDefinition definition, int size, int k, boolean overlineWins, TurnPlan plan, int capturesToWin,
            boolean tournamentOpening, StoneStocks stocks) {
        if (stocks != null && (capturesToWin > 0 || tournamentOpening || !plan.equals(TurnPlan.ONE_MOVE))) {
            throw new IllegalArgumentException("stocks go with one stone a turn, no captures and no opening rule");
        }
        this.stocks = stocks;
        this.definition = definition;
        this.size = size;
        this.grid = Grid.square(size);
        this.row = new KInARow(grid, k, overlineWins);
        this.plan = plan;
        this.capturesToWin = capturesToWin;
        this.pairCapture = capturesToWin > 0 ? new PairCapture(grid) : null;
        this.tournamentOpening = tournamentOpening ? new TournamentOpening(size) : null;
        this.zobrist = new Zobrist(size * size, 2, 2, 0x6B_1A_20_3AL);
        SplittableRandom keys = new SplittableRandom(0x70_E1_7E_55L);
        int longestTurn = plan.first().stream().mapToInt(Integer::intValue).max().orElse(1);
        this.moveInTurnKeys = new long[Math.max(longestTurn, plan.then())];
        for (int i = 1; i < moveInTurnKeys.length; i++) {
            moveInTurnKeys[i] = keys.nextLong();
        }
        this.captureKeys = new long[2][MAX_CAPTURE_KEYS];
        for (long[] side : captureKeys) {
            for (int n = 1; n < MAX_CAPTURE_KEYS; n++) {
                side[n] = keys.nextLong();
            }
        }
        this.openingKey = keys.nextLong();
        this.stockKeys = new long[2][stocks == null ? 0 : stocks.stones() + 1];
        for (long[] side : stockKeys) {
            for (int n = 0; n < side.length; n++) {
                side[n] = keys.nextLong();
            }
        }
        this.replacingKey = keys.nextLong();
        ImmutableList.Builder<RowMove> moves = ImmutableList.builderWithExpectedSize(size * size);
        for (int p = 0; p < size * size; p++) {
            moves.add(new RowMove(p));
        }
        this.places = moves.build();
    }

    public GameDefinition definition() {
        return definition;
    }

    public int size() {
        return size;
    }

    public Grid grid() {
        return grid;
    }

    public KInARow row() {
        return row;
    }

    public TurnPlan plan() {
        return plan;
    }

    /** Whether pairs are captured (Pente). */
    public boolean captures() {
        return capturesToWin > 0;
    }

    public int capturesToWin() {
        return capturesToWin;
    }

    /** The capture block, or null when the game does not capture. */
    PairCapture pairCapture() {
        return pairCapture;
    }

    /** The stocks block, or null when the game has none (every game but 玩法二). */
    public StoneStocks stocks() {
        return stocks;
    }

    /** The shared move placing a stone on {@code point}, so move lists allocate no moves. */
    public RowMove place(int point) {
        return places.get(point);
    }

    Zobrist zobrist() {
        return zobrist;
    }

    /** The hash key of being at move {@code move} of a turn (0 for the first). */
    long moveInTurnKey(int move) {
        return moveInTurnKeys[move];
    }

    /** The hash key of {@code side} having captured {@code pairs} pairs (0 for none). */
    long captureKey(int side, int pairs) {
        return captureKeys[side][Math.min(pairs, MAX_CAPTURE_KEYS - 1)];
    }

    /** The hash key of {@code side} having {@code left} stones in its stock. */
    long stockKey(int side, int left) {
        return stockKeys[side][left];
    }

    /** The hash key of a replacement being due. */
    long replacingKey() {
        return replacingKey;
    }

    /** The hash key of the tournament rule restricting the next stone. */
    long openingKey() {
        return openingKey;
    }

    /** Why a stone of {@code side} on empty {@code point} breaks the tournament opening at {@code ply}; null if not. */
    RowIllegal openingFoul(int side, int ply, int point) {
        return tournamentOpening == null ? null : tournamentOpening.foul(side, ply, point);
    }

    /** Whether the tournament opening restricts the stone of {@code side} at {@code ply}. */
    boolean restricts(int side, int ply) {
        return tournamentOpening != null && tournamentOpening.restricts(side, ply);
    }
}
