package io.tabula.cli;

import io.tabula.core.GameDefinition;
import io.tabula.go.protocol.GoGtp;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.Reader;
import picocli.CommandLine.Command;

/**
 * {@code tabula gtp}: a Go engine speaking GTP version 2 on standard input and output, for
 * GoGui, Sabaki, KGS's kgsGtp, gogui-twogtp or another engine. The rules are a Go
 * variant with option overrides, as {@code tabula play go} takes them; GTP commands then
 * set size, komi, handicap and rules.
 */
@Command(name = "gtp", mixinStandardHelpOptions = true, description = {
        "Run a Go engine that speaks GTP version 2 on standard input and output.",
        "Commands: the GTP standard set (play, genmove, undo, showboard, final_score, handicap, time...),",
        "kgs-rules, tabula-rules [VARIANT]; see list_commands."})
final class GtpCommand extends EngineCommand {
    @Override
    String game() {
        return "go";
    }

    @Override
    void serve(GameDefinition definition, long seed, Reader in, PrintWriter out) throws IOException {
        new GoGtp(definition, seed).run(in, out);
    }
}
