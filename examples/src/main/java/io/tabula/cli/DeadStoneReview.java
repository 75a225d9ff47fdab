package io.tabula.cli;

import io.tabula.core.DeadStoneAgreement;
import io.tabula.core.GameState;
import java.util.Objects;
import java.util.Set;
import java.util.SortedSet;

/**
 * The dead-stone phase after a game ended by passes, as players do it over the board: the
 * module's estimate is proposed, either player may toggle a chain dead or alive, and the
 * player of the side to move confirms first, then the other. A toggle after the first
 * confirmation withdraws it, since the first player agreed to other stones; the second
 * confirmation settles the game. Holds no terminal: {@link PlaySession} asks the players.
 */
final class DeadStoneReview {
    private final DeadStoneAgreement agreement;
    private final GameState end;
    private final int first;
    /** The stones marked dead now, in the module's order. */
    private final SortedSet<String> dead;
    private boolean firstConfirmed;

    /** The review of {@code end} (a game {@code agreement} counts), starting from the module's estimate. */
    DeadStoneReview(DeadStoneAgreement agreement, GameState end) {
        this.agreement = Objects.requireNonNull(agreement, "agreement");
        if (!agreement.counts(end)) {
            throw new IllegalArgumentException("the game was not ended by passes and counted: " + end.describeOutcome());
        }
        this.end = end;
        this.first = end.playerOf(end.toMove());
        this.dead = agreement.estimate(end);
    }

    /** The player who confirms next: the side to move's until it has confirmed, then the other. */
    int toConfirm() {
        return firstConfirmed ? 1 - first : first;
    }

    /** The stones marked dead now. */
    SortedSet<String> dead() {
        return java.util.Collections.unmodifiableSortedSet(dead);
    }

    /**
     * Marks the chain of the stone on {@code point} dead, or alive again if it was marked, and
     * withdraws a confirmation already given.
     *
     * @return the chain's stones and whether they are now dead
     * @throws io.tabula.core.TabulaException naming what is wrong: not a point, or no stone on it
     */
    Toggle toggle(String point) {
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
     * {@link #toConfirm()}'s player agrees to the stones marked now.
     *
     * @return whether both have agreed, so that {@link #settled()} is the game's end
     */
    boolean confirm() {
        if (!firstConfirmed) {
            firstConfirmed = true;
            return false;
        }
        return true;
    }

    /** The game counted with the stones marked dead now. */
    GameState settled() {
        return agreement.settle(end, Set.copyOf(dead));
    }

    /** A chain toggled: its stones, and whether they are dead now (alive otherwise). */
    record Toggle(SortedSet<String> chain, boolean dead) {
        Toggle {
            chain = java.util.Collections.unmodifiableSortedSet(chain);
        }
    }
}
