package io.tabula.cli;

import com.google.common.base.Ticker;
import io.tabula.core.GameDefinition;
import io.tabula.core.TabulaException;
import io.tabula.referee.Clock;
import io.tabula.referee.MatchTerms;
import io.tabula.referee.Colours;
import io.tabula.referee.EngineLauncher;
import io.tabula.referee.Knockout;
import io.tabula.referee.Match;
import io.tabula.referee.PlayerSpec;
import io.tabula.referee.Referee;
import io.tabula.referee.RoundRobin;
import io.tabula.referee.Standings;
import io.tabula.referee.Swiss;
import io.tabula.referee.Tournament;
import io.tabula.referee.TournamentStopped;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/**
 * {@code tabula tournament}: a round robin (the default), a Swiss or a knockout between players,
 * each pairing a match with colours as --colours says. Each result is printed as its game ends, with a progress line on standard error;
 * the standings (points, then Sonneborn-Berger, or Buchholz in a Swiss, with an Elo estimate) and the cross table follow.
 * With {@code --out}, every game is saved as in {@code tabula match}, and the standings as
 * {@code standings.csv} and {@code standings.json}.
 */
@Command(name = "tournament", mixinStandardHelpOptions = true,
        description = {"Play a round-robin, Swiss or knockout tournament between players (built-in agents or external engines) with Tabula "
                + "as the referee.", "Players and clocks are written as for `tabula match`."})
final class TournamentCommand extends GamesAware {
    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    @Mixin
    GameChoice choice;

    @Option(names = "--player", required = true, paramLabel = "PLAYER",
            description = "a player: [NAME=]random[:SEED], [NAME=]mcts[:OPTIONS], [NAME=]ismcts[:OPTIONS], [NAME=]alphabeta[:OPTIONS], [NAME=]gtp:COMMAND or "
                    + "[NAME=]gomocup:COMMAND; give it once per player")
    List<String> players = new ArrayList<>();

    @Option(names = "--format", paramLabel = "FORMAT", defaultValue = "round-robin",
            description = "round-robin (every player meets every other), swiss (--rounds rounds of players with equal "
                    + "or near scores who have not met) or knockout (the entry order is the seeding; byes to the top "
                    + "seeds; a tie goes to sudden death) (default: ${DEFAULT-VALUE})")
    String format;

    @Option(names = "--rounds", paramLabel = "N", description = "the rounds of a Swiss tournament")
    Integer rounds;

    @Option(names = "--games", paramLabel = "N", defaultValue = "2",
            description = "games per pairing; 2 with alternating colours is a double round robin (default: ${DEFAULT-VALUE})")
    int games;

    @Option(names = "--colours", paramLabel = "COLOURS", defaultValue = "alternate",
            description = "who takes the first side (black) in a pairing's games: alternate (the player entered or "
                    + "seeded earlier in odd games), fixed (that player in every game) or nigiri:SEED (a nigiri for "
                    + "each pairing, drawn from the seed, decides its game 1, then alternate); a Swiss balances "
                    + "colours itself (default: ${DEFAULT-VALUE})")
    String colours;

    @Mixin
    RefereeOptions referee;

    @Option(names = "--out", paramLabel = "DIR",
            description = "save each game as DIR/game-N.json (and game-N.sgf where the game has SGF), the results as "
                    + "DIR/results.csv, the standings as DIR/standings.csv and DIR/standings.json, the settings as "
                    + "DIR/tournament.json; a folder holding an earlier run's games is refused unless --resume or "
                    + "--overwrite")
    Path out;

    @Option(names = "--concurrency", paramLabel = "N", defaultValue = "1",
            description = "games played at once; the games and standings are those of one at a time "
                    + "(default: ${DEFAULT-VALUE})")
    int concurrency;

    @Option(names = "--resume",
            description = "go on with the tournament saved in --out DIR, run with the same settings: the games "
                    + "saved there are not played again")
    boolean resume;

    @Option(names = "--stop-after", paramLabel = "N",
            description = "start no game after the N-th of this run (the games under way are finished); --resume "
                    + "goes on later")
    Integer stopAfter;

