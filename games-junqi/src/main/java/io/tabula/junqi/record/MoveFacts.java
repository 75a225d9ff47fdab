package io.tabula.junqi.record;

import java.util.Map;

/**
 * One move as the arbiter announces it to both players ({@code docs/rules/junqi.md} ("Hidden information and views")):
 * everything here is public. The move's posts, whether it was an attack, which of the two
 * pieces the attack removed (never their identities), and the flags that are public after
 * the move (section 5: a side without its 40 shows its flag).
 *
 * <p>A deployment is written as its layout ({@code 32 33 32 34 33 / 35 . 36 . 37 / ...}) where
 * the reader may know it (the arbiter's record; a side's own; open play), and otherwise as
 * {@link #HIDDEN_DEPLOYMENT}: that the side deployed is public, where its pieces stand is not
 * (they fill the 25 deployment posts of its half), what they are is secret. A deployment is no
 * attack and reveals no flag.
 *
 * @param move          the move, {@code from-to}, e.g. {@code a4-a5}; or a deployment
 * @param attack        whether the destination held an enemy piece
 * @param removed       {@code none} (no attack), {@code attacker}, {@code defender} or {@code both}
 * @param revealedFlags side ({@code red}/{@code blue}) to the post of its flag, for every flag on
 *                      the board that is public after this move; red first
 */
public record MoveFacts(String move, boolean attack, String removed, Map<String, String> revealedFlags) {
    /** The values of {@link #removed}. */
    public static final String NONE = "none";
    public static final String ATTACKER = "attacker";
    public static final String DEFENDER = "defender";
    public static final String BOTH = "both";
    /** The {@link #move} of a deployment whose layout the record's reader may not know. */
    public static final String HIDDEN_DEPLOYMENT = "deploy";

    public MoveFacts {
        revealedFlags = revealedFlags == null ? null : java.util.Collections.unmodifiableMap(
                new java.util.LinkedHashMap<>(revealedFlags));
    }
}
