package io.tabula.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** The RIF opening through the API: the swap is a button, offers are marked, a choice is a click. */
class RenjuOpeningTest {

    @Test
    void aRifOpeningWithASwapAndTwoOffers() {
        try (Api api = new Api(Optional.empty())) {
            JsonNode created = api.create("{\"game\":\"gomoku\",\"variant\":\"renju\",\"options\":{\"opening\":\"rif\"}}");
            String match = created.get("match").asText();
            String first = created.get("seats").get(0).get("token").asText();
            String second = created.get("seats").get(1).get("token").asText();

            JsonNode opening = api.snapshot(match, first);
            assertTrue(opening.get("phase").asText().startsWith("opening"), opening.get("phase").asText());
            assertFalse(opening.get("task").asText().isEmpty());
            Api.ok(api.move(match, first, "h8"));
            Api.ok(api.move(match, first, "i9"));
            Api.ok(api.move(match, first, "h10"));

            JsonNode toSwap = api.snapshot(match, second);
            assertTrue(toSwap.get("yourTurn").asBoolean(), "the second player decides on the swap");
            assertEquals("white", toSwap.get("seat").asText());
            assertTrue(hasAction(toSwap, "swap"), toSwap.get("actions").toString());
            JsonNode swapped = Api.ok(api.move(match, second, "swap"));
            assertEquals("black", swapped.get("seat").asText(), "after the swap the second player holds black");
            assertEquals("white", api.snapshot(match, first).get("seat").asText());

            Api.ok(api.move(match, first, "g9"));
            JsonNode toOffer = api.snapshot(match, second);
            assertTrue(toOffer.get("yourTurn").asBoolean(), toOffer.toString());
            assertTrue(toOffer.get("actions").size() > 0, "offers are offered as actions: " + toOffer.get("actions"));
            String offer = toOffer.get("actions").get(0).get("move").asText();
            assertTrue(offer.startsWith("offer"), offer);
            Api.ok(api.move(match, second, offer));

            JsonNode toChoose = api.snapshot(match, first);
            long offers = count(toChoose, "offer");
            assertEquals(2, offers, toChoose.get("marks").toString());
            JsonNode legal = Api.ok(api.get("/api/matches/" + match + "/legal?seat=" + first));
            assertEquals(2, legal.size(), legal.toString());
            assertEquals(1, legal.get(0).get("path").size(), "a choice is one click on an offered point");
            JsonNode chosen = Api.ok(api.move(match, first, legal.get(0).get("move").asText()));
            assertEquals(5, chosen.get("pieces").size(), "four stones and black's chosen fifth");

            Api.Answer sgf = api.get("/api/matches/" + match + "/record.sgf?seat=" + second);
            assertEquals(200, sgf.status(), sgf.body());
            Api.Answer loaded = api.post("/api/records?game=gomoku", sgf.body());
            assertEquals(201, loaded.status(), loaded.body());
            JsonNode copy = api.snapshot(loaded.json().get("match").asText(),
                    loaded.json().get("seats").get(0).get("token").asText());
            assertEquals(chosen.get("moves"), copy.get("moves"), "the opening's swap, offer and choice come back");
            assertEquals("white", copy.get("seat").asText(), "the first player holds white after the swap");
        }
    }

    private static boolean hasAction(JsonNode snapshot, String move) {
        for (JsonNode action : snapshot.get("actions")) {
            if (action.get("move").asText().equals(move)) {
                return true;
            }
        }
        return false;
    }

    private static long count(JsonNode snapshot, String kind) {
        long n = 0;
        for (JsonNode mark : snapshot.get("marks")) {
            if (mark.get("kind").asText().equals(kind)) {
                n++;
            }
        }
        return n;
    }
}
