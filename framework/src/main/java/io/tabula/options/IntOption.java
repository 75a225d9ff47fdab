package io.tabula.options;

/** An integer option with an inclusive range. */
public record IntOption(String name, String description, Integer defaultValue, int min, int max)
        implements OptionSpec<Integer> {

    public IntOption {
        if (defaultValue < min || defaultValue > max) {
            throw new IllegalArgumentException(name + ": default " + defaultValue + " outside " + min + ".." + max);
        }
    }

    @Override
    public String allowed() {
        return "an integer from " + min + " to " + max;
    }

    @Override
    public Integer parse(String text) {
        String trimmed = text.trim();
        if (!trimmed.matches("[+-]?[0-9]+")) {
            throw invalid(text, "not an integer");
        }
        int value;
        try {
            value = Integer.parseInt(trimmed);
        } catch (NumberFormatException e) {
            throw invalid(text, "out of range"); // digits, but beyond an int
        }
        if (value < min || value > max) {
            throw invalid(text, "out of range");
        }
        return value;
    }

    @Override
    public String format(Integer value) {
        return Integer.toString(value);
    }
}
