package io.tabula.referee;

import io.tabula.core.TabulaException;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.SortedSet;

/**
 * Who judges the dead stones of a game the rules ended by passes, before it is counted
 * ({@code --dead-stones}):
 * <ul>
 *   <li>{@code referee} (the default): the referee's own judgement, the game module's estimate
 *       (the one {@code tabula play go} proposes and {@code tabula gtp} answers
 *       {@code final_status_list dead} with); the players who can be asked are asked too, and
 *       where they differ the record says so;</li>
 *   <li>{@code engines}: both players are asked (GTP's {@code final_status_list dead}, as
 *       gogui-twogtp does; a built-in agent's judgement is the referee's); when they agree their
 *       stones are taken off, else the referee's own judgement decides;</li>
 *   <li>{@code engine:gtp:COMMAND}: a referee engine, set up with the game's moves, is asked;
 *       its answer decides (the referee's own where it gives none).</li>
 * </ul>
 * Every judgement heard is kept in the {@link DeadStoneRuling}, so a disagreement is reported.
 */
public sealed interface DeadStoneJudge {

    /** The option's words, for help and errors. */
    String OPTIONS = "referee, engines or engine:gtp:COMMAND";

    /** The referee's own judgement decides. */
    DeadStoneJudge REFEREE = new Referee();

    /** Both players' judgements decide when they agree. */
    DeadStoneJudge ENGINES = new Engines();

    /** Settles the dead stones of the game {@code hearing} is about. */
    DeadStoneRuling rule(Hearing hearing);

    /** The option's text. */
    String text();

    /** The referee engine, if this judge has one (its program is checked before the first game). */
    default Optional<PlayerSpec> engine() {
        return Optional.empty();
    }

    /**
     * The judge {@code text} names.
     *
     * @throws TabulaException naming what is wrong, with the choices
     */
    static DeadStoneJudge parse(String text) {
        String t = text.strip();
        if (t.equals("referee")) {
            return REFEREE;
        }
        if (t.equals("engines")) {
            return ENGINES;
        }
        if (t.startsWith("engine:")) {
            PlayerSpec engine = PlayerSpec.parse(t.substring("engine:".length()));
            if (!engine.external()) {
                throw new TabulaException("dead stones '" + text + "': the referee engine is an external engine, like "
                        + "engine:gtp:/usr/games/gnugo --mode gtp");
            }
            return new Engine(engine);
        }
        throw new TabulaException("dead stones '" + text + "': write " + OPTIONS);
    }

    /** What a judge hears about one game: the referee's judgement, and whom it may ask. */
    interface Hearing {
        /** The referee's own judgement, the module's estimate. */
        SortedSet<String> estimate();

        /** The players' names, player 0 first. */
        List<String> players();

        /** Player {@code player}'s judgement (a built-in agent's is the referee's). */
        DeadStoneRuling.Opinion ask(int player);

        /** The judgement of {@code engine}, started and set up with the game for the question. */
        DeadStoneRuling.Opinion askEngine(PlayerSpec engine);
    }

    /** {@code referee}. */
    record Referee() implements DeadStoneJudge {
        @Override
        public DeadStoneRuling rule(Hearing hearing) {
            List<DeadStoneRuling.Opinion> opinions = new ArrayList<>();
            opinions.add(DeadStoneRuling.Opinion.of("the referee", hearing.estimate()));
            for (int player = 0; player < hearing.players().size(); player++) {
                opinions.add(hearing.ask(player));
            }
            return new DeadStoneRuling(hearing.estimate(), "the referee's judgement", opinions);
        }

        @Override
        public String text() {
            return "referee";
        }
    }

    /** {@code engines}. */
    record Engines() implements DeadStoneJudge {
        @Override
        public DeadStoneRuling rule(Hearing hearing) {
            List<DeadStoneRuling.Opinion> opinions = new ArrayList<>();
            opinions.add(DeadStoneRuling.Opinion.of("the referee", hearing.estimate()));
            List<Optional<SortedSet<String>>> answers = new ArrayList<>();
            for (int player = 0; player < hearing.players().size(); player++) {
                DeadStoneRuling.Opinion opinion = hearing.ask(player);
                opinions.add(opinion);
                answers.add(opinion.dead());
            }
            boolean agreed = answers.stream().allMatch(Optional::isPresent) && answers.stream().distinct().count() == 1;
            return agreed ? new DeadStoneRuling(answers.get(0).get(), "both players' judgement", opinions)
                    : new DeadStoneRuling(hearing.estimate(), "the referee's judgement, the players differing", opinions);
        }

        @Override
        public String text() {
            return "engines";
        }
    }

    /** {@code engine:gtp:COMMAND}. */
    record Engine(PlayerSpec spec) implements DeadStoneJudge {
        @Override
        public DeadStoneRuling rule(Hearing hearing) {
            List<DeadStoneRuling.Opinion> opinions = new ArrayList<>();
            opinions.add(DeadStoneRuling.Opinion.of("the referee", hearing.estimate()));
            DeadStoneRuling.Opinion engine = hearing.askEngine(spec);
            opinions.add(engine);
            return engine.dead().map(dead -> new DeadStoneRuling(dead, "the referee engine " + spec.name() + "'s judgement",
                    opinions)).orElseGet(() -> new DeadStoneRuling(hearing.estimate(),
                    "the referee's judgement, the referee engine giving none", opinions));
        }

        @Override
        public Optional<PlayerSpec> engine() {
            return Optional.of(spec);
        }

        @Override
        public String text() {
            return "engine:" + spec.kind() + ":" + String.join(" ", spec.command());
        }
    }
}
