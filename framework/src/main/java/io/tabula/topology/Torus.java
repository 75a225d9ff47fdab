package io.tabula.topology;

import java.util.Arrays;

/**
 * A rectangular board whose edges wrap: stepping east from the last column lands on the
 * first, north from the top row on the bottom one, so every point has four orthogonal
 * neighbours and lines are cycles. Points, names and drawing are those of a {@link Grid}
 * of the same size ({@code y * width + x}, {@code a1} at the bottom left); directions are
 * the eight of {@link Direction}, numbered by their ordinals. On a torus one or two points
 * wide, a point's east and west neighbours are the same point (or itself) and are listed
 * once (or not at all).
 */
public final class Torus implements Topology {
    private final int width;
    private final int height;
    private final int[] steps; // steps[direction * points + point]
    private final int[][] neighbours;
    private final int maxDegree;

    public Torus(int width, int height) {
        if (width < 1 || height < 1) {
            throw new IllegalArgumentException("torus must be at least 1x1: " + width + "x" + height);
        }
        this.width = width;
        this.height = height;
        int size = width * height;
        Direction[] directions = Direction.values();
        this.steps = new int[directions.length * size];
        for (Direction d : directions) {
            for (int p = 0; p < size; p++) {
                int x = Math.floorMod(p % width + d.dx(), width);
                int y = Math.floorMod(p / width + d.dy(), height);
                steps[d.ordinal() * size + p] = y * width + x;
            }
        }
        this.neighbours = new int[size][];
        for (int p = 0; p < size; p++) {
            final int point = p;
            neighbours[p] = Arrays.stream(Direction.ORTHOGONAL).mapToInt(d -> step(point, d.ordinal()))
                    .filter(q -> q != point).distinct().toArray();
        }
        this.maxDegree = Arrays.stream(neighbours).mapToInt(a -> a.length).max().orElse(0);
    }

    public static Torus square(int size) {
        return new Torus(size, size);
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

    @Override
    public int[] neighbours(int point) {
        return neighbours[point];
    }

    @Override
    public int maxDegree() {
        return maxDegree;
    }

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
