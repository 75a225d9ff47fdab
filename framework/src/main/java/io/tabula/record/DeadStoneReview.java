package io.tabula.record;

import io.tabula.core.DeadStoneAgreement;
import io.tabula.core.GameState;
import java.util.Collections;
import java.util.Objects;
import java.util.Set;
import java.util.SortedSet;
import java.util.TreeSet;

/**
 * The dead-stone phase after a game ended by passes, as players do it over the board: the
 * module's estimate is proposed, either player may toggle a chain dead or alive, and the
 * player of the side to move confirms first, then the other. A toggle after the first
 * confirmation withdraws it, since the first player agreed to other stones; the second
 * confirmation settles the game. Holds no terminal and no page: {@code tabula play} asks the
 * players in the terminal, the web server over its API. Not thread-safe; its owner locks it.
 */
public final class DeadStoneReview {
    private final DeadStoneAgreement agreement;
    private final GameState end;
    private final int first;
    /** The stones marked dead now, in the module's order. */
    private final SortedSet<String> dead;
    private boolean firstConfirmed;

    /**
     * The review of {@code end} (a game {@code agreement} counts), starting from the module's estimate.
     *
     * @throws IllegalArgumentException if {@code agreement} does not count {@code end}
     */
    public DeadStoneReview(DeadStoneAgreement agreement, GameState end) {
        this(agreement, end, counted(agreement, end).estimate(end), false);
    }

    private static DeadStoneAgreement counted(DeadStoneAgreement agreement, GameState end) {
        if (!agreement.counts(end)) {
            throw new IllegalArgumentException("the game was not ended by passes and counted: " + end.describeOutcome());
        }
        return agreement;
    }

    /**
     * A review of {@code end} as it stood: {@code dead} marked and, if {@code firstConfirmed},
     * the first player's confirmation given (a review saved and read back).
     *
     * @throws IllegalArgumentException if {@code agreement} does not count {@code end}
     * @throws io.tabula.core.TabulaException naming a point of {@code dead} that holds no stone
     */
    public DeadStoneReview(DeadStoneAgreement agreement, GameState end, Set<String> dead, boolean firstConfirmed) {
        this.agreement = counted(Objects.requireNonNull(agreement, "agreement"), end);
        this.end = end;
        this.first = end.playerOf(end.toMove());
        this.dead = new TreeSet<>(agreement.marked(agreement.settle(end, dead)));
        this.firstConfirmed = firstConfirmed;
    }

    /** The game as the rules ended it, every stone on the board. */
    public GameState end() {
        return end;
    }

    /** The player who confirms first: the one of the side to move after the passes. */
    public int firstToConfirm() {
        return first;
    }

    /** The player who confirms next: the side to move's until it has confirmed, then the other. */
    public int toConfirm() {
        return firstConfirmed ? 1 - first : first;
    }

    /** Whether the first player has confirmed the stones marked now. */
    public boolean firstConfirmed() {
        return firstConfirmed;
    }

    /** The stones marked dead now. */
    public SortedSet<String> dead() {
        return Collections.unmodifiableSortedSet(dead);
    }

    /**
     * Marks the chain of the stone on {@code point} dead, or alive again if it was marked, and
     * withdraws a confirmation already given.
     *
     * @return the chain's stones and whether they are now dead
     * @throws io.tabula.core.TabulaException naming what is wrong: not a point, or no stone on it
     */
    public Toggle toggle(String point) {
        SortedSet<String> chain = agreement.chain(end, point);
        boolean nowDead = !dead.containsAll(chain);
        if (nowDead) {
            dead.addAll(chain);
        } else {
            dead.removeAll(chain);
        }
        firstConfirmed = false;
        return new Toggle(chain, nowDead);
    }

    /**
     * Marks exactly {@code stones} dead (a player's whole proposal at once, as an agent makes
     * it) and withdraws a confirmation already given, unless they are the stones marked now.
     *
     * @throws io.tabula.core.TabulaException naming a point that holds no stone
     */
    public void propose(Set<String> stones) {
        SortedSet<String> proposed = agreement.marked(agreement.settle(end, stones));
        if (!proposed.equals(dead)) {
            dead.clear();
            dead.addAll(proposed);
            firstConfirmed = false;
        }
    }

    /**
     * {@link #toConfirm()}'s player agrees to the stones marked now.
     *
     * @return whether both have agreed, so that {@link #settled()} is the game's end
     */
    public boolean confirm() {
        if (!firstConfirmed) {
            firstConfirmed = true;
            return false;
        }
        return true;
    }

    /** The game counted with the stones marked dead now. */
    public GameState settled() {
        return agreement.settle(end, Set.copyOf(dead));
    }

    /** A chain toggled: its stones, and whether they are dead now (alive otherwise). */
    public record Toggle(SortedSet<String> chain, boolean dead) {
        public Toggle {
            chain = Collections.unmodifiableSortedSet(chain);
        }
    }
}
