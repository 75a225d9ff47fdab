package io.tabula.core;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.tabula.testgame.TttModule;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** Phases, phase graphs and turn plans: the core's notions of stages, steps and turns. */
class PhaseTest {
    record Stone(int point) implements Move {
    }

    record Swap() implements Move {
    }

    record Pass() implements Move {
    }

    @Test
    void play_letsEveryPlayerActWithEveryKindOfMove() {
        Phase play = Phase.play(TttModule.TYPE);
        assertTrue(play.isPlay());
        assertEquals(List.of(0, 1), play.players());
        assertTrue(play.allows(new Stone(3)) && play.allows(new Swap()));
        assertEquals("play", play.name());
        Phase stones = Phase.play(TttModule.TYPE, Set.of(Stone.class));
        assertTrue(stones.allows(new Stone(1)));
        assertFalse(stones.allows(new Swap()), "a kind the phase does not list");
    }

    @Test
    void aPhaseNeedsAnIdPlayersAndMoves() {
        assertThrows(IllegalArgumentException.class, () -> new Phase("", "", List.of(0), Set.of(Stone.class), "", ""));
        assertThrows(IllegalArgumentException.class, () -> new Phase("x", "", List.of(), Set.of(Stone.class), "", ""));
        assertThrows(IllegalArgumentException.class, () -> new Phase("x", "", List.of(0), Set.of(), "", ""));
        assertEquals("opening/w4", new Phase("opening", "w4", List.of(1), Set.of(Stone.class), "", "").name());
    }

    private static PhaseGraph<Integer> swapOpening() {
        return PhaseGraph.<Integer>builder("opening")
                .step("b1", "black plays 1", 0, PhaseGraph.on(Stone.class, "w2"))
                .step("w2", "white plays 2 or swaps", 1, PhaseGraph.on(Stone.class, Phase.PLAY).on(Swap.class, "w2-swapped")
                        .on(Pass.class, Phase.PLAY).without(Pass.class))
                .step("w2-swapped", "white plays 2", 1, PhaseGraph.on(Stone.class, Phase.PLAY))
                .build();
    }

    @Test
    void graph_followsTheKindOfEachMove_toOrdinaryPlay() {
        PhaseGraph<Integer> graph = swapOpening();
        assertEquals(0, graph.start());
        assertEquals(3, graph.size());
        int w2 = graph.node(0).after(Stone.class);
        assertEquals("w2", graph.node(w2).id());
        assertEquals(1, graph.node(w2).detail());
        assertEquals(Set.of(Stone.class, Swap.class), graph.node(w2).moves(), "the pass was left out");
        int swapped = graph.node(w2).after(Swap.class);
        assertEquals("w2-swapped", graph.node(swapped).id());
        assertEquals(PhaseGraph.END, graph.node(swapped).after(Stone.class));
        assertThrows(IllegalArgumentException.class, () -> graph.node(swapped).after(Swap.class));
        assertEquals(swapped, graph.indexOf("w2-swapped"));
        assertEquals(PhaseGraph.END, graph.indexOf("play"));
        assertThrows(IllegalArgumentException.class, () -> graph.indexOf("w3"));
    }

    @Test
    void graph_reportsAStepAsAPhase() {
        Phase phase = swapOpening().phase(1, List.of(1));
        assertEquals("opening", phase.id());
        assertEquals("w2", phase.stage());
        assertEquals(List.of(1), phase.players());
        assertEquals("white plays 2 or swaps", phase.task());
        assertEquals("a stone leads to play; a swap leads to w2-swapped", phase.ends());
        assertFalse(phase.isPlay());
        assertTrue(phase.allows(new Swap()));
        assertFalse(phase.allows(new Pass()));
    }

    @Test
    void graph_refusesUnknownTargetsRepeatedIdsAndDeadEnds() {
        assertThrows(IllegalArgumentException.class, () -> PhaseGraph.<Integer>builder("opening")
                .step("a", "", 0, PhaseGraph.on(Stone.class, "nowhere")).build());
        assertThrows(IllegalArgumentException.class, () -> PhaseGraph.<Integer>builder("opening")
                .step("a", "", 0, PhaseGraph.on(Stone.class, "play"))
                .step("a", "", 0, PhaseGraph.on(Stone.class, "play")));
        assertThrows(IllegalArgumentException.class, () -> PhaseGraph.<Integer>builder("opening")
                .step("a", "", 0, PhaseGraph.on(Stone.class, "play").without(Stone.class)));
        assertThrows(IllegalArgumentException.class, () -> PhaseGraph.builder("play"));
        assertThrows(IllegalArgumentException.class, () -> PhaseGraph.on(Stone.class, "a").on(Stone.class, "b"));
        assertEquals(PhaseGraph.END, PhaseGraph.none().start());
    }

    @Test
    void turnPlan_oneMoveATurn_alternatesPlayers() {
        TurnPlan plan = TurnPlan.ONE_MOVE;
        assertEquals(new Turn(1, 0, 0, 1), plan.after(0, 2, 0));
        assertEquals(new Turn(2, 1, 0, 1), plan.after(1, 2, 0));
        assertEquals(new Turn(8, 2, 0, 1), plan.after(7, 3, 1), "three players, the second starts: turns 2, 5, 8 are the third's");
    }

    @Test
    void turnPlan_connect6_oneStoneFirstThenTwo() {
        TurnPlan connect6 = TurnPlan.of(List.of(1), 2);
        assertEquals(new Turn(1, 0, 0, 1), connect6.after(0, 2, 0));
        assertEquals(new Turn(2, 1, 0, 2), connect6.after(1, 2, 0));
        assertEquals(new Turn(2, 1, 1, 2), connect6.after(2, 2, 0));
        assertEquals(new Turn(3, 0, 0, 2), connect6.after(3, 2, 0));
        assertEquals(new Turn(3, 0, 1, 2), connect6.after(4, 2, 0));
        assertEquals(new Turn(4, 1, 0, 2), connect6.after(5, 2, 0));
        assertTrue(connect6.after(4, 2, 0).lastMove());
        assertFalse(connect6.after(3, 2, 0).lastMove());
        assertEquals(2, connect6.movesIn(100));
    }

    @Test
    void turnPlan_countsEveryMoveOnce_overManyTurns() {
        TurnPlan plan = TurnPlan.of(List.of(1, 3), 2);
        int plies = 0;
        for (int number = 1; number <= 50; number++) {
            for (int move = 0; move < plan.movesIn(number); move++) {
                assertEquals(new Turn(number, (number - 1) % 4, move, plan.movesIn(number)), plan.after(plies, 4, 0));
                plies++;
            }
        }
        assertThrows(IllegalArgumentException.class, () -> TurnPlan.of(List.of(0), 1));
        assertThrows(IllegalArgumentException.class, () -> plan.after(-1, 2, 0));
        assertThrows(IllegalArgumentException.class, () -> new Turn(1, 0, 2, 2));
    }
}
