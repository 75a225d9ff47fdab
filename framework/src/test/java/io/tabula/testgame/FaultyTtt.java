package io.tabula.testgame;

import com.google.common.collect.ImmutableList;
import com.google.common.collect.Sets;
import io.tabula.core.Capability;
import io.tabula.core.GameDefinition;
import io.tabula.core.GameState;
import io.tabula.core.Move;
import io.tabula.core.MoveCheck;
import io.tabula.agent.LegalMovesSampler;
import io.tabula.core.Notation;
import io.tabula.core.Outcome;
import io.tabula.core.Phase;
import io.tabula.core.PlayoutSampler;
import java.util.Optional;
import java.util.Set;
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
        MOVES_AFTER_END,
        /** legalMoves() leaves out the centre while another point is free, though check() accepts it. */
        CENTRE_LEFT_OUT,
        /** phase() names player 1 as the only one to act, whoever acts. */
        WRONG_ACTOR,
        /** the fast sampler counts one legal move too many. */
        SAMPLER_MISCOUNTS,
        /** a definition claims hidden information, which the type does not list. */
        EXTRA_CAPABILITY
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
            if (fault == Fault.CENTRE_LEFT_OUT && moves.size() > 1) {
                int centre = inner.size() * inner.size() / 2;
                return moves.stream().filter(m -> !m.equals(new TttMove.Place(centre))).toList();
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

        @Override
        public Phase phase() {
            Phase phase = inner.phase();
            return fault == Fault.WRONG_ACTOR
                    ? new Phase(phase.id(), phase.stage(), List.of(1), phase.moves(), phase.task(), phase.ends())
                    : phase;
        }
    }

    /** The test game's notation, reading the wrapped state. */
    @Override
    public Notation notation() {
        Notation plain = super.notation();
        return new Notation() {
            @Override
            public Move parse(GameState state, String text) {
                return plain.parse(((State) state).inner, text);
            }

            @Override
            public String format(GameState state, Move move) {
                return plain.format(((State) state).inner, move);
            }
        };
    }

    @Override
    public Set<Capability> capabilities(GameDefinition definition) {
        return fault == Fault.EXTRA_CAPABILITY ? Sets.union(super.capabilities(definition),
                Set.of(Capability.HIDDEN_INFORMATION)) : super.capabilities(definition);
    }

    @Override
    public Optional<PlayoutSampler> fastSampler(GameDefinition definition) {
        if (fault != Fault.SAMPLER_MISCOUNTS) {
            return Optional.empty();
        }
        LegalMovesSampler honest = new LegalMovesSampler(1_000);
        return Optional.of((start, random, observer) -> honest.play(start, random,
                observer == PlayoutSampler.Observer.NONE ? observer : (count, move) -> observer.ply(count + 1, move)));
    }
}
