package io.tabula.go.sgf;

import io.tabula.sgf.SgfPoints;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.tabula.agent.RandomAgent;
import io.tabula.core.GameDefinition;
import io.tabula.core.GameState;
import io.tabula.core.Move;
import io.tabula.go.GoModule;
import io.tabula.go.notation.GtpNotation;
import io.tabula.go.rules.GoMove;
import io.tabula.go.rules.GoState;
import io.tabula.go.rules.Stones;
import io.tabula.record.GameRecord;
import io.tabula.sgf.SgfNode;
import io.tabula.sgf.SgfParse;
import io.tabula.sgf.SgfParser;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import org.junit.jupiter.api.Test;

/** Records written as SGF and read back: the same definition, start, moves and final state. */
class SgfRecordTest {
    private static final GoModule MODULE = new GoModule();

    /** Every rule set, handicaps fixed and free, options no SGF property names, boards from 2 to 25. */
    static final List<GameDefinition> DEFINITIONS = List.of(
            MODULE.define("chinese", Map.of("size", "9")),
            MODULE.define("japanese", Map.of("size", "9", "komi", "6.5")),
            MODULE.define("aga", Map.of("size", "7")),
            MODULE.define("new-zealand", Map.of("size", "5")),
            MODULE.define("tromp-taylor", Map.of("size", "5", "komi", "0")),
            MODULE.define("ing", Map.of("size", "7", "komi", "-2")),
            MODULE.define("tromp-taylor", Map.of("size", "2")),
            MODULE.define("chinese", Map.of("size", "9", "handicap", "4", "komi", "0.5")),
            MODULE.define("japanese", Map.of("size", "13", "handicap", "2")),
            MODULE.define("aga", Map.of("size", "7", "handicap", "3", "handicapPlacement", "free")),
            MODULE.define("chinese", Map.of("size", "9", "ko", "simple", "suicide", "true")),
            MODULE.define("japanese", Map.of("size", "9", "scoring", "area")),
            MODULE.define("chinese", Map.of("size", "19")),
            MODULE.define("chinese", Map.of("size", "25", "komi", "0")),
            MODULE.define("chinese", Map.of("size", "9", "topology", "torus")),
            MODULE.define("japanese", Map.of("size", "7", "topology", "hex")));

    /** A random game of at most {@code maxMoves}, sometimes ended by a resignation. */
    static GameRecord randomGame(GameDefinition definition, long seed, int maxMoves) {
        SplittableRandom random = new SplittableRandom(seed);
        RandomAgent agent = new RandomAgent(random.split());
        GameState start = definition.newGame();
        if (random.nextInt(4) == 0 && definition.get(io.tabula.go.rules.GoOptions.HANDICAP) == 0) {
            start = randomSetUp(definition, random);
        }
        GameRecord record = new GameRecord(definition, start, List.of());
        GameState state = start;
        // Random moves on the big boards cost the most (every point is judged for each move): fewer there.
        int cap = definition.get(io.tabula.go.rules.GoOptions.SIZE) >= 19 ? Math.min(maxMoves, 60) : maxMoves;
        int moves = random.nextInt(cap + 1);
        for (int i = 0; i < moves && !state.isOver(); i++) {
            Move move = agent.choose(state);
            record = record.plus(move);
            state = state.apply(move);
        }
        if (!state.isOver() && random.nextInt(3) == 0) {
            record = record.plus(GoMove.RESIGN);
        }
        return record;
    }

    /** A position from a few random moves, set up stone by stone, with either side to move. */
    private static GameState randomSetUp(GameDefinition definition, SplittableRandom random) {
        GameState state = definition.newGame();
        RandomAgent agent = new RandomAgent(random.split());
        for (int i = random.nextInt(12); i > 0 && !state.isOver(); i--) {
            state = state.apply(agent.choose(state));
        }
        return GoState.setUp(definition, ((GoState) state).cells(),
                random.nextBoolean() ? Stones.BLACK_SIDE : Stones.WHITE_SIDE);
    }

