package io.tabula.cli;

import com.google.common.base.Ticker;
import io.tabula.core.GameDefinition;
import io.tabula.core.Side;
import io.tabula.referee.Colours;
import io.tabula.referee.EngineLauncher;
import io.tabula.referee.GameResult;
import io.tabula.referee.Match;
import io.tabula.referee.PlayerSpec;
import io.tabula.referee.Referee;
import io.tabula.referee.Score;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Locale;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/**
 * {@code tabula match}: games between two players, built-in agents or external engines, judged
 * by the referee. Each result is printed as its game ends, with a progress line on standard
 * error; the summary follows. With {@code --out}, every game is saved as a JSON record and the
 * results as {@code results.csv} ({@link GameFolder}).
 */
@Command(name = "match", mixinStandardHelpOptions = true,
        description = {"Play a match between two players (built-in agents or external engines) with Tabula as the referee.",
            "Players: [NAME=]random[:SEED], [NAME=]mcts[:OPTIONS], [NAME=]ismcts[:OPTIONS], [NAME=]alphabeta[:OPTIONS] (OPTIONS like "
                + "iterations=500,exploration=1.0,time=2s,seed=3), [NAME=]gtp:COMMAND, [NAME=]gomocup:COMMAND "
                + "(COMMAND is the program and its arguments, separated by spaces).",
            "Clocks: none, absolute:10m, byoyomi:10m+5x30s, canadian:10m+25/5m, chinese:60m+3 (the count with 3 "
                + "reserve minutes), gomocup:5s/3m (timeout_turn/timeout_match), tc=40/60+0.5 (moves/seconds+increment), "
                + "st=2 (seconds a move).",
            "In an engine's COMMAND, {seed} stands for the game's seed."})
final class MatchCommand extends GamesAware {
    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    @Mixin
    GameChoice choice;

    @Option(names = "--first", required = true, paramLabel = "PLAYER", description = "the first player (the first side in odd games)")
    String first;

    @Option(names = "--second", required = true, paramLabel = "PLAYER", description = "the second player")
    String second;

    @Option(names = "--games", paramLabel = "N", defaultValue = "2", description = "games to play (default: ${DEFAULT-VALUE})")
    int games;

    @Option(names = "--colours", paramLabel = "COLOURS", defaultValue = "alternate",
            description = "who takes the first side (black): alternate (the first player in odd games), fixed (the "
                    + "first player in every game) or nigiri:SEED (a seeded nigiri decides game 1, then alternate) "
                    + "(default: ${DEFAULT-VALUE})")
    String colours;

    @Mixin
    RefereeOptions referee;

    @Option(names = "--out", paramLabel = "DIR", description = "save each game as DIR/game-N.json (and game-N.sgf where "
            + "the game has SGF) and the results as DIR/results.csv; a folder holding an earlier run's games is "
            + "refused unless --overwrite")
    Path out;

    @Override
    public Integer call() {
        GameDefinition definition = choice.definition(registry);
        Referee judge = referee.referee();
        List<PlayerSpec> given = referee.players(List.of(first, second));
        Match match = new Match(definition, given.get(0), given.get(1),
                referee.terms(definition, games, Colours.parse(colours)));
        match.checkPrograms(EngineLauncher.PROCESSES);
        referee.claim(out, false, "match");
        GameFolder results = out == null ? null : GameFolder.in(out, definition, registry);
        PrintWriter stdout = spec.commandLine().getOut();
        PrintWriter stderr = spec.commandLine().getErr();
        List<PlayerSpec> players = match.players();
        stdout.printf("%s: %s vs %s, %d game%s, clock %s, colours %s%n", definition.text(), players.get(0).name(),
                players.get(1).name(), games, games == 1 ? "" : "s", clocks(match), match.colours().text());
        if (match.colours() instanceof Colours.ByNigiri nigiri) {
            stdout.println(nigiriLine(nigiri, players, definition));
        }
        stdout.flush();
        Ticker wall = Ticker.systemTicker(); // for the progress line only; the referee's verdicts never read it
        long started = wall.read();
        Score score = match.play(judge, EngineLauncher.PROCESSES, (game, running) -> {
            stdout.println(describe(game.number(), game, definition));
            stdout.flush();
            if (results != null) {
                results.save(game.number(), game);
            }
            long seconds = Duration.ofNanos(wall.read() - started).toSeconds();
            stderr.printf("[%d/%d] %s %s - %s %s, %d draw%s, %d:%02d elapsed%n", running.games(), games,
                    players.get(0).name(), points(running.points()), points(running.reversed().points()),
                    players.get(1).name(), running.draws(), running.draws() == 1 ? "" : "s", seconds / 60, seconds % 60);
            stderr.flush();
        });
        summary(stdout, players.get(0), score);
        summary(stdout, players.get(1), score.reversed());
        if (results != null) {
            stdout.println("saved: " + out);
        }
        stdout.flush();
        return 0;
    }

    /** The clock, or each player's where one has its own: {@code gnugo tc=40/60, mcts st=2}. */
    static String clocks(Match match) {
        List<PlayerSpec> players = match.players();
        if (players.stream().allMatch(p -> p.clock().isEmpty())) {
            return match.clock().text();
        }
        return String.join(", ", players.stream().map(p -> p.name() + " " + match.clockOf(p).text()).toList());
    }

    /**
     * {@code nigiri: random-2 holds the stones, gnugo guesses; holder grabbed 17 stones (odd); guesser
     * said even: wrong, so holder takes black and starts}, with the first side's name for black.
     */
    static String nigiriLine(Colours.ByNigiri nigiri, List<PlayerSpec> players, GameDefinition definition) {
        String first = definition.type().sides().get(0).id();
        return "nigiri (seed " + nigiri.seed() + "): " + players.get(1).name() + " holds the stones, "
                + players.get(0).name() + " guesses; " + nigiri.draw().describe().replace("black", first)
                + ": " + players.get(nigiri.starter(1)).name() + " is " + first + " in game 1";
    }

    /** {@code game 1: gnugo (black) - random (white): gnugo wins; black wins (score)}. */
    static String describe(int number, Match.Game game, GameDefinition definition) {
        List<Side> sides = definition.type().sides();
        GameResult result = game.result();
        String verdict = game.winner().map(p -> p.name() + " wins").orElse("draw");
        String margin = game.info().filter(info -> info.margin().isPresent()).map(info -> " " + info.result()).orElse("");
        String disagreed = result.deadStones().filter(r -> r.disagreements().size() > 0)
                .map(r -> " [dead stones: " + String.join("; ", r.notes()) + "]").orElse("");
        return "game " + number + ": " + game.players().get(0).name() + " (" + sides.get(0).id() + ") - "
                + game.players().get(1).name() + " (" + sides.get(1).id() + "): " + verdict + "; " + result.reason()
                + margin + disagreed;
    }

    private static void summary(PrintWriter out, PlayerSpec player, Score score) {
        out.printf("%s: %d win%s, %d draw%s, %d loss%s, %s of %d points%n", player.name(), score.wins(),
                score.wins() == 1 ? "" : "s", score.draws(), score.draws() == 1 ? "" : "s", score.losses(),
                score.losses() == 1 ? "" : "es", points(score.points()), score.games());
    }

    static String points(double points) {
        return points == Math.rint(points) ? Long.toString((long) points) : String.format(Locale.ROOT, "%.1f", points);
    }
}
