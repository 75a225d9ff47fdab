package io.tabula.draw;

import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;

/**
 * What stands on a {@link BoardDrawing} in one position as one side may know it: the pieces,
 * the marks (the last move, a forbidden point and why), the captures and the score. A scene
 * is always made from a view ({@code GameState.viewFor}), so it can hold nothing hidden from
 * that side: an enemy piece whose identity the side does not know is a {@link Glyph#HIDDEN}
 * piece with no label.
 *
 * @param pieces   the pieces, at most one per point
 * @param marks    marks on points, in no particular order
 * @param captures stones or pieces taken so far, by side id; empty where the game counts none
 * @param score    the count of the position, where the game has one to show
 */
public record Scene(List<Piece> pieces, List<Mark> marks, Map<String, Integer> captures, Optional<Score> score) {

    public Scene {
        pieces = List.copyOf(pieces);
        marks = List.copyOf(marks);
        captures = Map.copyOf(captures);
        Objects.requireNonNull(score, "score");
    }

    /**
     * A piece on a point.
     *
     * @param point the point's id in the drawing
     * @param owner the side id of its owner; empty where the drawing cannot tell
     * @param label the text on the piece (a Junqi rank); empty for a stone or a hidden piece
     * @param glyph how it looks
     */
    public record Piece(String point, String owner, String label, Glyph glyph) {
        public Piece {
            Objects.requireNonNull(point, "point");
            Objects.requireNonNull(owner, "owner");
            Objects.requireNonNull(label, "label");
            Objects.requireNonNull(glyph, "glyph");
            if (glyph == Glyph.HIDDEN && !label.isEmpty()) {
                throw new IllegalArgumentException("a hidden piece has no label: " + label);
            }
        }
    }

    /** How a piece looks: a disc in its owner's colour, a labelled token, or the back of an unknown piece. */
    public enum Glyph {
        STONE, PIECE, HIDDEN;

        /** The lower-case name the web API uses. */
        public String id() {
            return name().toLowerCase(java.util.Locale.ROOT);
        }
    }

    /**
     * A mark on a point.
     *
     * @param point  the point's id in the drawing
     * @param kind   {@code last-move}, {@code forbidden}, {@code offer}, {@code dead} or a kind
     *               the module documents
     * @param reason why, for marks that have a reason ({@code double-three}); empty otherwise
     */
    public record Mark(String point, String kind, String reason) {
        public Mark {
            Objects.requireNonNull(point, "point");
            Objects.requireNonNull(kind, "kind");
            Objects.requireNonNull(reason, "reason");
        }

        public static Mark of(String point, String kind) {
            return new Mark(point, kind, "");
        }
    }

    /**
     * A count of the position.
     *
     * @param points each side's points, by side id
     * @param text   the result in the game's words ({@code W+1.5}), with how it was counted
     */
    public record Score(Map<String, Double> points, String text) {
        public Score {
            points = Map.copyOf(points);
            Objects.requireNonNull(text, "text");
        }
    }

    /** A scene of pieces alone. */
    public static Scene of(List<Piece> pieces, List<Mark> marks) {
        return new Scene(pieces, marks, Map.of(), Optional.empty());
    }
}
