package io.tabula.referee;

import io.tabula.protocol.EngineChannel;
import io.tabula.protocol.EngineFault;
import io.tabula.protocol.LineChannel;
import java.util.List;

/** Starts an external engine from its command; tests start fakes in its place. */
@FunctionalInterface
public interface EngineLauncher {

    /** Processes of the operating system: {@link LineChannel#start}. */
    EngineLauncher PROCESSES = LineChannel::start;

    /**
     * A channel to a new engine running {@code command} (the program and its arguments).
     *
     * @throws EngineFault NO_START when it cannot be started
     */
    EngineChannel start(List<String> command) throws EngineFault;
}
