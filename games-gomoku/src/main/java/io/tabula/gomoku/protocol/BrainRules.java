package io.tabula.gomoku.protocol;

import io.tabula.core.GameDefinition;
import io.tabula.core.GameModule;
import io.tabula.gomoku.rules.GomokuOptions;
import io.tabula.options.Variant;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * The rules a Gomocup brain plays by, as the manager has set them: a variant of the module
 * ({@code INFO rule}) and the options that differ from it (those the brain was started
 * with, and the size from {@code START}).
 *
 * @param module    the Gomoku module
 * @param variant   the rule set
 * @param overrides options differing from the variant's, by name
 */
record BrainRules(GameModule module, String variant, Map<String, String> overrides) {

    BrainRules {
        overrides = Map.copyOf(overrides);
    }

    /** The rules of a brain started under {@code definition}. */
    static BrainRules of(GameDefinition definition) {
        Map<String, String> defaults = definition.module().define(definition.variant(), Map.of()).options().asText();
        Map<String, String> changed = new LinkedHashMap<>();
        definition.options().asText().forEach((name, value) -> {
            if (!value.equals(defaults.get(name))) {
                changed.put(name, value);
            }
        });
        return new BrainRules(definition.module(), definition.variant(), changed);
    }

    /** These rules on a board of {@code size} ({@code START}). */
    BrainRules withSize(long size) {
        Map<String, String> sized = new LinkedHashMap<>(overrides);
        sized.put(GomokuOptions.SIZE.name(), Long.toString(size));
        return new BrainRules(module, variant, sized);
    }

    /**
     * The rules {@code INFO rule}'s bits ask for: 4 renju, else 8 caro, else 1 exact five
     * ({@code standard}), else {@code freestyle}; caro is the module's {@code caro} variant
     * (or the first whose id starts with it), freestyle where it has none. Bit 2 (continuous
     * game) changes no rule. An option that chose the rule before is dropped.
     */
    BrainRules forBits(int bits) {
        String next;
        if ((bits & 4) != 0) {
            next = "renju";
        } else if ((bits & 8) != 0) {
            next = caroVariant() == null ? "freestyle" : caroVariant();
        } else if ((bits & 1) != 0) {
            next = "standard";
        } else {
            next = "freestyle";
        }
        Map<String, String> options = new LinkedHashMap<>(overrides);
        options.remove(GomokuOptions.RULE.name());
        return new BrainRules(module, next, options);
    }

    /** The module's caro variant ({@code caro}, else the first whose id starts with it), or null. */
    String caroVariant() {
        String found = null;
        for (Variant v : module.options().variants()) {
            if (v.id().equals("caro")) {
                return v.id();
            }
            if (found == null && v.id().startsWith("caro")) {
                found = v.id();
            }
        }
        return found;
    }

    /**
     * The definition of these rules.
     *
     * @throws io.tabula.options.OptionException if the options do not fit the variant
     */
    GameDefinition definition() {
        return module.define(variant, overrides);
    }
}
