package io.tabula.referee;

import io.tabula.agent.Seeds;
import io.tabula.core.TabulaException;
import io.tabula.record.Nigiri;
import java.util.Locale;

/**
 * Who takes the first side (black in Go and Gomoku) in each game of a match between its first
 * and its second player.
 *
 * <ul>
 *   <li>{@code alternate}: the first player in games 1, 3, 5..., the second in 2, 4, 6...;</li>
 *   <li>{@code fixed}: the first player in every game;</li>
 *   <li>{@code nigiri:SEED} (握り, 猜先): a seeded {@link Nigiri} decides who takes the first
 *       side in game 1 (the second player holds the stones, the first guesses), and the colours
 *       alternate from there. The same seed gives the same draw; a tournament gives each
 *       pairing its own draw from the seed ({@link #forPairing}).</li>
 * </ul>
 */
public sealed interface Colours {
    /** The words of the option, for help and errors. */
    String OPTIONS = "alternate, fixed or nigiri:SEED";

    /** Colours alternating from the first player. */
    Colours ALTERNATE = new Alternate();

    /** The first player takes the first side in every game. */
    Colours FIXED = new Fixed();

    /**
     * 0 if the first player takes the first side in game {@code number} (from 1), 1 if the second does.
     */
    int starter(int number);

    /** The colours of the {@code index}-th pairing (from 0) of a tournament. */
    default Colours forPairing(long index) {
        return this;
    }

    /** The option's text: {@code alternate}, {@code fixed}, {@code nigiri:7}. */
    String text();

    /**
     * The colours {@code text} names.
     *
     * @throws TabulaException naming what is wrong, with the choices
     */
    static Colours parse(String text) {
        String t = text.trim().toLowerCase(Locale.ROOT);
        if (t.equals("alternate")) {
            return ALTERNATE;
        }
        if (t.equals("fixed")) {
            return FIXED;
        }
        if (t.startsWith("nigiri:")) {
            try {
                return new ByNigiri(Long.parseLong(t.substring("nigiri:".length())));
            } catch (NumberFormatException e) {
                throw new TabulaException("colours '" + text + "': the seed of nigiri is a whole number, like nigiri:7");
            }
        }
        if (t.equals("nigiri")) {
            throw new TabulaException("colours 'nigiri' needs a seed, like nigiri:7, so that the draw can be repeated");
        }
        throw new TabulaException("colours '" + text + "': write " + OPTIONS);
    }

    /** {@code alternate}. */
    record Alternate() implements Colours {
        @Override
        public int starter(int number) {
            return (number - 1) % 2;
        }

        @Override
        public String text() {
            return "alternate";
        }
    }

    /** {@code fixed}. */
    record Fixed() implements Colours {
        @Override
        public int starter(int number) {
            return 0;
        }

        @Override
        public String text() {
            return "fixed";
        }
    }

    /** {@code nigiri:SEED}: the draw decides game 1, the colours alternate from there. */
    record ByNigiri(long seed) implements Colours {
        /** The ceremony this seed gives: the second player ({@link Nigiri#HOLDER}) grabs, the first guesses. */
        public Nigiri draw() {
            return Nigiri.draw(seed);
        }

        @Override
        public int starter(int number) {
            int first = draw().blackPlayer() == Nigiri.GUESSER ? 0 : 1;
            return (first + number - 1) % 2;
        }

        @Override
        public Colours forPairing(long index) {
            return new ByNigiri(Seeds.mix(seed, index));
        }

        @Override
        public String text() {
            return "nigiri:" + seed;
        }
    }
}
