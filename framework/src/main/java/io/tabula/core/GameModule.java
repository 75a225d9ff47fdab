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

    /** A faster sampler for random playouts under {@code definition}, if the module has one. */
    default Optional<PlayoutSampler> fastSampler(GameDefinition definition) {
        return Optional.empty();
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
