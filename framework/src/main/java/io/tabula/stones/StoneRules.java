package io.tabula.stones;

import io.tabula.core.GameDefinition;
import io.tabula.core.IllegalReason;
import io.tabula.core.Outcome;
import io.tabula.topology.Topology;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;

/**
 * The rules of one game of stones under one definition: what a variant written on the kit
 * says, and nothing else. The kit ({@link StonePosition}) keeps the stones, the side to move,
 * the plies and passes and takes every move back; the rules say which points take a stone
 * ({@link #refusal}), what a stone does when it lands ({@link #placed}: flips, captures),
 * whether and when a side passes ({@link #passing}) or swaps ({@link #swapAllowed},
 * {@link #swap}), who moves next ({@link #next}) and how the game ends ({@link #outcome}).
 *
 * <p>The hooks read the position and change it only through its journaled writes
 * ({@link StonePosition#place}, {@link StonePosition#remove}, {@link StonePosition#recolour},
 * {@link StonePosition#set}), so that the kit can take a move back exactly. Numbers the rules
 * keep beside the stones are reserved in the constructor: a {@link #counter} is part of the
 * position (hashed, in snapshots), {@link #scratch} space is derived from the stones (a
 * union-find of connected stones) and rebuilt by {@link #rebuild} whenever a position is set
 * up from stones.
 *
 * <p>Instances are immutable once constructed and shared by every position of their
 * definition, on any thread.
 */
public abstract class StoneRules {
    /** The move code, and the {@code move} argument of {@link #outcome}, of a position set up rather than played. */
    public static final int NO_MOVE = -1;

    private final GameDefinition definition;
    private final Topology topology;
    private final int sides;
    private final int points;
    private final List<String> counters = new ArrayList<>();
    private final List<Integer> counterSlots = new ArrayList<>();
    private int ints;
    private int[] slotArray; // a race makes the same array twice
    private final long[] stoneKeys;
    private final long[] sideKeys;
    private final long salt;
    private final StoneMove[] moves;

    /**
     * @param definition the definition these rules play
     * @param topology   the board: points, neighbours, lines and names
     */
    protected StoneRules(GameDefinition definition, Topology topology) {
        this.definition = definition;
        this.topology = topology;
        this.sides = definition.type().sides().size();
        this.points = topology.points();
        SplittableRandom keys = new SplittableRandom(0x57_0E_5B_0A_7DL ^ points * 31L ^ sides);
        this.stoneKeys = new long[sides * points];
        for (int i = 0; i < stoneKeys.length; i++) {
            stoneKeys[i] = keys.nextLong();
        }
        this.sideKeys = new long[sides];
        for (int s = 0; s < sides; s++) {
            sideKeys[s] = keys.nextLong();
        }
        this.salt = keys.nextLong();
        this.moves = new StoneMove[points + 2];
        for (int p = 0; p < points; p++) {
            moves[p] = new StoneMove.Place(p);
        }
        moves[points] = StoneMove.PASS;
        moves[points + 1] = StoneMove.SWAP;
    }

    public final GameDefinition definition() {
        return definition;
    }

    public final Topology topology() {
        return topology;
    }

    /** The number of sides, as the game's type lists them. */
    public final int sides() {
        return sides;
    }

    /** The shared move that places a stone on {@code point}. */
    public final StoneMove place(int point) {
        return moves[point];
    }

    /** The code of the pass: the number of points. */
    public final int passCode() {
        return points;
    }

    /** The code of the swap: the number of points plus one. */
    public final int swapCode() {
        return points + 1;
    }

    /**
     * Reserves a counter named {@code name} (a side's captures, the stones it has in hand): a
     * number of the position, 0 at the start, hashed with it and written in its snapshots
     * under that name. Call it while the rules are made (from their constructor, or a block's
     * that they make there); it returns the counter's slot for
     * {@link StonePosition#get} and {@link StonePosition#set}.
     */
    public final int counter(String name) {
        if (counters.contains(name)) {
            throw new IllegalArgumentException("counter " + name + " reserved twice");
        }
        counters.add(name);
        counterSlots.add(ints);
        return ints++;
    }

    /**
     * Reserves {@code length} numbers of working data derived from the stones (the parents of
     * a union-find), which undo restores but hashes and snapshots leave out, and
     * {@link #rebuild} recomputes from the stones. Call it while the rules are made, as
     * {@link #counter}; it returns the first slot.
     */
    public final int scratch(int length) {
        int first = ints;
        ints += length;
        return first;
    }

