package io.tabula.options;

import java.util.Arrays;
import java.util.stream.Collectors;

/** An option whose values are the constants of an enum implementing {@link Choice}. */
public record EnumOption<E extends Enum<E> & Choice>(String name, String description, Class<E> type,
                                                     E defaultValue) implements OptionSpec<E> {

    @Override
    public String allowed() {
        return Arrays.stream(type.getEnumConstants()).map(Choice::id).collect(Collectors.joining(", "));
    }

    /** The constant whose id is exactly {@code text} (blanks around it aside; ids are case-sensitive). */
    @Override
    public E parse(String text) {
        String wanted = text.trim();
        for (E constant : type.getEnumConstants()) {
            if (constant.id().equals(wanted)) {
                return constant;
            }
        }
        throw invalid(text, Arrays.stream(type.getEnumConstants()).map(Choice::id).toList());
    }

    @Override
    public String format(E value) {
        return value.id();
    }
}
