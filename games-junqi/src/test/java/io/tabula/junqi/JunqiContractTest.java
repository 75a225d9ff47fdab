package io.tabula.junqi;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.tabula.conformance.contract.BundledCases;
import io.tabula.conformance.contract.GameContract;
import io.tabula.core.GameDefinition;
import io.tabula.core.GameRegistry;
import io.tabula.core.GameState;
import io.tabula.core.Side;
import io.tabula.json.TabulaJson;
import io.tabula.junqi.rules.Cells;
import io.tabula.junqi.rules.JunqiRules;
import io.tabula.junqi.rules.LegalDeployments;
import io.tabula.junqi.rules.JunqiState;
import io.tabula.junqi.rules.ViewTesting;
import io.tabula.junqi.rules.Piece;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicNode;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;

class JunqiContractTest implements GameContract {
    private static final JunqiModule MODULE = new JunqiModule();
    private static final TabulaJson JSON = new TabulaJson(GameRegistry.of(MODULE));

    /**
     * Every option that changes legality or the outcome, each definition starting in the
     * deployment phase (so every property, the fast sampler's agreement included, plays
     * deployments too), and one with a deployment seed (starting in play).
     */
    @Override
    public List<GameDefinition> contractDefinitions() {
        return List.of(
                MODULE.defaultDefinition(),
                MODULE.define("standard", Map.of("mineSurvives", "false", "bombMayAttackFlag", "false")),
                MODULE.define("standard", Map.of("hqPiecesMove", "true")),
                MODULE.define("standard", Map.of("noCombatDrawPlies", "20", "maxPlies", "150")),
                MODULE.define("standard", Map.of("noCombatDrawPlies", "0", "maxPlies", "400")),
                MODULE.define("standard", Map.of("open", "true")),
                MODULE.define("standard", Map.of("noCombatDrawPlies", "3", "maxPlies", "5")),
                MODULE.define("standard", Map.of("mineSurvives", "false", "hqPiecesMove", "true",
                        "deploymentSeed", "11")));
    }

    @Override
    public int contractPlayouts() {
        return 4;
    }

    @Override
    public List<Perft> perftTable() {
        // Pinned by this implementation and cross-checked against ReferenceMovesTest's naive
        // generator (MoveGeneratorTest.perft_matchesReferenceGenerator).
        return List.of(new Perft(SEEDED, PERFT_DEFAULT), new Perft(MODULE.defaultDefinition(),
                LegalDeployments.COUNT));
    }

    /** The default rules with deploymentSeed 0: a new game starts in play after two seeded deployments. */
    static final GameDefinition SEEDED = MODULE.define("standard", Map.of("deploymentSeed", "0"));

    /**
     * From the initial state of {@link #SEEDED}. Depth 1 counted by hand: 33 (case
     * legal-deployments of deployment.json, which has this very position).
     */
    static final long[] PERFT_DEFAULT = {33, 1_163, 35_352, 1_169_296};

