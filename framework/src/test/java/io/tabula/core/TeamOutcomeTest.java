package io.tabula.core;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** A team's win (two against two): every side of the team wins, in text and in a search's rewards. */
class TeamOutcomeTest {
    private static final Side SOUTH = new Side(0, "south");
    private static final Side EAST = new Side(1, "east");
    private static final Side NORTH = new Side(2, "north");
    private static final Side WEST = new Side(3, "west");

    private enum Why implements OutcomeReason { FLAG_CAPTURED, NO_COMBAT }

    private static final GameType TYPE = new GameType("four", "Four", List.of(SOUTH, EAST, NORTH, WEST), Set.of(),
            List.of(Why.values()));

    @Test
    void teamWin_keepsTheSidesInTurnOrder_andEachOfThemWon() {
        Outcome win = Outcome.teamWin(List.of(NORTH, SOUTH), Why.FLAG_CAPTURED);
        assertEquals(List.of(SOUTH, NORTH), win.winners());
        assertEquals(SOUTH, win.winner().orElseThrow(), "the first of the team in turn order");
        assertTrue(win.won(NORTH) && win.won(SOUTH) && !win.won(EAST));
        assertEquals("south+north", win.winnersText());
        assertEquals("south and north win (flag-captured)", win.toString());
        assertEquals(Outcome.teamWin(List.of(SOUTH, NORTH), Why.FLAG_CAPTURED), win);
    }

    @Test
    void aTeamOfOne_isAPlainWin_andADrawHasNoWinners() {
        assertEquals(Outcome.win(EAST, Why.FLAG_CAPTURED), Outcome.teamWin(List.of(EAST), Why.FLAG_CAPTURED));
        assertEquals("east wins (flag-captured)", Outcome.win(EAST, Why.FLAG_CAPTURED).toString());
        assertEquals(List.of(), Outcome.draw(Why.NO_COMBAT).winners());
        assertEquals("none", Outcome.draw(Why.NO_COMBAT).winnersText());
        assertFalse(Outcome.ONGOING.won(SOUTH));
    }

    @Test
    void aSideTwice_orNoSide_isRefused() {
        assertThrows(IllegalArgumentException.class, () -> Outcome.teamWin(List.of(), Why.FLAG_CAPTURED));
        assertThrows(IllegalArgumentException.class, () -> Outcome.teamWin(List.of(EAST, EAST), Why.FLAG_CAPTURED));
        assertThrows(IllegalArgumentException.class, () -> new Outcome.Win(EAST, Why.FLAG_CAPTURED, List.of(EAST)));
    }

    @Test
    void snapshotFields_readATeamInAnyOrder_andNameWhatDoesNotFit() {
        Outcome win = Outcome.teamWin(List.of(EAST, WEST), Why.FLAG_CAPTURED);
        assertEquals(win, StateCodec.outcome(TYPE, "over", "west+east", "flag-captured"));
        assertEquals(win, StateCodec.outcome(TYPE, "over", win.winnersText(), "flag-captured"));
        TabulaException twice = assertThrows(TabulaException.class,
                () -> StateCodec.outcome(TYPE, "over", "east+east", "flag-captured"));
        assertTrue(twice.getMessage().contains("twice"), twice.getMessage());
        assertThrows(TabulaException.class, () -> StateCodec.outcome(TYPE, "over", "east+", "flag-captured"));
        assertThrows(TabulaException.class, () -> StateCodec.outcome(TYPE, "over", "east+up", "flag-captured"));
    }

    @Test
    void winChances_byDefault_giveThePlayerToActItsChance_andShareTheRest() {
        PositionEvaluator evaluator = new PositionEvaluator() {
            @Override
            public int evaluate(GameState state) {
                return 0;
            }

            @Override
            public double winChance(GameState state) {
                return 0.7;
            }
        };
        GameState toActIsTwo = new FixedState(2);
        assertArrayEquals(new double[] {0.1, 0.1, 0.7, 0.1}, evaluator.winChances(toActIsTwo, 4), 1e-12);
    }

    /** Only what winChances asks: who acts. */
    private record FixedState(int player) implements GameState {
        @Override
        public GameDefinition definition() {
            throw new UnsupportedOperationException();
        }

        @Override
        public Side toMove() {
            return TYPE.side(player);
        }

        @Override
        public List<Move> legalMoves() {
            return List.of();
        }

        @Override
        public MoveCheck check(Move move) {
            throw new UnsupportedOperationException();
        }

        @Override
        public GameState apply(Move move) {
            throw new UnsupportedOperationException();
        }

        @Override
        public Outcome outcome() {
            return Outcome.ONGOING;
        }

        @Override
        public long hash() {
            return player;
        }

        @Override
        public int ply() {
            return 0;
        }
    }
}
