package io.tabula.options;

import com.google.common.collect.ImmutableMap;
import java.util.Map;
import java.util.Objects;

/**
 * Validated values for every option of a schema, immutable. Rules read them typed:
 * {@code values.get(SIZE)}.
 */
public final class OptionValues {
    private final OptionSchema schema;
    private final ImmutableMap<String, Object> values;

    OptionValues(OptionSchema schema, Map<String, Object> values) {
        this.schema = schema;
        this.values = ImmutableMap.copyOf(values);
    }

    public <T> T get(OptionSpec<T> spec) {
        Object value = values.get(spec.name());
        if (value == null) {
            throw new IllegalArgumentException("no option '" + spec.name() + "' in this game; it has "
                    + String.join(", ", values.keySet()));
        }
        @SuppressWarnings("unchecked")
        T typed = (T) value;
        return typed;
    }

    /** The value of the named option as its canonical text. */
    public String text(String name) {
        OptionSpec<?> spec = schema.spec(name);
        return formatted(spec);
    }

    private <T> String formatted(OptionSpec<T> spec) {
        return spec.format(get(spec));
    }

    /** Option name to canonical value text, in the schema's order. */
    public Map<String, String> asText() {
        ImmutableMap.Builder<String, String> out = ImmutableMap.builder();
        for (OptionSpec<?> spec : schema.specs()) {
            out.put(spec.name(), formatted(spec));
        }
        return out.build();
    }

    public OptionSchema schema() {
        return schema;
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof OptionValues other && values.equals(other.values);
    }

    @Override
    public int hashCode() {
        return Objects.hash(values);
    }

    @Override
    public String toString() {
        return asText().toString();
    }
}
