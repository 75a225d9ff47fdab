package io.tabula.gomoku.record;

import io.tabula.core.CommonReason;
import io.tabula.core.GameDefinition;
import io.tabula.core.GameState;
import io.tabula.core.Move;
import io.tabula.core.MoveCheck;
import io.tabula.core.Notation;
import io.tabula.core.NotationException;
import io.tabula.core.TabulaException;
import io.tabula.gomoku.notation.RenjuNotation;
import io.tabula.gomoku.rules.GomokuMove;
import io.tabula.gomoku.rules.GomokuState;
import io.tabula.record.GameRecord;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.regex.Pattern;

/**
 * The plain renju move list: the moves from the empty board, in renju notation
 * ({@code h8}: column letter, row number from the bottom), separated by white space, with
 * the words {@code pass} and {@code claim} where the rules allow them:
 * {@code h8 i9 j10 pass claim}. Black moves first and the colours alternate, so the list
 * names no colours.
 *
 * <p>Opening actions (option {@code opening}) are written as the module's notation writes
 * them, word for word, in the order they were made: {@code swap}, {@code keep},
 * {@code declare N}, {@code offer p q ...}, {@code choose p} and Swap2's
 * {@code balance p q} (white stone on p, black stone on q). A RIF game reads
 * <pre>h8 h9 j10 swap i9 offer g7 j7 choose j7 k5 ...</pre>
 * (moves 1-3, the second player takes black, white 4, black offers g7 and j7, white chooses
 * j7 as black 5 and plays 6 on k5). Each action is one move of the record, so the list
 * above holds 9 moves for 7 stones. The words are read as follows, which leaves no
 * ambiguity: {@code declare} takes the next word (a whole number), {@code choose} the next
 * (a point), {@code balance} the next two (points), and {@code offer} every following word
 * that has the shape of a point (a letter then digits) &mdash; after an offer only
 * {@code choose} may come, never a stone, so the offer ends at the first word that is not
 * a point. How many points an offer must hold (two under RIF, the declared number under
 * Yamaguchi and Soosõrv, N under Taraguchi) is the rules' question: a wrong count stops the
 * reading with reason {@code BAD_OFFER}. Case and line breaks do not matter in the moves
 * (the rules' first line, below, is a definition, whose ids are exact).
 *
 * <p>The list does not say which rules were played; the reader is given them
 * ({@link #read(GameDefinition, String)}). A list may begin with the definition's text as
 * its first word, on a line of its own, to carry the rules along &mdash;
 * <pre>gomoku(variant=renju,opening=rif)
 *h8 h9 j10 swap i9 offer g7 j7 choose j7 k5</pre>
 * &mdash; as {@link #writeWithDefinition} writes (with the canonical text, every option
 * named) and {@link #read(String)} requires (any text {@code GameRegistry.parseDefinition}
 * reads, such as the short form above); a reader given a definition accepts such a first
 * line only if it names that definition.
 *
 * <p>Reading plays every move through the rules and stops at the first that cannot be
 * played, reporting its number (from 1: every action counts), its words, where it stands
 * (the line and column of the word at fault) and the rules' typed reason
 * ({@code UNREADABLE} for words that are no move, {@code NOT_ALLOWED_NOW} for an action
 * the opening does not allow there, {@code NOT_OFFERED}, {@code BAD_OFFER}, ...). Writing is
 * lower case, one space between words, offers in point order, no line breaks.
 */
public final class RenjuMoveList {
    /** The shape of a point word: a column letter and a row number ({@code h8}, {@code o15}). */
    private static final Pattern POINT_SHAPE = Pattern.compile("[A-Za-z][0-9]{1,3}");

    private RenjuMoveList() {
    }

