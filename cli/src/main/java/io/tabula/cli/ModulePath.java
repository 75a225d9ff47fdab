package io.tabula.cli;

import io.tabula.core.GameModule;
import io.tabula.core.GameRegistry;
import io.tabula.core.TabulaException;
import java.io.BufferedReader;
import java.io.File;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.lang.reflect.InvocationTargetException;
import java.net.MalformedURLException;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.InvalidPathException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.jar.JarFile;
import java.util.zip.ZipEntry;

/**
 * Users' game modules, loaded from the jars and class folders of {@code --module-path} or
 * {@code TABULA_MODULE_PATH}. A user's module registers itself as ours do: its class named
 * in {@code META-INF/services/io.tabula.core.GameModule} (the {@link java.util.ServiceLoader}
 * convention) and a public constructor without arguments.
 *
 * <p>The providers are read entry by entry rather than through one {@code ServiceLoader}
 * over the whole path, so that every failure names the entry that caused it. All entries
 * share one class loader, so a module may use a library that is another entry.
 */
final class ModulePath {
    static final String SERVICES = "META-INF/services/" + GameModule.class.getName();

    private ModulePath() {
    }

    /** One jar or folder of the path, with the module classes it lists. */
    private record Entry(String text, Path path, List<String> providers) {
    }

    /**
     * The registry with the modules of {@code path} added.
     *
     * @param origin where the path came from ({@code --module-path}), for the messages
     * @throws TabulaException naming the entry or module that cannot be used
     */
    static GameRegistry extend(GameRegistry installed, String path, String origin) {
        List<Entry> entries = new ArrayList<>();
        for (String text : path.split(File.pathSeparator, -1)) {
            if (!text.isBlank()) {
                entries.add(entry(text.strip(), origin));
            }
        }
        if (entries.stream().allMatch(entry -> entry.providers().isEmpty())) {
            throw new TabulaException(origin + " '" + path + "' registers no game module; a module lists its class in "
                    + SERVICES + " inside its jar or folder");
        }
        URLClassLoader loader = new URLClassLoader("tabula-module-path",
                entries.stream().map(ModulePath::url).toArray(URL[]::new), ModulePath.class.getClassLoader());
        List<GameModule> added = new ArrayList<>();
        for (Entry entry : entries) {
            for (String className : entry.providers()) {
                added.add(instantiate(className, entry, loader));
            }
        }
        added.sort(Comparator.comparing(GameModule::id));
        List<String> taken = new ArrayList<>(installed.modules().stream().map(GameModule::id).toList());
        for (GameModule module : added) {
            if (taken.contains(module.id())) {
                throw new TabulaException("game module " + module.getClass().getName() + " on the " + origin
                        + " uses the game id '" + module.id() + "', which another module already has");
            }
            taken.add(module.id());
        }
        return installed.plus(added);
    }

    private static Entry entry(String text, String origin) {
        Path path;
        try {
            path = Path.of(text).toAbsolutePath();
        } catch (InvalidPathException e) {
            throw new TabulaException(origin + " entry '" + text + "' is not a file name: " + e.getReason());
        }
        if (Files.isDirectory(path)) {
            return new Entry(text, path, providers(text, path.resolve(SERVICES)));
        }
        if (!Files.isRegularFile(path)) {
            throw new TabulaException(origin + " entry '" + text + "' does not exist (expected a jar or a class folder)");
        }
        try (JarFile jar = new JarFile(path.toFile())) {
            ZipEntry services = jar.getEntry(SERVICES);
            List<String> providers = services == null ? List.of() : read(text, jar.getInputStream(services));
            return new Entry(text, path, providers);
        } catch (IOException e) {
            throw new TabulaException(origin + " entry '" + text + "' is not a readable jar: " + e.getMessage());
        }
    }

    private static List<String> providers(String text, Path services) {
        if (!Files.isRegularFile(services)) {
            return List.of();
        }
        try {
            return read(text, Files.newInputStream(services));
        } catch (IOException e) {
            throw new TabulaException("cannot read " + SERVICES + " in '" + text + "': " + e.getMessage());
        }
    }

    /** The class names of a services file: one a line, {@code #} starts a comment. */
    private static List<String> read(String text, InputStream in) throws IOException {
        Set<String> names = new LinkedHashSet<>();
        try (BufferedReader reader = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8))) {
            for (String line = reader.readLine(); line != null; line = reader.readLine()) {
                int comment = line.indexOf('#');
                String name = (comment < 0 ? line : line.substring(0, comment)).strip();
                if (!name.isEmpty()) {
                    names.add(name);
                }
            }
        }
        return List.copyOf(names);
    }

    private static URL url(Entry entry) {
        try {
            return entry.path().toUri().toURL();
        } catch (MalformedURLException e) {
            throw new TabulaException("module path entry '" + entry.text() + "' cannot be used: " + e.getMessage());
        }
    }

    private static GameModule instantiate(String className, Entry entry, ClassLoader loader) {
        String named = "game module " + className + " (listed in '" + entry.text() + "')";
        Class<?> type;
        try {
            type = Class.forName(className, false, loader);
        } catch (ClassNotFoundException e) {
            throw new TabulaException(named + " cannot be loaded: no such class on the module path");
        } catch (LinkageError e) {
            throw new TabulaException(named + " cannot be loaded: " + e);
        }
        if (!GameModule.class.isAssignableFrom(type)) {
            throw new TabulaException(named + " does not implement " + GameModule.class.getName());
        }
        try {
            GameModule module = (GameModule) type.getConstructor().newInstance();
            module.id(); // a module whose id fails is reported here, not in the middle of a command
            return module;
        } catch (NoSuchMethodException | IllegalAccessException e) {
            throw new TabulaException(named + " cannot be loaded: it needs a public constructor without arguments");
        } catch (InvocationTargetException e) {
            throw new TabulaException(named + " failed in its constructor: " + e.getCause());
        } catch (RuntimeException | LinkageError | InstantiationException e) {
            throw new TabulaException(named + " cannot be loaded: " + e);
        }
    }
}
