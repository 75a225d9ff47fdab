package io.tabula.cli;

import io.tabula.core.TabulaException;
import io.tabula.referee.EngineLauncher;
import io.tabula.referee.PlayerSpec;
import io.tabula.web.WebServer;
import java.io.PrintWriter;
import java.net.InetAddress;
import java.net.UnknownHostException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/**
 * {@code tabula serve}: the browser board (docs/WEB.md). Serves every installed game, the
 * module path's too, until stopped; matches are kept in {@code --data} so a restart loses none.
 */
@Command(name = "serve", mixinStandardHelpOptions = true, description = {
    "Serve the browser board: open the address it prints, pick a game and its seats, and play.",
    "Games are kept as JSON files in --data, so stopping and starting again loses nothing.",
    "It listens on 127.0.0.1 only unless --host says otherwise: anyone who can reach the port and",
    "has a seat's link can play that seat.",
    "With --engine NAME=gtp:COMMAND (or gomocup:COMMAND), a seat may be that external engine."})
final class ServeCommand extends GamesAware {
    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    @Option(names = "--host", paramLabel = "HOST", defaultValue = "127.0.0.1",
            description = "Address to listen on (default: ${DEFAULT-VALUE}, this computer only).")
    String host;

    @Option(names = "--port", paramLabel = "PORT", defaultValue = "8080",
            description = "Port to listen on, 1 to 65535 (default: ${DEFAULT-VALUE}).")
    int port;

    @Option(names = "--data", paramLabel = "DIR",
            description = "Folder of the kept games (default: tabula-web in your home folder).")
    Path data;

    @Option(names = "--engine", paramLabel = "NAME=ENGINE",
            description = "An external engine a seat may be, like gnugo=gtp:/usr/games/gnugo --mode gtp --level 1 "
                    + "or brain=gomocup:/path/to/brain; give it once per engine. Only these run: a page names an "
                    + "engine, never a program.")
    java.util.Map<String, String> engines = new java.util.LinkedHashMap<>();

    @Override
    public Integer call() {
        PrintWriter out = spec.commandLine().getOut();
        if (port < 1 || port > 65535) {
            throw new TabulaException("--port must be from 1 to 65535, not " + port);
        }
        InetAddress address;
        try {
            address = InetAddress.getByName(host);
        } catch (UnknownHostException e) {
            throw new TabulaException("--host " + host + " is not an address of this computer");
        }
        Path folder = data != null ? data : Path.of(System.getProperty("user.home"), "tabula-web");
        if (Files.exists(folder) && !Files.isDirectory(folder)) {
            throw new TabulaException("--data " + folder + " is a file, not a folder");
        }
        ExecutorService agents = Executors.newSingleThreadExecutor(task -> {
            Thread thread = new Thread(task, "tabula-agents");
            thread.setDaemon(true);
            return thread;
        });
        java.util.Map<String, PlayerSpec> seats = new java.util.LinkedHashMap<>();
        engines.forEach((name, text) -> {
            if (!name.matches("[A-Za-z0-9_.-]+")) {
                throw new TabulaException("--engine " + name + ": a name is letters, digits and _.- only");
            }
            PlayerSpec spec = PlayerSpec.parse(text).named(name);
            if (!spec.external()) {
                throw new TabulaException("--engine " + name + ": name an external engine, gtp:COMMAND or gomocup:COMMAND "
                        + "(built-in agents are offered already)");
            }
            try {
                EngineLauncher.PROCESSES.check(spec.command());
            } catch (TabulaException e) {
                throw new TabulaException("--engine " + name + ": " + e.getMessage());
            }
            seats.put(name, spec);
        });
        WebServer server;
        try {
            server = new WebServer(registry, Optional.of(folder), agents, seats, EngineLauncher.PROCESSES);
        } catch (java.io.UncheckedIOException e) {
            throw new TabulaException(e.getMessage());
        }
        server.skippedFiles().forEach(file -> spec.commandLine().getErr().println("tabula: skipped " + file));
        try {
            server.start(host, port);
        } catch (RuntimeException e) {
            throw new TabulaException("cannot listen on " + host + ":" + port + " (" + causeOf(e) + ")");
        }
        String shown = address.getHostAddress().contains(":") ? "[" + host + "]" : host;
        out.println("tabula serves on http://" + shown + ":" + server.port() + "/ (games kept in " + folder + ")");
        if (!address.isLoopbackAddress()) {
            out.println("note: --host " + host + " lets other computers connect; a seat's link is its only key");
        }
        out.println("stop with Ctrl-C");
        out.flush();
        CountDownLatch stopped = new CountDownLatch(1);
        Runtime.getRuntime().addShutdownHook(new Thread(() -> {
            server.stop();
            stopped.countDown();
        }));
        try {
            stopped.await();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        return 0;
    }

    private static String causeOf(Throwable e) {
        Throwable root = e;
        while (root.getCause() != null && root.getCause() != root) {
            root = root.getCause();
        }
        return root.getMessage() == null ? root.getClass().getSimpleName() : root.getMessage();
    }
}
