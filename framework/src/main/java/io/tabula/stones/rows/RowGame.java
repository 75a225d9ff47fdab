package io.tabula.stones.rows;

import io.tabula.core.GameDefinition;
import io.tabula.stones.StoneMove;

/**
 * A game on the row blocks under one definition: the definition, the blocks it plays by
 * ({@link RowRules}), the letter of each side's stones in diagrams, and one
 * {@link StoneMove.Place} per point, so that move lists allocate no moves. Captures are
 * counted in the game's unit: pairs where only pairs are captured (Pente), stones otherwise
 * (Keryo-Pente's pairs and triples). Immutable; one per definition.
 */
public final class RowGame {
    /** The letters of the sides' stones, in turn order: {@code X}, {@code O}, then {@code A}, {@code B}, ... */
    private static final String LETTERS = "XOABCDEFGHIJKLMNPQRSTUVWYZ";

    private final GameDefinition definition;
    private final RowRules blocks;
    private final String symbols;
    private final int captureUnit;
    private final StoneMove.Place[] places;

    private RowGame(GameDefinition definition, RowRules blocks) {
        if (!blocks.sides().equals(definition.type().sides())) {
            throw new IllegalArgumentException("the blocks are for " + blocks.sides() + ", the game's sides are "
                    + definition.type().sides());
        }
        if (blocks.sides().size() > LETTERS.length()) {
            throw new IllegalArgumentException("at most " + LETTERS.length() + " sides have a letter in diagrams");
        }
        this.definition = definition;
        this.blocks = blocks;
        this.symbols = LETTERS.substring(0, blocks.sides().size());
        this.captureUnit = blocks.captures() && blocks.capture().min() == 2 && blocks.capture().max() == 2 ? 2 : 1;
        this.places = new StoneMove.Place[blocks.topology().points()];
        for (int p = 0; p < places.length; p++) {
            places[p] = new StoneMove.Place(p);
        }
    }

    /**
     * The game of {@code definition} on {@code blocks}, made for the definition's own sides.
     *
     * @throws IllegalArgumentException when the blocks are for other sides
     */
    public static RowGame of(GameDefinition definition, RowRules blocks) {
        return new RowGame(definition, blocks);
    }

    public GameDefinition definition() {
        return definition;
    }

    /** The blocks this game plays by. */
    public RowRules blocks() {
        return blocks;
    }

    /** The letters of the sides' stones in diagrams, in turn order ({@code XO} for two sides). */
    public String symbols() {
        return symbols;
    }

    /** Whether stones are captured. */
    public boolean captures() {
        return blocks.captures();
    }

    /** The stones one counted capture is: 2 where only pairs are captured, else 1. */
    public int captureUnit() {
        return captureUnit;
    }

    /** The captures that win, in the game's unit (pairs in Pente); 0 when captures never win. */
    public int capturesToWin() {
        return blocks.capturedToWin() / captureUnit;
    }

    /** The word of the capture unit, plural: {@code pairs} or {@code stones}. */
    public String captureWord() {
        return captureUnit == 2 ? "pairs" : "stones";
    }

    /** The shared move placing a stone on {@code point} (or replacing the stone there, when a replacement is due). */
    public StoneMove.Place place(int point) {
        return places[point];
    }
}
