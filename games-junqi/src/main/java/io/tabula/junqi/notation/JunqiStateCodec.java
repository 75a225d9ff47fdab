package io.tabula.junqi.notation;

import io.tabula.core.GameDefinition;
import io.tabula.core.NotationException;
import io.tabula.core.Outcome;
import io.tabula.core.Side;
import io.tabula.core.StateCodec;
import io.tabula.core.TabulaException;
import io.tabula.core.TypedStateCodec;
import io.tabula.junqi.rules.Combat;
import io.tabula.junqi.rules.DeploymentViolation;
import io.tabula.junqi.rules.JunqiMove;
import io.tabula.junqi.rules.JunqiRules;
import io.tabula.junqi.rules.JunqiState;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * Junqi states to {@link JunqiSnapshot}s and back, checking every field. A full state's
 * outcome is recomputed from its position and must match the snapshot's; a view's is taken
 * as written.
 */
public final class JunqiStateCodec extends TypedStateCodec<JunqiState, JunqiSnapshot> {

    public JunqiStateCodec() {
        super(JunqiState.TYPE);
    }

    @Override
    public Class<JunqiSnapshot> snapshotType() {
        return JunqiSnapshot.class;
    }

    @Override
    protected JunqiSnapshot snapshotOf(JunqiState s) {
        Outcome outcome = s.outcome();
        Map<String, List<String>> deployment = new LinkedHashMap<>();
        for (Side side : JunqiRules.SIDES) {
            s.deploymentViolations(side).ifPresent(v -> deployment.put(side.id(), keywords(v)));
        }
        return new JunqiSnapshot(JunqiDiagrams.rows(s.cells()), s.phase().name(), s.toMove().id(), s.ply(),
                s.deployMoves(), s.quietPlies(),
                s.lastMove().map(JunqiMove.Step::toString).orElse(""),
                s.lastCombat().map(Combat::keyword).orElse(""),
                deployment,
                s.viewer().map(Side::id).orElse(""),
                outcome.isOver() ? "over" : "ongoing",
                outcome.winner().map(Side::id).orElse("none"),
                StateCodec.reasonText(outcome));
    }

    /** The keywords of {@code violations}, in the order of rules section 3. */
    public static List<String> keywords(Set<DeploymentViolation> violations) {
        List<String> out = new ArrayList<>();
        for (DeploymentViolation v : DeploymentViolation.values()) {
            if (violations.contains(v)) {
                out.add(v.keyword());
            }
        }
        return out;
    }

    @Override
    public JunqiState restore(GameDefinition definition, JunqiSnapshot s) {
        if (s.board() == null || s.phase() == null || s.toMove() == null || s.lastMove() == null || s.lastCombat() == null
                || s.deployment() == null || s.viewer() == null || s.status() == null || s.winner() == null
                || s.reason() == null) {
            throw new TabulaException("a Junqi state needs board, phase, toMove, ply, deployMoves, quietPlies, lastMove, lastCombat, "
                    + "deployment, viewer, status, winner and reason");
        }
        Optional<Side> viewer = s.viewer().isEmpty() ? Optional.empty() : Optional.of(side(definition, s.viewer(), "viewer"));
        byte[] cells;
        try {
            cells = JunqiDiagrams.cells(s.board(), viewer.isPresent());
        } catch (NotationException e) {
            throw new TabulaException("state field 'board': " + e.getMessage(), e);
        }
        Side toMove = side(definition, s.toMove(), "toMove");
        int lastFrom = -1;
        int lastTo = -1;
        if (!s.lastMove().isEmpty()) {
            try {
                JunqiMove.Step step = JunqiNotation.parseMove(s.lastMove());
                lastFrom = step.from();
                lastTo = step.to();
            } catch (NotationException e) {
                throw new TabulaException("state field 'lastMove': " + e.getMessage(), e);
            }
        }
        Optional<Combat> combat = Optional.empty();
        if (!s.lastCombat().isEmpty()) {
            combat = Optional.of(Combat.ofKeyword(s.lastCombat()).orElseThrow(() -> new TabulaException(
                    "state field 'lastCombat' must be empty, defender-removed, attacker-removed or both-removed, was '"
                            + s.lastCombat() + "'")));
        }
        List<Set<DeploymentViolation>> findings = new ArrayList<>(java.util.Collections.nCopies(2, null));
        for (Map.Entry<String, List<String>> e : s.deployment().entrySet()) {
            Side side = side(definition, e.getKey(), "deployment");
            EnumSet<DeploymentViolation> set = EnumSet.noneOf(DeploymentViolation.class);
            if (e.getValue() == null) {
                throw new TabulaException("state field 'deployment." + e.getKey() + "' must be a list of keywords");
            }
            for (String keyword : e.getValue()) {
                set.add(DeploymentViolation.ofKeyword(keyword).orElseThrow(() -> new TabulaException(
                        "state field 'deployment." + e.getKey() + "': unknown violation '" + keyword + "'")));
            }
            findings.set(side.index(), set);
        }
        Outcome outcome = StateCodec.outcome(definition.type(), s.status(), s.winner(), s.reason());
        try {
            return JunqiState.restored(definition, cells, toMove, s.phase(), s.deployMoves(), s.ply(), s.quietPlies(),
                    lastFrom, lastTo, combat,
                    findings, viewer, outcome);
        } catch (IllegalArgumentException e) {
            throw new TabulaException("not a consistent Junqi state: " + e.getMessage(), e);
        }
    }

    private static Side side(GameDefinition definition, String id, String field) {
        return definition.type().side(id).filter(side -> side.id().equals(id)).orElseThrow(
                () -> new TabulaException("state field '" + field + "' must be red or blue, was '" + id + "'"));
    }
}
