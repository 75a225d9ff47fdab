package io.tabula.core;

import java.util.SplittableRandom;

/** A fast {@link PlayoutSampler} written against a game's own state type. */
public abstract class TypedSampler<S extends GameState> implements PlayoutSampler {
    private final StateType<S, ?> type;

    protected TypedSampler(StateType<S, ?> type) {
        this.type = type;
    }

    /** As {@link PlayoutSampler#play(GameState, SplittableRandom, Observer)}, from the game's own state. */
    protected abstract Result playFrom(S start, SplittableRandom random, Observer observer);

    @Override
    public final Result play(GameState start, SplittableRandom random, Observer observer) {
        return playFrom(type.state(start), random, observer);
    }
}