    /**
     * The record's moves as a move list, opening actions included.
     *
     * @throws IllegalArgumentException if the record is not of Gomoku, or starts from a set-up
     *                                  position (which a move list cannot say: write SGF or JSON)
     */
    public static String write(GameRecord record) {
        requireGomoku(record.definition());
        if (!record.start().equals(record.definition().newGame())) {
            throw new IllegalArgumentException("a renju move list starts from the empty board with black to move; "
                    + "this record starts from another position (" + record.start()
                    + "): write it as SGF or JSON");
        }
        Notation notation = record.definition().module().notation();
        StringBuilder out = new StringBuilder();
        GameState state = record.start();
        for (Move move : record.moves()) {
            if (!out.isEmpty()) {
                out.append(' ');
            }
            out.append(notation.format(state, move));
            state = state.apply(move);
        }
        return out.toString();
    }

    /**
     * The definition's text on a first line, then the move list: a text that
     * {@link #read(String)} reads without being told the rules.
     *
     * @throws IllegalArgumentException as {@link #write(GameRecord)}
     */
    public static String writeWithDefinition(GameRecord record) {
        return record.definition().text() + "\n" + write(record);
    }

    /**
     * Reads a move list that begins with its definition (as {@link #writeWithDefinition}
     * writes it) and plays it.
     *
     * @throws GomokuRecordException if the first word is not a Gomoku definition
     */
    public static GomokuReplay read(String text) {
        List<Word> words = words(text);
        if (words.isEmpty() || !isDefinition(words.get(0).text())) {
            throw new GomokuRecordException("the move list does not begin with its rules, like "
                    + "gomoku(variant=renju,opening=rif): read it with a definition");
        }
        return play(header(words.get(0)), words.subList(1, words.size()));
    }

    /**
     * Reads a move list and plays it from the empty board of {@code definition}, stopping
     * at the first move that cannot be played ({@link GomokuReplay#illegal()}). A first word
     * that is a definition (see the class comment) must be {@code definition}.
     *
     * @throws IllegalArgumentException if the definition is not of Gomoku
     * @throws GomokuRecordException    if the list begins with another definition
     */
    public static GomokuReplay read(GameDefinition definition, String text) {
        requireGomoku(definition);
        List<Word> words = words(text);
        if (!words.isEmpty() && isDefinition(words.get(0).text())) {
            GameDefinition named = header(words.get(0));
            if (!named.equals(definition)) {
                throw new GomokuRecordException("the move list names the rules " + named.text() + " at "
                        + words.get(0).line() + ":" + words.get(0).column() + ", but is read as " + definition.text());
            }
            words = words.subList(1, words.size());
        }
        return play(definition, words);
    }

    /**
     * Reads a move list as a record of all its moves.
     *
     * @throws GomokuRecordException naming the first move that cannot be played, its number and the reason
     * @throws IllegalArgumentException if the definition is not of Gomoku
     */
    public static GameRecord parse(GameDefinition definition, String text) {
        return read(definition, text).recordOrThrow();
    }

    /** A word of the list and where it stands (line and column from 1). */
    private record Word(String text, int line, int column) {
    }

    private static List<Word> words(String text) {
        List<Word> words = new ArrayList<>();
        int line = 1;
        int column = 1;
        int i = 0;
        while (i < text.length()) {
            char c = text.charAt(i);
            if (Character.isWhitespace(c)) {
                if (c == '\n') {
                    line++;
                    column = 1;
                } else {
                    column++;
                }
                i++;
                continue;
            }
            int begin = i;
            int beginColumn = column;
            while (i < text.length() && !Character.isWhitespace(text.charAt(i))) {
                i++;
                column++;
            }
            words.add(new Word(text.substring(begin, i), line, beginColumn));
        }
        return words;
    }

    private static boolean isDefinition(String word) {
        return word.toLowerCase(Locale.ROOT).startsWith("gomoku");
    }

    private static GameDefinition header(Word word) {
        try {
            return InstalledGomoku.REGISTRY.parseDefinition(word.text());
        } catch (TabulaException | IllegalArgumentException e) {
            throw new GomokuRecordException("'" + word.text() + "' at " + word.line() + ":" + word.column()
                    + " is not a Gomoku definition: " + e.getMessage());
        }
    }

