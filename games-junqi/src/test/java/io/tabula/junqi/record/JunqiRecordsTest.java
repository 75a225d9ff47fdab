package io.tabula.junqi.record;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.tabula.core.GameDefinition;
import io.tabula.core.GameState;
import io.tabula.core.IllegalMoveException;
import io.tabula.core.Move;
import io.tabula.core.Side;
import io.tabula.core.TabulaException;
import io.tabula.junqi.JunqiModule;
import io.tabula.junqi.notation.JunqiSnapshot;
import io.tabula.junqi.rules.Cells;
import io.tabula.junqi.rules.Deployment;
import io.tabula.junqi.rules.JunqiBoard;
import io.tabula.junqi.rules.JunqiMove;
import io.tabula.junqi.rules.JunqiRules;
import io.tabula.junqi.rules.JunqiState;
import io.tabula.junqi.rules.Piece;
import io.tabula.record.GameRecord;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.SplittableRandom;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * Issue 5: a game record in JSON holds both deployments and every move with the arbiter's
 * result and replays exactly; a side's record holds only that side's view. Games are seeded
 * uniform-random games from random legal deployments under the default rules.
 */
class JunqiRecordsTest {
    private static final JunqiModule MODULE = new JunqiModule();
    private static final GameDefinition DEFAULT = MODULE.defaultDefinition();
    private static final JunqiRecords RECORDS = new JunqiRecords();
    private static final int GAMES = 16;

    /** A seeded random game from random deployments, played to its end. */
    static GameRecord randomGame(GameDefinition definition, long seed) {
        SplittableRandom random = new SplittableRandom(seed);
        JunqiState start = MODULE.deploy(definition, Deployment.random(JunqiRules.RED, random),
                Deployment.random(JunqiRules.BLUE, random));
        List<Move> moves = new ArrayList<>();
        GameState state = start;
        while (!state.isOver()) {
            List<Move> legal = state.legalMoves();
            Move move = legal.get(random.nextInt(legal.size()));
            moves.add(move);
            state = state.apply(move);
        }
        return new GameRecord(definition, start, moves);
    }

    private static int firstAttack(JunqiRecord record) {
        for (int i = 0; i < record.moves().size(); i++) {
            if (record.moves().get(i).attack()) {
                return i;
            }
        }
        throw new AssertionError("no attack in the game");
    }

    private static JunqiRecord withMove(JunqiRecord record, int index, MoveFacts facts) {
        List<MoveFacts> moves = new ArrayList<>(record.moves());
        moves.set(index, facts);
        return new JunqiRecord(record.definition(), record.start(), moves, record.outcome());
    }

    // ------------------------------------------------------------------ the arbiter's record

    @Test
    void gameRecord_roundTripsThroughJson_andReplaysToTheSameStates() {
        int attacks = 0;
        int flagReveals = 0;
        for (long seed = 1; seed <= GAMES; seed++) {
            GameRecord game = randomGame(DEFAULT, seed);
            JunqiRecord record = RECORDS.record(game);
            assertEquals(game.moves().size(), record.moves().size());
            String json = RECORDS.toJson(record);
            JunqiRecord read = RECORDS.recordFromJson(json);
            assertEquals(record, read, "seed " + seed);
            assertEquals(json, RECORDS.toJson(read));
            GameRecord replayed = RECORDS.replay(read);
            assertEquals(game.states(), replayed.states(), "seed " + seed);
            assertEquals(game.moves(), replayed.moves());
            assertTrue(replayed.last().isOver());
            for (MoveFacts facts : record.moves()) {
                attacks += facts.attack() ? 1 : 0;
                flagReveals += facts.revealedFlags().isEmpty() ? 0 : 1;
            }
        }
        assertTrue(attacks > GAMES * 5, "the games attack: " + attacks);
        assertTrue(flagReveals > 0, "some game reveals a flag");
    }

