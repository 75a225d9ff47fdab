package io.tabula.referee;

import com.google.common.base.Ticker;
import io.tabula.agent.Deadline;
import io.tabula.core.EngineDialect;
import io.tabula.core.EngineTime;
import io.tabula.core.GameDefinition;
import io.tabula.core.GameState;
import io.tabula.core.Move;
import io.tabula.core.TabulaException;
import io.tabula.protocol.EngineChannel;
import io.tabula.protocol.EngineFault;
import io.tabula.record.GameRecord;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.SortedSet;

/**
 * An external engine holding one seat of a game that goes on outside a match (a game on the web
 * page): asked for its move in the game as its record stands, and for its dead stones after two
 * passes. It is told the moves it has not seen; when the record no longer goes on from what it
 * was told (a take-back), the engine is started afresh and told the game from the start. No
 * clock runs: every answer is bounded by the answer limit. Thread-safe: one question at a time.
 */
public final class EngineSeat implements AutoCloseable {
    private static final Duration QUIT_LIMIT = Duration.ofSeconds(2);

    private final GameDefinition definition;
    private final PlayerSpec spec;
    private final EngineDialect dialect;
    private final EngineLauncher launcher;
    private final Ticker ticker;
    private final Duration answerLimit;
    private EngineContestant engine;
    /** The moves of the record the engine knows, its own among them. */
    private List<Move> told = List.of();

    /**
     * @throws TabulaException when the game is not played in the engine's protocol, or its rules
     *                         cannot be told as the spec's style says
     */
    public EngineSeat(GameDefinition definition, PlayerSpec spec, EngineLauncher launcher, Ticker ticker,
            Duration answerLimit) {
        if (!spec.external()) {
            throw new IllegalArgumentException("an engine seat holds an external engine, not " + spec.kind());
        }
        this.definition = Objects.requireNonNull(definition, "definition");
        this.spec = spec;
        this.dialect = definition.module().engineDialects().get(spec.kind());
        if (dialect == null) {
            throw new TabulaException(definition.gameId() + " is not played over " + spec.kind());
        }
        rules();
        this.launcher = launcher;
        this.ticker = ticker;
        this.answerLimit = answerLimit;
    }

    /**
     * The moves the engine names in the last position of {@code record}, where its seat is to
     * act, not yet judged.
     *
     * @throws EngineFault when the engine cannot be started, crashes, times out or answers outside its protocol
     */
    public synchronized List<Move> move(GameRecord record) throws EngineFault {
        List<Move> unseen = unseen(record);
        EngineTime time = EngineTime.unlimited(answerLimit);
        try {
            List<Move> moves = engine.move(record.last(), unseen, time, Deadline.in(ticker, answerLimit));
            List<Move> known = new ArrayList<>(record.moves());
            known.addAll(moves);
            told = List.copyOf(known);
            return moves;
        } catch (EngineFault fault) {
            stop();
            throw fault;
        }
    }

    /**
     * The stones the engine judges dead in {@code end}, the last position of {@code record},
     * which the rules ended by passes.
     *
     * @throws EngineFault when it cannot be asked or gives no answer its protocol allows
     */
    public synchronized SortedSet<String> deadStones(GameRecord record, GameState end) throws EngineFault {
        List<Move> unseen = unseen(record);
        try {
            SortedSet<String> dead = engine.deadStones(end, unseen, Deadline.in(ticker, answerLimit));
            told = record.moves();
            return dead;
        } catch (EngineFault fault) {
            stop();
            throw fault;
        }
    }

    /** The engine's name. */
    public String name() {
        return spec.name();
    }

    /** The moves of {@code record} the engine has not been told, after starting it afresh if it must be. */
    private List<Move> unseen(GameRecord record) throws EngineFault {
        List<Move> moves = record.moves();
        boolean goesOn = engine != null && told.size() <= moves.size() && moves.subList(0, told.size()).equals(told)
                && record.start().equals(definition.newGame());
        if (!goesOn) {
            stop();
            start();
        }
        return moves.subList(told.size(), moves.size());
    }

    private void start() throws EngineFault {
        EngineDialect.EngineRules rules = rules();
        List<String> command = new ArrayList<>(spec.command(spec.seed()));
        command.addAll(rules.arguments());
        EngineChannel channel = launcher.start(command);
        engine = new EngineContestant(dialect.forStyle(spec.ruleStyle(dialect)), spec.kind(), channel, rules.commands(),
                ticker, QUIT_LIMIT);
        told = List.of();
        try {
            engine.newGame(definition, EngineTime.unlimited(answerLimit), Deadline.in(ticker, answerLimit));
        } catch (EngineFault fault) {
            stop();
            throw fault;
        }
    }

    private EngineDialect.EngineRules rules() {
        return Match.rules(spec, dialect, definition, "engine '" + spec.name() + "' (rules " + spec.ruleStyle(dialect) + "): ");
    }

    private void stop() {
        if (engine != null) {
            engine.close();
            engine = null;
        }
        told = List.of();
    }

    /** Ends the engine's process, if one runs. */
    @Override
    public synchronized void close() {
        stop();
    }
}
