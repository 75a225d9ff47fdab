package io.tabula.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import io.tabula.agent.Deadline;
import io.tabula.protocol.EngineChannel;
import io.tabula.protocol.EngineFault;
import io.tabula.protocol.LineInbox;
import io.tabula.referee.EngineLauncher;
import io.tabula.referee.PlayerSpec;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Function;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The dead-stone phase of the page after two passes, for humans, agents and engines alike: the
 * module's estimate is proposed, either seat toggles a chain, the side to move confirms first,
 * then the other, and only then is the game counted. Black walls off the left (column D), white
 * the right (column F), and black's lone stone H5 sits in white's area: counted with every
 * stone alive black wins by 20.5; with H5 dead each has 36 points and white wins by the komi.
 */
class DeadStonesApiTest {
    private static final List<String> WALLS = List.of("D1", "F1", "D2", "F2", "D3", "F3", "D4", "F4", "D5", "F5", "D6",
            "F6", "D7", "F7", "D8", "F8", "D9", "F9", "H5", "pass");

    private record Seats(String match, String black, String white) {
    }

    private static Seats humans(Api api) {
        JsonNode created = api.create("{\"game\":\"go\",\"variant\":\"chinese\",\"options\":{\"size\":\"9\"},"
                + "\"seats\":[\"human\",\"human\"]}");
        return new Seats(created.get("match").asText(), created.get("seats").get(0).get("token").asText(),
                created.get("seats").get(1).get("token").asText());
    }

    private static JsonNode playWalls(Api api, Seats seats) {
        for (int i = 0; i < WALLS.size(); i++) {
            Api.ok(api.move(seats.match(), i % 2 == 0 ? seats.black() : seats.white(), WALLS.get(i)));
        }
        return Api.ok(api.move(seats.match(), seats.black(), "pass"));
    }

    @Test
    void twoHumans_markConfirmAndOnlyThenTheGameIsCounted() {
        try (Api api = new Api(Optional.empty())) {
            Seats seats = humans(api);
            JsonNode review = playWalls(api, seats);
            assertTrue(review.get("outcome").isNull(), "no result before the dead stones are agreed: " + review);
            assertEquals("dead stones", review.get("phase").asText());
            JsonNode dead = review.get("deadStones");
            assertEquals("[\"H5\"]", dead.get("marked").toString(), "the module proposes its estimate");
            assertEquals("white", dead.get("toConfirm").asText(), "white is to move after black's pass: white confirms first");
            assertEquals("W+7.5", review.get("score").get("text").asText(), "the count shows the stones marked off");
            assertTrue(review.get("marks").toString().contains("\"dead\""), review.get("marks").toString());

            Api.Answer early = api.dead(seats.match(), seats.black(), null);
            assertEquals(400, early.status(), early.body());
            assertTrue(early.body().contains("white's turn to confirm"), early.body());
            JsonNode alive = Api.ok(api.dead(seats.match(), seats.black(), "H5"));
            assertEquals("[]", alive.get("deadStones").get("marked").toString(), "black says H5 lives");
            assertEquals("B+20.5", alive.get("score").get("text").asText());
            Api.ok(api.dead(seats.match(), seats.white(), null));
            JsonNode withdrawn = Api.ok(api.dead(seats.match(), seats.black(), "H5"));
            assertFalse(withdrawn.get("deadStones").get("firstConfirmed").asBoolean(), "a toggle withdraws the confirmation");
            assertEquals(400, api.dead(seats.match(), seats.white(), "E5").status(), "no stone on E5");
            Api.ok(api.dead(seats.match(), seats.white(), null));
            JsonNode end = Api.ok(api.dead(seats.match(), seats.black(), null));
            assertTrue(end.get("deadStones") == null, end.toString());
            assertEquals("white", end.get("outcome").get("winner").asText(), end.toString());
            assertEquals("W+7.5", end.get("score").get("text").asText());
            String sgf = api.get("/api/matches/" + seats.match() + "/record.sgf?seat=" + seats.black()).body();
            assertTrue(sgf.contains("RE[W+7.5]") && sgf.contains("TW["), "the record says the agreed stones: " + sgf);
            assertEquals("[\"H5\"]", api.get("/api/matches/" + seats.match() + "/record.json?seat=" + seats.black())
                    .json().get("dead").toString());
        }
    }

    @Test
    void anAgentSeat_confirmsItsOwnJudgement_andProposesItAgainstAnotherMarking() {
        try (Api api = new Api(Optional.empty())) {
            JsonNode created = api.create("{\"game\":\"go\",\"variant\":\"chinese\",\"options\":{\"size\":\"9\"},"
                    + "\"seats\":[\"human\",\"agent:random\"]}");
            String match = created.get("match").asText();
            String black = created.get("seats").get(0).get("token").asText();
            Api.ok(api.move(match, black, "E5"));
            JsonNode after = api.snapshot(match, black);
            while (after.get("deadStones") == null && after.get("outcome").isNull()) {
                after = Api.ok(api.move(match, black, "pass"));
            }
            if (after.get("deadStones") == null) {
                return; // the agent ended the game otherwise; the human-only test covers the phase
            }
            JsonNode review = after.get("deadStones");
            if (review.get("toConfirm").asText().equals("white")) {
                throw new AssertionError("the agent should have confirmed its turn at once: " + after);
            }
            int marked = review.get("marked").size();
            JsonNode end = Api.ok(api.dead(match, black, null));
            assertFalse(end.get("outcome").isNull(), "the agent had confirmed first; black's confirmation settles: " + end);
            assertTrue(end.get("deadStones") == null);
            int shown = 0;
            for (JsonNode mark : end.get("marks")) {
                shown += mark.get("kind").asText().equals("dead") ? 1 : 0;
            }
            assertEquals(marked, shown, "the game is counted with the stones the agent confirmed");
        }
    }

