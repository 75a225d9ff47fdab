package io.tabula.conformance.contract;

import io.tabula.core.Capability;
import io.tabula.core.GameDefinition;
import java.util.function.Predicate;

/**
 * What a definition must declare or offer for a property to apply to it (Guava testlib's
 * required features): a capability, or a facet of its module. A property is skipped, with
 * this description as its reason, for a definition that lacks it.
 *
 * @param description what is needed, for the skip's reason: {@code the capability UNDO}
 * @param holds       whether a definition has it
 */
record Requirement(String description, Predicate<GameDefinition> holds) {

    /** Every definition: the property applies to all. */
    static final Requirement NONE = new Requirement("nothing", definition -> true);

    /** The definitions that declare {@code capability} ({@link GameDefinition#has}). */
    static Requirement capability(Capability capability) {
        return new Requirement("the capability " + capability.name(), definition -> definition.has(capability));
    }

    /** The definitions whose module offers a fast sampler for them. */
    static final Requirement FAST_SAMPLER = new Requirement("a fast sampler",
            definition -> definition.module().fastSampler(definition).isPresent());

    /** The definitions some record format of their module writes whole. */
    static final Requirement WRITTEN_RECORDS = new Requirement("a record format that writes its games",
            definition -> definition.module().recordFormats().stream().anyMatch(f -> f.writes(definition, false)));
}
