package io.tabula.core;

/** Illegal-move reasons that every kind of game meets. */
public enum CommonReason implements IllegalReason {
    GAME_OVER("the game is over"),
    OFF_BOARD("the point is not on the board"),
    OCCUPIED("the point is occupied"),
    NOT_YOUR_TURN("it is not that side's turn"),
    WRONG_PHASE("that kind of move is not allowed in this phase of the game"),
    NOT_A_MOVE_OF_THIS_GAME("that is not a move of this game"),
    UNREADABLE("the move could not be read");

    private final String description;

    CommonReason(String description) {
        this.description = description;
    }

    @Override
    public String describe() {
        return description;
    }
}
