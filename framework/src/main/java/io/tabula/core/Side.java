package io.tabula.core;

import java.util.Objects;

/**
 * One of the parties of a game: {@code black}/{@code white} in Go and Gomoku,
 * {@code red}/{@code blue} in Junqi. A side is identified by its index in
 * {@link GameType#sides()}, which is also the turn order of most games.
 *
 * @param index position in the game type's list of sides, from 0
 * @param id    lower-case name used in notation, case files and records
 */
public record Side(int index, String id) {
    public Side {
        if (index < 0) {
            throw new IllegalArgumentException("side index must be >= 0: " + index);
        }
        Objects.requireNonNull(id, "id");
    }

    @Override
    public String toString() {
        return id;
    }
}
