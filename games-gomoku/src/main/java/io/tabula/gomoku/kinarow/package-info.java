/**
 * What Connect6, Pente and five-replaces keep of their own beside the row kit
 * ({@link io.tabula.stones.rows}), which they are built on: the snapshot format their
 * records have been written in, black's and white's counts as fields of their own.
 */
package io.tabula.gomoku.kinarow;
