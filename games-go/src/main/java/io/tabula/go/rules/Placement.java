package io.tabula.go.rules;

import io.tabula.topology.Grid;

/**
 * What placing one stone does to a board: the opponent's chains left without liberties
 * are removed first, then the mover's own chain is judged (removed if suicide is allowed,
 * illegal otherwise). Works on a copy; the board given is not changed.
 *
 * @param cells     the board after the move, or null when the move is suicide and suicide is not allowed
 * @param boardHash the Zobrist hash of those cells
 * @param captured  opponent stones removed
 * @param suicided  own stones removed by an allowed suicide
 * @param koPoint   the point of a single stone just captured by a single stone that now stands
 *                  in atari, which the opponent may not retake at once; -1 if none
 */
record Placement(byte[] cells, long boardHash, int captured, int suicided, int koPoint) {

    boolean isSuicideRejected() {
        return cells == null;
    }

    static Placement play(GoRules rules, byte[] before, long boardHash, int point, byte colour) {
        Grid grid = rules.grid();
        Chains chains = new Chains(grid);
        byte[] cells = before.clone();
        cells[point] = colour;
        long hash = boardHash ^ rules.stoneKey(point, colour);
        byte opponent = Stones.opponent(colour);
        int captured = 0;
        int lastCaptured = -1;
        for (int next : grid.orthogonalNeighbours(point)) {
            if (cells[next] == opponent && !chains.collect(cells, next)) {
                for (int i = 0; i < chains.length(); i++) {
                    int stone = chains.stone(i);
                    cells[stone] = Stones.EMPTY;
                    hash ^= rules.stoneKey(stone, opponent);
                }
                captured += chains.length();
                lastCaptured = chains.stone(0);
            }
        }
        int suicided = 0;
        if (captured == 0 && !chains.collect(cells, point)) {
            if (!rules.suicideAllowed()) {
                return new Placement(null, boardHash, 0, 0, -1);
            }
            for (int i = 0; i < chains.length(); i++) {
                int stone = chains.stone(i);
                cells[stone] = Stones.EMPTY;
                hash ^= rules.stoneKey(stone, colour);
            }
            suicided = chains.length();
        }
        int koPoint = -1;
        if (captured == 1 && chains.liberties(cells, point) == 1 && chains.length() == 1) {
            koPoint = lastCaptured;
        }
        return new Placement(cells, hash, captured, suicided, koPoint);
    }
}
