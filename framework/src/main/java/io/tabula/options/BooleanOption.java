package io.tabula.options;

import java.util.Locale;

/** A yes/no option, written {@code true} or {@code false}. */
public record BooleanOption(String name, String description, Boolean defaultValue)
        implements OptionSpec<Boolean> {

    @Override
    public String allowed() {
        return "true, false";
    }

    @Override
    public Boolean parse(String text) {
        return switch (text.trim().toLowerCase(Locale.ROOT)) {
            case "true" -> Boolean.TRUE;
            case "false" -> Boolean.FALSE;
            default -> throw invalid(text);
        };
    }

    @Override
    public String format(Boolean value) {
        return value.toString();
    }
}
