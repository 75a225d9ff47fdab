package io.tabula.referee;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import com.google.common.testing.FakeTicker;
import io.tabula.agent.Deadline;
import io.tabula.core.EngineCommand;
import io.tabula.core.GameDefinition;
import io.tabula.core.GameRegistry;
import io.tabula.core.RecordFormat;
import io.tabula.protocol.EngineConversation;
import io.tabula.protocol.EngineFault;
import io.tabula.protocol.LineChannel;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/**
 * The referee's winner is GNU Go's: GNU Go level 1 against {@code mcts:iterations=300} on 9x9
 * under Chinese rules, each game saved as SGF and scored by GNU Go's own {@code final_score}
 * ({@code --chinese-rules}, {@code loadsgf}). Counted with every stone alive, GNU Go's passes
 * with dead stones on the board gave the wrong side the win in 3 of 8 such games; the dead
 * stones settled by the referee give GNU Go's winner. Skipped when GNU Go is absent.
 */
class GnuGoScoreAgreementTest {
    private static final Path GNUGO = Path.of("/usr/games/gnugo");

    @Test
    @Timeout(value = 300, unit = TimeUnit.SECONDS)
    void everyGamesWinner_isTheOneGnuGosFinalScoreGives(@TempDir Path dir) throws IOException, EngineFault {
        assumeTrue(Files.isExecutable(GNUGO), "GNU Go is not installed at " + GNUGO + "; skipped");
        GameDefinition go9 = GameRegistry.installed().module("go").define("chinese", Map.of("size", "9"));
        Match match = new Match(go9, PlayerSpec.parse("gnugo=gtp:" + GNUGO + " --mode gtp --level 1 --seed {seed}"),
                PlayerSpec.parse("mcts:iterations=300"), 4, Clocks.parse("none"));
        List<Match.Game> games = new ArrayList<>();
        match.play(new Referee(new FakeTicker(), Duration.ofSeconds(60)), EngineLauncher.PROCESSES,
                (game, score) -> games.add(game));
        RecordFormat sgf = go9.module().recordFormats().stream().filter(f -> f.extensions().contains("sgf")).findFirst()
                .orElseThrow();
        for (Match.Game game : games) {
            GameResult result = game.result();
            assertEquals(GameResult.Ending.RULES, result.ending(), result.reason());
            Path file = dir.resolve("game-" + game.number() + ".sgf");
            Files.writeString(file, sgf.write(result.record().start(), result.record().moves(), result.end(),
                    Optional.empty()));
            String gnuGo = finalScore(file);
            String ours = GameInfos.of(match, game).result();
            assertEquals(gnuGo.substring(0, 1), ours.substring(0, 1), "game " + game.number() + ": GNU Go scores "
                    + gnuGo + ", the referee " + ours + " (" + result.deadStones().map(DeadStoneRuling::notes)
                    .orElse(List.of()) + ")");
        }
    }

    /** GNU Go's {@code final_score} of the game in {@code file}, under Chinese rules. */
    private static String finalScore(Path file) throws EngineFault {
        try (LineChannel channel = LineChannel.start(List.of(GNUGO.toString(), "--mode", "gtp", "--chinese-rules"))) {
            EngineConversation gtp = EngineConversation.of("gtp", channel);
            Deadline deadline = Deadline.fromNow(Duration.ofSeconds(60));
            gtp.exchange(List.of(EngineCommand.required("loadsgf " + file)), deadline);
            String score = gtp.exchange(List.of(EngineCommand.required("final_score")), deadline);
            assertTrue(score.matches("[BW]\\+[0-9.]+"), score);
            return score;
        }
    }
}
