package io.tabula.options;

import java.util.Collection;

/**
 * A typed, documented, validated rule option. Values are written as text (on the
 * command line, in definitions, in case files) and parsed here, so every place that
 * takes options reports errors the same way.
 *
 * @param <T> the value type
 */
public sealed interface OptionSpec<T> permits IntOption, BooleanOption, EnumOption, DecimalOption {

    /** The option's documented name, e.g. {@code size}, {@code komi}. */
    String name();

    /** One sentence saying what the option decides. */
    String description();

    T defaultValue();

    /** What values are allowed, for error messages and {@code tabula games}: {@code 5..26}. */
    String allowed();

    /**
     * Parses and validates {@code text}.
     *
     * @throws OptionException naming the option and listing the allowed values
     */
    T parse(String text);

    /** The canonical text of a value, which {@link #parse} reads back. */
    String format(T value);

    default OptionException invalid(String text) {
        return new OptionException("option '" + name() + "' does not take the value '" + text
                + "'; allowed: " + allowed());
    }

    /** As {@link #invalid(String)}, saying what is wrong with the value: {@code out of range}. */
    default OptionException invalid(String text, String problem) {
        return new OptionException("option '" + name() + "' does not take the value '" + text + "' (" + problem
                + "); allowed: " + allowed());
    }

    /** As {@link #invalid(String)}, with the id among {@code ids} that {@code text} most likely means. */
    default OptionException invalid(String text, Collection<String> ids) {
        return new OptionException("option '" + name() + "' does not take the value '" + text + "'; "
                + Spelling.hint(text.trim(), ids) + "allowed: " + allowed());
    }
}
