package io.tabula.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.tabula.core.GameRegistry;
import io.tabula.json.JsonRecordFormat;
import io.tabula.core.RecordFormat;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class MatchCommandTest {
    private final StringWriter out = new StringWriter();
    private final StringWriter err = new StringWriter();

    private int run(String... args) {
        return Tabula.run(args, new ByteArrayInputStream(new byte[0]), new PrintWriter(out, true),
                new PrintWriter(err, true), GameRegistry.installed());
    }

    @Test
    void aMatchOfRandomAgents_printsEachGameAndTheSummary_andSavesTheRecords(@TempDir Path dir) throws IOException {
        int status = run("match", "go", "--option", "size=7", "--first", "a=random:1", "--second", "b=random:2",
                "--games", "3", "--out", dir.toString());
        assertEquals(0, status, err.toString());
        String text = out.toString();
        assertTrue(text.contains("game 1: a (black) - b (white): "), text);
        assertTrue(text.contains("game 2: b (black) - a (white): "), text);
        assertTrue(text.lines().anyMatch(line -> line.matches("a: \\d wins?, \\d draws?, \\d loss(es)?, [0-9.]+ of 3 points")),
                text);
        assertTrue(err.toString().contains("[3/3] a "), err.toString());
        RecordFormat.Replay record = new JsonRecordFormat(GameRegistry.installed())
                .replay("game-002.json", Files.readString(dir.resolve("game-002.json"))).get(0);
        assertTrue(record.last().isOver(), "a whole game was saved");
        List<String> csv = Files.readAllLines(dir.resolve("results.csv"));
        assertEquals("game,black,white,winner,ending,reason,margin,moves,black_seconds,white_seconds,dead_stones",
                csv.get(0));
        assertEquals(4, csv.size());
        assertTrue(csv.get(2).startsWith("2,b,a,"), csv.get(2));
    }

    @Test
    void alphaBeta_playsGomoku_andIsRefusedWhereTheGameOffersNoEvaluation() {
        int status = run("match", "gomoku(size=9,rule=freestyle)", "--first", "ab=alphabeta:depth=2,nodes=400,seed=3",
                "--second", "random:4", "--games", "2");
        assertEquals(0, status, err.toString());
        assertTrue(out.toString().contains("ab: 2 wins, 0 draws, 0 losses"), out.toString());
        err.getBuffer().setLength(0);
        assertEquals(2, run("match", "go", "--option", "size=7", "--first", "alphabeta", "--second", "random"));
        assertTrue(err.toString().contains("alphabeta needs a position evaluation, and go offers none: use mcts"),
                err.toString());
        assertEquals(1, err.toString().strip().lines().count(), err.toString());
    }

    @Test
    void aRoundRobin_printsTheStandingsAndCrossTable_andSavesThem(@TempDir Path dir) throws IOException {
        int status = run("tournament", "go", "--option", "size=7", "--player", "a=random:1", "--player", "b=random:2",
                "--player", "c=random:3", "--games", "2", "--out", dir.toString());
        assertEquals(0, status, err.toString());
        String text = out.toString();
        assertTrue(text.contains("round robin, 3 players, 2 games a pairing, 6 games"), text);
        assertTrue(text.contains("game 6: c (black) - b (white): "), text);
        assertTrue(text.contains("standings (points, then Sonneborn-Berger; Elo with its 95% error bar):"), text);
        assertTrue(text.lines().anyMatch(line -> line.matches(" +1  \\w +4 .* [+-]\\d+ ± \\d+")), text);
        assertTrue(text.lines().anyMatch(line -> line.matches("a +- +[0-9.]+/2 +[0-9.]+/2")), text);
        assertTrue(err.toString().contains("[6/6] leader "), err.toString());
        List<String> standings = Files.readAllLines(dir.resolve("standings.csv"));
        assertEquals("rank,player,games,wins,draws,losses,points,sonneborn_berger,buchholz,elo,elo_margin_95", standings.get(0));
        assertEquals(4, standings.size());
        assertTrue(standings.get(1).startsWith("1,"), standings.get(1));
        assertEquals(7, Files.readAllLines(dir.resolve("results.csv")).size());
        JsonNode json = new ObjectMapper().readTree(dir.resolve("standings.json").toFile());
        assertEquals(3, json.get("standings").size());
        double eloSum = 0;
        for (JsonNode line : json.get("standings")) {
            eloSum += line.get("elo").asDouble();
            assertTrue(line.get("eloMargin95").asDouble() > 0, line.toString());
        }
        assertEquals(0, eloSum, 1e-6, "ratings are centred on 0");
        assertEquals(2, json.get("cross").get("a").get("b").get("games").asInt());
        assertTrue(Files.exists(dir.resolve("game-006.json")));
        assertBad("tabula: a round robin needs at least 2 players, not 1", "tournament", "go", "--player", "random");
    }

    @Test
    void aSwiss_ofThreePlayers_printsTheByes(@TempDir Path dir) throws IOException {
        int status = run("tournament", "go", "--option", "size=7", "--format", "swiss", "--rounds", "3", "--games", "1",
                "--player", "a=random:1", "--player", "b=random:2", "--player", "c=random:3", "--out", dir.toString());
        assertEquals(0, status, err.toString());
        String text = out.toString();
        assertTrue(text.contains("Swiss of 3 rounds, 3 players, 1 game a pairing, 3 games"), text);
        assertEquals(3, text.lines().filter(line -> line.matches("round \\d: [abc] has a bye \\(its game counted as won\\)"))
                .count(), text);
        assertTrue(text.contains("standings (points, then Buchholz; Elo with its 95% error bar):"), text);
        List<String> standings = Files.readAllLines(dir.resolve("standings.csv"));
        assertEquals(4, standings.size());
        assertEquals("rank,player,games,wins,draws,losses,points,sonneborn_berger,buchholz,elo,elo_margin_95",
                standings.get(0));
        assertTrue(standings.stream().skip(1).allMatch(line -> line.split(",")[2].equals("3")), "2 games and a bye each: "
                + standings);
        // everyone met both others once: Buchholz is the others' points, 6 in all (a game and a bye a round) less one's own
        for (String line : standings.subList(1, 4)) {
            String[] fields = line.split(",");
            assertEquals(6 - Double.parseDouble(fields[6]), Double.parseDouble(fields[8]), 1e-9, line);
        }
        JsonNode json = new ObjectMapper().readTree(dir.resolve("standings.json").toFile());
        assertEquals("Buchholz", json.get("tieBreak").asText());
        assertTrue(json.get("standings").get(0).has("buchholz"), json.toString());
        assertBad("tabula: a Swiss tournament needs --rounds N", "tournament", "go", "--format", "swiss",
                "--player", "a=random:1", "--player", "b=random:2");
        assertBad("tabula: --rounds is for --format swiss; a round robin plays every pairing", "tournament", "go",
                "--rounds", "2", "--player", "a=random:1", "--player", "b=random:2");
        assertBad("tabula: --format 'league': write round-robin, swiss or knockout", "tournament", "go", "--format", "league",
                "--player", "a=random:1", "--player", "b=random:2");
        assertBad("tabula: a Swiss of 3 players has 1 to 3 rounds (more would repeat a pairing), not 4", "tournament",
                "go", "--format", "swiss", "--rounds", "4", "--player", "a=random:1", "--player", "b=random:2",
                "--player", "c=random:3");
    }

    @Test
    void aKnockout_ofThreePlayers_printsTheByeTheRoundsAndTheWinner() {
        int status = run("tournament", "go", "--option", "size=7", "--format", "knockout", "--games", "1",
                "--player", "a=random:1", "--player", "b=random:2", "--player", "c=random:3");
        assertEquals(0, status, err.toString());
        String text = out.toString();
        assertTrue(text.contains("knockout, 3 players, 1 game a pairing, 2 games and any tie-breaks"), text);
        assertTrue(text.contains("round 1: a has a bye (through without a game)"), text);
        assertTrue(text.lines().anyMatch(line -> line.matches("round 1: [bc] beats [bc] on points")), text);
        assertTrue(text.lines().anyMatch(line -> line.matches("round 2: [abc] beats [abc] on points")), text);
        assertTrue(text.lines().anyMatch(line -> line.matches("winner: [abc]")), text);
        assertBad("tabula: --rounds is for --format swiss; a knockout plays until one player is left", "tournament", "go",
                "--format", "knockout", "--rounds", "2", "--player", "a=random:1", "--player", "b=random:2");
    }

    @Test
    void fixedColours_giveTheFirstPlayerBlackInEveryGame() {
        int status = run("match", "go", "--option", "size=5", "--first", "a=random:1", "--second", "b=random:2",
                "--games", "3", "--colours", "fixed");
        assertEquals(0, status, err.toString());
        String text = out.toString();
        assertTrue(text.contains("clock none, colours fixed"), text);
        for (int game = 1; game <= 3; game++) {
            assertTrue(text.contains("game " + game + ": a (black) - b (white): "), text);
        }
    }

    @Test
    void nigiri_printsTheDraw_andTheSameSeedSeatsTheSameWay() {
        assertEquals(0, run("match", "go", "--option", "size=5", "--first", "a=random:1", "--second", "b=random:2",
                "--games", "2", "--colours", "nigiri:4"), err.toString());
        String first = out.toString();
        String draw = first.lines().filter(l -> l.startsWith("nigiri (seed 4): b holds the stones, a guesses; "))
                .findFirst().orElseThrow(() -> new AssertionError(first));
        String black = draw.substring(draw.lastIndexOf(": ") + 2, draw.indexOf(" is black in game 1"));
        String white = black.equals("a") ? "b" : "a";
        assertTrue(first.contains("game 1: " + black + " (black) - " + white + " (white): "), first);
        assertTrue(first.contains("game 2: " + white + " (black) - " + black + " (white): "), first);
        out.getBuffer().setLength(0);
        assertEquals(0, run("match", "go", "--option", "size=5", "--first", "a=random:1", "--second", "b=random:2",
                "--games", "2", "--colours", "nigiri:4"), err.toString());
        assertEquals(first, out.toString());
    }

    @Test
    void badColours_areOneLine_exit2() {
        assertBad("tabula: colours 'black': write alternate, fixed or nigiri:SEED",
                "match", "go", "--first", "random", "--second", "random", "--colours", "black");
        assertBad("tabula: --colours fixed: a Swiss tournament gives each player the colour it has had less of; "
                + "leave --colours out", "tournament", "go", "--format", "swiss", "--rounds", "1", "--colours", "fixed",
                "--player", "a=random:1", "--player", "b=random:2");
    }

    @Test
    void badPlayersAndClocks_areOneLine_exit2() {
        assertBad("tabula: player 'deep': write [NAME=]random[:SEED], [NAME=]mcts[:OPTIONS], [NAME=]ismcts[:OPTIONS], "
                + "[NAME=]alphabeta[:OPTIONS], [NAME=]gtp:COMMAND or [NAME=]gomocup:COMMAND",
                "match", "go", "--first", "deep", "--second", "random");
        assertBad("tabula: player 'brain': go is not played over gomocup; its engine protocols: gtp",
                "match", "go", "--first", "gomocup:brain", "--second", "random");
        assertBad("tabula: clock 'absolute:soon': the time 'soon' is not a span like 90s, 1m30s, 500ms or 2h",
                "match", "go", "--first", "random", "--second", "random", "--clock", "absolute:soon");
    }

    private void assertBad(String message, String... args) {
        out.getBuffer().setLength(0);
        err.getBuffer().setLength(0);
        assertEquals(2, run(args));
        assertEquals(message, err.toString().strip());
    }
}
