package io.tabula.conformance.contract;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.fail;

import io.tabula.core.GameState;
import io.tabula.core.Side;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/**
 * Views: a side's view of a perfect-information game is the state; of a game with hidden
 * information it hides what the side may not know ({@link #assertViewHidesSecrets}, which such
 * a game's test class overrides); every view's diagram reads back.
 */
public interface ViewTester extends ContractSubject {

    @TestFactory
    default Stream<DynamicTest> views_leakNothing() {
        return Runs.eachState(this, "views leak nothing", state -> {
            for (Side side : state.definition().type().sides()) {
                GameState view = state.viewFor(side);
                if (state.definition().perfectInformation()) {
                    assertEquals(Runs.snapshotText(state), Runs.snapshotText(view), "a perfect-information view differs");
                } else {
                    assertViewHidesSecrets(state, side, view);
                }
            }
        });
    }

    /**
     * What a case file's {@code expect.view} compares: the diagram of each side's view reads
     * back through {@link io.tabula.core.BoardDiagrams#normalizeView} unchanged, so that a
     * case can state any view the game shows.
     */
    @TestFactory
    default Stream<DynamicTest> views_diagramsReadBack() {
        return Runs.eachState(this, "view diagrams read back", state -> {
            io.tabula.core.BoardDiagrams diagrams = state.definition().module().diagrams();
            for (Side side : state.definition().type().sides()) {
                List<String> view = diagrams.toDiagram(state.viewFor(side));
                assertEquals(view, diagrams.normalizeView(state.definition(), view), "the view of " + side.id());
            }
        });
    }

    /**
     * For hidden-information games: fails if {@code view} (what {@code side} sees of
     * {@code state}) reveals what {@code side} may not know. Such games must override it.
     */
    default void assertViewHidesSecrets(GameState state, Side side, GameState view) {
        fail(state.definition().gameId() + " declares hidden information but its contract test does not "
                + "override assertViewHidesSecrets");
    }
}
