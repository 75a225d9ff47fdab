package io.tabula.core;

/**
 * A move of some game. Each game declares its own sealed hierarchy of records
 * (Go: place, pass; Gomoku: place, swap, offer; Junqi: deploy, step) implementing
 * this marker, so that rules can switch over them exhaustively. Moves are
 * immutable values: equal moves are interchangeable.
 */
public interface Move {
}
