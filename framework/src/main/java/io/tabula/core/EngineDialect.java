package io.tabula.core;

import java.util.List;

/**
 * How a referee talks to an external engine of one game in one line protocol: the words only
 * (GTP's {@code boardsize}, {@code play}, {@code genmove}; Gomocup's {@code START},
 * {@code TURN}), never the process or the framing, which the framework's
 * {@code io.tabula.protocol.EngineConversation} handles alike for every game. A module offers
 * its dialects through {@link GameModule#engineDialects()}.
 *
 * <p>A dialect keeps no state: everything it needs is in its arguments, so one instance serves
 * any number of engines and games. The referee keeps the one true state and judges every move
 * the engine names with {@link GameState#check}; the dialect only reads it.
 */
public interface EngineDialect {

    /**
     * The commands that start a game under {@code definition} (rules, board, clock), the
     * engine to play one side of it.
     *
     * @throws io.tabula.options.OptionException if the protocol cannot express the definition,
     *                                          naming the option
     */
    List<EngineCommand> newGame(GameDefinition definition, EngineTime time);

    /**
     * The commands that tell the engine the moves it has not seen and ask for its move in
     * {@code state}; the answer to the last command is the move.
     *
     * @param state  the state now, with the engine's player to act
     * @param unseen the moves played since the engine last moved (since the start on its first
     *               turn), oldest first; {@code state} is the state after them
     * @param time   the engine's clock now
     */
    List<EngineCommand> moveRequest(GameState state, List<Move> unseen, EngineTime time);

    /**
     * The move {@code answer} names in {@code state}, not yet judged: the referee checks it.
     *
     * @throws NotationException if the answer names no move of this game on this board
     */
    Move readMove(GameState state, String answer);

    /** The commands that end the session (GTP {@code quit}, Gomocup {@code END}). */
    List<EngineCommand> quit();

    /**
     * The commands that put a fresh engine in the position reached by playing {@code moves}
     * from {@code start}, replacing whatever game it had, so it can be asked about the position
     * ({@code tabula conformance --engine}). {@code start} is a variant's initial position or
     * one set up from a diagram; every move is legal by Tabula's rules, so an engine that
     * refuses one disagrees with them. By default the protocol cannot: the dialect only plays.
     */
    default Expressible<List<EngineCommand>> setUp(GameDefinition definition, GameState start, List<Move> moves) {
        return Expressible.unsayable("the " + getClass().getSimpleName() + " sets up no position");
    }

    /**
     * The question whether {@code move} is legal in {@code state}, the position {@link #setUp}
     * put the engine in, with the reading of its answer. By default the protocol cannot ask.
     */
    default Expressible<LegalityQuestion> legalityQuestion(GameState state, Move move) {
        return Expressible.unsayable("the " + getClass().getSimpleName() + " asks no question about legality");
    }

    /**
     * The question whether one {@code item} of a module's own conformance key holds in
     * {@code state}, the position {@link #setUp} put the engine in (Gomoku's {@code forbidden}
     * item {@code h8}: a black stone on h8 would be a forbidden move), with the reading of its
     * answer. {@code key} is one of the module's {@link ModuleChecks#expectationKeys()}, and
     * {@code item} one entry of its list as the case file writes it. By default the protocol
     * cannot ask.
     */
    default Expressible<ClaimQuestion> claimQuestion(GameState state, String key, String item) {
        return Expressible.unsayable("the " + getClass().getSimpleName() + " asks nothing about "
                + state.definition().gameId() + "'s own keys");
    }

    /**
     * A question whether one claim of a case holds: the command to send, and how to read the answer.
     *
     * @param command the question
     * @param reading the answer's meaning
     */
    record ClaimQuestion(EngineCommand command, ClaimReading reading) {
    }

    /** How an answer to a {@link ClaimQuestion} reads. */
    @FunctionalInterface
    interface ClaimReading {
        /**
         * Whether {@code answer} says the claim holds.
         *
         * @throws NotationException if the answer is not one the question allows
         */
        boolean holds(String answer);
    }

    /**
     * A question about one move's legality: the command to send, and how to read the answer.
     *
     * @param command the question
     * @param reading the answer's meaning
     */
    record LegalityQuestion(EngineCommand command, AnswerReading reading) {
    }

    /** How an answer to a {@link LegalityQuestion} reads. */
    @FunctionalInterface
    interface AnswerReading {
        /**
         * Whether {@code answer} says the move is legal.
         *
         * @throws NotationException if the answer is not one the question allows
         */
        boolean legal(String answer);
    }
}
