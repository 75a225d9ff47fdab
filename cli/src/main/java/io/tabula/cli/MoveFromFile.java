package io.tabula.cli;

import io.tabula.agent.Agent;
import io.tabula.core.GameState;
import io.tabula.core.Move;
import io.tabula.core.MoveCheck;
import io.tabula.core.NotationException;
import io.tabula.core.Side;
import io.tabula.core.TabulaException;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * For {@code tabula play --deploy SIDE=FILE}: plays the move a file writes in the game's
 * notation (a Junqi deployment: the six rows of the half, or {@code b1=F d1=M ...}), the same
 * text each time it is asked. The file is read when the game is set up; a text that is no
 * move, or no legal one where it is played, is an error naming the file.
 */
final class MoveFromFile implements Agent {
    private final Path file;
    private final Side side;
    private final String text;

    private MoveFromFile(Path file, Side side, String text) {
        this.file = file;
        this.side = side;
        this.text = text;
    }

    /**
     * The file's move for {@code side}.
     *
     * @throws TabulaException if the file cannot be read
     */
    static MoveFromFile read(Path file, Side side) {
        try {
            return new MoveFromFile(file, side, Files.readString(file));
        } catch (IOException e) {
            throw new TabulaException(file + ": cannot read " + side.id() + "'s move: " + e.getMessage());
        }
    }

    @Override
    public Move choose(GameState state) {
        Move move;
        try {
            move = state.definition().module().notation().parse(state, text);
        } catch (NotationException e) {
            throw new TabulaException(file + ": " + e.getMessage());
        }
        if (state.check(move) instanceof MoveCheck.Illegal illegal) {
            throw new TabulaException(file + ": " + side.id() + "'s move is not legal here: " + illegal.detail());
        }
        return move;
    }
}