    @Test
    void gameRecord_startHoldsBothDeploymentsInFull() {
        SplittableRandom random = new SplittableRandom(77);
        Deployment red = Deployment.random(JunqiRules.RED, random);
        Deployment blue = Deployment.random(JunqiRules.BLUE, random);
        JunqiState start = MODULE.deploy(DEFAULT, red, blue);
        JunqiRecord record = RECORDS.record(start, List.of(start.legalMoves().get(0)));
        assertEquals("", record.start().viewer());
        assertEquals("play", record.start().phase());
        assertEquals(2, record.start().ply(), "after the two deployment moves");
        assertEquals(2, record.start().deployMoves());
        GameRecord replayed = RECORDS.replay(RECORDS.recordFromJson(RECORDS.toJson(record)));
        JunqiState restored = (JunqiState) replayed.start();
        for (int p = 0; p < JunqiBoard.POSTS; p++) {
            Deployment own = JunqiBoard.halfOf(p) == 0 ? red : blue;
            Piece expected = red.pieces().containsKey(p) ? red.piece(p) : blue.pieces().get(p);
            assertEquals(java.util.Optional.ofNullable(expected), restored.piece(p), JunqiBoard.name(p) + " " + own.side());
        }
        assertFalse(RECORDS.toJson(record).contains("?"), "no unknown token in the arbiter's record");
    }

    @Test
    void gameRecord_movesCarryTheArbitersResult() {
        GameRecord game = randomGame(DEFAULT, 3);
        JunqiRecord record = RECORDS.record(game);
        List<GameState> states = game.states();
        for (int i = 0; i < record.moves().size(); i++) {
            JunqiState before = (JunqiState) states.get(i);
            JunqiMove.Step step = (JunqiMove.Step) game.moves().get(i);
            MoveFacts facts = record.moves().get(i);
            assertEquals(step.toString(), facts.move());
            boolean attack = before.cell(step.to()) != Cells.EMPTY;
            assertEquals(attack, facts.attack());
            JunqiState after = (JunqiState) states.get(i + 1);
            boolean attackerStays = after.cell(step.to()) == before.cell(step.from());
            boolean defenderStays = attack && after.cell(step.to()) == before.cell(step.to());
            String removed = !attack ? "none" : attackerStays ? "defender" : defenderStays ? "attacker" : "both";
            assertEquals(removed, facts.removed(), "move " + i);
        }
    }

    @Test
    void replay_failsWithAClearMessageOnAStoredResultThatDiffers() {
        JunqiRecord record = RECORDS.record(randomGame(DEFAULT, 5));
        int a = firstAttack(record);
        MoveFacts attack = record.moves().get(a);
        String other = attack.removed().equals("defender") ? "attacker" : "defender";
        RecordMismatchException e = assertThrows(RecordMismatchException.class, () -> RECORDS.replay(
                withMove(record, a, new MoveFacts(attack.move(), true, other, attack.revealedFlags()))));
        assertEquals(a, e.moveIndex());
        assertTrue(e.getMessage().contains("record move " + a + " ") && e.getMessage().contains("'" + attack.move() + "'")
                && e.getMessage().contains("removed " + other) && e.getMessage().contains("removed " + attack.removed()),
                e.getMessage());

        int q = 0;
        while (record.moves().get(q).attack()) {
            q++;
        }
        int quietIndex = q;
        MoveFacts quiet = record.moves().get(q);
        e = assertThrows(RecordMismatchException.class, () -> RECORDS.replay(
                withMove(record, quietIndex, new MoveFacts(quiet.move(), true, "both", quiet.revealedFlags()))));
        assertTrue(e.getMessage().contains("the record says an attack") && e.getMessage().contains("no attack"),
                e.getMessage());

        e = assertThrows(RecordMismatchException.class, () -> RECORDS.replay(
                withMove(record, quietIndex, new MoveFacts(quiet.move(), false, "none", Map.of("blue", "b12")))));
        assertTrue(e.getMessage().contains("revealed flags"), e.getMessage());

        RecordOutcome wrong = new RecordOutcome("over", "none", "move-limit");
        e = assertThrows(RecordMismatchException.class, () -> RECORDS.replay(
                new JunqiRecord(record.definition(), record.start(), record.moves(), wrong)));
        assertEquals(record.moves().size(), e.moveIndex());
        assertTrue(e.getMessage().contains("move-limit") && e.getMessage().contains(record.outcome().reason()),
                e.getMessage());
    }

