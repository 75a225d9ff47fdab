package io.tabula.gomoku.rules;

import java.util.ArrayList;
import java.util.EnumMap;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * An opening protocol as a list of steps (games-gomoku/README.md, option opening). Each step says whose turn
 * the colour sequence gives, who decides, where a stone may go and where each allowed
 * action leads; the last actions lead to free play. The tables below follow the spec's
 * wording step by step, so a reader can check them against it line by line.
 */
final class OpeningProtocol {
    private static final int B = 0;
    private static final int W = 1;

    private final OpeningRule rule;
    private final List<OpeningStep> steps;

    private OpeningProtocol(OpeningRule rule, List<OpeningStep> steps) {
        this.rule = rule;
        this.steps = List.copyOf(steps);
    }

    OpeningRule rule() {
        return rule;
    }

    /** The first step's index, or {@link OpeningStep#PLAY} when the protocol has no steps ({@code free}). */
    int start() {
        return steps.isEmpty() ? OpeningStep.PLAY : 0;
    }

    OpeningStep step(int index) {
        return steps.get(index);
    }

    /** The index of the step named {@code id}, or {@link OpeningStep#PLAY} for {@code play}. */
    int indexOf(String id) {
        if (id.equals("play")) {
            return OpeningStep.PLAY;
        }
        for (int i = 0; i < steps.size(); i++) {
            if (steps.get(i).id().equals(id)) {
                return i;
            }
        }
        throw new IllegalArgumentException("the " + rule.id() + " opening has no step '" + id + "'");
    }

