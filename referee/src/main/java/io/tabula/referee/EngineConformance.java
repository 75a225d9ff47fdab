package io.tabula.referee;

import com.google.common.base.Ticker;
import io.tabula.agent.Deadline;
import io.tabula.conformance.CaseFile;
import io.tabula.conformance.ConformanceCase;
import io.tabula.core.EngineCommand;
import io.tabula.core.EngineDialect;
import io.tabula.core.Expressible;
import io.tabula.core.GameDefinition;
import io.tabula.core.GameState;
import io.tabula.core.Move;
import io.tabula.core.NotationException;
import io.tabula.core.TabulaException;
import io.tabula.protocol.EngineChannel;
import io.tabula.protocol.EngineConversation;
import io.tabula.protocol.EngineFault;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeMap;

/**
 * Puts conformance cases to an external engine ({@code tabula conformance --engine}): each case's
 * position is set up through the game's {@link EngineDialect}, the engine is asked about every
 * move the case expects legal or illegal, and each answer that contradicts the case is a
 * disagreement, and about each item of the game's own list keys its dialect has words for
 * ({@link EngineDialect#claimQuestion}: renju's {@code forbidden} and {@code notForbidden} over
 * Gomocup). The set-up moves are claims as well: each is legal, so an engine that refuses one
 * disagrees. What the protocol cannot express (a position, a kind of move, any other
 * expectation) is skipped and counted with the reason.
 *
 * <p>One engine serves the whole run: every set-up starts from a fresh board. A refused set-up
 * is a disagreement (the case's moves are legal by Tabula's rules); a refused question is
 * skipped; a crash, a timeout or an answer outside the protocol ends the run with that fault.
 */
public final class EngineConformance {
    private static final List<String> ASKED_KEYS = List.of("legal", "illegal");

    private final String protocol;
    private final Ticker ticker;
    private final Duration answerLimit;
    /** Starts the engine with arguments added to its command (the rules' flags); empty for one given channel. */
    private final Opener opener;
    private final String style;
    /** The engine's own command, for the style {@code auto}. */
    private List<String> command = List.of();
    private EngineConversation conversation;
    private EngineChannel channel;
    private List<String> arguments = List.of();
    private List<EngineCommand> rulesCommands = List.of();

    private final List<String> disagreements = new ArrayList<>();
    private final Map<String, Integer> skipped = new TreeMap<>();
    private int asked;

    /**
     * @param answerLimit how long each exchange (a set-up, one question) may take
     */
    public EngineConformance(String protocol, EngineChannel channel, Ticker ticker, Duration answerLimit) {
        this.protocol = protocol;
        this.channel = channel;
        this.conversation = EngineConversation.of(protocol, channel);
        this.ticker = ticker;
        this.answerLimit = answerLimit;
        this.opener = null;
        this.style = PlayerSpec.NO_RULES;
    }

    /** Starts the engine of a run, its command given extra arguments. */
    @FunctionalInterface
    public interface Opener {
        /** @throws EngineFault when it cannot be started */
        EngineChannel open(List<String> arguments) throws EngineFault;
    }

    /**
     * A run that tells the engine each case file's rules in {@code style} ({@code auto}, {@code none}
     * or one of its dialect's {@link EngineDialect#ruleStyles()}): the engine is started by
     * {@code opener} with the rules' arguments (GNU Go's {@code --chinese-rules},
     * {@code --positional-superko}, ...), again whenever the next file's rules need others, and
     * sent the rules' commands after each set-up. {@code command} is the engine's own command,
     * for {@code auto}. Close the run when done ({@link #close}).
     */
    public EngineConformance(String protocol, Opener opener, List<String> command, String style, Ticker ticker,
            Duration answerLimit) {
        this.protocol = protocol;
        this.opener = opener;
        this.style = style;
        this.command = List.copyOf(command);
        this.ticker = ticker;
        this.answerLimit = answerLimit;
    }

    /** Ends the engine a run with an opener started. */
    public void close() {
        if (opener != null && channel != null) {
            channel.close();
            channel = null;
        }
    }