    @Test
    void replay_rejectsAnIllegalMove_andJsonReadingReplays() {
        JunqiRecord record = RECORDS.record(randomGame(DEFAULT, 6));
        JunqiRecord illegal = withMove(record, 0, new MoveFacts("a1-a12", false, "none", Map.of()));
        RecordMismatchException e = assertThrows(RecordMismatchException.class, () -> RECORDS.replay(illegal));
        assertTrue(e.getMessage().startsWith("record move 0 (ply 3, red) 'a1-a12' is illegal"), e.getMessage());
        assertThrows(RecordMismatchException.class, () -> RECORDS.recordFromJson(RECORDS.toJson(illegal)));

        String json = RECORDS.toJson(record);
        TabulaException missing = assertThrows(TabulaException.class,
                () -> RECORDS.recordFromJson(json.replaceFirst("\"outcome\"", "\"result\"")));
        assertTrue(missing.getMessage().startsWith("not a Junqi game record"), missing.getMessage());
        TabulaException keyword = assertThrows(TabulaException.class, () -> RECORDS.replay(
                withMove(record, 0, new MoveFacts(record.moves().get(0).move(), true, "everyone", Map.of()))));
        assertTrue(keyword.getMessage().contains("removed must be none, attacker, defender or both"),
                keyword.getMessage());
        TabulaException view = assertThrows(TabulaException.class, () -> RECORDS.replay(new JunqiRecord(
                record.definition(), RECORDS.sideRecord(record, JunqiRules.RED).start(), record.moves(),
                record.outcome())));
        assertTrue(view.getMessage().contains("starts from the full state"), view.getMessage());
        TabulaException game = assertThrows(TabulaException.class, () -> RECORDS.replay(new JunqiRecord(
                "gomoku", record.start(), record.moves(), record.outcome())));
        assertTrue(game.getMessage().startsWith("record field 'definition'"), game.getMessage());
    }

    @Test
    void gameRecord_ofOtherOptions_replays() {
        for (GameDefinition definition : List.of(
                MODULE.define("standard", Map.of("mineSurvives", "false", "bombMayAttackFlag", "false")),
                MODULE.define("standard", Map.of("hqPiecesMove", "true", "noCombatDrawPlies", "30")),
                MODULE.define("standard", Map.of("noCombatDrawPlies", "0", "maxPlies", "120")))) {
            for (long seed = 1; seed <= 4; seed++) {
                GameRecord game = randomGame(definition, seed);
                JunqiRecord record = RECORDS.recordFromJson(RECORDS.toJson(RECORDS.record(game)));
                assertEquals(definition.text(), record.definition());
                assertEquals(game.states(), RECORDS.replay(record).states());
            }
        }
    }

    // ------------------------------------------------------------------ a side's record

