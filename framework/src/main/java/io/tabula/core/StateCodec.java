package io.tabula.core;

/**
 * Turns a game's states into plain snapshot values and back. A snapshot is a record of
 * strings, numbers and lists, so the framework's JSON edge can write it without the
 * rules knowing any serialization library.
 *
 * @param <T> the game's snapshot record
 */
public interface StateCodec<T extends Record> {

    Class<T> snapshotType();

    /** Everything of {@code state} that its rules need, so restore loses nothing. */
    T snapshot(GameState state);

    /**
     * The state that {@code snapshot} describes.
     *
     * @throws TabulaException naming the field that is malformed or inconsistent
     */
    GameState restore(GameDefinition definition, T snapshot);

    /** The snapshot text of {@code outcome}'s reason: its id, empty while the game goes on. */
    static String reasonText(Outcome outcome) {
        return outcome.reason().map(OutcomeReason::id).orElse("");
    }

    /**
     * The outcome that a snapshot's {@code status} ({@code ongoing} or {@code over}),
     * {@code winner} (a side id, a team's side ids joined by {@code +}, or {@code none}) and
     * {@code reason} (one of the game's outcome
     * reason ids, empty while ongoing) fields describe.
     *
     * @throws TabulaException naming the field that does not fit
     */
    /**
     * The sides of a {@code winner} text that is not {@code none}: a side's id, or a team's
     * ids joined by {@code +}, in turn order once normalized.
     *
     * @param what names the field for the message
     * @throws TabulaException naming an id that is no side of {@code type}, or one given twice
     */
    static java.util.List<Side> winners(GameType type, String winner, String what) {
        java.util.List<Side> sides = new java.util.ArrayList<>();
        for (String id : winner.split("\\+", -1)) {
            Side side = type.side(id).orElseThrow(() -> new TabulaException(what + " must be none, a side or "
                    + "sides joined by '+', of " + type.sides() + ", was '" + winner + "'"));
            if (sides.contains(side)) {
                throw new TabulaException(what + " names " + id + " twice: '" + winner + "'");
            }
            sides.add(side);
        }
        return sides;
    }

    static Outcome outcome(GameType type, String status, String winner, String reason) {
        return switch (status) {
            case "ongoing" -> {
                if (!winner.equals("none") || !reason.isEmpty()) {
                    throw new TabulaException("state fields 'winner' and 'reason' are none and empty while ongoing");
                }
                yield Outcome.ONGOING;
            }
            case "over" -> {
                OutcomeReason why = type.outcomeReason(reason).orElseThrow(() -> new TabulaException(
                        "state field 'reason' must be one of " + type.outcomeReasons().stream().map(OutcomeReason::id)
                                .toList() + ", was '" + reason + "'"));
                if (winner.equals("none")) {
                    yield Outcome.draw(why);
                }
                yield Outcome.teamWin(winners(type, winner, "state field 'winner'"), why);
            }
            default -> throw new TabulaException("state field 'status' must be ongoing or over, was '" + status + "'");
        };
    }
}