    /**
     * Puts the engine under {@code definition}'s rules: with an opener, started again if their
     * arguments differ from those it runs with.
     *
     * @return why the rules cannot be told in this style; empty when they are
     */
    private Optional<String> rulesFor(GameDefinition definition, EngineDialect dialect) throws EngineFault {
        if (opener == null) {
            return Optional.empty();
        }
        PlayerSpec engine = new PlayerSpec("engine", protocol, command, 1, Optional.empty()).withRules(style);
        Expressible<EngineDialect.EngineRules> words = engine.rulesFor(dialect, definition);
        if (words instanceof Expressible.Unsayable<EngineDialect.EngineRules> unsayable) {
            return Optional.of(unsayable.why());
        }
        EngineDialect.EngineRules rules = ((Expressible.Said<EngineDialect.EngineRules>) words).words();
        if (channel == null || !rules.arguments().equals(arguments)) {
            close();
            channel = opener.open(rules.arguments());
            conversation = EngineConversation.of(protocol, channel);
            arguments = rules.arguments();
        }
        rulesCommands = rules.commands();
        return Optional.empty();
    }

    /**
     * Puts every case of {@code files} to the engine. A file whose game has no dialect in this
     * protocol is named in the report's file errors and not run.
     *
     * @throws EngineFault when the engine crashes, times out or answers outside its protocol
     */
    public EngineConformanceReport run(List<CaseFile> files, List<String> fileErrors) throws EngineFault {
        List<String> errors = new ArrayList<>(fileErrors);
        for (CaseFile file : files) {
            EngineDialect dialect = file.definition().module().engineDialects().get(protocol);
            if (dialect == null) {
                errors.add(file.source() + ": " + file.definition().module().id() + " has no " + protocol + " dialect");
                continue;
            }
            Optional<String> unsayable = rulesFor(file.definition(), dialect);
            if (unsayable.isPresent()) {
                errors.add(file.source() + ": the rules cannot be told in style " + style + ": " + unsayable.get());
                continue;
            }
            for (ConformanceCase c : file.cases()) {
                runCase(file, c, dialect);
            }
        }
        return new EngineConformanceReport(disagreements, asked, skipped, errors);
    }

    private void runCase(CaseFile file, ConformanceCase c, EngineDialect dialect) throws EngineFault {
        Set<String> moduleKeys = file.definition().module().conformanceChecks().expectationKeys();
        List<ConformanceCase.Expectation> questions = new ArrayList<>();
        for (ConformanceCase.Expectation expectation : c.expectations()) {
            if (ASKED_KEYS.contains(expectation.key())
                    || (moduleKeys.contains(expectation.key()) && expectation.expected() instanceof List<?>)) {
                questions.add(expectation);
            } else {
                skip("expect." + expectation.key() + ": engines are asked about legal and illegal moves, and about "
                        + "the items of the game's own keys where the protocol has words, only");
            }
        }
        if (questions.isEmpty() && c.setup().moves().isEmpty()) {
            return; // nothing to ask: a case's setup moves are claims too (each is legal), so they are asked
        }
        if (!c.setup().moduleSetup().isEmpty()) {
            skip("case: module setup keys " + c.setup().moduleSetup().keySet() + " have no protocol words");
            return;
        }
        GameDefinition definition = file.definition();
        GameState start;
        List<Move> moves = new ArrayList<>();
        GameState state;
        try {
            start = c.setup().board().isPresent()
                    ? definition.module().diagrams().fromDiagram(definition, c.setup().board().get(), c.setup().toMove().get())
                    : definition.newGame();
            state = start;
            for (String text : c.setup().moves()) {
                Move move = definition.module().notation().parse(state, text);
                state = state.apply(move);
                moves.add(move);
            }
        } catch (TabulaException e) {
            skip("case: its setup fails by Tabula's rules (tabula conformance names it)");
            return;
        }
        Expressible<List<EngineCommand>> words = dialect.setUp(definition, start, moves);
        if (words instanceof Expressible.Unsayable<List<EngineCommand>> unsayable) {
            skip("case: " + unsayable.why());
            return;
        }
        List<EngineCommand> setUp = new ArrayList<>(((Expressible.Said<List<EngineCommand>>) words).words());
        setUp.addAll(rulesCommands);
        String where = file.source() + ": case '" + c.id() + "': ";
        asked++;
        try {
            conversation.exchange(setUp, deadline());
        } catch (EngineFault e) {
            if (e.kind() != EngineFault.Kind.REFUSED) {
                throw e;
            }
            disagreements.add(where + "the engine " + e.getMessage() + " while setting up a position legal by Tabula's rules");
            return;
        }
        for (ConformanceCase.Expectation expectation : questions) {
            for (Object text : (List<?>) expectation.expected()) {
                if (ASKED_KEYS.contains(expectation.key())) {
                    ask(where, dialect, state, (String) text, expectation.key().equals("legal"));
                } else {
                    claim(where, dialect, state, expectation.key(), String.valueOf(text));
                }
            }
        }
    }