    @Test
    void sideRecord_roundTripsThroughJson_andRebuildsEveryViewFromPublicFacts() {
        SplittableRandom cut = new SplittableRandom(11);
        for (long seed = 1; seed <= GAMES; seed++) {
            GameRecord whole = randomGame(DEFAULT, seed);
            for (GameRecord game : List.of(whole, whole.truncated(1 + cut.nextInt(whole.moves().size() - 1)))) {
                List<GameState> states = game.states();
                for (Side side : JunqiRules.SIDES) {
                    SideRecord record = RECORDS.sideRecord(game, side);
                    assertEquals(RECORDS.sideRecord(RECORDS.record(game), side), record);
                    String json = RECORDS.toJson(record);
                    SideRecord read = RECORDS.sideRecordFromJson(json);
                    assertEquals(record, read, "seed " + seed + " " + side);
                    assertEquals(json, RECORDS.toJson(read));
                    List<JunqiState> views = RECORDS.views(read);
                    assertEquals(states.size(), views.size());
                    for (int i = 0; i < views.size(); i++) {
                        assertEquals(states.get(i).viewFor(side), views.get(i), "seed " + seed + " " + side
                                + " ply " + i);
                    }
                    assertEquals(RECORDS.record(game).moves(), record.moves(), "every move's facts are public");
                }
            }
        }
    }

    private static final Pattern PIECE_TOKEN = Pattern.compile("(?<![a-z0-9?])([rb])(3[2-9]|40|B|M|F)(?![0-9])");

    /** The enemy piece tokens in {@code json} (e.g. {@code b38}), in order. */
    private static List<String> enemyTokens(String json, Side viewer) {
        String enemy = viewer.index() == 0 ? "b" : "r";
        List<String> found = new ArrayList<>();
        Matcher m = PIECE_TOKEN.matcher(json);
        while (m.find()) {
            if (m.group(1).equals(enemy)) {
                found.add(m.group());
            }
        }
        return found;
    }

    @Test
    void sideRecord_namesNoEnemyPieceButAPublicFlagBeforeTheEnd() {
        SplittableRandom cut = new SplittableRandom(12);
        int tokensChecked = 0;
        for (long seed = 1; seed <= GAMES; seed++) {
            GameRecord whole = randomGame(DEFAULT, seed);
            for (int k : new int[] {0, 1 + cut.nextInt(whole.moves().size() - 1), whole.moves().size()}) {
                GameRecord game = whole.truncated(k);
                boolean over = game.last().isOver();
                for (Side side : JunqiRules.SIDES) {
                    SideRecord record = RECORDS.sideRecord(game, side);
                    String enemy = JunqiRules.side(1 - side.index()).id();
                    boolean flagPublic = record.moves().stream().anyMatch(m -> m.revealedFlags().containsKey(enemy));
                    SideRecord hidden = over ? new SideRecord(record.definition(), record.viewer(), record.start(),
                            record.moves(), null) : record;
                    String json = RECORDS.toJson(hidden);
                    for (String token : enemyTokens(json, side)) {
                        assertTrue(flagPublic && token.endsWith("F"), "seed " + seed + " ply " + k + " " + side
                                + "'s record shows " + token);
                    }
                    tokensChecked += json.split("[rb]\\?", -1).length - 1;
                    assertTrue(record.start().deployment().keySet().equals(Set.of(side.id())),
                            "only the viewer's deployment findings");
                    if (over) {
                        assertEquals(record.end(), RECORDS.sideRecord(game, JunqiRules.side(1 - side.index())).end(),
                                "at the end everything is public");
                    }
                }
            }
        }
        assertTrue(tokensChecked > 1000, "unknown tokens seen: " + tokensChecked);
    }

