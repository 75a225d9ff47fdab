package io.tabula.options;

import java.util.List;

/** A yes/no option, written {@code true} or {@code false}. */
public record BooleanOption(String name, String description, Boolean defaultValue)
        implements OptionSpec<Boolean> {

    @Override
    public String allowed() {
        return "true, false";
    }

    /** {@code true} or {@code false}, in lower case as every id (blanks around it aside). */
    @Override
    public Boolean parse(String text) {
        return switch (text.trim()) {
            case "true" -> Boolean.TRUE;
            case "false" -> Boolean.FALSE;
            default -> throw invalid(text, List.of("true", "false"));
        };
    }

    @Override
    public String format(Boolean value) {
        return value.toString();
    }
}
