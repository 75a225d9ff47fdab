package io.tabula.core;

import com.google.common.collect.ImmutableList;
import com.google.common.collect.ImmutableSet;
import java.util.List;
import java.util.Objects;
import java.util.Set;

/**
 * A stage of a game as a state sees it, the way boardgame.io has phases: which phase it is,
 * the players who act in it, the kinds of move it allows, what it asks of the player to act
 * in words, and how it ends. A renju opening step, a Junqi deployment and ordinary play are
 * each a phase; {@link GameState#phase()} gives the current one and the rules judge its
 * moves by the same {@link GameState#check}/{@link GameState#apply} as any other.
 *
 * @param id      the phase's id, documented by its module ({@code play}, {@code opening},
 *                {@code deploy}); {@link #PLAY} for ordinary play
 * @param stage   the step within the phase, documented by its module (a renju opening's
 *                {@code w4} or {@code offer}); empty for a phase without steps
 * @param players the players who act in this phase, in the order they act (player indexes,
 *                as {@link GameState#playerToAct()}); not empty
 * @param moves   the kinds of move the phase allows: the classes of the game's move records
 *                (a move is allowed when it is an instance of one of them); not empty
 * @param task    what the phase asks of the player to act, in words; empty in ordinary play
 * @param ends    how the phase ends, in words ("when both sides have deployed")
 */
public record Phase(String id, String stage, List<Integer> players, Set<Class<? extends Move>> moves, String task,
        String ends) {
    /** The id of ordinary play. */
    public static final String PLAY = "play";

    public Phase {
        Objects.requireNonNull(id, "id");
        Objects.requireNonNull(stage, "stage");
        Objects.requireNonNull(task, "task");
        Objects.requireNonNull(ends, "ends");
        players = ImmutableList.copyOf(players);
        moves = ImmutableSet.copyOf(moves);
        if (id.isEmpty() || players.isEmpty() || moves.isEmpty()) {
            throw new IllegalArgumentException("a phase needs an id, players and kinds of move: " + id);
        }
    }

    /** Ordinary play of {@code type}: every player in turn, every kind of move, until the game is over. */
    public static Phase play(GameType type) {
        return play(type, Set.of(Move.class));
    }

    /** Ordinary play of {@code type} with the kinds of move it allows. */
    public static Phase play(GameType type, Set<Class<? extends Move>> moves) {
        List<Integer> players = java.util.stream.IntStream.range(0, type.players()).boxed().toList();
        return new Phase(PLAY, "", players, moves, "", "when the game is over");
    }

    /** Whether this is ordinary play rather than an opening, a deployment or another special phase. */
    public boolean isPlay() {
        return id.equals(PLAY);
    }

    /** The phase and its step, {@code opening/w4}, or the phase's id alone when it has no steps. */
    public String name() {
        return stage.isEmpty() ? id : id + "/" + stage;
    }

    /** Whether the phase allows a move of {@code move}'s kind (the state still judges the move itself). */
    public boolean allows(Move move) {
        return moves.stream().anyMatch(kind -> kind.isInstance(move));
    }
}
