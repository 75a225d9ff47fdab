package io.tabula.examples.jiatiao;

/**
 * The five capturing shapes of the rules, each a run of stones on one line that the moved stone ({@code *})
 * completes; {@code M} is the mover's stone, {@code E} the enemy's. The rules' own words are in
 * docs/rules/jiatiao.md.
 */
enum Pattern {
    /** 夹, custodian: {@code *EM} or {@code ME*}; the one enemy stone is captured. */
    JIA,
    /** 挑, intervention: {@code E*E}; both enemy stones are captured. */
    TIAO,
    /** 双夹, double custodian: {@code MMEMM} with {@code *} any of the four; the middle stone is captured. */
    SHUANG_JIA,
    /** 双挑, double intervention: {@code EE*EE}; all four are captured. */
    SHUANG_TIAO,
    /** 扫四, sweep: {@code *EEEE} or {@code EEEE*}; all four are captured. */
    SAO_SI
}
