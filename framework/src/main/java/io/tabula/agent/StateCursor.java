package io.tabula.agent;

import io.tabula.core.GameState;
import io.tabula.core.LargeMoveList;
import io.tabula.core.Move;
import io.tabula.core.Outcome;
import io.tabula.core.PlayoutSampler;
import io.tabula.core.PositionEvaluator;
import io.tabula.core.Side;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;

/** A {@link Cursor} on immutable states, for modules without a kernel: a stack of the states stepped through. */
final class StateCursor implements Cursor {
    private final List<GameState> path = new ArrayList<>();
    private GameState state;

    StateCursor(GameState root) {
        this.state = root;
    }

    @Override public GameState state() { return state; }
    @Override public Outcome outcome() { return state.outcome(); }
    @Override public boolean isOver() { return state.isOver(); }
    @Override public int playerToAct() { return state.playerToAct(); }
    @Override public int playerOf(Side side) { return state.playerOf(side); }
    @Override public long hash() { return state.hash(); }
    @Override public int ply() { return state.ply(); }
    @Override public long legalCount() { return LargeMoveList.countOf(state.legalMoves()); }
    @Override public List<Move> legalMoves() { return state.legalMoves(); }

    @Override
    public Move randomMove(SplittableRandom random) {
        return LargeMoveList.random(state.legalMoves(), random);
    }

    @Override
    public Move winningMove() {
        return state.winningMove().orElse(null);
    }

    @Override
    public Object down(Move move, Object memo) {
        path.add(state);
        state = memo != null ? (GameState) memo : state.apply(move);
        return state;
    }

    @Override
    public void up() {
        state = path.remove(path.size() - 1);
    }

    @Override
    public Outcome playout(SplittableRandom random, PlayoutSampler sampler) {
        return sampler.play(state, random).outcome();
    }

    @Override
    public int evaluate(PositionEvaluator evaluator) {
        return evaluator.evaluate(state);
    }

    @Override
    public List<Move> candidates(PositionEvaluator evaluator) {
        return evaluator.candidates(state);
    }
}
