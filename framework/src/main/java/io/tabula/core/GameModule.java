package io.tabula.core;

import io.tabula.options.OptionSchema;
import io.tabula.options.OptionValues;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The service a game registers (in {@code META-INF/services/io.tabula.core.GameModule})
 * so that the command line, the conformance runner and the contract properties find
 * it. There is no central switch over games: everything game-specific comes from here.
 */
public interface GameModule {

    /** Id, sides and capabilities. */
    GameType type();

    /**
     * The capabilities of games under {@code definition}: by default the type's; a module
     * whose options turn one off says so (Junqi with {@code open=true} hides nothing, Gomoku
     * with {@code opening=free} has no phases). Never more than the type lists.
     */
    default java.util.Set<Capability> capabilities(GameDefinition definition) {
        return type().capabilities();
    }

    /** Options, with defaults and allowed values, and the named variants. */
    OptionSchema options();

    /** The initial state under {@code definition} (whose module is this one). */
    GameState newGame(GameDefinition definition);

    Notation notation();

    BoardDiagrams diagrams();

    StateCodec<?> stateCodec();

    /** The module's own conformance keys; none by default. */
    default ModuleChecks conformanceChecks() {
        return ModuleChecks.NONE;
    }

    /**
     * Class-path resources of the case files the module ships. By default, the files named
     * one per line in {@code conformance/<id>/index.txt} (blank lines and {@code #} comments
     * skipped), each under {@code conformance/<id>/}; none if there is no index.
     */
    default List<String> bundledCaseFiles() {
        return CaseFileIndex.read(this);
    }

    /**
     * A faster sampler for random playouts under {@code definition}, if the module has one. By
     * default the playouts of the module's kernels ({@link KernelSampler}) when it offers
     * {@link #kernels}, else none.
     */
    default Optional<PlayoutSampler> fastSampler(GameDefinition definition) {
        return kernels(definition).map(KernelSampler::new);
    }

    /**
     * The module's mutable fast path under {@code definition}, if it has one: kernels that play
     * and take back moves in place ({@link GameKernel}), which playouts, the search agents and
     * the evaluation then use instead of the immutable states. None by default; the contract
     * properties hold a module that offers them to agree with its states move for move.
     */
    default Optional<KernelFactory> kernels(GameDefinition definition) {
        return Optional.empty();
    }

    /**
     * Full states consistent with a side's view, for searches over hidden information, if
     * the module has them; a definition with perfect information needs none (its views are
     * its states).
     */
    default Optional<Determinizer> determinizer(GameDefinition definition) {
        return Optional.empty();
    }

    /**
     * The module's judgement of positions under {@code definition}, for the alpha-beta agent,
     * if it has one; none by default (the agent is then refused for the game).
     */
    default Optional<PositionEvaluator> evaluator(GameDefinition definition) {
        return Optional.empty();
    }

    /**
     * The module's exact search for forced wins under {@code definition}, which the search
     * agents ask before they search (a Gomoku VCF or VCT), if it has one; none by default.
     */
    default Optional<ForcedWins> forcedWins(GameDefinition definition) {
        return Optional.empty();
    }

    /**
     * The module's facet of type {@code type} under {@code definition}, if it offers one: the
     * single entry point for optional helpers that only some searches or tools ask for
     * ({@link SearchSupport}), so that each does not need a method of its own here. None by
     * default.
     */
    default <F> Optional<F> facet(Class<F> type, GameDefinition definition) {
        return Optional.empty();
    }

    /**
     * The line protocols this module speaks, by name: {@code tabula <name>} (as {@code tabula
     * gtp}, {@code tabula gomocup}) serves the module that offers the name. None by default.
     * Names are lower case; the same name in two modules means the same protocol (GTP is GTP
     * whatever game speaks it), so the command line asks which game when several offer it.
     */
    default Map<String, ProtocolSession.Factory> protocols() {
        return Map.of();
    }

    /**
     * The line protocols in which a referee ({@code tabula match}) can play this game against an
     * external engine, by protocol name ({@code gtp}, {@code gomocup}, as {@link #protocols()}
     * names them). None by default.
     */
    default Map<String, EngineDialect> engineDialects() {
        return Map.of();
    }

    /** The board for people: the diagram with coordinates, as {@code tabula play} shows it. */
    default String render(GameState state) {
        return String.join("\n", diagrams().toDiagram(state));
    }

    /**
     * What the letters and marks of {@link #render} mean (piece codes, the last move's mark),
     * shown by {@code tabula play}'s {@code help}; empty by default.
     */
    default String legend() {
        return "";
    }

    /**
     * What to draw of this game in a page ({@code tabula serve}): the board, the scene of a
     * position as a side sees it, the points to click for a move. By default the text diagram
     * as a grid of labelled cells ({@link DiagramPainter}), so every module can be played in
     * the page; a module with a board of its own (star points, a graph of roads) overrides it.
     */
    default BoardPainter painter() {
        return new DiagramPainter(this);
    }

    /** The record file formats the module reads ({@code tabula sgf replay}); none by default. */
    default List<RecordFormat> recordFormats() {
        return List.of();
    }

    /**
     * How the players agree on dead stones at the end of a game counted by territory (Go);
     * none by default, when every stone on the board counts as it stands.
     */
    default Optional<DeadStoneAgreement> deadStoneAgreement() {
        return Optional.empty();
    }

    /** The module's analysis of positions, for {@code tabula analyze}; none by default. */
    default Optional<PositionAnalysis> analysis() {
        return Optional.empty();
    }

    /** A short help text for the move notation, shown by {@code tabula play}. */
    default String notationHelp() {
        return "Moves are written in this game's notation.";
    }

    /**
     * Checks constraints between option values that no single option can state (a handicap
     * that does not fit the board size). Called for every definition made.
     *
     * @throws io.tabula.options.OptionException naming the options and what is allowed
     */
    default void validate(OptionValues values) {
    }

    /** The definition of {@code variantId} with option overrides (name to value text). */
    default GameDefinition define(String variantId, Map<String, String> overrides) {
        String canonicalVariant = options().variant(variantId).id();
        OptionValues values = options().resolve(canonicalVariant, overrides);
        validate(values);
        return new GameDefinition(this, canonicalVariant, values);
    }

    /** The default variant with default options. */
    default GameDefinition defaultDefinition() {
        return define(options().defaultVariant().id(), Map.of());
    }

    default String id() {
        return type().id();
    }
}
