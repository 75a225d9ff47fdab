package io.tabula.stones.rows;

import io.tabula.core.CommonReason;
import io.tabula.core.IllegalReason;
import io.tabula.core.Outcome;
import java.util.Arrays;
import java.util.SplittableRandom;

/**
 * The rules kernel of games of placed stones and rows, one mutable position: a state plays
 * each move on a board loaded from it, and a sampler plays a whole game on one board in
 * place. A stone goes down, captures what it flanks, and is judged for a winning row, for
 * the captured stones that win, for a foul of the {@link PlacementRule}, and for a full
 * board; then the turn moves on by the {@link io.tabula.core.TurnPlan}. Passes, claims of a
 * standing foul and replacements (stocks) are moves of their own.
 *
 * <p>Inside, a point is a byte ({@code 0} empty, {@code side + 1} a stone of {@code side};
 * one more byte, {@link #BORDER}, stands for "off the board") and each line of each side is
 * a {@code long} of bits, so that a row is two bit counts, not a walk ({@link RowLines}).
 * Which moves are legal is {@link #foul}'s answer; the callers (states, samplers) ask it
 * before they play a move, and the kernel then plays it without checking again.
 *
 * <p>Not thread-safe: one board per thread.
 */
public final class RowBoard {
    /** The byte of an empty point. */
    public static final byte EMPTY = 0;
    /** The byte after the last point of {@link #cells()}, standing for "off the board". */
    public static final byte BORDER = -1;

    private final RowRules rules;
    private final RowRule row;
    private final RowLines lines;
    private final int points;
    private final int sides;
    private final int lineCount;
    private final int[] entries;
    private final int[] lengths;
    private final boolean wraps;
    private final long[] offLine;        // [line]: the bits past the line's end
    private final boolean narrowPaths;   // every line a path of at most 33 points (see window)
    private final int k;
    private final boolean judged;        // a placement rule that may refuse, asked as each stone goes down
    private final boolean foulIllegal;
    private final boolean foulLoses;
    private final boolean foulClaimed;
    private final boolean mayBeStuck;    // illegal points and no pass: a side may be left without a move
    private final boolean capturing;
    private final boolean stocked;
    private final boolean oneMove;       // every turn one stone
    private final int capturedToWin;
    private final long[] keys;           // [side * points + point]: the Zobrist key of a stone
    private final boolean bitCaptures;   // captures read from the lines' bits (every cycle long enough)
    private final int captureMin;
    private final int captureMax;
    private final byte[] cells;          // points + 1, the last BORDER
    private final long[] masks;          // [side * lineCount + line]
    private final int[] onBoard;
    private final int[] captured;        // stones captured, by the capturing side
    private final int[] stock;
    private final int[] removed;         // points the last move emptied
    private final int[] run;             // scratch of a capture's run
    private int removedCount;
    private int side;
    private int turn = 1;
    private int moveInTurn;
    private int movesInTurn;
    private int ply;
    private int empty;
    private int passes;
    private boolean replacing;
    private IllegalReason lastFoul;
    private boolean foulToClaim;
    private boolean foulStands;
    private int claimant = -1;
    private long stonesHash;
    private Outcome outcome = Outcome.ONGOING;
    private boolean over;

    /** The empty board, the first side to move at the start of turn 1, each stock full. */
    public RowBoard(RowRules rules) {
        this(rules, new byte[rules.topology().points()], 0);
    }

    /**
     * The position of {@code cells} (one byte per point, {@code side + 1} for a stone; more
     * bytes are ignored, the array is copied) with {@code side} to move at the start of turn
     * 1, no moves played, nothing captured, each stock full less the side's stones on the
     * board, no pass, no foul, the game on. The setters below set the rest of a position;
     * {@link #judgeSetUp} then judges it.
     *
     * @throws IllegalArgumentException when a cell is no stone of a side or the side does not exist
     */
    public RowBoard(RowRules rules, byte[] cells, int side) {
        this.rules = rules;
        this.row = rules.row();
        this.lines = rules.lines();
        this.points = lines.points();
        this.sides = rules.sides().size();
        this.lineCount = lines.lines();
        this.entries = lines.entries();
        this.lengths = lines.lengths();
        this.wraps = lines.wraps();
        this.offLine = new long[lineCount];
        int longest = 0;
        for (int line = 0; line < lineCount; line++) {
            offLine[line] = lengths[line] == 64 ? 0L : -1L << lengths[line];
            longest = Math.max(longest, lengths[line]);
        }
        this.narrowPaths = !wraps && longest <= 33;
        this.k = row.k();
        PlacementRule placement = rules.placement();
        this.judged = placement != null;
        this.foulIllegal = judged && placement.policy() == PlacementRule.Policy.ILLEGAL;
        this.foulLoses = judged && placement.policy() == PlacementRule.Policy.LOSES;
        this.foulClaimed = judged && placement.policy() == PlacementRule.Policy.CLAIMED;
        this.mayBeStuck = foulIllegal && !rules.passAllowed();
        this.capturing = rules.captures();
        this.stocked = rules.stocks() != null;
        this.oneMove = rules.oneMoveTurns();
        this.capturedToWin = rules.capturedToWin();
        this.keys = rules.stoneKeys();
        CustodianCapture capture = rules.capture();
        this.captureMin = capture == null ? 0 : capture.min();
        this.captureMax = capture == null ? 0 : capture.max();
        this.bitCaptures = capture != null && lines.shortestCycle() >= captureMax + 2
                && rules.topology().directions() == 2 * lines.axes();
        this.cells = new byte[points + 1];
        this.masks = new long[sides * lineCount];
        this.onBoard = new int[sides];
        this.captured = new int[sides];
        this.stock = new int[sides];
        this.removed = new int[capture == null ? 1 : Math.max(1, rules.topology().directions() * capture.max())];
        this.run = new int[capture == null ? 1 : capture.max() + 1];
        if (cells.length < points) {
            throw new IllegalArgumentException("a board of " + points + " points, not " + cells.length);
        }
        this.cells[points] = BORDER;
        for (int p = 0; p < points; p++) {
            byte c = cells[p];
            if (c < 0 || c > sides) {
                throw new IllegalArgumentException("point " + p + " holds " + c + ", which is no stone of a side");
            }
            if (c == EMPTY) {
                empty++;
            } else {
                this.cells[p] = c;
                addBits(p, c - 1);
                stonesHash ^= keys[(c - 1) * points + p];
                onBoard[c - 1]++;
            }
        }
        if (rules.stocks() != null) {
            for (int s = 0; s < sides; s++) {
                stock[s] = rules.stocks().stones() - onBoard[s];
            }
        }
        setSide(side);
        this.movesInTurn = rules.movesIn(1);
    }