    /**
     * Permutes the enemy's pieces that the game never touched (never moved, never attacked:
     * their posts are in no move) among their posts, the flag included unless it became
     * public, replays the same moves, and keeps the games whose public facts and outcome are
     * unchanged: the side's record must then be the same text (before the end, where
     * everything becomes public), while the arbiter's records differ.
     */
    @Test
    void sideRecord_isTheSameWhenTheEnemysHiddenPiecesArePermuted() {
        SplittableRandom cut = new SplittableRandom(13);
        int compared = 0;
        int skipped = 0;
        for (long seed = 1; seed <= GAMES; seed++) {
            // Both games start from a set-up board, so that only the pieces differ.
            GameRecord dealt = randomGame(DEFAULT, seed);
            GameRecord whole = GameRecord.replayed(DEFAULT, JunqiState.setup(DEFAULT,
                    ((JunqiState) dealt.start()).cells(), JunqiRules.RED), dealt.moves());
            for (int k : new int[] {1 + cut.nextInt(whole.moves().size() - 1), whole.moves().size()}) {
                GameRecord game = whole.truncated(k);
                JunqiRecord full = RECORDS.record(game);
                Set<Integer> touched = new HashSet<>();
                for (Move move : game.moves()) {
                    touched.add(((JunqiMove.Step) move).from());
                    touched.add(((JunqiMove.Step) move).to());
                }
                JunqiState start = (JunqiState) game.start();
                for (Side viewer : JunqiRules.SIDES) {
                    int enemy = 1 - viewer.index();
                    boolean flagPublic = full.moves().stream()
                            .anyMatch(m -> m.revealedFlags().containsKey(JunqiRules.side(enemy).id()));
                    for (int trial = 0; trial < 3; trial++) {
                        byte[] cells = start.cells();
                        List<Integer> posts = new ArrayList<>();
                        for (int p = 0; p < JunqiBoard.POSTS; p++) {
                            byte cell = cells[p];
                            if (cell != Cells.EMPTY && Cells.side(cell) == enemy && !touched.contains(p)
                                    && !(flagPublic && Cells.kind(cell) == Piece.FLAG.ordinal())) {
                                posts.add(p);
                            }
                        }
                        SplittableRandom shuffle = new SplittableRandom(seed * 1000 + k * 10 + trial);
                        byte[] permuted = cells.clone();
                        for (int i = posts.size() - 1; i > 0; i--) {
                            int j = shuffle.nextInt(i + 1);
                            byte t = permuted[posts.get(i)];
                            permuted[posts.get(i)] = permuted[posts.get(j)];
                            permuted[posts.get(j)] = t;
                        }
                        if (java.util.Arrays.equals(cells, permuted)) {
                            continue;
                        }
                        JunqiState other = JunqiState.setup(DEFAULT, permuted, JunqiRules.RED);
                        GameRecord otherGame;
                        try {
                            otherGame = GameRecord.replayed(DEFAULT, other, game.moves());
                        } catch (IllegalMoveException e) {
                            skipped++;
                            continue;
                        }
                        JunqiRecord otherFull = RECORDS.record(otherGame);
                        if (!otherFull.moves().equals(full.moves()) || !otherFull.outcome().equals(full.outcome())) {
                            skipped++;
                            continue;
                        }
                        assertNotEquals(RECORDS.toJson(full), RECORDS.toJson(otherFull));
                        SideRecord mine = RECORDS.sideRecord(game, viewer);
                        SideRecord theirs = RECORDS.sideRecord(otherGame, viewer);
                        if (game.last().isOver()) {
                            assertNotEquals(mine.end(), theirs.end(), "the end shows everything");
                            mine = new SideRecord(mine.definition(), mine.viewer(), mine.start(), mine.moves(), null);
                            theirs = new SideRecord(theirs.definition(), theirs.viewer(), theirs.start(),
                                    theirs.moves(), null);
                        }
                        assertEquals(RECORDS.toJson(mine), RECORDS.toJson(theirs),
                                "seed " + seed + " ply " + k + " " + viewer);
                        compared++;
                    }
                }
            }
        }
        System.out.printf("hidden-piece permutations: %d side records compared, %d permuted games skipped "
                + "(public facts or outcome changed)%n", compared, skipped);
        assertTrue(compared >= GAMES * 4, "compared " + compared + ", skipped " + skipped);
    }

