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

    /**
     * The moves {@code answer} names in {@code state}, in order, not yet judged: one for most
     * answers; several where the protocol answers a whole turn of an opening at once (Gomocup's
     * {@code SWAP2BOARD}: three stones, or a swap and a stone). Each is the move of the player
     * who acts at that point, which the referee checks. By default {@link #readMove}'s one move.
     *
     * @throws NotationException if the answer names no move of this game on this board
     */
    default List<Move> readMoves(GameState state, String answer) {
        return List.of(readMove(state, answer));
    }

    /**
     * The question which stones are dead in {@code end}, a game the rules ended by passes and
     * counted ({@link DeadStoneAgreement#counts}), to an engine that has been told every move
     * but {@code unseen}; the reading of its answer gives the dead stones named as the game's
     * {@link DeadStoneAgreement} names points (GTP's {@code final_status_list dead}, as
     * gogui-twogtp asks it). By default the protocol cannot ask.
     */
    default Expressible<DeadStonesQuestion> deadStonesQuestion(GameState end, List<Move> unseen) {
        return Expressible.unsayable("the " + getClass().getSimpleName() + " asks nothing about dead stones");
    }

    /**
     * The question which stones are dead, and how its answer reads.
     *
     * @param commands the moves the engine has not seen, then the question; its answer is the last
     * @param reading  the dead stones the answer names
     */
    record DeadStonesQuestion(List<EngineCommand> commands, DeadStonesReading reading) {
        public DeadStonesQuestion {
            commands = List.copyOf(commands);
        }
    }

    /** How an answer to a {@link DeadStonesQuestion} reads. */
    @FunctionalInterface
    interface DeadStonesReading {
        /**
         * The dead stones {@code answer} names, as the game's points.
         *
         * @throws NotationException if the answer names no points of this board
         */
        java.util.SortedSet<String> dead(String answer);
    }

    /**
     * The names of the ways this dialect can tell an engine the rules ({@link #rules}), beside
     * {@code none}: Go's {@code gnugo} (GNU Go's command-line flags) and {@code kgs} (the
     * {@code kgs-rules} command). None by default: the protocol has no words for rules.
     */
    default List<String> ruleStyles() {
        return List.of();
    }

    /**
     * The style of {@link #ruleStyles} an engine started by {@code command} takes, as far as the
     * program's name tells it ({@code gnugo} for GNU Go), or {@code none}.
     */
    default String ruleStyleFor(List<String> command) {
        return "none";
    }

    /**
     * How to tell an engine the rules of {@code definition} in {@code style} (one of
     * {@link #ruleStyles}): arguments added to its command line, and commands sent after
     * {@link #newGame}'s. Unsayable when the style cannot say these rules (no {@code kgs-rules}
     * rule set has them) or is not this dialect's.
     */
    default Expressible<EngineRules> rules(GameDefinition definition, String style) {
        return Expressible.unsayable("the " + getClass().getSimpleName() + " has no way '" + style
                + "' to tell an engine the rules");
    }

    /**
     * This dialect as an engine of {@code style} (one of {@link #ruleStyles}, or {@code none})
     * speaks it, where a style changes more than the rules' words: Gomocup's {@code rapfi} writes
     * {@code SWAP2BOARD}'s stones as Rapfi reads them. By default this dialect itself.
     */
    default EngineDialect forStyle(String style) {
        return this;
    }

    /**
     * The rules as an engine is told them.
     *
     * @param arguments added to the engine's command line ({@code --chinese-rules})
     * @param commands  sent after the commands that start a game ({@code kgs-rules chinese})
     */
    record EngineRules(List<String> arguments, List<EngineCommand> commands) {
        public EngineRules {
            arguments = List.copyOf(arguments);
            commands = List.copyOf(commands);
        }
    }

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
