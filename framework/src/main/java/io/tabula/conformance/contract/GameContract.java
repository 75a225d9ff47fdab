package io.tabula.conformance.contract;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import io.tabula.core.Capability;
import io.tabula.core.GameDefinition;
import io.tabula.core.GameRegistry;
import io.tabula.core.GameState;
import io.tabula.core.LargeMoveList;
import io.tabula.core.IllegalMoveException;
import io.tabula.core.Move;
import io.tabula.core.MoveCheck;
import io.tabula.core.Notation;
import io.tabula.core.NotationException;
import io.tabula.core.Phase;
import io.tabula.core.PlayoutSampler;
import io.tabula.core.RecordFormat;
import io.tabula.core.Side;
import io.tabula.core.Turn;
import io.tabula.json.TabulaJson;
import io.tabula.record.GameRecord;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.SplittableRandom;
import java.util.TreeSet;
import java.util.function.Consumer;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/**
 * The properties every game must hold, as JUnit 5 test factories (Guava testlib's
 * pattern, OpenSpiel's random-simulation test). A module's test class adopts them in a
 * few lines:
 *
 * <pre>{@code
 * class GomokuContractTest implements GameContract {
 *     public List<GameDefinition> contractDefinitions() {
 *         return GameContract.everyVariant(new GomokuModule());
 *     }
 * }
 * }</pre>
 *
 * Each property runs seeded random playouts from every definition given; a failure
 * names the definition, the seed and the ply. A module that offers a mutable kernel is also
 * held to {@link KernelContract}'s properties.
 */
public interface GameContract extends KernelContract {

    /** The definitions to test: at least every variant of the module. */
    @Override
    List<GameDefinition> contractDefinitions();

    /** Random games played per definition and property. */
    @Override
    default int contractPlayouts() {
        return 12;
    }

    /** A bound on the length of a playout; longer is a failure ("playouts end"). */
    @Override
    default int contractMaxPlies() {
        return 10_000;
    }

    /**
     * Expected move counts to a fixed depth from the initial state ({@code perft}), per
     * definition: element {@code d} is the number of move sequences of length
     * {@code d + 1}. Empty by default; modules should pin their move generation here.
     */
    default List<Perft> perftTable() {
        return List.of();
    }

    /** @param expected expected[d] = number of legal move sequences of length d+1 */
    record Perft(GameDefinition definition, long... expected) {
    }

    /** Every variant of {@code module} with default options. */
    static List<GameDefinition> everyVariant(io.tabula.core.GameModule module) {
        return module.options().variants().stream()
                .map(v -> module.define(v.id(), java.util.Map.of()))
                .toList();
    }

    // ---------------------------------------------------------------- properties

    @TestFactory
    default Stream<DynamicTest> legalMoves_areUniqueAndStableInOrder() {
        return eachState("legal moves unique and stable", state -> {
            List<Move> first = state.legalMoves();
            assertEquals(first, state.legalMoves(), "legalMoves() changed between two calls");
            List<Move> probed = probe(first);
            assertEquals(probed.size(), new HashSet<>(probed).size(), "legalMoves() has duplicates");
            if (probed != first) {
                assertEquals(probed, probe(state.legalMoves()), "legalMoves() changed order between two calls");
            }
        });
    }

    @TestFactory
    default Stream<DynamicTest> legalMoves_emptyExactlyWhenOver() {
        return eachState("no legal moves exactly when over", state ->
                assertEquals(state.isOver(), state.legalMoves().isEmpty(),
                        "outcome " + state.outcome() + " with " + state.legalMoves().size() + " legal moves"));
    }

    /**
     * A definition's capabilities are its type's, less what its options turn off, never
     * more: a capability a type does not list would select contract checks and command-line
     * behaviour the game's listing never promised.
     */
    @TestFactory
    default Stream<DynamicTest> capabilities_ofADefinition_areAmongTheType() {
        return perDefinition("capabilities within the type's", definition -> {
            Set<Capability> extra = new TreeSet<>(definition.capabilities());
            extra.removeAll(definition.module().type().capabilities());
            assertTrue(extra.isEmpty(), () -> definition.text() + " has capabilities its type does not list: " + extra);
        });
    }

