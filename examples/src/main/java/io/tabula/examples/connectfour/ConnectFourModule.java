package io.tabula.examples.connectfour;

import io.tabula.core.*;
import io.tabula.options.*;
import java.util.*;

/**
 * Connect Four, the tutorial game: four in a row wins ({@code four}); a full board is a draw ({@code board-full}).
 * META-INF/services names this class, and through it the framework finds the rest. A move is its column
 * letter; as that notation is two methods, the module is its own notation.
 */
public final class ConnectFourModule implements GameModule, Notation {
    static final IntOption COLUMNS = new IntOption("columns", "Number of columns, a to j at most.", 7, 4, 10);
    static final IntOption ROWS = new IntOption("rows", "Number of rows, the height of a column.", 6, 4, 10);
    static final GameType TYPE = new GameType("connect-four", "Connect Four",
            List.of(new Side(0, "red"), new Side(1, "yellow")), Set.of(Capability.UNDO));
    private static final OptionSchema OPTIONS = new OptionSchema(List.of(COLUMNS, ROWS),
            List.of(Variant.of("standard", "7 columns by 6 rows; red moves first.")));
    private final ConnectFourDiagrams diagrams = new ConnectFourDiagrams();

    static String letter(int column) { return String.valueOf((char) ('a' + column)); }

    @Override
    public GameState newGame(GameDefinition definition) {
        return new ConnectFourState(definition, ".".repeat(definition.get(COLUMNS) * definition.get(ROWS)), 0);
    }

    @Override
    public Move parse(GameState state, String text) {
        String t = text.trim().toLowerCase(Locale.ROOT);
        int column = t.length() == 1 ? t.charAt(0) - 'a' : -1;
        if (column < 0 || column >= state.definition().get(COLUMNS)) {
            throw new NotationException("'" + text.trim() + "' is not a column of this board");
        }
        return new ConnectFourState.Drop(column);
    }

    @Override public GameType type() { return TYPE; }
    @Override public OptionSchema options() { return OPTIONS; }
    @Override public Notation notation() { return this; }
    @Override public String format(GameState state, Move move) { return letter(((ConnectFourState.Drop) move).column()); }
    @Override public BoardDiagrams diagrams() { return diagrams; }
    @Override public StateCodec<?> stateCodec() { return diagrams; }
    @Override public List<String> bundledCaseFiles() { return List.of("conformance/connectfour.json"); }
    @Override public String notationHelp() { return "Moves: a column letter, like d; the piece drops to the bottom."; }
}
