package io.tabula.gomoku.rules;

import static io.tabula.core.PhaseGraph.on;

import io.tabula.core.PhaseGraph;
import io.tabula.gomoku.rules.GomokuMove.Balance;
import io.tabula.gomoku.rules.GomokuMove.Choose;
import io.tabula.gomoku.rules.GomokuMove.Declare;
import io.tabula.gomoku.rules.GomokuMove.Keep;
import io.tabula.gomoku.rules.GomokuMove.Offer;
import io.tabula.gomoku.rules.GomokuMove.Pass;
import io.tabula.gomoku.rules.GomokuMove.Place;
import io.tabula.gomoku.rules.GomokuMove.Swap;
import java.util.ArrayList;
import java.util.List;

/**
 * An opening protocol (games-gomoku/README.md, option opening) as a graph of phases, the
 * framework's {@link PhaseGraph}: each step says whose turn the colour sequence gives, who
 * decides, where a stone may go and where each kind of move it allows leads; the last moves
 * lead to free play. The tables below follow the protocols' wording step by step, so a
 * reader can check them line by line.
 */
final class OpeningProtocol {
    private static final int B = 0;
    private static final int W = 1;

    private final OpeningRule rule;
    private final PhaseGraph<OpeningStep.Rule> graph;

    private OpeningProtocol(OpeningRule rule, PhaseGraph<OpeningStep.Rule> graph) {
        this.rule = rule;
        this.graph = graph;
    }

    OpeningRule rule() {
        return rule;
    }

    /** The first step's index, or {@link OpeningStep#PLAY} when the protocol has no steps ({@code free}). */
    int start() {
        return graph.start();
    }

    OpeningStep step(int index) {
        return new OpeningStep(graph.node(index));
    }

    /** The index of the step named {@code id}, or {@link OpeningStep#PLAY} for {@code play}. */
    int indexOf(String id) {
        try {
            return graph.indexOf(id);
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException("the " + rule.id() + " opening has no step '" + id + "'");
        }
    }

    /** The step at {@code index} as the phase a state reports, {@code players} acting. */
    io.tabula.core.Phase phase(int index, List<Integer> players) {
        return graph.phase(index, players);
    }

    int stepCount() {
        return graph.size();
    }

    /**
     * The step a set-up position stands at, following the protocol's main line (no swaps,
     * stones rather than passes): a case file may set up the board after move 4 of the RIF
     * rule and expect black's offers. The stones must fit the areas of the moves that placed
     * them, in some order. A position past a declaration (whose number a board cannot
     * show), past the opening, or that fits no main-line step is in free play
     * ({@link OpeningStep#PLAY}).
     */
    int stepForSetup(byte[] cells, int size, int toMove) {
        List<OpeningArea> blackAreas = new ArrayList<>();
        List<OpeningArea> whiteAreas = new ArrayList<>();
        int stones = 0;
        for (byte c : cells) {
            stones += c == Stone.EMPTY ? 0 : 1;
        }
        int index = start();
        while (index != OpeningStep.PLAY) {
            OpeningStep step = step(index);
            boolean choosing = step.allows(Choose.class); // needs offers a board cannot show
            if (blackAreas.size() + whiteAreas.size() == stones && step.colour() == toMove && !choosing) {
                return fits(cells, size, blackAreas, whiteAreas) ? index : OpeningStep.PLAY;
            }
            if (step.allows(Place.class)) {
                (step.colour() == 0 ? blackAreas : whiteAreas).add(step.area());
                index = step.after(Place.class);
            } else if (choosing) {
                blackAreas.add(OpeningArea.ANYWHERE);
                index = step.after(Choose.class);
            } else if (step.allows(Offer.class)) {
                index = step.after(Offer.class);
            } else {
                return OpeningStep.PLAY; // a declaration: its number is not on the board
            }
        }
        return OpeningStep.PLAY;
    }

    /** Whether the black and white stones can be matched one to one with the areas of their moves. */
    private static boolean fits(byte[] cells, int size, List<OpeningArea> blackAreas, List<OpeningArea> whiteAreas) {
        List<Integer> black = Stone.points(cells, Stone.BLACK);
        List<Integer> white = Stone.points(cells, Stone.WHITE);
        return black.size() == blackAreas.size() && white.size() == whiteAreas.size()
                && matches(black, blackAreas, size, 0, new boolean[black.size()])
                && matches(white, whiteAreas, size, 0, new boolean[white.size()]);
    }

