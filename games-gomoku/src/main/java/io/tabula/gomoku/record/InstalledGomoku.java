package io.tabula.gomoku.record;

import io.tabula.core.GameModule;
import io.tabula.core.GameRegistry;

/**
 * The Gomoku module as the program has it installed, found by its service registration
 * as every tool finds a game. The readers need a module to make definitions from a
 * record's header; finding it by id, not by its class, keeps this package free of the
 * module's package, which offers these readers in turn.
 */
final class InstalledGomoku {
    static final GameModule MODULE = GameRegistry.installed().module("gomoku");
    static final GameRegistry REGISTRY = GameRegistry.of(MODULE);

    private InstalledGomoku() {
    }
}
