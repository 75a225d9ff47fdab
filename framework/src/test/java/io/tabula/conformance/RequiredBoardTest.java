package io.tabula.conformance;

import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.tabula.core.GameDefinition;
import io.tabula.core.GameModule;
import io.tabula.core.GameRegistry;
import io.tabula.core.GameState;
import io.tabula.core.GameType;
import io.tabula.core.BoardDiagrams;
import io.tabula.core.Notation;
import io.tabula.core.StateCodec;
import io.tabula.options.OptionSchema;
import io.tabula.testgame.TttModule;
import org.junit.jupiter.api.Test;

class RequiredBoardTest {

    /** The test game, but declaring that cases must give a board (as Junqi does). */
    private static final class BoardOnly implements GameModule {
        private final TttModule ttt = new TttModule();

        public GameType type() { return ttt.type(); }
        public OptionSchema options() { return ttt.options(); }
        public GameState newGame(GameDefinition definition) { return ttt.newGame(definition); }
        public Notation notation() { return ttt.notation(); }
        public BoardDiagrams diagrams() { return ttt.diagrams(); }
        public StateCodec<?> stateCodec() { return ttt.stateCodec(); }
        @Override public boolean requiresSetupBoard() { return true; }
    }

    @Test
    void parse_caseWithoutBoard_isAFileErrorWhenTheModuleRequiresOne() {
        CaseFileParser parser = new CaseFileParser(GameRegistry.of(new BoardOnly()));
        CaseFileException e = assertThrows(CaseFileException.class, () -> parser.parse("f.json",
                "{\"game\": \"ttt\", \"cases\": [{\"id\": \"no-board\", \"setup\": {\"moves\": []}}]}"));
        assertTrue(e.getMessage().contains("case 'no-board'") && e.getMessage().contains("setup.board"),
                e.getMessage());
        CaseFileException none = assertThrows(CaseFileException.class, () -> parser.parse("f.json",
                "{\"game\": \"ttt\", \"cases\": [{\"id\": \"no-setup\", \"expect\": {}}]}"));
        assertTrue(none.getMessage().contains("setup.board"), none.getMessage());
    }
}
