package io.tabula.agent;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;

import io.tabula.core.Outcome;
import io.tabula.core.OutcomeReason;
import io.tabula.core.Side;
import java.util.List;
import org.junit.jupiter.api.Test;

/** A team's win is worth a whole win to each of its players, so a search plays for its partner too. */
class TeamRewardsTest {
    private enum Why implements OutcomeReason { FLAG_CAPTURED, NO_COMBAT }

    private static final List<Side> SIDES = List.of(new Side(0, "south"), new Side(1, "east"), new Side(2, "north"),
            new Side(3, "west"));

    @Test
    void eachPlayerOfTheWinningTeamGetsOne_theOthersNothing() {
        Outcome team = Outcome.teamWin(List.of(SIDES.get(1), SIDES.get(3)), Why.FLAG_CAPTURED);
        assertArrayEquals(new double[] {0, 1, 0, 1}, MctsAgent.rewards(team, Side::index, 4));
    }

    @Test
    void sidesAreCountedForThePlayersWhoHoldThem() {
        Outcome team = Outcome.teamWin(List.of(SIDES.get(0), SIDES.get(2)), Why.FLAG_CAPTURED);
        assertArrayEquals(new double[] {1, 0, 0, 1}, MctsAgent.rewards(team, side -> side.index() == 2 ? 3 : side.index(), 4));
        assertArrayEquals(new double[] {0.25, 0.25, 0.25, 0.25}, MctsAgent.rewards(Outcome.draw(Why.NO_COMBAT),
                Side::index, 4));
    }
}
