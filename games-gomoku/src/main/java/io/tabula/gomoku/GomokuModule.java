package io.tabula.gomoku;

import io.tabula.core.BoardDiagrams;
import io.tabula.core.Capability;
import io.tabula.core.GameDefinition;
import io.tabula.core.GameModule;
import io.tabula.core.GameState;
import io.tabula.core.GameType;
import io.tabula.core.ModuleChecks;
import io.tabula.core.Notation;
import io.tabula.core.PlayoutSampler;
import io.tabula.core.StateCodec;
import io.tabula.gomoku.notation.GomokuDiagrams;
import io.tabula.gomoku.notation.GomokuStateCodec;
import io.tabula.gomoku.notation.RenjuNotation;
import io.tabula.gomoku.rules.GomokuOptions;
import io.tabula.gomoku.rules.GomokuSampler;
import io.tabula.gomoku.rules.GomokuState;
import io.tabula.gomoku.rules.Stone;
import io.tabula.options.OptionSchema;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * Gomoku: five in a row on a square board, black first. Variants {@code freestyle}
 * (five or more wins), {@code standard} (exactly five wins) and {@code renju} (RIF:
 * black's forbidden moves). Outcome reasons: {@code five}, {@code board-full},
 * {@code forbidden}, {@code no-legal-move}.
 */
public final class GomokuModule implements GameModule {
    private static final GameType TYPE = new GameType("gomoku", "Gomoku",
            List.of(Stone.BLACK_SIDE, Stone.WHITE_SIDE), Set.of(Capability.UNDO));


    private final RenjuNotation notation = new RenjuNotation();
    private final GomokuDiagrams diagrams = new GomokuDiagrams();
    private final GomokuStateCodec codec = new GomokuStateCodec();
    private final GomokuChecks checks = new GomokuChecks();

    @Override
    public GameType type() {
        return TYPE;
    }

    @Override
    public OptionSchema options() {
        return GomokuOptions.SCHEMA;
    }

    @Override
    public GameState newGame(GameDefinition definition) {
        return GomokuState.initial(definition);
    }

    @Override
    public Notation notation() {
        return notation;
    }

    @Override
    public BoardDiagrams diagrams() {
        return diagrams;
    }

    @Override
    public StateCodec<?> stateCodec() {
        return codec;
    }

    @Override
    public ModuleChecks conformanceChecks() {
        return checks;
    }

    @Override
    public Optional<PlayoutSampler> fastSampler(GameDefinition definition) {
        return Optional.of(new GomokuSampler());
    }

    @Override
    public String render(GameState state) {
        return BoardText.render((GomokuState) state);
    }

    @Override
    public String notationHelp() {
        return "Moves: a column letter and a row number from the bottom, like h8 (the centre of 15x15).";
    }
}
