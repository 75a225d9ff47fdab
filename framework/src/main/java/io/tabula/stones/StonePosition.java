package io.tabula.stones;

import io.tabula.core.GameDefinition;
import io.tabula.core.GameKernel;
import io.tabula.core.GameState;
import io.tabula.core.Move;
import io.tabula.core.Outcome;
import io.tabula.core.Side;
import io.tabula.topology.Topology;
import java.util.Arrays;
import java.util.SplittableRandom;

/**
 * The mutable position of a game of stones, for any number of sides on any {@link Topology}:
 * the stones, the side to move, the plies, the passes in a row, the rules' counters and
 * scratch numbers, and a journal of every write, so that {@link #undo} takes a move back
 * exactly. It is the one rules kernel of every game built on the kit: the immutable
 * {@link StoneState} plays each move on a copy of one, the playouts and searches play on one
 * in place (it is the game's {@link GameKernel}).
 *
 * <p>Stones are bytes, one per point: {@link #EMPTY}, or the side's index plus one. The empty
 * points are also kept as a set with O(1) insertion and removal ({@link #emptyCount},
 * {@link #empty}), so a random playout draws a point without scanning the board. Rules
 * change the position only through {@link #place}, {@link #remove}, {@link #recolour} and
 * {@link #set}, which the journal records.
 *
 * <p>Move codes: a point's number places a stone there, {@link StoneRules#passCode()} passes,
 * {@link StoneRules#swapCode()} swaps. Not safe to share between threads.
 */
public final class StonePosition implements GameKernel {
    /** The byte of an empty point. */
    public static final byte EMPTY = 0;

    private static final int FRAME = 6; // journal size, side, ply, passes, last mover, last move

    private final StoneRules rules;
    private final GameDefinition definition;
    private final int points;
    private final byte[] cells;
    private final int[] empties;
    private final int[] slot; // of an empty point in empties; of a filled one, where it was
    private int emptyCount;
    private final int[] stones;
    private long stonesHash;
    private final int[] ints;
    private int side;
    private int ply;
    private int passes;
    private int lastMover = StoneRules.NO_MOVE;
    private int lastMove = StoneRules.NO_MOVE;
    private Outcome outcome = Outcome.ONGOING; // null: not judged yet (in a playout), see outcome()

    // Sized for a playout that fills the board with a few writes a move, so that it never grows.
    private int[] journal; // pairs: target (a point, or -1 - slot), old value
    private int journalSize;
    private int[] frames;
    private Outcome[] frameOutcomes;
    private int depth;
    private StonePosition playouts; // where randomOutcome plays; made on first use

    /** An empty board, side 0 to move, nothing played. */
    StonePosition(StoneRules rules) {
        this.rules = rules;
        this.definition = rules.definition();
        this.points = rules.topology().points();
        this.cells = new byte[points];
        this.empties = new int[points];
        this.slot = new int[points];
        for (int p = 0; p < points; p++) {
            empties[p] = p;
            slot[p] = p;
        }
        this.emptyCount = points;
        this.stones = new int[rules.sides()];
        this.ints = new int[rules.ints()];
        allocateJournal(1);
    }

    /** A journal for {@code moves} moves of a few writes each; it grows past them. */
    private void allocateJournal(int moves) {
        journal = new int[8 * moves + 64];
        frames = new int[FRAME * (moves + 1)];
        frameOutcomes = new Outcome[moves + 1];
    }

    private StonePosition(StonePosition from, int moves) {
        this.rules = from.rules;
        this.definition = from.definition;
        this.points = from.points;
        this.cells = from.cells.clone();
        this.empties = from.empties.clone();
        this.slot = from.slot.clone();
        this.emptyCount = from.emptyCount;
        this.stones = from.stones.clone();
        this.stonesHash = from.stonesHash;
        this.ints = from.ints.clone();
        this.side = from.side;
        this.ply = from.ply;
        this.passes = from.passes;
        this.lastMover = from.lastMover;
        this.lastMove = from.lastMove;
        this.outcome = from.outcome(); // judged, so that a state's copy never changes
        allocateJournal(moves);
    }

    /** The initial position of {@code rules}' game: the start stones, side 0 to move. */
    static StonePosition initial(StoneRules rules) {
        StonePosition position = new StonePosition(rules);
        rules.start(position);
        position.settle();
        return position;
    }

