package io.tabula.options;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.math.BigDecimal;
import org.junit.jupiter.api.Test;

class OptionSpecTest {

    enum Ko implements Choice {
        SIMPLE("simple"), POSITIONAL_SUPERKO("positional-superko"), SITUATIONAL_SUPERKO("situational-superko");

        private final String id;

        Ko(String id) {
            this.id = id;
        }

        @Override
        public String id() {
            return id;
        }
    }

    static final IntOption SIZE = new IntOption("size", "Board size.", 15, 5, 26);
    static final BooleanOption SWAP = new BooleanOption("swap", "Swap after the first move.", false);
    static final DecimalOption KOMI = new DecimalOption("komi", "Compensation for white.", new BigDecimal("7.5"),
            new BigDecimal("0.5"), new BigDecimal("-150"), new BigDecimal("150"));
    static final EnumOption<Ko> KO = new EnumOption<>("ko", "Repetition rule.", Ko.class, Ko.SIMPLE);

    private static void assertNamesOptionAndAllowed(OptionException e, String option, String... allowed) {
        assertTrue(e.getMessage().contains("'" + option + "'"), () -> "message does not name the option: " + e.getMessage());
        for (String a : allowed) {
            assertTrue(e.getMessage().contains(a), () -> "message does not list '" + a + "': " + e.getMessage());
        }
    }

    // ------------------------------------------------------------------ IntOption

    @Test
    void intParse_valuesInRangeIncludingBounds_areAccepted() {
        assertEquals(5, SIZE.parse("5"));
        assertEquals(26, SIZE.parse("26"));
        assertEquals(19, SIZE.parse(" 19 "));
    }

    @Test
    void intParse_belowMin_failsNamingOptionAndRange() {
        OptionException e = assertThrows(OptionException.class, () -> SIZE.parse("4"));
        assertNamesOptionAndAllowed(e, "size", "'4'", "from 5 to 26");
    }

    @Test
    void intParse_aboveMax_failsNamingOptionAndRange() {
        OptionException e = assertThrows(OptionException.class, () -> SIZE.parse("27"));
        assertNamesOptionAndAllowed(e, "size", "'27'", "from 5 to 26");
    }

    @Test
    void intParse_notANumber_failsNamingOptionAndRange() {
        OptionException e = assertThrows(OptionException.class, () -> SIZE.parse("nine"));
        assertNamesOptionAndAllowed(e, "size", "'nine'", "from 5 to 26");
        assertThrows(OptionException.class, () -> SIZE.parse("9.0"));
        assertThrows(OptionException.class, () -> SIZE.parse(""));
    }

    /** The message says what is wrong with the value before listing what is allowed. */
    @Test
    void numberParse_failures_sayWhatIsWrong() {
        assertEquals("option 'size' does not take the value '27' (out of range); allowed: an integer from 5 to 26",
                assertThrows(OptionException.class, () -> SIZE.parse("27")).getMessage());
        assertTrue(assertThrows(OptionException.class, () -> SIZE.parse("99999999999999999999")).getMessage()
                .contains("(out of range)"));
        assertTrue(assertThrows(OptionException.class, () -> SIZE.parse("9.0")).getMessage()
                .contains("(not an integer)"));
        assertTrue(assertThrows(OptionException.class, () -> KOMI.parse("1e999999999")).getMessage()
                .contains("(out of range)"));
        assertTrue(assertThrows(OptionException.class, () -> KOMI.parse("6.25")).getMessage()
                .contains("(not a multiple of 0.5)"));
        assertTrue(assertThrows(OptionException.class, () -> KOMI.parse("NaN")).getMessage()
                .contains("(not a number)"));
    }

    @Test
    void intFormat_value_isReadBackByParse() {
        assertEquals("19", SIZE.format(19));
        assertEquals(19, SIZE.parse(SIZE.format(19)));
    }

