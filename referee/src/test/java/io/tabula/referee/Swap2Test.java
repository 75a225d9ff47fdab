package io.tabula.referee;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.common.testing.FakeTicker;
import io.tabula.core.GameDefinition;
import io.tabula.core.GameRegistry;
import io.tabula.core.Move;
import io.tabula.core.ProtocolSession;
import io.tabula.protocol.EngineChannel;
import io.tabula.protocol.LineChannel;
import io.tabula.referee.FakeEngine.Launcher;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.OutputStreamWriter;
import java.io.PipedInputStream;
import java.io.PipedOutputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.function.Function;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * The Swap2 opening refereed between Gomocup brains over {@code SWAP2BOARD}: each of the
 * responder's three answers and the opener's two choices, judged by the rules' Swap2 steps, with
 * scripted brains; then whole games with Tabula's own brain ({@code tabula gomocup}) on both
 * seats, in this process.
 */
class Swap2Test {
    private static final GameRegistry GAMES = GameRegistry.installed();

    private static GameDefinition swap2() {
        return GAMES.module("gomoku").define("freestyle", Map.of("opening", "swap2"));
    }

    /**
     * A brain answering each SWAP2BOARD with the next of {@code swap2}, and BEGIN, TURN and BOARD
     * with the next of {@code moves}.
     */
    private static Function<String, List<String>> brain(List<String> swap2, String... moves) {
        Iterator<String> answers = swap2.iterator();
        Iterator<String> next = List.of(moves).iterator();
        boolean[] inSwap2 = {false};
        return line -> {
            String command = line.split(" ")[0];
            if (command.equals("SWAP2BOARD")) {
                inSwap2[0] = true;
                return List.of();
            }
            if (command.equals("DONE") && inSwap2[0]) {
                inSwap2[0] = false;
                return List.of(answers.next());
            }
            return switch (command) {
                case "START" -> List.of("OK");
                case "BEGIN", "TURN", "DONE" -> List.of(next.next());
                default -> List.of();
            };
        };
    }

    private static Match.Game play(Function<String, List<String>> opener, Function<String, List<String>> responder) {
        Launcher launcher = new Launcher(Map.of("opener", () -> opener, "responder", () -> responder));
        Match match = new Match(swap2(), PlayerSpec.parse("gomocup:opener"), PlayerSpec.parse("gomocup:responder"), 1,
                Clocks.parse("gomocup:5s"));
        List<Match.Game> games = new ArrayList<>();
        match.play(new Referee(new FakeTicker(), Duration.ofSeconds(10)), launcher, (game, score) -> games.add(game));
        return games.get(0);
    }

    private static List<String> moves(Match.Game game) {
        List<String> out = new ArrayList<>();
        var states = game.result().record().states();
        List<Move> moves = game.result().record().moves();
        for (int i = 0; i < moves.size(); i++) {
            out.add(swap2().module().notation().format(states.get(i), moves.get(i)));
        }
        return out;
    }

    @Test
    void theResponderSwaps_andTakesBlack() {
        // the opener's stones h8 i8 h9 (7,7 8,7 7,6); the responder, now black, waits; the opener, white, plays 4
        Match.Game game = play(brain(List.of("7,7 8,7 7,6"), "0,0", "0,1", "0,2", "0,3", "0,4"),
                brain(List.of("SWAP"), "7,5", "7,4", "7,3", "7,9"));
        assertEquals(List.of("h8", "i8", "h9", "swap", "a15"), moves(game).subList(0, 5));
        assertEquals(GameResult.Ending.RULES, game.result().ending(), game.result().reason());
        assertEquals("responder", game.winner().orElseThrow().name(), "black's five down column h: " + game.result().reason());
        assertEquals("responder", GameInfos.of(matchOf(), game).players().get("black"));
    }

    private static Match matchOf() {
        return new Match(swap2(), PlayerSpec.parse("gomocup:opener"), PlayerSpec.parse("gomocup:responder"), 1,
                Clocks.parse("gomocup:5s"));
    }

