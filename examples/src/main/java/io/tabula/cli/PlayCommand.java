package io.tabula.cli;

import io.tabula.agent.Agent;
import io.tabula.agent.RandomAgent;
import io.tabula.core.GameDefinition;
import io.tabula.core.GameModule;
import io.tabula.core.GameRegistry;
import io.tabula.core.GameState;
import io.tabula.core.IllegalMoveException;
import io.tabula.core.Move;
import io.tabula.core.NotationException;
import io.tabula.core.Side;
import io.tabula.record.Match;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.PrintWriter;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.concurrent.Callable;
import java.util.stream.Collectors;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/**
 * {@code tabula play}: a game in the terminal. Humans type moves in the game's notation,
 * or {@code undo}, {@code help}, {@code quit}; an illegal move gets the rules' reason and
 * the same prompt; the end of input ends the game cleanly.
 */
@Command(name = "play", mixinStandardHelpOptions = true, description = {
        "Play a game in the terminal, each side a human or the random agent.",
        "At the prompt: a move in the game's notation, or undo, help, quit."})
final class PlayCommand implements Callable<Integer>, Tabula.ContextAware {
    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    @Mixin
    GameChoice choice;

    @Option(names = "--black", paramLabel = "human|random", description = "who plays black (Go, Gomoku)")
    String black;

    @Option(names = "--white", paramLabel = "human|random", description = "who plays white (Go, Gomoku)")
    String white;

    @Option(names = "--player", paramLabel = "SIDE=human|random",
            description = "who plays a side, for any game (e.g. red=random); "
                    + "by default the first side is human and the others random")
    Map<String, String> players = new LinkedHashMap<>();

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
        Map<Side, Agent> agents = agents(definition);
        PrintWriter out = spec.commandLine().getOut();
        BufferedReader in = new BufferedReader(new InputStreamReader(input, StandardCharsets.UTF_8));
        GameState start = definition.newGame();
        if (!deployments.isEmpty()) {
            if (!definition.gameId().equals("junqi")) {
                throw new CommandLine.ParameterException(spec.commandLine(), "--deploy is for junqi only");
            }
            for (String sideId : deployments.keySet()) {
                requireSide(definition, sideId);
            }
            java.util.Optional<GameState> deployed = JunqiDeployments.start(definition, deployments, seed, in, out);
            if (deployed.isEmpty()) {
                out.println("end of input: no game");
                out.flush();
                return 0;
            }
            start = deployed.get();
        }
        Match match = new Match(new io.tabula.record.GameRecord(definition, start, java.util.List.of()), agents);
        new Session(definition, match, agents.keySet(), in, out).run();
        return 0;
    }

    private Map<Side, Agent> agents(GameDefinition definition) {
        Map<String, String> wanted = new LinkedHashMap<>();
        if (black != null) {
            wanted.put("black", black);
        }
        if (white != null) {
            wanted.put("white", white);
        }
        wanted.putAll(players);
        Map<Side, Agent> agents = new LinkedHashMap<>();
        SplittableRandom seeds = new SplittableRandom(seed);
        for (Side side : definition.type().sides()) {
            String kind = wanted.getOrDefault(side.id(), side.index() == 0 ? "human" : "random");
            switch (kind.toLowerCase(Locale.ROOT)) {
                case "human" -> { }
                case "random" -> agents.put(side, new RandomAgent(seeds.split()));
                default -> throw new CommandLine.ParameterException(spec.commandLine(),
                        "player for " + side.id() + " must be human or random, not '" + kind + "'");
            }
        }
        for (String sideId : wanted.keySet()) {
            requireSide(definition, sideId);
        }
        return agents;
    }

    private void requireSide(GameDefinition definition, String sideId) {
        if (definition.type().side(sideId).isEmpty()) {
            throw new CommandLine.ParameterException(spec.commandLine(), definition.gameId() + " has no side '"
                    + sideId + "'; sides: " + definition.type().sides().stream().map(Side::id)
                    .collect(Collectors.joining(", ")));
        }
    }

    /** One game at the terminal. */
    private static final class Session {
        private final GameModule module;
        private final Match match;
        private final java.util.Set<Side> computerSides;
        private final BufferedReader in;
        private final PrintWriter out;

        Session(GameDefinition definition, Match match, java.util.Set<Side> computerSides, BufferedReader in,
                PrintWriter out) {
            this.module = definition.module();
            this.match = match;
            this.computerSides = computerSides;
            this.in = in;
            this.out = out;
        }

        void run() {
            out.println(match.state().definition().text());
            out.println(module.notationHelp() + " Also: undo, help, quit.");
            showBoard(); // with two humans and hidden pieces, the first hand-over shows the board
            while (!match.state().isOver()) {
                if (match.agentToMove().isPresent()) {
                    Side side = match.state().toMove();
                    GameState before = match.state();
                    Move move = match.playAgent();
                    out.println(side.id() + " plays " + module.notation().format(before, move));
                    showBoard();
                    continue;
                }
                if (hidden() && humans() > 1 && !handOver()) {
                    return;
                }
                out.print(match.state().toMove().id() + "> ");
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
            out.println("game over: " + match.state().outcome());
            if (hidden()) {
                out.println(module.render(match.state())); // everything is public at the end
            }
            out.flush();
        }

        /** Whether the game hides pieces from the players, so each human sees only a view. */
        private boolean hidden() {
            return !match.state().definition().type().perfectInformation();
        }

        private long humans() {
            return match.state().definition().type().sides().stream().filter(s -> !computerSides.contains(s)).count();
        }

        /**
         * Between two humans at one terminal: clear the screen, let the next player take it,
         * then show that player's view. False when the input ended.
         */
        private boolean handOver() {
            out.print("\033[H\033[2J");
            out.println("pass the terminal to " + match.state().toMove().id() + " and press Enter");
            out.flush();
            if (readLine() == null) {
                out.println("end of input: the game is left unfinished after " + match.state().ply() + " moves");
                out.flush();
                return false;
            }
            showView(match.state().toMove());
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
                case "help", "?" -> out.println(module.notationHelp() + " Also: undo (take back your last move), "
                        + "help, quit.");
                case "undo" -> undo();
                default -> tryMove(line);
            }
            return true;
        }

        private void tryMove(String text) {
            GameState state = match.state();
            try {
                match.play(module.notation().parse(state, text));
                showBoard();
            } catch (NotationException e) {
                out.println("not a move: " + e.getMessage());
            } catch (IllegalMoveException e) {
                out.println("illegal move " + text + ": " + e.getMessage());
            }
        }

        /** Takes back moves until it is a human's turn again, so undo never hands the move to the computer. */
        private void undo() {
            if (!match.canUndo()) {
                out.println("nothing to undo");
                return;
            }
            match.undo();
            while (computerSides.contains(match.state().toMove()) && match.canUndo()) {
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
            if (!hidden() || humans() == 0 || state.isOver()) {
                out.println(module.render(state));
                out.flush();
            } else if (humans() == 1) {
                showView(state.definition().type().sides().stream().filter(s -> !computerSides.contains(s))
                        .findFirst().orElseThrow());
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
