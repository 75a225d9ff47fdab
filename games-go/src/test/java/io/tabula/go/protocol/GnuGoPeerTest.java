package io.tabula.go.protocol;

import io.tabula.sgf.SgfPoints;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import io.tabula.core.MoveCheck;
import io.tabula.core.Side;
import io.tabula.go.GoModule;
import io.tabula.go.notation.GtpNotation;
import io.tabula.go.rules.GoReason;
import io.tabula.go.rules.GoState;
import io.tabula.go.rules.Stones;
import io.tabula.go.sgf.SgfGo;
import io.tabula.sgf.SgfNode;
import io.tabula.sgf.SgfParser;
import java.io.File;
import java.math.BigDecimal;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.SplittableRandom;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/**
 * Our engine against a real peer, GNU Go, through GTP: full 9x9 games under Chinese rules
 * between our {@code genmove} and GNU Go's (and GNU Go against itself, our engine
 * following), comparing after every move the stones on the board, the prisoners, and
 * which moves are legal (GNU Go's {@code all_legal} against our {@code check} on every
 * point, and {@code is_legal} for sampled points of both colours). GNU Go forbids only
 * simple ko, so a point where only positional superko makes a difference is skipped and
 * counted. Where a game ends with two passes and GNU Go sees no dead stone, the scores
 * must agree. Skipped, with a message, when GNU Go is not installed.
 */
@Timeout(value = 120, threadMode = Timeout.ThreadMode.SEPARATE_THREAD)
class GnuGoPeerTest {
    private static final GoModule GO = new GoModule();
    private static final int MAX_PLIES = 400;
    private static final Stats TOTAL = new Stats();

    private static String gnugo;
    private static Path sgfDir;

    @BeforeAll
    static void findGnuGo(@TempDir Path dir) {
        sgfDir = dir;
        gnugo = locate().orElse(null);
    }

    @BeforeEach
    void requireGnuGo() {
        assumeTrue(gnugo != null, "GNU Go is not installed (no /usr/games/gnugo, no gnugo on the PATH, or "
                + "-Dtabula.gnugo=none): the GTP comparison with GNU Go is skipped");
    }

    @AfterAll
    static void report() {
        if (gnugo != null && TOTAL.games > 0) {
            System.err.println("GNU Go comparison: " + TOTAL);
        }
    }

    /** GNU Go's path: the system property {@code tabula.gnugo} ({@code none} to skip), or the usual places. */
    static Optional<String> locate() {
        String configured = System.getProperty("tabula.gnugo");
        if (configured != null) {
            return configured.equals("none") ? Optional.empty() : Optional.of(configured);
        }
        List<String> candidates = new ArrayList<>(List.of("/usr/games/gnugo", "/usr/bin/gnugo", "/usr/local/bin/gnugo"));
        String path = System.getenv("PATH");
        if (path != null) {
            for (String dir : path.split(File.pathSeparator)) {
                candidates.add(dir + File.separator + "gnugo");
            }
        }
        return candidates.stream().filter(c -> Files.isExecutable(Path.of(c))).findFirst();
    }

    static GtpProcess startGnuGo() {
        return new GtpProcess(List.of(gnugo, "--mode", "gtp", "--chinese-rules", "--level", "0", "--never-resign"));
    }

    @Test
    void fullGames_ourGenmoveAgainstGnuGo_agreeOnEveryPosition() {
        try (GtpProcess peer = startGnuGo()) {
            for (int game = 0; game < 8; game++) {
                TOTAL.add(play(peer, game, game % 2 == 0 ? Mode.WE_PLAY_BLACK : Mode.WE_PLAY_WHITE, 0));
            }
        }
        assertTrue(TOTAL.games >= 8);
    }

    @Test
    void fullGames_gnuGoAgainstItself_weFollowAndAgree() {
        try (GtpProcess peer = startGnuGo()) {
            for (int game = 0; game < 3; game++) {
                TOTAL.add(play(peer, 100 + game, Mode.GNUGO_BOTH, 0));
            }
        }
    }

    @Test
    void handicapGames_fixedStonesAndTheHandicapBonusAgree() {
        try (GtpProcess peer = startGnuGo()) {
            for (int game = 0; game < 2; game++) {
                TOTAL.add(play(peer, 200 + game, game == 0 ? Mode.WE_PLAY_BLACK : Mode.WE_PLAY_WHITE, 2 + game));
            }
        }
    }

    /**
     * GNU Go 3.8 puts 12x12 handicap stones on the fourth line; the GTP specification
     * (section 4.1.1, and gomill, which follows it) on the third line below 13x13, as we do.
     */
    private static final Set<Integer> GNUGO_DEVIATES_FROM_THE_SPEC = Set.of(12);

