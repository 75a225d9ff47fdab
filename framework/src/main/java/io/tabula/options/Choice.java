package io.tabula.options;

/**
 * A value of an enumerated option: implemented by the option's enum, so that rules
 * switch over constants while users write the documented lower-case id.
 */
public interface Choice {
    /** The documented id, e.g. {@code positional-superko}, {@code loses}. */
    String id();
}