    @Test
    void theResponderStaysWhite_withOneStone() {
        Match.Game game = play(brain(List.of("7,7 8,7 7,6"), "7,5", "7,4", "7,3"),
                brain(List.of("0,0"), "0,1", "0,2", "0,3", "0,4"));
        assertEquals(List.of("h8", "i8", "h9", "a15", "h10"), moves(game).subList(0, 5));
        assertEquals("opener", game.winner().orElseThrow().name(), game.result().reason());
    }

    @Test
    void theResponderBalances_andTheOpenerKeepsBlackOrTakesWhite() {
        Match.Game kept = play(brain(List.of("7,7 8,7 7,6", "SWAP"), "7,4", "7,3"),
                brain(List.of("0,0 7,5"), "0,1", "0,2", "0,3", "0,4"));
        assertEquals(List.of("h8", "i8", "h9", "balance a15 h10", "keep", "a14"), moves(kept).subList(0, 6));
        assertEquals("opener", kept.winner().orElseThrow().name(), kept.result().reason());

        Match.Game swapped = play(brain(List.of("7,7 8,7 7,6", "0,1"), "0,2", "0,3", "0,4", "0,5"),
                brain(List.of("0,0 7,5"), "7,4", "7,3"));
        assertEquals(List.of("h8", "i8", "h9", "balance a15 h10", "swap", "a14"), moves(swapped).subList(0, 6));
        assertEquals("responder", swapped.winner().orElseThrow().name(), "now black: " + swapped.result().reason());
    }

    @Test
    void anAnswerTheStepDoesNotAllow_isAProtocolError() {
        Match.Game game = play(brain(List.of("7,7 8,7")), brain(List.of()));
        assertEquals(GameResult.Ending.PROTOCOL_ERROR, game.result().ending());
        assertTrue(game.result().reason().contains("three stones"), game.result().reason());
    }

    /**
     * Rapfi, the reference Gomocup peer, reads each stone of {@code SWAP2BOARD} as {@code BOARD}
     * writes it, {@code x,y,field} (1 the brain's own, 2 its opponent's); sent bare {@code x,y} it
     * drops every stone as an error and answers an empty board's three stones again, a protocol
     * error at white 4. A program named rapfi is told the stones its way ({@code auto}), any other
     * by {@code --engine-rules NAME=rapfi}; the spec's bare stones stay the default.
     */
    @Test
    void rapfisStyle_sendsSwap2StonesWithTheirFields_andTheOpeningIsPlayedThrough() {
        List<String> openerSent = new ArrayList<>();
        List<String> responderSent = new ArrayList<>();
        Launcher launcher = new Launcher(Map.of(
                "/opt/pbrain-rapfi", () -> recording(openerSent, brain(List.of("7,7 8,7 7,6", "SWAP"), "7,4", "7,3")),
                "other", () -> recording(responderSent, brain(List.of("0,0 7,5"), "0,1", "0,2", "0,3", "0,4"))));
        Match match = new Match(swap2(), PlayerSpec.parse("gomocup:/opt/pbrain-rapfi"),
                PlayerSpec.parse("gomocup:other").withRules("rapfi"), 1, Clocks.parse("gomocup:5s"));
        List<Match.Game> games = new ArrayList<>();
        match.play(new Referee(new FakeTicker(), Duration.ofSeconds(10)), launcher, (game, score) -> games.add(game));
        Match.Game game = games.get(0);
        assertEquals(List.of("h8", "i8", "h9", "balance a15 h10", "keep", "a14"), moves(game).subList(0, 6));
        assertEquals("pbrain-rapfi", game.winner().orElseThrow().name(), game.result().reason());
        // the responder, white at w4, owns white's i8; the opener, black at the choice, owns black's stones
        assertEquals(List.of("SWAP2BOARD", "7,7,2", "8,7,1", "7,6,2", "DONE"), swap2Board(responderSent));
        List<String> choice = swap2Board(openerSent.subList(openerSent.indexOf("DONE") + 1, openerSent.size()));
        assertEquals(List.of("SWAP2BOARD", "7,7,1", "8,7,2", "7,6,1", "0,0,2", "7,5,1", "DONE"), choice);

        List<String> bare = new ArrayList<>();
        Launcher plain = new Launcher(Map.of("opener", () -> brain(List.of("7,7 8,7 7,6", "SWAP"), "7,4", "7,3"),
                "responder", () -> recording(bare, brain(List.of("0,0 7,5"), "0,1", "0,2", "0,3", "0,4"))));
        new Match(swap2(), PlayerSpec.parse("gomocup:opener"), PlayerSpec.parse("gomocup:responder"), 1,
                Clocks.parse("gomocup:5s")).play(new Referee(new FakeTicker(), Duration.ofSeconds(10)), plain,
                        (g, score) -> { });
        assertEquals(List.of("SWAP2BOARD", "7,7", "8,7", "7,6", "DONE"), swap2Board(bare), "the spec's stones otherwise");
    }

