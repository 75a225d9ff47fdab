package io.tabula.go.sgf;

import io.tabula.core.GameDefinition;
import io.tabula.core.GameState;
import io.tabula.core.Move;
import io.tabula.core.Side;
import io.tabula.go.rules.GoMove;
import io.tabula.go.rules.GoRules;
import io.tabula.go.rules.GoState;
import io.tabula.record.GameRecord;
import io.tabula.go.rules.GoOptions;
import io.tabula.sgf.SgfFormat;
import io.tabula.sgf.SgfNode;
import io.tabula.sgf.SgfWarning;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * SGF of Go ({@code GM[1]}, the default when a file names no game) as the Go module reads
 * it: a game tree's main line replayed through the rules its root names. A report keeps
 * only the replay's last position, so a file of many games holds one game's positions at a
 * time. It writes every Go game ({@link SgfGo#toTree(GameRecord, GoState)}).
 */
public final class GoSgfFormat implements SgfFormat {

    @Override
    public int gameNumber() {
        return 1;
    }

    @Override
    public GameDefinition definition(SgfNode root) {
        return SgfGo.definition(root);
    }

    /**
     * Every game of Go on a built-in board; a side's view is the whole game, as Go hides
     * nothing. Not a board of the user's, whose points SGF cannot name.
     */
    @Override
    public boolean writes(GameDefinition definition, boolean asView) {
        return definition.gameId().equals("go") && GoRules.of(definition).board().builtIn();
    }

    /** {@link SgfGo#toTree(GameRecord, GoState)}: the rules, the moves, the result and the agreed dead stones. */
    @Override
    public String write(GameState start, List<? extends Move> moves, GameState end, Optional<Side> viewer) {
        return SgfGo.toSgf(new GameRecord(start.definition(), start, List.<Move>copyOf(moves)), GoState.TYPE.state(end));
    }

    @Override
    public Replay replay(SgfNode root, List<SgfWarning> earlier) {
        return report(SgfGo.replay(root, earlier));
    }
    private static Replay report(SgfReplay replay) {
        int size = replay.definition().get(GoOptions.SIZE);
        SgfIllegalMove illegal = replay.illegal().orElse(null);
        List<Warning> warnings = new ArrayList<>();
        for (SgfWarning warning : replay.warnings()) {
            boolean theIllegalMove = illegal != null && warning.position().equals(illegal.position())
                    && warning.message().startsWith(illegal.describe(size));
            if (!theIllegalMove) { // the illegal move is reported once, as such
                warnings.add(new Warning(warning.position().toString(), warning.message()));
            }
        }
        int played = (int) replay.moves().stream().filter(m -> !(m instanceof GoMove.Resign)).count();
        GameState last = replay.last();
        Optional<IllegalMove> rejected = replay.illegal().map(m -> new IllegalMove(m.position().toString(),
                m.moveNumber(), m.colour().id() + " " + m.point(size) + " [" + m.value() + "]", m.reason(), m.detail()));
        return new Replay(replay.definition(), replay.start(), List.<Move>copyOf(replay.moves()), played, last,
                warnings, rejected,
                last.isOver() ? SgfGo.result(last) : Optional.empty());
    }
}
