package io.tabula.gomoku.protocol;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.common.testing.FakeTicker;
import io.tabula.core.GameDefinition;
import io.tabula.gomoku.GomokuModule;
import io.tabula.gomoku.rules.GomokuRules;
import io.tabula.gomoku.rules.GomokuState;
import io.tabula.gomoku.rules.Stone;
import io.tabula.options.Variant;
import java.io.StringReader;
import java.io.StringWriter;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * The brain as a Gomocup manager (Piskvork, Yixin-Board) meets it. Sessions run on a frozen
 * {@link FakeTicker}, so every search runs to its work limit and each answer depends on the
 * position and seed alone; the deadline logic is tested on a ticker that advances with every
 * reading. Answers in real time are checked by {@link GomocupRealTimeTest}, outside
 * {@code mvn verify}.
 */
class GomocupSessionTest {
    static final GomokuModule MODULE = new GomokuModule();

    static GomocupSession session(String variant) {
        return frozen(MODULE.define(variant, Map.of()), 7);
    }

    /** A session whose clock never moves. */
    static GomocupSession frozen(GameDefinition definition, long seed) {
        return new GomocupSession(definition, seed, new FakeTicker());
    }

    /** A ticker that advances {@code micros} microseconds each time it is read: time passes only as the brain works. */
    static FakeTicker ticking(long micros) {
        return new FakeTicker().setAutoIncrementStep(java.time.Duration.ofNanos(micros * 1000));
    }

    static int[] xy(String answer) {
        assertTrue(answer.matches("\\d+,\\d+"), answer);
        String[] parts = answer.split(",");
        return new int[] {Integer.parseInt(parts[0]), Integer.parseInt(parts[1])};
    }

    /** The point of protocol coordinates on a 15x15 board (y from the top). */
    static int point(int x, int y) {
        return (14 - y) * 15 + x;
    }

    @Test
    void scriptedSession_startBeginTurnTakebackEnd() {
        String input = "START 15\r\nINFO timeout_turn 200\r\nINFO timeout_match 100000\r\nINFO max_memory 83886080\r\n"
                + "INFO game_type 1\r\nINFO rule 0\r\nINFO folder C:\\tmp\r\nABOUT\r\nBEGIN\r\nTURN 8,8\r\n"
                + "TAKEBACK 8,8\r\nEND\r\nBEGIN\r\n";
        StringWriter out = new StringWriter();
        GomocupSession session = session("freestyle");
        try {
            session.run(new StringReader(input), out);
        } catch (java.io.IOException e) {
            throw new AssertionError(e);
        }
        String[] lines = out.toString().split("\n");
        assertEquals("OK", lines[0]);
        assertTrue(lines[1].startsWith("name=\"tabula\", version=\""), lines[1]);
        assertEquals("7,7", lines[2], "BEGIN on an empty board plays the centre");
        int[] reply = xy(lines[3]);
        assertFalse(reply[0] == 8 && reply[1] == 8 || reply[0] == 7 && reply[1] == 7, lines[3]);
        assertEquals("OK", lines[4]);
        assertEquals(5, lines.length, "nothing after END: " + out);
        assertTrue(session.engine().stopped());
        assertEquals(Stone.EMPTY, session.cells()[point(8, 8)], "TAKEBACK emptied 8,8");
        assertEquals(Stone.BLACK, session.cells()[point(7, 7)]);
    }

    @Test
    void openingProtocols_areRefused_forTheManagerSendsThePositions() {
        io.tabula.options.OptionException e = org.junit.jupiter.api.Assertions.assertThrows(
                io.tabula.options.OptionException.class,
                () -> new GomocupSession(MODULE.define("renju", Map.of("opening", "rif")), 1));
        assertTrue(e.getMessage().contains("'opening' must be free, not rif"), e.getMessage());
    }

