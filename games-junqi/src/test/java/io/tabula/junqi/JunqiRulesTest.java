package io.tabula.junqi;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.tabula.core.CommonReason;
import io.tabula.core.GameDefinition;
import io.tabula.core.GameRegistry;
import io.tabula.core.GameState;
import io.tabula.core.IllegalMoveException;
import io.tabula.core.IllegalReason;
import io.tabula.core.Move;
import io.tabula.core.MoveCheck;
import io.tabula.core.NotationException;
import io.tabula.core.Outcome;
import io.tabula.core.TabulaException;
import io.tabula.json.TabulaJson;
import io.tabula.junqi.notation.DeploymentText;
import io.tabula.junqi.notation.JunqiDiagrams;
import io.tabula.junqi.notation.JunqiNotation;
import io.tabula.junqi.notation.JunqiSnapshot;
import io.tabula.junqi.notation.JunqiStateCodec;
import io.tabula.junqi.rules.Cells;
import io.tabula.junqi.rules.Combat;
import io.tabula.junqi.rules.Deployment;
import io.tabula.junqi.rules.DeploymentViolation;
import io.tabula.junqi.rules.JunqiBoard;
import io.tabula.junqi.rules.JunqiMove;
import io.tabula.junqi.rules.JunqiReason;
import io.tabula.junqi.rules.JunqiRules;
import io.tabula.junqi.rules.JunqiState;
import io.tabula.junqi.rules.LegalDeployments;
import io.tabula.junqi.rules.Piece;
import io.tabula.options.OptionException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.EnumSet;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.SplittableRandom;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

class JunqiRulesTest {
    private static final JunqiModule MODULE = new JunqiModule();
    /** The default rules with a deployment seed, so that a new game starts in play from a fixed position. */
    private static final GameDefinition STANDARD = MODULE.define("standard", Map.of("deploymentSeed", "0"));
    private static final TabulaJson JSON = new TabulaJson(GameRegistry.of(MODULE));

    /** The default new game (deploymentSeed=0), as deployment.json's legal-deployments case has it. */
    private static final List<String> DEFAULT_BOARD = List.of(
            "b36 bM bM bF bM",
            "b33 b37 b39 b33 b34",
            "b38 . bB . b40",
            "b35 b34 . b32 b33",
            "b38 . bB . b37",
            "b34 b32 b35 b32 b36",
            "r32 r33 r33 r40 r36",
            "r34 . r38 . r35",
            "r38 rB . r34 r32",
            "r37 . r32 . r33",
            "rM r37 r34 rM r39",
            "r35 rB r36 rF rM");

    private static final String RED_ROWS = "r32 r33 r33 r40 r36 / r34 . r38 . r35 / r38 rB . r34 r32 / "
            + "r37 . r32 . r33 / rM r37 r34 rM r39 / r35 rB r36 rF rM";
    private static final String BLUE_ROWS = "b36 bM bM bF bM / b33 b37 b39 b33 b34 / b38 . bB . b40 / "
            + "b35 b34 . b32 b33 / b38 . bB . b37 / b34 b32 b35 b32 b36";

    private static JunqiState board(GameDefinition definition, String toMove, Map<String, String> pieces) {
        String[][] rows = new String[12][5];
        for (String[] row : rows) {
            Arrays.fill(row, ".");
        }
        pieces.forEach((post, token) -> {
            int p = JunqiBoard.post(post).orElseThrow();
            rows[12 - JunqiBoard.row(p)][JunqiBoard.column(p)] = token;
        });
        List<String> diagram = Arrays.stream(rows).map(r -> String.join(" ", r)).toList();
        return (JunqiState) MODULE.diagrams().fromDiagram(definition, diagram,
                STANDARD.type().side(toMove).orElseThrow());
    }

    private static JunqiState board(String toMove, Map<String, String> pieces) {
        return board(STANDARD, toMove, pieces);
    }

    private static Move move(String text) {
        return JunqiNotation.parseMove(text);
    }

    // ------------------------------------------------------------------ new game and deployment

    @Test
    void newGame_startsInPlayFromTheSeededDeployments() {
        JunqiState state = (JunqiState) STANDARD.newGame();
        assertEquals(DEFAULT_BOARD, MODULE.diagrams().toDiagram(state));
        assertEquals(JunqiRules.RED, state.toMove());
        assertEquals(2, state.ply(), "the two deployment moves");
        assertEquals(0, state.playPlies());
        assertEquals("play", state.phase().id());
        assertEquals(Outcome.ONGOING, state.outcome());
        assertEquals(Set.of(), state.deploymentViolations(JunqiRules.RED).orElseThrow());
        assertEquals(Set.of(), state.deploymentViolations(JunqiRules.BLUE).orElseThrow());
        assertEquals(state, STANDARD.newGame());
        assertEquals(state.hash(), STANDARD.newGame().hash());
        GameState other = STANDARD.with(Map.of("deploymentSeed", "1")).newGame();
        assertNotEquals(MODULE.diagrams().toDiagram(state), MODULE.diagrams().toDiagram(other));
    }

