package io.tabula.stones.rows;

import io.tabula.core.Capability;
import io.tabula.core.GameDefinition;
import io.tabula.core.GameType;
import io.tabula.core.Side;
import io.tabula.options.Choice;
import io.tabula.options.EnumOption;
import io.tabula.options.IntOption;
import io.tabula.options.OptionSchema;
import io.tabula.options.Variant;
import io.tabula.topology.Grid;
import io.tabula.topology.HexBoard;
import io.tabula.topology.Topology;
import io.tabula.topology.Torus;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * A game of one's own on the row kit, as a user would write it: Gomoku for three players
 * (black, white, red in turn), exactly {@code k} in a row wins, on a square board, a torus or
 * a hex board, with Keryo-Pente's captures of pairs and triples as an option. Its rules are
 * the blocks it chooses; everything else comes from {@link RowGameModule}.
 */
final class ThreeGomokuModule extends RowGameModule {
    enum Board implements Choice {
        SQUARE, TORUS, HEX;

        @Override
        public String id() {
            return name().toLowerCase(java.util.Locale.ROOT);
        }

        Topology of(int size) {
            return switch (this) {
                case SQUARE -> Grid.square(size);
                case TORUS -> Torus.square(size);
                case HEX -> new HexBoard(size);
            };
        }
    }

    static final IntOption SIZE = new IntOption("size", "side of the board", 9, 5, 19);
    static final IntOption K = new IntOption("k", "the length of a winning row", 4, 3, 6);
    static final EnumOption<Board> BOARD = new EnumOption<>("board", "square, torus or hex", Board.class, Board.SQUARE);
    static final IntOption CAPTURES = new IntOption("captures",
            "stones captured (pairs and triples) that win; 0 for a game without captures", 0, 0, 30);

    static final GameType TYPE = new GameType("three-gomoku", "Gomoku for three", List.of(new Side(0, "black"),
            new Side(1, "white"), new Side(2, "red")), Set.of(Capability.UNDO),
            List.of(RowOutcome.ROW, RowOutcome.CAPTURES, RowOutcome.BOARD_FULL));

    ThreeGomokuModule() {
        super(TYPE, new OptionSchema(List.of(SIZE, K, BOARD, CAPTURES), List.of(
                Variant.of("standard", "9x9, exactly four in a row"),
                new Variant("torus", "9x9 torus", Map.of("board", "torus")),
                new Variant("hex", "hex 7, exactly four", Map.of("board", "hex", "size", "7")),
                new Variant("keryo", "7x7, captures of pairs and triples, 6 stones win",
                        Map.of("size", "7", "captures", "6")))), Set.of("captures"));
    }

    @Override
    protected RowGame rulesFor(GameDefinition d) {
        RowRules.Builder blocks = RowRules.builder(d.get(BOARD).of(d.get(SIZE)), TYPE.sides())
                .row(RowRule.exactly(d.get(K)));
        if (d.get(CAPTURES) > 0) {
            blocks.capture(new CustodianCapture(2, 3), d.get(CAPTURES));
        }
        return RowGame.of(d, blocks.build());
    }
}
