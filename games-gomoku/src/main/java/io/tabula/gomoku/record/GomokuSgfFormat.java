package io.tabula.gomoku.record;

import io.tabula.core.GameDefinition;
import io.tabula.core.GameState;
import io.tabula.core.Move;
import io.tabula.core.Side;
import io.tabula.record.GameRecord;
import io.tabula.sgf.SgfFormat;
import io.tabula.sgf.SgfNode;
import io.tabula.sgf.SgfWarning;
import java.util.List;
import java.util.Optional;

/**
 * SGF of Gomoku and Renju ({@code GM[4]}) as the Gomoku module reads it: a game tree's main
 * line played through the rules its root names ({@link GomokuSgf}), opening actions
 * included; the report keeps the last position only. It writes every Gomoku game
 * ({@link GomokuSgf#write(GameRecord)}).
 */
public final class GomokuSgfFormat implements SgfFormat {

    @Override
    public int gameNumber() {
        return 4;
    }

    @Override
    public GameDefinition definition(SgfNode root) {
        return GomokuSgf.definition(root);
    }

    /** Every Gomoku and Renju game; a side's view is the whole game, as Gomoku hides nothing. */
    @Override
    public boolean writes(GameDefinition definition, boolean asView) {
        return definition.gameId().equals("gomoku");
    }

    /** {@link GomokuSgf#write(GameRecord)}: the rules, the moves and opening actions, the result. */
    @Override
    public String write(GameState start, List<? extends Move> moves, GameState end, Optional<Side> viewer) {
        return GomokuSgf.write(new GameRecord(start.definition(), start, List.<Move>copyOf(moves)));
    }

    @Override
    public Replay replay(SgfNode root, List<SgfWarning> earlier) {
        GomokuReplay replay = GomokuSgf.replay(root, earlier);
        GameState last = replay.last();
        Optional<IllegalMove> illegal = replay.illegal().map(m -> new IllegalMove(m.line() + ":" + m.column(),
                m.moveNumber(), m.text(), m.reason(), m.detail()));
        String stop = illegal.map(IllegalMove::where).orElse(null);
        List<Warning> warnings = replay.warnings().stream()
                .filter(w -> !w.position().toString().equals(stop)) // the illegal move is reported once, as such
                .map(w -> new Warning(w.position().toString(), w.message())).toList();
        return new Replay(replay.definition(), replay.start(), List.<Move>copyOf(replay.moves()), replay.moves().size(),
                last, warnings, illegal,
                last.isOver() ? GomokuSgf.result(last) : Optional.empty());
    }
}
