package io.tabula.record;

import java.util.List;
import java.util.Locale;
import java.util.SplittableRandom;

/**
 * Nigiri (握り, Chinese 猜先 cāi xiān): the odd/even guess that decides who takes Black
 * and moves first in an even game of Go, and who is "tentative black" (the player who
 * starts the opening) in Gomoku/Renju.
 *
 * <p>The procedure modelled here follows Sensei's Library, "Nigiri"
 * (https://senseis.xmp.net/?GuessingTheStones), which agrees with the GoGoHikaGo wiki
 * (http://gogohikago.com/wiki/Nigiri):
 * <ol>
 *   <li>the <em>holder</em> (normally the senior, i.e. stronger or older, player) grabs a
 *       handful of stones without counting or showing them;</li>
 *   <li>the <em>guesser</em> calls "odd" (by placing one black stone) or "even" (two);</li>
 *   <li>the handful is counted, in pairs;</li>
 *   <li>if the guess is right the guesser takes Black and moves first, otherwise the
 *       holder does.</li>
 * </ol>
 * Variants not modelled: under Ing rules (and per one description of Chinese practice) the
 * winner of the guess <em>chooses</em> a colour rather than taking Black.
 *
 * <p>Players are numbered {@link #HOLDER} = 0 and {@link #GUESSER} = 1. Instances are
 * immutable; {@link #draw(long)} makes the whole ceremony reproducible from one seed.
 *
 * @param grabbed how many stones the holder grabbed, in {@link #MIN_HANDFUL}..{@link #MAX_HANDFUL}
 * @param guess   what the guesser called
 */
public record Nigiri(int grabbed, Parity guess) {

    /** Parity of the handful, and the two possible calls. */
    public enum Parity {
        ODD, EVEN;

        public static Parity of(int count) {
            return count % 2 == 0 ? EVEN : ODD;
        }

        /** Lower-case word for human text ("odd", "even"). */
        public String word() {
            return name().toLowerCase(Locale.ROOT);
        }
    }

    /** Index of the player who grabs the stones. */
    public static final int HOLDER = 0;
    /** Index of the player who guesses the parity. */
    public static final int GUESSER = 1;

    /**
     * Smallest handful: a grab holds at least one stone, otherwise there is nothing to count.
     */
    public static final int MIN_HANDFUL = 1;
    /**
     * Largest handful. Around thirty Go/Renju stones is about what an adult hand holds. The
     * range 1..30 also has as many odd as even sizes (15 each), so a uniform draw makes the
     * parity exactly fair, as the real ceremony is meant to be.
     */
    public static final int MAX_HANDFUL = 30;

    public Nigiri {
        if (grabbed < MIN_HANDFUL || grabbed > MAX_HANDFUL) {
            throw new IllegalArgumentException("grabbed must be within " + MIN_HANDFUL + ".."
                    + MAX_HANDFUL + ", was " + grabbed);
        }
        if (guess == null) {
            throw new IllegalArgumentException("guess must be ODD or EVEN, was null");
        }
    }

    /** Holder grabs a uniform handful from {@code random}; the guesser's call is given. */
    public static Nigiri draw(SplittableRandom random, Parity guess) {
        if (random == null) {
            throw new IllegalArgumentException("random must not be null");
        }
        if (guess == null) {
            throw new IllegalArgumentException("guess must be ODD or EVEN, was null");
        }
        return new Nigiri(random.nextInt(MIN_HANDFUL, MAX_HANDFUL + 1), guess);
    }

    /** As {@link #draw(SplittableRandom, Parity)}, seeded. */
    public static Nigiri draw(long seed, Parity guess) {
        return draw(new SplittableRandom(seed), guess);
    }

    /** The whole ceremony from one seed: the guesser's call is drawn first, then the handful. */
    public static Nigiri draw(long seed) {
        SplittableRandom random = new SplittableRandom(seed);
        Parity guess = random.nextBoolean() ? Parity.ODD : Parity.EVEN;
        return draw(random, guess);
    }

    /** Parity of the counted handful. */
    public Parity grabbedParity() {
        return Parity.of(grabbed);
    }

    public boolean guessedRight() {
        return grabbedParity() == guess;
    }

    /** {@link #GUESSER} if the guess was right, else {@link #HOLDER}: who takes Black and starts. */
    public int blackPlayer() {
        return guessedRight() ? GUESSER : HOLDER;
    }

    /**
     * Orders two named players for play.
     *
     * @param holderThenGuesser exactly two distinct names: the holder, then the guesser
     * @return the same two names as [Black / first to move, White / second to move]
     */
    public List<String> order(List<String> holderThenGuesser) {
        if (holderThenGuesser == null || holderThenGuesser.size() != 2) {
            throw new IllegalArgumentException("need exactly two player names (holder, guesser), got "
                    + holderThenGuesser);
        }
        String holder = holderThenGuesser.get(HOLDER);
        String guesser = holderThenGuesser.get(GUESSER);
        if (holder == null || guesser == null) {
            throw new IllegalArgumentException("player names must not be null, got " + holderThenGuesser);
        }
        if (holder.equals(guesser)) {
            throw new IllegalArgumentException("the two player names must be distinct, both were \""
                    + holder + "\"");
        }
        return blackPlayer() == GUESSER ? List.of(guesser, holder) : List.of(holder, guesser);
    }

    /** E.g. "holder grabbed 17 stones (odd); guesser said even: wrong, so holder takes black and starts". */
    public String describe() {
        return "holder grabbed " + grabbed + (grabbed == 1 ? " stone (" : " stones (")
                + grabbedParity().word() + "); guesser said " + guess.word() + ": "
                + (guessedRight() ? "right, so guesser" : "wrong, so holder")
                + " takes black and starts";
    }
}