    private RowBoard(RowBoard from) {
        this.rules = from.rules;
        this.row = from.row;
        this.lines = from.lines;
        this.points = from.points;
        this.sides = from.sides;
        this.lineCount = from.lineCount;
        this.entries = from.entries;
        this.lengths = from.lengths;
        this.wraps = from.wraps;
        this.offLine = from.offLine;
        this.narrowPaths = from.narrowPaths;
        this.k = from.k;
        this.judged = from.judged;
        this.foulIllegal = from.foulIllegal;
        this.foulLoses = from.foulLoses;
        this.foulClaimed = from.foulClaimed;
        this.mayBeStuck = from.mayBeStuck;
        this.capturing = from.capturing;
        this.stocked = from.stocked;
        this.oneMove = from.oneMove;
        this.capturedToWin = from.capturedToWin;
        this.keys = from.keys;
        this.bitCaptures = from.bitCaptures;
        this.captureMin = from.captureMin;
        this.captureMax = from.captureMax;
        this.cells = from.cells.clone();
        this.masks = from.masks.clone();
        this.onBoard = from.onBoard.clone();
        this.captured = from.captured.clone();
        this.stock = from.stock.clone();
        this.removed = new int[from.removed.length];
        this.run = new int[from.run.length];
        this.side = from.side;
        this.turn = from.turn;
        this.moveInTurn = from.moveInTurn;
        this.movesInTurn = from.movesInTurn;
        this.ply = from.ply;
        this.empty = from.empty;
        this.passes = from.passes;
        this.replacing = from.replacing;
        this.lastFoul = from.lastFoul;
        this.foulToClaim = from.foulToClaim;
        this.foulStands = from.foulStands;
        this.claimant = from.claimant;
        this.stonesHash = from.stonesHash;
        this.outcome = from.outcome;
        this.over = from.over;
    }

    /** An independent copy of this position. */
    public RowBoard copy() {
        return new RowBoard(this);
    }

    /**
     * Makes this board the position of {@code from}, a board of the same rules, without
     * allocating: what a sampler does at the start of each playout on its one board.
     */
    public void copyFrom(RowBoard from) {
        if (from.rules != rules) {
            throw new IllegalArgumentException("a board of other rules");
        }
        System.arraycopy(from.cells, 0, cells, 0, cells.length);
        System.arraycopy(from.masks, 0, masks, 0, masks.length);
        System.arraycopy(from.onBoard, 0, onBoard, 0, sides);
        System.arraycopy(from.captured, 0, captured, 0, sides);
        System.arraycopy(from.stock, 0, stock, 0, sides);
        this.removedCount = 0;
        this.side = from.side;
        this.turn = from.turn;
        this.moveInTurn = from.moveInTurn;
        this.movesInTurn = from.movesInTurn;
        this.ply = from.ply;
        this.empty = from.empty;
        this.passes = from.passes;
        this.replacing = from.replacing;
        this.lastFoul = from.lastFoul;
        this.foulToClaim = from.foulToClaim;
        this.foulStands = from.foulStands;
        this.claimant = from.claimant;
        this.stonesHash = from.stonesHash;
        this.outcome = from.outcome;
        this.over = from.over;
    }

    // ---- setting up a position ------------------------------------------------------------

    /** Sets the side to move. */
    public RowBoard setSide(int side) {
        if (side < 0 || side >= sides) {
            throw new IllegalArgumentException("no side " + side + " among " + sides);
        }
        this.side = side;
        return this;
    }