    @Test
    void malformedAndOutOfTurnLines_areAnsweredAndTheBrainGoesOn() {
        GomocupSession s = session("freestyle");
        assertEquals("ERROR no board: send START first", s.execute("BEGIN"));
        assertEquals("ERROR no board: send START first", s.execute("TURN 1,1"));
        assertEquals("ERROR no board: send START first", s.execute("BOARD"));
        assertTrue(s.execute("START 40").startsWith("ERROR unsupported size 40"));
        assertTrue(s.execute("START x").startsWith("ERROR START: 'x' is not a whole number"));
        assertTrue(s.execute("FOO bar").startsWith("UNKNOWN unknown command 'FOO'"));
        assertEquals("OK", s.execute("start 15"));
        assertNull(s.execute(""));
        assertTrue(s.execute("TURN 7").startsWith("ERROR TURN: expected x,y"));
        assertTrue(s.execute("TURN a,b").startsWith("ERROR TURN: 'a' is not a whole number"));
        assertTrue(s.execute("TURN 15,3").startsWith("ERROR TURN: 15,3 is off the 15x15 board"));
        assertTrue(s.execute("TURN -1,3").startsWith("ERROR"));
        assertTrue(s.execute("TURN 1,2 3").startsWith("ERROR TURN takes one argument"));
        assertTrue(s.execute("TAKEBACK 3,3").startsWith("ERROR TAKEBACK: 3,3 is empty"));
        assertTrue(s.execute("DONE").startsWith("ERROR DONE without BOARD"));
        assertTrue(s.execute("7,7,1").startsWith("UNKNOWN"));
        assertTrue(s.execute("INFO timeout_turn soon").startsWith("MESSAGE INFO timeout_turn"));
        assertNull(s.execute("INFO unknown_key 5"), "unknown INFO keys are ignored");
        assertTrue(s.execute("\u0000\u00ff\u2603").startsWith("UNKNOWN"));
        assertEquals("OK", s.execute("TAKEBACK 3,3".replace("TAKEBACK 3,3", "RESTART")));
        String first = s.execute("TURN 7,7");
        int[] reply = xy(first);
        assertTrue(s.execute("TURN 7,7").startsWith("ERROR TURN: 7,7 is occupied"));
        assertTrue(s.execute("TURN " + reply[0] + "," + reply[1]).startsWith("ERROR"));
        assertTrue(s.execute("BEGIN").startsWith("ERROR BEGIN needs an empty board"));
        assertEquals(Stone.WHITE, s.own());
        // Still playing after all that.
        xy(s.execute("TURN 0,0"));
    }

    @Test
    void board_convertsCoordinatesAndMakesFive() {
        GomocupSession s = session("freestyle");
        s.execute("START 15");
        assertNull(s.execute("BOARD"));
        for (String line : List.of("0,0,1", "1,0,1", "2,0,1", "3,0,1", "7,7,2", "8,8,2", "9,9,2", "10,10,2")) {
            assertNull(s.execute(line), line);
        }
        assertEquals("4,0", s.execute("DONE"), "the five on the top row");
        assertEquals(Stone.BLACK, s.own(), "four stones each: the brain is black");
        assertEquals(GomocupBrain.Reason.FIVE, s.lastChoice().reason());
        // The top row of the protocol is row 15 of the rules: a15..e15.
        assertEquals(Stone.BLACK, s.cells()[14 * 15 + 4]);
    }

    @Test
    void board_blocksTheOpponentsFour_andContinuousStonesAreWalls() {
        GomocupSession s = session("freestyle");
        s.execute("START 15");
        s.execute("BOARD");
        for (String line : List.of("5,5,2", "5,6,2", "5,7,2", "5,8,2", "6,4,2", "0,0,1", "14,14,1", "0,14,1", "5,9,3")) {
            s.execute(line);
        }
        assertEquals("5,4", s.execute("DONE"), "5,9 is a continuous-game stone: only 5,4 completes the five");
        assertEquals(Stone.WHITE, s.own());
        assertEquals(GomocupBrain.Reason.BLOCK_FIVE, s.lastChoice().reason());
    }

    /** Protocol coordinates of a point in renju notation on 15x15 ({@code c8} is {@code 2,7}). */
    static String protocol(String point) {
        int x = point.charAt(0) - 'a';
        int row = Integer.parseInt(point.substring(1));
        return x + "," + (15 - row);
    }