    /** {@code script}, recording each line it is sent into {@code sent}. */
    private static Function<String, List<String>> recording(List<String> sent, Function<String, List<String>> script) {
        return line -> {
            sent.add(line);
            return script.apply(line);
        };
    }

    /** The first SWAP2BOARD command in {@code sent}, through its DONE. */
    private static List<String> swap2Board(List<String> sent) {
        int from = sent.indexOf("SWAP2BOARD");
        return sent.subList(from, sent.subList(from, sent.size()).indexOf("DONE") + from + 1);
    }

    /** Tabula's own brain on both seats, in this process over pipes: the opening and the game judged to their end. */
    @Test
    @Timeout(value = 120, unit = TimeUnit.SECONDS)
    void tabulasOwnBrain_playsSwap2GamesToAJudgedEnd() {
        ProtocolSession.Factory factory = GAMES.module("gomoku").protocols().get("gomocup");
        EngineLauncher inProcess = command -> session(factory.open(swap2().with(Map.of("opening", "free")), Long.parseLong(command.get(1))));
        Match match = new Match(swap2(), PlayerSpec.parse("a=gomocup:brain 1"), PlayerSpec.parse("b=gomocup:brain 2"), 2,
                Clocks.parse("gomocup:200ms"));
        List<Match.Game> games = new ArrayList<>();
        match.play(new Referee(new FakeTicker(), Duration.ofSeconds(30)), inProcess, (game, score) -> games.add(game));
        for (Match.Game game : games) {
            assertEquals(GameResult.Ending.RULES, game.result().ending(), game.result().reason());
            List<String> moves = moves(game);
            assertTrue(moves.size() >= 5, moves.toString());
            String fourth = moves.get(3);
            assertTrue(fourth.equals("swap") || fourth.startsWith("balance") || fourth.matches("[a-p][0-9]+"), fourth);
        }
    }

    /** A channel to {@code session} running on a thread of its own. */
    private static EngineChannel session(ProtocolSession session) {
        try {
            PipedInputStream toEngine = new PipedInputStream(1 << 16);
            PipedOutputStream toEngineWriter = new PipedOutputStream(toEngine);
            PipedInputStream fromEngine = new PipedInputStream(1 << 16);
            PipedOutputStream fromEngineWriter = new PipedOutputStream(fromEngine);
            Thread thread = new Thread(() -> {
                try (OutputStreamWriter out = new OutputStreamWriter(fromEngineWriter, StandardCharsets.UTF_8)) {
                    session.run(new InputStreamReader(toEngine, StandardCharsets.UTF_8), out);
                } catch (IOException e) {
                    // the referee closed the pipe: the game is over
                }
            }, "brain");
            thread.setDaemon(true);
            thread.start();
            return LineChannel.over("brain", fromEngine, toEngineWriter);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
