package io.tabula.core;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.tabula.options.OptionException;
import io.tabula.testgame.TttModule;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class GameRegistryTest {
    private static final TttModule TTT = new TttModule();
    private static final GameRegistry REGISTRY = GameRegistry.of(TTT);

    @Test
    void parseDefinition_bareId_givesDefaultVariantAndOptions() {
        GameDefinition definition = REGISTRY.parseDefinition("ttt");
        assertEquals("ttt", definition.gameId());
        assertEquals("classic", definition.variant());
        assertEquals(3, definition.get(TttModule.SIZE));
        assertEquals(false, definition.get(TttModule.MISERE));
        assertEquals(TTT.defaultDefinition(), definition);
    }

    @Test
    void parseDefinition_idWithBlanks_isFound() {
        assertEquals(TTT.defaultDefinition(), REGISTRY.parseDefinition("  ttt "));
    }

    @Test
    void module_idInOtherCase_failsSuggestingTheId() {
        OptionException e = assertThrows(OptionException.class, () -> REGISTRY.module("TTT"));
        assertEquals("unknown game 'TTT'; did you mean 'ttt'? games: ttt", e.getMessage());
        assertThrows(OptionException.class, () -> REGISTRY.parseDefinition("  TTT "));
    }

    @Test
    void module_unrelatedId_failsWithoutASuggestion() {
        OptionException e = assertThrows(OptionException.class, () -> REGISTRY.module("chess"));
        assertEquals("unknown game 'chess'; games: ttt", e.getMessage());
    }

    @Test
    void parseDefinition_variantOnly_appliesItsPreset() {
        GameDefinition misere = REGISTRY.parseDefinition("ttt(variant=misere)");
        assertEquals("misere", misere.variant());
        assertEquals(true, misere.get(TttModule.MISERE));
        assertEquals(3, misere.get(TttModule.SIZE));
        assertEquals(4, REGISTRY.parseDefinition("ttt(variant=big)").get(TttModule.SIZE));
    }

    @Test
    void parseDefinition_variantInCapitals_failsSuggestingTheId() {
        OptionException e = assertThrows(OptionException.class, () -> REGISTRY.parseDefinition("ttt(variant=MISERE)"));
        assertTrue(e.getMessage().startsWith("unknown variant 'MISERE'; did you mean 'misere'?"), e.getMessage());
    }

    @Test
    void parseDefinition_optionsWithoutVariant_overrideTheDefaultVariant() {
        GameDefinition definition = REGISTRY.parseDefinition("ttt( size = 5 , misere=true )");
        assertEquals("classic", definition.variant());
        assertEquals(5, definition.get(TttModule.SIZE));
        assertEquals(true, definition.get(TttModule.MISERE));
    }

    @Test
    void parseDefinition_emptyParentheses_isTheDefault() {
        assertEquals(TTT.defaultDefinition(), REGISTRY.parseDefinition("ttt()"));
    }

    @Test
    void text_ofEveryVariant_isCanonicalAndRoundTrips() {
        for (String variant : List.of("classic", "misere", "big")) {
            GameDefinition definition = TTT.define(variant, Map.of());
            GameDefinition parsed = REGISTRY.parseDefinition(definition.text());
            assertEquals(definition, parsed);
            assertEquals(definition.text(), parsed.text());
        }
        assertEquals("ttt(variant=big,size=4,misere=false)", TTT.define("big", Map.of()).text());
    }

    @Test
    void text_shortForm_expandsToEveryOptionInSchemaOrder() {
        assertEquals("ttt(variant=misere,size=5,misere=true)",
                REGISTRY.parseDefinition("ttt(size=5,variant=misere)").text());
    }

    @Test
    void parseDefinition_missingClosingParenthesis_fails() {
        OptionException e = assertThrows(OptionException.class, () -> REGISTRY.parseDefinition("ttt(size=4"));
        assertTrue(e.getMessage().contains("ends with ')'"), e.getMessage());
    }

    @Test
    void parseDefinition_pairWithoutEquals_failsQuotingIt() {
        OptionException e = assertThrows(OptionException.class, () -> REGISTRY.parseDefinition("ttt(size)"));
        assertTrue(e.getMessage().contains("name=value") && e.getMessage().contains("'size'"), e.getMessage());
        assertThrows(OptionException.class, () -> REGISTRY.parseDefinition("ttt(=4)"));
        assertThrows(OptionException.class, () -> REGISTRY.parseDefinition("ttt(,size=4)"));
    }

    @Test
    void parseDefinition_unknownOption_failsListingOptions() {
        OptionException e = assertThrows(OptionException.class, () -> REGISTRY.parseDefinition("ttt(width=4)"));
        assertTrue(e.getMessage().contains("unknown option 'width'"), e.getMessage());
        assertTrue(e.getMessage().contains("size, misere"), e.getMessage());
    }

    @Test
    void parseDefinition_unknownOptionAndUnknownVariant_namesTheOptionFirst() {
        OptionException e = assertThrows(OptionException.class,
                () -> REGISTRY.parseDefinition("ttt(variant=nope,width=4)"));
        assertTrue(e.getMessage().contains("'width'"), e.getMessage());
    }

    @Test
    void parseDefinition_unknownVariant_failsListingVariants() {
        OptionException e = assertThrows(OptionException.class, () -> REGISTRY.parseDefinition("ttt(variant=wild)"));
        assertTrue(e.getMessage().contains("unknown variant 'wild'"), e.getMessage());
        assertTrue(e.getMessage().contains("classic, misere, big"), e.getMessage());
    }

    @Test
    void parseDefinition_badOptionValue_failsNamingOptionAndRange() {
        OptionException e = assertThrows(OptionException.class, () -> REGISTRY.parseDefinition("ttt(size=9)"));
        assertTrue(e.getMessage().contains("'size'") && e.getMessage().contains("from 3 to 5"), e.getMessage());
    }

    @Test
    void parseDefinition_unknownGame_failsListingRegisteredGames() {
        OptionException e = assertThrows(OptionException.class, () -> REGISTRY.parseDefinition("chess(size=8)"));
        assertTrue(e.getMessage().contains("unknown game 'chess'"), e.getMessage());
        assertTrue(e.getMessage().contains("games: ttt"), e.getMessage());
    }

    @Test
    void module_emptyRegistry_saysNoneInstalled() {
        OptionException e = assertThrows(OptionException.class, () -> GameRegistry.of().module("go"));
        assertTrue(e.getMessage().contains("(none installed)"), e.getMessage());
    }

    @Test
    void installed_findsTheServiceLoaderRegisteredTestGame() {
        GameRegistry installed = GameRegistry.installed();
        assertTrue(installed.modules().stream().anyMatch(m -> m.id().equals("ttt")));
        OptionException e = assertThrows(OptionException.class, () -> installed.parseDefinition("chess"));
        assertTrue(e.getMessage().contains("ttt"), "lists installed games: " + e.getMessage());
    }

    @Test
    void of_twoModulesWithOneId_isRejectedNamingTheId() {
        IllegalStateException e = assertThrows(IllegalStateException.class,
                () -> GameRegistry.of(new TttModule(), new TttModule()));
        assertTrue(e.getMessage().contains("'ttt'"), e.getMessage());
    }

    @Test
    void with_overrides_changesOnlyThoseOptionsAndKeepsTheVariant() {
        GameDefinition misere = TTT.define("misere", Map.of());
        GameDefinition bigger = misere.with(Map.of("size", "5"));
        assertEquals("misere", bigger.variant());
        assertEquals(5, bigger.get(TttModule.SIZE));
        assertEquals(true, bigger.get(TttModule.MISERE));
        assertNotEquals(misere, bigger);
        assertEquals(3, misere.get(TttModule.SIZE), "the original is unchanged");
    }

    @Test
    void equals_sameOptionsUnderDifferentVariants_differ() {
        GameDefinition viaVariant = TTT.define("misere", Map.of());
        GameDefinition viaOption = TTT.define("classic", Map.of("misere", "true"));
        assertEquals(viaVariant.options(), viaOption.options());
        assertNotEquals(viaVariant, viaOption);
    }

    @Test
    void presets_nameDefinitions_thatDefinitionFindsByName() {
        GameRegistry registry = REGISTRY.withPresets(Map.of("big-misere", "ttt(variant=misere,size=4)"));
        GameDefinition preset = registry.definition("big-misere");
        assertEquals(REGISTRY.parseDefinition("ttt(variant=misere,size=4)"), preset);
        assertEquals(Map.of("big-misere", preset), registry.presets());
        assertEquals(TTT.defaultDefinition(), registry.definition("ttt"), "ids still name games");
        assertEquals(4, registry.definition("ttt(size=4)").get(TttModule.SIZE), "and texts definitions");
        assertEquals(registry.presets(), registry.plus(List.of()).presets(), "adding modules keeps the presets");
    }

    @Test
    void definition_unknownName_namesGamesAndPresets_andTheOneMeant() {
        GameRegistry registry = REGISTRY.withPresets(Map.of("big-misere", "ttt(variant=misere,size=4)"));
        OptionException e = assertThrows(OptionException.class, () -> registry.definition("big-miser"));
        assertEquals("unknown game or preset 'big-miser'; did you mean 'big-misere'? games: ttt; presets: big-misere",
                e.getMessage());
    }

    @Test
    void presets_badNamesAndTexts_failNamingThePreset() {
        assertEquals("preset 'ttt' has the name of a game; choose another name", assertThrows(OptionException.class,
                () -> REGISTRY.withPresets(Map.of("ttt", "ttt(size=4)"))).getMessage());
        assertTrue(assertThrows(OptionException.class, () -> REGISTRY.withPresets(Map.of("a b", "ttt")))
                .getMessage().startsWith("preset name 'a b' must be lower-case letters"));
        assertTrue(assertThrows(OptionException.class, () -> REGISTRY.withPresets(Map.of("big", "ttt(size=99)")))
                .getMessage().startsWith("preset 'big' (ttt(size=99)): "));
        GameRegistry once = REGISTRY.withPresets(Map.of("big", "ttt(size=4)"));
        assertEquals("preset 'big' is defined twice", assertThrows(OptionException.class,
                () -> once.withPresets(Map.of("big", "ttt"))).getMessage());
    }
}
