package io.tabula.cli;

import io.tabula.core.GameDefinition;
import io.tabula.core.GameModule;
import io.tabula.core.GameState;
import io.tabula.record.DeadStoneReview;
import io.tabula.core.IllegalMoveException;
import io.tabula.core.LargeMoveList;
import io.tabula.core.Move;
import io.tabula.core.Phase;
import io.tabula.core.NotationException;
import io.tabula.core.Plural;
import io.tabula.core.Side;
import io.tabula.record.Match;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.stream.Collectors;

/**
 * One game of {@code tabula play} at the terminal: agents move, humans type moves or the
 * words {@code moves}, {@code random}, {@code undo}, {@code help}, {@code quit}.
 *
 * <p>Nothing here knows a game: outside ordinary play (a renju opening, a Junqi deployment)
 * the line before a human's prompt is the phase's task, and the notation help and the key
 * come from the module. A phase with too many choices to list (every legal Junqi layout)
 * says so; {@code random} then plays a uniformly random legal move.
 *
 * <p>Where the game hides pieces and two humans share the terminal (a hot seat), the
 * screen belongs to one player at a time. It is handed over only when the player to act
 * changes: the screen and the terminal's scrollback are cleared, the next player presses
 * Enter and sees their own view. An answer to {@code help} or {@code moves}, or the reason
 * for an illegal move, stays on the screen of the player who asked, with the same prompt.
 */
final class PlaySession {
    /** Legal-move lists longer than this are summarised, never printed. */
    static final int MOVES_SHOWN = 40;
    /** During an opening, legal-move lists up to this long are shown before the prompt. */
    static final int CHOICES_SHOWN = 12;
    /** {@link #screenOwner} before anyone owns the screen. */
    private static final int NOBODY = -1;

    private final GameModule module;
    private final Match match;
    private final Seats seats;
    private final java.util.SplittableRandom random;
    private final BufferedReader in;
    private final PrintWriter out;
    /** Where the record is kept after every change, if anywhere. */
    private final java.util.Optional<RecordFiles> records;

    /** In a hot seat, the player whose view is on the screen now. */
    private int screenOwner = NOBODY;

    PlaySession(GameDefinition definition, Match match, Seats seats, java.util.SplittableRandom random,
                BufferedReader in, PrintWriter out, java.util.Optional<RecordFiles> records) {
        this.module = definition.module();
        this.match = match;
        this.seats = seats;
        this.random = random;
        this.in = in;
        this.out = out;
        this.records = records;
    }

    void run() {
        out.println(match.state().definition().text());
        out.println(module.notationHelp() + " Also: moves, random, undo, help, quit.");
        out.println(players(match.state()));
        showBoard(); // in a hot seat nothing yet: the first hand-over shows the first player's view
        while (!match.state().isOver()) {
            keepRecord(); // every move and undo comes back here: an interrupted game is kept
            GameState state = match.state();
            int player = state.playerToAct();
            java.util.Optional<io.tabula.agent.Agent> agent = seats.agent(player, state.phase());
            if (agent.isPresent()) {
                Move move = agent.get().choose(state);
                match.play(move);
                out.println(played(state, player, move));
                reportSwap(state, match.state());
                showBoard();
                continue;
            }
            if (hotSeat() && player != screenOwner && !handOver()) {
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
                out.println("end of input: the game is left unfinished after "
                        + Plural.of(match.state().ply(), "move"));
                out.flush();
                return;
            }
            if (!command(line.trim())) {
                return;
            }
        }
        keepRecord();
        GameState end = match.state();
        java.util.Optional<io.tabula.core.DeadStoneAgreement> agreement = module.deadStoneAgreement()
                .filter(a -> a.counts(match.state()));
        if (agreement.isPresent()) {
            java.util.Optional<GameState> settled = agreeOnDeadStones(new DeadStoneReview(agreement.get(), end));
            if (settled.isEmpty()) {
                return;
            }
            end = settled.get();
            GameState counted = end;
            records.ifPresent(files -> files.write(match.record().start(), match.record().moves(), counted));
            out.println(module.render(end)); // counted again, without the dead stones
        }
        announce(end);
    }

    private void announce(GameState end) {
        List<String> players = end.outcome().winners().stream().map(side -> seats.label(end.playerOf(side))).toList();
        String winner = players.isEmpty() ? "" : "; " + String.join(" and ", players) + (players.size() == 1 ? " wins"
                : " win");
        out.println("game over: " + end.describeOutcome() + winner);
        out.flush();
    }

    /** What a player may type in the dead-stone phase, as {@code help} there says it. */
    static final String DEAD_STONE_HELP = "name a stone to mark its chain dead, or alive again; done (agree to the "
            + "stones marked now); help; quit";

