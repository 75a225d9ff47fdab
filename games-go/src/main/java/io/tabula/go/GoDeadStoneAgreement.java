package io.tabula.go;

import io.tabula.core.DeadStoneAgreement;
import io.tabula.core.GameState;
import io.tabula.core.NotationException;
import io.tabula.core.TabulaException;
import io.tabula.go.notation.GtpNotation;
import io.tabula.go.rules.DeadStones;
import io.tabula.go.rules.GoOutcome;
import io.tabula.go.rules.GoState;
import io.tabula.go.rules.Stones;
import io.tabula.topology.Topology;
import java.util.ArrayDeque;
import java.util.Comparator;
import java.util.Deque;
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
        Topology grid = go.rules().topology();
        Set<Integer> chain = new HashSet<>();
        Deque<Integer> open = new ArrayDeque<>();
        chain.add(start);
        open.add(start);
        while (!open.isEmpty()) {
            for (int next : grid.neighbours(open.poll())) {
                if (go.stone(next) == colour && chain.add(next)) {
                    open.add(next);
                }
            }
        }
        return names(go, chain);
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
            return GtpNotation.point(go.size(), text);
        } catch (NotationException e) {
            throw new TabulaException(e.getMessage());
        }
    }

    /** The points' names in board order (A1, B1, ..., A2, ...). */
    private static SortedSet<String> names(GoState go, Set<Integer> points) {
        int size = go.size();
        SortedSet<String> names = new TreeSet<>(Comparator.comparingInt((String name) -> GtpNotation.point(size, name)));
        points.forEach(p -> names.add(GtpNotation.point(size, p)));
        return names;
    }
}
