package io.tabula.cli;

import picocli.CommandLine.Command;

/**
 * {@code tabula gtp}: a Go engine speaking GTP version 2 on standard input and output, for
 * GoGui, Sabaki, KGS's kgsGtp, gogui-twogtp or another engine. The rules are a Go
 * variant with option overrides, as {@code tabula play go} takes them; GTP commands then
 * set size, komi, handicap and rules. The engine is the one the Go module offers as
 * {@code gtp}; any other module offering {@code gtp} is served the same way ({@code --game}).
 */
@Command(name = "gtp", mixinStandardHelpOptions = true, description = {
        "Run a Go engine that speaks GTP version 2 on standard input and output.",
        "Commands: the GTP standard set (play, genmove, undo, showboard, final_score, handicap, time...),",
        "kgs-rules, tabula-rules [VARIANT]; see list_commands."})
final class GtpCommand extends EngineCommand {
    @Override
    String protocol() {
        return "gtp";
    }
}
