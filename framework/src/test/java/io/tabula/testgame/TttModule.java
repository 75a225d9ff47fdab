package io.tabula.testgame;

import io.tabula.core.BoardDiagrams;
import io.tabula.core.Capability;
import io.tabula.core.GameDefinition;
import io.tabula.core.GameModule;
import io.tabula.core.GameState;
import io.tabula.core.GameType;
import io.tabula.core.ModuleChecks;
import io.tabula.core.Notation;
import io.tabula.core.Side;
import io.tabula.core.StateCodec;
import io.tabula.options.BooleanOption;
import io.tabula.options.IntOption;
import io.tabula.options.OptionSchema;
import io.tabula.options.Variant;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * A test-only game for the framework's own tests: tic-tac-toe (three in a row) on a
 * square board of 3 to 5 points a side, cross first. Variants {@code classic} (3x3),
 * {@code misere} (a line of three loses) and {@code big} (4x4). Outcome reasons:
 * {@code three}, {@code board-full}. Module conformance key: {@code completes}.
 */
public class TttModule implements GameModule {
    public static final String ID = "ttt";
    public static final Side CROSS = new Side(0, "cross");
    public static final Side NOUGHT = new Side(1, "nought");
    public static final GameType TYPE = new GameType(ID, "Tic-tac-toe", List.of(CROSS, NOUGHT), Set.of(Capability.UNDO),
            List.of(TttOutcome.values()));

    public static final IntOption SIZE = new IntOption("size", "Points on each side of the board.", 3, 3, 5);
    public static final BooleanOption MISERE = new BooleanOption("misere", "Whoever completes a line loses.", false);
    public static final OptionSchema SCHEMA = new OptionSchema(List.of(SIZE, MISERE), List.of(
            Variant.of("classic", "Three in a row on 3x3 wins."),
            new Variant("misere", "Three in a row on 3x3 loses.", Map.of("misere", "true")),
            new Variant("big", "Three in a row on 4x4 wins.", Map.of("size", "4"))));

    public static final String CASE_FILE = "conformance/ttt/basics.json";

    private final ModuleChecks checks;
    private final List<String> caseFiles;
    private final TttNotation notation = new TttNotation();
    private final TttDiagrams diagrams = new TttDiagrams();
    private final TttCodec codec = new TttCodec();

    public TttModule() {
        this(new TttChecks(), List.of(CASE_FILE));
    }

    /** The game with other module checks and bundled case files, for tests of the conformance runner. */
    public TttModule(ModuleChecks checks, List<String> caseFiles) {
        this.checks = checks;
        this.caseFiles = List.copyOf(caseFiles);
    }

    @Override
    public GameType type() {
        return TYPE;
    }

    @Override
    public OptionSchema options() {
        return SCHEMA;
    }

    @Override
    public GameState newGame(GameDefinition definition) {
        return TttState.initial(definition);
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
    public List<String> bundledCaseFiles() {
        return caseFiles;
    }
}
