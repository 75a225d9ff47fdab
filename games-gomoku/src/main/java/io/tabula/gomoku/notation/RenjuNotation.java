package io.tabula.gomoku.notation;

import io.tabula.core.TypedNotation;
import io.tabula.core.NotationException;
import io.tabula.gomoku.geometry.Points;
import io.tabula.gomoku.rules.GomokuMove;
import io.tabula.gomoku.rules.GomokuState;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * Renju notation: a column letter {@code a}, {@code b}, ... with no letter skipped, then
 * the row number counted from the bottom; {@code h8} is the centre of the 15x15 board.
 * The words {@code pass} and {@code claim} are the pass and white's claim of a black foul.
 * The opening protocols add {@code swap}, {@code declare N}, {@code offer p q ...} (black's
 * fifth-move offers, in any order), {@code choose p} (white's pick among them), and for
 * Swap2 {@code balance p q} (the second player's white 4 on p and black 5 on q) and
 * {@code keep} (the first player keeps black after a balance). Whether a move is legal is
 * the rules' question, not the notation's. Reading ignores case and surrounding or
 * repeated blanks; writing is lower case with the offers in point order.
 */
public final class RenjuNotation extends TypedNotation<GomokuState, GomokuMove> {

    public RenjuNotation() {
        super(GomokuState.TYPE);
    }

    @Override
    protected GomokuMove parseMove(GomokuState gomoku, String text) {
        int size = gomoku.size();
        String[] words = text.trim().toLowerCase(Locale.ROOT).split("\\s+");
        String word = words[0];
        switch (word) {
            case "pass", "claim", "swap", "keep" -> {
                arguments(words, 0, 0, word);
                return switch (word) {
                    case "pass" -> GomokuMove.PASS;
                    case "claim" -> GomokuMove.CLAIM;
                    case "swap" -> GomokuMove.SWAP;
                    default -> GomokuMove.KEEP;
                };
            }
            case "declare" -> {
                arguments(words, 1, 1, "declare N");
                if (!words[1].matches("[0-9]{1,6}")) {
                    throw new NotationException("'" + text.trim() + "': declare takes a whole number, like declare 2");
                }
                return new GomokuMove.Declare(Integer.parseInt(words[1]));
            }
            case "offer" -> {
                arguments(words, 1, Integer.MAX_VALUE, "offer p q ...");
                List<Integer> points = new ArrayList<>();
                for (int i = 1; i < words.length; i++) {
                    points.add(point(size, words[i]));
                }
                return new GomokuMove.Offer(points);
            }
            case "choose" -> {
                arguments(words, 1, 1, "choose p");
                return new GomokuMove.Choose(point(size, words[1]));
            }
            case "balance" -> {
                arguments(words, 2, 2, "balance p q");
                return new GomokuMove.Balance(point(size, words[1]), point(size, words[2]));
            }
            default -> {
                if (words.length > 1) {
                    throw new NotationException("'" + text.trim() + "' is not a move: write a point like h8, or pass, "
                            + "claim, swap, keep, declare N, offer p q ..., choose p, balance p q");
                }
                return gomoku.rules().place(point(size, text));
            }
        }
    }

    private static void arguments(String[] words, int min, int max, String form) {
        int given = words.length - 1;
        if (given < min || given > max) {
            throw new NotationException("'" + String.join(" ", words) + "': write " + form);
        }
    }

    @Override
    protected String formatMove(GomokuState state, GomokuMove gomoku) {
        int size = state.size();
        if (gomoku instanceof GomokuMove.Place place) {
            return point(size, place.point());
        }
        if (gomoku instanceof GomokuMove.Declare declare) {
            return "declare " + declare.count();
        }
        if (gomoku instanceof GomokuMove.Offer offer) {
            StringBuilder out = new StringBuilder("offer");
            offer.points().forEach(p -> out.append(' ').append(point(size, p)));
            return out.toString();
        }
        if (gomoku instanceof GomokuMove.Choose choose) {
            return "choose " + point(size, choose.point());
        }
        if (gomoku instanceof GomokuMove.Balance balance) {
            return "balance " + point(size, balance.white()) + " " + point(size, balance.black());
        }
        if (gomoku instanceof GomokuMove.Pass) {
            return "pass";
        }
        if (gomoku instanceof GomokuMove.Claim) {
            return "claim";
        }
        return gomoku instanceof GomokuMove.Swap ? "swap" : "keep";
    }

    /**
     * The point index of {@code text} on a {@code size x size} board.
     *
     * @throws NotationException if the text is not a point or is off the board
     */
    public static int point(int size, String text) {
        return Points.parse(size, text);
    }

    /** The text of {@code point} on a {@code size x size} board. */
    public static String point(int size, int point) {
        return Points.name(size, point);
    }
}