    @Test
    void sideRecord_rejectsFactsThatDoNotFitTheView() {
        GameRecord game = randomGame(DEFAULT, 8);
        SideRecord record = RECORDS.sideRecord(game, JunqiRules.BLUE);
        int a = firstAttack(RECORDS.record(game));
        List<MoveFacts> moves = new ArrayList<>(record.moves());
        MoveFacts attack = moves.get(a);
        moves.set(a, new MoveFacts(attack.move(), false, "none", attack.revealedFlags()));
        SideRecord tampered = new SideRecord(record.definition(), record.viewer(), record.start(), moves, record.end());
        RecordMismatchException e = assertThrows(RecordMismatchException.class, () -> RECORDS.views(tampered));
        assertEquals(a, e.moveIndex());
        assertTrue(e.getMessage().contains("holds an enemy piece"), e.getMessage());

        List<MoveFacts> removed = new ArrayList<>(record.moves());
        removed.set(a, new MoveFacts(attack.move(), true, attack.removed().equals("both") ? "defender" : "both",
                attack.revealedFlags()));
        SideRecord wrongEnd = new SideRecord(record.definition(), record.viewer(), record.start(), removed,
                record.end());
        assertThrows(RecordMismatchException.class, () -> RECORDS.views(wrongEnd));

        JunqiSnapshot fullStart = RECORDS.record(game).start();
        SideRecord leaky = new SideRecord(record.definition(), record.viewer(), fullStart, record.moves(), record.end());
        TabulaException leak = assertThrows(TabulaException.class,
                () -> RECORDS.sideRecordFromJson(RECORDS.toJson(leaky)));
        assertTrue(leak.getMessage().contains("shows hidden pieces"), leak.getMessage());
    }

    @Test
    void sideRecord_inOpenPlay_isTheFullGame() {
        GameDefinition open = MODULE.define("standard", Map.of("open", "true"));
        GameRecord game = randomGame(open, 9);
        SideRecord record = RECORDS.sideRecordFromJson(RECORDS.toJson(RECORDS.sideRecord(game, JunqiRules.RED)));
        assertEquals(RECORDS.record(game).start(), record.start());
        assertEquals(game.states(), RECORDS.views(record));
    }

    // ------------------------------------------------------------------ games from the deployment phase

    /** A seeded random game from the deployment phase: two deployment moves, then play to the end. */
    private static GameRecord randomGameFromDeployment(long seed) {
        SplittableRandom random = new SplittableRandom(seed);
        GameState state = DEFAULT.newGame();
        List<Move> moves = new ArrayList<>();
        while (!state.isOver()) {
            Move move = io.tabula.core.LargeMoveList.random(state.legalMoves(), random);
            moves.add(move);
            state = state.apply(move);
        }
        return new GameRecord(DEFAULT, DEFAULT.newGame(), moves);
    }

    @Test
    void gameRecord_fromTheDeploymentPhase_holdsBothLayouts_andReplays() {
        GameRecord game = randomGameFromDeployment(21);
        JunqiRecord record = RECORDS.record(game);
        assertEquals("deploy/red", record.start().phase());
        for (int i = 0; i < 2; i++) {
            JunqiMove.Deploy deploy = (JunqiMove.Deploy) game.moves().get(i);
            assertEquals(io.tabula.junqi.notation.DeploymentText.line(deploy.layout()), record.moves().get(i).move());
        }
        JunqiRecord read = RECORDS.recordFromJson(RECORDS.toJson(record));
        assertEquals(game.states(), RECORDS.replay(read).states());

        List<MoveFacts> hidden = new ArrayList<>(record.moves());
        hidden.set(1, new MoveFacts(MoveFacts.HIDDEN_DEPLOYMENT, false, "none", Map.of()));
        TabulaException e = assertThrows(TabulaException.class, () -> RECORDS.replay(
                new JunqiRecord(record.definition(), record.start(), hidden, record.outcome())));
        assertTrue(e.getMessage().contains("blue's deployment is hidden"), e.getMessage());

        List<MoveFacts> illegal = new ArrayList<>(record.moves());
        illegal.set(0, new MoveFacts("b1=F d1=M", false, "none", Map.of()));
        RecordMismatchException bad = assertThrows(RecordMismatchException.class, () -> RECORDS.replay(
                new JunqiRecord(record.definition(), record.start(), illegal, record.outcome())));
        assertTrue(bad.getMessage().contains("is illegal") && bad.getMessage().contains("count"), bad.getMessage());
    }

