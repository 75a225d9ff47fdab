package io.tabula.stones;

import io.tabula.core.Capability;
import io.tabula.core.GameDefinition;
import io.tabula.core.GameType;
import io.tabula.core.IllegalReason;
import io.tabula.core.Outcome;
import io.tabula.core.OutcomeReason;
import io.tabula.core.Side;
import io.tabula.options.Choice;
import io.tabula.options.EnumOption;
import io.tabula.options.OptionSchema;
import io.tabula.options.Variant;
import io.tabula.topology.GraphTopology;
import io.tabula.topology.Grid;
import io.tabula.topology.HexBoard;
import io.tabula.topology.Topology;
import io.tabula.topology.Torus;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * A test game that uses every part of the kit: three sides, passes, a swap, a refused point,
 * captures that remove stones, counters, on four boards. A stone may not go where every
 * neighbour is an enemy's; it takes every enemy neighbour left with no empty neighbour, and
 * its side counts them; the second player may swap at ply 1, taking the first stone as its
 * own; the game ends when the board is full or every side passed in a row, won by the most
 * stones plus captures.
 */
public class SurroundModule extends StoneModule {
    enum Board implements Choice {
        SQUARE, TORUS, HEX, GRAPH;

        @Override
        public String id() {
            return name().toLowerCase();
        }

        Topology topology() {
            return switch (this) {
                case SQUARE -> Grid.square(3);
                case TORUS -> Torus.square(3);
                case HEX -> new HexBoard(3);
                case GRAPH -> ring();
            };
        }
    }

    enum Why implements OutcomeReason { COUNT }

    enum Refused implements IllegalReason {
        SURROUNDED;

        @Override
        public String describe() {
            return "every neighbour is an enemy stone";
        }
    }

    static final EnumOption<Board> BOARD = new EnumOption<>("board", "the board", Board.class, Board.SQUARE);

    private final boolean kernels;

    public SurroundModule() {
        this(true);
    }

    /** @param kernels whether the module offers its kernels (without, searches play on its states) */
    public SurroundModule(boolean kernels) {
        super(new GameType("surround", "Surround", List.of(new Side(0, "red"), new Side(1, "green"),
                new Side(2, "blue")), Set.of(Capability.PASS), List.of(Why.COUNT)), new OptionSchema(List.of(BOARD),
                List.of(Variant.of("square", "3x3"), new Variant("torus", "3x3 torus", Map.of("board", "torus")),
                        new Variant("hex", "hex 3", Map.of("board", "hex")),
                        new Variant("graph", "a ring of six around a centre", Map.of("board", "graph")))));
        this.kernels = kernels;
    }

    @Override
    public java.util.Optional<io.tabula.core.KernelFactory> kernels(GameDefinition definition) {
        return kernels ? super.kernels(definition) : java.util.Optional.empty();
    }

    static GraphTopology ring() {
        GraphTopology.Builder b = GraphTopology.builder();
        b.point("centre", 0, 0);
        for (int i = 1; i <= 6; i++) {
            b.point("r" + i, Math.cos(i * Math.PI / 3), Math.sin(i * Math.PI / 3));
            b.link("centre", "r" + i);
        }
        for (int i = 1; i <= 6; i++) {
            b.link("r" + i, "r" + (i % 6 + 1));
        }
        return b.build();
    }

    @Override
    protected StoneRules rulesFor(GameDefinition definition) {
        return new Rules(definition, definition.get(BOARD).topology());
    }

    static final class Rules extends StoneRules {
        private final int captures;

        Rules(GameDefinition definition, Topology topology) {
            super(definition, topology);
            int first = counter("captures-red");
            counter("captures-green");
            counter("captures-blue");
            this.captures = first;
        }

        @Override
        public Passing passing() {
            return Passing.ALWAYS;
        }

        @Override
        protected IllegalReason refusal(StonePosition p, int point) {
            int[] around = p.topology().neighbours(point);
            for (int q : around) {
                if (p.stone(q) < 0 || p.stone(q) == p.sideToMove()) {
                    return null;
                }
            }
            return around.length == 0 ? null : Refused.SURROUNDED;
        }

        @Override
        protected void placed(StonePosition p, int point) {
            int mover = p.stone(point);
            for (int q : p.topology().neighbours(point)) {
                if (p.stone(q) >= 0 && p.stone(q) != mover && !breathes(p, q)) {
                    p.remove(q);
                    p.set(captures + mover, p.get(captures + mover) + 1);
                }
            }
        }

        private static boolean breathes(StonePosition p, int point) {
            for (int q : p.topology().neighbours(point)) {
                if (p.isEmpty(q)) {
                    return true;
                }
            }
            return false;
        }

        @Override
        protected boolean swapAllowed(StonePosition p) {
            return p.ply() == 1 && p.stones(0) == 1;
        }

        @Override
        protected void swap(StonePosition p) {
            for (int q = 0; q < p.points(); q++) {
                if (!p.isEmpty(q)) {
                    p.recolour(q, p.sideToMove());
                }
            }
        }

        @Override
        protected long hashExtra(StonePosition p) {
            return swapAllowed(p) ? 0x5EED_5AA9L : 0;
        }

        @Override
        protected Outcome outcome(StonePosition p, int mover, int move) {
            if (p.emptyCount() > 0 && p.passes() < sides()) {
                return Outcome.ONGOING;
            }
            int best = -1;
            int bestScore = -1;
            boolean tie = false;
            for (int s = 0; s < sides(); s++) {
                int score = p.stones(s) + p.get(captures + s);
                if (score > bestScore) {
                    best = s;
                    bestScore = score;
                    tie = false;
                } else if (score == bestScore) {
                    tie = true;
                }
            }
            return tie ? Outcome.draw(Why.COUNT) : Outcome.win(definition().type().side(best), Why.COUNT);
        }
    }
}
