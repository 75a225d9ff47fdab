package io.tabula.conformance;

import io.tabula.core.BoardDiagrams;
import io.tabula.core.GameDefinition;
import io.tabula.core.GameState;
import io.tabula.core.IllegalMoveException;
import io.tabula.core.Move;
import io.tabula.core.MoveCheck;
import io.tabula.core.ModuleChecks;
import io.tabula.core.Notation;
import io.tabula.core.NotationException;
import io.tabula.core.Outcome;
import io.tabula.core.OutcomeReason;
import io.tabula.core.TabulaException;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * Runs one case: sets up its position through the module's diagrams and notation, then
 * checks each expectation. A setup move that the rules reject fails the case, naming
 * the move, its index and the reason; the expectations are then not checked.
 */
public final class CaseChecker {

    /** Checks {@code c} of {@code file}. */
    public CaseResult check(CaseFile file, ConformanceCase c) {
        List<String> failures = new ArrayList<>();
        GameState state;
        try {
            state = setUp(file.source(), c.id(), file.definition(), c.setup(), failures);
        } catch (CaseFileException e) {
            throw e;
        } catch (TabulaException e) {
            failures.add("setup: " + e.getMessage());
            state = null;
        }
        if (state != null) {
            for (ConformanceCase.Expectation expectation : c.expectations()) {
                try {
                    check(file.definition(), expectation, state, failures);
                } catch (IllegalArgumentException e) {
                    throw new CaseFileException(file.source(), c.id(), "expect." + expectation.key(), e.getMessage());
                }
            }
        }
        return new CaseResult(file.source(), c.id(), failures);
    }

    /**
     * The position {@code c} sets up, for showing it (a page draws each case of a file); empty
     * when its setup fails, as {@link #check} then reports.
     */
    public java.util.Optional<GameState> position(CaseFile file, ConformanceCase c) {
        try {
            return java.util.Optional.ofNullable(setUp(file.source(), c.id(), file.definition(), c.setup(),
                    new ArrayList<>()));
        } catch (TabulaException e) {
            return java.util.Optional.empty();
        }
    }

    private GameState setUp(String source, String caseId, GameDefinition definition, ConformanceCase.Setup setup,
                            List<String> failures) {
        GameState state;
        if (setup.board().isPresent()) {
            state = definition.module().diagrams().fromDiagram(definition, setup.board().get(), setup.toMove().get());
        } else {
            state = definition.newGame();
            if (setup.toMove().isPresent() && !setup.toMove().get().equals(state.toMove())) {
                failures.add("setup.toMove: " + setup.toMove().get() + " given without a board, but "
                        + state.toMove() + " moves first in " + definition.variant());
                return null;
            }
        }
        Notation notation = definition.module().notation();
        for (int i = 0; i < setup.moves().size(); i++) {
            String text = setup.moves().get(i);
            try {
                state = state.apply(notation.parse(state, text));
            } catch (NotationException | IllegalMoveException e) {
                failures.add("setup.moves[" + i + "] '" + text + "' rejected: " + e.getMessage());
                return null;
            }
        }
        ModuleChecks checks = definition.module().conformanceChecks();
        for (Map.Entry<String, Object> entry : setup.moduleSetup().entrySet()) {
            try {
                state = checks.setup(entry.getKey(), entry.getValue(), state);
            } catch (IllegalArgumentException e) {
                throw new CaseFileException(source, caseId, "setup." + entry.getKey(), e.getMessage());
            }
        }
        return state;
    }

    private void check(GameDefinition definition, ConformanceCase.Expectation expectation, GameState state,
                       List<String> failures) {
        String key = expectation.key();
        Object expected = expectation.expected();
        Outcome outcome = state.outcome();
        switch (key) {
            case "legal" -> {
                for (Object text : (List<?>) expected) {
                    checkLegal(definition, state, (String) text, failures);
                }
            }
            case "illegal" -> {
                for (Object text : (List<?>) expected) {
                    checkIllegal(definition, state, (String) text, failures);
                }
            }
            case "legalCount" -> {
                long actual = state.legalMoveCount();
                if (actual != ((Number) expected).longValue()) {
                    failures.add("legalCount: expected " + expected + ", was " + actual);
                }
            }
            case "toMove" -> {
                if (!state.toMove().id().equals(expected)) {
                    failures.add("toMove: expected " + expected + ", was " + state.toMove());
                }
            }
            case "status" -> {
                String actual = outcome.isOver() ? "over" : "ongoing";
                if (!actual.equals(expected)) {
                    failures.add("status: expected " + expected + ", was " + actual + " (" + outcome + ")");
                }
            }
            case "winner" -> {
                String actual = outcome.winnersText();
                if (!actual.equals(expected)) {
                    failures.add("winner: expected " + expected + ", was " + actual + " (" + outcome + ")");
                }
            }
            case "reason" -> {
                String actual = outcome.reason().map(OutcomeReason::id).orElse("(none: the game is ongoing)");
                if (!actual.equals(expected)) {
                    failures.add("reason: expected " + expected + ", was " + actual);
                }
            }
            case "board" -> {
                @SuppressWarnings("unchecked")
                List<String> rows = (List<String>) expected;
                List<String> actual = definition.module().diagrams().toDiagram(state);
                if (!actual.equals(rows)) {
                    failures.add("board: expected " + String.join(" / ", rows) + " but was "
                            + String.join(" / ", actual));
                }
            }
            case "view" -> {
                @SuppressWarnings("unchecked")
                List<ConformanceCase.View> views = (List<ConformanceCase.View>) expected;
                for (ConformanceCase.View view : views) {
                    List<String> actual = definition.module().diagrams().toDiagram(state.viewFor(view.side()));
                    if (!actual.equals(view.board())) {
                        failures.add("view of " + view.side().id() + ": expected " + String.join(" / ", view.board())
                                + " but was " + String.join(" / ", actual));
                    }
                }
            }
            default -> {
                for (String failure : definition.module().conformanceChecks().check(key, expected, state)) {
                    failures.add(key + ": " + failure);
                }
            }
        }
    }

    private void checkLegal(GameDefinition definition, GameState state, String text, List<String> failures) {
        Move move;
        try {
            move = definition.module().notation().parse(state, text);
        } catch (NotationException e) {
            failures.add("legal: '" + text + "' is not a move here: " + e.getMessage());
            return;
        }
        MoveCheck verdict = state.check(move);
        if (verdict instanceof MoveCheck.Illegal illegal) {
            failures.add("legal: '" + text + "' was rejected: " + illegal.detail() + " (" + illegal.reason().name() + ")");
        }
    }

    private void checkIllegal(GameDefinition definition, GameState state, String text, List<String> failures) {
        Move move;
        try {
            move = definition.module().notation().parse(state, text);
        } catch (NotationException e) {
            return; // not even a move on this board: rejected, and nothing was touched
        }
        if (state.check(move).isLegal()) {
            failures.add("illegal: '" + text + "' was accepted as legal");
            return;
        }
        BoardDiagrams diagrams = definition.module().diagrams();
        long hashBefore = state.hash();
        List<String> boardBefore = diagrams.toDiagram(state);
        try {
            state.apply(move);
            failures.add("illegal: '" + text + "' is checked illegal but apply() accepted it");
        } catch (IllegalMoveException expectedRejection) {
            if (state.hash() != hashBefore || !diagrams.toDiagram(state).equals(boardBefore)) {
                failures.add("illegal: rejecting '" + text + "' changed the state");
            }
        }
    }
}
