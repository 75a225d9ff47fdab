package io.tabula.gomoku.rules;

import io.tabula.options.Choice;

/**
 * The opening protocol (option {@code opening}; games-gomoku/README.md, option opening): how the first moves
 * are made, who may swap colours, and whether black offers fifth moves for white to
 * choose from. {@link OpeningProtocol} turns each into its steps.
 */
public enum OpeningRule implements Choice {
    /** No protocol: black plays first anywhere and the colours alternate. */
    FREE("free", 0),
    /** Black's first stone goes on the centre ({@code h8}); then free play. */
    CENTRE("centre", 5),
    /** Pro (gomoku): 1 on the centre, 2 anywhere, black's 3 outside the central 5x5. */
    PRO("pro", 7),
    /** Long Pro (gomoku): as Pro, with black's 3 outside the central 7x7. */
    LONG_PRO("long-pro", 9),
    /** Swap (gomoku): the first player places three stones; the second chooses a colour. */
    SWAP("swap", 5),
    /** Swap2 (gomoku world championships): as Swap, or the second player adds two stones and the first chooses. */
    SWAP2("swap2", 5),
    /** RIF rule 1996 (指定开局 · 三手可交换 · 五手两打): one of the 26 openings, a swap, two fifth-move offers. */
    RIF("rif", 5),
    /** Yamaguchi: as RIF, with the number of fifth-move offers declared with the opening. */
    YAMAGUCHI("yamaguchi", 5),
    /** Soosõrv-N: white declares 1 to N offers with move 4, and black may swap again. */
    SOOSORV("soosorv", 5),
    /** Taraguchi-N: a swap may follow each of moves 1 to 4 in growing squares; then a 5th in 9x9 or N offers. */
    TARAGUCHI("taraguchi", 9),
    /** Tarannikov (5-swap): moves 1 to 5 in growing squares around the centre, a swap possible after each. */
    TARANNIKOV("tarannikov", 9);

    private final String id;
    private final int minimumSize;

    OpeningRule(String id, int minimumSize) {
        this.id = id;
        this.minimumSize = minimumSize;
    }

    @Override
    public String id() {
        return id;
    }

    /** The smallest board with room for the protocol's squares around the centre. */
    public int minimumSize() {
        return minimumSize;
    }

    /** Whether the protocol places stones relative to the centre, which needs an odd board. */
    public boolean usesCentre() {
        return this != FREE && this != SWAP && this != SWAP2;
    }

    /** Whether black offers fifth moves under this protocol, and so whether option {@code openingOffers} applies. */
    public boolean hasOffers() {
        return this == RIF || this == YAMAGUCHI || this == SOOSORV || this == TARAGUCHI;
    }
}