    /**
     * A position set up from stones: {@code cells} (bytes as {@link #cells()}), {@code toMove}
     * to move, {@code ply} plies and {@code passes} passes in a row, the counters' values in
     * their order; the scratch data rebuilt and the outcome judged.
     *
     * @throws IllegalArgumentException when the rules find no game reaches it
     */
    static StonePosition setUp(StoneRules rules, byte[] cells, int toMove, int ply, int passes, int[] counters) {
        StonePosition position = new StonePosition(rules);
        for (int p = 0; p < cells.length; p++) {
            if (cells[p] != EMPTY) {
                position.place(p, cells[p] - 1);
            }
        }
        int[] slots = rules.counterSlotArray();
        for (int i = 0; i < slots.length; i++) {
            position.ints[slots[i]] = counters[i];
        }
        position.side = toMove;
        position.ply = ply;
        position.passes = passes;
        position.settle();
        return position;
    }

    /** Rebuilds the scratch data, judges the set-up position, and forgets the writes that made it. */
    private void settle() {
        rules.rebuild(this);
        journalSize = 0;
        outcome = rules.outcome(this, StoneRules.NO_MOVE, StoneRules.NO_MOVE);
        journalSize = 0;
    }

    /**
     * An independent copy of this position, with nothing to take back, its journal sized for a
     * playout that fills the board.
     */
    public StonePosition copy() {
        return new StonePosition(this, points);
    }

    /**
     * Makes this position a copy of {@code from} (a position of the same rules), with nothing to
     * take back, reusing its arrays: what a fresh {@link #copy} of {@code from} would be.
     */
    void reset(StonePosition from) {
        System.arraycopy(from.cells, 0, cells, 0, points);
        System.arraycopy(from.empties, 0, empties, 0, points);
        System.arraycopy(from.slot, 0, slot, 0, points);
        System.arraycopy(from.stones, 0, stones, 0, stones.length);
        System.arraycopy(from.ints, 0, ints, 0, ints.length);
        emptyCount = from.emptyCount;
        stonesHash = from.stonesHash;
        side = from.side;
        ply = from.ply;
        passes = from.passes;
        lastMover = from.lastMover;
        lastMove = from.lastMove;
        outcome = from.outcome();
        forget();
    }

    /** A copy for the next immutable state: one move is played on it. */
    StonePosition stateCopy() {
        return new StonePosition(this, 1);
    }

    // ---- reading ----

    public StoneRules rules() {
        return rules;
    }

    public Topology topology() {
        return rules.topology();
    }

    /** The number of points. */
    public int points() {
        return points;
    }

    /**
     * The stones, one byte per point ({@link #EMPTY} or side index plus one): the position's
     * own array, for the rules' hot loops to read; never write it (use {@link #place} and the
     * others).
     */
    public byte[] cells() {
        return cells;
    }

    /** The side whose stone is on {@code point}, or -1 when it is empty. */
    public int stone(int point) {
        return cells[point] - 1;
    }

    public boolean isEmpty(int point) {
        return cells[point] == EMPTY;
    }

    /** The stones {@code side} has on the board. */
    public int stones(int side) {
        return stones[side];
    }

    /** The number of empty points. */
    public int emptyCount() {
        return emptyCount;
    }

    /** The {@code i}-th empty point ({@code i} below {@link #emptyCount}), in no particular order. */
    public int empty(int i) {
        return empties[i];
    }

    /** The index of the side to move. */
    public int sideToMove() {
        return side;
    }

    /** The side that made the last move; {@link StoneRules#NO_MOVE} in a position set up or at the start. */
    public int lastMover() {
        return lastMover;
    }

    /** The passes made in a row up to now. */
    public int passes() {
        return passes;
    }

    /** The value of a counter or scratch slot the rules reserved. */
    public int get(int slot) {
        return ints[slot];
    }

    /** Whether the side to move may put a stone on {@code point}: it is empty and the rules allow it. */
    public boolean allows(int point) {
        return cells[point] == EMPTY && rules.refusal(this, point) == null;
    }

    // ---- the journaled writes, for the rules ----

    /** Puts a stone of {@code side} on empty {@code point}. */
    public void place(int point, int side) {
        if (cells[point] != EMPTY) {
            throw new IllegalStateException(rules.topology().name(point) + " is not empty");
        }
        log(point, EMPTY);
        write(point, (byte) (side + 1));
    }

    /** Takes the stone off {@code point}. */
    public void remove(int point) {
        if (cells[point] == EMPTY) {
            throw new IllegalStateException(rules.topology().name(point) + " holds no stone");
        }
        log(point, cells[point]);
        write(point, EMPTY);
    }

    /** Turns the stone on {@code point} into one of {@code side} (a flip). */
    public void recolour(int point, int side) {
        if (cells[point] == EMPTY) {
            throw new IllegalStateException(rules.topology().name(point) + " holds no stone");
        }
        log(point, cells[point]);
        write(point, (byte) (side + 1));
    }

