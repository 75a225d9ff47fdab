package io.tabula.web;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.tabula.core.BoardPainter;
import io.tabula.core.Capability;
import io.tabula.core.GameDefinition;
import io.tabula.core.GameModule;
import io.tabula.core.GameState;
import io.tabula.core.LargeMoveList;
import io.tabula.core.Move;
import io.tabula.core.Outcome;
import io.tabula.core.Phase;
import io.tabula.core.Side;
import io.tabula.draw.Scene;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.OptionalInt;
import java.util.SplittableRandom;
import java.util.concurrent.ConcurrentHashMap;

/**
 * What one seat sees of a match (docs/WEB.md, "The API"). Everything
 * about a position comes from the seat's view ({@link GameState#viewFor}) of it: the scene,
 * the phase, the task, the outcome. The move list hides the moves of other players that are
 * secret (a Junqi layout: any move outside ordinary play in a game with hidden information).
 * The legal moves are the one thing asked of the whole state, and only for the seat to move:
 * a view cannot judge moves (Junqi's views refuse to), and the moves a seat may make are its
 * own choices, which the rules would name anyway by accepting or refusing them. So a seat's
 * snapshot holds nothing its side may not know.
 */
final class Snapshots {
    /** Moves listed by {@code /legal} at most; more (a Junqi layout) are offered as a few sampled actions. */
    static final int MAX_LISTED = 2_000;
    /** Button moves shown as actions at most. */
    static final int MAX_ACTIONS = 60;
    /** Sampled actions when the legal moves are too many to list. */
    static final int SAMPLED_ACTIONS = 3;

    /** The phase a snapshot names while the players mark dead stones after two passes. */
    static final String DEAD_STONES = "dead stones";
    static final String DEAD_STONES_TASK = "both passed: mark the dead stones (click a stone to mark its chain dead "
            + "or alive), then confirm; the side to move confirms first";

    private final ObjectMapper mapper;
    private final Records records;
    private final Map<GameDefinition, ObjectNode> boards = new ConcurrentHashMap<>();

    Snapshots(ObjectMapper mapper, Records records) {
        this.mapper = mapper;
        this.records = records;
    }

    /** The snapshot of {@code player}'s seat at {@code ply} (the current position when empty). */
    ObjectNode snapshot(LiveMatch match, int player, OptionalInt ply) {
        LiveMatch.Frozen frozen = match.freeze();
        int plies = frozen.moves().size();
        int shown = ply.orElse(plies);
        if (shown < 0 || shown > plies) {
            throw ApiException.badRequest("ply " + shown + " is not in this game, which has " + plies + " moves");
        }
        GameDefinition definition = match.definition();
        GameModule module = definition.module();
        GameState state = frozen.states().get(shown);
        Side side = LiveMatch.sideOf(state, player);
        GameState view = state.viewFor(side);
        boolean current = shown == plies;
        boolean yourTurn = current && !view.isOver() && match.seats().get(player).human()
                && state.playerToAct() == player;
        java.util.Optional<LiveMatch.Review> review = current ? frozen.review() : java.util.Optional.empty();
        // in the dead-stone phase the board shows the stones marked dead and the count with them off
        Scene scene = module.painter().scene(review.map(r -> r.counted().viewFor(side)).orElse(view));

        ObjectNode out = mapper.createObjectNode();
        out.put("match", match.id());
        out.put("game", definition.gameId());
        out.put("definition", definition.text());
        out.put("seat", side.id());
        out.put("player", player);
        out.put("version", frozen.version());
        out.put("ply", shown);
        out.put("plies", plies);
        Phase phase = view.phase();
        out.put("phase", review.isPresent() ? DEAD_STONES : phase.name());
        out.put("task", review.isPresent() ? DEAD_STONES_TASK : task(view, phase));
        ArrayNode toMove = out.putArray("toMove");
        if (!view.isOver()) {
            toMove.add(view.toMove().id());
        }
        out.put("yourTurn", yourTurn);
        out.set("drawing", boards.computeIfAbsent(definition,
                d -> DrawingJson.board(mapper, module.painter().board(d))));
        out.set("pieces", DrawingJson.pieces(mapper, scene));
        out.set("marks", DrawingJson.marks(mapper, scene));
        ArrayNode moves = out.putArray("moves");
        movesFor(module, frozen, player).forEach(moves::add);
        ArrayNode downloads = out.putArray("records");
        records.downloads(definition).forEach(d -> downloads.addObject().put("name", d.name()).put("extension", d.extension()));
        ObjectNode captures = out.putObject("captures");
        List<String> sides = definition.type().sides().stream().map(Side::id).toList();
        inSideOrder(scene.captures(), sides).forEach(captures::put);
        if (scene.score().isPresent()) {
            ObjectNode score = out.putObject("score");
            inSideOrder(scene.score().get().points(), sides).forEach(score::put);
            score.put("text", scene.score().get().text());
        } else {
            out.putNull("score");
        }
        if (review.isPresent()) {
            ObjectNode dead = out.putObject("deadStones");
            ArrayNode marked = dead.putArray("marked");
            review.get().dead().forEach(marked::add);
            dead.put("toConfirm", LiveMatch.sideOf(state, review.get().toConfirm()).id());
            dead.put("firstConfirmed", review.get().firstConfirmed());
            dead.put("yourTurn", review.get().toConfirm() == player && match.seats().get(player).human());
            dead.put("canMark", match.seats().get(player).human());
            dead.put("count", review.get().counted().viewFor(side).describeOutcome());
            out.putNull("outcome");
        } else if (view.isOver()) {
            Outcome outcome = view.outcome();
            ObjectNode node = out.putObject("outcome");
            outcome.winner().ifPresentOrElse(w -> node.put("winner", w.id()), () -> node.putNull("winner"));
            ArrayNode winners = node.putArray("winners"); // a team's win names every side of it
            outcome.winners().forEach(w -> winners.add(w.id()));
            node.put("reason", outcome.reason().map(r -> r.id()).orElse(""));
            node.put("text", view.describeOutcome());
        } else {
            out.putNull("outcome");
        }
        out.set("actions", yourTurn ? actions(module, state, frozen.version()) : mapper.createArrayNode());
        out.put("legalCount", yourTurn ? state.legalMoveCount() : 0);
        out.put("problem", match.problem());
        out.put("canUndo", current && undoPlies(match, frozen.states(), player) > 0);
        return out;
    }