    @Test
    void fixedHandicap_sameStonesAsGnuGoOnEveryBoardSize() {
        try (GtpProcess peer = startGnuGo()) {
            for (int size = 2; size <= 19; size++) {
                for (int count = 2; count <= 9; count++) {
                    GoGtp ours = new GoGtp(GO.define("chinese", Map.of("size", "9")), 1);
                    peer.ok("boardsize " + size);
                    peer.ok("clear_board");
                    ok(ours, "boardsize " + size);
                    GtpProcess.Reply theirs = peer.send("fixed_handicap " + count);
                    GtpProcess.Reply mine = GtpProcess.Reply.parse(ours.execute("fixed_handicap " + count));
                    String where = size + "x" + size + " handicap " + count;
                    assertEquals(theirs.ok(), mine.ok(), where + ": GNU Go " + theirs + ", we " + mine);
                    if (theirs.ok() && !GNUGO_DEVIATES_FROM_THE_SPEC.contains(size)) {
                        assertEquals(Set.of(theirs.text().split(" ")), Set.of(mine.text().split(" ")), where);
                    }
                }
            }
        }
        GoGtp twelve = new GoGtp(GO.define("chinese", Map.of("size", "12")), 1);
        assertEquals(Set.of("C3", "K10", "C10", "K3"), Set.of(ok(twelve, "fixed_handicap 4").split(" ")),
                "12x12: third line, as the GTP specification places them");
    }

    enum Mode { WE_PLAY_BLACK, WE_PLAY_WHITE, GNUGO_BOTH }

    /** Plays one game and compares after every move; returns what was compared. */
    private static Stats play(GtpProcess peer, long seed, Mode mode, int handicap) {
        Stats stats = new Stats();
        stats.games = 1;
        GoGtp ours = new GoGtp(GO.define("chinese", Map.of("size", "9")), seed);
        SplittableRandom sample = new SplittableRandom(seed * 31 + 7);
        for (String setup : List.of("boardsize 9", "clear_board", "komi 7.5")) {
            peer.ok(setup);
            ok(ours, setup);
        }
        peer.ok("set_random_seed " + seed);
        Side toMove = Stones.BLACK_SIDE;
        if (handicap > 0) {
            Set<String> theirs = Set.of(peer.ok("fixed_handicap " + handicap).split(" "));
            Set<String> mine = Set.of(ok(ours, "fixed_handicap " + handicap).split(" "));
            assertEquals(theirs, mine, "fixed_handicap " + handicap);
            toMove = Stones.WHITE_SIDE;
        }
        List<String> moves = new ArrayList<>();
        int passes = 0;
        boolean cleanup = false;
        for (int ply = 0; ply < MAX_PLIES; ply++) {
            String color = toMove.id();
            boolean ourTurn = mode == Mode.WE_PLAY_BLACK ? toMove.equals(Stones.BLACK_SIDE)
                    : mode == Mode.WE_PLAY_WHITE && toMove.equals(Stones.WHITE_SIDE);
            String move;
            if (ourTurn) {
                move = ok(ours, "genmove " + color);
                GtpProcess.Reply reply = peer.send("play " + color + " " + move);
                if (!reply.ok()) {
                    fail("GNU Go refuses our genmove " + color + " " + move + " (" + reply.text() + ") after "
                            + moves + "\n" + peer.ok("showboard"));
                }
            } else {
                move = peer.ok((cleanup ? "kgs-genmove_cleanup " : "genmove ") + color);
                if (move.equalsIgnoreCase("resign")) {
                    stats.resigned++;
                    break;
                }
                GtpProcess.Reply reply = GtpProcess.Reply.parse(ours.execute("play " + color + " " + move));
                if (!reply.ok()) {
                    MoveCheck check = ours.stateFor(toMove).check(
                            ours.state().rules().place(GtpNotation.point(9, move)));
                    if (check instanceof MoveCheck.Illegal illegal && illegal.reason() == GoReason.SUPERKO) {
                        stats.superkoEndings++;
                        break;
                    }
                    fail("we refuse GNU Go's " + color + " " + move + " (" + reply.text() + ", " + check + ") after "
                            + moves + "\n" + peer.ok("showboard"));
                }
            }
            moves.add(color.charAt(0) + " " + move);
            stats.moves++;
            Side next = toMove.equals(Stones.BLACK_SIDE) ? Stones.WHITE_SIDE : Stones.BLACK_SIDE;
            compare(peer, ours, next, sample, stats, moves);
            passes = move.equalsIgnoreCase("pass") ? passes + 1 : 0;
            if (passes == 2) {
                if (!cleanup) {
                    stats.bothPassed++;
                }
                if (!peer.ok("final_status_list dead").isBlank() && !cleanup) {
                    // GNU Go sees dead stones: play on, GNU Go capturing them (kgs-genmove_cleanup), until both pass again.
                    cleanup = true;
                    stats.cleanups++;
                    passes = 0;
                    toMove = next;
                    continue;
                }
                compareScore(peer, ours, stats, moves);
                break;
            }
            if (sgfDir != null && ply % 50 == 49) {
                exchangeSgf(peer, ours, stats, moves);
            }
            toMove = next;
        }
        if (sgfDir != null) {
            exchangeSgf(peer, ours, stats, moves);
        }
        return stats;
    }