    @Test
    void board_withAVcf_playsIt() {
        GomocupSession s = session("freestyle");
        s.execute("START 15");
        s.execute("INFO timeout_turn 1000");
        s.execute("BOARD");
        for (String p : "c8 d8 e8 g9 g10 d11 e11 f11".split(" ")) {
            assertNull(s.execute(protocol(p) + ",1"));
        }
        for (String p : "b8 g7 c11 a1 a3 a5 a7 a9".split(" ")) {
            assertNull(s.execute(protocol(p) + ",2"));
        }
        String answer = s.execute("DONE");
        assertEquals(GomocupBrain.Reason.VCF, s.lastChoice().reason(), answer);
        assertTrue(List.of(protocol("g8"), protocol("g11"), protocol("f8"), protocol("h11")).contains(answer), answer);
    }

    @Test
    void board_withAVctButNoVcf_startsIt() {
        // Own f8 g8 h6 h7: no four to play, but h8 makes two open threes (a VCT of two threats).
        GomocupSession s = session("freestyle");
        s.execute("START 15");
        s.execute("INFO timeout_turn 1000");
        s.execute("BOARD");
        for (String p : "f8 g8 h6 h7".split(" ")) {
            assertNull(s.execute(protocol(p) + ",1"));
        }
        for (String p : "a1 a3 o1 o15".split(" ")) {
            assertNull(s.execute(protocol(p) + ",2"));
        }
        String answer = s.execute("DONE");
        assertEquals(GomocupBrain.Reason.VCT, s.lastChoice().reason(), answer);
        assertEquals(protocol("h8"), answer, "the double three is the shortest VCT");
    }

    @Test
    void overlongLine_isRefusedAndTheSessionGoesOn() throws java.io.IOException {
        StringWriter out = new StringWriter();
        session("freestyle").run(new StringReader("START 15\n" + "x".repeat(70_000) + "\nBEGIN\n"), out);
        assertEquals("OK\nERROR line longer than 65536 characters\n7,7\n", out.toString());
    }

    @Test
    void yxShowForbid_listsBlacksForbiddenPointsAsYixinBoardDoes() {
        GomocupSession s = session("freestyle");
        assertNull(s.execute("INFO rule 4"));
        assertEquals("OK", s.execute("START 15"));
        assertEquals("renju", s.variant());
        s.execute("YXBOARD");
        for (String line : List.of("5,7,1", "6,7,1", "7,5,1", "7,6,1", "0,0,2", "0,2,2", "14,14,2", "14,12,2")) {
            assertNull(s.execute(line));
        }
        assertNull(s.execute("DONE"), "YXBOARD does not think");
        assertEquals("FORBID 0707.", s.execute("YXSHOWFORBID"));
        // White to move: no list.
        s.execute("YXBOARD");
        for (String line : List.of("5,7,2", "6,7,2", "7,5,2", "7,6,2", "0,0,1", "0,2,1", "14,14,1")) {
            s.execute(line);
        }
        s.execute("DONE");
        assertEquals("FORBID .", s.execute("YXSHOWFORBID"));
        GomocupSession free = session("freestyle");
        free.execute("START 15");
        assertEquals("FORBID .", free.execute("YXSHOWFORBID"));
    }

    @Test
    void renjuBrainAsBlack_neverPlaysTheForbiddenPoint() {
        GomocupSession s = session("renju");
        s.execute("START 15");
        s.execute("INFO timeout_turn 300");
        s.execute("BOARD");
        // 7,7 is a double three for black; it is also the only point near the black stones that a naive
        // scorer likes best.
        for (String line : List.of("5,7,1", "6,7,1", "7,5,1", "7,6,1", "0,0,2", "0,2,2", "14,14,2", "14,12,2")) {
            s.execute(line);
        }
        int[] reply = xy(s.execute("DONE"));
        assertFalse(reply[0] == 7 && reply[1] == 7, "7,7 is forbidden");
        assertFalse(s.rules().forbidden(withEmpty(s.cells(), point(reply[0], reply[1])), point(reply[0], reply[1]))
                .isForbidden());
    }

    private static byte[] withEmpty(byte[] cells, int p) {
        cells[p] = Stone.EMPTY;
        return cells;
    }

