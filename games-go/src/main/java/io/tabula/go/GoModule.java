package io.tabula.go;

import io.tabula.core.Capability;
import io.tabula.core.GameDefinition;
import io.tabula.core.GameState;
import io.tabula.core.GameType;
import io.tabula.core.PlayoutSampler;
import io.tabula.core.StandardGameModule;
import io.tabula.go.notation.GoDiagrams;
import io.tabula.go.notation.GoStateCodec;
import io.tabula.go.notation.GtpNotation;
import io.tabula.go.rules.GoOptions;
import io.tabula.go.rules.GoSampler;
import io.tabula.go.rules.GoState;
import io.tabula.go.rules.Stones;
import io.tabula.options.OptionValues;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * Go: any square board from 2x2 to 25x25, named rule sets as KataGo presets them
 * ({@code chinese}, {@code tromp-taylor}, {@code aga}, {@code new-zealand},
 * {@code japanese}, {@code ing}). Outcome reasons: {@code score}, {@code resign}.
 */
public final class GoModule extends StandardGameModule {
    private static final GameType TYPE = new GameType("go", "Go", List.of(Stones.BLACK_SIDE, Stones.WHITE_SIDE),
            Set.of(Capability.PASS, Capability.REPETITION_RULE, Capability.UNDO));

    public GoModule() {
        super(TYPE, GoOptions.SCHEMA, new GtpNotation(), new GoDiagrams(), new GoStateCodec(), new GoChecks());
    }

    @Override
    public void validate(OptionValues values) {
        GoOptions.validate(values);
    }

    @Override
    public GameState newGame(GameDefinition definition) {
        return GoState.initial(definition);
    }

    /** Random playouts on a mutable board with incremental chains ({@link GoSampler}). */
    @Override
    public Optional<PlayoutSampler> fastSampler(GameDefinition definition) {
        return Optional.of(new GoSampler());
    }

    @Override
    public String render(GameState state) {
        GoState go = (GoState) state;
        int size = go.size();
        StringBuilder letters = new StringBuilder("    ");
        for (int x = 0; x < size; x++) {
            letters.append(GtpNotation.column(x)).append(' ');
        }
        StringBuilder out = new StringBuilder(letters.toString().stripTrailing()).append('\n');
        for (int y = size - 1; y >= 0; y--) {
            out.append(String.format("%3d ", y + 1));
            for (int x = 0; x < size; x++) {
                byte stone = go.stone(y * size + x);
                out.append(stone == Stones.BLACK ? 'X' : stone == Stones.WHITE ? 'O' : '.').append(' ');
            }
            out.append(String.format("%d%n", y + 1));
        }
        out.append(letters.toString().stripTrailing()).append('\n');
        out.append(String.format("captures: black %d, white %d", go.captures(Stones.BLACK_SIDE),
                go.captures(Stones.WHITE_SIDE)));
        if (go.isOver() && go.outcome().reason().orElse("").equals("score")) {
            out.append(String.format("%nresult: %s", go.score().result()));
            if (go.rules().scoring() == io.tabula.go.rules.Scoring.AREA) {
                out.append(" (Chinese counting: ").append(go.chineseCount().describe()).append(')');
            }
        }
        return out.toString();
    }

    @Override
    public String notationHelp() {
        return "Moves: a column letter (no I) and a row number, like D4; pass; resign.";
    }
}