    /** Tries every order: there are at most three stones of a colour before an opening ends. */
    private static boolean matches(List<Integer> stones, List<OpeningArea> areas, int size, int next, boolean[] used) {
        if (next == areas.size()) {
            return true;
        }
        for (int i = 0; i < stones.size(); i++) {
            if (!used[i] && areas.get(next).allows(size, stones.get(i))) {
                used[i] = true;
                boolean rest = matches(stones, areas, size, next + 1, used);
                used[i] = false;
                if (rest) {
                    return true;
                }
            }
        }
        return false;
    }

    /**
     * The protocol {@code rule} with its numbers fixed: {@code offers} fifth-move offers
     * where the count is fixed (RIF 2, Taraguchi-N), {@code declareMax} the largest count a
     * declaration may name (Yamaguchi, Soosõrv-N), and whether passes are allowed at all.
     */
    static OpeningProtocol of(OpeningRule rule, int offers, int declareMax, boolean pass) {
        Tables t = new Tables(pass);
        switch (rule) {
            case FREE -> {
            }
            case CENTRE -> t.place("b1", "black plays 1 on the centre", B, false, OpeningArea.CENTRE, "play");
            case PRO, LONG_PRO -> {
                int n = rule == OpeningRule.PRO ? 5 : 7;
                t.place("b1", "black plays 1 on the centre", B, false, OpeningArea.CENTRE, "w2");
                t.place("w2", "white plays 2 anywhere", W, false, OpeningArea.ANYWHERE, "b3");
                t.place("b3", "black plays 3 outside the central " + n + "x" + n + " square", B, false,
                        OpeningArea.outside(n), "play");
            }
            case SWAP, SWAP2 -> {
                t.place("b1", "the first player places black 1 anywhere", B, true, OpeningArea.ANYWHERE, "w2");
                t.place("w2", "the first player places white 2 anywhere", W, true, OpeningArea.ANYWHERE, "b3");
                t.place("b3", "the first player places black 3 anywhere", B, true, OpeningArea.ANYWHERE, "w4");
                if (rule == OpeningRule.SWAP) {
                    t.step("w4", "the second player chooses a colour: swap to take black, or play white 4",
                            W, false, OpeningArea.ANYWHERE,
                            placeOrPass("play").on(Swap.class, "w4-swapped"));
                } else {
                    t.step("w4", "the second player plays white 4, swaps to take black, or balances: a white 4 "
                                    + "and a black 5 (balance p q), after which the first player chooses a colour",
                            W, false, OpeningArea.ANYWHERE,
                            placeOrPass("play").on(Swap.class, "w4-swapped").on(Balance.class, "choice"));
                    t.step("choice", "the first player chooses a colour: swap to take white, or keep black",
                            B, true, OpeningArea.ANYWHERE, on(Swap.class, "w6").on(Keep.class, "w6"));
                    t.step("w6", "white plays 6 anywhere", W, false, OpeningArea.ANYWHERE,
                            placeOrPass("play"));
                }
                t.step("w4-swapped", "white plays 4 anywhere", W, false, OpeningArea.ANYWHERE,
                        placeOrPass("play"));
            }
            case RIF, YAMAGUCHI, SOOSORV -> {
                t.place("b1", "black plays 1 on the centre", B, true, OpeningArea.CENTRE, "w2");
                t.place("w2", "the first player places white 2 within the central 3x3 square", W, true,
                        OpeningArea.within(3), "b3");
                t.place("b3", "the first player places black 3 within the central 5x5 square", B, true,
                        OpeningArea.within(5), rule == OpeningRule.YAMAGUCHI ? "declare" : "w4");
                if (rule == OpeningRule.YAMAGUCHI) {
                    t.declare("declare", "black declares how many fifth moves they will offer (declare N, 1 to "
                            + declareMax + ")", B, true, declareMax, "w4");
                }
                String afterW4 = rule == OpeningRule.SOOSORV ? "declare" : "offer";
                t.step("w4", "white may swap, then white plays 4 anywhere", W, false, OpeningArea.ANYWHERE,
                        placeOrPass(afterW4).on(Swap.class, "w4-swapped"));
                t.step("w4-swapped", "white plays 4 anywhere", W, false, OpeningArea.ANYWHERE,
                        placeOrPass(afterW4));
                if (rule == OpeningRule.SOOSORV) {
                    t.declare("declare", "white declares how many fifth moves black will offer (declare k, 1 to "
                            + declareMax + ")", W, false, declareMax, "offer");
                    t.offer("offer", "black may swap, then black offers the declared number of fifth moves",
                            OpeningStep.DECLARED, on(Offer.class, "choose").on(Swap.class, "offer-swapped"));
                    t.offer("offer-swapped", "black offers the declared number of fifth moves",
                            OpeningStep.DECLARED, on(Offer.class, "choose"));
                } else if (rule == OpeningRule.RIF) {
                    t.offer("offer", "black offers two fifth moves that are not symmetric", 2,
                            on(Offer.class, "choose"));
                } else {
                    t.offer("offer", "black offers the declared number of fifth moves, none symmetric to another",
                            OpeningStep.DECLARED, on(Offer.class, "choose"));
                }
                t.choose();
            }
            case TARAGUCHI, TARANNIKOV -> {
                t.place("b1", "black plays 1 on the centre", B, false, OpeningArea.CENTRE, "w2");
                t.swapThenPlace("w2", W, OpeningArea.within(3), "b3");
                t.swapThenPlace("b3", B, OpeningArea.within(5), "w4");
                t.swapThenPlace("w4", W, OpeningArea.within(7), "b5");
                if (rule == OpeningRule.TARANNIKOV) {
                    t.swapThenPlace("b5", B, OpeningArea.within(9), "w6");
                } else {
                    t.counted("b5", "black may swap and play 5 within the central 9x9 square, or offer " + offers
                                    + " fifth moves anywhere (offer p q ...)", B, false, OpeningArea.within(9),
                            offers, 0,
                            on(Place.class, "w6").on(Swap.class, "b5-swapped").on(Offer.class, "choose"));
                    t.step("b5-swapped", "black plays 5 within the central 9x9 square", B, false,
                            OpeningArea.within(9), on(Place.class, "w6"));
                    t.choose();
                }
                t.swapThenPlace("w6", W, OpeningArea.ANYWHERE, "play");
            }
            default -> throw new AssertionError(rule);
        }
        return new OpeningProtocol(rule, t.graph.build());
    }

