package io.tabula.go.sgf;

import io.tabula.core.GameModule;
import io.tabula.core.GameRegistry;

/**
 * The Go module as the program has it installed, found by its service registration as
 * every tool finds a game. The SGF reader needs a module to make definitions from a root's
 * properties; finding it by id, not by its class, keeps this package free of the module's
 * package, which offers this reader in turn.
 */
final class InstalledGo {
    static final GameModule MODULE = GameRegistry.installed().module("go");
    static final GameRegistry REGISTRY = GameRegistry.of(MODULE);

    private InstalledGo() {
    }
}
