package io.tabula.gomoku.protocol;

import io.tabula.protocol.LineEngine;
import io.tabula.protocol.ProtocolError;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;

/**
 * The lines of {@code SWAP2BOARD} until {@code DONE}: one {@code x,y} stone a line, black,
 * white, black, white, black; a count of stones other than 0, 3 or 5 is refused at
 * {@code DONE}, else the stones go to the session, which answers.
 */
final class Swap2Block extends GomocupBlock {
    private final Coordinates coordinates;
    private final Function<List<Integer>, String> answer;
    private final List<Integer> stones = new ArrayList<>();

    /** @param answer the session's answer to the stones given, in order */
    Swap2Block(LineEngine engine, Coordinates coordinates, Function<List<Integer>, String> answer) {
        super("SWAP2BOARD", engine);
        this.coordinates = coordinates;
        this.answer = answer;
    }

    @Override
    void take(String line, String where) {
        int p = coordinates.point(line, where);
        if (stones.contains(p)) {
            throw new ProtocolError(ProtocolError.Basic.ILLEGAL_MOVE, where + ": " + coordinates.of(p) + " is occupied");
        }
        stones.add(p);
    }

    @Override
    String finish() {
        int count = stones.size();
        if (count != 0 && count != 3 && count != 5) {
            throw new ProtocolError(ProtocolError.Basic.SYNTAX, "SWAP2BOARD takes 0, 3 or 5 stones, not " + count);
        }
        return answer.apply(List.copyOf(stones));
    }
}