    @Test
    void intConstructor_defaultOutOfRange_isRejected() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> new IntOption("size", "d", 3, 5, 26));
        assertTrue(e.getMessage().contains("size"));
    }

    // -------------------------------------------------------------- BooleanOption

    @Test
    void booleanParse_trueAndFalseInLowerCase_areAccepted() {
        assertEquals(Boolean.TRUE, SWAP.parse("true"));
        assertEquals(Boolean.FALSE, SWAP.parse(" false "));
    }

    @Test
    void booleanParse_otherCase_failsSuggestingTheWord() {
        OptionException e = assertThrows(OptionException.class, () -> SWAP.parse("TRUE"));
        assertNamesOptionAndAllowed(e, "swap", "'TRUE'", "did you mean 'true'?", "true, false");
        assertThrows(OptionException.class, () -> SWAP.parse(" False "));
    }

    @Test
    void booleanParse_otherText_failsNamingOptionAndValues() {
        OptionException e = assertThrows(OptionException.class, () -> SWAP.parse("yes"));
        assertNamesOptionAndAllowed(e, "swap", "'yes'", "true, false");
        assertThrows(OptionException.class, () -> SWAP.parse("1"));
    }

    @Test
    void booleanFormat_values_areLowerCaseWords() {
        assertEquals("true", SWAP.format(true));
        assertEquals("false", SWAP.format(false));
    }

    // -------------------------------------------------------------- DecimalOption

    @Test
    void decimalParse_halfPoint_keepsItsFraction() {
        assertEquals("6.5", KOMI.parse("6.5").toPlainString());
        assertEquals("6.5", KOMI.format(KOMI.parse("6.50")));
        assertEquals("-0.5", KOMI.format(KOMI.parse("-0.5")));
    }

    @Test
    void decimalFormat_wholeNumberWithZeroFraction_dropsTheFraction() {
        assertEquals("7", KOMI.format(new BigDecimal("7.0")));
        assertEquals("7", KOMI.format(KOMI.parse("7.0")));
        assertEquals("150", KOMI.format(KOMI.parse("150")));
        assertEquals("0", KOMI.format(KOMI.parse("0.0")));
    }

    @Test
    void decimalParse_equalValuesWrittenDifferently_areEqual() {
        assertEquals(KOMI.parse("7"), KOMI.parse("7.00"));
        assertEquals(KOMI.parse("100"), KOMI.parse("1E+2"));
    }

    @Test
    void decimalParse_notAMultipleOfTheStep_failsNamingOptionAndStep() {
        OptionException e = assertThrows(OptionException.class, () -> KOMI.parse("6.25"));
        assertNamesOptionAndAllowed(e, "komi", "'6.25'", "a multiple of 0.5", "from -150 to 150");
    }

    @Test
    void decimalParse_outOfRange_failsNamingOptionAndRange() {
        OptionException e = assertThrows(OptionException.class, () -> KOMI.parse("150.5"));
        assertNamesOptionAndAllowed(e, "komi", "'150.5'", "from -150 to 150");
        assertThrows(OptionException.class, () -> KOMI.parse("-151"));
    }

    @Test
    void decimalParse_notANumber_failsNamingOption() {
        OptionException e = assertThrows(OptionException.class, () -> KOMI.parse("seven"));
        assertNamesOptionAndAllowed(e, "komi", "'seven'");
    }

    @Test
    void decimalConstructor_defaultNotAMultipleOfStep_isRejected() {
        assertThrows(IllegalArgumentException.class, () -> new DecimalOption("komi", "d", new BigDecimal("7.25"),
                new BigDecimal("0.5"), new BigDecimal("-150"), new BigDecimal("150")));
    }

    // ----------------------------------------------------------------- EnumOption

    @Test
    void enumParse_documentedId_givesTheConstant() {
        assertEquals(Ko.POSITIONAL_SUPERKO, KO.parse("positional-superko"));
        assertEquals(Ko.SIMPLE, KO.parse(" simple "));
    }

    @Test
    void enumParse_idInOtherCase_failsSuggestingTheId() {
        OptionException e = assertThrows(OptionException.class, () -> KO.parse(" Simple "));
        assertNamesOptionAndAllowed(e, "ko", "' Simple '", "did you mean 'simple'?",
                "simple, positional-superko, situational-superko");
    }

    @Test
    void enumParse_constantNameInsteadOfId_failsListingIds() {
        OptionException e = assertThrows(OptionException.class, () -> KO.parse("POSITIONAL_SUPERKO"));
        assertNamesOptionAndAllowed(e, "ko", "simple, positional-superko, situational-superko");
    }

    @Test
    void enumParse_unknownValue_failsNamingOptionAndListingIds() {
        OptionException e = assertThrows(OptionException.class, () -> KO.parse("japanese"));
        assertNamesOptionAndAllowed(e, "ko", "'japanese'", "simple", "positional-superko", "situational-superko");
    }

    @Test
    void enumFormat_constant_isItsId() {
        assertEquals("situational-superko", KO.format(Ko.SITUATIONAL_SUPERKO));
        assertEquals(Ko.SITUATIONAL_SUPERKO, KO.parse(KO.format(Ko.SITUATIONAL_SUPERKO)));
    }

    @Test
    void optionException_isAnIllegalArgumentException() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> KO.parse("x"));
        assertEquals(OptionException.class, e.getClass());
    }
}
