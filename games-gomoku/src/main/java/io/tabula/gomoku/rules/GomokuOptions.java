package io.tabula.gomoku.rules;

import io.tabula.options.EnumOption;
import io.tabula.options.IntOption;
import io.tabula.options.OptionSchema;
import io.tabula.options.OptionSpec;
import io.tabula.options.Variant;
import java.util.List;
import java.util.Map;

/** The options and variants of the Gomoku module, as {@code tabula games} lists them. */
public final class GomokuOptions {
    public static final IntOption SIZE = new IntOption("size",
            "side of the square board", 15, 5, 26);

    public static final EnumOption<GomokuRule> RULE = new EnumOption<>("rule",
            "which rows win: freestyle (five or more) or standard (exactly five)",
            GomokuRule.class, GomokuRule.FREESTYLE);

    public static final List<OptionSpec<?>> ALL = List.of(RULE, SIZE);

    public static final OptionSchema SCHEMA = new OptionSchema(ALL, List.of(
            new Variant("freestyle", "five or more in a row wins", Map.of("rule", "freestyle")),
            new Variant("standard", "exactly five in a row wins; an overline does not", Map.of("rule", "standard"))));

    private GomokuOptions() {
    }
}
