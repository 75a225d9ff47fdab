package io.tabula.cli;

import io.tabula.core.GameRegistry;
import java.util.concurrent.Callable;

/**
 * A command that works with the installed games: it is handed the registry (built-in
 * modules, those of {@code --module-path}, and the presets) after the command line is parsed.
 */
abstract class GamesAware implements Callable<Integer>, Tabula.ContextAware {
    /** The games and presets this run knows. */
    protected GameRegistry registry;

    @Override
    public void context(Tabula.Context context) {
        this.registry = context.registry();
    }
}
