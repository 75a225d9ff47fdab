package io.tabula.gomoku.protocol;

import io.tabula.gomoku.rules.Stone;
import io.tabula.protocol.LineEngine;
import io.tabula.protocol.ProtocolError;

/**
 * The lines {@code x,y,field} of {@code BOARD} (then the brain moves and answers) or
 * {@code YXBOARD} (it does not), until {@code DONE}: field 1 the brain's stone, 2 the
 * opponent's, 3 a continuous-game stone. At {@code DONE} the brain's colour is white if it
 * has fewer stones than the opponent, else black, and the board goes to the session.
 */
final class BoardBlock extends GomocupBlock {

    /** What the session does with a whole board: plays on it ({@code BOARD}) or takes it ({@code YXBOARD}). */
    @FunctionalInterface
    interface Taker {
        /** @return the answer, or null for none */
        String take(byte[] board, byte own);
    }

    private final boolean answers;
    private final Coordinates coordinates;
    private final Taker taker;
    private final byte[] fields;

    /**
     * @param answers whether the command answers ({@code BOARD}) or not ({@code YXBOARD})
     */
    BoardBlock(boolean answers, LineEngine engine, Coordinates coordinates, Taker taker) {
        super(answers ? "BOARD" : "YXBOARD", engine);
        this.answers = answers;
        this.coordinates = coordinates;
        this.taker = taker;
        this.fields = new byte[coordinates.size() * coordinates.size()];
    }

    @Override
    void take(String line, String where) {
        long[] f = Coordinates.numbers(line, 3, where);
        int p = coordinates.point(f[0], f[1], where, line.substring(0, line.lastIndexOf(',')).strip());
        if (f[2] < 1 || f[2] > 3) {
            throw new ProtocolError(ProtocolError.Basic.SYNTAX, where + ": field " + f[2] + " is not 1, 2 or 3");
        }
        if (fields[p] != 0) {
            throw new ProtocolError(ProtocolError.Basic.ILLEGAL_MOVE, where + ": " + coordinates.of(p) + " is given twice");
        }
        fields[p] = (byte) f[2];
    }

    @Override
    String finish() {
        int mine = 0;
        int theirs = 0;
        for (byte f : fields) {
            mine += f == 1 ? 1 : 0;
            theirs += f == 2 ? 1 : 0;
        }
        byte own = mine < theirs ? Stone.WHITE : Stone.BLACK;
        byte[] board = new byte[fields.length];
        for (int p = 0; p < board.length; p++) {
            board[p] = switch (fields[p]) {
                case 1 -> own;
                case 2 -> GomocupPosition.opponent(own);
                case 3 -> GomocupPosition.NEUTRAL;
                default -> Stone.EMPTY;
            };
        }
        return taker.take(board, own);
    }

    /** BOARD answers the refusal as an ERROR; YXBOARD, which has no answer, as a MESSAGE a manager only shows. */
    @Override
    String refusal(ProtocolError reason) {
        if (answers) {
            throw reason;
        }
        return "MESSAGE " + reason.getMessage();
    }
}
