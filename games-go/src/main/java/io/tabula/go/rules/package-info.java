/**
 * The rules of Go, with one rules kernel.
 *
 * <p><b>The kernel.</b> Every rule of play is written once, in {@link io.tabula.go.rules.GoBoard}:
 * a mutable position with incremental chain data (stone count, Zobrist hash and
 * pseudo-liberties per chain) that judges and plays stones and passes: captures before
 * the mover's own liberties, suicide when the {@code suicide} option allows it (the
 * stones then count for the opponent), the simple ko point, free handicap placement (black
 * places, nobody passes), passes and the end after two, and what the count needs
 * (prisoners, agreed dead stones, kept over passes and forgotten at the next stone). The
 * superko memory is {@link io.tabula.go.rules.PositionHistory} (the positions of the game
 * as keys: a state's persistent {@link io.tabula.hash.HashHistory}, and a
 * {@link io.tabula.go.rules.PositionKeySet} for the positions played since). What a ko rule
 * remembers of a position is decided in one exhaustive switch over
 * {@link io.tabula.go.rules.KoRule} in {@link io.tabula.go.rules.GoRules}, so a new ko rule
 * does not compile until it is given a meaning there; the other option enums are read by
 * exhaustive switches too ({@code Scoring} in {@link io.tabula.go.rules.Scorer} and
 * {@code GoRules.handicapBonus}, {@code HandicapPlacement} in
 * {@link io.tabula.go.rules.GoState#initial}). KataGo's {@code Board} and
 * {@code BoardHistory} are the model.
 *
 * <p><b>Topologies.</b> The kernel and every flood fill outside it walk the board's
 * neighbours only, never its coordinates, so the same rules run on a square board, a
 * torus or a hex board (option {@code topology}, {@link io.tabula.go.rules.BoardTopology}):
 * the kernel through the flat neighbour table of its {@link io.tabula.go.rules.BoardLayout},
 * counting and seki through {@link io.tabula.topology.Topology#neighbours}.
 *
 * <p><b>Its two users.</b>
 * <ul>
 *   <li>{@link io.tabula.go.rules.GoState}, the immutable state of the API, is a compact
 *       snapshot (stones in the kernel's layout, {@link io.tabula.go.rules.BoardLayout},
 *       and counters). Its {@code check}, {@code apply} and {@code legalMoves} load it into
 *       the thread's kernel ({@link io.tabula.go.rules.StateBoards}): one array copy, chains
 *       built by a flood fill only when a move touches them, and no load at all when the
 *       kernel already holds the state (after the previous {@code apply}). {@code apply}
 *       then takes the next snapshot from the kernel.</li>
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
 * <p><b>Outside the kernel</b>, because they are not rules of play: counting
 * ({@link io.tabula.go.rules.Scorer}, with {@link io.tabula.go.rules.Seki} for territory
 * scoring, on flood fills by {@link io.tabula.go.rules.Chains}), the fixed handicap points
 * ({@link io.tabula.go.rules.FixedHandicap}), the options and presets
 * ({@link io.tabula.go.rules.GoOptions}), and resignation, which {@code GoState} handles
 * without the board.
 */
package io.tabula.go.rules;
