/**
 * The chain block: stones of any number of sides on any {@link io.tabula.topology.Topology},
 * joined into chains by the topology's neighbours, captured when their chain has no liberty
 * left; suicide allowed or not, the simple ko point, positional and situational superko
 * ({@link io.tabula.stones.chains.Repetition}), and area and territory counts. One mutable
 * kernel, {@link io.tabula.stones.chains.ChainBoard}, on primitive arrays laid out by a
 * {@link io.tabula.stones.chains.ChainLayout} and fixed by
 * {@link io.tabula.stones.chains.ChainRules}: a game's immutable states play their moves
 * through it, its random playouts play whole games on it in place, and a search or a playout
 * policy reads its chain data (liberties, atari, a 3x3 neighbourhood code). Go is built on it
 * ({@code io.tabula.go.rules}); so can any game of surrounding be.
 */
package io.tabula.stones.chains;
