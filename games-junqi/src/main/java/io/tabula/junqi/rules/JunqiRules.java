package io.tabula.junqi.rules;

import io.tabula.core.GameDefinition;
import io.tabula.core.Side;
import io.tabula.hash.Zobrist;
import java.util.List;

/**
 * The rule options of one definition, read once into fields so that move generation and
 * combat never look options up. Immutable; shared by every state of a game.
 */
public final class JunqiRules {
    public static final Side RED = new Side(0, "red");
    public static final Side BLUE = new Side(1, "blue");
    public static final List<Side> SIDES = List.of(RED, BLUE);

    /** Keys for (post, cell byte) and side to move; a fixed seed, so hashes can be stored. */
    static final Zobrist ZOBRIST = new Zobrist(JunqiBoard.POSTS, Cells.VALUES, 2, 0x4A554E5149L);

    private final GameDefinition definition;
    final boolean mineSurvives;
    final boolean bombMayAttackFlag;
    final boolean hqPiecesMove;
    final int noCombatDrawPlies;
    final int maxPlies;
    final boolean open;

    public JunqiRules(GameDefinition definition) {
        this.definition = definition;
        this.mineSurvives = definition.get(JunqiOptions.MINE_SURVIVES);
        this.bombMayAttackFlag = definition.get(JunqiOptions.BOMB_MAY_ATTACK_FLAG);
        this.hqPiecesMove = definition.get(JunqiOptions.HQ_PIECES_MOVE);
        this.noCombatDrawPlies = definition.get(JunqiOptions.NO_COMBAT_DRAW_PLIES);
        this.maxPlies = definition.get(JunqiOptions.MAX_PLIES);
        this.open = definition.get(JunqiOptions.OPEN);
    }

    public GameDefinition definition() {
        return definition;
    }

    public boolean mineSurvives() {
        return mineSurvives;
    }

    public boolean bombMayAttackFlag() {
        return bombMayAttackFlag;
    }

    public boolean hqPiecesMove() {
        return hqPiecesMove;
    }

    public int noCombatDrawPlies() {
        return noCombatDrawPlies;
    }

    public int maxPlies() {
        return maxPlies;
    }

    public boolean open() {
        return open;
    }

    public static Side side(int index) {
        return index == 0 ? RED : BLUE;
    }
}
