package io.tabula.go;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.tabula.core.GameDefinition;
import io.tabula.core.GameState;
import io.tabula.core.NotationException;
import io.tabula.draw.Scene;
import io.tabula.go.rules.GoState;
import io.tabula.go.sgf.GoSgfFormat;
import io.tabula.options.OptionException;
import io.tabula.topology.GraphTopology;
import io.tabula.topology.Topology;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * {@link GoModule} on a board of a user's module: the options it has and refuses, the point
 * names, what it offers of SGF and GTP, and the page's scene. The rules on such boards are
 * held to the plain reading of {@code ReferenceRulesTest}.
 */
class GoOnAUsersBoardTest {
    /** Three points in a row, {@code l - m - r}. */
    private static final Topology PATH = path();
    private static final GoModule ON_A_PATH = new GoModule("go-path", "Go on a path", PATH) {
    };

    @Test
    void theRuleOptionsAreThereAndTheBuiltInBoardsOptionsAreNot() {
        GameDefinition japanese = ON_A_PATH.define("japanese", Map.of("komi", "0.5"));
        assertEquals("go-path(variant=japanese,komi=0.5,ko=simple,suicide=false,scoring=territory,handicap=0,"
                + "handicapPlacement=free,whiteHandicapBonus=0)", japanese.text());
        OptionException size = assertThrows(OptionException.class, () -> ON_A_PATH.define("chinese",
                Map.of("size", "9")));
        assertTrue(size.getMessage().startsWith("unknown option 'size'"), size.getMessage());
    }

    @Test
    void aHandicapMustBeFreeAndLeaveAPoint() {
        OptionException fixed = assertThrows(OptionException.class, () -> ON_A_PATH.define("chinese",
                Map.of("handicap", "2", "handicapPlacement", "fixed")));
        assertEquals("option 'handicapPlacement' fixed: a board of 3 points has no fixed handicap points; use "
                + "handicapPlacement=free (black places the stones)", fixed.getMessage());
        OptionException many = assertThrows(OptionException.class, () -> ON_A_PATH.define("chinese",
                Map.of("handicap", "3")));
        assertEquals("option 'handicap' 3 does not fit a board of 3 points", many.getMessage());
        GameState two = ON_A_PATH.newGame(ON_A_PATH.define("chinese", Map.of("handicap", "2")));
        assertEquals(List.of("l", "m", "r"), two.legalMoves().stream().map(m -> ON_A_PATH.notation().format(two, m))
                .toList(), "black places its stones; no pass meanwhile");
    }

    @Test
    void aBoardWithoutPointsIsRefusedAtOnce() {
        GraphTopology none = GraphTopology.builder().build();
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> new GoModule("go-none", "Go on nothing", none) {
                });
        assertEquals("a Go board needs at least one point", e.getMessage());
    }

    @Test
    void pointsAreTheTopologysNamesInAnyCase() {
        GameState start = ON_A_PATH.newGame(ON_A_PATH.defaultDefinition());
        assertEquals("m", ON_A_PATH.notation().format(start, ON_A_PATH.notation().parse(start, "M")));
        NotationException e = assertThrows(NotationException.class, () -> ON_A_PATH.notation().parse(start, "D4"));
        assertEquals("'D4' is not a point of this board (its points are l, m, r), nor pass or resign", e.getMessage());
    }

    @Test
    void noSgfAndNoGtpEvenUnderGosOwnId() {
        GoModule goOnAPath = new GoModule("go", "Go", PATH) {
        };
        assertTrue(goOnAPath.recordFormats().isEmpty());
        assertFalse(new GoSgfFormat().writes(goOnAPath.defaultDefinition(), false));
        assertTrue(new GoSgfFormat().writes(new GoModule().defaultDefinition(), false));
        assertTrue(goOnAPath.protocols().isEmpty() && goOnAPath.engineDialects().isEmpty());
        assertTrue(goOnAPath.onUsersBoard());
        assertFalse(new GoModule().onUsersBoard());
    }

    @Test
    void thePageNamesStonesAndTheLastMoveByTheTopologysNames() {
        GameState state = ON_A_PATH.newGame(ON_A_PATH.defaultDefinition());
        state = state.apply(ON_A_PATH.notation().parse(state, "l"));
        state = state.apply(ON_A_PATH.notation().parse(state, "m"));
        Scene scene = ON_A_PATH.painter().scene(state);
        assertEquals(List.of("m"), scene.pieces().stream().map(Scene.Piece::point).toList(), "white m takes l");
        assertEquals(List.of("m"), scene.marks().stream().map(Scene.Mark::point).toList());
        assertEquals(1, GoState.TYPE.state(state).captures(state.definition().type().side(1)));
        assertEquals(List.of("l", "m", "r"), ON_A_PATH.painter().board(ON_A_PATH.defaultDefinition()).points()
                .stream().map(p -> p.id()).toList());
    }

    /**
     * The search's support serves a board of the user's too (it has no side, so no line or
     * edge terms): after black's l, white's m takes it, and the priors rate that capture
     * above r, which takes nothing.
     */
    @Test
    void theSearchsPriorsRateACaptureFirst_onABoardWithoutSides() {
        GameState state = ON_A_PATH.newGame(ON_A_PATH.defaultDefinition());
        state = state.apply(ON_A_PATH.notation().parse(state, "l"));
        List<io.tabula.core.Move> moves = List.of(ON_A_PATH.notation().parse(state, "m"),
                ON_A_PATH.notation().parse(state, "r"));
        double[] wins = new double[2];
        double[] visits = new double[2];
        io.tabula.core.SearchSupport.of(state.definition()).orElseThrow().priors().rate(state, moves, wins, visits);
        assertTrue(wins[0] / visits[0] > wins[1] / visits[1], "m " + wins[0] + "/" + visits[0] + ", r " + wins[1]
                + "/" + visits[1]);
    }

    private static Topology path() {
        GraphTopology.Builder b = GraphTopology.builder();
        b.point("l", 0, 0);
        b.point("m", 1, 0);
        b.point("r", 2, 0);
        return b.link("l", "m").link("m", "r").build();
    }
}
