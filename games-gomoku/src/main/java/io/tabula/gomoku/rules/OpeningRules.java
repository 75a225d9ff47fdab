package io.tabula.gomoku.rules;

import io.tabula.core.CommonReason;
import io.tabula.core.Move;
import io.tabula.core.MoveCheck;
import io.tabula.core.Outcome;
import io.tabula.gomoku.geometry.FifthMoveOffers;
import io.tabula.gomoku.geometry.Points;
import io.tabula.core.IllegalReason;
import io.tabula.stones.rows.RowBoard;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;

/**
 * The rules of a Gomoku state while its opening protocol runs: which actions the current
 * step allows, why others are rejected, and the state each leads to. Stones placed here
 * are judged as in play (five, full board, black's forbidden moves: games-gomoku/README.md, option opening
 * says to run the check even though no black move before the 9th can be forbidden).
 * Swaps change who holds which colour and never the stones or the colour to move.
 */
final class OpeningRules {

    private OpeningRules() {
    }

    static boolean isOpeningAction(GomokuMove move) {
        return move instanceof GomokuMove.Swap || move instanceof GomokuMove.Keep || move instanceof GomokuMove.Declare
                || move instanceof GomokuMove.Offer || move instanceof GomokuMove.Choose
                || move instanceof GomokuMove.Balance;
    }

    /** Stones in point order, then pass, swap, keep, the declarations, the choices, then the offers or balances. */
    static List<Move> legalMoves(GomokuState state) {
        GomokuRules rules = state.rules();
        OpeningStep step = step(state);
        byte[] cells = state.board();
        List<Move> out = new ArrayList<>();
        if (step.allows(GomokuMove.Place.class)) {
            int size = state.size();
            RowBoard kernel = kernel(state, step.colour());
            for (int p = 0; p < cells.length; p++) {
                // what placeCheck(state, step, p).isLegal() says, without building the messages of illegal points
                if (cells[p] == Stone.EMPTY && step.area().allows(size, p) && kernel.foul(p) == null) {
                    out.add(rules.place(p));
                }
            }
        }
        addWords(state, step, out);
        if (step.allows(GomokuMove.Offer.class)) {
            return new MovesThenLazy(out, offerSets(state, step));
        }
        if (step.allows(GomokuMove.Balance.class)) {
            return new MovesThenLazy(out, new BalancePairs(cells));
        }
        return List.copyOf(out);
    }

    /** Pass, swap, keep, the declarations and the choices the step allows, in the order of {@link #legalMoves}. */
    static void addWords(GomokuState state, OpeningStep step, List<Move> out) {
        if (step.allows(GomokuMove.Pass.class)) {
            out.add(GomokuMove.PASS);
        }
        if (step.allows(GomokuMove.Swap.class)) {
            out.add(GomokuMove.SWAP);
        }
        if (step.allows(GomokuMove.Keep.class)) {
            out.add(GomokuMove.KEEP);
        }
        if (step.allows(GomokuMove.Declare.class)) {
            for (int n = 1; n <= step.declareMax(); n++) {
                out.add(new GomokuMove.Declare(n));
            }
        }
        if (step.allows(GomokuMove.Choose.class)) {
            for (int p : state.opening().offers) {
                out.add(new GomokuMove.Choose(p));
            }
        }
    }