    /** Sets where the turn stands: turn {@code turn} (from 1), its move {@code moveInTurn} (from 0). */
    public RowBoard setTurn(int turn, int moveInTurn) {
        if (turn < 1 || moveInTurn < 0 || moveInTurn >= rules.movesIn(turn)) {
            throw new IllegalArgumentException("turn " + turn + " has " + (turn < 1 ? 0 : rules.movesIn(turn))
                    + " moves, not a move " + (moveInTurn + 1));
        }
        this.turn = turn;
        this.moveInTurn = moveInTurn;
        this.movesInTurn = rules.movesIn(turn);
        return this;
    }

    /** Sets the moves played so far. */
    public RowBoard setPly(int ply) {
        if (ply < 0) {
            throw new IllegalArgumentException("moves played must be 0 or more, not " + ply);
        }
        this.ply = ply;
        return this;
    }

    /** Sets the stones {@code side} has captured. */
    public RowBoard setCaptured(int side, int stones) {
        if (stones < 0 || stones > 0 && !rules.captures()) {
            throw new IllegalArgumentException(stones < 0 ? "captured stones must be 0 or more, not " + stones
                    : "this game captures nothing, so 0 captured stones, not " + stones);
        }
        captured[side] = stones;
        return this;
    }

    /** Sets the stones {@code side} has left in its stock (games with stocks). */
    public RowBoard setStock(int side, int stones) {
        StoneStocks stocks = rules.stocks();
        if (stocks == null ? stones != 0 : stones < 0 || stones > stocks.stones()) {
            throw new IllegalArgumentException(stocks == null ? "a game without stocks has 0 stones left"
                    : "the stones left must be whole numbers from 0 to " + stocks.stones() + ", not " + stones);
        }
        stock[side] = stones;
        return this;
    }

    /** Sets whether the side to move is to replace a stone of another side (games with stocks). */
    public RowBoard setReplacing(boolean replacing) {
        if (replacing && rules.stocks() == null) {
            throw new IllegalArgumentException("a game without stocks has no replacements");
        }
        this.replacing = replacing;
        return this;
    }

    /** Sets the passes made in succession before this position. */
    public RowBoard setPasses(int passes) {
        if (passes < 0 || passes >= rules.passesToDraw() || passes > 0 && !rules.passAllowed()) {
            throw new IllegalArgumentException(rules.passAllowed() ? "passes in succession must be from 0 to "
                    + (rules.passesToDraw() - 1) + ", not " + passes : "this game has no pass, so 0 passes, not "
                    + passes);
        }
        this.passes = passes;
        return this;
    }

    /**
     * Sets the standing fouls ({@link PlacementRule.Policy#CLAIMED}): whether the last move
     * was a foul {@code claimant} may claim now, and whether a foul that persists stands on
     * the board, claimable by {@code claimant} until the game ends.
     */
    public RowBoard setFouls(boolean atOnce, boolean standing, int claimant) {
        if ((atOnce || standing) && !foulClaimed) {
            throw new IllegalArgumentException("a foul to claim needs a placement rule whose fouls are claimed");
        }
        this.foulToClaim = atOnce;
        this.foulStands = standing;
        this.claimant = atOnce || standing ? claimant : -1;
        return this;
    }

    /** Ends the game with {@code outcome} as a restored position states it. */
    public RowBoard setOutcome(Outcome outcome) {
        this.outcome = outcome;
        this.over = outcome.isOver();
        return this;
    }

    /**
     * Judges a set-up position: a side with a winning row, or with the captured stones that
     * win, has won (two such sides are no position of a game); a full board is a draw; a
     * side to move left without a legal stone, where it may not pass, is a draw. With stocks,
     * rows on the board win nothing (they earned their replacements when they were made): a
     * side whose stock is empty has won, which can only be the side that moved last; a full
     * board with no replacement due is a draw.
     *
     * @return this board
     * @throws IllegalArgumentException naming what no game can reach
     */
    public RowBoard judgeSetUp() {
        if (rules.stocks() != null) {
            return judgeStocksSetUp();
        }
        int winner = -1;
        Outcome won = Outcome.ONGOING;
        for (int s = 0; s < sides; s++) {
            Outcome mine = row.anywhere(lines, cells, s) ? rules.win(RowOutcome.ROW, s)
                    : rules.capturedToWin() > 0 && captured[s] >= rules.capturedToWin()
                            ? rules.win(RowOutcome.CAPTURES, s) : null;
            if (mine != null) {
                if (winner >= 0) {
                    throw new IllegalArgumentException(rules.sides().get(winner).id() + " and " + rules.sides().get(s)
                            .id() + " have both won; no game gets there");
                }
                winner = s;
                won = mine;
            }
        }
        setOutcome(winner >= 0 ? won : empty == 0 ? rules.draw(RowOutcome.BOARD_FULL) : Outcome.ONGOING);
        if (!over && mayBeStuck && restricted() && !hasLegalStone()) {
            setOutcome(rules.draw(RowOutcome.NO_LEGAL_MOVE));
        }
        return this;
    }

