package io.tabula.cli;

import io.tabula.agent.Agent;
import io.tabula.agent.AgentSpec;
import io.tabula.agent.RandomAgent;
import io.tabula.core.GameDefinition;
import io.tabula.core.GameState;
import io.tabula.core.Side;
import io.tabula.core.TabulaException;
import io.tabula.record.Match;
import io.tabula.record.Nigiri;
import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.SplittableRandom;
import java.util.stream.Collectors;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/**
 * {@code tabula play}: a game in the terminal. Humans type moves in the game's notation,
 * or {@code moves}, {@code undo}, {@code help}, {@code quit}; an illegal move gets the
 * rules' reason and the same prompt; the end of input ends the game cleanly.
 *
 * <p>Agents belong to <em>players</em>, not colours: player 0 (the first player, who
 * starts the game or its opening) and player 1. Under an opening protocol with swaps
 * (renju's RIF, Swap2, Taraguchi, ...) the colours change hands but each player keeps
 * their agent; the prompt goes to {@link GameState#playerToAct()}. The colour options
 * of earlier versions still work: {@code --black} and {@code --white} (and
 * {@code --player SIDE=...}) name the player who holds that colour at the start, so
 * {@code --black} is the first player.
 */
@Command(name = "play", mixinStandardHelpOptions = true, description = {
        "Play a game in the terminal, each player a human or an agent: random, or a search named as docs/AGENTS.md "
                + "says (mcts, ismcts, alphabeta, with options like mcts:iterations=500).",
        "Players, not colours, have agents: under an opening protocol with swaps the colours change hands "
                + "and each player keeps their agent.",
        "At the prompt: a move in the game's notation, or moves, random, undo, help, quit.",
        "After two passes in Go, the players agree on the dead stones: name a stone to mark its chain dead or alive "
                + "again, done to agree; the side to move agrees first, then the other."})
final class PlayCommand extends GamesAware {
    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    @Mixin
    GameChoice choice;

    @Option(names = "--first", paramLabel = "human|AGENT",
            description = "who is the first player (player 0: starts the game or its opening; tentative black)")
    String first;

    @Option(names = "--second", paramLabel = "human|AGENT", description = "who is the second player (player 1)")
    String second;

    @Option(names = "--black", paramLabel = "human|AGENT",
            description = "who is the player holding black at the start, i.e. the first player (Go, Gomoku); "
                    + "they keep their agent if colours are swapped")
    String black;

    @Option(names = "--white", paramLabel = "human|AGENT",
            description = "who is the player holding white at the start, i.e. the second player (Go, Gomoku)")
    String white;

    @Option(names = "--player", paramLabel = "SIDE=human|AGENT",
            description = "who is the player holding a side at the start, for any game (e.g. red=random); "
                    + "by default the first player is human and the others random")
    Map<String, String> players = new LinkedHashMap<>();

    @Option(names = "--players", paramLabel = "NAME=human|AGENT", split = ",",
            description = "two named players in order, e.g. ann=human,bob=random: the first is the first player, "
                    + "unless --nigiri decides")
    Map<String, String> named = new LinkedHashMap<>();

    @Option(names = "--nigiri", paramLabel = "SEED",
            description = "decide by nigiri (odd/even guess, seeded) which of the two listed players is the first "
                    + "player: the second listed holds the stones, the first listed guesses (default players A, B)")
    Long nigiri;

    @Option(names = "--seed", description = "seed of the random agents (default: ${DEFAULT-VALUE})", defaultValue = "1")
    long seed;

    @Option(names = "--deploy", paramLabel = "SIDE=random|hand|FILE",
            description = "how the player holding a side at the start makes its moves outside ordinary play (a "
                    + "Junqi deployment, an opening step): a random legal move, typed at the prompt, or the move "
                    + "written in FILE (a Junqi deployment: six rows or b1=F d1=M ...); by default as in play")
    Map<String, String> deployments = new LinkedHashMap<>();

    @Option(names = "--record", paramLabel = "FILE",
            description = "write the game to FILE after every move, in the format its ending names: .sgf (Go, "
                    + "Gomoku, Renju), .txt (the renju move list), .json (every game). A game that hides pieces "
                    + "(Junqi) is written per side, each file that side's view: game.json becomes game.red.json "
                    + "and game.blue.json")
    Path record;

    @Option(names = "--record-whole",
            description = "with --record, write a game that hides pieces whole, every piece shown, to FILE itself "
                    + "instead of one view per side")
    boolean recordWhole;

    /** What a human's {@code random} at the prompt draws from, split from {@code --seed} after the agents. */
    private SplittableRandom randomMoves;
    private java.io.InputStream input;

    @Override
    public void context(Tabula.Context context) {
        super.context(context);
        this.input = context.in();
    }

    @Override
    public Integer call() {
        GameDefinition definition = choice.definition(registry);
        PrintWriter out = spec.commandLine().getOut();
        GameState start = definition.newGame();
        Optional<RecordFiles> records = records(definition);
        Seats seats = seats(definition, start, out);
        // Written once before the game starts, so that a file that cannot be written stops it.
        records.ifPresent(files -> files.write(start, List.of(), start));
        records.ifPresent(files -> out.println("record: " + files.paths().stream().map(Path::toString)
                .collect(Collectors.joining(", "))));
        BufferedReader in = new BufferedReader(new InputStreamReader(input, StandardCharsets.UTF_8));
        // The agents move through the session, by player; the match only keeps the record.
        Match match = new Match(new io.tabula.record.GameRecord(definition, start, List.of()), Map.of());
        new PlaySession(definition, match, seats, randomMoves, in, out, records).run();
        return 0;
    }

