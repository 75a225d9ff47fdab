package io.tabula.go;

import io.tabula.core.DeadStoneAgreement;
import io.tabula.core.GameState;
import io.tabula.core.NotationException;
import io.tabula.core.TabulaException;
import io.tabula.go.rules.DeadStones;
import io.tabula.go.rules.GoOutcome;
import io.tabula.go.rules.GoState;
import io.tabula.go.rules.GoTopology;
import io.tabula.go.rules.Stones;
import java.util.Comparator;
import java.util.HashSet;
import java.util.Set;
import java.util.SortedSet;
import java.util.TreeSet;

/**
 * Go's agreement on dead stones after two passes: the proposal is {@link DeadStones}' judgement
 * (the one GTP's {@code final_status_list dead} gives), a player toggles a whole chain, and the
 * agreed stones are taken off as prisoners by {@link GoState#withDead}, which counts the game
 * again. Points are GTP vertices ({@code D4}, no I).
 */
final class GoDeadStoneAgreement implements DeadStoneAgreement {
    private final DeadStones judge = new DeadStones();

    @Override
    public boolean counts(GameState end) {
        return end.isOver() && end.outcome().endedBy(GoOutcome.SCORE);
    }

    @Override
    public SortedSet<String> estimate(GameState end) {
        GoState go = GoState.TYPE.state(end);
        return names(go, judge.judge(go.withDead(Set.of())).dead());
    }

    @Override
    public SortedSet<String> chain(GameState end, String point) {
        GoState go = GoState.TYPE.state(end);
        int start = point(go, point);
        byte colour = go.stone(start);
        if (colour == Stones.EMPTY) {
            throw new TabulaException("there is no stone on " + point.trim().toUpperCase(java.util.Locale.ROOT)
                    + ": name a stone of the chain");
        }
        return names(go, go.chain(start));
    }

    @Override
    public SortedSet<String> marked(GameState end) {
        GoState go = GoState.TYPE.state(end);
        return names(go, go.dead());
    }

    @Override
    public GameState settle(GameState end, Set<String> dead) {
        GoState go = GoState.TYPE.state(end);
        Set<Integer> points = new HashSet<>();
        for (String name : dead) {
            int point = point(go, name);
            if (go.stone(point) == Stones.EMPTY) {
                throw new TabulaException("dead stones must be stones; there is none on " + name);
            }
            points.add(point);
        }
        return go.withDead(points);
    }

    private static int point(GoState go, String text) {
        try {
            return go.rules().board().point(text);
        } catch (NotationException e) {
            throw new TabulaException(e.getMessage());
        }
    }

    /** The points' names in board order (A1, B1, ..., A2, ... on the built-in boards). */
    private static SortedSet<String> names(GoState go, Set<Integer> points) {
        GoTopology board = go.rules().board();
        SortedSet<String> names = new TreeSet<>(Comparator.comparingInt(board::point));
        points.forEach(p -> names.add(board.name(p)));
        return names;
    }
}
