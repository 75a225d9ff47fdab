package io.tabula.go.rules;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.tabula.core.GameDefinition;
import io.tabula.core.IllegalReason;
import io.tabula.core.Move;
import io.tabula.core.MoveCheck;
import io.tabula.go.GoModule;
import io.tabula.topology.GraphTopology;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.SplittableRandom;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The rules kernel ({@link GoBoard}) against a second, plain reading of the rules written
 * here: flood fills on a copy of the board, and superko by comparing whole boards (not
 * Zobrist hashes) with every earlier one. {@link GoState} and {@link GoSampler} both play
 * through the kernel, so their agreement (GoSamplerTest, the contract) cannot catch a
 * rule the kernel gets wrong; this can. At every ply of seeded random games, for every
 * ko rule, with and without suicide, with free handicap stones: the legal moves and the
 * reason for every illegal point, then the stones, prisoners, ko point, side to move,
 * handicap stones left and passes after the move.
 */
class ReferenceRulesTest {
    private static final GoModule MODULE = new GoModule();

    static Stream<Arguments> definitions() {
        List<Arguments> out = new ArrayList<>();
        for (String size : List.of("3", "4", "5")) {
            for (String variant : List.of("chinese", "tromp-taylor", "aga", "new-zealand", "japanese", "ing")) {
                out.add(Arguments.of(MODULE.define(variant, Map.of("size", size)), 30));
            }
            out.add(Arguments.of(MODULE.define("japanese", Map.of("size", size, "suicide", "true")), 30));
        }
        out.add(Arguments.of(MODULE.define("aga",
                Map.of("size", "5", "handicap", "3", "handicapPlacement", "free")), 20));
        out.add(Arguments.of(MODULE.define("tromp-taylor",
                Map.of("size", "4", "handicap", "2", "handicapPlacement", "free")), 20));
        out.add(Arguments.of(MODULE.define("chinese", Map.of("size", "9", "handicap", "4")), 3));
        out.add(Arguments.of(MODULE.define("new-zealand", Map.of("size", "7")), 5));
        // Other topologies: every ko rule and suicide on a torus and a hex board, and the
        // narrow torus whose left and right neighbours are one point.
        for (String topology : List.of("torus", "hex")) {
            for (String size : List.of("3", "4", "5")) {
                for (String variant : List.of("chinese", "aga", "japanese", "tromp-taylor")) {
                    out.add(Arguments.of(MODULE.define(variant, Map.of("size", size, "topology", topology)), 15));
                }
            }
            out.add(Arguments.of(MODULE.define("new-zealand", Map.of("size", "7", "topology", topology)), 4));
        }
        out.add(Arguments.of(MODULE.define("tromp-taylor", Map.of("size", "2", "topology", "torus")), 30));
        // Boards of a user's module: graphs, under every ko rule, with suicide and free handicap.
        for (GoModule graph : List.of(TestGraphs.PETERSEN, TestGraphs.WHEEL)) {
            for (String variant : List.of("chinese", "aga", "japanese", "tromp-taylor")) {
                out.add(Arguments.of(graph.define(variant, Map.of()), 30));
            }
            out.add(Arguments.of(graph.define("new-zealand", Map.of("handicap", "2")), 15));
        }
        return out.stream();
    }

    @ParameterizedTest
    @MethodSource("definitions")
    void goState_playsAsThePlainReadingOfTheRules(GameDefinition definition, int games) {
        play(definition, games, definition.text().hashCode());
    }

    @Test
    void randomGamesOnSmallBoards_meetEveryIllegalReason() {
        // The comparison is only as good as the positions it reaches.
        Map<IllegalReason, Integer> positional = play(MODULE.define("chinese", Map.of("size", "4")), 200, 1);
        Map<IllegalReason, Integer> situational = play(MODULE.define("aga", Map.of("size", "4")), 200, 2);
        Map<IllegalReason, Integer> simple = play(MODULE.define("japanese", Map.of("size", "4")), 100, 3);
        Map<IllegalReason, Integer> suicide = play(MODULE.define("tromp-taylor", Map.of("size", "4")), 100, 4);
        for (Map<IllegalReason, Integer> counts : List.of(positional, situational, simple)) {
            assertTrue(counts.getOrDefault(GoReason.KO, 0) > 0, "ko: " + counts);
            assertTrue(counts.getOrDefault(GoReason.SUICIDE, 0) > 0, "suicide: " + counts);
        }
        assertTrue(positional.getOrDefault(GoReason.SUPERKO, 0) > 0, "positional: " + positional);
        assertTrue(situational.getOrDefault(GoReason.SUPERKO, 0) > 0, "situational: " + situational);
        assertTrue(suicide.getOrDefault(GoReason.SUPERKO, 0) > 0, "with suicide: " + suicide);
        assertEquals(0, simple.getOrDefault(GoReason.SUPERKO, 0));
        assertEquals(0, suicide.getOrDefault(GoReason.SUICIDE, 0));
    }

