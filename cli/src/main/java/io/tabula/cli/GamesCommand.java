package io.tabula.cli;

import io.tabula.core.GameModule;
import io.tabula.core.GameRegistry;
import io.tabula.core.Side;
import io.tabula.options.OptionSpec;
import io.tabula.options.Variant;
import java.io.PrintWriter;
import java.util.stream.Collectors;
import picocli.CommandLine;
import picocli.CommandLine.Command;

/** {@code tabula games}: every registered game, its variants and options, then the user's presets. */
@Command(name = "games", mixinStandardHelpOptions = true,
        description = "List every registered game with its variants and options, then the presets "
                + "(tabula --presets FILE, or tabula-presets.json in the working directory).")
final class GamesCommand implements Runnable, Tabula.ContextAware {
    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    private GameRegistry registry;

    @Override
    public void context(Tabula.Context context) {
        this.registry = context.registry();
    }

    @Override
    public void run() {
        PrintWriter out = spec.commandLine().getOut();
        for (GameModule module : registry.modules()) {
            out.printf("%s  (%s; sides: %s)%n", module.id(), module.type().name(),
                    module.type().sides().stream().map(Side::id).collect(Collectors.joining(", ")));
            out.println("  variants:");
            for (Variant variant : module.options().variants()) {
                String preset = variant.preset().isEmpty() ? ""
                        : "  [" + module.options().specs().stream().map(OptionSpec::name)
                        .filter(variant.preset()::containsKey)
                        .map(name -> name + "=" + variant.preset().get(name))
                        .collect(Collectors.joining(", ")) + "]";
                out.printf("    %-14s %s%s%n", variant.id(), variant.description(), preset);
            }
            out.println("  options:");
            for (OptionSpec<?> option : module.options().specs()) {
                out.printf("    %-14s default %s; allowed: %s%n", option.name(), defaultText(option), option.allowed());
                out.printf("    %-14s %s%n", "", option.description());
            }
            out.println();
        }
        if (!registry.presets().isEmpty()) {
            out.println("presets:");
            registry.presets().forEach((name, definition) -> out.printf("    %-14s %s%n", name, definition.text()));
            out.println();
        }
        out.flush();
    }

    private static <T> String defaultText(OptionSpec<T> option) {
        return option.format(option.defaultValue());
    }
}