    private RowBoard judgeStocksSetUp() {
        StoneStocks stocks = rules.stocks();
        for (int s = 0; s < sides; s++) {
            if (stock[s] < 0) {
                throw new IllegalArgumentException(rules.sides().get(s).id()
                        + " has more stones on the board than its stock of " + stocks.stones());
            }
            int set = stock[s] + onBoard[s];
            if (set > stocks.stones() || stocks.returnReplaced() && set != stocks.stones()) {
                throw new IllegalArgumentException(rules.sides().get(s).id() + " has " + stock[s]
                        + " stones left and " + onBoard[s] + " on the board, which is not "
                        + (stocks.returnReplaced() ? "" : "at most ") + "its set of " + stocks.stones());
            }
        }
        if (stock[side] == 0) {
            throw new IllegalArgumentException(rules.sides().get(side).id() + " is to move with no stones left to place");
        }
        if (replacing && !othersOnBoard(side)) {
            throw new IllegalArgumentException("a replacement is due but " + (sides == 2 ? rules.sides().get(1 - side)
                    .id() + " has no stone" : "no other side has a stone") + " on the board");
        }
        int last = previous(side);
        setOutcome(stock[last] == 0 ? rules.win(RowOutcome.STOCK_EMPTY, last)
                : empty == 0 && !replacing ? rules.draw(RowOutcome.BOARD_FULL) : Outcome.ONGOING);
        return this;
    }

    // ---- moves ----------------------------------------------------------------------------

    /**
     * Why a stone of the side to move on {@code point} is not a legal move now, or null when
     * it is: the point is taken ({@code OCCUPIED}), the placement rule makes it illegal, or,
     * when a replacement is due, the point holds no stone of another side. Whether the game
     * is still on, and whether {@code point} is on the board, are the caller's questions.
     */
    public IllegalReason foul(int point) {
        byte c = cells[point];
        if (replacing) {
            return c == EMPTY ? RowIllegal.REPLACE_EMPTY_POINT : c == side + 1 ? RowIllegal.REPLACE_OWN_STONE : null;
        }
        if (c != EMPTY) {
            return CommonReason.OCCUPIED;
        }
        return foulIllegal && rules.placement().restricts(this, side) ? rules.placement().refuse(this, side, point)
                : null;
    }

    /** Whether the placement rule makes some empty points illegal for the side to move now. */
    public boolean restricted() {
        return foulIllegal && !replacing && rules.placement().restricts(this, side);
    }

    /** Whether the side to move has an empty point it may legally take. */
    public boolean hasLegalStone() {
        for (int p = 0; p < points; p++) {
            if (cells[p] == EMPTY && foul(p) == null) {
                return true;
            }
        }
        return false;
    }

    /**
     * Whether this game has only stones: no pass, no claim, no replacement, no placement rule
     * that makes a point illegal; then every empty point is a legal move in every position.
     */
    public boolean plainStones() {
        return !rules.passAllowed() && !foulClaimed && !foulIllegal && !stocked;
    }

    /** Whether the side to move may pass now. */
    public boolean canPass() {
        return rules.passAllowed() && !over;
    }

    /** Whether the side to move may claim a standing foul now. */
    public boolean canClaim() {
        return (foulToClaim || foulStands) && side == claimant && !over;
    }

    /**
     * Plays a stone of the side to move on {@code point}, which {@link #foul} allows: the
     * placement rule's verdict, the captures, the judgement (a foul that loses, a winning
     * row, the captured stones that win, a full board), the turn moving on, and a draw when
     * the next side is left no legal stone and may not pass. With stocks, a stone comes from
     * the mover's stock, or, when a replacement is due, replaces the stone on {@code point}.
     *
     * @return how many points the move emptied (captures), listed by {@link #removed}
     */
    public int place(int point) {
        removedCount = 0;
        if (stocked) {
            placeFromStock(point);
            return 0;
        }
        int s = side;
        IllegalReason foul = judged && !foulIllegal ? verdict(s, point) : null;
        cells[point] = (byte) (s + 1);
        empty--;
        ply++;
        passes = 0;
        onBoard[s]++;
        stonesHash ^= keys[s * points + point];
        int rows = addBits(point, s);
        if (capturing) {
            capture(point, s);
        }
        if (judged) {
            noteFoul(foul, s);
        }
        if (rows != 0 || foul != null || capturing || empty == 0) {
            judge(point, s, rows, foul);
        }
        if (oneMove) {
            turn++;
            side = s + 1 == sides ? 0 : s + 1;
        } else if (moveInTurn + 1 < movesInTurn) {
            moveInTurn++;
        } else {
            nextTurn();
        }
        if (mayBeStuck && !over && restricted() && !hasLegalStone()) {
            end(rules.draw(RowOutcome.NO_LEGAL_MOVE));
        }
        return removedCount;
    }

    /**
     * Whether {@link #playRandom} can play this game: every turn one stone, no captures, no
     * stocks, no claims and no illegal points, so that every empty point, and the pass where
     * the game has one, is a legal move at every ply (a placement rule whose fouls lose is
     * judged as each stone goes down).
     */
    boolean playsAtRandom() {
        return oneMove && !capturing && !stocked && !foulIllegal && !foulClaimed;
    }

