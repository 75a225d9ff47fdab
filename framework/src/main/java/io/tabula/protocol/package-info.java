/**
 * Line protocols, one engine for all: {@link io.tabula.protocol.LineEngine} keeps the
 * registry of command handlers and runs the loop (lines read with a length limit, cleaned,
 * dispatched, answered, until a handler stops it or the input ends), on a
 * {@link io.tabula.protocol.Framing} that says how the protocol writes commands and
 * answers. {@link io.tabula.protocol.Args} and {@link io.tabula.protocol.Syntax} read
 * arguments; {@link io.tabula.protocol.ProtocolError} is a failure with a kind and a
 * message. The framings: {@link io.tabula.protocol.Gtp} (Go Text Protocol 2) and
 * {@link io.tabula.protocol.Gomocup} (Piskvork). A game module offers sessions of them
 * through {@link io.tabula.core.GameModule#protocols()}.
 */
package io.tabula.protocol;
