package io.tabula.options;

import java.math.BigDecimal;

/**
 * A decimal option restricted to multiples of a step within a range, such as komi
 * (any multiple of 0.5). Values are kept as {@link BigDecimal} so that 6.5 stays 6.5.
 */
public record DecimalOption(String name, String description, BigDecimal defaultValue,
                            BigDecimal step, BigDecimal min, BigDecimal max) implements OptionSpec<BigDecimal> {

    public DecimalOption {
        if (defaultValue.remainder(step).signum() != 0 || defaultValue.compareTo(min) < 0
                || defaultValue.compareTo(max) > 0) {
            throw new IllegalArgumentException(name + ": default " + defaultValue + " is not a multiple of " + step
                    + " from " + min + " to " + max);
        }
        defaultValue = normalize(defaultValue);
    }

    @Override
    public String allowed() {
        return "a multiple of " + step.toPlainString() + " from " + min.toPlainString()
                + " to " + max.toPlainString();
    }

    @Override
    public BigDecimal parse(String text) {
        BigDecimal value;
        try {
            value = new BigDecimal(text.trim());
        } catch (NumberFormatException e) {
            throw invalid(text, "not a number");
        }
        // The range first: it is cheap for any exponent, while a remainder of 1e999999999 is not.
        if (value.compareTo(min) < 0 || value.compareTo(max) > 0) {
            throw invalid(text, "out of range");
        }
        if (value.remainder(step).signum() != 0) {
            throw invalid(text, "not a multiple of " + step.toPlainString());
        }
        return normalize(value);
    }

    @Override
    public String format(BigDecimal value) {
        return normalize(value).toPlainString();
    }

    private static BigDecimal normalize(BigDecimal value) {
        BigDecimal stripped = value.stripTrailingZeros();
        return stripped.scale() < 0 ? stripped.setScale(0) : stripped;
    }
}
