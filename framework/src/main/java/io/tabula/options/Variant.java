package io.tabula.options;

import com.google.common.collect.ImmutableMap;
import java.util.Map;
import java.util.Objects;

/**
 * A named preset of option values, like KataGo's rule presets: {@code renju},
 * {@code chinese}, {@code standard}. Options it does not name keep their defaults.
 *
 * @param id          lower-case id, used in definitions and case files
 * @param description one sentence for {@code tabula games}
 * @param preset      option name to value text, validated by the module's schema
 */
public record Variant(String id, String description, Map<String, String> preset) {
    public Variant {
        Objects.requireNonNull(id, "id");
        Objects.requireNonNull(description, "description");
        preset = ImmutableMap.copyOf(preset);
    }

    public static Variant of(String id, String description) {
        return new Variant(id, description, Map.of());
    }
}
