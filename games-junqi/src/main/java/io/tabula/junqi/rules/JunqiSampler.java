package io.tabula.junqi.rules;

import io.tabula.core.GameState;
import io.tabula.core.Outcome;
import io.tabula.core.PlayoutSampler;
import java.util.SplittableRandom;

/**
 * Random playouts on one mutable board. Each ply generates the legal moves with the same
 * {@link MoveGenerator} and in the same order as {@link JunqiState#legalMoves()}, draws one
 * with a single {@code random.nextInt(count)}, and resolves it with the same {@link Combat}
 * table and the end conditions of section 6 in the same order. So from the same state and
 * seed it plays exactly the game that the reference sampler plays through the immutable
 * states, only without allocating a state per ply (JunqiSamplerTest checks this).
 */
public final class JunqiSampler implements PlayoutSampler {
    @Override
    public Result play(GameState start, SplittableRandom random, Observer observer) {
        JunqiState state = (JunqiState) start;
        if (state.viewer().isPresent()) {
            throw new IllegalArgumentException("a playout starts from a full state, not a view");
        }
        if (state.isOver()) {
            return new Result(state.outcome(), 0);
        }
        JunqiRules rules = state.rules();
        byte[] cells = state.cells();
        long[] occ = MoveGenerator.occupancy(cells);
        int side = state.toMove().index();
        int ply = state.ply();
        int quiet = state.quietPlies();
        int plies = 0;
        int[] froms = new int[MoveGenerator.MAX_PIECES];
        long[] dests = new long[MoveGenerator.MAX_PIECES];
        int pieces = MoveGenerator.destinations(rules, cells, occ[0], occ[1], side, froms, dests);
        while (true) {
            // The r-th move in the order of JunqiState.legalMoves(): by piece, then by destination.
            int total = 0;
            for (int i = 0; i < pieces; i++) {
                total += Long.bitCount(dests[i]);
            }
            int r = random.nextInt(total);
            int i = 0;
            for (int count; r >= (count = Long.bitCount(dests[i])); i++) {
                r -= count;
            }
            long d = dests[i];
            for (; r > 0; r--) {
                d &= d - 1;
            }
            int from = froms[i];
            int to = Long.numberOfTrailingZeros(d);
            if (observer != Observer.NONE) {
                observer.ply(total, new JunqiMove.Step(from, to));
            }
            byte attacker = cells[from];
            byte defender = cells[to];
            long fromBit = 1L << from;
            long toBit = 1L << to;
            cells[from] = Cells.EMPTY;
            occ[side] &= ~fromBit;
            plies++;
            ply++;
            if (defender == Cells.EMPTY) {
                cells[to] = attacker;
                occ[side] |= toBit;
                quiet++;
            } else {
                quiet = 0;
                Combat combat = Combat.resolve(rules, Cells.kind(attacker), Cells.kind(defender));
                if (combat == Combat.DEFENDER_REMOVED) {
                    cells[to] = attacker;
                    occ[side] |= toBit;
                    occ[1 - side] &= ~toBit;
                } else if (combat == Combat.BOTH_REMOVED) {
                    cells[to] = Cells.EMPTY;
                    occ[1 - side] &= ~toBit;
                }
                if (Cells.kind(defender) == Piece.FLAG.ordinal()) {
                    return new Result(Outcome.win(JunqiRules.side(side), JunqiOutcome.FLAG_CAPTURED), plies);
                }
            }
            side = 1 - side;
            pieces = MoveGenerator.destinations(rules, cells, occ[0], occ[1], side, froms, dests);
            if (pieces == 0) {
                boolean otherMoves = MoveGenerator.hasMove(rules, cells, occ[0], occ[1], 1 - side);
                return new Result(otherMoves ? Outcome.win(JunqiRules.side(1 - side), JunqiOutcome.NO_MOVABLE_PIECES)
                        : Outcome.draw(JunqiOutcome.NO_MOVABLE_PIECES), plies);
            }
            if (rules.noCombatDrawPlies > 0 && quiet >= rules.noCombatDrawPlies) {
                return new Result(Outcome.draw(JunqiOutcome.NO_COMBAT), plies);
            }
            if (rules.maxPlies > 0 && ply >= rules.maxPlies) {
                return new Result(Outcome.draw(JunqiOutcome.MOVE_LIMIT), plies);
            }
        }
    }
}
