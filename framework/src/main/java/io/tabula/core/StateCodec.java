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
     * {@code winner} (a side id or {@code none}) and {@code reason} (one of the game's outcome
     * reason ids, empty while ongoing) fields describe.
     *
     * @throws TabulaException naming the field that does not fit
     */
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
                Side side = type.side(winner).orElseThrow(() -> new TabulaException("state field 'winner' must be "
                        + "none or one of " + type.sides() + ", was '" + winner + "'"));
                yield Outcome.win(side, why);
            }
            default -> throw new TabulaException("state field 'status' must be ongoing or over, was '" + status + "'");
        };
    }
}