    /**
     * The view must not depend on what {@code side} may not know: permuting the enemy's
     * hidden pieces among their posts (several ways) must give the same view JSON and hash;
     * no enemy piece but a public flag is shown; the enemy's deployment findings are left
     * out. In open play or once the game is over the view is the state itself.
     */
    @Override
    public void assertViewHidesSecrets(GameState state, Side side, GameState view) {
        JunqiState full = (JunqiState) state;
        JunqiState seen = (JunqiState) view;
        if (full.rules().open() || full.isOver()) {
            assertSame(full, seen, "open play and finished games show everything");
            return;
        }
        int enemy = 1 - side.index();
        assertEquals(side, seen.viewer().orElseThrow());
        assertFalse(seen.deploymentViolations(JunqiRules.side(enemy)).isPresent(), "enemy findings shown");
        List<Integer> hidden = new ArrayList<>();
        for (int p = 0; p < 60; p++) {
            byte cell = full.cell(p);
            if (cell == Cells.EMPTY) {
                assertEquals(Cells.EMPTY, seen.cell(p));
                continue;
            }
            if (Cells.side(cell) == side.index()) {
                assertEquals(cell, seen.cell(p), "own piece on post " + p);
            } else if (Cells.kind(cell) == Piece.FLAG.ordinal() && full.flagRevealed(JunqiRules.side(enemy))) {
                assertEquals(cell, seen.cell(p), "a public flag is shown");
            } else {
                assertEquals(Cells.of(enemy, Cells.UNKNOWN), seen.cell(p), "enemy piece shown on post " + p);
                hidden.add(p);
            }
        }
        String viewJson = JSON.stateToJson(seen);
        assertTrue(viewJson.contains("\"viewer\" : \"" + side.id() + "\""), viewJson);
        SplittableRandom random = new SplittableRandom(state.hash());
        for (int round = 0; round < 3; round++) {
            JunqiState permuted = permute(full, hidden, random);
            JunqiState permutedView = permuted.viewFor(side);
            assertEquals(viewJson, JSON.stateToJson(permutedView), "the view depends on hidden pieces");
            assertEquals(seen.hash(), permutedView.hash(), "the view's hash depends on hidden pieces");
        }
        // And the view itself survives JSON.
        GameState copy = JSON.stateFromJson(viewJson);
        assertEquals(viewJson, JSON.stateToJson(copy));
    }

    /** {@code state} with the pieces on {@code posts} shuffled among those posts, all else kept. */
    private static JunqiState permute(JunqiState state, List<Integer> posts, SplittableRandom random) {
        byte[] cells = state.cells();
        byte[] pieces = new byte[posts.size()];
        for (int i = 0; i < pieces.length; i++) {
            pieces[i] = cells[posts.get(i)];
        }
        for (int i = pieces.length - 1; i > 0; i--) {
            int j = random.nextInt(i + 1);
            byte t = pieces[i];
            pieces[i] = pieces[j];
            pieces[j] = t;
        }
        for (int i = 0; i < pieces.length; i++) {
            cells[posts.get(i)] = pieces[i];
        }
        return ViewTesting.rearranged(state, cells);
    }

    /**
     * The playouts of every definition but the seeded one start in the deployment phase, so
     * {@link #assertViewHidesSecrets} sees its states: here the one where red has deployed
     * and blue has not, whose blue view must hide all 25 of red's pieces.
     */
    @Test
    void viewsOfTheDeploymentPhase_areCheckedLikeAnyOther() {
        for (GameDefinition definition : contractDefinitions()) {
            GameState start = definition.newGame();
            boolean seeded = definition.get(io.tabula.junqi.rules.JunqiOptions.DEPLOYMENT_SEED) >= 0;
            assertEquals(seeded ? "play" : "deploy/red", start.phase().name(), definition.text());
        }
        GameState start = MODULE.defaultDefinition().newGame();
        GameState afterRed = start.apply(io.tabula.core.LargeMoveList.random(start.legalMoves(),
                new SplittableRandom(5)));
        assertEquals("deploy/blue", afterRed.phase().name());
        for (Side side : JunqiRules.SIDES) {
            assertViewHidesSecrets(afterRed, side, afterRed.viewFor(side));
        }
        JunqiState blues = (JunqiState) afterRed.viewFor(JunqiRules.BLUE);
        long hidden = java.util.stream.IntStream.range(0, 60)
                .filter(p -> blues.cell(p) == Cells.of(0, Cells.UNKNOWN)).count();
        assertEquals(25, hidden, "every red piece is unknown to blue");
    }

    @Test
    void bundledCaseFiles_listEveryFileOfTheFolder() throws java.io.IOException {
        Path folder = Path.of("src/main/resources/conformance/junqi");
        try (Stream<Path> files = Files.list(folder)) {
            List<String> onDisk = files.map(p -> "conformance/junqi/" + p.getFileName())
                    .filter(name -> name.endsWith(".json")).sorted().toList();
            assertEquals(onDisk, MODULE.bundledCaseFiles().stream().sorted().toList());
        }
    }

    @TestFactory
    Stream<DynamicNode> bundledCases() {
        return BundledCases.of(MODULE);
    }
}