    @Override
    public Integer call() {
        GameDefinition definition = choice.definition(registry);
        Referee judge = referee.referee();
        Clock each = referee.clock();
        List<PlayerSpec> entrants = referee.players(players);
        Colours seating = Colours.parse(colours);
        MatchTerms terms = referee.terms(definition, games, seating);
        Tournament tournament = switch (format) {
            case "round-robin" -> {
                if (rounds != null) {
                    throw new TabulaException("--rounds is for --format swiss; a round robin plays every pairing");
                }
                yield new RoundRobin(definition, entrants, terms);
            }
            case "swiss" -> {
                if (rounds == null) {
                    throw new TabulaException("a Swiss tournament needs --rounds N");
                }
                if (!(seating instanceof Colours.Alternate)) {
                    throw new TabulaException("--colours " + seating.text() + ": a Swiss tournament gives each player "
                            + "the colour it has had less of; leave --colours out");
                }
                yield new Swiss(definition, entrants, rounds, terms);
            }
            case "knockout" -> {
                if (rounds != null) {
                    throw new TabulaException("--rounds is for --format swiss; a knockout plays until one player is left");
                }
                yield new Knockout(definition, entrants, terms);
            }
            default -> throw new TabulaException("--format '" + format + "': write round-robin, swiss or knockout");
        };
        if (concurrency < 1) {
            throw new TabulaException("--concurrency must be at least 1, not " + concurrency);
        }
        if (stopAfter != null && stopAfter < 1) {
            throw new TabulaException("--stop-after must be at least 1, not " + stopAfter);
        }
        if (resume && referee.overwrite) {
            throw new TabulaException("--resume goes on with the games saved in --out, --overwrite replaces them: "
                    + "give one");
        }
        tournament.checkPrograms(EngineLauncher.PROCESSES);
        referee.claim(out, resume, "tournament");
        TournamentSettings settings = new TournamentSettings(definition.text(), format, rounds, games,
                seating.text(), each.text(), referee.answerLimitText(), players, referee.settings());
        GameFolder folder = null;
        Map<Integer, Match.Game> saved = Map.of();
        if (resume) {
            if (out == null) {
                throw new TabulaException("--resume needs --out DIR, the folder of the tournament to go on with");
            }
            settings.check(out);
            GameFolder.Resumed resumed = GameFolder.resume(out, definition, entrants, registry);
            folder = resumed.folder();
            saved = resumed.games();
        } else if (out != null) {
            folder = GameFolder.in(out, definition, registry);
            settings.write(out);
        }
        PrintWriter stdout = spec.commandLine().getOut();
        PrintWriter stderr = spec.commandLine().getErr();
        String kind = tournament instanceof Swiss swiss
                ? "Swiss of " + swiss.rounds() + " round" + (swiss.rounds() == 1 ? "" : "s")
                : tournament instanceof Knockout ? "knockout" : "round robin";
        stdout.printf("%s: %s, %d players, %d game%s a pairing, %d games%s, clock %s, colours %s%n", definition.text(),
                kind, tournament.players().size(), games, games == 1 ? "" : "s", tournament.games(),
                tournament instanceof Knockout ? " and any tie-breaks" : "", each.text(), seating.text());
        stdout.flush();
        Ticker wall = Ticker.systemTicker(); // for the progress line only; the referee's verdicts never read it
        long started = wall.read();
        int[] begun = {0}; // games this run has started
        Tournament.Run run = new Tournament.Run(concurrency, saved,
                () -> stopAfter != null && begun[0]++ >= stopAfter);
        GameFolder saving = folder;
        Standings standings;
        try {
            standings = tournament.play(judge, EngineLauncher.PROCESSES,
                new Tournament.Listener() {
                    @Override
                    public void gameOver(int number, Match.Game game, Standings running) {
                        stdout.println(MatchCommand.describe(number, game, definition));
                        stdout.flush();
                        if (saving != null) {
                            saving.save(number, game);
                        }
                        Standings.Standing leader = running.ranked().get(0);
                        long seconds = Duration.ofNanos(wall.read() - started).toSeconds();
                        stderr.printf("[%d/%d] leader %s with %s point%s, %d:%02d elapsed%n", number, tournament.games(),
                                leader.name(), MatchCommand.points(leader.points()), leader.points() == 1 ? "" : "s",
                                seconds / 60, seconds % 60);
                        stderr.flush();
                    }

                    @Override
                    public void resumed(int number, Match.Game game, Standings running) {
                        stdout.println(MatchCommand.describe(number, game, definition) + " (saved)");
                        stdout.flush();
                    }

                    @Override
                    public void bye(int round, String player) {
                        stdout.printf("round %d: %s has a bye (%s)%n", round, player, tournament instanceof Knockout
                                ? "through without a game" : "its game" + (games == 1 ? "" : "s") + " counted as won");
                        stdout.flush();
                    }

                    @Override
                    public void wentThrough(int round, String winner, String loser, String how) {
                        stdout.printf("round %d: %s beats %s %s%n", round, winner, loser, how);
                        stdout.flush();
                    }

                    @Override
                    public void won(String player) {
                        stdout.println("winner: " + player);
                        stdout.flush();
                    }
                }, run);
        } catch (TournamentStopped stopped) {
            stdout.println("stopped after " + stopped.games() + " of " + tournament.games() + " games"
                    + (out == null ? "" : "; go on with the same command and --resume"));
            stdout.flush();
            return 0;
        }
        StandingsReport report = new StandingsReport(standings);
        stdout.print(report.table());
        stdout.print(report.crossTable());
        if (folder != null) {
            folder.write("standings.csv", report.csv());
            folder.write("standings.json", report.json());
            stdout.println("saved: " + out);
        }
        stdout.flush();
        return 0;
    }
}
