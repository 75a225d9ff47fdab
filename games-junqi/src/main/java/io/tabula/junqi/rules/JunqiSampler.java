package io.tabula.junqi.rules;

import io.tabula.core.Outcome;
import io.tabula.core.PhaseGraph;
import io.tabula.core.TypedSampler;
import java.util.SplittableRandom;

/**
 * Random playouts on one mutable {@link Position}, the rules kernel that {@link JunqiState}
 * plays on too. In the deployment phase each side's layout is drawn by
 * {@link Deployment#draw}, the draw of {@link LegalDeployments#random}; in play each ply
 * takes the legal steps in the order of {@link JunqiState#legalMoves()} from
 * {@link PlayoutMoves} (the generator's destinations, kept up to date move by move), draws one
 * with a single {@code random.nextInt(count)}, and
 * plays and judges it with the kernel's {@link Position#step} and {@link Position#judge}. So
 * from the same state and seed it plays exactly the game that the reference sampler plays
 * through the immutable states, only without allocating a state per ply (the contract's
 * {@code fastSampler_playsByTheSameRules} and JunqiSamplerTest check this).
 */
public final class JunqiSampler extends TypedSampler<JunqiState> {

    public JunqiSampler() {
        super(JunqiState.TYPE);
    }

    @Override
    protected Result playFrom(JunqiState state, SplittableRandom random, Observer observer) {
        if (state.viewer().isPresent()) {
            throw new IllegalArgumentException("a playout starts from a full Junqi state, not a view");
        }
        if (state.isOver()) {
            return new Result(state.outcome(), 0);
        }
        Position position = new Position(state.rules(), state.cells(), state.toMove().index(), state.playPlies(),
                state.quietPlies());
        int plies = 0;
        for (int step = state.deployStep(); step != PhaseGraph.END;
                step = JunqiState.DEPLOYMENT.node(step).after(JunqiMove.Deploy.class)) {
            int side = position.side;
            byte[] layout = new byte[JunqiBoard.POSTS];
            Deployment.draw(layout, side, Cells.of(side, 0), random);
            if (observer != Observer.NONE) {
                observer.ply(LegalDeployments.COUNT, new JunqiMove.Deploy(Deployment.ofCells(JunqiRules.side(side),
                        layout)));
            }
            position.deploy(side, layout);
            plies++;
        }
        PlayoutMoves moves = new PlayoutMoves(position);
        int total = moves.count();
        if (plies > 0) { // play starts after the deployments: judged as the state is when play starts
            Outcome outcome = position.judge(total > 0);
            if (outcome.isOver()) {
                return new Result(outcome, plies);
            }
        }
        while (true) {
            // The r-th move in the order of JunqiState.legalMoves(): by piece, then by destination.
            int move = moves.move(random.nextInt(total));
            int from = MoveGenerator.from(move);
            int to = MoveGenerator.to(move);
            if (observer != Observer.NONE) {
                observer.ply(total, JunqiMove.Step.of(from, to));
            }
            position.step(from, to);
            moves.touched(1L << from | 1L << to);
            plies++;
            total = position.flagCaptured() ? 0 : moves.count();
            Outcome outcome = position.judge(total > 0);
            if (outcome.isOver()) {
                return new Result(outcome, plies);
            }
        }
    }
}