    /**
     * Plays uniformly random moves to the end of the game, as {@link RowPlayout}'s loop draws
     * them (an index over the empty points {@code empty[0..free)}, and the pass as one more
     * where the game has it), and returns how many it played: the board ends as that many
     * {@link #place}s and {@link #pass}es leave it. Only for games {@link #playsAtRandom};
     * {@code empty} must list exactly the empty points. It is those moves written as one
     * loop over local variables, judging the outcome only where a stone makes a row, is a
     * foul, or fills the board: the row games' playouts spend most of their time here.
     */
    int playRandom(int[] empty, int free, SplittableRandom random) {
        byte[] cells = this.cells;
        long[] keys = this.keys;
        int[] onBoard = this.onBoard;
        int points = this.points;
        int sides = this.sides;
        int extras = rules.passAllowed() ? 1 : 0;
        int passesToDraw = rules.passesToDraw();
        int s = side;
        int passed = passes;
        int ply0 = ply;
        long hash = stonesHash;
        int plies = 0;
        IllegalReason foul = null;
        removedCount = 0;
        while (true) {
            int i = RowPlayout.below(random, free + extras);
            plies++;
            if (i >= free) {
                foul = null;
                if (++passed >= passesToDraw) {
                    end(rules.draw(RowOutcome.PASSES));
                    break;
                }
                s = s + 1 == sides ? 0 : s + 1;
                continue;
            }
            passed = 0;
            int point = empty[i];
            empty[i] = empty[--free];
            if (judged) {
                // the rule reads the board as place() would show it
                side = s;
                ply = ply0 + plies - 1;
                stonesHash = hash;
                foul = verdict(s, point);
            }
            cells[point] = (byte) (s + 1);
            hash ^= keys[s * points + point];
            onBoard[s]++;
            int rows = addBits(point, s);
            if (rows != 0 || foul != null || free == 0) {
                this.empty = free;
                judge(point, s, rows, foul);
                if (over) {
                    break;
                }
            }
            s = s + 1 == sides ? 0 : s + 1;
        }
        this.empty = free;
        side = s + 1 == sides ? 0 : s + 1;
        ply = ply0 + plies;
        turn += plies;
        passes = passed;
        stonesHash = hash;
        lastFoul = foul;
        return plies;
    }

    /** The placement rule's verdict on a stone of {@code side} about to go on {@code point}. */
    private IllegalReason verdict(int side, int point) {
        PlacementRule rule = rules.placement();
        return rule.restricts(this, side) ? rule.refuse(this, side, point) : null;
    }

    /** Keeps the foul of the stone just placed (null for none) and, where fouls are claimed, who may claim it. */
    private void noteFoul(IllegalReason foul, int side) {
        lastFoul = foul;
        if (foulClaimed) {
            foulToClaim = foul != null;
            if (foul != null) {
                claimant = rules.next(side);
                foulStands |= rules.placement().persists(foul);
            }
        }
    }

    /** Whether the stone of {@code side} just placed on {@code point} ends the game, and how. */
    private void judge(int point, int side, int rows, IllegalReason foul) {
        if (foul != null && foulLoses) {
            end(rules.win(RowOutcome.FOUL, rules.next(side)));
        } else if (rows != 0 && (!row.blockedRowsVoid() || unblocked(point, side, rows))) {
            end(rules.win(RowOutcome.ROW, side));
        } else if (capturedToWin > 0 && captured[side] >= capturedToWin) {
            end(rules.win(RowOutcome.CAPTURES, side));
        } else if (empty == 0) {
            end(rules.draw(RowOutcome.BOARD_FULL));
        }
    }

    /**
     * A move of a game with stocks, each a turn of its own: a stone from the mover's stock
     * on empty {@code point}, or, when a replacement is due, on {@code point}'s stone of
     * another side, which goes back to its owner's stock or out of the game. An empty stock
     * wins; a new winning row (by the replacing stone only under {@code chain}) makes a
     * replacement due when another side has a stone to replace, and the same side moves
     * again; otherwise a full board is a draw.
     */
    private void placeFromStock(int point) {
        StoneStocks stocks = rules.stocks();
        int s = side;
        boolean replacement = replacing;
        if (replacement) {
            int owner = cells[point] - 1;
            lift(point, owner);
            removedCount = 0; // the point is taken again at once: the empty points stay as they were
            if (stocks.returnReplaced()) {
                stock[owner]++;
            }
        }
        cells[point] = (byte) (s + 1);
        empty--;
        onBoard[s]++;
        stonesHash ^= keys[s * points + point];
        int rows = addBits(point, s);
        stock[s]--;
        ply++;
        turn++;
        replacing = false;
        if (stock[s] == 0) {
            end(rules.win(RowOutcome.STOCK_EMPTY, s));
        } else if ((!replacement || stocks.chain()) && othersOnBoard(s) && rows != 0
                && (!row.blockedRowsVoid() || unblocked(point, s, rows))) {
            replacing = true;
            return;
        } else if (empty == 0) {
            end(rules.draw(RowOutcome.BOARD_FULL));
        }
        side = rules.next(s);
    }

    /** The side to move passes; when every side has passed in succession the game is drawn. A pass leaves no foul to claim at once. */
    public void pass() {
        removedCount = 0;
        lastFoul = null;
        foulToClaim = false;
        ply++;
        passes++;
        if (passes >= rules.passesToDraw()) {
            end(rules.draw(RowOutcome.PASSES));
        }
        nextTurn();
    }

