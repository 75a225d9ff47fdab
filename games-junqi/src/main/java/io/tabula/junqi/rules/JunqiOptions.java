package io.tabula.junqi.rules;

import io.tabula.options.BooleanOption;
import io.tabula.options.IntOption;
import io.tabula.options.OptionSchema;
import io.tabula.options.OptionSpec;
import io.tabula.options.Variant;
import java.util.List;

/**
 * The options of the Junqi module, in documentation order, and its one variant
 * {@code standard} (every default). The rule options are the points marked [varies] in
 * {@code docs/rules/junqi.md}; {@code open} and {@code deploymentSeed} change no rule.
 */
public final class JunqiOptions {
    public static final BooleanOption MINE_SURVIVES = new BooleanOption("mineSurvives",
            "a landmine stays on its post after killing a non-engineer attacker (false: both are removed)", true);

    public static final BooleanOption BOMB_MAY_ATTACK_FLAG = new BooleanOption("bombMayAttackFlag",
            "a bomb may attack the flag (and captures it, removed with it); false: that move is illegal", true);

    public static final BooleanOption HQ_PIECES_MOVE = new BooleanOption("hqPiecesMove",
            "a piece standing on a headquarters may move on (false: it never moves again)", false);

    public static final IntOption NO_COMBAT_DRAW_PLIES = new IntOption("noCombatDrawPlies",
            "this many consecutive plies without an attack draw the game (no-combat); 0 = never", 100, 0, 1_000_000);

    public static final IntOption MAX_PLIES = new IntOption("maxPlies",
            "the game is drawn once this many plies are played from the setup position (move-limit); 0 = no cap",
            0, 0, 100_000_000);

    public static final BooleanOption OPEN = new BooleanOption("open",
            "open play (明棋): every view shows every piece; false (暗棋): a side sees the enemy's pieces as "
                    + "unknown tokens, except a flag made public", false);

    /** No deployment seed: a new game starts in the deployment phase. */
    public static final int NO_DEPLOYMENT_SEED = -1;

    public static final IntOption DEPLOYMENT_SEED = new IntOption("deploymentSeed",
            "-1: a new game starts in the deployment phase, red to deploy; 0 or more: a new game starts in play "
                    + "after both sides' deployment moves, random legal layouts (uniform over all legal ones) drawn "
                    + "from this seed, red's first",
            NO_DEPLOYMENT_SEED, NO_DEPLOYMENT_SEED, Integer.MAX_VALUE);

    public static final List<OptionSpec<?>> ALL = List.of(MINE_SURVIVES, BOMB_MAY_ATTACK_FLAG, HQ_PIECES_MOVE,
            NO_COMBAT_DRAW_PLIES, MAX_PLIES, OPEN, DEPLOYMENT_SEED);

    public static final OptionSchema SCHEMA = new OptionSchema(ALL, List.of(
            Variant.of("standard", "two-player Junqi (陆战棋) with hidden pieces; a landmine survives, a bomb may "
                    + "attack the flag, headquarters pieces stay, 100 quiet plies draw")));

    private JunqiOptions() {
    }
}
