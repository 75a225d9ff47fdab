/**
 * Row blocks: games of placed stones judged by rows of k along the lines of any
 * {@link io.tabula.topology.Topology} (a square grid's four axes, a torus's wrapping lines,
 * a hex board's three), for any number of sides.
 *
 * <ul>
 *   <li>{@link io.tabula.stones.rows.RowRules}: the blocks a definition chooses, once:
 *       the row ({@link io.tabula.stones.rows.RowRule}: exactly k or k or more, per side;
 *       rows blocked at both ends void), the turn plan, custodian captures of n to m stones
 *       with a win at N captured stones ({@link io.tabula.stones.rows.CustodianCapture}),
 *       stocks with replacements ({@link io.tabula.stones.rows.StoneStocks}), a rule on
 *       where a side may place ({@link io.tabula.stones.rows.PlacementRule}: illegal, losing
 *       or claimed fouls), passes;</li>
 *   <li>{@link io.tabula.stones.rows.RowBoard}: the one mutable kernel that plays by them,
 *       shared by a game's states, its fast sampler and search; rows are bit counts on one
 *       {@code long} per line and side ({@link io.tabula.stones.rows.RowLines});</li>
 *   <li>{@link io.tabula.stones.rows.RowPlayout}: the uniformly random playout loop on a
 *       kernel, which only draws the moves.</li>
 * </ul>
 * Gomoku and renju, Connect6, Pente and Keryo-Pente and five-replaces are built on these
 * blocks; a game of one's own is a choice of them.
 */
package io.tabula.stones.rows;