    @Test
    void randomGamesOnATorus_meetKoSuicideAndSuperko() {
        Map<IllegalReason, Integer> counts = play(MODULE.define("chinese", Map.of("size", "4", "topology", "torus")),
                200, 5);
        for (IllegalReason reason : List.of(GoReason.KO, GoReason.SUICIDE, GoReason.SUPERKO)) {
            assertTrue(counts.getOrDefault(reason, 0) > 0, reason + ": " + counts);
        }
    }

    @Test
    void randomGamesOnAGraph_meetKoSuicideAndSuperko() {
        Map<IllegalReason, Integer> counts = play(TestGraphs.PETERSEN.define("chinese", Map.of()), 200, 6);
        for (IllegalReason reason : List.of(GoReason.KO, GoReason.SUICIDE, GoReason.SUPERKO)) {
            assertTrue(counts.getOrDefault(reason, 0) > 0, reason + ": " + counts);
        }
    }

    /**
     * On a hex board two neighbouring cells always share a neighbour, which would have to be
     * white (beside the lone capturing stone) and black (beside the lone captured one) for a
     * simple ko: there is none. Repetitions of longer cycles are still met, and superko
     * forbids them.
     */
    @Test
    void randomGamesOnAHexBoard_meetSuicideAndSuperkoButNeverASimpleKo() {
        Map<IllegalReason, Integer> counts = play(MODULE.define("chinese", Map.of("size", "4", "topology", "hex")),
                200, 5);
        assertTrue(counts.getOrDefault(GoReason.SUICIDE, 0) > 0, "suicide: " + counts);
        assertTrue(counts.getOrDefault(GoReason.SUPERKO, 0) > 0, "superko: " + counts);
        assertEquals(0, counts.getOrDefault(GoReason.KO, 0), "ko: " + counts);
    }

    /** Plays {@code games} random games, comparing at every ply; returns how often each reason was met. */
    private static Map<IllegalReason, Integer> play(GameDefinition definition, int games, long seed) {
        SplittableRandom random = new SplittableRandom(seed);
        Map<IllegalReason, Integer> reasons = new HashMap<>();
        for (int game = 0; game < games; game++) {
            GoState state = GoState.initial(definition);
            Reference reference = new Reference(state);
            while (!state.isOver()) {
                String where = definition.text() + ", game " + game + ", ply " + state.ply();
                Set<Move> legal = new HashSet<>();
                for (int p = 0; p < reference.cells.length; p++) {
                    IllegalReason expected = reference.whyIllegal(p);
                    MoveCheck check = state.check(state.rules().place(p));
                    IllegalReason actual = check instanceof MoveCheck.Illegal illegal ? illegal.reason() : null;
                    assertEquals(expected, actual, where + ", point " + p);
                    if (expected == null) {
                        legal.add(state.rules().place(p));
                    } else {
                        reasons.merge(expected, 1, Integer::sum);
                    }
                }
                if (reference.handicapLeft == 0) {
                    legal.add(GoMove.PASS);
                }
                assertEquals(legal, new HashSet<>(state.legalMoves()), where + ": legal moves");
                Move move = state.legalMoves().get(random.nextInt(state.legalMoves().size()));
                state = state.apply(move);
                reference.play(move instanceof GoMove.Place place ? place.point() : -1);
                assertArrayEquals(reference.cells, state.cells(), where + ": stones after " + move);
                assertEquals(reference.captures[0], state.captures(Stones.BLACK_SIDE), where + ": black's prisoners");
                assertEquals(reference.captures[1], state.captures(Stones.WHITE_SIDE), where + ": white's prisoners");
                assertEquals(reference.koPoint, state.koPoint(), where + ": ko point");
                assertEquals(reference.toMove, state.toMove().index(), where + ": side to move");
                assertEquals(reference.handicapLeft, state.handicapLeft(), where + ": handicap stones left");
                assertEquals(reference.passes, state.passes(), where + ": passes");
                assertEquals(reference.passes >= 2, state.isOver(), where + ": over");
            }
        }
        return reasons;
    }

    /** The rules read plainly: a board copy and flood fills per move, every earlier board kept whole. */
    private static final class Reference {
        final GoRules rules;
        final int size;
        byte[] cells;
        int toMove;
        int koPoint = -1;
        int handicapLeft;
        int passes;
        final int[] captures = new int[2];
        final Set<String> seen = new HashSet<>();

        Reference(GoState start) {
            rules = start.rules();
            size = rules.board().builtIn() ? rules.size() : 0;
            cells = start.cells();
            toMove = start.toMove().index();
            handicapLeft = start.handicapLeft();
            seen.add(position(cells, toMove));
        }

        /** What the ko rule compares: the board, and under situational superko the side to move. */
        String position(byte[] board, int sideToMove) {
            String stones = Arrays.toString(board);
            return switch (rules.ko()) {
                case SIMPLE, POSITIONAL_SUPERKO -> stones;
                case SITUATIONAL_SUPERKO -> stones + " " + sideToMove;
            };
        }

