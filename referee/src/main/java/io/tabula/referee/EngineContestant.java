package io.tabula.referee;

import com.google.common.base.Ticker;
import io.tabula.agent.Deadline;
import io.tabula.core.EngineCommand;
import io.tabula.core.EngineDialect;
import io.tabula.core.EngineTime;
import io.tabula.core.Expressible;
import io.tabula.core.GameDefinition;
import io.tabula.core.GameState;
import io.tabula.core.Move;
import io.tabula.core.NotationException;
import io.tabula.protocol.EngineChannel;
import io.tabula.protocol.EngineConversation;
import io.tabula.protocol.EngineFault;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.SortedSet;

/**
 * An external engine at the table: the game's {@link EngineDialect} writes the words, an
 * {@link EngineConversation} frames them on the engine's {@link EngineChannel}. The rules'
 * commands of its style ({@link EngineDialect#rules}) follow those that start the game.
 */
final class EngineContestant implements Contestant {
    private final EngineDialect dialect;
    private final EngineChannel channel;
    private final EngineConversation conversation;
    private final List<EngineCommand> rules;
    private final Ticker ticker;
    private final Duration quitLimit;

    /**
     * @param rules     the commands that tell the engine the rules, after those that start a game
     * @param quitLimit how long the engine is given to acknowledge the end of the game
     */
    EngineContestant(EngineDialect dialect, String protocol, EngineChannel channel, List<EngineCommand> rules,
            Ticker ticker, Duration quitLimit) {
        this.dialect = dialect;
        this.channel = channel;
        this.conversation = EngineConversation.of(protocol, channel);
        this.rules = List.copyOf(rules);
        this.ticker = ticker;
        this.quitLimit = quitLimit;
    }

    @Override
    public void newGame(GameDefinition definition, EngineTime time, Deadline deadline) throws EngineFault {
        List<EngineCommand> commands = new ArrayList<>(dialect.newGame(definition, time));
        commands.addAll(rules);
        conversation.exchange(commands, deadline);
    }

    @Override
    public List<Move> move(GameState state, List<Move> unseen, EngineTime time, Deadline deadline) throws EngineFault {
        String answer = conversation.exchange(dialect.moveRequest(state, unseen, time), deadline);
        if (answer == null) {
            throw new EngineFault(EngineFault.Kind.PROTOCOL, "gave no move");
        }
        try {
            return dialect.readMoves(state, answer);
        } catch (NotationException e) {
            throw new EngineFault(EngineFault.Kind.PROTOCOL, "answered '" + printable(answer) + "', not a move: "
                    + e.getMessage());
        }
    }

    @Override
    public SortedSet<String> deadStones(GameState end, List<Move> unseen, Deadline deadline) throws EngineFault {
        return ask(dialect, conversation, end, unseen, deadline);
    }

    /** The dead stones an engine in {@code conversation}, told all but {@code unseen}, names in {@code end}. */
    static SortedSet<String> ask(EngineDialect dialect, EngineConversation conversation, GameState end,
            List<Move> unseen, Deadline deadline) throws EngineFault {
        Expressible<EngineDialect.DeadStonesQuestion> asking = dialect.deadStonesQuestion(end, unseen);
        if (asking instanceof Expressible.Unsayable<EngineDialect.DeadStonesQuestion> unsayable) {
            throw new EngineFault(EngineFault.Kind.REFUSED, unsayable.why());
        }
        EngineDialect.DeadStonesQuestion question = ((Expressible.Said<EngineDialect.DeadStonesQuestion>) asking).words();
        String answer = conversation.exchange(question.commands(), deadline);
        try {
            return question.reading().dead(answer == null ? "" : answer);
        } catch (NotationException e) {
            throw new EngineFault(EngineFault.Kind.PROTOCOL, "answered '" + printable(answer) + "' about dead stones: "
                    + e.getMessage());
        }
    }

    @Override
    public void close() {
        try {
            conversation.exchange(dialect.quit(), Deadline.in(ticker, quitLimit));
        } catch (EngineFault | RuntimeException e) {
            // the game is decided; an engine that will not quit is ended below
        }
        channel.close();
    }

    static String printable(String text) {
        String line = String.valueOf(text).replaceAll("\\p{Cntrl}", "?");
        return line.length() > 60 ? line.substring(0, 60) + "..." : line;
    }
}
