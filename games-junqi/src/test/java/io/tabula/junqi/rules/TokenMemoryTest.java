package io.tabula.junqi.rules;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.tabula.core.GameDefinition;
import io.tabula.core.Move;
import io.tabula.junqi.JunqiModule;
import java.util.Map;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/** A side's determinizer remembers the combats it saw, and draws the enemy's tokens to fit them. */
class TokenMemoryTest {
    private static final GameDefinition STANDARD = new JunqiModule().define("standard", Map.of());

    private static int post(String name) {
        return JunqiBoard.post(name).getAsInt();
    }

    @Test
    void aTokenThatBeatTheSidesPiece_isDrawnStrongerThanIt_onlyByTheSideThatSawIt() {
        byte[] cells = new byte[JunqiBoard.POSTS];
        cells[post("b1")] = Cells.of(0, Piece.FLAG);
        cells[post("c6")] = Cells.of(0, Piece.DIVISION); // red's 38 attacks ...
        cells[post("a3")] = Cells.of(0, Piece.ENGINEER);
        cells[post("b12")] = Cells.of(1, Piece.FLAG);
        cells[post("c7")] = Cells.of(1, Piece.COMMANDER); // ... blue's 40, and is removed
        cells[post("e10")] = Cells.of(1, Piece.PLATOON);
        cells[post("a10")] = Cells.of(1, Piece.ENGINEER);
        cells[post("d10")] = Cells.of(1, Piece.BOMB);
        JunqiState start = JunqiState.setup(STANDARD, cells, JunqiRules.RED);
        JunqiMove.Step attack = JunqiMove.Step.of(post("c6"), post("c7"));
        JunqiState attacked = start.apply(attack);
        assertEquals(Combat.ATTACKER_REMOVED, attacked.lastCombat().orElseThrow());
        JunqiState replied = attacked.apply(JunqiMove.Step.of(post("e10"), post("e9")));
        JunqiState before = start.viewFor(JunqiRules.RED);
        JunqiState after = replied.viewFor(JunqiRules.RED);

        JunqiDeterminizer remembering = new JunqiDeterminizer();
        SplittableRandom random = new SplittableRandom(7);
        remembering.sample(before, random);
        remembering.chose(before, attack);
        JunqiDeterminizer forgetting = new JunqiDeterminizer();
        boolean weakerDrawn = false;
        for (int i = 0; i < 200; i++) {
            JunqiState draw = JunqiState.TYPE.state(remembering.sample(after, random));
            assertEquals(after, draw.viewFor(JunqiRules.RED), "a draw still fits the view");
            Piece token = draw.piece(post("c7")).orElseThrow();
            assertTrue(token.rank() > Piece.DIVISION.rank(), "the token that beat a 38 was drawn as " + token);
            Piece guess = JunqiState.TYPE.state(forgetting.sample(after, random)).piece(post("c7")).orElseThrow();
            weakerDrawn |= guess.rank() <= Piece.DIVISION.rank();
        }
        assertTrue(weakerDrawn, "without the memory, the token may be anything");
    }

    @Test
    void aViewThatDoesNotFollow_startsTheMemoryAfresh() {
        GameDefinition seeded = new JunqiModule().define("standard", Map.of("deploymentSeed", "4"));
        JunqiState game = JunqiState.TYPE.state(seeded.newGame());
        JunqiState view = game.viewFor(JunqiRules.RED);
        JunqiDeterminizer determinizer = new JunqiDeterminizer();
        SplittableRandom random = new SplittableRandom(1);
        determinizer.sample(view, random);
        Move move = game.legalMoves().get(0);
        determinizer.chose(view, move);
        // The same position again (another game, say): nothing is read into it, and the draws still fit.
        for (int i = 0; i < 20; i++) {
            assertEquals(view, JunqiState.TYPE.state(determinizer.sample(view, random)).viewFor(JunqiRules.RED));
        }
    }
}
