package io.tabula.referee;

import io.tabula.core.TabulaException;
import io.tabula.protocol.EngineChannel;
import io.tabula.protocol.EngineFault;
import io.tabula.protocol.LineChannel;
import java.io.File;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.function.Consumer;

/** Starts an external engine from its command; tests start fakes in its place. */
@FunctionalInterface
public interface EngineLauncher {

    /** Processes of the operating system: {@link LineChannel#start}, the program looked for first. */
    EngineLauncher PROCESSES = new EngineLauncher() {
        @Override
        public EngineChannel start(List<String> command) throws EngineFault {
            return LineChannel.start(command);
        }

        @Override
        public EngineChannel start(List<String> command, Consumer<String> stderr) throws EngineFault {
            return LineChannel.start(command, stderr);
        }

        /** The program must be an executable file: named with a path, or found on the PATH. */
        @Override
        public void check(List<String> command) {
            String program = command.get(0);
            if (program.contains(File.separator)) {
                Path file = Path.of(program);
                if (!Files.exists(file)) {
                    throw new TabulaException("cannot run '" + program + "': no such file");
                }
                if (Files.isDirectory(file) || !Files.isExecutable(file)) {
                    throw new TabulaException("cannot run '" + program + "': not an executable file");
                }
                return;
            }
            String path = System.getenv().getOrDefault("PATH", "");
            for (String folder : path.split(File.pathSeparator)) {
                Path file = Path.of(folder.isEmpty() ? "." : folder, program);
                if (Files.isExecutable(file) && !Files.isDirectory(file)) {
                    return;
                }
            }
            throw new TabulaException("cannot run '" + program + "': no such program on the PATH");
        }
    };

    /**
     * A channel to a new engine running {@code command} (the program and its arguments).
     *
     * @throws EngineFault NO_START when it cannot be started
     */
    EngineChannel start(List<String> command) throws EngineFault;

    /**
     * As {@link #start(List)}, each line the engine writes to its standard error handed to
     * {@code stderr}; by default standard error is not read.
     */
    default EngineChannel start(List<String> command, Consumer<String> stderr) throws EngineFault {
        return start(command);
    }

    /**
     * Checks, before any game, that {@code command} can be started at all (its program exists
     * and may be run), so that a missing engine is one error rather than a forfeit of every
     * game. By default every command passes: fakes start anything they know.
     *
     * @throws TabulaException naming the program and what is wrong
     */
    default void check(List<String> command) {
    }
}