    /** The legal moves of {@code player}'s seat with the points to click; empty when it is not its turn. */
    ArrayNode legal(LiveMatch match, int player) {
        ArrayNode out = mapper.createArrayNode();
        GameState state = match.state();
        if (state.isOver() || state.playerToAct() != player || !match.seats().get(player).human()) {
            return out;
        }
        List<Move> legal = state.legalMoves();
        if (legal instanceof LargeMoveList || legal.size() > MAX_LISTED) {
            return out;
        }
        GameModule module = match.definition().module();
        for (Move move : legal) {
            ObjectNode node = out.addObject();
            node.put("move", module.notation().format(state, move));
            ArrayNode path = node.putArray("path");
            module.painter().path(state, move).forEach(path::add);
        }
        return out;
    }

    /**
     * The moves as {@code player} may know them: in notation, except the secret moves of the
     * other players (outside ordinary play in a game with hidden information, where a move is a
     * whole layout), which read {@code red: deploy (hidden)}.
     */
    static List<String> movesFor(GameModule module, LiveMatch.Frozen frozen, int player) {
        boolean hidden = !frozen.current().definition().perfectInformation();
        List<String> out = new ArrayList<>();
        for (int i = 0; i < frozen.moves().size(); i++) {
            GameState before = frozen.states().get(i);
            if (hidden && !before.phase().isPlay() && before.playerToAct() != player) {
                out.add(before.toMove().id() + ": " + before.phase().id() + " (hidden)");
            } else {
                out.add(module.notation().format(before, frozen.moves().get(i)));
            }
        }
        return out;
    }

    /**
     * How many moves an undo by {@code player} takes back: their last move and every move after
     * it, so that they are to move again where they last moved; 0 when the game allows no undo
     * or the player has not moved.
     */
    static int undoPlies(LiveMatch match, List<GameState> states, int player) {
        if (!match.definition().has(Capability.UNDO) || !match.seats().get(player).human()) {
            return 0;
        }
        for (int i = states.size() - 2; i >= 0; i--) {
            if (states.get(i).playerToAct() == player) {
                return states.size() - 1 - i;
            }
        }
        return 0;
    }

    private static String task(GameState view, Phase phase) {
        if (view.isOver()) {
            return "game over: " + view.describeOutcome();
        }
        return phase.task().isEmpty() ? view.toMove().id() + " to play" : phase.task();
    }

    /**
     * The moves made by a button (no point to click: a pass, a swap, a declaration), when few;
     * when the legal moves are too many to list (a Junqi layout), a few of them chosen at
     * random, so that a player can always move from the page.
     */
    private ArrayNode actions(GameModule module, GameState state, long version) {
        ArrayNode out = mapper.createArrayNode();
        List<Move> legal = state.legalMoves();
        if (legal instanceof LargeMoveList || legal.size() > MAX_LISTED) {
            SplittableRandom random = new SplittableRandom(version);
            String name = state.phase().id();
            for (int i = 1; i <= SAMPLED_ACTIONS; i++) {
                Move move = LargeMoveList.random(legal, random);
                out.addObject().put("label", capitalized(name) + " (random " + i + ")")
                        .put("move", module.notation().format(state, move));
            }
            return out;
        }
        BoardPainter painter = module.painter();
        for (Move move : legal) {
            if (out.size() >= MAX_ACTIONS) {
                break;
            }
            if (painter.path(state, move).isEmpty()) {
                String text = module.notation().format(state, move);
                out.addObject().put("label", capitalized(text)).put("move", text);
            }
        }
        return out;
    }

    /** {@code values} with the sides first, in the game's order (a painter's map may have any order), then the rest. */
    private static <V> Map<String, V> inSideOrder(Map<String, V> values, List<String> sides) {
        Map<String, V> ordered = new java.util.LinkedHashMap<>();
        sides.stream().filter(values::containsKey).forEach(side -> ordered.put(side, values.get(side)));
        new java.util.TreeMap<>(values).forEach(ordered::putIfAbsent);
        return ordered;
    }

    private static String capitalized(String text) {
        return text.isEmpty() ? text : text.substring(0, 1).toUpperCase(Locale.ROOT) + text.substring(1);
    }
}
