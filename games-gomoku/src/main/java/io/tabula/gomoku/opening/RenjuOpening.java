package io.tabula.gomoku.opening;

import java.util.List;
import java.util.Objects;

/**
 * One of the 26 renju openings of the RIF rule (1996): black 1 on {@code h8}, white 2
 * next to it, black 3 within the central 5x5 (games-gomoku/README.md (option opening) and docs/rules/gomoku.md (The 26 openings)).
 *
 * <p>{@code number} is written {@code 1D}..{@code 13D} for the direct openings (直指, white 2
 * on {@code h9}) and {@code 1I}..{@code 13I} for the indirect ones (斜指, white 2 on
 * {@code i9}). The names are {@code zh} Chinese, {@code ja} Japanese in Hepburn without
 * macrons and {@code en} a literal gloss (the Gomoku rules (games-gomoku/README.md): no official English names were found).
 *
 * @param number    {@code nD} or {@code nI}
 * @param zh        Chinese name, e.g. 溪月
 * @param ja        Japanese name, e.g. Keigetsu
 * @param en        English gloss, e.g. Stream Moon
 * @param representative the listed position, black 1, white 2, black 3 in renju notation
 *                  on 15x15; any of its 8 images about {@code h8} is the same opening
 */
public record RenjuOpening(String number, String zh, String ja, String en, OpeningPosition representative) {

    public RenjuOpening {
        Objects.requireNonNull(number, "number");
        Objects.requireNonNull(representative, "representative");
        if (!number.matches("(1[0-3]|[1-9])[DI]")) {
            throw new IllegalArgumentException("an opening number is 1D..13D or 1I..13I, not '" + number + "'");
        }
    }

    /** Whether white 2 is orthogonally next to black 1 (直指, {@code D}) rather than diagonally ({@code I}). */
    public boolean direct() {
        return number.endsWith("D");
    }

    /** The number without its letter, 1..13. */
    public int ordinal() {
        return Integer.parseInt(number.substring(0, number.length() - 1));
    }

    /** The number the way some programs write it, letter first: {@code D2}, {@code I13}. */
    public String letterFirst() {
        return number.charAt(number.length() - 1) + number.substring(0, number.length() - 1);
    }

    /** The representative moves in renju notation, as the data file lists them. */
    public List<String> moves() {
        return representative.moves();
    }

    @Override
    public String toString() {
        return number + " " + ja + " (" + zh + ", " + en + ")";
    }
}
