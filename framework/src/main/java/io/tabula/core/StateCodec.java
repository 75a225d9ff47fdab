package io.tabula.core;

/**
 * Turns a game's states into plain snapshot values and back. A snapshot is a record of
 * strings, numbers and lists, so the framework's JSON edge can write it without the
 * rules knowing any serialization library.
 *
 * @param <T> the game's snapshot record
 */
public interface StateCodec<T extends Record> {

    Class<T> snapshotType();

    /** Everything of {@code state} that its rules need, so restore loses nothing. */
    T snapshot(GameState state);

    /**
     * The state that {@code snapshot} describes.
     *
     * @throws TabulaException naming the field that is malformed or inconsistent
     */
    GameState restore(GameDefinition definition, T snapshot);
}
