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
    private final int[] stock = new int[2];    // stones left to place, black, white (games with stocks)
    private final int[] onBoard = new int[2];  // stones on the board, black, white
    private boolean replacing;                 // the side to move replaces an enemy stone (games with stocks)
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
                onBoard[cells[p] - 1]++;
            }
        }
    }

    /**
     * Sets the stocks of a game with stocks ({@link StoneStocks}): the stones each side has
     * left, and whether the side to move is to replace an enemy stone. Call it before
     * {@link #judgeSetUp}.
     */
    void stocks(int black, int white, boolean replacing) {
        stock[0] = black;
        stock[1] = white;
        this.replacing = replacing;
    }

    RowBoard copy() {
        RowBoard copy = new RowBoard(rules, type, cells.clone(), side, turnNumber, moveInTurn, ply, captures[0],
                captures[1]);
        copy.outcome = outcome;
        copy.stocks(stock[0], stock[1], replacing);
        return copy;
    }

    /**
     * Judges a set-up position: a colour with a winning row, or with the captures that win,
     * has won; both at once is no position of a game.
     *
     * @throws IllegalArgumentException when both colours have won
     */
    void judgeSetUp() {
        if (rules.stocks() != null) {
            judgeStocksSetUp();
            return;
        }
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
     * Judges a set-up position of a game with stocks: rows on the board win nothing (they
     * earned their replacements when they were made); a side whose stock is empty has won,
     * and that can only be the side that moved last, so not the side to move; a full board
     * with no replacement due is a draw.
     *
     * @throws IllegalArgumentException when the side to move has no stones left, a replacement
     *         is due with no enemy stone to replace, or the stocks do not fit the stones on
     *         the board (a side's stock and stones on the board are its whole set when
     *         replaced stones return, at most that when they leave the game)
     */
    private void judgeStocksSetUp() {
        StoneStocks stocks = rules.stocks();
        for (int s = 0; s < 2; s++) {
            int set = stock[s] + onBoard[s];
            if (set > stocks.stones() || stocks.returnReplaced() && set != stocks.stones()) {
                throw new IllegalArgumentException(type.side(s).id() + " has " + stock[s] + " stones left and "
                        + onBoard[s] + " on the board, which is not " + (stocks.returnReplaced() ? "" : "at most ")
                        + "its set of " + stocks.stones());
            }
        }
        if (stock[side] == 0) {
            throw new IllegalArgumentException(type.side(side).id() + " is to move with no stones left to place");
        }
        if (replacing && onBoard[1 - side] == 0) {
            throw new IllegalArgumentException("a replacement is due but " + type.side(1 - side).id()
                    + " has no stone on the board");
        }
        outcome = stock[1 - side] == 0 ? Outcome.win(type.side(1 - side), RowOutcome.STOCK_EMPTY)
                : empty == 0 && !replacing ? Outcome.draw(RowOutcome.BOARD_FULL) : Outcome.ONGOING;
    }

    /**
     * Why {@code point} takes no stone of the side to move, or null when it does: it is
     * empty and the tournament opening allows it, or, when a replacement is due, it holds
     * an enemy stone. Whether the game is still on is the caller's question.
     */
    IllegalReason foul(int point) {
        if (replacing) {
            return cells[point] == Stone.EMPTY ? RowIllegal.REPLACE_EMPTY_POINT
                    : cells[point] == Stone.ofSide(side) ? RowIllegal.REPLACE_OWN_STONE : null;
        }
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
        if (rules.stocks() != null) {
            placeFromStock(point);
            return 0;
        }
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

    /**
     * A move of a game with stocks, each a turn of its own: a stone from the mover's stock
     * goes on empty {@code point}, or, when a replacement is due, on {@code point}'s enemy
     * stone, which goes back to its owner's stock or out of the game. An empty stock wins;
     * a new winning row (by the replacing stone only under {@code chain}) makes a
     * replacement due when the enemy has a stone to replace, and the same side moves again;
     * otherwise a full board is a draw.
     */
    private void placeFromStock(int point) {
        StoneStocks stocks = rules.stocks();
        byte colour = Stone.ofSide(side);
        boolean replacement = replacing;
        if (replacement) {
            stonesHash ^= rules.zobrist().piece(point, 1 - side);
            onBoard[1 - side]--;
            if (stocks.returnReplaced()) {
                stock[1 - side]++;
            }
        } else {
            empty--;
        }
        cells[point] = colour;
        stonesHash ^= rules.zobrist().piece(point, side);
        onBoard[side]++;
        stock[side]--;
        ply++;
        turnNumber++;
        replacing = false;
        if (stock[side] == 0) {
            outcome = Outcome.win(type.side(side), RowOutcome.STOCK_EMPTY);
        } else if ((!replacement || stocks.chain()) && onBoard[1 - side] > 0 && rules.row().wins(cells, point, colour)) {
            replacing = true;
            return;
        } else if (empty == 0) {
            outcome = Outcome.draw(RowOutcome.BOARD_FULL);
        }
        side = 1 - side;
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
                ^ (rules.restricts(side, ply) ? rules.openingKey() : 0L)
                ^ (rules.stocks() == null ? 0L : rules.stockKey(0, stock[0]) ^ rules.stockKey(1, stock[1])
                        ^ (replacing ? rules.replacingKey() : 0L));
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

    /** The stones {@code s} has left to place (games with stocks). */
    int stock(int s) {
        return stock[s];
    }

    /** The stones of {@code s} on the board. */
    int onBoard(int s) {
        return onBoard[s];
    }

    /** Whether the side to move is to replace an enemy stone (games with stocks). */
    boolean replacing() {
        return replacing;
    }
}
