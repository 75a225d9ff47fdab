/**
 * The rules of Go, with one rules kernel, built on the framework's chain block.
 *
 * <p><b>The kernel.</b> Every rule of play is written once, in the chain block's
 * {@link io.tabula.stones.chains.ChainBoard} (stones, chains with their pseudo-liberties,
 * stone count and Zobrist hash kept incrementally; captures before the mover's own
 * liberties; suicide when the {@code suicide} option allows it, the stones then counting for
 * the opponent; the simple ko point; positional and situational superko) and in
 * {@link io.tabula.go.rules.GoBoard}, which adds what is Go's alone: free handicap placement
 * (black places, nobody passes), passes and the end after two, and what the count needs
 * (prisoners, agreed dead stones, kept over passes and forgotten at the next stone). What a
 * ko rule forbids is decided in one exhaustive switch over {@link io.tabula.go.rules.KoRule}
 * in {@link io.tabula.go.rules.GoRules}, so a new ko rule does not compile until it is given a
 * meaning there; the other option enums are read by exhaustive switches too
 * ({@code Scoring} in {@link io.tabula.go.rules.Scorer} and {@code GoRules.handicapBonus},
 * {@code HandicapPlacement} in {@link io.tabula.go.rules.GoState#initial}). KataGo's
 * {@code Board} and {@code BoardHistory} are the model.
 *
 * <p><b>Boards.</b> The kernel and every question outside it walk the board's neighbours
 * only, never its coordinates, so the same rules run on any
 * {@link io.tabula.go.rules.GoTopology}: the square board, a torus or a hex board of the
 * option {@code topology} ({@link io.tabula.go.rules.BoardTopology}), or any topology a
 * user's module hands in, a graph included. The block lays the points out in cells
 * ({@link io.tabula.stones.chains.ChainLayout}: a padded square for a grid, a neighbour table
 * otherwise).
 *
 * <p><b>Its two users.</b>
 * <ul>
 *   <li>{@link io.tabula.go.rules.GoState}, the immutable state of the API, is a compact
 *       snapshot (stones in the kernel's layout, and counters). Its {@code check},
 *       {@code apply} and {@code legalMoves} load it into the thread's kernel
 *       ({@link io.tabula.go.rules.StateBoards}): one array copy, chains built by a flood fill
 *       only when a move touches them, and no load at all when the kernel already holds the
 *       state (after the previous {@code apply}). {@code apply} then takes the next snapshot
 *       from the kernel.</li>
 *   <li>{@link io.tabula.go.rules.GoSampler}, the fast playout sampler, loads a kernel with
 *       every chain built and the empty points listed, and only draws the moves.</li>
 * </ul>
 * Both play by the same code, so they cannot drift apart. Tests hold the kernel itself to
 * the rules: ReferenceRulesTest compares it, ply by ply over random games of every ko rule
 * and suicide option, with a plain flood-fill reading of the rules that compares whole
 * boards for superko; GoSamplerTest checks the incremental chain data against a recount;
 * the framework's contract ({@code fastSampler_playsByTheSameRules}) replays the sampler's
 * games through the states for every rule set and option value.
 *
 * <p><b>Outside the kernel</b>, because they are not rules of play, but on the same chains
 * (a {@link io.tabula.stones.chains.ChainBoard} set up with the position, never a second
 * flood fill of chains): counting ({@link io.tabula.go.rules.Scorer}, with
 * {@link io.tabula.go.rules.Seki} for territory scoring), the judgement of dead stones
 * ({@link io.tabula.go.rules.DeadStones}, with {@link io.tabula.go.rules.Benson}), the check
 * of a set-up position ({@link io.tabula.go.rules.LibertyCheck}), the fixed handicap points
 * ({@link io.tabula.go.rules.FixedHandicap}), the options and presets
 * ({@link io.tabula.go.rules.GoOptions}), and resignation, which {@code GoState} handles
 * without the board.
 */
package io.tabula.go.rules;
