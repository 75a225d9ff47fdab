package io.tabula.go.protocol;

import io.tabula.core.GameDefinition;
import io.tabula.core.GameModule;
import io.tabula.go.rules.GoOptions;
import io.tabula.go.rules.GoState;
import io.tabula.go.rules.HandicapPlacement;
import io.tabula.go.rules.Stones;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The rules a GTP session plays by, as its commands have set them: a variant (rule set), the
 * options that differ from the variant's (the size always; the komi once one was set), and
 * what the game starts from. A value: a command that changes the rules makes new settings,
 * and the session takes them with the game they start only when both could be made.
 *
 * @param module    the Go module
 * @param variant   the rule set
 * @param overrides options differing from the variant's, by name
 * @param komiSet   whether the komi was set (by {@code --option}, {@code komi} or a file),
 *                  so that a change of rules keeps it
 * @param setup     what the game starts from
 */
record GtpSettings(GameModule module, String variant, Map<String, String> overrides, boolean komiSet, Setup setup) {

    GtpSettings {
        overrides = Map.copyOf(overrides);
    }

    /** The settings of a session started under {@code definition}: its variant and the options it changes. */
    static GtpSettings of(GameDefinition definition) {
        Map<String, String> overrides = differences(definition);
        overrides.put(GoOptions.SIZE.name(), Integer.toString(definition.get(GoOptions.SIZE)));
        return new GtpSettings(definition.module(), definition.variant(), overrides,
                overrides.containsKey(GoOptions.KOMI.name()), Setup.NONE);
    }

    /** The options of {@code definition} whose values are not its variant's. */
    static Map<String, String> differences(GameDefinition definition) {
        Map<String, String> defaults = definition.module().define(definition.variant(), Map.of()).options().asText();
        Map<String, String> out = new LinkedHashMap<>();
        definition.options().asText().forEach((name, value) -> {
            if (!value.equals(defaults.get(name))) {
                out.put(name, value);
            }
        });
        return out;
    }

    /** {@code boardsize}: another size, and an empty board. */
    GtpSettings withSize(int size) {
        return new GtpSettings(module, variant, with(GoOptions.SIZE.name(), Integer.toString(size)), komiSet,
                Setup.NONE);
    }

    /** {@code komi}: another komi, kept from now on. */
    GtpSettings withKomi(String komi) {
        return new GtpSettings(module, variant, with(GoOptions.KOMI.name(), komi), true, setup);
    }

    /** {@code kgs-rules}, {@code tabula-rules}: another rule set, with this size and the komi if one was set. */
    GtpSettings withVariant(String nextVariant) {
        Map<String, String> kept = new LinkedHashMap<>();
        kept.put(GoOptions.SIZE.name(), overrides.get(GoOptions.SIZE.name()));
        if (komiSet) {
            kept.put(GoOptions.KOMI.name(), overrides.get(GoOptions.KOMI.name()));
        }
        return new GtpSettings(module, nextVariant, kept, komiSet, setup);
    }

    /** The same rules, starting from {@code start} ({@code clear_board}, the handicap commands). */
    GtpSettings startingFrom(Setup start) {
        return new GtpSettings(module, variant, overrides, komiSet, start);
    }

    /**
     * The definition these settings play, with the handicap options of the setup.
     *
     * @throws io.tabula.options.OptionException if the options do not fit together
     */
    GameDefinition definition() {
        Map<String, String> all = new LinkedHashMap<>(overrides);
        if (setup instanceof Setup.Fixed fixed) {
            all.put(GoOptions.HANDICAP.name(), Integer.toString(fixed.count()));
            all.put(GoOptions.HANDICAP_PLACEMENT.name(), HandicapPlacement.FIXED.id());
        } else if (setup instanceof Setup.Free free) {
            // The handicap option counts at most 9 stones; more are set up without a bonus.
            int count = free.points().size() <= GoOptions.HANDICAP.max() ? free.points().size() : 0;
            all.put(GoOptions.HANDICAP.name(), Integer.toString(count));
            all.put(GoOptions.HANDICAP_PLACEMENT.name(), HandicapPlacement.FREE.id());
        } else if (setup instanceof Setup.Loaded loaded) {
            GameDefinition file = loaded.start().definition();
            all.put(GoOptions.HANDICAP.name(), Integer.toString(file.get(GoOptions.HANDICAP)));
            all.put(GoOptions.HANDICAP_PLACEMENT.name(), file.get(GoOptions.HANDICAP_PLACEMENT).id());
        }
        return module.define(variant, all);
    }

    /** The first position of a game under {@code definition} (these settings' definition). */
    GoState start(GameDefinition definition) {
        if (setup instanceof Setup.Free free) {
            int size = definition.get(GoOptions.SIZE);
            byte[] cells = new byte[size * size];
            for (int p : free.points()) {
                cells[p] = Stones.BLACK;
            }
            return GoState.setUp(definition, cells, Stones.WHITE_SIDE);
        }
        if (setup instanceof Setup.Loaded loaded) {
            GoState start = loaded.start();
            // Under other rules (komi or rule set changed since) the position is set up again, without its past.
            return start.definition().equals(definition) ? start
                    : GoState.setUp(definition, start.cells(), start.toMove());
        }
        return GoState.TYPE.state(definition.newGame());
    }

    private Map<String, String> with(String name, String value) {
        Map<String, String> next = new LinkedHashMap<>(overrides);
        next.put(name, value);
        return next;
    }

    /** What the game starts from: the definition's initial state, handicap stones, or a loaded file's start. */
    sealed interface Setup {
        Setup NONE = new Initial();

        /** The definition's initial state (with any handicap its options give). */
        record Initial() implements Setup {
        }

        /** GTP's fixed handicap stones. */
        record Fixed(int count) implements Setup {
        }

        /** Free handicap stones on these points, white to move. */
        record Free(List<Integer> points) implements Setup {
            public Free {
                points = List.copyOf(points);
            }
        }

        /** The start of an SGF file's game. */
        record Loaded(GoState start) implements Setup {
        }
    }
}