        int nextAfterStone() {
            return handicapLeft > 1 ? 0 : 1 - toMove;
        }

        IllegalReason whyIllegal(int point) {
            if (cells[point] != Stones.EMPTY) {
                return io.tabula.core.CommonReason.OCCUPIED;
            }
            if (point == koPoint) {
                return GoReason.KO;
            }
            Result result = place(point);
            if (result == null) {
                return GoReason.SUICIDE;
            }
            if (rules.ko() != KoRule.SIMPLE && (Arrays.equals(result.cells, cells)
                    || seen.contains(position(result.cells, nextAfterStone())))) {
                return GoReason.SUPERKO;
            }
            return null;
        }

        void play(int point) {
            if (point < 0) {
                toMove = 1 - toMove;
                passes++;
                koPoint = -1;
                seen.add(position(cells, toMove));
                return;
            }
            Result result = place(point);
            cells = result.cells;
            captures[toMove] += result.captured;
            captures[1 - toMove] += result.suicided;
            koPoint = result.koPoint;
            toMove = nextAfterStone();
            handicapLeft = Math.max(0, handicapLeft - 1);
            passes = 0;
            seen.add(position(cells, toMove));
        }

        record Result(byte[] cells, int captured, int suicided, int koPoint) {
        }

        /** The board after a stone on {@code point}, or null for a suicide the rules forbid. */
        Result place(int point) {
            byte[] after = cells.clone();
            byte own = Stones.ofSide(toMove);
            byte other = Stones.opponent(own);
            after[point] = own;
            int captured = 0;
            int lastCaptured = -1;
            for (int next : neighbours(point)) {
                if (after[next] == other) {
                    List<Integer> chain = chain(after, next);
                    if (liberties(after, chain) == 0) {
                        for (int stone : chain) {
                            after[stone] = Stones.EMPTY;
                        }
                        captured += chain.size();
                        lastCaptured = next;
                    }
                }
            }
            List<Integer> mine = chain(after, point);
            int suicided = 0;
            if (captured == 0 && liberties(after, mine) == 0) {
                if (!rules.suicideAllowed()) {
                    return null;
                }
                for (int stone : mine) {
                    after[stone] = Stones.EMPTY;
                }
                suicided = mine.size();
            }
            int ko = captured == 1 && mine.size() == 1 && liberties(after, mine) == 1 ? lastCaptured : -1;
            return new Result(after, captured, suicided, ko);
        }

        /**
         * The neighbours from the coordinates, for each topology, without the framework's
         * tables; on a graph, from its list of links as the user gave them.
         */
        List<Integer> neighbours(int point) {
            if (size == 0) {
                List<Integer> out = new ArrayList<>();
                for (GraphTopology.Link link : ((GraphTopology) rules.topology()).links()) {
                    if (link.a() == point || link.b() == point) {
                        out.add(link.a() == point ? link.b() : link.a());
                    }
                }
                return out;
            }
            int x = point % size;
            int y = point / size;
            List<Integer> out = new ArrayList<>();
            switch (rules.shape()) {
                case SQUARE -> {
                }
                case TORUS -> {
                    for (int[] d : new int[][] {{1, 0}, {-1, 0}, {0, 1}, {0, -1}}) {
                        int q = Math.floorMod(y + d[1], size) * size + Math.floorMod(x + d[0], size);
                        if (q != point && !out.contains(q)) {
                            out.add(q);
                        }
                    }
                    return out;
                }
                case HEX -> {
                    for (int[] d : new int[][] {{1, 0}, {-1, 0}, {0, 1}, {0, -1}, {-1, 1}, {1, -1}}) {
                        int nx = x + d[0];
                        int ny = y + d[1];
                        if (nx >= 0 && nx < size && ny >= 0 && ny < size) {
                            out.add(ny * size + nx);
                        }
                    }
                    return out;
                }
            }
            if (x > 0) {
                out.add(point - 1);
            }
            if (x < size - 1) {
                out.add(point + 1);
            }
            if (y > 0) {
                out.add(point - size);
            }
            if (y < size - 1) {
                out.add(point + size);
            }
            return out;
        }

        List<Integer> chain(byte[] board, int start) {
            List<Integer> chain = new ArrayList<>(List.of(start));
            Set<Integer> in = new HashSet<>(chain);
            for (int i = 0; i < chain.size(); i++) {
                for (int next : neighbours(chain.get(i))) {
                    if (board[next] == board[start] && in.add(next)) {
                        chain.add(next);
                    }
                }
            }
            return chain;
        }

        int liberties(byte[] board, List<Integer> chain) {
            Set<Integer> liberties = new HashSet<>();
            for (int stone : chain) {
                for (int next : neighbours(stone)) {
                    if (board[next] == Stones.EMPTY) {
                        liberties.add(next);
                    }
                }
            }
            return liberties.size();
        }
    }
}