    static void assertRoundTrip(GameRecord record) {
        String sgf = SgfGo.toSgf(record);
        SgfParse parse = SgfParser.parse(sgf);
        assertEquals(List.of(), parse.warnings(), sgf);
        SgfReplay replay = SgfGo.replay(parse);
        assertEquals(List.of(), replay.warnings(), sgf);
        assertTrue(replay.clean(), sgf);
        GameRecord back = replay.record().orElseThrow();
        assertEquals(record.definition(), back.definition(), sgf);
        assertEquals(record.start(), back.start(), sgf);
        assertEquals(record.moves(), back.moves(), sgf);
        assertEquals(record.last(), back.last(), sgf);
        assertEquals(SgfGo.toTree(record), parse.first(), "the tree written is the tree read");
    }

    @Test
    void roundTrip_seededRandomGames_ofEveryDefinition() {
        int games = 0;
        for (GameDefinition definition : DEFINITIONS) {
            for (long seed = 1; seed <= 12; seed++) {
                assertRoundTrip(randomGame(definition, seed * 7919 + definition.hashCode(), 250));
                games++;
            }
        }
        assertEquals(DEFINITIONS.size() * 12, games);
    }

    @Property(tries = 150)
    void roundTrip_randomGames(@ForAll @IntRange(min = 0, max = 13) int which, @ForAll long seed) {
        assertRoundTrip(randomGame(DEFINITIONS.get(which), seed, 400));
    }

    @Test
    void roundTrip_gamesPlayedToTheEnd_keepTheirCountedOutcome() {
        int finished = 0;
        for (long seed = 1; finished < 20 && seed < 500; seed++) {
            GameDefinition definition = DEFINITIONS.get((int) (seed % 7));
            GameState state = definition.newGame();
            RandomAgent agent = new RandomAgent(seed);
            GameRecord record = GameRecord.of(definition);
            while (!state.isOver() && record.moves().size() < 2000) {
                Move move = agent.choose(state);
                record = record.plus(move);
                state = state.apply(move);
            }
            if (state.isOver()) {
                finished++;
                assertRoundTrip(record);
                String re = SgfParser.parse(SgfGo.toSgf(record)).first().value("RE").orElseThrow();
                assertEquals(((GoState) state).score().result(), re);
            }
        }
        assertEquals(20, finished);
    }

    @Test
    void toSgf_torusAndHex_keepSquareCoordinatesAndNameTheTopologyInTheTabulaProperty() {
        for (String topology : List.of("torus", "hex")) {
            GameDefinition definition = MODULE.define("chinese", Map.of("size", "5", "topology", topology));
            GameRecord record = GameRecord.replayed(definition, definition.newGame(),
                    List.of(GoMove.PASS, GoMove.PASS));
            SgfNode root = SgfGo.toTree(record);
            assertEquals("5", root.value("SZ").orElseThrow());
            assertTrue(root.value(SgfGo.DEFINITION_PROPERTY).orElseThrow().contains("topology=" + topology),
                    root.toString());
            assertEquals(definition, SgfGo.definition(SgfParser.parse(SgfGo.toSgf(record)).first()));
        }
    }

    @Test
    void toSgf_scoredGame_writesRulesMovesPassesAndResult() {
        GameDefinition definition = MODULE.define("chinese", Map.of("size", "5", "komi", "0.5"));
        GameRecord record = GameRecord.replayed(definition, definition.newGame(),
                List.of(new GoMove.Place(GtpNotation.point(5, "C3")), GoMove.PASS, GoMove.PASS));
        assertEquals("(;FF[4]GM[1]CA[UTF-8]AP[Tabula:0.1.0]SZ[5]RU[Chinese]KM[0.5]RE[B+24.5]\n"
                + ";B[cc]\n;W[]\n;B[])\n", SgfGo.toSgf(record));
    }

    @Test
    void toSgf_resignationAndDraw_writeWPlusRAndZero() {
        GameDefinition definition = MODULE.define("japanese", Map.of("size", "9", "komi", "0"));
        GameRecord resigned = GameRecord.replayed(definition, definition.newGame(),
                List.of(new GoMove.Place(GtpNotation.point(9, "E5")), GoMove.RESIGN));
        SgfNode root = SgfGo.toTree(resigned);
        assertEquals(List.of("B+R"), root.values("RE"));
        assertEquals(1, root.size() - 1, "a resignation is the result, not a node");
        GameRecord drawn = GameRecord.replayed(definition, definition.newGame(), List.of(GoMove.PASS, GoMove.PASS));
        assertEquals(List.of("0"), SgfGo.toTree(drawn).values("RE"));
        assertFalse(SgfGo.toTree(GameRecord.of(definition)).has("RE"), "no result while the game goes on");
    }