    /**
     * The dead-stone phase after two passes: the estimate is proposed, either player toggles
     * chains, the side to move confirms first, then the other. An agent agrees to what is
     * marked. A toggle after the first confirmation asks the side to move to confirm again.
     *
     * @return the game counted with the agreed dead stones; empty when a player quit or the
     *         input ended, leaving the game counted with every stone alive
     */
    private java.util.Optional<GameState> agreeOnDeadStones(DeadStoneReview review) {
        out.println("both passed: agree on the dead stones. The side to move confirms first, then the other; "
                + DEAD_STONE_HELP + ".");
        out.println("proposed dead: " + stones(review.dead()));
        while (true) {
            int player = review.toConfirm();
            if (seats.agent(player, match.state().phase()).isPresent()) {
                out.println(seats.label(player, held(match.state(), player)) + " agrees to the dead stones");
                if (review.confirm()) {
                    break;
                }
                continue;
            }
            out.print(seats.label(player, held(match.state(), player)) + " (dead stones)> ");
            out.flush();
            String line = readLine();
            if (line == null || line.trim().equalsIgnoreCase("quit") || line.trim().equalsIgnoreCase("exit")) {
                out.println();
                out.println("the dead stones were not agreed: the game is left counted with every stone alive, "
                        + match.state().describeOutcome());
                out.flush();
                return java.util.Optional.empty();
            }
            String word = line.trim();
            switch (word.toLowerCase(Locale.ROOT)) {
                case "" -> { }
                case "help", "?" -> out.println(DEAD_STONE_HELP + "; marked dead now: " + stones(review.dead()));
                case "done", "ok", "confirm" -> {
                    if (review.confirm()) {
                        return java.util.Optional.of(agreed(review));
                    }
                    int next = review.toConfirm();
                    out.println(seats.label(player) + " agrees; " + seats.label(next, held(match.state(), next))
                            + " to confirm");
                }
                default -> {
                    try {
                        DeadStoneReview.Toggle toggle = review.toggle(word);
                        out.println((toggle.dead() ? "dead: " : "alive: ") + String.join(" ", toggle.chain())
                                + "; marked dead now: " + stones(review.dead()));
                    } catch (io.tabula.core.TabulaException e) {
                        out.println("not a stone: " + e.getMessage());
                    }
                }
            }
        }
        return java.util.Optional.of(agreed(review));
    }

    private GameState agreed(DeadStoneReview review) {
        out.println("dead stones agreed: " + stones(review.dead()));
        return review.settled();
    }

    private static String stones(java.util.SortedSet<String> dead) {
        return dead.isEmpty() ? "none" : String.join(" ", dead) + " (" + Plural.of(dead.size(), "stone") + ")";
    }

