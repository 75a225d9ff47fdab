package io.tabula.topology;

/**
 * A rectangular board whose edges wrap: stepping east from the last column lands on the
 * first, north from the top row on the bottom one, so every point has four orthogonal
 * neighbours and lines are cycles. Points, names and drawing are those of a {@link Grid}
 * of the same size ({@code y * width + x}, {@code a1} at the bottom left); directions are
 * the eight of {@link Direction}, numbered by their ordinals. On a torus one or two points
 * wide, a point's east and west neighbours are the same point (or itself) and are listed
 * once (or not at all).
 */
public final class Torus extends CompassBoard {

    public Torus(int width, int height) {
        super("torus", width, height, (x, y) -> Math.floorMod(y, height) * width + Math.floorMod(x, width));
    }

    public static Torus square(int size) {
        return new Torus(size, size);
    }
}