    @Test
    void infoRule_mapsBitsToVariants() {
        GomocupSession s = session("renju");
        s.execute("START 15");
        assertNull(s.execute("INFO rule 1"));
        assertEquals("standard", s.variant());
        assertNull(s.execute("INFO rule 0"));
        assertEquals("freestyle", s.variant());
        assertNull(s.execute("INFO rule 6"));
        assertEquals("renju", s.variant());
        assertTrue(s.rules().hasForbiddenMoves());
        String caro = s.execute("INFO rule 8");
        boolean hasCaro = MODULE.options().variants().stream().map(Variant::id).anyMatch(id -> id.startsWith("caro"));
        if (hasCaro) {
            assertNull(caro);
            assertTrue(s.variant().startsWith("caro"));
        } else {
            assertEquals("MESSAGE caro rules are not available here; playing freestyle", caro);
            assertEquals("freestyle", s.variant());
        }
        assertTrue(s.execute("INFO rule x").startsWith("MESSAGE INFO rule: 'x' is not a whole number"));
    }

    @Test
    void answersWithinTheTurnTimeout_onItsOwnClock() {
        FakeTicker ticker = ticking(5);
        GomocupSession s = new GomocupSession(MODULE.define("freestyle", Map.of()), 7, ticker);
        s.execute("START 20");
        s.execute("INFO timeout_turn 300");
        SplittableRandom random = new SplittableRandom(3);
        s.execute("BOARD");
        java.util.Set<Integer> taken = new java.util.HashSet<>();
        while (taken.size() < 60) {
            int p = random.nextInt(400);
            if (taken.add(p)) {
                assertNull(s.execute(p % 20 + "," + p / 20 + "," + (1 + taken.size() % 2)));
            }
        }
        long start = ticker.read();
        xy(s.execute("DONE"));
        long millis = (ticker.read() - start) / 1_000_000;
        assertTrue(millis <= 150, "thought for " + millis + " ms of the ticker's time; half the turn is 150");
    }

    /** Brain against a random opponent, as a tournament manager runs it; every brain move is checked. */
    @Test
    void tournament_brainAgainstRandomOpponent_playsOnlyLegalMoves() {
        int brainWins = 0;
        int games = 0;
        List<String> variants = new ArrayList<>(List.of("freestyle", "renju", "standard"));
        if (MODULE.options().variants().stream().anyMatch(v -> v.id().equals("caro"))) {
            variants.add("caro");
        }
        int seeds = Integer.getInteger("gomocup.seeds", 2);
        for (String variant : variants) {
            for (int seed = 1; seed <= seeds; seed++) {
                for (boolean brainBlack : List.of(true, false)) {
                    games++;
                    if (playGame(variant, seed, brainBlack)) {
                        brainWins++;
                    }
                }
            }
        }
        assertTrue(brainWins >= games - 1, "the brain won " + brainWins + " of " + games);
    }

    /**
     * Two brains against each other under renju: every move legal, black never forbidden, each
     * answer within the turn on the brains' clock (which advances as they work).
     */
    @Test
    void selfPlay_underRenju_staysLegalAndInTime() {
        for (long seed = 1; seed <= 2; seed++) {
            GameDefinition definition = MODULE.define("renju", Map.of());
            GomokuState state = (GomokuState) definition.newGame();
            GomokuRules rules = state.rules();
            FakeTicker ticker = ticking(2);
            GomocupSession black = new GomocupSession(definition, seed, ticker);
            GomocupSession white = new GomocupSession(definition, seed + 100, ticker);
            for (GomocupSession s : List.of(black, white)) {
                assertEquals("OK", s.execute("START 15"));
                assertNull(s.execute("INFO rule 4"));
                assertNull(s.execute("INFO timeout_turn 300"));
            }
            String answer = black.execute("BEGIN");
            GomocupSession next = white;
            long slowest = 0;
            while (true) {
                int[] move = xy(answer);
                int p = point(move[0], move[1]);
                byte[] cells = state.cells();
                assertEquals(Stone.EMPTY, cells[p], answer);
                if (state.toMove().equals(Stone.BLACK_SIDE)) {
                    assertFalse(rules.forbidden(cells, p).isForbidden(), "black played forbidden " + answer);
                }
                state = state.apply(rules.place(p));
                if (state.isOver()) {
                    break;
                }
                long start = ticker.read();
                answer = next.execute("TURN " + move[0] + "," + move[1]);
                slowest = Math.max(slowest, ticker.read() - start);
                next = next == white ? black : white;
            }
            assertTrue(slowest <= 150_000_000L, "slowest answer " + slowest / 1_000_000 + " ms of the ticker's time");
            assertTrue(state.outcome().winner().isPresent() || state.ply() == 225, state.outcome().toString());
        }
    }

