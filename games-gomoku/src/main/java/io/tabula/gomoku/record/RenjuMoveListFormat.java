package io.tabula.gomoku.record;

import io.tabula.core.GameDefinition;
import io.tabula.core.GameState;
import io.tabula.core.Move;
import io.tabula.core.RecordFormat;
import io.tabula.core.Side;
import io.tabula.core.TabulaException;
import io.tabula.record.GameRecord;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

/**
 * The renju move list ({@link RenjuMoveList}) as a record format, in files ending {@code .txt}:
 * the definition on the first line, so the file carries its rules, then the moves and opening
 * actions: {@code gomoku(variant=renju,...)} then {@code h8 h9 j10 swap i9 ...}. A list without
 * its definition cannot be read here (its rules are unknown); {@code RenjuMoveList.read(definition,
 * text)} reads it when the rules are known.
 */
public final class RenjuMoveListFormat implements RecordFormat {

    @Override
    public String name() {
        return "renju move list";
    }

    @Override
    public List<String> extensions() {
        return List.of("txt");
    }

    /** A text whose first word is a Gomoku definition. */
    @Override
    public boolean reads(String text) {
        String stripped = text.stripLeading();
        return stripped.toLowerCase(Locale.ROOT).startsWith("gomoku");
    }

    /** The one game of the text, played up to the first move that cannot be played. */
    @Override
    public List<Replay> replay(String source, String text) {
        GomokuReplay replay;
        try {
            replay = RenjuMoveList.read(text);
        } catch (GomokuRecordException e) {
            throw new TabulaException(source + ": " + e.getMessage(), e);
        }
        GameState last = replay.last();
        Optional<IllegalMove> illegal = replay.illegal().map(m -> new IllegalMove(m.line() + ":" + m.column(),
                m.moveNumber(), m.text(), m.reason(), m.detail()));
        return List.of(new Replay(replay.definition(), replay.start(), List.<Move>copyOf(replay.moves()),
                replay.moves().size(), last, List.of(), illegal, Optional.empty()));
    }

    /** Every Gomoku game from the empty board; a side's view is the whole game, as Gomoku hides nothing. */
    @Override
    public boolean writes(GameDefinition definition, boolean asView) {
        return definition.gameId().equals("gomoku");
    }

    /**
     * {@link RenjuMoveList#writeWithDefinition}, with a final line break.
     *
     * @throws TabulaException if the game starts from a set-up position, which a move list cannot say
     */
    @Override
    public String write(GameState start, List<? extends Move> moves, GameState end, Optional<Side> viewer) {
        try {
            return RenjuMoveList.writeWithDefinition(new GameRecord(start.definition(), start, List.<Move>copyOf(moves)))
                    + "\n";
        } catch (IllegalArgumentException e) {
            throw new TabulaException(e.getMessage(), e);
        }
    }
}