    /**
     * The game so far through SGF both ways: GNU Go loads our printsgf and must find the
     * same stones and prisoners; we load GNU Go's printsgf (a set-up position) and must
     * find the same stones. Afterwards both engines go on from where they were.
     */
    private static void exchangeSgf(GtpProcess peer, GoGtp ours, Stats stats, List<String> moves) {
        String context = " after " + moves;
        Path mine = sgfDir.resolve("ours-" + stats.sgfExchanges + "-" + moves.size() + ".sgf");
        ok(ours, "printsgf " + mine);
        Path theirs = sgfDir.resolve("gnugo-" + stats.sgfExchanges + "-" + moves.size() + ".sgf");
        peer.ok("printsgf " + theirs);
        GtpProcess.Reply reply;
        try (GtpProcess reader = startGnuGo()) {
            reader.ok("loadsgf " + mine);
            for (String color : List.of("black", "white")) {
                assertEquals(set(peer.ok("list_stones " + color)), set(reader.ok("list_stones " + color)),
                        "GNU Go reading our SGF: " + color + " stones" + context);
                assertEquals(peer.ok("captures " + color), reader.ok("captures " + color),
                        "GNU Go reading our SGF: " + color + " captures" + context);
            }
        }
        stats.sgfExchanges++;
        int onBoard = set(peer.ok("list_stones black")).size() + set(peer.ok("list_stones white")).size();
        SgfNode root = SgfParser.parse(read(theirs)).first();
        if (setUpStones(root) != onBoard) {
            fail("GNU Go's printsgf does not hold its " + onBoard + " stones:\n" + read(theirs));
        }
        if (root.has("HA") && !root.has("AB")) {
            // Every handicap stone captured: GNU Go writes HA[n], white's stones, no AB and PL[B]. Our reader
            // takes that as black about to place the handicap stones and drops AW (with a warning).
            stats.handicapWithoutAb++;
            return;
        }
        GoGtp reader = new GoGtp(GO.define("chinese", Map.of("size", "19")), 1);
        reply = GtpProcess.Reply.parse(reader.execute("loadsgf " + theirs));
        assertTrue(reply.ok(), "we cannot load GNU Go's SGF: " + reply.text());
        for (String color : List.of("black", "white")) {
            assertEquals(set(peer.ok("list_stones " + color)), set(ok(reader, "list_stones " + color)),
                    "reading GNU Go's SGF: " + color + " stones" + context + "\n" + read(theirs));
        }
    }

    /** The stones GNU Go's printsgf sets up in its root (it writes the position, not the moves). */
    private static int setUpStones(SgfNode root) {
        int count = 0;
        for (String id : List.of("AB", "AW")) {
            for (String value : root.values(id)) {
                count += SgfPoints.points(value, 9).size();
            }
        }
        return count;
    }

    private static String read(Path file) {
        try {
            return Files.readString(file, java.nio.charset.StandardCharsets.ISO_8859_1);
        } catch (java.io.IOException e) {
            return "(unreadable: " + e + ")";
        }
    }

