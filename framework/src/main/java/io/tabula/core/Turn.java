package io.tabula.core;

/**
 * Where play stands in the game's turns: a turn is one player's, and may hold several
 * moves (Connect6 places two stones a turn); see {@link TurnPlan}.
 *
 * @param number the turn's number, from 1
 * @param player the player whose turn it is
 * @param move   which of the turn's moves comes next, from 0
 * @param moves  how many moves the turn holds
 */
public record Turn(int number, int player, int move, int moves) {
    public Turn {
        if (number < 1 || player < 0 || moves < 1 || move < 0 || move >= moves) {
            throw new IllegalArgumentException("not a turn: number " + number + ", player " + player + ", move "
                    + move + " of " + moves);
        }
    }

    /** Whether the next move is the turn's last, after which another player's turn begins. */
    public boolean lastMove() {
        return move == moves - 1;
    }
}