    /** Builds the protocol's phase graph, step by step in the wording of the protocols. */
    private static final class Tables {
        private final boolean pass;
        private final PhaseGraph.Builder<OpeningStep.Rule> graph = PhaseGraph.builder("opening");

        Tables(boolean pass) {
            this.pass = pass;
        }

        void place(String id, String description, int colour, boolean first, OpeningArea area, String next) {
            step(id, description, colour, first, area, on(Place.class, next));
        }

        void step(String id, String description, int colour, boolean first, OpeningArea area,
                PhaseGraph.Transitions next) {
            counted(id, description, colour, first, area, 0, 0, next);
        }

        void counted(String id, String description, int colour, boolean first, OpeningArea area, int offers,
                int declareMax, PhaseGraph.Transitions next) {
            // A pass is only offered where the option allows it and a stone may go anywhere from move 4 on
            // (docs/rules/gomoku.md).
            if (!pass || !area.isAnywhere()) {
                next.without(Pass.class);
            }
            graph.step(id, description, new OpeningStep.Rule(colour, first, area, offers, declareMax), next);
        }

        void declare(String id, String description, int colour, boolean first, int declareMax, String next) {
            counted(id, description, colour, first, OpeningArea.ANYWHERE, 0, declareMax,
                    on(Declare.class, next));
        }

        void offer(String id, String description, int offers, PhaseGraph.Transitions next) {
            counted(id, description, B, false, OpeningArea.ANYWHERE, offers, 0, next);
        }

        void choose() {
            step("choose", "white chooses one of the offered fifth moves (choose p), then plays 6", W, false,
                    OpeningArea.ANYWHERE, on(Choose.class, "play"));
        }

        /** A step where the player to move may first swap colours (the other player then moves). */
        void swapThenPlace(String id, int colour, OpeningArea area, String next) {
            String who = colour == B ? "black" : "white";
            int move = Integer.parseInt(id.substring(1));
            String where = area.describe(15); // never the centre here, so the size does not show
            step(id, who + " may swap, then " + who + " plays " + move + " " + where, colour, false, area,
                    placeOrPass(next).on(Swap.class, id + "-swapped"));
            step(id + "-swapped", who + " plays " + move + " " + where, colour, false, area, placeOrPass(next));
        }
    }

    /** A stone or, where passing is allowed, a pass, both leading to {@code next}. */
    private static PhaseGraph.Transitions placeOrPass(String next) {
        return on(Place.class, next).on(Pass.class, next);
    }
}