    /** Plays one game; true if the brain won. */
    private boolean playGame(String variant, long seed, boolean brainBlack) {
        GameDefinition definition = MODULE.define(variant, Map.of());
        GomokuState state = (GomokuState) definition.newGame();
        GomokuRules rules = state.rules();
        GomocupSession brain = frozen(MODULE.define("freestyle", Map.of()), seed);
        SplittableRandom random = new SplittableRandom(seed * 31 + (brainBlack ? 1 : 0));
        assertEquals("OK", brain.execute("START 15"));
        int bits = switch (variant) {
            case "renju" -> 4;
            case "standard" -> 1;
            case "caro" -> 8;
            default -> 0;
        };
        assertNull(brain.execute("INFO rule " + bits));
        assertEquals(variant, brain.variant());
        assertNull(brain.execute("INFO timeout_turn 60"));
        assertNull(brain.execute("INFO timeout_match 180000"));
        String answer = brainBlack ? brain.execute("BEGIN") : null;
        boolean brainToMove = brainBlack;
        List<String> log = new ArrayList<>();
        while (!state.isOver()) {
            int p;
            if (brainToMove) {
                int[] move = xy(answer);
                p = point(move[0], move[1]);
                byte[] cells = state.cells();
                assertEquals(Stone.EMPTY, cells[p], "brain played an occupied point " + answer + " " + log);
                assertTrue(state.check(rules.place(p)).isLegal(),
                        "illegal " + answer);
                if (state.toMove().equals(Stone.BLACK_SIDE)) {
                    assertFalse(rules.forbidden(cells, p).isForbidden(), "brain played forbidden " + answer + " " + log);
                }
                log.add("B:" + answer);
            } else {
                p = randomMove(state, rules, random);
                int x = p % 15;
                int y = 14 - p / 15;
                log.add("R:" + x + "," + y);
                answer = brain.execute("TURN " + x + "," + y);
            }
            state = state.apply(rules.place(p));
            brainToMove = !brainToMove;
            if (state.isOver()) {
                break;
            }
        }
        assertNull(brain.execute("END"));
        assertTrue(brain.engine().stopped());
        return state.outcome().winner().map(w -> w.equals(brainBlack ? Stone.BLACK_SIDE : Stone.WHITE_SIDE))
                .orElse(false);
    }

    /** A random empty point near the stones; black avoids forbidden points (a random player who knows the rules). */
    private static int randomMove(GomokuState state, GomokuRules rules, SplittableRandom random) {
        byte[] cells = state.cells();
        List<Integer> options = new ArrayList<>();
        for (int p = 0; p < cells.length; p++) {
            if (cells[p] == Stone.EMPTY && near(cells, p)
                    && !(state.toMove().equals(Stone.BLACK_SIDE) && rules.forbidden(cells, p).isForbidden())) {
                options.add(p);
            }
        }
        if (options.isEmpty()) {
            for (int p = 0; p < cells.length; p++) {
                if (cells[p] == Stone.EMPTY) {
                    options.add(p);
                }
            }
        }
        return options.get(random.nextInt(options.size()));
    }

    private static boolean near(byte[] cells, int p) {
        int x = p % 15;
        int y = p / 15;
        boolean any = false;
        for (byte c : cells) {
            any |= c != Stone.EMPTY;
        }
        if (!any) {
            return x == 7 && y == 7;
        }
        for (int dy = -2; dy <= 2; dy++) {
            for (int dx = -2; dx <= 2; dx++) {
                int nx = x + dx;
                int ny = y + dy;
                if (nx >= 0 && nx < 15 && ny >= 0 && ny < 15 && cells[ny * 15 + nx] != Stone.EMPTY) {
                    return true;
                }
            }
        }
        return false;
    }
}
