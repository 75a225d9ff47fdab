package io.tabula.cli;

import io.tabula.agent.Agent;
import io.tabula.agent.RandomAgent;
import io.tabula.core.GameDefinition;
import io.tabula.core.GameModule;
import io.tabula.core.GameRegistry;
import io.tabula.core.GameState;
import io.tabula.core.IllegalMoveException;
import io.tabula.core.LargeMoveList;
import io.tabula.core.Move;
import io.tabula.core.NotationException;
import io.tabula.core.Side;
import io.tabula.record.Match;
import io.tabula.record.Nigiri;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.PrintWriter;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.SplittableRandom;
import java.util.concurrent.Callable;
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
        "Play a game in the terminal, each player a human or the random agent.",
        "Players, not colours, have agents: under an opening protocol with swaps the colours change hands "
                + "and each player keeps their agent.",
        "At the prompt: a move in the game's notation, or moves, undo, help, quit."})
final class PlayCommand implements Callable<Integer>, Tabula.ContextAware {
    /** Legal-move lists longer than this are summarised, never printed. */
    static final int MOVES_SHOWN = 40;
    /** During an opening, legal-move lists up to this long are shown before the prompt. */
    static final int CHOICES_SHOWN = 12;

    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    @Mixin
    GameChoice choice;

    @Option(names = "--first", paramLabel = "human|random",
            description = "who is the first player (player 0: starts the game or its opening; tentative black)")
    String first;

    @Option(names = "--second", paramLabel = "human|random", description = "who is the second player (player 1)")
    String second;

    @Option(names = "--black", paramLabel = "human|random",
            description = "who is the player holding black at the start, i.e. the first player (Go, Gomoku); "
                    + "they keep their agent if colours are swapped")
    String black;

    @Option(names = "--white", paramLabel = "human|random",
            description = "who is the player holding white at the start, i.e. the second player (Go, Gomoku)")
    String white;

    @Option(names = "--player", paramLabel = "SIDE=human|random",
            description = "who is the player holding a side at the start, for any game (e.g. red=random); "
                    + "by default the first player is human and the others random")
    Map<String, String> players = new LinkedHashMap<>();

    @Option(names = "--players", paramLabel = "NAME=human|random", split = ",",
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
            description = "Junqi: how a side deploys: at random (default), typed at the prompt, or from a file")
    Map<String, String> deployments = new LinkedHashMap<>();

    private GameRegistry registry;
    private java.io.InputStream input;

    @Override
    public void context(Tabula.Context context) {
        this.registry = context.registry();
        this.input = context.in();
    }

    @Override
    public Integer call() {
        GameDefinition definition = choice.definition(registry);
        PrintWriter out = spec.commandLine().getOut();
        GameState start = definition.newGame();
        Seats seats = seats(definition, start, out);
        BufferedReader in = new BufferedReader(new InputStreamReader(input, StandardCharsets.UTF_8));
        if (!deployments.isEmpty()) {
            if (!definition.gameId().equals("junqi")) {
                throw new CommandLine.ParameterException(spec.commandLine(), "--deploy is for junqi only");
            }
            for (String sideId : deployments.keySet()) {
                requireSide(definition, sideId);
            }
            Optional<GameState> deployed = JunqiDeployments.start(definition, deployments, seed, in, out);
            if (deployed.isEmpty()) {
                out.println("end of input: no game");
                out.flush();
                return 0;
            }
            start = deployed.get();
        }
        // The agents move through the session, by player; the match only keeps the record.
        Match match = new Match(new io.tabula.record.GameRecord(definition, start, List.of()), Map.of());
        new Session(definition, match, seats, in, out).run();
        return 0;
    }

    /** Who sits at each player's place: a name (or none) and an agent (none for a human). */
    record Seats(List<String> names, List<Optional<Agent>> agents) {
        int count() {
            return agents.size();
        }

        boolean human(int player) {
            return player < 0 || player >= agents.size() || agents.get(player).isEmpty();
        }

        long humans() {
            return agents.stream().filter(Optional::isEmpty).count();
        }

        /** "first player", or "ann (first player)" for a named one. */
        String label(int player) {
            String ordinal = ordinal(player);
            String name = player < names.size() ? names.get(player) : null;
            return name == null ? ordinal : name + " (" + ordinal + ")";
        }

        /** "first player (black)", or "ann (first player, black)". */
        String label(int player, String colour) {
            String ordinal = ordinal(player);
            String name = player < names.size() ? names.get(player) : null;
            String what = colour.isEmpty() ? "" : colour;
            if (name == null) {
                return what.isEmpty() ? ordinal : ordinal + " (" + what + ")";
            }
            return name + " (" + ordinal + (what.isEmpty() ? "" : ", " + what) + ")";
        }

