package io.tabula.conformance.contract;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.tabula.core.GameState;
import io.tabula.core.LargeMoveList;
import io.tabula.core.Move;
import io.tabula.core.Notation;
import io.tabula.core.NotationException;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.SplittableRandom;
import java.util.TreeSet;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/**
 * {@code check} agrees with {@code legalMoves()}: on the listed moves, on moves listed
 * elsewhere in the game, and on moves named by editing the notation of legal ones.
 */
public interface CheckTester extends ContractSubject {

    @TestFactory
    default Stream<DynamicTest> check_agreesWithLegalMoves() {
        return Runs.perDefinition(this, "check agrees with legalMoves", definition -> {
            for (int game = 0; game < contractPlayouts(); game++) {
                Set<Move> seen = new LinkedHashSet<>();
                for (GameState state : Runs.playout(this, definition, Runs.seed(game))) {
                    List<Move> all = state.legalMoves();
                    Set<Move> legal = new HashSet<>(Runs.probe(all));
                    for (Move move : legal) {
                        assertTrue(state.check(move).isLegal(), () -> "check rejects legal move " + move);
                    }
                    seen.addAll(legal);
                    for (Move move : seen) {
                        if (!legal.contains(move) && !(all instanceof LargeMoveList && all.contains(move))) {
                            assertFalse(state.check(move).isLegal(),
                                    () -> "check accepts " + move + ", which legalMoves() leaves out");
                        }
                    }
                }
            }
        });
    }

    /**
     * {@code check} agrees with {@code legalMoves()} beyond the moves of the list: moves
     * named by editing the notation of legal moves (every change of one character to one the
     * notation uses, and every character dropped: {@code h8} becomes {@code h9},
     * {@code a4-a5} becomes {@code a4-a6}) are legal by {@code check} exactly when the list
     * has them. A move that check accepts and the list leaves out is found here even if no
     * playout ever listed it.
     */
    @TestFactory
    default Stream<DynamicTest> check_agreesWithLegalMoves_onMovesNamedNearLegalOnes() {
        return Runs.perDefinition(this, "check agrees with legalMoves on nearby moves", definition -> {
            Notation notation = definition.module().notation();
            for (int game = 0; game < Math.min(4, contractPlayouts()); game++) {
                SplittableRandom probes = new SplittableRandom(Runs.seed(game) * 31);
                List<GameState> states = Runs.playout(this, definition, Runs.seed(game));
                for (int ply = 0; ply < states.size(); ply++) {
                    GameState state = states.get(ply);
                    List<Move> legal = state.legalMoves();
                    if (legal.isEmpty() || LargeMoveList.countOf(legal) > PROBED_LIST_LIMIT) {
                        continue;
                    }
                    Set<Move> listed = new HashSet<>(legal);
                    String alphabet = alphabetOf(notation, state, legal);
                    Set<String> named = new HashSet<>();
                    for (int probe = 0; probe < PROBED_MOVES_PER_STATE; probe++) {
                        String text = notation.format(state, LargeMoveList.random(legal, probes));
                        for (String edited : edits(text, alphabet)) {
                            if (!named.add(edited)) {
                                continue;
                            }
                            Move move;
                            try {
                                move = notation.parse(state, edited);
                            } catch (NotationException notAMove) {
                                continue;
                            }
                            boolean checked = state.check(move).isLegal();
                            assertEquals(listed.contains(move), checked, "seed " + Runs.seed(game) + ", ply " + ply + ": '"
                                    + edited + "' (from '" + text + "') is " + (checked ? "legal by check" : "illegal by check")
                                    + " but " + (listed.contains(move) ? "in" : "not in") + " legalMoves()");
                        }
                    }
                }
            }
        });
    }

    /** Legal moves per state whose notation {@link #check_agreesWithLegalMoves_onMovesNamedNearLegalOnes} edits. */
    int PROBED_MOVES_PER_STATE = 2;
    /** States with more legal moves than this are not probed (their list is never built). */
    long PROBED_LIST_LIMIT = 100_000;

    /** The characters of the notation of up to 40 legal moves, and the digits. */
    private static String alphabetOf(Notation notation, GameState state, List<Move> legal) {
        Set<Character> chars = new java.util.TreeSet<>();
        for (int i = 0; i < Math.min(40, legal.size()); i++) {
            for (char c : notation.format(state, legal.get(i)).toCharArray()) {
                chars.add(c);
            }
        }
        for (char c = '0'; c <= '9'; c++) {
            chars.add(c);
        }
        StringBuilder out = new StringBuilder();
        chars.forEach(out::append);
        return out.toString();
    }

    /** {@code text} with one character changed to each of {@code alphabet}, and with each character dropped. */
    private static List<String> edits(String text, String alphabet) {
        List<String> out = new ArrayList<>();
        for (int at = 0; at < text.length(); at++) {
            for (char c : alphabet.toCharArray()) {
                if (c != text.charAt(at)) {
                    out.add(text.substring(0, at) + c + text.substring(at + 1));
                }
            }
            out.add(text.substring(0, at) + text.substring(at + 1));
        }
        return out;
    }
}
