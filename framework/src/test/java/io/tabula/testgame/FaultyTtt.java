package io.tabula.testgame;

import com.google.common.collect.ImmutableList;
import io.tabula.core.GameDefinition;
import io.tabula.core.GameState;
import io.tabula.core.Move;
import io.tabula.core.MoveCheck;
import io.tabula.core.Outcome;
import io.tabula.core.Side;
import java.util.List;

/**
 * The test game with one deliberate fault, to show that the contract properties catch
 * it: its states wrap correct {@link TttState}s and break one invariant.
 */
public final class FaultyTtt extends TttModule {

    public enum Fault {
        /** legalMoves() lists the first move twice. */
        DUPLICATE_MOVES,
        /** check() calls every move on an empty point or not legal, including occupied points. */
        LENIENT_CHECK,
        /** hash() is the same for every state. */
        CONSTANT_HASH,
        /** legalMoves() still lists the empty points after the game is over. */
        MOVES_AFTER_END
    }

    private final Fault fault;

    public FaultyTtt(Fault fault) {
        this.fault = fault;
    }

    @Override
    public GameState newGame(GameDefinition definition) {
        return new State((TttState) super.newGame(definition));
    }

    private final class State implements GameState {
        private final TttState inner;

        State(TttState inner) {
            this.inner = inner;
        }

        @Override
        public GameDefinition definition() {
            return inner.definition();
        }

        @Override
        public Side toMove() {
            return inner.toMove();
        }

        @Override
        public List<Move> legalMoves() {
            List<Move> moves = inner.legalMoves();
            if (fault == Fault.DUPLICATE_MOVES && !moves.isEmpty()) {
                return ImmutableList.<Move>builder().addAll(moves).add(moves.get(0)).build();
            }
            if (fault == Fault.MOVES_AFTER_END && inner.isOver()) {
                ImmutableList.Builder<Move> empty = ImmutableList.builder();
                for (int p = 0; p < inner.size() * inner.size(); p++) {
                    if (inner.mark(p) == 0) {
                        empty.add(new TttMove.Place(p));
                    }
                }
                return empty.build();
            }
            return moves;
        }

        @Override
        public MoveCheck check(Move move) {
            if (fault == Fault.LENIENT_CHECK && !inner.isOver() && move instanceof TttMove.Place) {
                return MoveCheck.LEGAL;
            }
            return inner.check(move);
        }

        @Override
        public GameState apply(Move move) {
            return new State((TttState) inner.apply(move));
        }

        @Override
        public Outcome outcome() {
            return inner.outcome();
        }

        @Override
        public long hash() {
            return fault == Fault.CONSTANT_HASH ? 42 : inner.hash();
        }

        @Override
        public int ply() {
            return inner.ply();
        }
    }
}
