package io.tabula.core;

import com.google.common.collect.ImmutableMap;
import io.tabula.options.OptionException;
import io.tabula.options.Spelling;
import java.util.Collection;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.ServiceLoader;

/**
 * The game modules known to a program, by id, and the presets its users named: definitions
 * under a name of their own ({@code big-gomoku} for {@code gomoku(size=19,rule=freestyle)}).
 */
public final class GameRegistry {
    /** What a preset may be called: an id's letters, so that it never looks like definition text. */
    private static final java.util.regex.Pattern PRESET_NAME = java.util.regex.Pattern.compile("[a-z0-9][a-z0-9._-]*");

    private final ImmutableMap<String, GameModule> modules;
    private final ImmutableMap<String, GameDefinition> presets;

    private GameRegistry(Collection<GameModule> modules) {
        this(modules, ImmutableMap.of());
    }

    private GameRegistry(Collection<GameModule> modules, ImmutableMap<String, GameDefinition> presets) {
        Map<String, GameModule> byId = new LinkedHashMap<>();
        for (GameModule module : modules) {
            GameModule previous = byId.put(module.id(), module);
            if (previous != null) {
                throw new IllegalStateException("two modules register the game id '" + module.id() + "': "
                        + previous.getClass().getName() + " and " + module.getClass().getName());
            }
        }
        this.modules = ImmutableMap.copyOf(byId);
        this.presets = presets;
    }

    /** The modules registered through {@link ServiceLoader} on the class path, sorted by id. */
    public static GameRegistry installed() {
        List<GameModule> found = ServiceLoader.load(GameModule.class).stream()
                .map(ServiceLoader.Provider::get)
                .sorted(java.util.Comparator.comparing(GameModule::id))
                .toList();
        return new GameRegistry(found);
    }

    public static GameRegistry of(GameModule... modules) {
        return new GameRegistry(List.of(modules));
    }

    /**
     * These modules and {@code more}, all sorted by id, as {@link #installed()} sorts them.
     *
     * @throws IllegalStateException when two modules register the same id
     */
    public GameRegistry plus(Collection<? extends GameModule> more) {
        List<GameModule> all = new java.util.ArrayList<>(modules.values());
        all.addAll(more);
        all.sort(java.util.Comparator.comparing(GameModule::id));
        return new GameRegistry(all, presets);
    }

    /**
     * These modules with presets added: each name stands for the definition its text reads
     * as ({@link #parseDefinition}). A name is lower-case letters, digits, {@code .}, {@code _}
     * and {@code -}, and is neither a game id nor an earlier preset's name.
     *
     * @param named preset name to definition text, in the order {@code tabula games} lists them
     * @throws OptionException naming the preset and what is wrong with its name or text
     */
    public GameRegistry withPresets(Map<String, String> named) {
        Map<String, GameDefinition> all = new LinkedHashMap<>(presets);
        named.forEach((name, text) -> {
            if (!PRESET_NAME.matcher(name).matches()) {
                throw new OptionException("preset name '" + name + "' must be lower-case letters, digits, '.', '_' "
                        + "or '-', starting with a letter or digit");
            }
            if (modules.containsKey(name)) {
                throw new OptionException("preset '" + name + "' has the name of a game; choose another name");
            }
            if (all.containsKey(name)) {
                throw new OptionException("preset '" + name + "' is defined twice");
            }
            try {
                all.put(name, parseDefinition(text));
            } catch (OptionException | TabulaException e) {
                throw new OptionException("preset '" + name + "' (" + text + "): " + e.getMessage());
            }
        });
        return new GameRegistry(modules.values(), ImmutableMap.copyOf(all));
    }

    /** The presets by name, in the order they were added. */
    public Map<String, GameDefinition> presets() {
        return presets;
    }

    /**
     * The definition a user names: a preset's name, a game id (its default definition), or
     * definition text as {@link #parseDefinition} reads it.
     *
     * @throws OptionException naming the unknown name, the one it most likely means, and the
     *                         games and presets there are
     */
    public GameDefinition definition(String name) {
        String trimmed = name.trim();
        GameDefinition preset = presets.get(trimmed);
        if (preset != null) {
            return preset;
        }
        if (trimmed.indexOf('(') >= 0 || modules.containsKey(trimmed) || presets.isEmpty()) {
            return parseDefinition(trimmed);
        }
        java.util.Set<String> known = new java.util.LinkedHashSet<>(modules.keySet());
        known.addAll(presets.keySet());
        throw new OptionException("unknown game or preset '" + trimmed + "'; " + Spelling.hint(trimmed, known)
                + "games: " + (modules.isEmpty() ? "(none installed)" : String.join(", ", modules.keySet()))
                + "; presets: " + String.join(", ", presets.keySet()));
    }

    public Collection<GameModule> modules() {
        return modules.values();
    }

    /**
     * The module with exactly this id ({@code go}, not {@code GO}: ids are case-sensitive).
     *
     * @throws OptionException naming the unknown id, the id it most likely means, and the
     *                         registered games
     */
    public GameModule module(String id) {
        GameModule module = modules.get(id);
        if (module == null) {
            throw new OptionException("unknown game '" + id + "'; " + Spelling.hint(id, modules.keySet()) + "games: "
                    + (modules.isEmpty() ? "(none installed)" : String.join(", ", modules.keySet())));
        }
        return module;
    }

    /**
     * Reads a definition's canonical text, or a shorter form that leaves options at the
     * variant's values: {@code gomoku}, {@code gomoku(variant=renju)},
     * {@code go(size=9,komi=6.5)}.
     *
     * @throws OptionException naming what is unknown or malformed
     */
    public GameDefinition parseDefinition(String text) {
        String trimmed = text.trim();
        int open = trimmed.indexOf('(');
        if (open < 0) {
            return module(trimmed).defaultDefinition();
        }
        if (!trimmed.endsWith(")")) {
            throw new OptionException("a game definition ends with ')': " + text);
        }
        GameModule module = module(trimmed.substring(0, open).trim());
        String variant = module.options().defaultVariant().id();
        Map<String, String> overrides = new LinkedHashMap<>();
        String body = trimmed.substring(open + 1, trimmed.length() - 1).trim();
        if (!body.isEmpty()) {
            java.util.Set<String> seen = new java.util.HashSet<>();
            for (String pair : body.split(",", -1)) {
                int eq = pair.indexOf('=');
                if (eq <= 0) {
                    throw new OptionException("expected name=value in game definition, found '" + pair.trim() + "'");
                }
                String name = pair.substring(0, eq).trim();
                String value = pair.substring(eq + 1).trim();
                if (!seen.add(name)) {
                    throw new OptionException("'" + name + "' is given twice in game definition " + text);
                }
                if (name.equals("variant")) {
                    variant = value;
                } else {
                    module.options().spec(name); // names an unknown option before anything else
                    overrides.put(name, value);
                }
            }
        }
        return module.define(variant, overrides);
    }
}