    @Test
    void randomDeployment_isAlwaysLegal_andUniform() {
        SplittableRandom random = new SplittableRandom(8);
        int draws = 20_000;
        Map<String, Integer> counts = new HashMap<>();
        for (int i = 0; i < draws; i++) {
            for (var side : JunqiRules.SIDES) {
                Deployment d = Deployment.random(side, random);
                assertEquals(Set.of(), d.violations(), d.toString());
                assertEquals(25, d.pieces().size());
                if (side.index() == 0) {
                    d.pieces().forEach((post, piece) -> counts.merge(JunqiBoard.name(post) + piece.code(), 1, Integer::sum));
                }
            }
        }
        // Uniform over legal deployments: flag on either headquarters 1/2; a landmine on each of the
        // 9 other back-row posts 1/3 (on a headquarters 1/2 x 1/3); a bomb on each of the 16 posts
        // behind the front row left free 2/16 (on a back-row post 2/3 x 1/8); the 40 on a front-row
        // post 1/19.
        Map<String, Double> expected = Map.of("b1F", 0.5, "d1F", 0.5, "a1M", 1 / 3.0, "e2M", 1 / 3.0,
                "b1M", 1 / 6.0, "a3B", 1 / 8.0, "e5B", 1 / 8.0, "a2B", 1 / 12.0, "c6" + "40", 1 / 19.0);
        expected.forEach((key, p) -> {
            double f = counts.getOrDefault(key, 0) / (double) draws;
            double sigma = Math.sqrt(p * (1 - p) / draws);
            assertTrue(Math.abs(f - p) < 5 * sigma, key + ": " + f + " vs " + p);
        });
        assertEquals(0, counts.getOrDefault("c6B", 0));
        assertEquals(0, counts.getOrDefault("a3M", 0));
        assertEquals(0, counts.getOrDefault("c1F", 0));
    }

    @Test
    void deploymentText_readsRowsAndLists() {
        Deployment red = DeploymentText.parse(JunqiRules.RED, RED_ROWS);
        Deployment blue = DeploymentText.parse(JunqiRules.BLUE, BLUE_ROWS.replace(" / ", "\n"));
        assertTrue(red.isLegal());
        assertTrue(blue.isLegal());
        JunqiState state = MODULE.deploy(STANDARD, RED_ROWS, BLUE_ROWS);
        assertEquals(DEFAULT_BOARD, MODULE.diagrams().toDiagram(state));
        assertEquals(state, STANDARD.newGame());
        assertEquals(red, DeploymentText.parse(JunqiRules.RED, DeploymentText.list(red)));
        assertEquals(red, DeploymentText.parseRows(JunqiRules.RED, DeploymentText.rows(red)));
        assertEquals(blue, DeploymentText.parseRows(JunqiRules.BLUE, DeploymentText.rows(blue)));
        // Side letters are optional, case is ignored, and the list may use commas.
        Deployment bare = DeploymentText.parse(JunqiRules.RED, RED_ROWS.replace("r", "").toLowerCase());
        assertEquals(red, bare);
        assertEquals(red, DeploymentText.parse(JunqiRules.RED, DeploymentText.list(red).replace(" ", ", ")));
        assertTrue(DeploymentText.list(red).startsWith("a1=35 b1=B c1=36 d1=F e1=M a2=M"));
    }

    @Test
    void deploymentText_rejectsWhatItCannotRead() {
        assertThrows(NotationException.class, () -> DeploymentText.parse(JunqiRules.RED, "r40 . . . ."));
        assertThrows(NotationException.class, () -> DeploymentText.parse(JunqiRules.RED,
                RED_ROWS.replaceFirst("r32", "r31")));
        assertThrows(NotationException.class, () -> DeploymentText.parse(JunqiRules.RED,
                RED_ROWS.replaceFirst("r32", "b32")));
        assertThrows(NotationException.class, () -> DeploymentText.parse(JunqiRules.RED,
                RED_ROWS.replaceFirst("r33 r40", "r40")));
        assertThrows(NotationException.class, () -> DeploymentText.parse(JunqiRules.RED, "a1=F a1=40"));
        assertThrows(NotationException.class, () -> DeploymentText.parse(JunqiRules.RED, "a1=F z9=40"));
        assertThrows(NotationException.class, () -> DeploymentText.parse(JunqiRules.RED, "a1=F b1"));
    }