    @TestFactory
    default Stream<DynamicTest> check_agreesWithLegalMoves() {
        return perDefinition("check agrees with legalMoves", definition -> {
            for (int game = 0; game < contractPlayouts(); game++) {
                Set<Move> seen = new LinkedHashSet<>();
                for (GameState state : playout(definition, seed(game))) {
                    List<Move> all = state.legalMoves();
                    Set<Move> legal = new HashSet<>(probe(all));
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
        return perDefinition("check agrees with legalMoves on nearby moves", definition -> {
            Notation notation = definition.module().notation();
            for (int game = 0; game < Math.min(4, contractPlayouts()); game++) {
                SplittableRandom probes = new SplittableRandom(seed(game) * 31);
                List<GameState> states = playout(definition, seed(game));
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
                            assertEquals(listed.contains(move), checked, "seed " + seed(game) + ", ply " + ply + ": '"
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

    /**
     * Phases and turns are consistent: the player to act is one of the phase's players and
     * the turn's; every legal move is of a kind the phase allows; a game without the
     * {@link Capability#PHASES} capability is always in ordinary play and once in play a game
     * stays there; a turn of several moves keeps its player and counts its moves, and
     * without {@link Capability#SEVERAL_MOVES_PER_TURN} every turn is one move.
     */
    @TestFactory
    default Stream<DynamicTest> phasesAndTurns_followThePlayerToAct() {
        return perDefinition("phases and turns follow the player to act", definition -> {
            for (int game = 0; game < contractPlayouts(); game++) {
                List<GameState> states = playout(definition, seed(game));
                boolean inPlay = false;
                for (int ply = 0; ply < states.size(); ply++) {
                    GameState state = states.get(ply);
                    String where = "seed " + seed(game) + ", ply " + ply + ": ";
                    Phase phase = state.phase();
                    assertTrue(phase.isPlay() || definition.has(Capability.PHASES),
                            where + "phase " + phase.name() + " in a definition without phases");
                    assertFalse(inPlay && !phase.isPlay(), where + "phase " + phase.name() + " after ordinary play");
                    inPlay |= phase.isPlay();
                    if (state.isOver()) {
                        continue;
                    }
                    assertTrue(phase.players().contains(state.playerToAct()),
                            where + "player " + state.playerToAct() + " acts in phase " + phase.name()
                                    + " of players " + phase.players());
                    List<Move> legal = state.legalMoves();
                    for (int i = 0; i < Math.min(legal.size(), 64); i++) {
                        Move move = legal.get(i);
                        assertTrue(phase.allows(move), where + move + " is legal but phase " + phase.name()
                                + " allows only " + phase.moves());
                    }
                    Turn turn = state.turn();
                    assertEquals(state.playerToAct(), turn.player(), where + "the turn's player");
                    assertTrue(turn.moves() == 1 || definition.has(Capability.SEVERAL_MOVES_PER_TURN),
                            where + "a turn of " + turn.moves() + " moves without several moves per turn");
                    if (ply + 1 < states.size() && !states.get(ply + 1).isOver()) {
                        Turn next = states.get(ply + 1).turn();
                        if (turn.lastMove()) {
                            assertEquals(new Turn(turn.number() + 1, next.player(), 0, next.moves()), next,
                                    where + "the turn after " + turn);
                        } else {
                            assertEquals(new Turn(turn.number(), turn.player(), turn.move() + 1, turn.moves()), next,
                                    where + "the next move of " + turn);
                        }
                    }
                }
            }
        });
    }

    /**
     * Undo is "the state at ply n": a record cut to {@code n} moves, and a match that takes
     * moves back one by one, give the states the game passed through.
     */
    @TestFactory
    default Stream<DynamicTest> undo_returnsTheStateOfEveryEarlierPly() {
        return perDefinition("undo returns earlier states", definition -> {
            if (!definition.has(Capability.UNDO)) {
                return;
            }
            for (int game = 0; game < Math.min(3, contractPlayouts()); game++) {
                List<GameState> states = playout(definition, seed(game));
                List<Move> moves = movesOf(definition, seed(game));
                GameRecord record = GameRecord.replayed(definition, definition.newGame(), moves);
                for (int n = 0; n <= moves.size(); n += Math.max(1, moves.size() / 16)) {
                    List<GameState> cut = record.truncated(n).states();
                    assertEquals(snapshotText(states.get(n)), snapshotText(cut.get(cut.size() - 1)),
                            "seed " + seed(game) + ": the record cut to " + n + " moves");
                }
                io.tabula.record.Match match = new io.tabula.record.Match(record, java.util.Map.of());
                for (int n = moves.size(); n > 0; n--) {
                    assertTrue(match.undo(), "undo of move " + n);
                    assertEquals(snapshotText(states.get(n - 1)), snapshotText(match.state()),
                            "seed " + seed(game) + ": after taking back move " + n);
                }
                assertFalse(match.undo(), "nothing to undo at the start");
            }
        });
    }

    @TestFactory
    default Stream<DynamicTest> apply_acceptsEveryLegalMoveAndRejectsIllegalOnesUnchanged() {
        return perDefinition("apply legal, reject illegal unchanged", definition -> {
            for (int game = 0; game < Math.min(3, contractPlayouts()); game++) {
                List<GameState> states = playout(definition, seed(game));
                Set<Move> seen = new LinkedHashSet<>();
                for (GameState state : states) {
                    for (Move move : probe(state.legalMoves())) {
                        GameState next = state.apply(move);
                        assertEquals(state.ply() + 1, next.ply(), "ply after a move");
                        seen.add(move);
                    }
                    String before = snapshotText(state);
                    long hash = state.hash();
                    for (Move move : seen) {
                        MoveCheck verdict = state.check(move);
                        if (verdict instanceof MoveCheck.Illegal illegal) {
                            IllegalMoveException thrown = assertThrows(IllegalMoveException.class,
                                    () -> state.apply(move), () -> "apply accepted illegal move " + move);
                            assertEquals(illegal.reason(), thrown.reason(), "apply and check give different reasons");
                        }
                    }
                    assertEquals(hash, state.hash(), "rejected moves changed the hash");
                    assertEquals(before, snapshotText(state), "rejected moves changed the state");
                }
            }
        });
    }

    /**
     * A game's own {@link GameState#winningMove()} (Go's looks at the pass alone) gives
     * exactly what the default gives by applying every legal move: the first move, in the
     * order of {@code legalMoves()}, that wins at once for the player to act.
     */
    @TestFactory
    default Stream<DynamicTest> winningMove_isTheFirstMoveThatWinsAtOnce() {
        return perDefinition("winningMove is the first move that wins at once", definition -> {
            for (int game = 0; game < Math.min(3, contractPlayouts()); game++) {
                List<GameState> states = playout(definition, seed(game));
                for (int ply = 0; ply < states.size(); ply++) {
                    GameState state = states.get(ply);
                    if (state.legalMoves() instanceof LargeMoveList large && large.count() > PROBE_ALL_UP_TO) {
                        continue; // too many to apply one by one
                    }
                    assertEquals(GameState.winningMoveByApplyingEach(state), state.winningMove(),
                            "seed " + seed(game) + ", ply " + ply + ": winningMove()");
                }
            }
        });
    }

    @TestFactory
    default Stream<DynamicTest> hash_equalForEqualStates() {
        return eachState("equal states hash equally", state -> {
            GameState copy = json(state).stateFromJson(json(state).stateToJson(state));
            assertEquals(state.hash(), copy.hash(), "a state restored from JSON hashes differently");
        });
    }

    @TestFactory
    default Stream<DynamicTest> hash_differsAfterEveryMove() {
        return perDefinition("hash changes with the position", definition -> {
            for (int game = 0; game < contractPlayouts(); game++) {
                List<GameState> states = playout(definition, seed(game));
                for (int i = 1; i < states.size(); i++) {
                    assertNotEquals(states.get(i - 1).hash(), states.get(i).hash(), "hash unchanged by move " + i);
                }
            }
        });
    }

    @TestFactory
    default Stream<DynamicTest> json_statesRoundTrip() {
        return eachState("states survive a JSON round trip", state -> {
            TabulaJson json = json(state);
            String text = json.stateToJson(state);
            GameState copy = json.stateFromJson(text);
            assertEquals(text, json.stateToJson(copy), "JSON of the restored state differs");
            assertEquals(state.legalMoves(), copy.legalMoves(), "legal moves of the restored state differ");
            assertEquals(state.outcome(), copy.outcome(), "outcome of the restored state differs");
            assertEquals(state.toMove(), copy.toMove(), "side to move of the restored state differs");
            assertEquals(state.definition(), copy.definition(), "definition of the restored state differs");
        });
    }

    @TestFactory
    default Stream<DynamicTest> records_roundTripAndReplay() {
        return perDefinition("records round-trip and replay", definition -> {
            TabulaJson json = JsonCache.of(definition.module());
            for (int game = 0; game < contractPlayouts(); game++) {
                List<GameState> states = playout(definition, seed(game));
                List<Move> moves = movesOf(definition, seed(game));
                GameRecord record = GameRecord.replayed(definition, definition.newGame(), moves);
                GameRecord copy = json.recordFromJson(json.recordToJson(record));
                assertEquals(record.moves(), copy.moves(), "moves of the record after JSON");
                List<GameState> replayed = copy.states();
                assertEquals(states.size(), replayed.size(), "states in the replayed record");
                for (int i = 0; i < states.size(); i++) {
                    assertEquals(states.get(i).hash(), replayed.get(i).hash(), "hash at ply " + i);
                    assertEquals(snapshotText(states.get(i)), snapshotText(replayed.get(i)), "state at ply " + i);
                }
            }
        });
    }

    /**
     * Every record format of the module that writes a definition's games writes them so that
     * it reads them back: the same moves and the same outcome, for finished games and for
     * games cut off half-way (as {@code tabula play --record} writes them after every move).
     */
    @TestFactory
    default Stream<DynamicTest> recordFormats_readBackWhatTheyWrite() {
        return perDefinition("record formats read back what they write", definition -> {
            for (RecordFormat format : definition.module().recordFormats()) {
                if (!format.writes(definition, false)) {
                    continue;
                }
                for (int game = 0; game < contractPlayouts(); game++) {
                    List<Move> moves = movesOf(definition, seed(game));
                    for (int plies : List.of(moves.size() / 2, moves.size())) {
                        GameRecord record = GameRecord.replayed(definition, definition.newGame(), moves.subList(0, plies));
                        GameState end = record.last();
                        String text = format.write(record.start(), record.moves(), end, Optional.empty());
                        String where = format.name() + ", seed " + seed(game) + ", " + plies + " plies";
                        assertTrue(format.reads(text), where + ": the format does not read what it wrote");
                        List<RecordFormat.Replay> replays = format.replay("written", text);
                        assertEquals(1, replays.size(), where + ": games read back");
                        RecordFormat.Replay replay = replays.get(0);
                        assertEquals(Optional.empty(), replay.illegal(), where + ": an illegal move read back");
                        assertEquals(definition, replay.definition(), where + ": definition read back");
                        assertEquals(record.moves(), replay.moves(), where + ": moves read back");
                        assertEquals(end.outcome(), replay.last().outcome(), where + ": outcome read back");
                        assertEquals(snapshotText(end), snapshotText(replay.last()), where + ": last state read back");
                    }
                }
            }
        });
    }

    @TestFactory
    default Stream<DynamicTest> definitions_roundTripThroughText() {
        return perDefinition("definition text round-trips", definition -> {
            GameDefinition parsed = GameRegistry.of(definition.module()).parseDefinition(definition.text());
            assertEquals(definition, parsed);
            assertEquals(definition.text(), parsed.text());
        });
    }

    @TestFactory
    default Stream<DynamicTest> views_leakNothing() {
        return eachState("views leak nothing", state -> {
            for (Side side : state.definition().type().sides()) {
                GameState view = state.viewFor(side);
                if (state.definition().perfectInformation()) {
                    assertEquals(snapshotText(state), snapshotText(view), "a perfect-information view differs");
                } else {
                    assertViewHidesSecrets(state, side, view);
                }
            }
        });
    }

    /**
     * What a case file's {@code expect.view} compares: the diagram of each side's view reads
     * back through {@link io.tabula.core.BoardDiagrams#normalizeView} unchanged, so that a
     * case can state any view the game shows.
     */
    @TestFactory
    default Stream<DynamicTest> views_diagramsReadBack() {
        return eachState("view diagrams read back", state -> {
            io.tabula.core.BoardDiagrams diagrams = state.definition().module().diagrams();
            for (Side side : state.definition().type().sides()) {
                List<String> view = diagrams.toDiagram(state.viewFor(side));
                assertEquals(view, diagrams.normalizeView(state.definition(), view), "the view of " + side.id());
            }
        });
    }

    /**
     * For hidden-information games: fails if {@code view} (what {@code side} sees of
     * {@code state}) reveals what {@code side} may not know. Such games must override it.
     */
    default void assertViewHidesSecrets(GameState state, Side side, GameState view) {
        fail(state.definition().gameId() + " declares hidden information but its contract test does not "
                + "override assertViewHidesSecrets");
    }

    @TestFactory
    default Stream<DynamicTest> seeds_equalSeedsGiveEqualGames() {
        return perDefinition("equal seeds, equal games", definition -> {
            assertEquals(movesOf(definition, 42), movesOf(definition, 42));
        });
    }

    @TestFactory
    default Stream<DynamicTest> playouts_end() {
        return perDefinition("playouts end", definition -> {
            for (int game = 0; game < contractPlayouts(); game++) {
                List<GameState> states = playout(definition, seed(game));
                GameState last = states.get(states.size() - 1);
                assertTrue(last.isOver(), "playout stopped without an outcome");
                assertTrue(last.outcome().reason().isPresent(), "a finished game has a reason");
                assertTrue(definition.type().outcomeReasons().contains(last.outcome().reason().get()),
                        "the reason " + last.outcome().reason().get().id() + " is one the game type declares");
            }
        });
    }

    /**
     * The module's fast sampler plays by the same rules as its states: every move it plays
     * is legal in the immutable state, at every ply it saw as many legal moves as
     * {@link GameState#legalMoveCount()} counts, and its outcome and length are the
     * state's. Definitions without a fast sampler have nothing to compare.
     */
    @TestFactory
    default Stream<DynamicTest> fastSampler_playsByTheSameRules() {
        return perDefinition("the fast sampler plays by the states' rules", definition -> {
            Optional<PlayoutSampler> fast = definition.module().fastSampler(definition);
            if (fast.isEmpty()) {
                return;
            }
            for (int game = 0; game < contractPlayouts(); game++) {
                String where = "seed " + seed(game);
                GameState start = definition.newGame();
                List<Long> counts = new ArrayList<>();
                List<Move> moves = new ArrayList<>();
                PlayoutSampler.Result result = fast.get().play(start, new SplittableRandom(seed(game)),
                        (count, move) -> {
                            counts.add(count);
                            moves.add(move);
                        });
                GameState state = start;
                for (int ply = 0; ply < moves.size(); ply++) {
                    Move move = moves.get(ply);
                    String at = where + ", ply " + ply + ", " + move;
                    assertEquals(state.legalMoveCount(), (long) counts.get(ply), at + ": legal moves the sampler saw");
                    assertTrue(state.check(move).isLegal(), at + ": the sampler played a move the state rejects ("
                            + state.check(move) + ")");
                    state = state.apply(move);
                }
                assertEquals(state.outcome(), result.outcome(), where + ": outcome");
                assertEquals(moves.size(), result.plies(), where + ": plies reported and observed");
                assertEquals(result, fast.get().play(start, new SplittableRandom(seed(game))),
                        where + ": observing the sampler changed its game");
            }
        });
    }

    @TestFactory
    default Stream<DynamicTest> perft_matchesTable() {
        return perftTable().stream().map(row -> DynamicTest.dynamicTest(row.definition().text(), () -> {
            for (int depth = 1; depth <= row.expected().length; depth++) {
                assertEquals(row.expected()[depth - 1], perft(row.definition().newGame(), depth),
                        "perft(" + depth + ") of " + row.definition().text());
            }
        }));
    }

    // ---------------------------------------------------------------- helpers

    /** Legal-move lists longer than this are probed by a sample ({@link #probe}), not walked. */
    int PROBE_ALL_UP_TO = 100_000;

    /** Moves a probe of a longer list takes: its first, its last and this many drawn from a fixed seed. */
    int PROBE_SAMPLE = 64;

    /**
     * The legal moves a property walks: all of them, or, for a {@link LargeMoveList} of more
     * than {@link #PROBE_ALL_UP_TO} (a Junqi deployment has some 7 * 10^17 legal layouts), its
     * first, its last and {@link #PROBE_SAMPLE} at indexes drawn from a seed of its count, so
     * that the same list gives the same probe.
     */
    static List<Move> probe(List<Move> moves) {
        if (!(moves instanceof LargeMoveList large) || large.count() <= PROBE_ALL_UP_TO) {
            return moves;
        }
        long count = large.count();
        SplittableRandom random = new SplittableRandom(count);
        Set<Long> indexes = new LinkedHashSet<>(List.of(0L, count - 1));
        while (indexes.size() < PROBE_SAMPLE + 2) {
            indexes.add(random.nextLong(count));
        }
        return indexes.stream().map(large::get).toList();
    }

    /** Number of legal move sequences of length {@code depth} from {@code state}. */
    static long perft(GameState state, int depth) {
        if (depth == 0) {
            return 1;
        }
        List<Move> moves = state.legalMoves();
        if (depth == 1) {
            return LargeMoveList.countOf(moves);
        }
        long total = 0;
        for (Move move : moves) {
            total += perft(state.apply(move), depth - 1);
        }
        return total;
    }

    private Stream<DynamicTest> perDefinition(String property, Consumer<GameDefinition> body) {
        return contractDefinitions().stream().map(definition ->
                DynamicTest.dynamicTest(property + ": " + definition.text(), () -> body.accept(definition)));
    }

    private Stream<DynamicTest> eachState(String property, Consumer<GameState> body) {
        return perDefinition(property, definition -> {
            for (int game = 0; game < contractPlayouts(); game++) {
                List<GameState> states = playout(definition, seed(game));
                for (int ply = 0; ply < states.size(); ply++) {
                    GameState state = states.get(ply);
                    try {
                        body.accept(state);
                    } catch (AssertionError e) {
                        throw new AssertionError("seed " + seed(game) + ", ply " + ply + ": " + e.getMessage(), e);
                    }
                }
            }
        });
    }

    private static long seed(int game) {
        return 1_000L + game;
    }

    /** The states of one seeded uniform-random game, start included. */
    private List<GameState> playout(GameDefinition definition, long seed) {
        SplittableRandom random = new SplittableRandom(seed);
        List<GameState> states = new ArrayList<>();
        GameState state = definition.newGame();
        states.add(state);
        while (!state.isOver()) {
            if (states.size() > contractMaxPlies()) {
                fail("playout with seed " + seed + " did not end within " + contractMaxPlies() + " plies");
            }
            List<Move> moves = state.legalMoves();
            state = state.apply(LargeMoveList.random(moves, random));
            states.add(state);
        }
        return states;
    }

    private List<Move> movesOf(GameDefinition definition, long seed) {
        SplittableRandom random = new SplittableRandom(seed);
        List<Move> moves = new ArrayList<>();
        GameState state = definition.newGame();
        while (!state.isOver() && moves.size() <= contractMaxPlies()) {
            List<Move> legal = state.legalMoves();
            Move move = LargeMoveList.random(legal, random);
            moves.add(move);
            state = state.apply(move);
        }
        return moves;
    }

    private static TabulaJson json(GameState state) {
        return JsonCache.of(state.definition().module());
    }

    private static String snapshotText(GameState state) {
        return json(state).stateToJson(state);
    }
}
