package io.tabula.gomoku.protocol;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.tabula.core.EngineCommand;
import io.tabula.core.EngineTime;
import io.tabula.core.GameDefinition;
import io.tabula.core.GameState;
import io.tabula.core.Move;
import io.tabula.core.NotationException;
import io.tabula.gomoku.GomokuModule;
import io.tabula.gomoku.rules.GomokuMove;
import io.tabula.options.OptionException;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** The words a referee sends a Gomocup brain, and how it reads the brain's stones. */
class GomocupDialectTest {
    private final GomocupDialect dialect = new GomocupDialect();
    private final GomokuModule module = new GomokuModule();
    private final GameDefinition freestyle = module.define("freestyle", Map.of());
    private final EngineTime clock = new EngineTime(true, Duration.ofMinutes(3), Duration.ZERO, 0, Duration.ofMinutes(2),
            0, Duration.ofSeconds(5), Duration.ofMinutes(2));

    private static List<String> lines(List<EngineCommand> commands) {
        return commands.stream().map(EngineCommand::line).toList();
    }

    @Test
    void newGame_startsTheBoard_andTellsTheRuleAndTimes() {
        assertEquals(List.of("START 15", "INFO rule 0", "INFO timeout_turn 5000", "INFO timeout_match 180000"),
                lines(dialect.newGame(freestyle, clock)));
        assertEquals("INFO rule 1", lines(dialect.newGame(module.define("standard", Map.of()), clock)).get(1));
    }

    @Test
    void moveRequest_beginsOrTurns_orSendsTheBoardWhenMoreThanOneStoneIsNew() {
        GameState start = freestyle.newGame();
        assertEquals(List.of("INFO timeout_turn 5000", "INFO time_left 120000", "BEGIN"),
                lines(dialect.moveRequest(start, List.of(), clock)));
        Move first = dialect.readMove(start, "7,7");
        Move second = dialect.readMove(start, "0,14");
        GameState two = start.apply(first).apply(second);
        assertEquals("TURN 0,14", lines(dialect.moveRequest(two, List.of(second), clock)).get(2));
        List<String> board = lines(dialect.moveRequest(two, List.of(first, second), clock));
        assertEquals(List.of("BOARD", "7,7,1", "0,14,2", "DONE"), board.subList(2, board.size()),
                "black's stone first, though white's a1 comes first on the board");
    }

    /**
     * Rapfi reads BOARD's lines as the moves in the order played, its first line black's: sent
     * a white stone first (the board's order: a1 before h8) it takes its own stones for the
     * other colour. The lines go black, white, black, ..., each colour's stones in the board's
     * order, the rest of the colour that has more after.
     */
    @Test
    void board_listsTheStonesBlackFirst_andTheColoursAlternating() {
        GameState start = module.define("freestyle", Map.of("pass", "true")).newGame();
        List<Move> moves = List.of(dialect.readMove(start, "7,7"), dialect.readMove(start, "0,14"),
                dialect.readMove(start, "8,7"), dialect.readMove(start, "1,14"), GomokuMove.PASS,
                dialect.readMove(start, "9,7"));
        GameState state = start;
        for (Move move : moves) {
            state = state.apply(move);
        }
        List<String> board = lines(dialect.moveRequest(state, moves, clock));
        assertEquals(List.of("BOARD", "7,7,1", "0,14,2", "8,7,1", "1,14,2", "9,7,2", "DONE"), board.subList(2, board.size()),
                "black passed once, so white has a stone more; black to move, its stones its own (1)");
    }

    @Test
    void readMove_readsXyFromTheTopLeft_andRefusesWhatIsNoPoint() {
        GameState start = freestyle.newGame();
        assertEquals(new GomokuMove.Place(0), dialect.readMove(start, "0,14"), "x,y counts rows from the top");
        NotationException e = assertThrows(NotationException.class, () -> dialect.readMove(start, "15,0"));
        assertTrue(e.getMessage().contains("off the 15x15 board"), e.getMessage());
        assertThrows(NotationException.class, () -> dialect.readMove(start, "seven"));
    }

    @Test
    void openingProtocolsButSwap2_andClaims_areRefusedNamingTheOption() {
        OptionException opening = assertThrows(OptionException.class,
                () -> dialect.newGame(module.define("renju", Map.of()).with(Map.of("opening", "rif")), clock));
        assertTrue(opening.getMessage().startsWith("option 'opening'") && opening.getMessage().contains("swap2"),
                opening.getMessage());
        assertEquals("START 15", dialect.newGame(module.define("renju", Map.of()).with(Map.of("opening", "swap2")),
                clock).get(0).line(), "Swap2 has SWAP2BOARD");
        OptionException claim = assertThrows(OptionException.class, () -> dialect.newGame(
                module.define("renju", Map.of("opening", "free", "forbiddenMoves", "claim")), clock));
        assertTrue(claim.getMessage().startsWith("option 'forbiddenMoves'"), claim.getMessage());
    }
}
