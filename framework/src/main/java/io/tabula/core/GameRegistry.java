package io.tabula.core;

import com.google.common.collect.ImmutableMap;
import io.tabula.options.OptionException;
import io.tabula.options.Spelling;
import java.util.Collection;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.ServiceLoader;

/** The game modules known to a program, by id. */
public final class GameRegistry {
    private final ImmutableMap<String, GameModule> modules;

    private GameRegistry(Collection<GameModule> modules) {
        Map<String, GameModule> byId = new LinkedHashMap<>();
        for (GameModule module : modules) {
            GameModule previous = byId.put(module.id(), module);
            if (previous != null) {
                throw new IllegalStateException("two modules register the game id '" + module.id() + "': "
                        + previous.getClass().getName() + " and " + module.getClass().getName());
            }
        }
        this.modules = ImmutableMap.copyOf(byId);
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
        return new GameRegistry(all);
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