    /** Writes the record if the game changed since it was last written. */
    private void keepRecord() {
        records.ifPresent(files -> files.keep(match.record().start(), match.record().moves(), match.state()));
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
     * The line before a human's prompt outside ordinary play (an opening, a handicap): the
     * phase, who acts, which colour is to move, and what the phase asks. Empty in play,
     * where the prompt says it all.
     */
    private String task(GameState state) {
        Phase phase = state.phase();
        if (phase.isPlay()) {
            return "";
        }
        int player = state.playerToAct();
        String sentence = phase.task();
        return phase.id() + ": " + seats.label(player, held(state, player)) + " to act, " + state.toMove().id()
                + " to move" + (sentence.isEmpty() ? "" : ": " + sentence);
    }

    /**
     * What an agent did: "white plays h9" in play, "opening: first player (black): swap" in the
     * opening. Outside play in a game with hidden pieces the move itself may be a secret (a
     * Junqi layout), so only that the player moved is said.
     */
    private String played(GameState before, int player, Move move) {
        Phase phase = before.phase();
        if (!phase.isPlay() && hidden()) {
            return phase.id() + ": " + seats.label(player, held(before, player)) + " has moved (hidden)";
        }
        String text = module.notation().format(before, move);
        if (!phase.isPlay()) {
            return phase.id() + ": " + seats.label(player, held(before, player)) + ": " + text;
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
        return !match.state().definition().perfectInformation();
    }

    /** Whether two or more humans share the terminal in a game with hidden pieces. */
    private boolean hotSeat() {
        return hidden() && seats.humans() > 1;
    }

    /**
     * In a hot seat, when the player to act is not the one whose view is on the screen:
     * wipe the screen and the scrollback, let the next player take the terminal, then show
     * that player's view. False when the input ended.
     */
    private boolean handOver() {
        GameState state = match.state();
        int player = state.playerToAct();
        Side side = sideOf(state, player);
        if (!HandOver.to(side.id() + " (" + seats.label(player) + ")", in, out)) {
            out.println("end of input: the game is left unfinished after " + Plural.of(state.ply(), "move"));
            out.flush();
            return false;
        }
        screenOwner = player;
        showView(side);
        return true;
    }

    /** Handles one line; false to stop the session. */
    private boolean command(String line) {
        switch (line.toLowerCase(Locale.ROOT)) {
            case "" -> { }
            case "quit", "exit" -> {
                out.println("quit after " + Plural.of(match.state().ply(), "move"));
                out.flush();
                return false;
            }
            case "help", "?" -> {
                out.println(module.notationHelp() + " Also: moves (the legal moves, or how many), random (a "
                        + "uniformly random legal move), " + UNDO_HELP + ", help, quit.");
                if (!module.legend().isEmpty()) {
                    out.println(module.legend());
                }
                String task = match.state().phase().task();
                if (!task.isEmpty()) {
                    out.println("now: " + task);
                }
            }
            case "moves" -> moves();
            case "random" -> playRandom();
            case "undo" -> undo();
            default -> tryMove(line);
        }
        return true;
    }

    /**
     * Outside play, the legal actions when there are only a few (a choice of offers, swap or
     * keep), or how many there are when they are too many to list.
     */
    private void choices(GameState state) {
        List<Move> legal = state.legalMoves();
        if (!(legal instanceof LargeMoveList) && !legal.isEmpty() && legal.size() <= CHOICES_SHOWN) {
            out.println("choices: " + legal.stream().map(m -> module.notation().format(state, m))
                    .collect(Collectors.joining(" | ")));
        } else if (legal instanceof LargeMoveList large) {
            out.println("choices: " + String.format(Locale.ROOT, "%,d", large.exactCount())
                    + ", too many to list: type yours (help shows how) or random");
        }
    }

    /** Plays a uniformly random legal move for the human to act, as the random agent would. */
    private void playRandom() {
        GameState state = match.state();
        Move move = LargeMoveList.random(state.legalMoves(), random);
        match.play(move);
        reportSwap(state, match.state());
        showBoard();
    }

    /** The legal moves when they are few; otherwise their number and a hint of the notation. */
    private void moves() {
        GameState state = match.state();
        List<Move> legal = state.legalMoves();
        long count = state.legalMoveCount();
        if (!(legal instanceof LargeMoveList) && legal.size() <= MOVES_SHOWN) {
            out.println(Plural.of(count, "legal move") + ": " + legal.stream()
                    .map(m -> module.notation().format(state, m))
                    .collect(Collectors.joining(" ")));
            return;
        }
        Move example = legal instanceof LargeMoveList large ? large.get(0L) : legal.get(0);
        out.println(Plural.of(count, "legal move") + ", too many to list; for example '"
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
        } // anything else is a bug (the notation names bad text by NotationException): an internal error, not the user's
    }

    /** What {@code help} says of {@code undo}: exactly what {@link #undo} does. */
    static final String UNDO_HELP = "undo (take back your last move and every move after it, so that you are to "
            + "move again where you last moved: against the computer, its reply and your move; between two humans, "
            + "the other's reply and your move)";

    /**
     * Takes back the asking player's last move and every move after it, so that the asker is
     * to move where they last moved; nothing changes when the asker has not moved yet. It
     * never hands the move to the computer, and between two humans each takes back only
     * their own move (with the other's reply).
     */
    private void undo() {
        List<GameState> states = match.states();
        int asker = match.state().playerToAct();
        int beforeLastMove = states.size() - 2;
        while (beforeLastMove >= 0 && states.get(beforeLastMove).playerToAct() != asker) {
            beforeLastMove--;
        }
        if (beforeLastMove < 0) {
            out.println("nothing to undo: " + seats.label(asker) + " has not moved yet");
            return;
        }
        int plies = states.size() - 1 - beforeLastMove;
        for (int i = 0; i < plies; i++) {
            match.undo();
        }
        out.println("took back " + Plural.of(plies, "move") + ": " + seats.label(asker) + " to move again");
        showBoard();
    }

    /**
     * The board for whoever sits at the terminal. Everything when the game hides nothing,
     * when no human plays, or once the game is over (then everything is public). With one
     * human, that human's view. In a hot seat, the view of the player who owns the screen
     * while they are still to act (after an undo, say); otherwise nothing here, since the
     * screen belongs to the next player only after the hand-over.
     */
    private void showBoard() {
        GameState state = match.state();
        if (!hidden() || seats.humans() == 0 || state.isOver()) {
            out.println(module.render(state));
            out.flush();
        } else if (seats.humans() == 1) {
            showView(sideOf(state, seats.firstHuman()));
        } else if (state.playerToAct() == screenOwner) {
            showView(sideOf(state, screenOwner));
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
