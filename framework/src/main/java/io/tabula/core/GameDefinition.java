package io.tabula.core;

import io.tabula.options.OptionSpec;
import io.tabula.options.OptionValues;
import java.util.Map;
import java.util.Objects;
import java.util.stream.Collectors;

/**
 * A game with its variant and every option value fixed; immutable. It makes the
 * initial state and has one canonical text form, which {@link GameRegistry#parseDefinition}
 * reads back: {@code gomoku(variant=standard,size=15)}. The text names the variant and
 * then every option in the module's documented order, so a record stays exact even if
 * a default changes.
 */
public final class GameDefinition {
    private final GameModule module;
    private final String variant;
    private final OptionValues options;

    GameDefinition(GameModule module, String variant, OptionValues options) {
        this.module = Objects.requireNonNull(module, "module");
        this.variant = Objects.requireNonNull(variant, "variant");
        this.options = Objects.requireNonNull(options, "options");
    }

    public GameModule module() {
        return module;
    }

    public GameType type() {
        return module.type();
    }

    public String gameId() {
        return module.id();
    }

    public String variant() {
        return variant;
    }

    public OptionValues options() {
        return options;
    }

    public <T> T get(OptionSpec<T> option) {
        return options.get(option);
    }

    /** The capabilities of this definition: the type's, less what its options turn off. */
    public java.util.Set<Capability> capabilities() {
        return module.capabilities(this);
    }

    /** Whether this definition has {@code capability}. */
    public boolean has(Capability capability) {
        return capabilities().contains(capability);
    }

    /** Whether nothing is hidden from any side in games of this definition. */
    public boolean perfectInformation() {
        return !has(Capability.HIDDEN_INFORMATION);
    }

    public GameState newGame() {
        return module.newGame(this);
    }

    /** This definition with some options changed (name to value text). */
    public GameDefinition with(Map<String, String> overrides) {
        Map<String, String> merged = new java.util.LinkedHashMap<>(options.asText());
        merged.putAll(overrides);
        return module.define(variant, merged);
    }

    /** The canonical text: {@code id(variant=v,option=value,...)}. */
    public String text() {
        String values = options.asText().entrySet().stream()
                .map(e -> e.getKey() + "=" + e.getValue())
                .collect(Collectors.joining(","));
        return module.id() + "(variant=" + variant + (values.isEmpty() ? "" : "," + values) + ")";
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof GameDefinition other
                && module.id().equals(other.module.id())
                && variant.equals(other.variant)
                && options.equals(other.options);
    }

    @Override
    public int hashCode() {
        return Objects.hash(module.id(), variant, options);
    }

    @Override
    public String toString() {
        return text();
    }
}