    private static void compare(GtpProcess peer, GoGtp ours, Side next, SplittableRandom sample, Stats stats,
                                List<String> moves) {
        String context = " after " + moves.size() + " moves " + moves;
        for (String color : List.of("black", "white")) {
            assertEquals(set(peer.ok("list_stones " + color)), set(ok(ours, "list_stones " + color)),
                    color + " stones" + context);
            assertEquals(peer.ok("captures " + color), ok(ours, "captures " + color), color + " captures" + context);
        }
        // Every point for the side to move: GNU Go's all_legal against our rules' check.
        Set<String> theirLegal = set(peer.ok("all_legal " + next.id()));
        GoState state = ours.stateFor(next);
        for (int p = 0; p < 81; p++) {
            String vertex = GtpNotation.point(9, p);
            MoveCheck check = state.check(state.rules().place(p));
            boolean theirs = theirLegal.contains(vertex);
            if (theirs != check.isLegal()) {
                if (!check.isLegal() && ((MoveCheck.Illegal) check).reason() == GoReason.SUPERKO) {
                    stats.superkoSkips++;
                    continue;
                }
                fail(next.id() + " " + vertex + ": GNU Go says " + (theirs ? "legal" : "illegal") + ", we say "
                        + check + context + "\n" + peer.ok("showboard"));
            }
            stats.legalityChecks++;
        }
        // A sample through is_legal, both colours, through both engines' GTP.
        for (int i = 0; i < 4; i++) {
            String color = i % 2 == 0 ? "black" : "white";
            String vertex = GtpNotation.point(9, sample.nextInt(81));
            String theirs = peer.ok("is_legal " + color + " " + vertex);
            String mine = ok(ours, "is_legal " + color + " " + vertex);
            if (!theirs.equals(mine)) {
                GoState s = ours.stateFor(color.equals("black") ? Stones.BLACK_SIDE : Stones.WHITE_SIDE);
                MoveCheck check = s.check(s.rules().place(GtpNotation.point(9, vertex)));
                if (check instanceof MoveCheck.Illegal illegal && illegal.reason() == GoReason.SUPERKO) {
                    stats.superkoSkips++;
                    continue;
                }
                fail("is_legal " + color + " " + vertex + ": GNU Go " + theirs + ", we " + mine + context);
            }
            stats.isLegalChecks++;
        }
    }

    private static void compareScore(GtpProcess peer, GoGtp ours, Stats stats, List<String> moves) {
        String dead = peer.ok("final_status_list dead");
        if (!dead.isBlank()) {
            stats.scoresSkippedForDeadStones++;
            return;
        }
        String theirs = peer.ok("final_score");
        String mine = ok(ours, "final_score");
        assertEquals(0, margin(theirs).compareTo(margin(mine)), "final_score: GNU Go " + theirs + ", we " + mine
                + " after " + moves + "\n" + peer.ok("showboard"));
        stats.scoresCompared++;
    }

    /** A result as a number: black's margin. */
    static BigDecimal margin(String result) {
        String r = result.trim().toUpperCase();
        if (r.equals("0")) {
            return BigDecimal.ZERO;
        }
        BigDecimal value = new BigDecimal(r.substring(2));
        return r.startsWith("B+") ? value : value.negate();
    }

    static String ok(GoGtp engine, String command) {
        String raw = engine.execute(command);
        GtpProcess.Reply reply = GtpProcess.Reply.parse(raw);
        if (!reply.ok()) {
            throw new AssertionError("our '" + command + "' failed: " + reply.text());
        }
        return reply.text();
    }

    private static Set<String> set(String vertices) {
        Set<String> out = new HashSet<>();
        for (String v : vertices.split("\\s+")) {
            if (!v.isEmpty()) {
                out.add(v.toUpperCase());
            }
        }
        return out;
    }

    /** What was compared. */
    static final class Stats {
        int games;
        int moves;
        int legalityChecks;
        int isLegalChecks;
        int superkoSkips;
        int superkoEndings;
        int bothPassed;
        int cleanups;
        int resigned;
        int sgfExchanges;
        int handicapWithoutAb;
        int scoresCompared;
        int scoresSkippedForDeadStones;

        synchronized void add(Stats other) {
            games += other.games;
            moves += other.moves;
            legalityChecks += other.legalityChecks;
            isLegalChecks += other.isLegalChecks;
            superkoSkips += other.superkoSkips;
            superkoEndings += other.superkoEndings;
            bothPassed += other.bothPassed;
            cleanups += other.cleanups;
            resigned += other.resigned;
            sgfExchanges += other.sgfExchanges;
            handicapWithoutAb += other.handicapWithoutAb;
            scoresCompared += other.scoresCompared;
            scoresSkippedForDeadStones += other.scoresSkippedForDeadStones;
        }

        @Override
        public synchronized String toString() {
            return games + " games, " + moves + " moves compared (stones, captures), " + legalityChecks
                    + " all_legal point checks, " + isLegalChecks + " is_legal checks, " + superkoSkips
                    + " superko-only points skipped, " + superkoEndings + " games ended on a superko difference, "
                    + bothPassed + " ended by two passes (" + cleanups + " of them played on until GNU Go had "
                    + "captured what it saw dead), " + resigned + " resigned, " + sgfExchanges
                    + " SGF exchanges (" + handicapWithoutAb + " of GNU Go's files not read back: HA without AB), " + scoresCompared
                    + " final scores compared, " + scoresSkippedForDeadStones + " not compared (GNU Go sees dead stones)";
        }
    }
}