    /** The side to move claims the standing foul ({@link #canClaim}) and wins. */
    public void claim() {
        removedCount = 0;
        lastFoul = null;
        passes = 0;
        ply++;
        end(rules.win(RowOutcome.FOUL, side));
        nextTurn();
    }

    /** Ends the game with {@code outcome}, for a rule outside these blocks; the turn stays. */
    public void end(Outcome outcome) {
        this.outcome = outcome;
        this.over = outcome.isOver();
    }

    private void nextTurn() {
        turn++;
        movesInTurn = rules.movesIn(turn);
        moveInTurn = 0;
        side = rules.next(side);
    }

    /**
     * Sets the bits of {@code side}'s new stone on {@code point} and counts its rows.
     *
     * @return the axes (a bit each) along which the row through the stone has a winning length
     */
    private int addBits(int point, int side) {
        int base = side * lineCount;
        if (entries.length == 4 * points) {
            // square boards and tori: the four axes written out, which the compiler keeps in registers
            return addBit(entries[point], base, side, 0) | addBit(entries[point + points], base, side, 1)
                    | addBit(entries[point + 2 * points], base, side, 2)
                    | addBit(entries[point + 3 * points], base, side, 3);
        }
        int winning = 0;
        for (int a = 0, i = point; i < entries.length; a++, i += points) {
            winning |= addBit(entries[i], base, side, a);
        }
        return winning;
    }

    /** Sets the bit of a stone at line entry {@code e}; the axis's bit when its row has a winning length, else 0. */
    private int addBit(int e, int base, int side, int axis) {
        int slot = base + (e >>> 12);
        int ahead = e >>> 6 & 63;
        int behind = e & 63;
        long bits = masks[slot] | 1L << ahead | 1L << behind;
        masks[slot] = bits;
        int length = Long.numberOfTrailingZeros(~(bits >>> ahead))
                + Long.numberOfLeadingZeros(~(bits << 63 - behind)) - 1;
        if (length < k) {
            return 0;
        }
        if (wraps) {
            length = Math.min(length, lengths[e >>> 12]);
        }
        return row.wins(side, length) ? 1 << axis : 0;
    }

    /** Clears the bits of {@code side}'s stone on {@code point}. */
    private void clearBits(int point, int side) {
        int base = side * lineCount;
        for (int i = point; i < entries.length; i += points) {
            int e = entries[i];
            masks[base + (e >>> 12)] &= ~(1L << (e >>> 6 & 63) | 1L << (e & 63));
        }
    }

    /** Under {@code blockedRowsVoid}: whether one of the winning rows along {@code axes} is not blocked at both ends. */
    private boolean unblocked(int point, int side, int axes) {
        byte stone = (byte) (side + 1);
        for (int a = 0; a < lines.axes(); a++) {
            if ((axes >>> a & 1) != 0) {
                int ahead = lines.run(cells, point, a, true, stone);
                int behind = lines.run(cells, point, a, false, stone);
                int length = Math.min(1 + ahead + behind, lines.length(lines.entry(a, point) >>> 12));
                if (!row.blocked(lines, cells, point, a, ahead, behind, side, length)) {
                    return true;
                }
            }
        }
        return false;
    }

    /**
     * Whether a stone of the side to move on empty {@code point} would make a winning row,
     * as the board stands (before any capture the stone would make).
     */
    public boolean makesRow(int point) {
        int base = side * lineCount;
        boolean overline = row.overlineWins(side);
        for (int a = 0, i = point; i < entries.length; a++, i += points) {
            int e = entries[i];
            int ahead = e >>> 6 & 63;
            int behind = e & 63;
            long bits = masks[base + (e >>> 12)] | 1L << ahead | 1L << behind;
            int length = Long.numberOfTrailingZeros(~(bits >>> ahead))
                    + Long.numberOfLeadingZeros(~(bits << 63 - behind)) - 1;
            if (wraps) {
                length = Math.min(length, lengths[e >>> 12]);
            }
            if (length == k || length > k && overline) {
                if (!row.blockedRowsVoid()) {
                    return true;
                }
                byte stone = (byte) (side + 1);
                int forward = lines.run(cells, point, a, true, stone);
                int backward = lines.run(cells, point, a, false, stone);
                if (!row.blocked(lines, cells, point, a, forward, backward, side, length)) {
                    return true;
                }
            }
        }
        return false;
    }

    /**
     * The points within {@code reach} steps of {@code point} along {@code axis}, as two sets
     * of bits in one long: bit {@code reach + i} of the low 32 bits is set when the point
     * {@code i} steps ahead ({@code i < 0}: behind) holds a stone of {@code side}, the same
     * bit of the high 32 bits when it holds a stone of another side or lies off the board.
     * The bits of {@code point} itself say what it holds. On a line that is a path this is
     * a few shifts of the line's bits, which is why a placement rule that reads patterns
     * around a stone (renju's forbidden points) asks it rather than walking the cells; on a
     * cycle the points are walked (and a short cycle repeats them).
     *
     * @param reach from 0 to 15
     */
    public long window(int point, int axis, int side, int reach) {
        if (reach < 0 || reach > 15) {
            throw new IllegalArgumentException("a window reaches 0 to 15 points each way, not " + reach);
        }
        if (!narrowPaths) {
            return wideWindow(point, axis, side, reach);
        }
        // every line a path of at most 33 points: shifted up by 16 first, the window is one shift
        // right whatever the point's place on its line, and no branch on it is mispredicted
        int e = entries[axis * points + point];
        int line = e >>> 12;
        long mine = masks[side * lineCount + line];
        long blocked = (sides == 2 ? masks[(1 - side) * lineCount + line] : others(line, side)) | offLine[line];
        int shift = (e & 63) + 16 - reach;
        long field = (1L << 2 * reach + 1) - 1;
        return (mine << 16 >>> shift & field) | ((blocked << 16 | 0xFFFFL) >>> shift & field) << 32;
    }