    /** The files of {@code --record}, in a format the game writes. */
    private Optional<RecordFiles> records(GameDefinition definition) {
        if (record == null) {
            if (recordWhole) {
                throw new TabulaException("--record-whole needs --record FILE");
            }
            return Optional.empty();
        }
        return Optional.of(RecordFiles.choose(registry, definition, record, recordWhole));
    }

    private Seats seats(GameDefinition definition, GameState start, PrintWriter out) {
        List<Side> sides = definition.type().sides();
        int count = sides.size();
        String[] kinds = new String[count];
        String[] from = new String[count];
        List<String> names = new ArrayList<>();
        for (int i = 0; i < count; i++) {
            names.add(null);
        }
        boolean positional = first != null || second != null || black != null || white != null || !players.isEmpty();
        if (!named.isEmpty() || nigiri != null) {
            if (positional) {
                throw bad("--players and --nigiri name the players in order; do not combine them with "
                        + "--first, --second, --black, --white or --player");
            }
            if (count != 2) {
                throw bad("--players and --nigiri need a game of two players; " + definition.gameId() + " has "
                        + count);
            }
            Map<String, String> listed = named.isEmpty() ? defaultNamed() : named;
            if (listed.size() != 2) {
                throw bad("--players needs exactly two players, like ann=human,bob=random; got " + listed.keySet());
            }
            List<String> order = new ArrayList<>(listed.keySet());
            if (nigiri != null) {
                Nigiri draw = Nigiri.draw(nigiri);
                String guesser = order.get(0);
                String holder = order.get(1);
                order = draw.order(List.of(holder, guesser));
                out.println("nigiri (seed " + nigiri + "): " + holder + " holds the stones, " + guesser
                        + " guesses; " + draw.describe());
                out.println(order.get(0) + " is the first player, " + order.get(1) + " the second");
            }
            for (int p = 0; p < 2; p++) {
                names.set(p, order.get(p));
                assign(kinds, from, p, listed.get(order.get(p)), "--players " + order.get(p));
            }
        } else {
            assign(kinds, from, 0, first, "--first");
            assign(kinds, from, 1, second, "--second");
            if (black != null) {
                Side side = requireSide(definition, "black");
                assign(kinds, from, start.playerOf(side), black, "--black");
            }
            if (white != null) {
                Side side = requireSide(definition, "white");
                assign(kinds, from, start.playerOf(side), white, "--white");
            }
            for (Map.Entry<String, String> e : players.entrySet()) {
                Side side = requireSide(definition, e.getKey());
                assign(kinds, from, start.playerOf(side), e.getValue(), "--player " + e.getKey());
            }
        }
        List<Optional<Agent>> agents = new ArrayList<>();
        SplittableRandom seeds = new SplittableRandom(seed);
        for (int p = 0; p < count; p++) {
            String kind = kinds[p] == null ? (p == 0 ? "human" : "random") : kinds[p];
            switch (kind.toLowerCase(Locale.ROOT)) {
                case "human" -> agents.add(Optional.empty());
                case "random" -> agents.add(Optional.of(new RandomAgent(seeds.split())));
                default -> agents.add(Optional.of(searchAgent(definition, kind, seeds.nextLong(),
                        "the " + Seats.ordinal(p) + (from[p] == null ? "" : " (" + from[p] + ")"))));
            }
        }
        Map<Integer, Optional<Agent>> outsidePlay = new LinkedHashMap<>();
        for (Map.Entry<String, String> e : deployments.entrySet()) {
            Side side = requireSide(definition, e.getKey());
            int player = start.playerOf(side);
            outsidePlay.put(player, switch (e.getValue().toLowerCase(Locale.ROOT)) {
                case "hand" -> Optional.<Agent>empty();
                case "random" -> Optional.<Agent>of(new RandomAgent(seeds.split()));
                default -> Optional.<Agent>of(MoveFromFile.read(Path.of(e.getValue()), side));
            });
        }
        randomMoves = seeds.split();
        return new Seats(names, agents, outsidePlay);
    }

    /** A built-in search named as {@code docs/AGENTS.md} says ({@code mcts:iterations=500}), for {@code who}. */
    private Agent searchAgent(GameDefinition definition, String spec, long seed, String who) {
        try {
            return AgentSpec.parse(spec).create(definition, seed);
        } catch (IllegalArgumentException e) {
            throw bad(who + " must be human, random or a search agent (mcts, ismcts, alphabeta): " + e.getMessage());
        }
    }

    private static Map<String, String> defaultNamed() {
        Map<String, String> listed = new LinkedHashMap<>();
        listed.put("A", "human");
        listed.put("B", "random");
        return listed;
    }

    private void assign(String[] kinds, String[] from, int player, String kind, String option) {
        if (kind == null) {
            return;
        }
        if (player < 0 || player >= kinds.length) {
            throw bad(option + ": this game has no " + Seats.ordinal(player));
        }
        if (kinds[player] != null && !kinds[player].equalsIgnoreCase(kind)) {
            throw bad(option + " and " + from[player] + " both choose the " + Seats.ordinal(player) + ": '"
                    + kind + "' or '" + kinds[player] + "'?");
        }
        kinds[player] = kind;
        from[player] = option;
    }

    private CommandLine.ParameterException bad(String message) {
        return new CommandLine.ParameterException(spec.commandLine(), message);
    }

    private Side requireSide(GameDefinition definition, String sideId) {
        return definition.type().side(sideId).orElseThrow(() -> bad(definition.gameId() + " has no side '"
                + sideId + "'; sides: " + definition.type().sides().stream().map(Side::id)
                .collect(Collectors.joining(", "))));
    }
}