    static MoveCheck check(GomokuState state, GomokuMove move) {
        OpeningStep step = step(state);
        if (move instanceof GomokuMove.Place place) {
            return step.allows(GomokuMove.Place.class) ? placeCheck(state, step, place.point()) : notNow(state, step, "a stone");
        }
        if (move instanceof GomokuMove.Pass) {
            if (step.allows(GomokuMove.Pass.class)) {
                return MoveCheck.LEGAL;
            }
            return state.rules().passAllowed() ? notNow(state, step, "a pass") : MoveCheck.illegal(GomokuIllegal.PASS_NOT_ALLOWED);
        }
        if (move instanceof GomokuMove.Claim) {
            return notNow(state, step, "a claim");
        }
        if (move instanceof GomokuMove.Swap) {
            return step.allows(GomokuMove.Swap.class) ? MoveCheck.LEGAL : notNow(state, step, "a swap");
        }
        if (move instanceof GomokuMove.Keep) {
            return step.allows(GomokuMove.Keep.class) ? MoveCheck.LEGAL : notNow(state, step, "keep");
        }
        if (move instanceof GomokuMove.Declare declare) {
            if (!step.allows(GomokuMove.Declare.class)) {
                return notNow(state, step, "a declaration");
            }
            return declare.count() >= 1 && declare.count() <= step.declareMax() ? MoveCheck.LEGAL
                    : MoveCheck.illegal(GomokuIllegal.BAD_DECLARATION,
                            "declare a number from 1 to " + step.declareMax() + ", not " + declare.count());
        }
        if (move instanceof GomokuMove.Offer offer) {
            return step.allows(GomokuMove.Offer.class) ? offerCheck(state, step, offer) : notNow(state, step, "an offer");
        }
        if (move instanceof GomokuMove.Choose choose) {
            if (!step.allows(GomokuMove.Choose.class)) {
                return notNow(state, step, "a choice");
            }
            int[] offers = state.opening().offers;
            return Arrays.stream(offers).anyMatch(p -> p == choose.point()) ? MoveCheck.LEGAL
                    : MoveCheck.illegal(GomokuIllegal.NOT_OFFERED, "choose one of the offered points: " + names(state, offers));
        }
        GomokuMove.Balance balance = (GomokuMove.Balance) move;
        if (!step.allows(GomokuMove.Balance.class)) {
            return notNow(state, step, "a balance");
        }
        if (balance.white() == balance.black()) {
            return MoveCheck.illegal(CommonReason.OCCUPIED, "a balance puts its two stones on two different points");
        }
        MoveCheck white = emptyPointCheck(state, balance.white());
        return white.isLegal() ? emptyPointCheck(state, balance.black()) : white;
    }

    static GomokuState apply(GomokuState state, GomokuMove move) {
        OpeningStep step = step(state);
        OpeningProgress progress = state.opening();
        if (move instanceof GomokuMove.Place place) {
            return placed(state, move, progress.at(step.after(GomokuMove.Place.class)), place.point(), step.colour(), -1, 0);
        }
        if (move instanceof GomokuMove.Pass) {
            OpeningProgress next = progress.at(step.after(GomokuMove.Pass.class));
            int passes = state.passes() + 1;
            Outcome outcome = passes >= 2 ? Outcome.draw(GomokuOutcome.PASSES) : Outcome.ONGOING;
            return successor(state, move, state.board(), colourAt(state, next, 1 - step.colour()), outcome, passes,
                    false, state.overlineStands(), next, state.lastFoul().orElse(null));
        }
        if (move instanceof GomokuMove.Choose choose) {
            return placed(state, move, progress.at(step.after(GomokuMove.Choose.class)), choose.point(), 0, -1, 0);
        }
        if (move instanceof GomokuMove.Balance balance) {
            return placed(state, move, progress.at(step.after(GomokuMove.Balance.class)), balance.white(), 1,
                    balance.black(), 0);
        }
        OpeningProgress next;
        if (move instanceof GomokuMove.Swap) {
            next = progress.swapped(step.after(GomokuMove.Swap.class));
        } else if (move instanceof GomokuMove.Keep) {
            next = progress.at(step.after(GomokuMove.Keep.class));
        } else if (move instanceof GomokuMove.Declare declare) {
            next = progress.declaring(declare.count(), step.after(GomokuMove.Declare.class));
        } else {
            int[] points = ((GomokuMove.Offer) move).points().stream().mapToInt(Integer::intValue).toArray();
            next = progress.offering(points, step.after(GomokuMove.Offer.class));
        }
        // Words, not stones: the board, the pass count and the colour sequence stay as they were.
        return successor(state, move, state.board(), colourAt(state, next, step.colour()), Outcome.ONGOING,
                state.passes(), state.foulToClaim(), state.overlineStands(), next, state.lastFoul().orElse(null));
    }

    /**
     * The state after a stone of {@code colour} on {@code point} and, for a balance, a black
     * stone on {@code second}: each judged as in play, the first to win ending the game.
     */
    private static GomokuState placed(GomokuState state, GomokuMove move, OpeningProgress next, int point, int colour,
            int second, int secondColour) {
        // A balance's stones are white then black, so the kernel's turn order places them in their colours.
        RowBoard play = kernel(state, colour);
        play.place(point);
        int last = point;
        if (second >= 0 && !play.isOver()) {
            if (play.side() != secondColour) {
                throw new IllegalStateException("a balance places white, then black");
            }
            play.place(second);
            last = second;
        }
        Foul lastFoul = play.lastFoul() instanceof Forbidden verdict ? new Foul(last, verdict)
                : state.lastFoul().orElse(null);
        return successor(state, move, play.stones(), colourAt(state, next, play.side()), play.outcome(), 0,
                play.foulToClaim(), play.foulStands(), next, lastFoul);
    }

