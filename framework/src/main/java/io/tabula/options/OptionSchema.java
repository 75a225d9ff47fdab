package io.tabula.options;

import com.google.common.collect.ImmutableList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;

/**
 * The options of a game and its named variants. Resolving a variant plus overrides
 * gives {@link OptionValues}; anything unknown or out of range is an
 * {@link OptionException} that lists what is allowed.
 */
public final class OptionSchema {
    private final ImmutableList<OptionSpec<?>> specs;
    private final ImmutableList<Variant> variants;

    /**
     * @param specs    every option of the game, in documentation order
     * @param variants the named presets; the first is the default variant
     */
    public OptionSchema(List<? extends OptionSpec<?>> specs, List<Variant> variants) {
        this.specs = ImmutableList.copyOf(specs);
        this.variants = ImmutableList.copyOf(variants);
        if (variants.isEmpty()) {
            throw new IllegalArgumentException("a game needs at least one variant");
        }
        if (specs.stream().map(OptionSpec::name).distinct().count() != specs.size()
                || variants.stream().map(Variant::id).distinct().count() != variants.size()) {
            throw new IllegalArgumentException("option names and variant ids must be unique");
        }
        for (Variant variant : variants) {
            resolve(variant.id(), Map.of()); // fail fast on a preset that names a bad option
        }
    }

    public List<OptionSpec<?>> specs() {
        return specs;
    }

    public List<Variant> variants() {
        return variants;
    }

    public Variant defaultVariant() {
        return variants.get(0);
    }

    /**
     * The option with exactly this name (case-sensitive).
     *
     * @throws OptionException naming the unknown name, the name it most likely means, and the options
     */
    public OptionSpec<?> spec(String name) {
        for (OptionSpec<?> spec : specs) {
            if (spec.name().equals(name)) {
                return spec;
            }
        }
        List<String> names = specs.stream().map(OptionSpec::name).toList();
        throw new OptionException("unknown option '" + name + "'; " + Spelling.hint(name, names) + "options: "
                + names());
    }

    /**
     * The variant with exactly this id ({@code chinese}, not {@code CHINESE}: ids are case-sensitive).
     *
     * @throws OptionException naming the unknown id, the id it most likely means, and the variants
     */
    public Variant variant(String id) {
        for (Variant variant : variants) {
            if (variant.id().equals(id)) {
                return variant;
            }
        }
        List<String> ids = variants.stream().map(Variant::id).toList();
        throw new OptionException("unknown variant '" + id + "'; " + Spelling.hint(id, ids) + "variants: "
                + String.join(", ", ids));
    }

    /**
     * The option values of {@code variantId} with {@code overrides} (option name to value
     * text) applied on top of its preset.
     */
    public OptionValues resolve(String variantId, Map<String, String> overrides) {
        Variant variant = variant(variantId);
        Map<String, Object> values = new LinkedHashMap<>();
        for (OptionSpec<?> spec : specs) {
            values.put(spec.name(), spec.defaultValue());
        }
        for (Map.Entry<String, String> entry : variant.preset().entrySet()) {
            values.put(entry.getKey(), spec(entry.getKey()).parse(entry.getValue()));
        }
        for (Map.Entry<String, String> entry : overrides.entrySet()) {
            values.put(entry.getKey(), spec(entry.getKey()).parse(entry.getValue()));
        }
        return new OptionValues(this, values);
    }

    private String names() {
        return specs.isEmpty() ? "(none)" : specs.stream().map(OptionSpec::name).collect(Collectors.joining(", "));
    }
}
