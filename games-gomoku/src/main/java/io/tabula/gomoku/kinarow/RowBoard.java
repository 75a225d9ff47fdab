package io.tabula.gomoku.kinarow;

import io.tabula.core.CommonReason;
import io.tabula.core.GameType;
import io.tabula.core.IllegalReason;
import io.tabula.core.Outcome;
import io.tabula.gomoku.rules.Stone;

/**
 * The rules kernel of the k-in-a-row games: one mutable position, on which a state plays
 * each move (copy, then {@link #place}) and the sampler a whole game in place. A stone goes
 * down, captures what it flanks (when the rules capture), and is judged for a winning row,
 * for the captures that win, and for a full board; then the turn moves on by the
 * {@link io.tabula.core.TurnPlan}.
 */
final class RowBoard {
    private final RowRules rules;
    private final GameType type;
    final byte[] cells;
    private final int[] captures = new int[2]; // pairs captured by black, white
    private int side;
    private int turnNumber;
    private int moveInTurn;
    private int movesInTurn; // of turn turnNumber, by the turn plan
    private int ply;
    private int empty;
    private long stonesHash;
    private Outcome outcome = Outcome.ONGOING;

    /**
     * The position of {@code cells} with {@code side} at move {@code moveInTurn} (from 0) of
     * turn {@code turnNumber}, {@code ply} moves played, the pairs captured so far; the
     * outcome is ongoing until {@link #judgeSetUp} or a move says otherwise.
     */
    RowBoard(RowRules rules, GameType type, byte[] cells, int side, int turnNumber, int moveInTurn, int ply,
            int blackCaptures, int whiteCaptures) {
        this.rules = rules;
        this.type = type;
        this.cells = cells;
        this.side = side;
        this.turnNumber = turnNumber;
        this.moveInTurn = moveInTurn;
        this.movesInTurn = rules.plan().movesIn(turnNumber);
        this.ply = ply;
        this.captures[0] = blackCaptures;
        this.captures[1] = whiteCaptures;
        for (int p = 0; p < cells.length; p++) {
            if (cells[p] == Stone.EMPTY) {
                empty++;
            } else {
                stonesHash ^= rules.zobrist().piece(p, cells[p] - 1);
            }
        }
    }

    RowBoard copy() {
        RowBoard copy = new RowBoard(rules, type, cells.clone(), side, turnNumber, moveInTurn, ply, captures[0],
                captures[1]);
        copy.outcome = outcome;
        return copy;
    }

    /**
     * Judges a set-up position: a colour with a winning row, or with the captures that win,
     * has won; both at once is no position of a game.
     *
     * @throws IllegalArgumentException when both colours have won
     */
    void judgeSetUp() {
        boolean[] won = new boolean[2];
        Outcome[] outcomes = new Outcome[2];
        for (int s = 0; s < 2; s++) {
            if (rules.row().anywhere(cells, Stone.ofSide(s))) {
                won[s] = true;
                outcomes[s] = Outcome.win(type.side(s), RowOutcome.ROW);
            } else if (rules.captures() && captures[s] >= rules.capturesToWin()) {
                won[s] = true;
                outcomes[s] = Outcome.win(type.side(s), RowOutcome.CAPTURES);
            }
        }
        if (won[0] && won[1]) {
            throw new IllegalArgumentException("both black and white have won; no game gets there");
        }
        outcome = won[0] ? outcomes[0] : won[1] ? outcomes[1]
                : empty == 0 ? Outcome.draw(RowOutcome.BOARD_FULL) : Outcome.ONGOING;
    }

    /**
     * Why {@code point} takes no stone of the side to move, or null when it does: it is
     * empty and the tournament opening allows it. Whether the game is still on is the
     * caller's question.
     */
    IllegalReason foul(int point) {
        if (cells[point] != Stone.EMPTY) {
            return CommonReason.OCCUPIED;
        }
        return rules.openingFoul(side, ply, point);
    }

    /**
     * Places a stone of the side to move on empty {@code point}, which the caller has
     * checked, removes the pairs it captures (writing their points into {@code removed},
     * which holds {@link PairCapture#MOST_FREED}), judges the outcome and moves the turn on.
     *
     * @return how many points {@code removed} now lists
     */
    int place(int point, int[] removed) {
        byte colour = Stone.ofSide(side);
        cells[point] = colour;
        stonesHash ^= rules.zobrist().piece(point, side);
        empty--;
        ply++;
        int freed = rules.captures() ? capturePairs(point, colour, removed) : 0;
        if (rules.row().wins(cells, point, colour)) {
            outcome = Outcome.win(type.side(side), RowOutcome.ROW);
        } else if (rules.captures() && captures[side] >= rules.capturesToWin()) {
            outcome = Outcome.win(type.side(side), RowOutcome.CAPTURES);
        } else if (empty == 0) {
            outcome = Outcome.draw(RowOutcome.BOARD_FULL);
        }
        if (moveInTurn + 1 < movesInTurn) {
            moveInTurn++;
        } else {
            turnNumber++;
            movesInTurn = rules.plan().movesIn(turnNumber);
            moveInTurn = 0;
            side = 1 - side;
        }
        return freed;
    }

    /** Takes off what the stone on {@code point} captures, keeping the hash, the count and the pairs in step. */
    private int capturePairs(int point, byte colour, int[] removed) {
        int freed = rules.pairCapture().capture(cells, point, colour, removed);
        for (int k = 0; k < freed; k++) {
            stonesHash ^= rules.zobrist().piece(removed[k], 1 - side);
        }
        empty += freed;
        captures[side] += freed / 2;
        return freed;
    }

    /** Everything that decides legal moves and outcomes, as one Zobrist hash. */
    long hash() {
        return stonesHash ^ rules.zobrist().side(side) ^ rules.moveInTurnKey(moveInTurn)
                ^ rules.captureKey(0, captures[0]) ^ rules.captureKey(1, captures[1])
                ^ (rules.restricts(side, ply) ? rules.openingKey() : 0L);
    }

    RowRules rules() {
        return rules;
    }

    int side() {
        return side;
    }

    int turnNumber() {
        return turnNumber;
    }

    int moveInTurn() {
        return moveInTurn;
    }

    int ply() {
        return ply;
    }

    int empty() {
        return empty;
    }

    int captures(int s) {
        return captures[s];
    }

    Outcome outcome() {
        return outcome;
    }
}