    /**
     * A side's record of a game from the deployment phase gives its own layout and only
     * {@code deploy} for the enemy's; its views rebuild without any enemy identity until the
     * end; and it is the same text when the enemy deployed another legal layout and the game's
     * public facts stayed the same.
     */
    @Test
    void sideRecord_fromTheDeploymentPhase_hidesTheEnemysLayout() {
        int compared = 0;
        for (long seed = 1; seed <= GAMES; seed++) {
            GameRecord whole = randomGameFromDeployment(seed);
            int firstAttack = firstAttack(RECORDS.record(whole));
            GameRecord game = whole.truncated(Math.max(3, firstAttack));
            JunqiRecord full = RECORDS.record(game);
            for (Side viewer : JunqiRules.SIDES) {
                SideRecord mine = RECORDS.sideRecordFromJson(RECORDS.toJson(RECORDS.sideRecord(game, viewer)));
                int own = viewer.index();
                assertEquals(full.moves().get(own).move(), mine.moves().get(own).move(), "own layout");
                assertEquals(MoveFacts.HIDDEN_DEPLOYMENT, mine.moves().get(1 - own).move(), "enemy layout hidden");
                List<JunqiState> views = RECORDS.views(mine);
                assertEquals(game.states().size(), views.size());
                for (int i = 0; i < views.size(); i++) {
                    assertEquals(((JunqiState) game.states().get(i)).viewFor(viewer), views.get(i), "view " + i);
                    for (int p = 0; p < JunqiBoard.POSTS; p++) {
                        byte cell = views.get(i).cell(p);
                        assertTrue(cell == Cells.EMPTY || Cells.side(cell) == own || Cells.kind(cell) == Cells.UNKNOWN,
                                "an enemy identity in view " + i);
                    }
                }
                // The enemy deploys otherwise; the same moves and facts give the same side record.
                SplittableRandom other = new SplittableRandom(seed * 31 + own);
                for (int trial = 0; trial < 4; trial++) {
                    List<Move> moves = new ArrayList<>(game.moves());
                    moves.set(1 - own, new JunqiMove.Deploy(Deployment.random(JunqiRules.side(1 - own), other)));
                    GameRecord otherGame;
                    try {
                        otherGame = GameRecord.replayed(DEFAULT, game.start(), moves);
                    } catch (IllegalMoveException e) {
                        continue;
                    }
                    JunqiRecord otherFull = RECORDS.record(otherGame);
                    if (!otherFull.moves().subList(2, moves.size()).equals(full.moves().subList(2, moves.size()))
                            || !otherFull.outcome().equals(full.outcome())) {
                        continue;
                    }
                    assertNotEquals(RECORDS.toJson(full), RECORDS.toJson(otherFull));
                    assertEquals(RECORDS.toJson(mine), RECORDS.toJson(RECORDS.sideRecord(otherGame, viewer)),
                            "seed " + seed + " " + viewer);
                    compared++;
                }
            }
        }
        assertTrue(compared > GAMES, "records compared: " + compared);
    }

    @Test
    void views_rejectAnEnemyLayoutInASideRecord() {
        GameRecord game = randomGameFromDeployment(4).truncated(3);
        SideRecord red = RECORDS.sideRecord(game, JunqiRules.RED);
        List<MoveFacts> leaky = new ArrayList<>(red.moves());
        leaky.set(1, RECORDS.record(game).moves().get(1));
        RecordMismatchException e = assertThrows(RecordMismatchException.class, () -> RECORDS.views(
                new SideRecord(red.definition(), red.viewer(), red.start(), leaky, red.end())));
        assertEquals(1, e.moveIndex());
        assertTrue(e.getMessage().contains("names the enemy's layout"), e.getMessage());
    }
}