    @Test
    void deployment_violationsAreTyped() {
        Deployment legal = DeploymentText.parse(JunqiRules.RED, RED_ROWS);
        Map<Integer, Piece> pieces = new HashMap<>(legal.pieces());
        assertEquals(Set.of(), legal.violations());
        // Swap the flag (d1) with the 36 (c1), put a landmine on a3 and a bomb on c6.
        pieces.put(post("d1"), Piece.REGIMENT);
        pieces.put(post("c1"), Piece.FLAG);
        pieces.put(post("a2"), Piece.BRIGADE);
        pieces.put(post("a3"), Piece.MINE);
        pieces.put(post("b4"), Piece.PLATOON);
        pieces.put(post("b6"), Piece.BOMB);
        assertEquals(EnumSet.of(DeploymentViolation.FLAG_NOT_IN_HQ, DeploymentViolation.MINE_NOT_IN_BACK_ROWS,
                DeploymentViolation.BOMB_IN_FRONT_ROW), Deployment.of(JunqiRules.RED, pieces).violations());
        Map<Integer, Piece> moved = new HashMap<>(legal.pieces());
        moved.put(post("b5"), moved.remove(post("a5")));
        assertEquals(EnumSet.of(DeploymentViolation.CAMP), Deployment.of(JunqiRules.RED, moved).violations());
        moved.put(post("a8"), moved.remove(post("b5")));
        assertEquals(EnumSet.of(DeploymentViolation.OUTSIDE_HALF), Deployment.of(JunqiRules.RED, moved).violations());
        moved.remove(post("a8"));
        assertEquals(EnumSet.of(DeploymentViolation.COUNT), Deployment.of(JunqiRules.RED, moved).violations());
        moved.put(post("a5"), Piece.COMMANDER); // a second 40 with 25 pieces
        assertEquals(EnumSet.of(DeploymentViolation.COUNT), Deployment.of(JunqiRules.RED, moved).violations());
        assertEquals(List.of("count", "outside-half", "camp", "flag-not-in-hq", "mine-not-in-back-rows",
                "bomb-in-front-row"), Arrays.stream(DeploymentViolation.values()).map(DeploymentViolation::keyword).toList());
    }