    /**
     * The rules kernel at {@code state}'s stones with {@code colour} to place: stones of the
     * opening are judged as in play (no passes before them, an overline foul that stands
     * still stands).
     */
    static RowBoard kernel(GomokuState state, int colour) {
        return state.rules().kernel(state.board(), colour, 0, false, state.overlineStands());
    }

    private static GomokuState successor(GomokuState state, GomokuMove move, byte[] cells, int toMove,
            Outcome outcome, int passes, boolean foul, boolean overline, OpeningProgress next, Foul lastFoul) {
        return new GomokuState(state.rules(), cells, toMove, state.ply() + 1, outcome, passes, foul, overline, next,
                new GomokuState.LastMove(state.toMove(), move), lastFoul);
    }

    /** The colour to move at {@code next}: the step's own, or {@code inPlay} once the opening is over. */
    private static int colourAt(GomokuState state, OpeningProgress next, int inPlay) {
        return next.inPlay() ? inPlay : state.rules().protocol().step(next.step).colour();
    }

    static OpeningStep step(GomokuState state) {
        return state.rules().protocol().step(state.opening().step);
    }

    private static MoveCheck placeCheck(GomokuState state, OpeningStep step, int point) {
        MoveCheck empty = emptyPointCheck(state, point);
        if (!empty.isLegal()) {
            return empty;
        }
        int size = state.size();
        if (!step.area().allows(size, point)) {
            return MoveCheck.illegal(GomokuIllegal.OUTSIDE_OPENING_AREA, Points.name(size, point) + " is not "
                    + step.area().describe(size) + ": " + step.description() + " (opening=" + openingId(state) + ")");
        }
        if (!state.rules().forbiddenIsIllegal()) {
            return MoveCheck.LEGAL;
        }
        IllegalReason foul = kernel(state, step.colour()).foul(point);
        return foul == null ? MoveCheck.LEGAL : MoveCheck.illegal(foul);
    }

    private static MoveCheck emptyPointCheck(GomokuState state, int point) {
        byte[] cells = state.board();
        if (point < 0 || point >= cells.length) {
            return MoveCheck.illegal(CommonReason.OFF_BOARD, "point " + point + " is not on the board");
        }
        if (cells[point] != Stone.EMPTY) {
            return MoveCheck.illegal(CommonReason.OCCUPIED, Points.name(state.size(), point) + " is occupied");
        }
        return MoveCheck.LEGAL;
    }

    private static MoveCheck offerCheck(GomokuState state, OpeningStep step, GomokuMove.Offer offer) {
        int wanted = offerCount(state, step);
        if (offer.points().size() != wanted) {
            return MoveCheck.illegal(GomokuIllegal.BAD_OFFER, "black offers exactly " + wanted + " fifth move"
                    + (wanted == 1 ? "" : "s") + ", not " + offer.points().size());
        }
        // Legal exactly when the legal sets (OfferSets) hold it: the right number of empty,
        // different points, no two equivalent; problem() checks the rest pair by pair,
        // without building the classes of the whole board.
        FifthMoveOffers symmetry = new FifthMoveOffers(state.size(), state.board(), state.rules().offerSymmetry());
        Optional<String> problem = symmetry.problem(offer.points());
        return problem.isEmpty() ? MoveCheck.LEGAL : MoveCheck.illegal(GomokuIllegal.BAD_OFFER, problem.get());
    }

    static OfferSets offerSets(GomokuState state, OpeningStep step) {
        FifthMoveOffers symmetry = new FifthMoveOffers(state.size(), state.board(), state.rules().offerSymmetry());
        return new OfferSets(offerCount(state, step), symmetry, state.board());
    }

    private static int offerCount(GomokuState state, OpeningStep step) {
        return step.offers() == OpeningStep.DECLARED ? state.opening().declared : step.offers();
    }

    private static MoveCheck notNow(GomokuState state, OpeningStep step, String what) {
        return MoveCheck.illegal(GomokuIllegal.NOT_ALLOWED_NOW, "not " + what + " now: " + step.description()
                + " (opening=" + openingId(state) + ")");
    }

    private static String openingId(GomokuState state) {
        return state.rules().protocol().rule().id();
    }

    private static String names(GomokuState state, int[] points) {
        StringBuilder out = new StringBuilder();
        for (int p : points) {
            out.append(out.length() == 0 ? "" : ", ").append(Points.name(state.size(), p));
        }
        return out.toString();
    }
}