    @Test
    void aReviewUnderWay_survivesARestartOfTheServer(@TempDir Path dir) {
        Seats seats;
        try (Api api = new Api(Optional.of(dir))) {
            seats = humans(api);
            playWalls(api, seats);
            Api.ok(api.dead(seats.match(), seats.white(), null));
        }
        try (Api api = new Api(Optional.of(dir))) {
            JsonNode review = api.snapshot(seats.match(), seats.black()).get("deadStones");
            assertEquals("[\"H5\"]", review.get("marked").toString());
            assertTrue(review.get("firstConfirmed").asBoolean());
            Api.ok(api.dead(seats.match(), seats.black(), null));
        }
        try (Api api = new Api(Optional.of(dir))) {
            JsonNode end = api.snapshot(seats.match(), seats.black());
            assertEquals("white", end.get("outcome").get("winner").asText(), "settled, and kept: " + end);
        }
    }

    /** A GTP engine in the test's thread: plays {@code moves} then passes; judges {@code dead} dead. */
    private static EngineLauncher fakeGtp(List<List<String>> started, String dead, String... moves) {
        return command -> {
            started.add(command);
            Iterator<String> next = List.of(moves).iterator();
            LineInbox inbox = new LineInbox();
            Function<String, List<String>> script = line -> {
                if (line.startsWith("genmove")) {
                    return List.of("= " + (next.hasNext() ? next.next() : "pass"), "");
                }
                return line.equals("final_status_list dead") ? List.of("= " + dead, "") : List.of("=", "");
            };
            return new EngineChannel() {
                @Override
                public void send(String line) {
                    script.apply(line).forEach(inbox::put);
                }

                @Override
                public String receive(Deadline deadline) throws EngineFault {
                    return inbox.take(deadline);
                }

                @Override
                public void close() {
                }
            };
        };
    }

    @Test
    void anEngineSeat_playsItsMoves_andConfirmsItsOwnDeadStones() {
        List<List<String>> started = new ArrayList<>();
        List<String> whiteMoves = new ArrayList<>();
        for (int i = 1; i < WALLS.size(); i += 2) {
            whiteMoves.add(WALLS.get(i));
        }
        EngineLauncher launcher = fakeGtp(started, "H5", whiteMoves.toArray(String[]::new));
        Map<String, PlayerSpec> engines = Map.of("gnugo", PlayerSpec.parse("gtp:/usr/games/gnugo --mode gtp").named("gnugo"));
        try (Api api = new Api(Optional.empty(), Runnable::run, engines, launcher)) {
            JsonNode list = Api.ok(api.get("/api/engines"));
            assertEquals("engine:gnugo", list.get(0).get("spec").asText());
            assertTrue(list.get(0).get("games").toString().contains("\"go\""), list.toString());
            JsonNode created = api.create("{\"game\":\"go\",\"variant\":\"chinese\",\"options\":{\"size\":\"9\"},"
                    + "\"seats\":[\"human\",\"engine:gnugo\"]}");
            assertEquals("engine:gnugo", created.get("seats").get(1).get("kind").asText());
            String match = created.get("match").asText();
            String black = created.get("seats").get(0).get("token").asText();
            JsonNode last = null;
            for (int i = 0; i < WALLS.size(); i += 2) {
                last = Api.ok(api.move(match, black, WALLS.get(i)));
            }
            last = Api.ok(api.move(match, black, "pass"));
            assertEquals(List.of("/usr/games/gnugo", "--mode", "gtp", "--chinese-rules", "--positional-superko",
                    "--forbid-suicide"), started.get(0), "one process, told the rules");
            assertEquals(1, started.size());
            JsonNode review = last.get("deadStones");
            assertEquals("black", review.get("toConfirm").asText(), "the engine (white, first) confirmed H5 dead: " + last);
            assertTrue(review.get("firstConfirmed").asBoolean());
            JsonNode end = Api.ok(api.dead(match, black, null));
            assertEquals("white", end.get("outcome").get("winner").asText(), end.toString());

            Api.Answer unknown = api.post("/api/matches", "{\"game\":\"go\",\"seats\":[\"human\",\"engine:leela\"]}");
            assertEquals(400, unknown.status());
            assertTrue(unknown.body().contains("there is no engine 'leela'; engines: gnugo"), unknown.body());
            Api.Answer gomoku = api.post("/api/matches", "{\"game\":\"gomoku\",\"seats\":[\"human\",\"engine:gnugo\"]}");
            assertEquals(400, gomoku.status());
            assertTrue(gomoku.body().contains("gomoku is not played over gtp"), gomoku.body());
        }
    }
}