    /** {@link #window} on a board with a cycle or a line longer than 33 points. */
    private long wideWindow(int point, int axis, int side, int reach) {
        int e = entries[axis * points + point];
        int line = e >>> 12;
        if (lines.isCycle(line)) {
            return walkedWindow(point, axis, side, reach);
        }
        long mine = masks[side * lineCount + line];
        long blocked = others(line, side) | offLine[line];
        int shift = (e & 63) - reach;
        long m;
        long o;
        if (shift >= 0) {
            m = mine >>> shift;
            o = blocked >>> shift | (shift == 0 ? 0L : -1L << 64 - shift);
        } else {
            m = mine << -shift;
            o = blocked << -shift | (1L << -shift) - 1;
        }
        long field = (1L << 2 * reach + 1) - 1;
        return m & field | (o & field) << 32;
    }

    /** {@link #window} by walking the points, for lines that are cycles. */
    private long walkedWindow(int point, int axis, int side, int reach) {
        long window = 0;
        for (int i = -reach; i <= reach; i++) {
            int q = lines.walk(point, axis, i);
            int bit = reach + i;
            if (q == io.tabula.topology.Topology.OFF || cells[q] != EMPTY && cells[q] != side + 1) {
                window |= 1L << 32 + bit;
            } else if (cells[q] == side + 1) {
                window |= 1L << bit;
            }
        }
        return window;
    }

    /**
     * The first point, in point order, whose stone (or replacement) is legal and wins the game
     * at once for the side to move, or -1: what {@code GameState.winningMove} asks. Only the
     * stones that can win are played out: one that makes a winning row, one whose captures
     * could reach the number that wins (or any stone where captures may open a blocked row),
     * any stone when the mover's stock holds its last one.
     */
    public int winningStone() {
        if (over) {
            return -1;
        }
        int s = side;
        boolean anyStone = stocked ? stock[s] == 1
                : capturing && (capturedToWin > 0 && captured[s] + removed.length >= capturedToWin
                        || row.blockedRowsVoid());
        if (stocked && !anyStone) {
            return -1; // rows earn replacements, not the game
        }
        boolean restricted = restricted() || replacing;
        RowBoard trial = null;
        for (int p = 0; p < points; p++) {
            boolean legal = restricted ? foul(p) == null : cells[p] == EMPTY;
            if (!legal || !(anyStone || makesRow(p))) {
                continue;
            }
            if (trial == null) {
                trial = copy();
            } else {
                trial.copyFrom(this);
            }
            trial.place(p);
            if (trial.over && trial.outcome.winner().map(w -> w.index() == s).orElse(false)) {
                return p;
            }
        }
        return -1;
    }

    /**
     * Takes off what {@code side}'s stone on {@code point} flanks, by the capture block: read
     * from the bits of the lines through it (a run of other sides' bits, then one of the
     * mover's), the stones then taken off by walking the line. Where a cycle of the board is
     * too short for its bits to hold a run and its end, the line is walked instead.
     */
    private void capture(int point, int side) {
        if (!bitCaptures) {
            walkCaptures(point, side);
            return;
        }
        int min = captureMin;
        int max = captureMax;
        int base = side * lineCount;
        for (int a = 0, i = point; i < entries.length; a++, i += points) {
            int e = entries[i];
            int line = e >>> 12;
            int ahead = e >>> 6 & 63;
            int behind = e & 63;
            long others = others(line, side);
            int run = Long.numberOfTrailingZeros(~(others >>> ahead >>> 1));
            if (run >= min && run <= max && (masks[base + line] >>> ahead >>> 1 >>> run & 1) != 0) {
                takeRun(point, lines.direction(a), run, side);
                others = others(line, side);
            }
            run = Long.numberOfLeadingZeros(~(others << 63 - behind << 1));
            if (run >= min && run <= max && masks[base + line] << 63 - behind << 1 << run < 0) {
                takeRun(point, rules.topology().opposite(lines.direction(a)), run, side);
            }
        }
    }

    /** The bits of the stones of sides other than {@code side} on {@code line}. */
    private long others(int line, int side) {
        if (sides == 2) {
            return masks[(1 - side) * lineCount + line];
        }
        long bits = 0;
        for (int s = 0; s < sides; s++) {
            bits |= s == side ? 0 : masks[s * lineCount + line];
        }
        return bits;
    }

