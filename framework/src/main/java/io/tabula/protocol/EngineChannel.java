package io.tabula.protocol;

import io.tabula.agent.Deadline;

/**
 * The line plumbing to one external engine: lines out, lines in, with a deadline on every
 * read. {@link LineChannel} is the one for processes and streams; tests put fakes behind it.
 * How lines make commands and answers is the business of an {@link EngineConversation}.
 */
public interface EngineChannel extends AutoCloseable {

    /**
     * Sends one line; its line end is added.
     *
     * @throws EngineFault {@link EngineFault.Kind#CRASHED} if the engine no longer reads
     */
    void send(String line) throws EngineFault;

    /**
     * The next line the engine wrote, without its line end, waiting until {@code deadline}.
     *
     * @throws EngineFault {@link EngineFault.Kind#TIMEOUT} when the deadline passes first,
     *                     {@link EngineFault.Kind#CRASHED} when the engine's output has ended
     */
    String receive(Deadline deadline) throws EngineFault;

    /** Ends the engine: its input is closed and, if it does not exit by itself, it is killed. Never throws. */
    @Override
    void close();
}