    /** How many words after {@code words[from]} belong to its action (see the class comment). */
    private static int arguments(List<Word> words, int from) {
        String keyword = words.get(from).text().toLowerCase(Locale.ROOT);
        int available = words.size() - from - 1;
        switch (keyword) {
            case "declare", "choose" -> {
                return Math.min(1, available);
            }
            case "balance" -> {
                return Math.min(2, available);
            }
            case "offer" -> {
                int n = 0;
                while (n < available && POINT_SHAPE.matcher(words.get(from + 1 + n).text()).matches()) {
                    n++;
                }
                return n;
            }
            default -> {
                return 0;
            }
        }
    }

    private static GomokuReplay play(GameDefinition definition, List<Word> words) {
        Notation notation = definition.module().notation();
        GomokuState start = GomokuState.TYPE.state(definition.newGame());
        GomokuState state = start;
        List<GomokuMove> moves = new ArrayList<>();
        List<GomokuState> states = new ArrayList<>();
        states.add(start);
        int number = 0;
        int w = 0;
        while (w < words.size()) {
            Word first = words.get(w);
            int end = w + 1 + arguments(words, w);
            List<Word> action = words.subList(w, end);
            String text = String.join(" ", action.stream().map(Word::text).toList());
            number++;
            Optional<IllegalRecordMove> illegal = Optional.empty();
            GomokuMove move = null;
            try {
                move = GomokuState.TYPE.move(notation.parse(state, text));
            } catch (NotationException e) {
                illegal = Optional.of(unreadable(number, text, action, state.size(), e));
            }
            if (move != null && state.check(move) instanceof MoveCheck.Illegal rejected) {
                illegal = Optional.of(new IllegalRecordMove(number, text, rejected.reason(), rejected.detail(),
                        first.line(), first.column()));
            }
            if (illegal.isPresent()) {
                return new GomokuReplay(definition, start, moves, states, illegal, Map.of(), List.of());
            }
            state = state.apply(move);
            moves.add(move);
            states.add(state);
            w = end;
        }
        return new GomokuReplay(definition, start, moves, states, Optional.empty(), Map.of(), List.of());
    }

    /**
     * The words that are no move: placed at the argument at fault when one point of an
     * offer, a choice or a balance is not a point of the board, else at the first word.
     */
    private static IllegalRecordMove unreadable(int number, String text, List<Word> action, int size,
            NotationException e) {
        Word first = action.get(0);
        String keyword = first.text().toLowerCase(Locale.ROOT);
        if (action.size() > 1 && (keyword.equals("offer") || keyword.equals("choose") || keyword.equals("balance"))) {
            for (int i = 1; i < action.size(); i++) {
                Word word = action.get(i);
                try {
                    RenjuNotation.point(size, word.text());
                } catch (NotationException bad) {
                    return new IllegalRecordMove(number, text, CommonReason.UNREADABLE, "word " + (i + 1) + " of "
                            + keyword + ": " + bad.getMessage(), word.line(), word.column());
                }
            }
        }
        String detail = e.getMessage();
        if (keyword.equals("offer") && action.size() == 1) {
            detail = "'offer' names no points: write offer p q ..., like offer g7 j7 (" + detail + ")";
        } else if ((keyword.equals("declare") || keyword.equals("choose") || keyword.equals("balance"))
                && action.size() < (keyword.equals("balance") ? 3 : 2)) {
            detail = "the list ends inside '" + text + "': " + detail;
        }
        return new IllegalRecordMove(number, text, CommonReason.UNREADABLE, detail, first.line(), first.column());
    }

    static void requireGomoku(GameDefinition definition) {
        if (!definition.gameId().equals("gomoku")) {
            throw new IllegalArgumentException("Gomoku records are for gomoku definitions, not " + definition.text());
        }
    }
}
