package io.tabula.go.rules;

import io.tabula.core.GameDefinition;

/**
 * What a Go module is to the rules: the maker of each definition's {@link GoRules}, once per
 * definition, so that the states of one definition share one set of rules (and the kernel
 * boards made for it). {@link GoRules#of} asks a definition's module through it.
 */
public interface GoRulesProvider {

    /** The rules of {@code definition}, a definition of this module: the same object on every call. */
    GoRules rules(GameDefinition definition);
}