    @Test
    void toSgf_startPosition_writesAbAwAndPl() {
        GameDefinition definition = MODULE.define("aga", Map.of("size", "9"));
        byte[] cells = new byte[81];
        cells[GtpNotation.point(9, "C7")] = Stones.BLACK;
        cells[GtpNotation.point(9, "D7")] = Stones.BLACK;
        cells[GtpNotation.point(9, "G3")] = Stones.WHITE;
        GameRecord record = new GameRecord(definition, GoState.setUp(definition, cells, Stones.WHITE_SIDE), List.of());
        SgfNode root = SgfGo.toTree(record);
        assertEquals(List.of("cc", "dc"), root.values("AB"));
        assertEquals(List.of("gg"), root.values("AW"));
        assertEquals(List.of("W"), root.values("PL"));
        assertEquals(List.of("AGA"), root.values("RU"));
        assertFalse(root.has(SgfGo.DEFINITION_PROPERTY), "SZ, KM and RU say it all");
        assertRoundTrip(record);
    }

    @Test
    void toSgf_fixedHandicap_writesHaAbAndWhiteToMove() {
        GameDefinition definition = MODULE.define("chinese", Map.of("size", "19", "handicap", "2", "komi", "0.5"));
        SgfNode root = SgfGo.toTree(GameRecord.of(definition));
        assertEquals(List.of("2"), root.values("HA"));
        assertEquals(List.of("dp", "pd"), root.values("AB"));
        assertEquals(List.of("W"), root.values("PL"));
        assertRoundTrip(GameRecord.of(definition));
    }

    @Test
    void toSgf_optionsNoPropertyNames_areKeptInTheDefinitionProperty() {
        GameDefinition definition = MODULE.define("chinese", Map.of("size", "9", "ko", "simple"));
        SgfNode root = SgfGo.toTree(GameRecord.of(definition));
        assertEquals(List.of(definition.text()), root.values(SgfGo.DEFINITION_PROPERTY));
        assertEquals(definition, SgfGo.definition(root));
    }

    @Test
    void toSgf_point19x19OnA25Board_isNotReadAsAPass() {
        GameDefinition definition = MODULE.define("chinese", Map.of("size", "25"));
        int tt = SgfPoints.point("tt", 25);
        GameRecord record = GameRecord.replayed(definition, definition.newGame(), List.of(new GoMove.Place(tt)));
        assertTrue(SgfGo.toSgf(record).contains(";B[tt]"));
        assertRoundTrip(record);
    }

    @Test
    void toSgf_recordOfAnotherGame_isRejected() {
        GameDefinition connectFourLike = new io.tabula.go.GoModule().defaultDefinition();
        assertThrows(IllegalArgumentException.class, () -> SgfGo.toSgf(new GameRecord(connectFourLike,
                new NotGo(connectFourLike), List.of())));
    }

    /** A state of no game, to show that only Go states are written. */
    private record NotGo(GameDefinition definition) implements GameState {
        @Override
        public io.tabula.core.Side toMove() {
            return Stones.BLACK_SIDE;
        }

        @Override
        public List<Move> legalMoves() {
            return new ArrayList<>();
        }

        @Override
        public io.tabula.core.MoveCheck check(Move move) {
            return io.tabula.core.MoveCheck.illegal(io.tabula.core.CommonReason.NOT_A_MOVE_OF_THIS_GAME);
        }

        @Override
        public GameState apply(Move move) {
            throw new UnsupportedOperationException();
        }

        @Override
        public io.tabula.core.Outcome outcome() {
            return io.tabula.core.Outcome.ONGOING;
        }

        @Override
        public long hash() {
            return 0;
        }

        @Override
        public int ply() {
            return 0;
        }
    }
}
