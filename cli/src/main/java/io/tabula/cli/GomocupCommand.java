package io.tabula.cli;

import picocli.CommandLine.Command;

/**
 * {@code tabula gomocup}: a Gomoku brain speaking the Gomocup (Piskvork) protocol on
 * standard input and output, for Piskvork, Yixin-Board, liskvork or a tournament manager.
 * The rules start as the variant and options given; the manager's {@code START} sets the
 * board size and {@code INFO rule} the rule set. The brain is the one the Gomoku module
 * offers as {@code gomocup}; {@code --agent} plays its turns with an agent instead.
 */
@Command(name = "gomocup", mixinStandardHelpOptions = true, description = {
        "Run a Gomoku brain that speaks the Gomocup (Piskvork) protocol on standard input and output.",
        "Commands: START, RESTART, BEGIN, TURN, BOARD...DONE, TAKEBACK, INFO, END, ABOUT, SWAP2BOARD...DONE (Swap2 openings), YXBOARD, YXSHOWFORBID.",
        "With --agent, the agent plays BEGIN, TURN and BOARD; the brain keeps the Swap2 answers and boards with continuous-game stones (field 3)."})
final class GomocupCommand extends EngineCommand {
    @Override
    String protocol() {
        return "gomocup";
    }
}