        static String ordinal(int player) {
            return switch (player) {
                case 0 -> "first player";
                case 1 -> "second player";
                default -> "player " + (player + 1);
            };
        }
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
                default -> throw bad("the " + Seats.ordinal(p) + (from[p] == null ? "" : " (" + from[p] + ")")
                        + " must be human or random, not '" + kind + "'");
            }
        }
        return new Seats(names, agents);
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

    /** One game at the terminal. */
    private static final class Session {
        private final GameModule module;
        private final Match match;
        private final Seats seats;
        private final BufferedReader in;
        private final PrintWriter out;

        Session(GameDefinition definition, Match match, Seats seats, BufferedReader in, PrintWriter out) {
            this.module = definition.module();
            this.match = match;
            this.seats = seats;
            this.in = in;
            this.out = out;
        }

        void run() {
            out.println(match.state().definition().text());
            out.println(module.notationHelp() + " Also: moves, undo, help, quit.");
            out.println(players(match.state()));
            showBoard(); // with two humans and hidden pieces, the first hand-over shows the board
            while (!match.state().isOver()) {
                GameState state = match.state();
                int player = state.playerToAct();
                if (!seats.human(player)) {
                    Move move = seats.agents().get(player).orElseThrow().choose(state);
                    match.play(move);
                    out.println(played(state, player, move));
                    reportSwap(state, match.state());
                    showBoard();
                    continue;
                }
                if (hidden() && seats.humans() > 1 && !handOver()) {
                    return;
                }
                String task = task(state);
                if (!task.isEmpty()) {
                    out.println(task);
                    choices(state);
                }
                out.print(seats.label(player, held(state, player)) + "> ");
                out.flush();
                String line = readLine();
                if (line == null) {
                    out.println();
                    out.println("end of input: the game is left unfinished after " + match.state().ply() + " moves");
                    out.flush();
                    return;
                }
                if (!command(line.trim())) {
                    return;
                }
            }
            GameState end = match.state();
            String winner = end.outcome().winner().map(side -> ", " + seats.label(end.playerOf(side)) + " wins")
                    .orElse("");
            out.println("game over: " + end.outcome() + winner);
            if (hidden()) {
                out.println(module.render(end)); // everything is public at the end
            }
            out.flush();
        }

        /** E.g. "first player: black; second player: white". */
        private String players(GameState state) {
            List<String> parts = new ArrayList<>();
            for (int p = 0; p < seats.count(); p++) {
                String colour = held(state, p);
                parts.add(seats.label(p) + (colour.isEmpty() ? "" : " holds " + colour) + " ("
                        + (seats.human(p) ? "human" : "random") + ")");
            }
            return String.join("; ", parts);
        }

        /** The colour(s) {@code player} holds in {@code state}: "black", "red", or "" for none. */
        private static String held(GameState state, int player) {
            return state.definition().type().sides().stream().filter(s -> state.playerOf(s) == player)
                    .map(Side::id).collect(Collectors.joining("/"));
        }

        /** The side {@code player} holds, for views; the side to move if they hold none. */
        private static Side sideOf(GameState state, int player) {
            return state.definition().type().sides().stream().filter(s -> state.playerOf(s) == player).findFirst()
                    .orElse(state.toMove());
        }

        /**
         * The line before a human's prompt during an opening: who acts, which colour is to
         * move, and what the protocol asks. Empty in play, where the prompt says it all.
         */
        private String task(GameState state) {
            if ("play".equals(state.phase())) {
                return "";
            }
            int player = state.playerToAct();
            String sentence = state.task();
            return "opening: " + seats.label(player, held(state, player)) + " to act, " + state.toMove().id()
                    + " to move" + (sentence.isEmpty() ? "" : ": " + sentence);
        }

        /** What an agent did: "white plays h9" in play, "opening: first player (black): swap" in the opening. */
        private String played(GameState before, int player, Move move) {
            String text = module.notation().format(before, move);
            if (!"play".equals(before.phase())) {
                return "opening: " + seats.label(player, held(before, player)) + ": " + text;
            }
            String side = before.toMove().id();
            boolean plain = seats.names().get(player) == null && player == before.toMove().index();
            return side + " plays " + text + (plain ? "" : " (" + seats.label(player) + ")");
        }

        /** Says so when the colours changed hands between two states. */
        private void reportSwap(GameState before, GameState after) {
            boolean changed = before.definition().type().sides().stream()
                    .anyMatch(s -> before.playerOf(s) != after.playerOf(s));
            if (changed) {
                List<String> parts = new ArrayList<>();
                for (int p = 0; p < seats.count(); p++) {
                    parts.add(seats.label(p) + " now holds " + held(after, p));
                }
                out.println("colours swapped: " + String.join(", ", parts));
            }
        }

        /** Whether the game hides pieces from the players, so each human sees only a view. */
        private boolean hidden() {
            return !match.state().definition().type().perfectInformation();
        }

        /**
         * Between two humans at one terminal: clear the screen, let the next player take it,
         * then show that player's view. False when the input ended.
         */
        private boolean handOver() {
            GameState state = match.state();
            int player = state.playerToAct();
            Side side = sideOf(state, player);
            out.print("\033[H\033[2J");
            out.println("pass the terminal to " + side.id() + " (" + seats.label(player) + ") and press Enter");
            out.flush();
            if (readLine() == null) {
                out.println("end of input: the game is left unfinished after " + state.ply() + " moves");
                out.flush();
                return false;
            }
            showView(side);
            return true;
        }

        /** Handles one line; false to stop the session. */
        private boolean command(String line) {
            switch (line.toLowerCase(Locale.ROOT)) {
                case "" -> { }
                case "quit", "exit" -> {
                    out.println("quit after " + match.state().ply() + " moves");
                    out.flush();
                    return false;
                }
                case "help", "?" -> {
                    out.println(module.notationHelp() + " Also: moves (the legal moves, or how many), "
                            + "undo (take back your last move), help, quit.");
                    String task = match.state().task();
                    if (!task.isEmpty()) {
                        out.println("now: " + task);
                    }
                }
                case "moves" -> moves();
                case "undo" -> undo();
                default -> tryMove(line);
            }
            return true;
        }

        /** During an opening, the legal actions when there are only a few (a choice of offers, swap or keep). */
        private void choices(GameState state) {
            List<Move> legal = state.legalMoves();
            if (!(legal instanceof LargeMoveList) && !legal.isEmpty() && legal.size() <= CHOICES_SHOWN) {
                out.println("choices: " + legal.stream().map(m -> module.notation().format(state, m))
                        .collect(Collectors.joining(" | ")));
            }
        }

        /** The legal moves when they are few; otherwise their number and a hint of the notation. */
        private void moves() {
            GameState state = match.state();
            List<Move> legal = state.legalMoves();
            long count = state.legalMoveCount();
            if (!(legal instanceof LargeMoveList) && legal.size() <= MOVES_SHOWN) {
                out.println(count + " legal moves: " + legal.stream().map(m -> module.notation().format(state, m))
                        .collect(Collectors.joining(" ")));
                return;
            }
            Move example = legal instanceof LargeMoveList large ? large.get(0L) : legal.get(0);
            out.println(count + " legal moves, too many to list; for example '"
                    + module.notation().format(state, example) + "' (type help for the notation)");
        }

        private void tryMove(String text) {
            GameState state = match.state();
            try {
                match.play(module.notation().parse(state, text));
                reportSwap(state, match.state());
                showBoard();
            } catch (NotationException e) {
                out.println("not a move: " + e.getMessage());
            } catch (IllegalMoveException e) {
                out.println("illegal move " + text + ": " + e.getMessage());
            } catch (RuntimeException e) {
                out.println("not a move: '" + text + "' (" + e.getMessage() + ")");
            }
        }

        /** Takes back moves until it is a human's turn again, so undo never hands the move to the computer. */
        private void undo() {
            if (!match.canUndo()) {
                out.println("nothing to undo");
                return;
            }
            match.undo();
            while (!seats.human(match.state().playerToAct()) && match.canUndo()) {
                match.undo();
            }
            showBoard();
        }

        /**
         * The board for whoever sits at the terminal. With hidden pieces and one human, that
         * human's view; with two or more humans nothing here, since the screen belongs to the
         * next player only after the hand-over; without humans, everything.
         */
        private void showBoard() {
            GameState state = match.state();
            if (!hidden() || seats.humans() == 0 || state.isOver()) {
                out.println(module.render(state));
                out.flush();
            } else if (seats.humans() == 1) {
                int human = 0;
                while (!seats.human(human)) {
                    human++;
                }
                showView(sideOf(state, human));
            }
        }

        private void showView(Side viewer) {
            out.println("(" + viewer.id() + "'s view)");
            out.println(module.render(match.state().viewFor(viewer)));
            out.flush();
        }

        private String readLine() {
            try {
                return in.readLine();
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }
    }
}
