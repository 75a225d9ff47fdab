package io.tabula.sgf;

import io.tabula.core.GameDefinition;
import io.tabula.core.RecordFormat;
import java.util.ArrayList;
import java.util.List;

/**
 * SGF (FF[4]) as a module reads it: the game trees whose {@code GM} is the module's game
 * number, each replayed through the rules its root names. A tool reads a file once with the
 * framework's {@link SgfParser} and hands each tree to the module whose number it names, so
 * one tool serves every game with an SGF reader, a user's module included.
 */
public interface SgfFormat extends RecordFormat {

    /** The SGF game number the module reads: 1 Go, 4 Gomoku. A tree without {@code GM} is game 1. */
    int gameNumber();

    /**
     * The rules {@code root} names.
     *
     * @throws SgfException if the tree is not this game or names a board or rules the module does not play
     */
    GameDefinition definition(SgfNode root);

    /**
     * The main line of {@code root} replayed, with {@code earlier} warnings (the parser's)
     * before its own.
     *
     * @throws SgfException as {@link #definition} does
     */
    Replay replay(SgfNode root, List<SgfWarning> earlier);

    /** The game number {@code tree}'s root names: its {@code GM}, 1 without one, -1 if it is not a number. */
    static int gameNumberOf(SgfNode tree) {
        String gm = tree.value("GM").orElse("1").strip();
        return gm.matches("\\d{1,6}") ? Integer.parseInt(gm) : -1;
    }

    @Override
    default String name() {
        return "sgf";
    }

    @Override
    default boolean reads(String text) {
        try {
            List<SgfNode> games = SgfParser.parse(text).collection().games();
            return !games.isEmpty() && gameNumberOf(games.get(0)) == gameNumber();
        } catch (RuntimeException unreadable) {
            return false;
        }
    }

    /** Every tree checked to be this game first, then each replayed: a bad file is one error, not a half report. */
    @Override
    default List<Replay> replay(String source, String text) {
        SgfParse parse = SgfParser.parse(text);
        List<SgfNode> games = parse.collection().games();
        for (SgfNode game : games) {
            definition(game);
        }
        List<Replay> replays = new ArrayList<>();
        for (int i = 0; i < games.size(); i++) {
            replays.add(replay(games.get(i), i == 0 ? parse.warnings() : List.of()));
        }
        return replays;
    }
}