    int stepCount() {
        return steps.size();
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
            OpeningStep step = steps.get(index);
            boolean choosing = step.allows(OpeningAction.CHOOSE); // needs offers a board cannot show
            if (blackAreas.size() + whiteAreas.size() == stones && step.colour() == toMove && !choosing) {
                return fits(cells, size, blackAreas, whiteAreas) ? index : OpeningStep.PLAY;
            }
            if (step.allows(OpeningAction.PLACE)) {
                (step.colour() == 0 ? blackAreas : whiteAreas).add(step.area());
                index = step.after(OpeningAction.PLACE);
            } else if (choosing) {
                blackAreas.add(OpeningArea.ANYWHERE);
                index = step.after(OpeningAction.CHOOSE);
            } else if (step.allows(OpeningAction.OFFER)) {
                index = step.after(OpeningAction.OFFER);
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
                            OpeningAction.PLACE, "play", OpeningAction.PASS, "play", OpeningAction.SWAP, "w4-swapped");
                } else {
                    t.step("w4", "the second player plays white 4, swaps to take black, or balances: a white 4 "
                                    + "and a black 5 (balance p q), after which the first player chooses a colour",
                            W, false, OpeningArea.ANYWHERE,
                            OpeningAction.PLACE, "play", OpeningAction.PASS, "play", OpeningAction.SWAP, "w4-swapped",
                            OpeningAction.BALANCE, "choice");
                    t.step("choice", "the first player chooses a colour: swap to take white, or keep black",
                            B, true, OpeningArea.ANYWHERE, OpeningAction.SWAP, "w6", OpeningAction.KEEP, "w6");
                    t.step("w6", "white plays 6 anywhere", W, false, OpeningArea.ANYWHERE,
                            OpeningAction.PLACE, "play", OpeningAction.PASS, "play");
                }
                t.step("w4-swapped", "white plays 4 anywhere", W, false, OpeningArea.ANYWHERE,
                        OpeningAction.PLACE, "play", OpeningAction.PASS, "play");
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
                        OpeningAction.PLACE, afterW4, OpeningAction.PASS, afterW4, OpeningAction.SWAP, "w4-swapped");
                t.step("w4-swapped", "white plays 4 anywhere", W, false, OpeningArea.ANYWHERE,
                        OpeningAction.PLACE, afterW4, OpeningAction.PASS, afterW4);
                if (rule == OpeningRule.SOOSORV) {
                    t.declare("declare", "white declares how many fifth moves black will offer (declare k, 1 to "
                            + declareMax + ")", W, false, declareMax, "offer");
                    t.offer("offer", "black may swap, then black offers the declared number of fifth moves",
                            OpeningStep.DECLARED, OpeningAction.OFFER, "choose", OpeningAction.SWAP, "offer-swapped");
                    t.offer("offer-swapped", "black offers the declared number of fifth moves",
                            OpeningStep.DECLARED, OpeningAction.OFFER, "choose");
                } else if (rule == OpeningRule.RIF) {
                    t.offer("offer", "black offers two fifth moves that are not symmetric", 2,
                            OpeningAction.OFFER, "choose");
                } else {
                    t.offer("offer", "black offers the declared number of fifth moves, none symmetric to another",
                            OpeningStep.DECLARED, OpeningAction.OFFER, "choose");
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
                                    + " fifth moves anywhere (offer p q ...)", B, false, OpeningArea.within(9), offers, 0,
                            OpeningAction.PLACE, "w6", OpeningAction.SWAP, "b5-swapped", OpeningAction.OFFER, "choose");
                    t.step("b5-swapped", "black plays 5 within the central 9x9 square", B, false,
                            OpeningArea.within(9), OpeningAction.PLACE, "w6");
                    t.choose();
                }
                t.swapThenPlace("w6", W, OpeningArea.ANYWHERE, "play");
            }
            default -> throw new AssertionError(rule);
        }
        return new OpeningProtocol(rule, t.build());
    }

    /** Collects steps by name and resolves the names of next steps into indexes. */
    private static final class Tables {
        private record Raw(String id, String description, int colour, boolean first, OpeningArea area, int offers,
                int declareMax, Map<OpeningAction, String> next) {
        }

        private final boolean pass;
        private final List<Raw> raw = new ArrayList<>();

        Tables(boolean pass) {
            this.pass = pass;
        }

        void place(String id, String description, int colour, boolean first, OpeningArea area, String next) {
            step(id, description, colour, first, area, OpeningAction.PLACE, next);
        }

        void step(String id, String description, int colour, boolean first, OpeningArea area, Object... pairs) {
            counted(id, description, colour, first, area, 0, 0, pairs);
        }

        void counted(String id, String description, int colour, boolean first, OpeningArea area, int offers,
                int declareMax, Object... pairs) {
            Map<OpeningAction, String> next = new EnumMap<>(OpeningAction.class);
            for (int i = 0; i < pairs.length; i += 2) {
                OpeningAction action = (OpeningAction) pairs[i];
                if (action != OpeningAction.PASS || pass) {
                    next.put(action, (String) pairs[i + 1]);
                }
            }
            raw.add(new Raw(id, description, colour, first, area, offers, declareMax, next));
        }

        void declare(String id, String description, int colour, boolean first, int declareMax, String next) {
            counted(id, description, colour, first, OpeningArea.ANYWHERE, 0, declareMax, OpeningAction.DECLARE, next);
        }

        void offer(String id, String description, int offers, Object... pairs) {
            counted(id, description, B, false, OpeningArea.ANYWHERE, offers, 0, pairs);
        }

        void choose() {
            step("choose", "white chooses one of the offered fifth moves (choose p), then plays 6", W, false,
                    OpeningArea.ANYWHERE, OpeningAction.CHOOSE, "play");
        }

        /** A step where the player to move may first swap colours (the other player then moves). */
        void swapThenPlace(String id, int colour, OpeningArea area, String next) {
            String who = colour == B ? "black" : "white";
            int move = Integer.parseInt(id.substring(1));
            String where = area.describe(15); // never the centre here, so the size does not show
            step(id, who + " may swap, then " + who + " plays " + move + " " + where, colour, false, area,
                    OpeningAction.PLACE, next, OpeningAction.PASS, next, OpeningAction.SWAP, id + "-swapped");
            step(id + "-swapped", who + " plays " + move + " " + where, colour, false, area,
                    OpeningAction.PLACE, next, OpeningAction.PASS, next);
        }

        List<OpeningStep> build() {
            Map<String, Integer> index = new HashMap<>();
            for (int i = 0; i < raw.size(); i++) {
                index.put(raw.get(i).id(), i);
            }
            index.put("play", OpeningStep.PLAY);
            List<OpeningStep> out = new ArrayList<>();
            for (Raw r : raw) {
                Map<OpeningAction, Integer> next = new EnumMap<>(OpeningAction.class);
                r.next().forEach((action, target) -> {
                    Integer i = index.get(target);
                    if (i == null) {
                        throw new IllegalStateException("step " + r.id() + " leads to unknown step " + target);
                    }
                    // A pass is only offered where a stone may go anywhere from move 4 on (docs/rules/gomoku.md).
                    if (action != OpeningAction.PASS || r.area().isAnywhere()) {
                        next.put(action, i);
                    }
                });
                out.add(new OpeningStep(r.id(), r.description(), r.colour(), r.first(), r.area(), next, r.offers(),
                        r.declareMax()));
            }
            return out;
        }
    }
}
