package io.tabula.topology;

import java.util.Arrays;

/**
 * A rectangle of {@code width * height} points numbered {@code y * width + x} ({@code x} the
 * column from the left, {@code y} the row from the bottom, both from 0), whose directions
 * are the eight of {@link Direction}, numbered by their ordinals, and whose neighbours are
 * the orthogonal ones. What a step over an edge does is the subclass's: a {@link Grid}
 * leaves the board, a {@link Torus} wraps. Steps and neighbours are tables made once, so
 * the rules' hot loops read flat int arrays instead of testing edges.
 */
public abstract class CompassBoard implements Topology {
    /** Where a step from column {@code x}, row {@code y} (either maybe one past an edge) lands. */
    @FunctionalInterface
    interface Landing {
        int point(int x, int y);
    }

    final int width;
    final int height;
    final int[] steps; // steps[direction * points + point]
    private final int[][] neighbours;
    private final int maxDegree;

    CompassBoard(String kind, int width, int height, Landing landing) {
        if (width < 1 || height < 1) {
            throw new IllegalArgumentException(kind + " must be at least 1x1: " + width + "x" + height);
        }
        this.width = width;
        this.height = height;
        int size = width * height;
        this.steps = new int[Direction.values().length * size];
        for (Direction d : Direction.values()) {
            for (int p = 0; p < size; p++) {
                steps[d.ordinal() * size + p] = landing.point(p % width + d.dx(), p / width + d.dy());
            }
        }
        this.neighbours = new int[size][];
        for (int p = 0; p < size; p++) {
            final int point = p;
            // On a torus one or two points wide, east and west are one point, or the point itself.
            neighbours[p] = Arrays.stream(Direction.ORTHOGONAL).mapToInt(d -> step(point, d.ordinal()))
                    .filter(q -> q != OFF && q != point).distinct().toArray();
        }
        this.maxDegree = Arrays.stream(neighbours).mapToInt(a -> a.length).max().orElse(0);
    }

    public int width() {
        return width;
    }

    public int height() {
        return height;
    }

    @Override
    public int points() {
        return width * height;
    }

    /** The orthogonal neighbours of {@code point}; the caller must not modify the array. */
    @Override
    public int[] neighbours(int point) {
        return neighbours[point];
    }

    @Override
    public int maxDegree() {
        return maxDegree;
    }

    /** Eight: the ordinals of {@link Direction}. */
    @Override
    public int directions() {
        return Direction.values().length;
    }

    @Override
    public int opposite(int direction) {
        return (direction + 4) % 8;
    }

    @Override
    public int step(int point, int direction) {
        return steps[direction * width * height + point];
    }

    @Override
    public String name(int point) {
        return Coordinates.name(point % width, point / width);
    }

    @Override
    public int point(String name) {
        return Coordinates.point(name, width, height);
    }

    @Override
    public double drawX(int point) {
        return point % width;
    }

    @Override
    public double drawY(int point) {
        return point / width;
    }
}