    /** Asks whether the {@code item} of the module's key {@code key} holds, as the case says it does. */
    private void claim(String where, EngineDialect dialect, GameState state, String key, String item)
            throws EngineFault {
        Expressible<EngineDialect.ClaimQuestion> asking = dialect.claimQuestion(state, key, item);
        if (asking instanceof Expressible.Unsayable<EngineDialect.ClaimQuestion> unsayable) {
            skip("expect." + key + ": " + unsayable.why());
            return;
        }
        EngineDialect.ClaimQuestion claim = ((Expressible.Said<EngineDialect.ClaimQuestion>) asking).words();
        Optional<String> answer = exchange(claim.command(), "expect." + key);
        if (answer.isEmpty()) {
            return;
        }
        asked++;
        try {
            if (!claim.reading().holds(answer.get())) {
                disagreements.add(where + key + " '" + item + "': the engine says otherwise ('" + claim.command().line()
                        + "' answered '" + answer.get() + "')");
            }
        } catch (NotationException e) {
            disagreements.add(where + key + " '" + item + "': " + e.getMessage());
        }
    }

    /** The answer to {@code question}; empty, and skipped with the reason, when the engine refused it. */
    private Optional<String> exchange(EngineCommand question, String what) throws EngineFault {
        try {
            String answer = conversation.exchange(List.of(question), deadline());
            return Optional.of(answer == null ? "" : answer);
        } catch (EngineFault e) {
            if (e.kind() != EngineFault.Kind.REFUSED) {
                throw e;
            }
            skip(what + ": the engine refused '" + question.line().split(" ")[0] + "'");
            return Optional.empty();
        }
    }

    private void ask(String where, EngineDialect dialect, GameState state, String text, boolean expectLegal)
            throws EngineFault {
        if (state.outcome().isOver()) {
            skip("move: the game is over by Tabula's rules, so no move is legal; engines are not asked after the end");
            return;
        }
        Move move;
        try {
            move = state.definition().module().notation().parse(state, text);
        } catch (NotationException e) {
            skip("move: not a move on this board (" + (expectLegal ? "legal" : "illegal") + "), nothing to ask");
            return;
        }
        Expressible<EngineDialect.LegalityQuestion> asking = dialect.legalityQuestion(state, move);
        if (asking instanceof Expressible.Unsayable<EngineDialect.LegalityQuestion> unsayable) {
            skip("move: " + unsayable.why());
            return;
        }
        EngineDialect.LegalityQuestion legality = ((Expressible.Said<EngineDialect.LegalityQuestion>) asking).words();
        EngineCommand question = legality.command();
        Optional<String> answered = exchange(question, "move");
        if (answered.isEmpty()) {
            return;
        }
        String answer = answered.get();
        asked++;
        boolean legal;
        try {
            legal = legality.reading().legal(answer);
        } catch (NotationException e) {
            disagreements.add(where + (expectLegal ? "legal" : "illegal") + " '" + text + "': " + e.getMessage());
            return;
        }
        if (legal != expectLegal) {
            disagreements.add(where + (expectLegal ? "legal" : "illegal") + " '" + text + "': the engine says "
                    + (legal ? "legal" : "illegal") + " ('" + question.line() + "' answered '" + answer + "')");
        }
    }

    private Deadline deadline() {
        return Deadline.in(ticker, answerLimit);
    }

    private void skip(String reason) {
        skipped.merge(reason, 1, Integer::sum);
    }
}