    /** Takes off the {@code run} stones after {@code point} in {@code direction}, for {@code side}. */
    private void takeRun(int point, int direction, int run, int side) {
        int[] steps = rules.captureSteps();
        int offset = direction * (points + 1);
        for (int q = steps[offset + point], n = 0; n < run; q = steps[offset + q], n++) {
            lift(q, cells[q] - 1);
        }
        captured[side] += run;
    }

    /** As {@link #capture}, walking every direction of the board. */
    private void walkCaptures(int point, int side) {
        CustodianCapture capture = rules.capture();
        int min = capture.min();
        int max = capture.max();
        int[] steps = rules.captureSteps();
        byte mine = (byte) (side + 1);
        int stride = points + 1;
        int directions = steps.length / stride;
        for (int d = 0; d < directions; d++) {
            int offset = d * stride;
            int q = steps[offset + point];
            int n = 0;
            while (n <= max && cells[q] > 0 && cells[q] != mine) {
                run[n++] = q;
                q = steps[offset + q];
            }
            if (n >= min && n <= max && cells[q] == mine) {
                for (int i = 0; i < n; i++) {
                    lift(run[i], cells[run[i]] - 1);
                }
                captured[side] += n;
            }
        }
    }

    /** Takes {@code owner}'s stone off {@code point}, listing the point among those the move emptied. */
    private void lift(int point, int owner) {
        cells[point] = EMPTY;
        clearBits(point, owner);
        stonesHash ^= keys[owner * points + point];
        onBoard[owner]--;
        empty++;
        removed[removedCount++] = point;
    }

    private boolean othersOnBoard(int side) {
        for (int s = 0; s < sides; s++) {
            if (s != side && onBoard[s] > 0) {
                return true;
            }
        }
        return false;
    }

    private int previous(int side) {
        return side == 0 ? sides - 1 : side - 1;
    }

    // ---- reading ----------------------------------------------------------------------------

    public RowRules rules() {
        return rules;
    }

    /**
     * The board itself, not a copy: one byte per point, then {@link #BORDER}. Placement
     * rules may place and lift stones on it while they think if they restore every cell;
     * nothing else may change it.
     */
    public byte[] cells() {
        return cells;
    }

    /** A copy of the points' bytes, without the border. */
    public byte[] stones() {
        return Arrays.copyOf(cells, points);
    }

    /** The byte of {@code point}: {@link #EMPTY} or {@code side + 1}. */
    public byte stone(int point) {
        return cells[point];
    }

    public int points() {
        return points;
    }

    public int side() {
        return side;
    }

    public int turn() {
        return turn;
    }

    public int moveInTurn() {
        return moveInTurn;
    }

    /** The moves of the current turn. */
    public int movesInTurn() {
        return movesInTurn;
    }

    public int ply() {
        return ply;
    }

    /** The empty points. */
    public int empty() {
        return empty;
    }

    public int passes() {
        return passes;
    }

    /** The stones {@code side} has captured. */
    public int captured(int side) {
        return captured[side];
    }

    /** The stones {@code side} has left to place (games with stocks). */
    public int stock(int side) {
        return stock[side];
    }

    /** The stones of {@code side} on the board. */
    public int onBoard(int side) {
        return onBoard[side];
    }

    /** Whether the side to move is to replace a stone of another side (games with stocks). */
    public boolean replacing() {
        return replacing;
    }

    /** The foul the placement rule found in the last stone, or null (none, or the last move was no stone). */
    public IllegalReason lastFoul() {
        return lastFoul;
    }

    /** Whether the last move was a foul that may be claimed now. */
    public boolean foulToClaim() {
        return foulToClaim;
    }

    /** The side that may claim a standing foul, or -1 when none stands. */
    public int claimant() {
        return foulToClaim || foulStands ? claimant : -1;
    }

    /** Whether a foul that persists stands on the board. */
    public boolean foulStands() {
        return foulStands;
    }

    /** The {@code i}-th point the last move emptied. */
    public int removed(int i) {
        return removed[i];
    }

    /** How many points the last move emptied. */
    public int removedCount() {
        return removedCount;
    }

    public Outcome outcome() {
        return outcome;
    }

    public boolean isOver() {
        return over;
    }

    /** The Zobrist hash of the stones alone. */
    public long stonesHash() {
        return stonesHash;
    }

    /**
     * Everything that decides legal moves and outcomes, as one Zobrist hash: the stones, the
     * side to move and where its turn stands, the stones captured, whether the placement
     * rule restricts the side to move, the stocks and a replacement due, the passes in
     * succession and the fouls that may be claimed.
     */
    public long hash() {
        long h = stonesHash ^ rules.zobrist().side(side) ^ rules.moveInTurnKey(moveInTurn)
                ^ (judged && !replacing && rules.placement().restricts(this, side) ? rules.restrictedKey() : 0L);
        if (rules.captures()) {
            for (int s = 0; s < sides; s++) {
                h ^= rules.captureKey(s, captured[s]);
            }
        }
        if (rules.stocks() != null) {
            for (int s = 0; s < sides; s++) {
                h ^= rules.stockKey(s, stock[s]);
            }
            h ^= replacing ? rules.replacingKey() : 0L;
        }
        return h ^ rules.passKey(passes) ^ rules.foulKey(foulToClaim, foulStands);
    }
}
