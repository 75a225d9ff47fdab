package io.tabula.junqi.rules;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.tabula.core.GameDefinition;
import io.tabula.junqi.JunqiModule;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * The reason of an illegal step is the rule that forbids it, found by asking that rule, never
 * by elimination: a reachable destination is refused as {@link JunqiReason#BOMB_MAY_NOT_ATTACK_FLAG}
 * only when a bomb attacks the flag under {@code bombMayAttackFlag=false}.
 */
class IllegalStepReasonTest {
    private static final JunqiModule MODULE = new JunqiModule();

    private static JunqiState board(GameDefinition definition, Map<String, String> pieces) {
        byte[] cells = new byte[JunqiBoard.POSTS];
        pieces.forEach((post, token) -> cells[JunqiBoard.post(post).getAsInt()] = Cells.of(token.charAt(0) == 'r' ? 0 : 1,
                Piece.ofCode(token.substring(1)).orElseThrow()));
        return JunqiState.setup(definition, cells, JunqiRules.RED);
    }

    private static int post(String name) {
        return JunqiBoard.post(name).getAsInt();
    }

    @Test
    void aBombOnTheFlag_underBombMayNotAttackFlag_isRefusedForThatRule() {
        GameDefinition noBombOnFlag = MODULE.define("standard", Map.of("bombMayAttackFlag", "false"));
        JunqiState state = board(noBombOnFlag, Map.of("b1", "rF", "b11", "rB", "b12", "bF", "a11", "b40"));
        assertEquals(JunqiReason.BOMB_MAY_NOT_ATTACK_FLAG, state.diagnose(post("b11"), post("b12")));
        assertTrue(state.check(JunqiMove.Step.of(post("b11"), post("a11"))).isLegal(), "a bomb may attack a 40");
    }

    @Test
    void aReachableDestinationNoRuleForbids_isNamedByNoReason() {
        // The bomb on b11 may attack the 40 on a11: no rule forbids it, so asking why it is illegal is a bug
        // of the caller (or a rule the reasons do not know), never BOMB_MAY_NOT_ATTACK_FLAG.
        GameDefinition noBombOnFlag = MODULE.define("standard", Map.of("bombMayAttackFlag", "false"));
        JunqiState state = board(noBombOnFlag, Map.of("b1", "rF", "b11", "rB", "b12", "bF", "a11", "b40"));
        IllegalStateException e = assertThrows(IllegalStateException.class,
                () -> state.diagnose(post("b11"), post("a11")));
        assertTrue(e.getMessage().contains("b11-a11"), e.getMessage());
        JunqiState standard = board(MODULE.defaultDefinition(), Map.of("b1", "rF", "b11", "rB", "b12", "bF", "a11", "b40"));
        assertThrows(IllegalStateException.class, () -> standard.diagnose(post("b11"), post("b12")),
                "under the default rules a bomb may attack the flag");
    }
}
