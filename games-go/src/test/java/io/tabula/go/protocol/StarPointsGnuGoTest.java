package io.tabula.go.protocol;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import io.tabula.go.notation.StarPoints;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;

/**
 * Our star points are GNU Go's: its {@code showboard} draws them as {@code +}, on every size
 * it plays (2 to 19) but 12x12, where we keep the third line of the fixed handicap. Skipped
 * when GNU Go is not installed.
 */
class StarPointsGnuGoTest {

    @Test
    void everySizeButTwelve_hasGnuGosStarPoints() {
        Optional<String> gnugo = GnuGoPeerTest.locate();
        assumeTrue(gnugo.isPresent(), "GNU Go is not installed: the star points are not compared with it");
        try (GtpProcess peer = new GtpProcess(List.of(gnugo.get(), "--mode", "gtp"))) {
            for (int size = 2; size <= 19; size++) {
                if (size == 12) {
                    continue;
                }
                assertEquals("", peer.send("boardsize " + size).text());
                GtpProcess.Reply board = peer.send("showboard");
                assertEquals(starsOf(size, board.text()), StarPoints.of(size), size + "x" + size + ":\n" + board.text());
            }
        }
    }

    /** The points drawn as {@code +} in GNU Go's showboard: rows "13 . . + ... 13", top row first. */
    private static Set<Integer> starsOf(int size, String showboard) {
        Set<Integer> stars = new TreeSet<>();
        for (String line : showboard.lines().toList()) {
            String[] tokens = line.strip().split("\\s+");
            if (tokens.length < size + 2 || !tokens[0].matches("\\d+")) {
                continue; // the column letters
            }
            int y = Integer.parseInt(tokens[0]) - 1;
            for (int x = 0; x < size; x++) {
                if (tokens[1 + x].equals("+")) {
                    stars.add(y * size + x);
                }
            }
        }
        return stars;
    }
}
