package io.tabula.cli;

import io.tabula.core.GameDefinition;
import io.tabula.gomoku.protocol.GomocupSession;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.Reader;
import picocli.CommandLine.Command;

/**
 * {@code tabula gomocup}: a Gomoku brain speaking the Gomocup (Piskvork) protocol on
 * standard input and output, for Piskvork, Yixin-Board, liskvork or a tournament manager.
 * The rules start as the variant and options given; the manager's {@code START} sets the
 * board size and {@code INFO rule} the rule set.
 */
@Command(name = "gomocup", mixinStandardHelpOptions = true, description = {
        "Run a Gomoku brain that speaks the Gomocup (Piskvork) protocol on standard input and output.",
        "Commands: START, RESTART, BEGIN, TURN, BOARD...DONE, TAKEBACK, INFO, END, ABOUT, SWAP2BOARD...DONE (Swap2 openings), YXBOARD, YXSHOWFORBID."})
final class GomocupCommand extends EngineCommand {
    @Override
    String game() {
        return "gomoku";
    }

    @Override
    void serve(GameDefinition definition, long seed, Reader in, PrintWriter out) throws IOException {
        new GomocupSession(definition, seed).run(in, out);
    }
}
