package io.tabula.core;

import io.tabula.options.OptionSchema;
import java.util.Objects;

/**
 * A {@link GameModule} whose fixed parts (type, options, notation, diagrams, snapshot
 * codec and conformance keys) are given once to the constructor, so that a game module
 * writes only what is its own: how a game starts, and the optional hooks (validation,
 * fast sampler, rendering, help). Go, Gomoku and Junqi build on it.
 */
public abstract class StandardGameModule implements GameModule {
    private final GameType type;
    private final OptionSchema options;
    private final Notation notation;
    private final BoardDiagrams diagrams;
    private final StateCodec<?> stateCodec;
    private final ModuleChecks conformanceChecks;

    protected StandardGameModule(GameType type, OptionSchema options, Notation notation, BoardDiagrams diagrams,
            StateCodec<?> stateCodec, ModuleChecks conformanceChecks) {
        this.type = Objects.requireNonNull(type, "type");
        this.options = Objects.requireNonNull(options, "options");
        this.notation = Objects.requireNonNull(notation, "notation");
        this.diagrams = Objects.requireNonNull(diagrams, "diagrams");
        this.stateCodec = Objects.requireNonNull(stateCodec, "stateCodec");
        this.conformanceChecks = Objects.requireNonNull(conformanceChecks, "conformanceChecks");
    }

    @Override
    public final GameType type() {
        return type;
    }

    @Override
    public final OptionSchema options() {
        return options;
    }

    @Override
    public final Notation notation() {
        return notation;
    }

    @Override
    public final BoardDiagrams diagrams() {
        return diagrams;
    }

    @Override
    public final StateCodec<?> stateCodec() {
        return stateCodec;
    }

    @Override
    public final ModuleChecks conformanceChecks() {
        return conformanceChecks;
    }
}
