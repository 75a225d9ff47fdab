package io.tabula.junqi.record;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.tabula.core.GameDefinition;
import io.tabula.core.GameRegistry;
import io.tabula.core.GameState;
import io.tabula.core.Move;
import io.tabula.core.MoveCheck;
import io.tabula.core.Outcome;
import io.tabula.core.Phase;
import io.tabula.core.Plural;
import io.tabula.core.Side;
import io.tabula.core.TabulaException;
import io.tabula.json.TabulaJson;
import io.tabula.junqi.notation.DeploymentText;
import io.tabula.junqi.notation.JunqiNotation;
import io.tabula.junqi.notation.JunqiSnapshot;
import io.tabula.junqi.notation.JunqiStateCodec;
import io.tabula.junqi.rules.Cells;
import io.tabula.junqi.rules.Combat;
import io.tabula.junqi.rules.Deployment;
import io.tabula.junqi.rules.DeploymentViolation;
import io.tabula.junqi.rules.JunqiBoard;
import io.tabula.junqi.rules.JunqiMove;
import io.tabula.junqi.rules.JunqiRules;
import io.tabula.junqi.rules.JunqiState;
import io.tabula.junqi.rules.Piece;
import io.tabula.options.OptionException;
import io.tabula.record.GameRecord;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * Junqi game records (issue 5): the arbiter's {@link JunqiRecord} (both deployments, every
 * move with its result) and a side's {@link SideRecord} (only what that side may know), made
 * from games, written to and read from JSON with the framework's {@link TabulaJson} mapper,
 * and checked on reading:
 * <ul>
 *   <li>{@link #replay(JunqiRecord)} plays a record's moves through the rules from its start
 *       and compares every stored result and the outcome with the replay's; a difference is a
 *       {@link RecordMismatchException} naming the move and both versions;</li>
 *   <li>{@link #views(SideRecord)} rebuilds the side's view after every move from its start
 *       view and the public facts alone, checking that each fact fits the view (the mover's
 *       piece is on the from post, an attack is on an enemy piece, ...) and that the last view
 *       is the stored {@code end}.</li>
 * </ul>
 * Only full states ({@code viewer} empty) start a {@code JunqiRecord}.
 */
public final class JunqiRecords {
    private final GameRegistry registry;
    private final ObjectMapper mapper;
    private static final JunqiNotation NOTATION = new JunqiNotation();
    private final JunqiStateCodec codec = new JunqiStateCodec();

    /**
     * Records of the Junqi module alone, as the program has it installed: found by its service
     * registration, not by its class, so this package stays free of the module's package, which
     * offers {@link JunqiRecordFormat} in turn.
     */
    public JunqiRecords() {
        this(GameRegistry.of(GameRegistry.installed().module("junqi")));
    }

    /** Records whose definitions are read with {@code registry} (which must know {@code junqi}). */
    public JunqiRecords(GameRegistry registry) {
        this.registry = registry;
        this.mapper = new TabulaJson(registry).mapper().copy()
                .enable(DeserializationFeature.FAIL_ON_MISSING_CREATOR_PROPERTIES);
    }

    // ------------------------------------------------------------------ making records

    /** The arbiter's record of {@code game}, which must start from a full Junqi state. */
    public JunqiRecord record(GameRecord game) {
        return record(game.start(), game.moves());
    }

    /**
     * The arbiter's record of {@code moves} played from {@code start} (a full Junqi state).
     *
     * @throws io.tabula.core.IllegalMoveException at the first illegal move
     */
    public JunqiRecord record(GameState start, List<? extends Move> moves) {
        JunqiState state = full(start);
        JunqiSnapshot snapshot = codec.snapshot(state);
        List<MoveFacts> facts = new ArrayList<>(moves.size());
        for (Move move : moves) {
            JunqiState before = state;
            state = state.apply(move);
            facts.add(facts(before, move, state, Optional.empty()));
        }
        return new JunqiRecord(state.definition().text(), snapshot, facts, RecordOutcome.of(state.outcome()));
    }

    /** {@code side}'s record of {@code game}, which must start from a full Junqi state. */
    public SideRecord sideRecord(GameRecord game, Side side) {
        List<GameState> states = game.states();
        JunqiState start = full(states.get(0));
        JunqiState last = junqi(states.get(states.size() - 1));
        List<MoveFacts> facts = new ArrayList<>(states.size() - 1);
        for (int i = 1; i < states.size(); i++) {
            facts.add(facts(junqi(states.get(i - 1)), game.moves().get(i - 1), junqi(states.get(i)),
                    Optional.of(side)));
        }
        return new SideRecord(start.definition().text(), side.id(), codec.snapshot(start.viewFor(side)), facts,
                codec.snapshot(last.viewFor(side)));
    }

    /** {@code side}'s record of the game {@code record} holds (replayed and checked first). */
    public SideRecord sideRecord(JunqiRecord record, Side side) {
        return sideRecord(replay(record), side);
    }

    /**
     * The facts of {@code move}, played from {@code before} to {@code after}, as {@code viewer}
     * may know them (everything for the arbiter, {@code viewer} empty): for a step, its public
     * facts ({@link #facts(JunqiState)}); for a deployment, its layout ({@link DeploymentText#line})
     * where the viewer may see it (its own, in open play, for the arbiter), else only
     * {@link MoveFacts#HIDDEN_DEPLOYMENT}.
     */
    static MoveFacts facts(JunqiState before, Move move, JunqiState after, Optional<Side> viewer) {
        if (!before.deploying()) {
            return facts(after);
        }
        boolean shown = viewer.isEmpty() || viewer.get().equals(before.toMove())
                || after.viewFor(viewer.get()).viewer().isEmpty();
        return new MoveFacts(shown ? NOTATION.format(before, move) : MoveFacts.HIDDEN_DEPLOYMENT, false,
                MoveFacts.NONE, revealedFlags(after));
    }

    /**
     * The public facts of the step that led to {@code after} (a full state or a view): its
     * posts, whether it attacked, what the attack removed, the flags public after it.
     */
    public static MoveFacts facts(JunqiState after) {
        JunqiMove.Step step = after.lastMove().orElseThrow(
                () -> new IllegalArgumentException("the setup position has no last move"));
        String removed = after.lastCombat().map(JunqiRecords::removed).orElse(MoveFacts.NONE);
        return new MoveFacts(step.toString(), after.lastCombat().isPresent(), removed, revealedFlags(after));
    }

    private static String removed(Combat combat) {
        return switch (combat) {
            case ATTACKER_REMOVED -> MoveFacts.ATTACKER;
            case DEFENDER_REMOVED -> MoveFacts.DEFENDER;
            case BOTH_REMOVED -> MoveFacts.BOTH;
        };
    }

    private static Optional<Combat> combat(String removed) {
        return switch (removed) {
            case MoveFacts.ATTACKER -> Optional.of(Combat.ATTACKER_REMOVED);
            case MoveFacts.DEFENDER -> Optional.of(Combat.DEFENDER_REMOVED);
            case MoveFacts.BOTH -> Optional.of(Combat.BOTH_REMOVED);
            default -> Optional.empty();
        };
    }

    /** Side to post of each flag on the board that is public in {@code state}, red first. */
    static Map<String, String> revealedFlags(JunqiState state) {
        Map<String, String> flags = new LinkedHashMap<>();
        for (Side side : JunqiRules.SIDES) {
            if (state.flagRevealed(side)) {
                for (int p = 0; p < JunqiBoard.POSTS; p++) {
                    if (state.sideAt(p).equals(Optional.of(side)) && state.piece(p).equals(Optional.of(Piece.FLAG))) {
                        flags.put(side.id(), JunqiBoard.name(p));
                    }
                }
            }
        }
        return flags;
    }

    // ------------------------------------------------------------------ replaying

    /**
     * Replays {@code record} through the rules: restores the start, plays every move, and
     * checks each stored result and the stored outcome against the replay.
     *
     * @return the game, as a framework record
     * @throws RecordMismatchException at the first move that is illegal or whose stored result
     *                                 differs, or when the outcome differs
     * @throws TabulaException         if a field is missing or malformed
     */
    public GameRecord replay(JunqiRecord record) {
        requireNonNull(record.definition(), "definition");
        requireNonNull(record.start(), "start");
        requireNonNull(record.moves(), "moves");
        requireNonNull(record.outcome(), "outcome");
        GameDefinition definition = definition(record.definition());
        JunqiState start = restore(definition, record.start(), "start");
        if (start.viewer().isPresent()) {
            throw new TabulaException("record field 'start' is " + start.viewer().get() + "'s view; a game record "
                    + "starts from the full state with both deployments");
        }
        JunqiState state = start;
        List<Move> moves = new ArrayList<>(record.moves().size());
        for (int i = 0; i < record.moves().size(); i++) {
            MoveFacts stored = record.moves().get(i);
            Move step = move(stored, state, i);
            if (state.check(step) instanceof MoveCheck.Illegal illegal) {
                throw new RecordMismatchException(i, describe(i, state, stored.move()) + " is illegal: "
                        + illegal.detail());
            }
            JunqiState next = state.apply(step);
            MoveFacts replayed = facts(state, step, next, Optional.empty());
            if (stored.attack() != replayed.attack() || !stored.removed().equals(replayed.removed())
                    || !stored.revealedFlags().equals(replayed.revealedFlags())) {
                throw new RecordMismatchException(i, describe(i, state, stored.move()) + ": the record says "
                        + result(stored) + ", but the rules give " + result(replayed));
            }
            moves.add(step);
            state = next;
        }
        RecordOutcome outcome = RecordOutcome.of(state.outcome());
        if (!outcome.equals(record.outcome())) {
            throw new RecordMismatchException(moves.size(), "after " + Plural.of(moves.size(), "move") + " the record says "
                    + record.outcome() + ", but the replay is " + outcome);
        }
        return new GameRecord(definition, start, moves);
    }

    private static String describe(int index, JunqiState before, String move) {
        return "record move " + index + " (ply " + (before.ply() + 1) + ", " + before.toMove() + ") '" + move + "'";
    }

    private static String result(MoveFacts facts) {
        return (facts.attack() ? "an attack" : "no attack") + ", removed " + facts.removed() + ", revealed flags "
                + facts.revealedFlags();
    }

    /**
     * The move of stored facts played from {@code before}: in the deployment phase the layout
     * of the side to deploy, in play a step.
     */
    private static Move move(MoveFacts facts, JunqiState before, int index) {
        if (!before.deploying()) {
            return step(facts, index);
        }
        checkFields(facts, index);
        if (facts.move().equals(MoveFacts.HIDDEN_DEPLOYMENT)) {
            throw new TabulaException("record move " + index + ": " + before.toMove() + "'s deployment is hidden; "
                    + "a game record has both layouts");
        }
        try {
            return new JunqiMove.Deploy(DeploymentText.parse(before.toMove(), facts.move()));
        } catch (TabulaException e) {
            throw new TabulaException("record move " + index + ": " + e.getMessage(), e);
        }
    }

    /** The step of stored facts, after checking their fields. */
    private static JunqiMove.Step step(MoveFacts facts, int index) {
        checkFields(facts, index);
        try {
            return JunqiNotation.parseMove(facts.move());
        } catch (TabulaException e) {
            throw new TabulaException("record move " + index + ": " + e.getMessage(), e);
        }
    }

    private static void checkFields(MoveFacts facts, int index) {
        if (facts == null || facts.move() == null || facts.removed() == null || facts.revealedFlags() == null) {
            throw new TabulaException("record move " + index + " needs move, attack, removed and revealedFlags");
        }
        if (!List.of(MoveFacts.NONE, MoveFacts.ATTACKER, MoveFacts.DEFENDER, MoveFacts.BOTH)
                .contains(facts.removed())) {
            throw new TabulaException("record move " + index + " '" + facts.move() + "': removed must be none, "
                    + "attacker, defender or both, was '" + facts.removed() + "'");
        }
        if (facts.attack() == facts.removed().equals(MoveFacts.NONE)) {
            throw new TabulaException("record move " + index + " '" + facts.move() + "': "
                    + (facts.attack() ? "an attack removes a piece" : "a move that is no attack removes none"));
        }
    }

    /**
     * The views of {@code record}'s side, from the start to after the last move, rebuilt from
     * the start view and the public facts only (no rules engine, no hidden piece), then
     * checked against the stored {@code end}; the last element is the stored end. A record
     * whose start is the full state (open play, or a game over at its setup) is replayed
     * through the rules instead.
     *
     * @throws RecordMismatchException if a fact does not fit the view it is applied to, or the
     *                                 rebuilt last view is not {@code end}
     * @throws TabulaException         if a field is missing or malformed
     */
    public List<JunqiState> views(SideRecord record) {
        requireNonNull(record.definition(), "definition");
        requireNonNull(record.viewer(), "viewer");
        requireNonNull(record.start(), "start");
        requireNonNull(record.moves(), "moves");
        requireNonNull(record.end(), "end");
        GameDefinition definition = definition(record.definition());
        Side viewer = definition.type().side(record.viewer()).filter(s -> s.id().equals(record.viewer()))
                .orElseThrow(() -> new TabulaException("record field 'viewer' must be red or blue, was '"
                        + record.viewer() + "'"));
        JunqiState start = restore(definition, record.start(), "start");
        JunqiState end = restore(definition, record.end(), "end");
        if (start.viewer().isPresent() && !start.viewer().get().equals(viewer)) {
            throw new TabulaException("record field 'start' is " + start.viewer().get() + "'s view, not "
                    + viewer + "'s");
        }
        if (start.viewer().isEmpty() && !start.equals(start.viewFor(viewer))) {
            throw new TabulaException("record field 'start' shows hidden pieces: " + viewer + " may see only its view");
        }
        if (end.viewer().isPresent() ? !end.viewer().get().equals(viewer) : !end.equals(end.viewFor(viewer))) {
            throw new TabulaException("record field 'end' is not " + viewer + "'s view");
        }
        if (end.ply() != start.ply() + record.moves().size()) {
            throw new TabulaException("record field 'end' is at ply " + end.ply() + ", but the start is at ply "
                    + start.ply() + " and there are " + Plural.of(record.moves().size(), "move"));
        }
        List<JunqiState> views = new ArrayList<>(record.moves().size() + 1);
        views.add(start);
        if (start.viewer().isEmpty()) {
            return replayFull(start, end, record.moves(), views);
        }
        int v = viewer.index();
        byte[] cells = start.cells();
        int toMove = start.toMove().index();
        int ply = start.ply();
        int deploys = start.deployMoves();
        int quiet = start.quietPlies();
        List<Set<DeploymentViolation>> findings = Arrays.asList(null, null);
        findings.set(v, start.deploymentViolations(viewer).orElseThrow());
        for (int i = 0; i < record.moves().size(); i++) {
            MoveFacts facts = record.moves().get(i);
            boolean last = i == record.moves().size() - 1;
            if (views.get(i).deploying()) {
                views.add(deployed(definition, views.get(i), facts, i, last ? end.outcome() : Outcome.ONGOING));
                cells = views.get(i + 1).cells();
                toMove = 1 - toMove;
                ply++;
                deploys++;
                continue;
            }
            JunqiMove.Step step = step(facts, i);
            int from = step.from();
            int to = step.to();
            String where = "record move " + i + " (ply " + (ply + 1) + ", " + JunqiRules.side(toMove) + ") '"
                    + facts.move() + "'";
            byte mover = cells[from];
            byte target = cells[to];
            if (mover == Cells.EMPTY || Cells.side(mover) != toMove) {
                throw new RecordMismatchException(i, where + ": " + JunqiBoard.name(from) + " holds no piece of "
                        + JunqiRules.side(toMove));
            }
            boolean enemyThere = target != Cells.EMPTY && Cells.side(target) != toMove;
            if (target != Cells.EMPTY && !enemyThere) {
                throw new RecordMismatchException(i, where + ": " + JunqiBoard.name(to) + " holds a piece of the mover");
            }
            if (facts.attack() != enemyThere) {
                throw new RecordMismatchException(i, where + ": the record says " + (facts.attack() ? "an attack" : "no attack")
                        + ", but " + JunqiBoard.name(to) + (enemyThere ? " holds an enemy piece" : " is empty"));
            }
            Optional<Combat> combat = combat(facts.removed());
            cells[from] = Cells.EMPTY;
            cells[to] = combat.isEmpty() || combat.get() == Combat.DEFENDER_REMOVED ? mover
                    : combat.get() == Combat.ATTACKER_REMOVED ? target : Cells.EMPTY;
            for (Map.Entry<String, String> flag : facts.revealedFlags().entrySet()) {
                Side side = definition.type().side(flag.getKey()).filter(s -> s.id().equals(flag.getKey()))
                        .orElseThrow(() -> new TabulaException(where + ": revealedFlags names no side: '"
                                + flag.getKey() + "'"));
                int post = JunqiNotation.post(flag.getValue());
                byte cell = cells[post];
                int kind = cell == Cells.EMPTY ? -1 : Cells.kind(cell);
                if (cell == Cells.EMPTY || Cells.side(cell) != side.index()
                        || (kind != Piece.FLAG.ordinal() && kind != Cells.UNKNOWN)) {
                    throw new RecordMismatchException(i, where + ": the record reveals " + side + "'s flag on "
                            + flag.getValue() + ", which the view cannot hold there");
                }
                cells[post] = Cells.of(side.index(), Piece.FLAG);
            }
            ply++;
            quiet = facts.attack() ? 0 : quiet + 1;
            toMove = 1 - toMove;
            JunqiState view;
            try {
                view = JunqiState.restored(definition, cells, JunqiRules.side(toMove), Phase.PLAY, deploys, ply, quiet,
                        from, to, combat, findings, Optional.of(viewer), last ? end.outcome() : Outcome.ONGOING);
            } catch (IllegalArgumentException e) {
                throw new RecordMismatchException(i, where + ": the view after it is not consistent: " + e.getMessage(), e);
            }
            MoveFacts rebuilt = facts(view);
            if (!rebuilt.revealedFlags().equals(facts.revealedFlags())) {
                throw new RecordMismatchException(i, where + ": the record reveals flags " + facts.revealedFlags()
                        + ", but the view after it shows " + rebuilt.revealedFlags());
            }
            views.add(view);
        }
        JunqiState rebuilt = views.get(views.size() - 1);
        if (!fits(rebuilt, end)) {
            throw new RecordMismatchException(record.moves().size(), "the view rebuilt from the moves (ply "
                    + rebuilt.ply() + ") is not the record's end");
        }
        views.set(views.size() - 1, end);
        return views;
    }

    /**
     * The view after the deployment {@code facts} tell of, played from the view {@code before}
     * in the deployment phase: the viewer's own layout, which the facts must give and which must
     * be legal, or the enemy's pieces as unknown tokens on the 25 deployment posts of its half.
     */
    private static JunqiState deployed(GameDefinition definition, JunqiState before, MoveFacts facts, int index,
                                       Outcome outcome) {
        checkFields(facts, index);
        Side mover = before.toMove();
        Side viewer = before.viewer().orElseThrow();
        String where = "record move " + index + " (ply " + (before.ply() + 1) + ", " + mover + "'s deployment)";
        if (facts.attack() || !facts.revealedFlags().isEmpty()) {
            throw new RecordMismatchException(index, where + ": a deployment is no attack and reveals no flag");
        }
        byte[] cells = before.cells();
        if (mover.equals(viewer)) {
            Deployment layout;
            try {
                layout = DeploymentText.parse(mover, facts.move());
            } catch (TabulaException e) {
                throw new RecordMismatchException(index, where + ": the record does not give the viewer's own layout: "
                        + e.getMessage(), e);
            }
            if (!layout.isLegal()) {
                throw new RecordMismatchException(index, where + ": " + mover + "'s deployment breaks "
                        + Deployment.describe(layout.violations()));
            }
            layout.pieces().forEach((post, piece) -> cells[post] = Cells.of(mover.index(), piece));
        } else {
            if (!facts.move().equals(MoveFacts.HIDDEN_DEPLOYMENT)) {
                throw new RecordMismatchException(index, where + ": " + viewer + "'s record names the enemy's layout; "
                        + "it may say only '" + MoveFacts.HIDDEN_DEPLOYMENT + "'");
            }
            for (int post : JunqiBoard.deploymentPosts(mover)) {
                cells[post] = Cells.of(mover.index(), Cells.UNKNOWN);
            }
        }
        int deploys = before.deployMoves() + 1;
        String phase = deploys == 1 ? JunqiState.DEPLOY + "/" + JunqiRules.BLUE.id() : Phase.PLAY;
        List<Set<DeploymentViolation>> findings = Arrays.asList(null, null);
        findings.set(viewer.index(), before.deploymentViolations(viewer).orElseThrow());
        try {
            return JunqiState.restored(definition, cells, JunqiRules.side(1 - mover.index()), phase, deploys,
                    before.ply() + 1, 0, -1, -1, Optional.empty(), findings, Optional.of(viewer), outcome);
        } catch (IllegalArgumentException e) {
            throw new RecordMismatchException(index, where + ": the view after it is not consistent: " + e.getMessage(),
                    e);
        }
    }

    /** Whether {@code end} is {@code rebuilt}, or the full state {@code rebuilt} hides. */
    private static boolean fits(JunqiState rebuilt, JunqiState end) {
        if (end.viewer().isPresent()) {
            return rebuilt.equals(end);
        }
        if (rebuilt.ply() != end.ply() || rebuilt.deployMoves() != end.deployMoves()
                || !rebuilt.phase().equals(end.phase()) || rebuilt.quietPlies() != end.quietPlies()
                || !rebuilt.toMove().equals(end.toMove()) || !rebuilt.lastMove().equals(end.lastMove())
                || !rebuilt.lastCombat().equals(end.lastCombat()) || !rebuilt.outcome().equals(end.outcome())) {
            return false;
        }
        for (int p = 0; p < JunqiBoard.POSTS; p++) {
            byte a = rebuilt.cell(p);
            byte b = end.cell(p);
            boolean hidden = a != Cells.EMPTY && Cells.kind(a) == Cells.UNKNOWN;
            if (hidden ? b == Cells.EMPTY || Cells.side(a) != Cells.side(b) : a != b) {
                return false;
            }
        }
        return true;
    }

    private static List<JunqiState> replayFull(JunqiState start, JunqiState end, List<MoveFacts> moves,
                                               List<JunqiState> views) {
        JunqiState state = start;
        for (int i = 0; i < moves.size(); i++) {
            MoveFacts stored = moves.get(i);
            Move step = move(stored, state, i);
            if (state.check(step) instanceof MoveCheck.Illegal illegal) {
                throw new RecordMismatchException(i, describe(i, state, stored.move()) + " is illegal: "
                        + illegal.detail());
            }
            JunqiState before = state;
            state = state.apply(step);
            MoveFacts replayed = facts(before, step, state, Optional.empty());
            if (stored.attack() != replayed.attack() || !stored.removed().equals(replayed.removed())
                    || !stored.revealedFlags().equals(replayed.revealedFlags())) {
                throw new RecordMismatchException(i, describe(i, views.get(i), stored.move()) + ": the record says "
                        + result(stored) + ", but the rules give " + result(replayed));
            }
            views.add(state);
        }
        if (!state.equals(end)) {
            throw new RecordMismatchException(moves.size(), "the replayed position is not the record's end");
        }
        return views;
    }

    // ------------------------------------------------------------------ JSON

    public String toJson(JunqiRecord record) {
        return write(record);
    }

    public String toJson(SideRecord record) {
        return write(record);
    }

    /**
     * Reads a game record and replays it ({@link #replay(JunqiRecord)}).
     *
     * @throws TabulaException for malformed JSON, a missing or unknown field, or a record that
     *                         does not replay ({@link RecordMismatchException})
     */
    public JunqiRecord recordFromJson(String json) {
        JunqiRecord record = read(json, JunqiRecord.class, "game record");
        replay(record);
        return record;
    }

    /**
     * Reads a side's record and checks it ({@link #views(SideRecord)}).
     *
     * @throws TabulaException for malformed JSON, a missing or unknown field, or facts that do
     *                         not fit the views
     */
    public SideRecord sideRecordFromJson(String json) {
        SideRecord record = read(json, SideRecord.class, "side record");
        views(record);
        return record;
    }

    private String write(Record value) {
        try {
            return mapper.writeValueAsString(value);
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("cannot write JSON", e);
        }
    }

    private <T> T read(String json, Class<T> type, String what) {
        T value;
        try {
            value = mapper.readValue(json, type);
        } catch (JsonProcessingException e) {
            throw new TabulaException("not a Junqi " + what + ": " + e.getOriginalMessage(), e);
        } catch (RuntimeException e) {
            throw new TabulaException("not a Junqi " + what + ": " + e.getMessage(), e);
        }
        if (value == null) {
            throw new TabulaException("not a Junqi " + what + ": null");
        }
        return value;
    }

    // ------------------------------------------------------------------ helpers

    private GameDefinition definition(String text) {
        GameDefinition definition;
        try {
            definition = registry.parseDefinition(text);
        } catch (OptionException | TabulaException e) {
            throw new TabulaException("record field 'definition': " + e.getMessage(), e);
        }
        if (!definition.gameId().equals("junqi")) {
            throw new TabulaException("record field 'definition' is a " + definition.gameId() + " game, not junqi");
        }
        return definition;
    }

    private JunqiState restore(GameDefinition definition, JunqiSnapshot snapshot, String field) {
        try {
            return codec.restore(definition, snapshot);
        } catch (TabulaException e) {
            throw new TabulaException("record field '" + field + "': " + e.getMessage(), e);
        }
    }

    /** {@code state} as the Junqi state it must be. */
    private static JunqiState junqi(GameState state) {
        if (!(state instanceof JunqiState junqi)) {
            throw new IllegalArgumentException("not a Junqi game: " + state);
        }
        return junqi;
    }

    private static JunqiState full(GameState state) {
        JunqiState junqi = junqi(state);
        if (junqi.viewer().isPresent()) {
            throw new IllegalArgumentException("a game record starts from the full state, not "
                    + junqi.viewer().get() + "'s view");
        }
        return junqi;
    }

    private static void requireNonNull(Object value, String field) {
        if (value == null) {
            throw new TabulaException("record field '" + field + "' is missing");
        }
    }
}
