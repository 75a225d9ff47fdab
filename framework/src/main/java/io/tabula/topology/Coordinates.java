package io.tabula.topology;

/**
 * Names of points on boards laid out in columns and rows ({@link Grid}, {@link Torus},
 * {@link HexBoard}): a column in lower-case letters ({@code a} .. {@code z}, then
 * {@code aa}, {@code ab}, ...) and a row number from 1 at the bottom, as in {@code c3}.
 */
final class Coordinates {
    private Coordinates() {
    }

    static String name(int x, int y) {
        return column(x) + (y + 1);
    }

    private static String column(int x) {
        String letters = "";
        int n = x + 1;
        while (n > 0) {
            letters = (char) ('a' + (n - 1) % 26) + letters;
            n = (n - 1) / 26;
        }
        return letters;
    }

    /** The point {@code y * width + x} that {@code name} names on a {@code width x height} board, or OFF. */
    static int point(String name, int width, int height) {
        int i = 0;
        int x = 0;
        while (i < name.length() && name.charAt(i) >= 'a' && name.charAt(i) <= 'z') {
            x = x * 26 + (name.charAt(i) - 'a' + 1);
            i++;
            if (x > width) {
                return Topology.OFF;
            }
        }
        if (i == 0 || i == name.length() || name.length() - i > 9 || name.charAt(i) == '0'
                || !name.substring(i).chars().allMatch(c -> c >= '0' && c <= '9')) {
            return Topology.OFF;
        }
        int y = Integer.parseInt(name.substring(i)) - 1;
        return y < height ? y * width + x - 1 : Topology.OFF;
    }
}
