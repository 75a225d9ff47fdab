package io.tabula.options;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.math.BigDecimal;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class OptionSchemaTest {
    static final IntOption SIZE = OptionSpecTest.SIZE;
    static final BooleanOption SWAP = OptionSpecTest.SWAP;
    static final DecimalOption KOMI = OptionSpecTest.KOMI;
    static final EnumOption<OptionSpecTest.Ko> KO = OptionSpecTest.KO;

    static final OptionSchema SCHEMA = new OptionSchema(List.of(SIZE, KOMI, KO, SWAP), List.of(
            Variant.of("plain", "Everything at its default."),
            new Variant("small", "A 9x9 board with komi 6.5.", Map.of("size", "9", "komi", "6.5")),
            new Variant("strict", "Positional superko and swap.", Map.of("ko", "positional-superko", "swap", "true"))));

    @Test
    void resolve_defaultVariantWithoutOverrides_givesEveryDefault() {
        OptionValues values = SCHEMA.resolve("plain", Map.of());
        assertEquals(15, values.get(SIZE));
        assertEquals(new BigDecimal("7.5"), values.get(KOMI));
        assertEquals(OptionSpecTest.Ko.SIMPLE, values.get(KO));
        assertEquals(false, values.get(SWAP));
    }

    @Test
    void resolve_variantPreset_replacesOnlyTheOptionsItNames() {
        OptionValues values = SCHEMA.resolve("small", Map.of());
        assertEquals(9, values.get(SIZE));
        assertEquals("6.5", values.text("komi"));
        assertEquals(OptionSpecTest.Ko.SIMPLE, values.get(KO));
        assertEquals(false, values.get(SWAP));
    }

    @Test
    void resolve_overrides_winOverThePreset() {
        OptionValues values = SCHEMA.resolve("small", Map.of("size", "13", "ko", "situational-superko"));
        assertEquals(13, values.get(SIZE));
        assertEquals("6.5", values.text("komi"), "preset value kept where not overridden");
        assertEquals(OptionSpecTest.Ko.SITUATIONAL_SUPERKO, values.get(KO));
    }

    @Test
    void resolve_variantIdInOtherCase_failsSuggestingTheId() {
        OptionException e = assertThrows(OptionException.class, () -> SCHEMA.resolve("STRICT", Map.of()));
        assertEquals("unknown variant 'STRICT'; did you mean 'strict'? variants: plain, small, strict", e.getMessage());
    }

    @Test
    void resolve_misspeltVariant_suggestsTheClosestId() {
        OptionException e = assertThrows(OptionException.class, () -> SCHEMA.resolve("strikt", Map.of()));
        assertTrue(e.getMessage().contains("did you mean 'strict'?"), e.getMessage());
    }

    @Test
    void resolve_optionNameInOtherCase_failsSuggestingTheName() {
        OptionException e = assertThrows(OptionException.class, () -> SCHEMA.resolve("plain", Map.of("Size", "9")));
        assertTrue(e.getMessage().startsWith("unknown option 'Size'; did you mean 'size'? options: "), e.getMessage());
    }

    @Test
    void resolve_unknownVariant_failsListingVariants() {
        OptionException e = assertThrows(OptionException.class, () -> SCHEMA.resolve("renju", Map.of()));
        assertTrue(e.getMessage().contains("unknown variant 'renju'"), e.getMessage());
        assertTrue(e.getMessage().contains("plain, small, strict"), e.getMessage());
    }

    @Test
    void resolve_unknownOption_failsListingOptions() {
        OptionException e = assertThrows(OptionException.class, () -> SCHEMA.resolve("plain", Map.of("sise", "9")));
        assertTrue(e.getMessage().contains("unknown option 'sise'"), e.getMessage());
        assertTrue(e.getMessage().contains("size, komi, ko, swap"), e.getMessage());
    }

    @Test
    void resolve_badOverrideValue_failsNamingOptionAndAllowedValues() {
        OptionException e = assertThrows(OptionException.class, () -> SCHEMA.resolve("plain", Map.of("ko", "none")));
        assertTrue(e.getMessage().contains("'ko'") && e.getMessage().contains("'none'"), e.getMessage());
        assertTrue(e.getMessage().contains("simple, positional-superko, situational-superko"), e.getMessage());
    }

    @Test
    void asText_values_areCanonicalAndInSchemaOrder() {
        OptionValues values = SCHEMA.resolve("strict", Map.of("komi", "7.0"));
        Map<String, String> expected = new LinkedHashMap<>();
        expected.put("size", "15");
        expected.put("komi", "7");
        expected.put("ko", "positional-superko");
        expected.put("swap", "true");
        assertEquals(List.copyOf(expected.entrySet()), List.copyOf(values.asText().entrySet()));
    }

    @Test
    void equals_sameValuesReachedDifferently_areEqual() {
        OptionValues viaPreset = SCHEMA.resolve("small", Map.of());
        OptionValues viaOverrides = SCHEMA.resolve("plain", Map.of("size", "9", "komi", "6.50"));
        assertEquals(viaPreset, viaOverrides);
        assertEquals(viaPreset.hashCode(), viaOverrides.hashCode());
        assertNotEquals(viaPreset, SCHEMA.resolve("plain", Map.of()));
    }

    @Test
    void get_optionOfAnotherSchema_failsNamingIt() {
        IntOption other = new IntOption("width", "d", 3, 1, 9);
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> SCHEMA.resolve("plain", Map.of()).get(other));
        assertTrue(e.getMessage().contains("'width'"), e.getMessage());
    }

    @Test
    void spec_knownAndUnknownNames_findOrFailListing() {
        assertSame(KOMI, SCHEMA.spec("komi"));
        OptionException e = assertThrows(OptionException.class, () -> SCHEMA.spec("handicap"));
        assertTrue(e.getMessage().contains("size, komi, ko, swap"), e.getMessage());
    }

    @Test
    void defaultVariant_isTheFirst() {
        assertEquals("plain", SCHEMA.defaultVariant().id());
    }

    @Test
    void constructor_noVariants_isRejected() {
        assertThrows(IllegalArgumentException.class, () -> new OptionSchema(List.of(SIZE), List.of()));
    }

    @Test
    void constructor_presetWithBadValueOrUnknownOption_failsFast() {
        OptionException badValue = assertThrows(OptionException.class, () -> new OptionSchema(List.of(SIZE),
                List.of(new Variant("huge", "d", Map.of("size", "99")))));
        assertTrue(badValue.getMessage().contains("'size'"), badValue.getMessage());
        OptionException unknown = assertThrows(OptionException.class, () -> new OptionSchema(List.of(SIZE),
                List.of(new Variant("odd", "d", Map.of("colour", "red")))));
        assertTrue(unknown.getMessage().contains("'colour'"), unknown.getMessage());
    }

    @Test
    void emptySchema_unknownOption_saysThereAreNone() {
        OptionSchema none = new OptionSchema(List.of(), List.of(Variant.of("only", "d")));
        OptionException e = assertThrows(OptionException.class, () -> none.resolve("only", Map.of("x", "1")));
        assertTrue(e.getMessage().contains("(none)"), e.getMessage());
        assertTrue(none.resolve("only", Map.of()).asText().isEmpty());
    }
}