    /** Sets a counter or scratch slot the rules reserved. */
    public void set(int slot, int value) {
        if (ints[slot] != value) {
            log(-1 - slot, ints[slot]);
            ints[slot] = value;
        }
    }

    private void log(int target, int old) {
        if (journalSize + 2 > journal.length) {
            journal = Arrays.copyOf(journal, journal.length * 2);
        }
        journal[journalSize++] = target;
        journal[journalSize++] = old;
    }

    /** Changes a cell, keeping the empty set, the counts and the hash in step. */
    private void write(int point, byte value) {
        byte old = cells[point];
        if (old == value) {
            return;
        }
        if (old == EMPTY) {
            int i = slot[point];
            int last = empties[--emptyCount];
            empties[i] = last;
            slot[last] = i;
            empties[emptyCount] = point; // slot[point] keeps i, where an undo puts it back
        } else {
            stones[old - 1]--;
            stonesHash ^= rules.stoneKey(point, old - 1);
        }
        if (value == EMPTY) {
            empties[emptyCount] = point;
            slot[point] = emptyCount++;
        } else {
            stones[value - 1]++;
            stonesHash ^= rules.stoneKey(point, value - 1);
        }
        cells[point] = value;
    }

    /** Takes a cell back to {@code value}; an emptied point returns to where it was in the empty set. */
    private void unwrite(int point, byte value) {
        byte now = cells[point];
        if (now == EMPTY) { // an emptied point fills again: take it out of the set
            int i = slot[point];
            int last = empties[--emptyCount];
            empties[i] = last;
            slot[last] = i;
            stones[value - 1]++;
            stonesHash ^= rules.stoneKey(point, value - 1);
            cells[point] = value;
            slot[point] = emptyCount;
            return;
        }
        stones[now - 1]--;
        stonesHash ^= rules.stoneKey(point, now - 1);
        if (value == EMPTY) { // a filled point empties again: back into its old slot
            int i = Math.min(slot[point], emptyCount);
            if (i < emptyCount) {
                int moved = empties[i];
                empties[emptyCount] = moved;
                slot[moved] = emptyCount;
            }
            empties[i] = point;
            slot[point] = i;
            emptyCount++;
        } else {
            stones[value - 1]++;
            stonesHash ^= rules.stoneKey(point, value - 1);
        }
        cells[point] = value;
    }

    // ---- the kernel ----

    @Override
    public GameDefinition definition() {
        return definition;
    }

    @Override
    public Side toMove() {
        return definition.type().side(side);
    }

    @Override
    public int ply() {
        return ply;
    }

    /** The outcome, judged when first asked after a move of {@link #playOut}, which skips judging where it can. */
    @Override
    public Outcome outcome() {
        if (outcome == null) {
            outcome = rules.outcome(this, lastMover, lastMove);
        }
        return outcome;
    }

    @Override
    public boolean isOver() {
        return outcome() != Outcome.ONGOING;
    }

    @Override
    public long hash() {
        long h = stonesHash ^ rules.sideKey(side) ^ rules.numberKey(-1, passes) ^ rules.hashExtra(this);
        for (int slot : rules.counterSlotArray()) {
            h ^= rules.numberKey(slot, ints[slot]);
        }
        return h;
    }

    @Override
    public int maxMoves() {
        return points + 2;
    }

    @Override
    public int legalMoves(int[] into) {
        if (isOver()) {
            return 0;
        }
        int n = 0;
        for (int p = 0; p < points; p++) {
            if (cells[p] == EMPTY && rules.refusal(this, p) == null) {
                into[n++] = p;
            }
        }
        boolean swap = rules.swapAllowed(this);
        Passing passing = rules.passing();
        if (passing == Passing.ALWAYS || passing == Passing.WHEN_BLOCKED && n == 0 && !swap) {
            into[n++] = points;
        }
        if (swap) {
            into[n++] = points + 1;
        }
        return n;
    }

    /**
     * Draws uniformly among the empty points, the pass (where it is always allowed) and the
     * swap (where it is allowed now), setting aside each drawn point the rules refuse, so that
     * the move is uniform over the legal ones without listing them; a side that may place
     * nowhere passes where the rules make it.
     */
    @Override
    public int randomMove(SplittableRandom random) {
        int move = draw(random);
        return move >= 0 ? move : blocked();
    }

    /** The move of a side that the draw found nowhere to place: the pass where the rules make it. */
    private int blocked() {
        if (rules.passing() == Passing.WHEN_BLOCKED) {
            return points;
        }
        throw new IllegalStateException(definition.text() + ": no legal move in a game that goes on");
    }

