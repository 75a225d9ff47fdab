package io.tabula.sgf;

import io.tabula.record.GameInfo;
import java.math.BigDecimal;
import java.math.RoundingMode;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;

/**
 * Writes a game's {@link GameInfo} into an SGF record a module wrote: the players as
 * {@code PB}/{@code PW}, the result as {@code RE} (a forfeit {@code W+F}, a loss on time
 * {@code B+T}), the main time as {@code TM}, the time left after each move as
 * {@code BL}/{@code WL} (seconds, to the millisecond), and in the root's comment {@code C}
 * how the game ended, the clock and the referee's notes. What the module wrote stays; a
 * property it set that the info says too is replaced.
 */
public final class SgfGameInfo {
    private SgfGameInfo() {
    }

    /**
     * {@code sgf} (one game, as a module writes it) with {@code info} in it.
     *
     * @throws SgfException if the text holds no game
     */
    public static String annotate(String sgf, GameInfo info) {
        SgfCollection collection = SgfParser.parse(sgf).collection();
        if (collection.games().isEmpty()) {
            throw new SgfException(SgfPosition.START, "no game to annotate");
        }
        SgfNode root = collection.first();
        String black = info.players().get("black");
        String white = info.players().get("white");
        if (black != null) {
            root = root.with("PB", black);
        }
        if (white != null) {
            root = root.with("PW", white);
        }
        if (!info.result().isEmpty()) {
            root = root.with("RE", info.result());
        }
        if (info.mainTime().isPresent()) {
            root = root.with("TM", seconds(info.mainTime().get()));
        }
        root = root.with("C", comment(root, info));
        List<SgfNode> line = root.mainLine();
        if (!info.left().isEmpty() && line.size() - 1 == info.left().size()) {
            root = withTimes(root, info.left(), 0);
        }
        List<SgfNode> games = new ArrayList<>(collection.games());
        games.set(0, root);
        return SgfWriter.write(new SgfCollection(games));
    }

    /** {@code node}'s main line from its first child on, each move node with the mover's time left. */
    private static SgfNode withTimes(SgfNode node, List<Duration> left, int index) {
        if (node.children().isEmpty()) {
            return node;
        }
        SgfNode next = node.children().get(0);
        if (next.has("B")) {
            next = next.with("BL", seconds(left.get(index)));
        } else if (next.has("W")) {
            next = next.with("WL", seconds(left.get(index)));
        }
        List<SgfNode> children = new ArrayList<>(node.children());
        children.set(0, withTimes(next, left, index + 1));
        return node.withChildren(children);
    }

    private static String comment(SgfNode root, GameInfo info) {
        StringBuilder text = new StringBuilder();
        root.value("C").filter(c -> !c.isBlank()).ifPresent(c -> text.append(c.strip()).append("\n\n"));
        text.append("Result: ").append(info.reason());
        if (!info.termination().isEmpty()) {
            text.append(" (").append(info.termination()).append(')');
        }
        text.append("\nClock: ").append(info.clock());
        for (String note : info.notes()) {
            text.append('\n').append(note);
        }
        return text.toString();
    }

    /** Seconds to the millisecond, without trailing zeros: {@code 59.5}, {@code 600}. */
    static String seconds(Duration span) {
        BigDecimal seconds = BigDecimal.valueOf(span.toMillis()).divide(BigDecimal.valueOf(1000), 3, RoundingMode.DOWN)
                .stripTrailingZeros();
        return seconds.signum() == 0 ? "0" : seconds.toPlainString();
    }
}
