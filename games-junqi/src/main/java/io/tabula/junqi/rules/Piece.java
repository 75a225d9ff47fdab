package io.tabula.junqi.rules;

import java.util.Locale;
import java.util.Optional;

/**
 * The twelve pieces of {@code docs/rules/junqi.md} ("Pieces"), in the order of their numeric
 * codes (engineer 32 first). Ranked pieces compare by {@link #rank()}, 40 > 39 > ... > 32;
 * bomb, landmine and flag have no rank (0). Each side has {@link #count()} of each, 25 in all.
 */
public enum Piece {
    ENGINEER("32", 1, 3, "工兵", "engineer"),
    PLATOON("33", 2, 3, "排长", "platoon"),
    COMPANY("34", 3, 3, "连长", "company"),
    BATTALION("35", 4, 2, "营长", "battalion"),
    REGIMENT("36", 5, 2, "团长", "regiment"),
    BRIGADE("37", 6, 2, "旅长", "brigade"),
    DIVISION("38", 7, 2, "师长", "division"),
    GENERAL("39", 8, 1, "军长", "general"),
    COMMANDER("40", 9, 1, "司令", "commander"),
    BOMB("B", 0, 2, "炸弹", "bomb"),
    MINE("M", 0, 3, "地雷", "landmine"),
    FLAG("F", 0, 1, "军旗", "flag");

    /** Pieces per side in the standard set. */
    public static final int PER_SIDE = 25;

    private static final Piece[] VALUES = values();

    private final String code;
    private final int rank;
    private final int count;
    private final String chinese;
    private final String english;

    Piece(String code, int rank, int count, String chinese, String english) {
        this.code = code;
        this.rank = rank;
        this.count = count;
        this.chinese = chinese;
        this.english = english;
    }

    /** The code of diagrams and notation: {@code 40} ... {@code 32}, {@code B}, {@code M}, {@code F}. */
    public String code() {
        return code;
    }

    /** 9 for the commander (40) down to 1 for the engineer (32); 0 for bomb, landmine and flag. */
    public int rank() {
        return rank;
    }

    /** How many of this piece each side has in the standard set. */
    public int count() {
        return count;
    }

    public String chinese() {
        return chinese;
    }

    /** The English name of {@code docs/rules/junqi.md} ("Pieces"): {@code commander}, ..., {@code landmine}, {@code flag}. */
    public String english() {
        return english;
    }

    /** Whether the piece may ever move: every piece but the landmine and the flag. */
    public boolean movable() {
        return this != MINE && this != FLAG;
    }

    public static Piece of(int kind) {
        return VALUES[kind];
    }

    /** The piece with {@code code}, ignoring case ({@code f}, {@code 40}). */
    public static Optional<Piece> ofCode(String code) {
        String upper = code.trim().toUpperCase(Locale.ROOT);
        for (Piece piece : VALUES) {
            if (piece.code.equals(upper)) {
                return Optional.of(piece);
            }
        }
        return Optional.empty();
    }
}
