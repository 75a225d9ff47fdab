package io.tabula.junqi.rules;

/**
 * The combat table of {@code docs/rules/junqi.md} ("Combat"): which of attacker and defender are
 * removed. The first matching row wins: flag, bomb, landmine, ranks.
 */
public enum Combat {
    /** The defender is removed and the attacker takes the post. */
    DEFENDER_REMOVED("defender-removed"),
    /** The attacker is removed; the defender stays. */
    ATTACKER_REMOVED("attacker-removed"),
    /** Both are removed; the post is empty. */
    BOTH_REMOVED("both-removed");

    private final String keyword;

    Combat(String keyword) {
        this.keyword = keyword;
    }

    /** The keyword snapshots and views write. */
    public String keyword() {
        return keyword;
    }

    /**
     * The result of {@code attacker} attacking {@code defender} (piece ordinals). A bomb
     * attacking the flag (when allowed) captures it and is removed with it.
     */
    public static Combat resolve(JunqiRules rules, int attacker, int defender) {
        if (defender == Piece.FLAG.ordinal()) {
            return attacker == Piece.BOMB.ordinal() ? BOTH_REMOVED : DEFENDER_REMOVED;
        }
        if (attacker == Piece.BOMB.ordinal() || defender == Piece.BOMB.ordinal()) {
            return BOTH_REMOVED;
        }
        if (defender == Piece.MINE.ordinal()) {
            if (attacker == Piece.ENGINEER.ordinal()) {
                return DEFENDER_REMOVED;
            }
            return rules.mineSurvives ? ATTACKER_REMOVED : BOTH_REMOVED;
        }
        int a = Piece.of(attacker).rank();
        int d = Piece.of(defender).rank();
        return a > d ? DEFENDER_REMOVED : a < d ? ATTACKER_REMOVED : BOTH_REMOVED;
    }

    public static java.util.Optional<Combat> ofKeyword(String keyword) {
        for (Combat c : values()) {
            if (c.keyword.equals(keyword)) {
                return java.util.Optional.of(c);
            }
        }
        return java.util.Optional.empty();
    }
}
