package io.tabula.examples.jiatiao;

import static io.tabula.examples.jiatiao.JiaTiaoModule.*;

import io.tabula.core.GameDefinition;
import io.tabula.options.Choice;
import io.tabula.topology.Direction;
import io.tabula.topology.Grid;
import java.util.Collections;
import java.util.HashMap;
import java.util.Locale;
import java.util.Map;

/**
 * The option values of one definition, read once into plain fields (and the board's {@link Grid}), so that the
 * hot loops of a move never look an option up. Every point the rules leave open is one of these fields;
 * docs/rules/jiatiao.md says why each default is what it is.
 */
record Rules(Grid grid, int backRows, Movement movement, Direction[] lines, Clearance clearance, Effect effect,
             Plays plays, int minStones, int maxMoves) {
    private static final Map<GameDefinition, Rules> CACHE = Collections.synchronizedMap(new HashMap<>());
    private static final Direction[] ORTHOGONAL_LINES = {Direction.EAST, Direction.NORTH};

    static Rules of(GameDefinition definition) {
        return CACHE.computeIfAbsent(definition, d -> new Rules(Grid.square(d.get(SIZE)), d.get(ROWS), d.get(MOVE),
                d.get(DIAGONALS) ? Direction.LINE_AXES : ORTHOGONAL_LINES, d.get(CLEAR), d.get(CAPTURED),
                d.get(PLAYS), d.get(MIN_STONES), d.get(MAX_MOVES)));
    }

    /** How far and which ways a stone goes (走). */
    enum Movement implements Choice {
        ROOK("rook", false, false), STEP("step", true, false), QUEEN("queen", false, true), KING("king", true, true);

        private final String id;
        final boolean oneStep;
        final boolean diagonal;
        final Direction[] directions;

        Movement(String id, boolean oneStep, boolean diagonal) {
            this.id = id;
            this.oneStep = oneStep;
            this.diagonal = diagonal;
            this.directions = diagonal ? Direction.values() : Direction.ORTHOGONAL;
        }

        @Override public String id() { return id; }
    }

    /** What must hold no other stone for a pattern to capture: "同线上…外不能有其他子". */
    enum Clearance implements Choice {
        /** The whole line through the pattern holds the pattern's stones and nothing else: the literal reading. */
        LINE,
        /** Only the points just beyond the pattern's two ends are empty (or off the board). */
        ENDS;

        @Override public String id() { return name().toLowerCase(Locale.ROOT); }
    }

    /** What becomes of a captured stone. */
    enum Effect implements Choice {
        REMOVE, CONVERT;

        @Override public String id() { return name().toLowerCase(Locale.ROOT); }
    }

    /** Which of the five patterns capture. */
    enum Plays implements Choice {
        ALL("all"), JIA_TIAO("jia-tiao"), JIA("jia");

        private final String id;

        Plays(String id) { this.id = id; }

        boolean allow(Pattern pattern) {
            return switch (this) {
                case ALL -> true;
                case JIA_TIAO -> pattern == Pattern.JIA || pattern == Pattern.TIAO;
                case JIA -> pattern == Pattern.JIA;
            };
        }

        @Override public String id() { return id; }
    }
}
