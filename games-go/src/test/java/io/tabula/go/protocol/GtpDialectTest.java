package io.tabula.go.protocol;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.tabula.core.EngineCommand;
import io.tabula.core.EngineTime;
import io.tabula.core.Expressible;
import io.tabula.core.GameDefinition;
import io.tabula.core.GameState;
import io.tabula.core.Move;
import io.tabula.core.NotationException;
import io.tabula.go.GoModule;
import io.tabula.go.rules.GoMove;
import io.tabula.options.OptionException;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** The words a referee sends a GTP engine of Go, and how it reads the engine's moves. */
class GtpDialectTest {
    private final GtpDialect dialect = new GtpDialect();
    private final GameDefinition go9 = new GoModule().defaultDefinition().with(Map.of("size", "9", "komi", "6.5"));
    private final EngineTime clock = new EngineTime(true, Duration.ofMinutes(10), Duration.ofSeconds(30), 5,
            Duration.ofSeconds(25), 3, Duration.ofSeconds(25), Duration.ofSeconds(25));

    private static List<String> lines(List<EngineCommand> commands) {
        return commands.stream().map(EngineCommand::line).toList();
    }

    @Test
    void newGame_setsTheBoardKomiAndClock_timeSettingsOptional() {
        List<EngineCommand> commands = dialect.newGame(go9, clock);
        assertEquals(List.of("boardsize 9", "clear_board", "komi 6.5", "time_settings 600 30 5"), lines(commands));
        assertEquals(EngineCommand.Reply.OPTIONAL, commands.get(3).reply());
        assertEquals("time_settings 0 1 0", lines(dialect.newGame(go9, EngineTime.unlimited(Duration.ofSeconds(5)))).get(3));
    }

    @Test
    void boardsThatAreNotSquare_areRefusedByTheDialectAndTheEngine() {
        for (String topology : List.of("torus", "hex")) {
            GameDefinition other = go9.with(Map.of("topology", topology));
            OptionException e = assertThrows(OptionException.class, () -> dialect.newGame(other, clock));
            assertEquals("option 'topology': GTP plays square boards only, not topology=" + topology, e.getMessage());
            assertEquals("GTP's boards are square, not " + topology,
                    ((Expressible.Unsayable<?>) dialect.setUp(other, other.newGame(), List.of())).why());
            assertThrows(OptionException.class, () -> new GoGtp(other, 1));
        }
    }

    @Test
    void moveRequest_playsTheUnseenMovesInTheirColours_thenAsks() {
        GameState state = go9.newGame();
        List<Move> moves = List.of(dialect.readMove(state, "E5"), GoMove.PASS, dialect.readMove(state, "c3"));
        for (Move move : moves) {
            state = state.apply(move);
        }
        assertEquals(List.of("play B E5", "play W pass", "play B C3", "time_left W 25 3", "genmove W"),
                lines(dialect.moveRequest(state, moves, clock)));
        assertEquals(List.of("play B C3", "genmove W"),
                lines(dialect.moveRequest(state, moves.subList(2, 3), EngineTime.unlimited(Duration.ofSeconds(5)))));
    }

    @Test
    void readMove_readsVerticesPassAndResign_andRefusesWhatIsNoMove() {
        GameState state = go9.newGame();
        assertEquals(GoMove.RESIGN, dialect.readMove(state, "resign"));
        assertEquals(GoMove.PASS, dialect.readMove(state, "PASS"));
        assertThrows(NotationException.class, () -> dialect.readMove(state, "Z99"));
    }

    @Test
    void handicapGames_areRefusedNamingTheOption() {
        OptionException e = assertThrows(OptionException.class,
                () -> dialect.newGame(go9.with(Map.of("handicap", "2")), clock));
        assertEquals("option 'handicap': a referee plays GTP engines on even games only, not handicap 2", e.getMessage());
    }
}
