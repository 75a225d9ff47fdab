package io.tabula.gomoku.kinarow;

import io.tabula.core.GameDefinition;
import io.tabula.core.StateType;
import io.tabula.core.TabulaException;
import io.tabula.core.TypedStateCodec;
import io.tabula.stones.StoneMove;
import io.tabula.stones.rows.RowCodec;
import io.tabula.stones.rows.RowGame;
import io.tabula.stones.rows.RowState;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.function.Function;

/**
 * The snapshot format of Connect6, Pente and five-replaces ({@link RowSnapshot}, black's and
 * white's counts as fields of their own), which their records have been written in since
 * the games came: the row kit's own snapshot ({@link io.tabula.stones.rows.RowSnapshot},
 * counts per side) with the two sides' counts spelt out, read and written through the kit's
 * codec, which checks the restored outcome against the board.
 */
public final class RowStateCodec extends TypedStateCodec<RowState, RowSnapshot> {
    private final RowCodec kit;
    private final Function<GameDefinition, RowGame> games;

    public RowStateCodec(StateType<RowState, StoneMove> type, Function<GameDefinition, RowGame> games) {
        super(type);
        this.kit = new RowCodec(type, games);
        this.games = games;
    }

    @Override
    public Class<RowSnapshot> snapshotType() {
        return RowSnapshot.class;
    }

    @Override
    protected RowSnapshot snapshotOf(RowState state) {
        io.tabula.stones.rows.RowSnapshot s = kit.snapshot(state);
        return new RowSnapshot(s.board(), s.toMove(), s.turn(), s.moveInTurn(), s.ply(), s.captures().getOrDefault(
                "black", 0), s.captures().getOrDefault("white", 0), s.stones().getOrDefault("black", 0),
                s.stones().getOrDefault("white", 0), s.replacing(), s.status(), s.winner(), s.reason());
    }

    @Override
    public RowState restore(GameDefinition definition, RowSnapshot s) {
        RowGame game = games.apply(definition);
        Map<String, Integer> captures = counts(game.captures(), s.blackCaptures(), s.whiteCaptures());
        Map<String, Integer> stones = counts(game.blocks().stocks() != null, s.blackStones(), s.whiteStones());
        if (!game.captures() && s.blackCaptures() + s.whiteCaptures() > 0) {
            throw new TabulaException("state: ply and captures must be whole numbers from 0, and 0 captures in a game "
                    + "without them");
        }
        if (game.blocks().stocks() == null && (s.blackStones() != 0 || s.whiteStones() != 0 || s.replacing())) {
            throw new TabulaException("state: a game without stocks has 0 stones left and no replacement");
        }
        return kit.restore(definition, new io.tabula.stones.rows.RowSnapshot(s.board(), s.toMove(), s.turn(),
                s.moveInTurn(), s.ply(), 0, captures, stones, s.replacing(), s.status(), s.winner(), s.reason()));
    }

    /** Black's and white's counts, when the game keeps them; none otherwise. */
    private static Map<String, Integer> counts(boolean kept, int black, int white) {
        Map<String, Integer> out = new LinkedHashMap<>();
        if (kept) {
            out.put("black", black);
            out.put("white", white);
        }
        return out;
    }
}
