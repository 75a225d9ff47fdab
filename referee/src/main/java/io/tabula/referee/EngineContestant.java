package io.tabula.referee;

import com.google.common.base.Ticker;
import io.tabula.agent.Deadline;
import io.tabula.core.EngineDialect;
import io.tabula.core.EngineTime;
import io.tabula.core.GameDefinition;
import io.tabula.core.GameState;
import io.tabula.core.Move;
import io.tabula.core.NotationException;
import io.tabula.protocol.EngineChannel;
import io.tabula.protocol.EngineConversation;
import io.tabula.protocol.EngineFault;
import java.time.Duration;
import java.util.List;

/**
 * An external engine at the table: the game's {@link EngineDialect} writes the words, an
 * {@link EngineConversation} frames them on the engine's {@link EngineChannel}.
 */
final class EngineContestant implements Contestant {
    private final EngineDialect dialect;
    private final EngineChannel channel;
    private final EngineConversation conversation;
    private final Ticker ticker;
    private final Duration quitLimit;

    /**
     * @param quitLimit how long the engine is given to acknowledge the end of the game
     */
    EngineContestant(EngineDialect dialect, String protocol, EngineChannel channel, Ticker ticker, Duration quitLimit) {
        this.dialect = dialect;
        this.channel = channel;
        this.conversation = EngineConversation.of(protocol, channel);
        this.ticker = ticker;
        this.quitLimit = quitLimit;
    }

    @Override
    public void newGame(GameDefinition definition, EngineTime time, Deadline deadline) throws EngineFault {
        conversation.exchange(dialect.newGame(definition, time), deadline);
    }

    @Override
    public Move move(GameState state, List<Move> unseen, EngineTime time, Deadline deadline) throws EngineFault {
        String answer = conversation.exchange(dialect.moveRequest(state, unseen, time), deadline);
        if (answer == null) {
            throw new EngineFault(EngineFault.Kind.PROTOCOL, "gave no move");
        }
        try {
            return dialect.readMove(state, answer);
        } catch (NotationException e) {
            throw new EngineFault(EngineFault.Kind.PROTOCOL, "answered '" + printable(answer) + "', not a move: "
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

    private static String printable(String text) {
        String line = text.replaceAll("\\p{Cntrl}", "?");
        return line.length() > 60 ? line.substring(0, 60) + "..." : line;
    }
}
