/**
 * The placement kit: everything a game of stones needs besides its rules, on any
 * {@link io.tabula.topology.Topology} and for any number of sides. A variant extends
 * {@link io.tabula.stones.StoneModule} and writes its {@link io.tabula.stones.StoneRules}
 * (which points take a stone, what a stone does, passes, swaps, the end); the kit gives the
 * mutable kernel {@link io.tabula.stones.StonePosition} with undo and fast random moves, the
 * immutable {@link io.tabula.stones.StoneState}, the notation (the topology's point names,
 * {@code pass}, {@code swap}), text diagrams for any topology, JSON snapshots and the board
 * for the page. Rule blocks built on it live in subpackages.
 */
package io.tabula.stones;
