package io.tabula.referee;

import io.tabula.core.TabulaException;
import java.util.Objects;

/**
 * What every game of a match is played under, beside the game and the players: how many games,
 * the clock (a player may have one of its own, {@link PlayerSpec#clock()}), who takes the first
 * side, the openings the games start from, and who judges dead stones.
 *
 * @param games      the games of the match, at least 1
 * @param clock      each player's clock at the start of a game, unless it has its own
 * @param colours    who takes the first side in each game
 * @param openings   the positions the games start from
 * @param deadStones who judges the dead stones of a game counted after passes
 */
public record MatchTerms(int games, Clock clock, Colours colours, Openings openings, DeadStoneJudge deadStones) {

    public MatchTerms {
        if (games < 1) {
            throw new TabulaException("a match has at least 1 game, not " + games);
        }
        Objects.requireNonNull(clock, "clock");
        Objects.requireNonNull(colours, "colours");
        Objects.requireNonNull(openings, "openings");
        Objects.requireNonNull(deadStones, "deadStones");
    }

    /** {@code games} games on {@code clock}, colours alternating, no openings, the referee judging dead stones. */
    public static MatchTerms of(int games, Clock clock) {
        return new MatchTerms(games, clock, Colours.ALTERNATE, Openings.NONE, DeadStoneJudge.REFEREE);
    }

    public MatchTerms withColours(Colours other) {
        return new MatchTerms(games, clock, other, openings, deadStones);
    }

    public MatchTerms withOpenings(Openings other) {
        return new MatchTerms(games, clock, colours, other, deadStones);
    }

    public MatchTerms withDeadStones(DeadStoneJudge other) {
        return new MatchTerms(games, clock, colours, openings, other);
    }

    public MatchTerms withGames(int other) {
        return new MatchTerms(other, clock, colours, openings, deadStones);
    }
}