    /** {@link #randomMove}'s draw: a legal point, pass or swap, or -1 when none is drawn. */
    private int draw(SplittableRandom random) {
        boolean pass = rules.passing() == Passing.ALWAYS;
        boolean swap = rules.swapAllowed(this);
        int extras = (pass ? 1 : 0) + (swap ? 1 : 0);
        int left = emptyCount;
        while (left + extras > 0) {
            int i = random.nextInt(left + extras);
            if (i >= left) {
                return pass && i == left ? points : points + 1;
            }
            int point = empties[i];
            if (rules.refusal(this, point) == null) {
                return point;
            }
            left--;
            int other = empties[left];
            empties[left] = point;
            slot[point] = left;
            empties[i] = other;
            slot[other] = i;
        }
        return -1;
    }

    /**
     * As the default, {@link #randomMove} and {@link #apply} in turn, drawing the same moves;
     * but where the rules say the game ends only where the side to move is blocked
     * ({@link StoneRules#endsOnlyWhenBlocked()}), a move is judged only when the next draw
     * finds nothing to place, since finding a stone to place says the game goes on.
     */
    @Override
    public int playOut(SplittableRandom random, int maxPlies) {
        boolean lazy = rules.endsOnlyWhenBlocked() && rules.passing() != Passing.ALWAYS;
        int plies = 0;
        while (true) {
            int move;
            if (outcome != null) {
                if (outcome.isOver()) {
                    return plies;
                }
                move = randomMove(random);
            } else {
                move = draw(random);
                if (move < 0) {
                    if (isOver()) {
                        return plies;
                    }
                    move = blocked();
                }
            }
            if (plies >= maxPlies) {
                throw new IllegalStateException("playout did not end within " + maxPlies + " plies");
            }
            play(move);
            if (!lazy) {
                outcome = rules.outcome(this, lastMover, move);
            }
            plies++;
        }
    }

    /** A random playout on a copy of this position that it keeps for them, so nothing is taken back. */
    @Override
    public Outcome randomOutcome(SplittableRandom random, int maxPlies) {
        if (playouts == null) {
            playouts = copy();
        } else {
            playouts.reset(this);
        }
        playouts.playOut(random, maxPlies);
        return playouts.outcome();
    }

    @Override
    public void apply(int move) {
        play(move);
        outcome = rules.outcome(this, lastMover, move);
    }

    /** Plays {@code move}, leaving its outcome to be judged. */
    private void play(int move) {
        pushFrame();
        int mover = side;
        if (move < points) {
            place(move, mover);
            passes = 0;
            rules.placed(this, move);
        } else if (move == points) {
            passes++;
        } else {
            passes = 0;
            rules.swap(this);
        }
        ply++;
        lastMover = mover;
        lastMove = move;
        side = rules.next(this, mover, move);
        outcome = null;
    }

    private void pushFrame() {
        if ((depth + 1) * FRAME > frames.length) {
            frames = Arrays.copyOf(frames, frames.length * 2);
            frameOutcomes = Arrays.copyOf(frameOutcomes, frameOutcomes.length * 2);
        }
        int f = depth * FRAME;
        frames[f] = journalSize;
        frames[f + 1] = side;
        frames[f + 2] = ply;
        frames[f + 3] = passes;
        frames[f + 4] = lastMover;
        frames[f + 5] = lastMove;
        frameOutcomes[depth++] = outcome;
    }

    @Override
    public void undo() {
        if (depth == 0) {
            throw new IllegalStateException("no move to take back");
        }
        depth--;
        int f = depth * FRAME;
        int mark = frames[f];
        while (journalSize > mark) {
            int old = journal[--journalSize];
            int target = journal[--journalSize];
            if (target >= 0) {
                unwrite(target, (byte) old);
            } else {
                ints[-1 - target] = old;
            }
        }
        side = frames[f + 1];
        ply = frames[f + 2];
        passes = frames[f + 3];
        lastMover = frames[f + 4];
        lastMove = frames[f + 5];
        outcome = frameOutcomes[depth];
        frameOutcomes[depth] = null;
    }

    /** Forgets what there is to take back: this position becomes a start (a state's own copy). */
    void forget() {
        journalSize = 0;
        Arrays.fill(frameOutcomes, 0, depth, null);
        depth = 0;
    }

    /** The moves applied and not yet taken back. */
    public int depth() {
        return depth;
    }

    @Override
    public Move move(int code) {
        return rules.moves()[code];
    }

    @Override
    public int code(Move move) {
        if (move instanceof StoneMove.Place place) {
            return place.point() < points ? place.point() : -1;
        }
        if (move instanceof StoneMove.Pass) {
            return points;
        }
        return move instanceof StoneMove.Swap ? points + 1 : -1;
    }

    @Override
    public GameState snapshot() {
        return new StoneState(stateCopy());
    }
}