    @Test
    void deploy_acceptsOnlyLegalDeploymentsOfTheRightSides() {
        Deployment red = DeploymentText.parse(JunqiRules.RED, RED_ROWS);
        Deployment blue = DeploymentText.parse(JunqiRules.BLUE, BLUE_ROWS);
        Map<Integer, Piece> pieces = new HashMap<>(red.pieces());
        pieces.put(post("b6"), pieces.put(post("b4"), Piece.PLATOON)); // bomb to b6, 33 to b4
        Deployment bad = Deployment.of(JunqiRules.RED, pieces);
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> MODULE.deploy(STANDARD, bad, blue));
        assertTrue(e.getMessage().contains("bomb-in-front-row"), e.getMessage());
        assertThrows(IllegalArgumentException.class, () -> MODULE.deploy(STANDARD, blue, red));
    }

    // ------------------------------------------------------------------ the deployment phase

    private static final GameDefinition DEPLOYING = MODULE.defaultDefinition();

    @Test
    void newGame_byDefault_startsInTheDeploymentPhase_redFirst() {
        JunqiState start = (JunqiState) DEPLOYING.newGame();
        assertEquals("deploy/red", start.phase().name());
        assertEquals(List.of(0), start.phase().players());
        assertEquals(Set.of(JunqiMove.Deploy.class), start.phase().moves());
        assertTrue(start.phase().task().startsWith("deploy red's 25 pieces"), start.phase().task());
        assertEquals(JunqiRules.RED, start.toMove());
        assertEquals(0, start.ply());
        assertEquals(Outcome.ONGOING, start.outcome());
        assertEquals(LegalDeployments.COUNT, start.legalMoveCount());
        assertEquals(709_596_419_051_520_000L, LegalDeployments.COUNT);
        for (int p = 0; p < JunqiBoard.POSTS; p++) {
            assertEquals(Cells.EMPTY, start.cell(p));
        }
        Deployment red = DeploymentText.parse(JunqiRules.RED, RED_ROWS);
        Deployment blue = DeploymentText.parse(JunqiRules.BLUE, BLUE_ROWS);
        JunqiState afterRed = start.apply(new JunqiMove.Deploy(red));
        assertEquals("deploy/blue", afterRed.phase().name());
        assertEquals(List.of(1), afterRed.phase().players());
        assertEquals(JunqiRules.BLUE, afterRed.toMove());
        assertEquals(1, afterRed.ply());
        assertNotEquals(start.hash(), afterRed.hash());
        JunqiState play = afterRed.apply(new JunqiMove.Deploy(blue));
        assertEquals("play", play.phase().name());
        assertEquals(Set.of(JunqiMove.Step.class), play.phase().moves());
        assertEquals(2, play.ply());
        assertEquals(STANDARD.newGame().legalMoves(), play.legalMoves());
        assertEquals(DEFAULT_BOARD, MODULE.diagrams().toDiagram(play));
        assertEquals(MODULE.deploy(DEPLOYING, red, blue), play);
    }

    @Test
    void deployMoves_areJudgedByCheck_withTypedReasons() {
        JunqiState start = (JunqiState) DEPLOYING.newGame();
        Deployment red = DeploymentText.parse(JunqiRules.RED, RED_ROWS);
        Deployment blue = DeploymentText.parse(JunqiRules.BLUE, BLUE_ROWS);
        assertTrue(start.check(new JunqiMove.Deploy(red)).isLegal());
        assertReason(CommonReason.NOT_YOUR_TURN, start.check(new JunqiMove.Deploy(blue)));
        assertReason(CommonReason.WRONG_PHASE, start.check(JunqiMove.Step.of(post("a6"), post("a7"))));
        assertReason(CommonReason.WRONG_PHASE, STANDARD.newGame().check(new JunqiMove.Deploy(red)));
        // Each rule of section 3 is its own reason; the first broken one (in keyword order) is named.
        Map<Integer, Piece> pieces = new HashMap<>(red.pieces());
        pieces.put(post("b6"), pieces.put(post("b4"), Piece.PLATOON)); // bomb to b6, 33 to b4
        MoveCheck bomb = start.check(new JunqiMove.Deploy(Deployment.of(JunqiRules.RED, pieces)));
        assertReason(DeploymentViolation.BOMB_IN_FRONT_ROW, bomb);
        pieces.put(post("d1"), pieces.put(post("c1"), Piece.FLAG)); // and the flag to c1
        MoveCheck two = start.check(new JunqiMove.Deploy(Deployment.of(JunqiRules.RED, pieces)));
        assertReason(DeploymentViolation.FLAG_NOT_IN_HQ, two);
        assertTrue(((MoveCheck.Illegal) two).detail().contains("[flag-not-in-hq, bomb-in-front-row]"), two.toString());
        Map<Integer, Piece> few = new HashMap<>(red.pieces());
        few.remove(post("a6"));
        assertReason(DeploymentViolation.COUNT, start.check(new JunqiMove.Deploy(Deployment.of(JunqiRules.RED, few))));
        IllegalMoveException thrown = assertThrows(IllegalMoveException.class,
                () -> start.apply(new JunqiMove.Deploy(Deployment.of(JunqiRules.RED, few))));
        assertEquals(DeploymentViolation.COUNT, thrown.reason());
        assertEquals("count", DeploymentViolation.COUNT.keyword());
        assertEquals("COUNT", ((IllegalReason) DeploymentViolation.COUNT).name());
    }

    private static void assertReason(IllegalReason reason, MoveCheck check) {
        assertTrue(check instanceof MoveCheck.Illegal illegal && illegal.reason() == reason, reason + ": " + check);
    }

    @Test
    void deployMoves_haveNotation_bothForms() {
        JunqiState start = (JunqiState) DEPLOYING.newGame();
        Deployment red = DeploymentText.parse(JunqiRules.RED, RED_ROWS);
        JunqiMove.Deploy deploy = new JunqiMove.Deploy(red);
        String text = MODULE.notation().format(start, deploy);
        assertEquals("32 33 33 40 36 / 34 . 38 . 35 / 38 B . 34 32 / 37 . 32 . 33 / M 37 34 M 39 / 35 B 36 F M", text);
        assertEquals(deploy, MODULE.notation().parse(start, text));
        assertEquals(deploy, MODULE.notation().parse(start, DeploymentText.list(red)));
        assertEquals(deploy, MODULE.notation().parse(start, RED_ROWS.replace(" / ", "\n")));
        NotationException e = assertThrows(NotationException.class, () -> MODULE.notation().parse(start, "deploy"));
        assertTrue(e.getMessage().contains("deployment"), e.getMessage());
    }

    @Test
    void views_inTheDeploymentPhase_hideTheOthersLayout() {
        JunqiState afterRed = ((JunqiState) DEPLOYING.newGame()).apply(
                new JunqiMove.Deploy(DeploymentText.parse(JunqiRules.RED, RED_ROWS)));
        JunqiState blues = afterRed.viewFor(JunqiRules.BLUE);
        JunqiState reds = afterRed.viewFor(JunqiRules.RED);
        int hidden = 0;
        for (int p = 0; p < JunqiBoard.POSTS; p++) {
            byte cell = afterRed.cell(p);
            if (cell != Cells.EMPTY) {
                assertEquals(Cells.of(0, Cells.UNKNOWN), blues.cell(p), "red's piece on " + JunqiBoard.name(p));
                assertEquals(cell, reds.cell(p));
                hidden++;
            }
        }
        assertEquals(25, hidden);
        assertFalse(afterRed.flagRevealed(JunqiRules.RED), "no flag is public before play");
        String json = JSON.stateToJson(blues);
        assertFalse(Pattern.compile("r(4[0]|3[2-9]|[BMF])\\b").matcher(json).find(), json);
        assertEquals(json, JSON.stateToJson(JSON.stateFromJson(json)));
        assertReason(JunqiReason.VIEW_ONLY, blues.check(new JunqiMove.Deploy(DeploymentText.parse(JunqiRules.BLUE,
                BLUE_ROWS))));
        assertTrue(MODULE.render(blues).contains("deploy/blue: ply 1, blue to deploy, blue's view"),
                MODULE.render(blues));
    }

    @Test
    void legalDeployments_areLegal_distinct_andCountedExactly() {
        LegalDeployments red = (LegalDeployments) DEPLOYING.newGame().legalMoves();
        assertEquals(Integer.MAX_VALUE, red.size());
        SplittableRandom random = new SplittableRandom(8);
        Set<Move> seen = new java.util.HashSet<>();
        List<Long> indexes = new ArrayList<>(List.of(0L, 1L, LegalDeployments.COUNT - 1));
        for (int i = 0; i < 300; i++) {
            indexes.add(random.nextLong(LegalDeployments.COUNT));
        }
        for (long index : indexes) {
            JunqiMove.Deploy deploy = red.get(index);
            assertTrue(deploy.layout().isLegal(), index + ": " + deploy);
            assertTrue(red.contains(deploy));
            seen.add(deploy);
        }
        assertEquals(new java.util.HashSet<>(indexes).size(), seen.size(), "distinct indexes, distinct layouts");
        // The first layouts differ only in the order of the last ranked pieces.
        assertEquals(2, Set.of(red.get(0L).layout().piece(post("e6")), red.get(1L).layout().piece(post("e6"))).size());
        assertThrows(IndexOutOfBoundsException.class, () -> red.get(LegalDeployments.COUNT));
        assertThrows(IndexOutOfBoundsException.class, () -> red.get(-1L));
        assertFalse(red.contains(new JunqiMove.Deploy(DeploymentText.parse(JunqiRules.BLUE, BLUE_ROWS))));
        assertTrue(red.random(random).layout().isLegal());
        assertEquals(red, DEPLOYING.newGame().legalMoves());
    }

    // ------------------------------------------------------------------ combat

    @Test
    void combat_tableRowByRow_withBothOptionValues() {
        JunqiRules survives = new JunqiRules(STANDARD);
        JunqiRules removed = new JunqiRules(STANDARD.with(Map.of("mineSurvives", "false")));
        for (JunqiRules rules : List.of(survives, removed)) {
            for (Piece a : Piece.values()) {
                if (!a.movable()) {
                    continue;
                }
                assertEquals(a == Piece.BOMB ? Combat.BOTH_REMOVED : Combat.DEFENDER_REMOVED,
                        Combat.resolve(rules, a.ordinal(), Piece.FLAG.ordinal()), a + " takes the flag");
                assertEquals(Combat.BOTH_REMOVED, Combat.resolve(rules, a.ordinal(), Piece.BOMB.ordinal()));
                assertEquals(Combat.BOTH_REMOVED, Combat.resolve(rules, Piece.BOMB.ordinal(), a.ordinal()));
                Combat onMine = Combat.resolve(rules, a.ordinal(), Piece.MINE.ordinal());
                if (a == Piece.BOMB) {
                    assertEquals(Combat.BOTH_REMOVED, onMine);
                } else if (a == Piece.ENGINEER) {
                    assertEquals(Combat.DEFENDER_REMOVED, onMine);
                } else {
                    assertEquals(rules == survives ? Combat.ATTACKER_REMOVED : Combat.BOTH_REMOVED, onMine, a + " on M");
                }
                for (Piece d : Piece.values()) {
                    if (a.rank() > 0 && d.rank() > 0) {
                        Combat expected = a.rank() > d.rank() ? Combat.DEFENDER_REMOVED
                                : a.rank() < d.rank() ? Combat.ATTACKER_REMOVED : Combat.BOTH_REMOVED;
                        assertEquals(expected, Combat.resolve(rules, a.ordinal(), d.ordinal()), a + " on " + d);
                    }
                }
            }
        }
    }

    // ------------------------------------------------------------------ illegal reasons

    @Test
    void check_namesTypedReasons_andApplyThrowsTheSame() {
        JunqiState s = board("red", Map.ofEntries(Map.entry("b1", "rF"), Map.entry("d1", "r40"),
                Map.entry("a2", "rM"), Map.entry("c3", "r37"), Map.entry("c2", "r36"), Map.entry("b4", "r38"),
                Map.entry("b5", "b32"), Map.entry("a5", "r35"), Map.entry("a8", "b33"), Map.entry("e2", "r32"),
                Map.entry("e4", "r34"), Map.entry("b2", "rB"), Map.entry("d12", "bF"), Map.entry("c10", "b33")));
        Map<String, IllegalReason> expected = new java.util.LinkedHashMap<>();
        expected.put("a4-a5", JunqiReason.EMPTY_POST);
        expected.put("c10-c11", JunqiReason.NOT_YOUR_PIECE);
        expected.put("a2-a3", JunqiReason.IMMOVABLE_PIECE);
        expected.put("b1-a1", JunqiReason.IMMOVABLE_PIECE);
        expected.put("d1-d2", JunqiReason.IN_HEADQUARTERS);
        expected.put("c3-c3", JunqiReason.SAME_POST);
        expected.put("c3-c2", JunqiReason.OWN_PIECE);
        expected.put("b4-b5", JunqiReason.CAMP_PROTECTED);
        expected.put("c3-c5", JunqiReason.NOT_REACHABLE);
        expected.put("a5-a9", JunqiReason.PATH_BLOCKED); // past the blue 33 on a8
        expected.put("e2-e6", JunqiReason.PATH_BLOCKED); // an engineer behind its own 34 on e4
        expected.put("c2-a3", JunqiReason.NO_TURNING);
        expected.put("a5-b6", JunqiReason.NO_TURNING);
        for (Map.Entry<String, IllegalReason> e : expected.entrySet()) {
            Move m = move(e.getKey());
            MoveCheck verdict = s.check(m);
            assertFalse(verdict.isLegal(), e.getKey());
            assertEquals(e.getValue(), ((MoveCheck.Illegal) verdict).reason(), e.getKey());
            IllegalMoveException thrown = assertThrows(IllegalMoveException.class, () -> s.apply(m));
            assertEquals(e.getValue(), thrown.reason());
        }
        assertEquals(CommonReason.OFF_BOARD, ((MoveCheck.Illegal) s.check(JunqiMove.Step.of(2, 77))).reason());
        assertEquals(CommonReason.NOT_A_MOVE_OF_THIS_GAME, ((MoveCheck.Illegal) s.check(new Move() {
        })).reason());
        assertTrue(s.check(move("a5-a8")).isLegal());
        assertTrue(s.check(move("e2-e3")).isLegal());

        GameDefinition noBombOnFlag = STANDARD.with(Map.of("bombMayAttackFlag", "false"));
        JunqiState bomb = board(noBombOnFlag, "red", Map.of("b1", "rF", "b11", "rB", "b12", "bF", "e12", "b40"));
        assertEquals(JunqiReason.BOMB_MAY_NOT_ATTACK_FLAG, ((MoveCheck.Illegal) bomb.check(move("b11-b12"))).reason());

        JunqiState over = s.apply(move("a5-a8")); // not over: still blue to move; capture the flag instead
        assertFalse(over.isOver());
        JunqiState won = board("red", Map.of("b1", "rF", "b11", "r33", "b12", "bF", "e12", "b40")).apply(move("b11-b12"));
        assertEquals(CommonReason.GAME_OVER, ((MoveCheck.Illegal) won.check(move("e12-e11"))).reason());
    }

    // ------------------------------------------------------------------ notation and diagrams

    @Test
    void notation_readsAnyCaseAndWritesLowerCase() {
        GameState s = STANDARD.newGame();
        assertEquals(JunqiMove.Step.of(post("a4"), post("a5")), MODULE.notation().parse(s, " A4 - a5 "));
        assertEquals("a2-e11", MODULE.notation().format(s, MODULE.notation().parse(s, "A2-E11")));
        for (String bad : List.of("a4a5", "a4-", "a13-a12", "f1-f2", "a0-a1", "a04-a05", "", "a4-a5-a6", "pass")) {
            assertThrows(NotationException.class, () -> MODULE.notation().parse(s, bad), bad);
        }
    }

    @Test
    void diagrams_holdEachFlagOnceAndNoPieceTooOften() {
        List<String> rows = new ArrayList<>(DEFAULT_BOARD);
        assertEquals(DEFAULT_BOARD, MODULE.diagrams().normalize(STANDARD, rows.stream().map(String::toUpperCase).toList()));
        assertEquals(DEFAULT_BOARD, MODULE.diagrams().normalize(STANDARD,
                rows.stream().map(r -> "  " + r.replace(" ", "   ") + " ").toList()));
        List<String> noBlueFlag = new ArrayList<>(rows);
        noBlueFlag.set(0, "b36 bM bM . bM");
        assertThrows(NotationException.class, () -> MODULE.diagrams().fromDiagram(STANDARD, noBlueFlag, JunqiRules.RED));
        List<String> twoFlags = new ArrayList<>(rows);
        twoFlags.set(5, "b34 b32 b35 b32 bF");
        assertThrows(NotationException.class, () -> MODULE.diagrams().normalize(STANDARD, twoFlags));
        List<String> fourEngineers = new ArrayList<>(rows);
        fourEngineers.set(6, "r32 r32 r33 r40 r36");
        assertThrows(NotationException.class, () -> MODULE.diagrams().normalize(STANDARD, fourEngineers));
        assertThrows(NotationException.class, () -> MODULE.diagrams().normalize(STANDARD, rows.subList(0, 11)));
        List<String> sixCells = new ArrayList<>(rows);
        sixCells.set(1, "b33 b37 b39 b33 b34 .");
        assertThrows(NotationException.class, () -> MODULE.diagrams().normalize(STANDARD, sixCells));
        for (String token : List.of("x40", "r41", "r", "b?", "rr")) {
            List<String> bad = new ArrayList<>(rows);
            bad.set(2, "b38 " + token + " bB . b40");
            assertThrows(NotationException.class, () -> MODULE.diagrams().normalize(STANDARD, bad), token);
        }
        // An expected board after a flag capture lacks that flag; no board lacks both.
        assertEquals(noBlueFlag, MODULE.diagrams().normalize(STANDARD, noBlueFlag));
        List<String> noFlags = new ArrayList<>(noBlueFlag);
        noFlags.set(11, "r35 rB r36 . rM");
        assertThrows(NotationException.class, () -> MODULE.diagrams().normalize(STANDARD, noFlags));
    }

    // ------------------------------------------------------------------ hidden information

    private static final Pattern ENEMY_BLUE = Pattern.compile("\\bb(40|39|38|37|36|35|34|33|32|B|M|F)\\b");

    @Test
    void viewFor_hidesEnemyPiecesAndShowsWhatIsPublic() {
        JunqiState s = (JunqiState) STANDARD.newGame();
        s = s.apply(move("a6-a7")); // red engineer attacks the blue 34: it dies
        s = s.apply(move("a7-a6")); // blue's 34 goes on to a6
        JunqiState view = s.viewFor(JunqiRules.RED);
        assertEquals(JunqiRules.RED, view.viewer().orElseThrow());
        String json = JSON.stateToJson(view);
        assertFalse(ENEMY_BLUE.matcher(json).find(), json);
        assertTrue(json.contains("b?"));
        assertTrue(json.contains("\"lastMove\" : \"a7-a6\""), json);
        assertTrue(json.contains("\"lastCombat\" : \"\""), json);
        assertEquals(Set.of(), view.deploymentViolations(JunqiRules.RED).orElseThrow());
        assertTrue(view.deploymentViolations(JunqiRules.BLUE).isEmpty());
        for (int p = 0; p < 60; p++) {
            if (s.cell(p) != Cells.EMPTY && Cells.side(s.cell(p)) == 0) {
                assertEquals(s.cell(p), view.cell(p));
            }
        }
        JunqiState afterAttack = ((JunqiState) STANDARD.newGame()).apply(move("a6-a7"));
        assertTrue(JSON.stateToJson(afterAttack.viewFor(JunqiRules.BLUE)).contains("\"lastCombat\" : \"attacker-removed\""));
        // Views are read-only, survive JSON, and equal views of equal states are equal.
        assertTrue(view.legalMoves().isEmpty());
        assertEquals(JunqiReason.VIEW_ONLY, ((MoveCheck.Illegal) view.check(move("c6-c7"))).reason());
        assertThrows(IllegalMoveException.class, () -> view.apply(move("c6-c7")));
        GameState copy = JSON.stateFromJson(json);
        assertEquals(json, JSON.stateToJson(copy));
        assertEquals(view.hash(), copy.hash());
        assertEquals(view, copy);
        assertSame(view, view.viewFor(JunqiRules.RED));
    }

    @Test
    void viewFor_showsAPublicFlag_andEverythingWhenOpenOrOver() {
        JunqiState s = board("red", Map.of("b1", "rF", "a1", "r40", "c5", "rB", "c6", "b40", "d12", "bF",
                "e12", "b39", "a12", "bM"));
        JunqiState before = s.viewFor(JunqiRules.RED);
        assertEquals(Cells.of(1, Cells.UNKNOWN), before.cell(post("d12")));
        JunqiState after = s.apply(move("c5-c6")).viewFor(JunqiRules.RED);
        assertEquals(Cells.of(1, Piece.FLAG), after.cell(post("d12")), "blue lost its 40: its flag is public");
        assertEquals(Cells.of(1, Cells.UNKNOWN), after.cell(post("a12")));
        assertTrue(after.flagRevealed(JunqiRules.BLUE));
        assertFalse(after.flagRevealed(JunqiRules.RED));
        assertEquals(Cells.of(0, Cells.UNKNOWN), s.apply(move("c5-c6")).viewFor(JunqiRules.BLUE).cell(post("b1")),
                "red keeps its 40: red's flag stays hidden");
        JunqiState open = board(STANDARD.with(Map.of("open", "true")), "red", Map.of("b1", "rF", "a1", "r40",
                "d12", "bF", "e12", "b40"));
        assertSame(open, open.viewFor(JunqiRules.BLUE));
        JunqiState over = board("red", Map.of("b1", "rF", "b11", "r33", "b12", "bF", "e12", "b40"))
                .apply(move("b11-b12"));
        assertSame(over, over.viewFor(JunqiRules.BLUE));
    }

    // ------------------------------------------------------------------ snapshots

    @Test
    void codec_rejectsInconsistentSnapshots() {
        JunqiStateCodec codec = new JunqiStateCodec();
        JunqiState s = ((JunqiState) STANDARD.newGame()).apply(move("c6-c7"));
        JunqiSnapshot ok = codec.snapshot(s);
        assertEquals(s, codec.restore(STANDARD, ok));
        List<JunqiSnapshot> bad = List.of(
                new JunqiSnapshot(ok.board(), ok.phase(), ok.toMove(), ok.ply(), ok.deployMoves(), ok.quietPlies(), ok.lastMove(), ok.lastCombat(),
                        ok.deployment(), ok.viewer(), "over", "red", "flag-captured"),
                new JunqiSnapshot(ok.board(), ok.phase(), ok.toMove(), 1, ok.deployMoves(), 2, ok.lastMove(), ok.lastCombat(), ok.deployment(),
                        ok.viewer(), ok.status(), ok.winner(), ok.reason()),
                new JunqiSnapshot(ok.board(), ok.phase(), ok.toMove(), ok.ply(), ok.deployMoves(), ok.quietPlies(), ok.lastMove(), "won",
                        ok.deployment(), ok.viewer(), ok.status(), ok.winner(), ok.reason()),
                new JunqiSnapshot(ok.board(), ok.phase(), ok.toMove(), ok.ply(), ok.deployMoves(), ok.quietPlies(), "a6-a77", ok.lastCombat(),
                        ok.deployment(), ok.viewer(), ok.status(), ok.winner(), ok.reason()),
                new JunqiSnapshot(ok.board(), ok.phase(), "green", ok.ply(), ok.deployMoves(), ok.quietPlies(), ok.lastMove(), ok.lastCombat(),
                        ok.deployment(), ok.viewer(), ok.status(), ok.winner(), ok.reason()),
                new JunqiSnapshot(ok.board(), ok.phase(), ok.toMove(), ok.ply(), ok.deployMoves(), ok.quietPlies(), ok.lastMove(), ok.lastCombat(),
                        Map.of("red", List.of()), ok.viewer(), ok.status(), ok.winner(), ok.reason()),
                new JunqiSnapshot(ok.board(), ok.phase(), ok.toMove(), ok.ply(), ok.deployMoves(), ok.quietPlies(), ok.lastMove(), ok.lastCombat(),
                        Map.of("red", List.of("early"), "blue", List.of()), ok.viewer(), ok.status(), ok.winner(),
                        ok.reason()),
                new JunqiSnapshot(replace(ok.board(), 0, "b? bM bM bF bM"), ok.phase(), ok.toMove(), ok.ply(), ok.deployMoves(), ok.quietPlies(),
                        ok.lastMove(), ok.lastCombat(), ok.deployment(), ok.viewer(), ok.status(), ok.winner(),
                        ok.reason()),
                new JunqiSnapshot(null, ok.phase(), ok.toMove(), ok.ply(), ok.deployMoves(), ok.quietPlies(), ok.lastMove(), ok.lastCombat(),
                        ok.deployment(), ok.viewer(), ok.status(), ok.winner(), ok.reason()));
        for (JunqiSnapshot snapshot : bad) {
            assertThrows(TabulaException.class, () -> codec.restore(STANDARD, snapshot), snapshot.toString());
        }
    }

    private static List<String> replace(List<String> rows, int index, String row) {
        List<String> out = new ArrayList<>(rows);
        out.set(index, row);
        return out;
    }

    // ------------------------------------------------------------------ module

    @Test
    void module_isRegistered_withItsOptionsAndText() {
        GameRegistry installed = GameRegistry.installed();
        assertTrue(installed.module("junqi") instanceof JunqiModule);
        assertEquals("junqi(variant=standard,mineSurvives=true,bombMayAttackFlag=true,hqPiecesMove=false,"
                + "noCombatDrawPlies=100,maxPlies=0,open=false,deploymentSeed=0)", STANDARD.text());
        assertEquals("junqi(variant=standard,mineSurvives=true,bombMayAttackFlag=true,hqPiecesMove=false,"
                + "noCombatDrawPlies=100,maxPlies=0,open=false,deploymentSeed=-1)", DEPLOYING.text());
        GameDefinition d = installed.parseDefinition("junqi(noCombatDrawPlies=60,open=true)");
        assertEquals(60, d.get(io.tabula.junqi.rules.JunqiOptions.NO_COMBAT_DRAW_PLIES));
        assertThrows(OptionException.class, () -> installed.parseDefinition("junqi(fourPlayers=true)"));
        assertThrows(OptionException.class, () -> installed.parseDefinition("junqi(variant=dark)"));
        assertThrows(OptionException.class, () -> installed.parseDefinition("junqi(maxPlies=-1)"));
        assertEquals(List.of("red", "blue"), MODULE.type().sides().stream().map(x -> x.id()).toList());
        assertTrue(MODULE.type().has(io.tabula.core.Capability.HIDDEN_INFORMATION));
        String text = MODULE.render(STANDARD.newGame());
        assertTrue(text.contains("[rF ]") && text.contains("(.  )") && text.contains(" 12 "), text);
        assertTrue(MODULE.fastSampler(STANDARD).isPresent());
    }

    private static int post(String name) {
        return JunqiBoard.post(name).orElseThrow();
    }
}