    /** The counters' names, in the order they were reserved. */
    public final List<String> counters() {
        return List.copyOf(counters);
    }

    /** The slot of the counter named {@code name}, or -1. */
    public final int counterSlot(String name) {
        int i = counters.indexOf(name);
        return i < 0 ? -1 : counterSlots.get(i);
    }

    final int ints() {
        return ints;
    }

    /** The counters' slots; made on first use, after the constructors have reserved them all. */
    final int[] counterSlotArray() {
        int[] slots = slotArray;
        if (slots == null) {
            slots = counterSlots.stream().mapToInt(Integer::intValue).toArray();
            slotArray = slots;
        }
        return slots;
    }

    final long stoneKey(int point, int side) {
        return stoneKeys[side * points + point];
    }

    final long sideKey(int side) {
        return sideKeys[side];
    }

    /** The key of {@code value} in slot {@code slot} (a counter) or of {@code passes} passes in a row (slot -1). */
    final long numberKey(int slot, int value) {
        long z = salt + (slot + 2) * 0x9E3779B97F4A7C15L + value * 0xC2B2AE3D27D4EB4FL;
        z = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
        z = (z ^ (z >>> 27)) * 0x94D049BB133111EBL;
        return value == 0 ? 0 : z ^ (z >>> 31);
    }

    final StoneMove[] moves() {
        return moves;
    }

    // ---- the game's rules: what a variant overrides ----

    /** When a side may pass; {@link Passing#NEVER} by default. */
    public Passing passing() {
        return Passing.NEVER;
    }

    /** Puts the stones of the initial position on the empty board (Othello's four); none by default. */
    protected void start(StonePosition position) {
    }

    /**
     * Recomputes the {@link #scratch} data from the stones of a position set up from a board
     * (a new game, a diagram, a snapshot); nothing by default.
     */
    protected void rebuild(StonePosition position) {
    }

    /**
     * Why the side to move may not put a stone on empty {@code point}, or null when it may.
     * Everywhere by default. It must leave the position as it found it (it may try a stone and
     * take it back through the journal).
     */
    protected IllegalReason refusal(StonePosition position, int point) {
        return null;
    }

    /**
     * What the stone just put on {@code point} by {@code position.lastMover()} does: flip,
     * capture, update the scratch data. Nothing by default.
     */
    protected void placed(StonePosition position, int point) {
    }

    /** Whether the side to move may swap now; never by default. */
    protected boolean swapAllowed(StonePosition position) {
        return false;
    }

    /** What the swap does to the position (a variant that allows one says). */
    protected void swap(StonePosition position) {
        throw new UnsupportedOperationException(definition.gameId() + " has no swap");
    }

    /** The side to move after {@code mover} played {@code move}: the next side in turn order by default. */
    protected int next(StonePosition position, int mover, int move) {
        return (mover + 1) % sides;
    }

    /**
     * How the game stands after {@code mover} played {@code move} (a point, {@link #passCode()}
     * or {@link #swapCode()}), the side to move already being the next one; or how a position
     * set up from a board stands ({@code move} and {@code mover} {@link #NO_MOVE}).
     *
     * @throws IllegalArgumentException for a set-up position that no game reaches (two winners)
     */
    protected abstract Outcome outcome(StonePosition position, int mover, int move);

    /**
     * Whether the game can end only where the side to move has no stone to place and no swap
     * (Othello: it ends when neither side can place): then {@link #outcome} is
     * {@code ONGOING} wherever the side to move can place, and the kit's random playouts judge
     * a position only when their draw finds nothing to place, instead of after every move.
     * False by default (Hex ends at a connection with points still empty); ignored in games
     * that may always pass.
     */
    protected boolean endsOnlyWhenBlocked() {
        return false;
    }

    /**
     * What decides legal moves beyond the stones, the side to move, the passes in a row and
     * the counters (which the kit hashes): 0 by default. Hex's swap window, for one, depends on
     * the ply.
     */
    protected long hashExtra(StonePosition position) {
        return 0;
    }

    /** The letter of {@code side}'s stones in diagrams: {@code X}, {@code O}, then {@code A}, {@code B}, ... */
    public char symbol(int side) {
        return "XOABCDEFGHIJKLMNPQRSTUVWYZ".charAt(side);
    }

    /** The outcome in words for people; by default the outcome's own text. */
    public String describe(StonePosition position) {
        return position.outcome().toString();
    }
}
