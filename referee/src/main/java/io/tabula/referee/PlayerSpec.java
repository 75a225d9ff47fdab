package io.tabula.referee;

import io.tabula.agent.AgentSpec;
import io.tabula.core.TabulaException;
import io.tabula.protocol.EngineConversation;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A player of a match as the command line names it: {@code [NAME=]random[:SEED]} for the
 * built-in uniform-random agent, {@code [NAME=]mcts[:OPTIONS]} and {@code [NAME=]ismcts[:OPTIONS]}
 * for the built-in searches (their options as {@link AgentSpec} reads them, plus
 * {@code seed=N}), {@code [NAME=]gtp:COMMAND} for an external GTP engine and
 * {@code [NAME=]gomocup:COMMAND} for a Gomocup brain, {@code COMMAND} being the program and its
 * arguments separated by spaces ({@code gtp:/usr/games/gnugo --mode gtp --level 1}). The name,
 * letters, digits and {@code _.-}, shows in results; without one a player is named after its
 * agent or program ({@code random}, {@code gnugo}). In an engine's command, {@code {seed}}
 * stands for the game's seed ({@code --seed {seed}}), so that an engine that takes a seed plays
 * each game of a match differently and the same match the same way again.
 *
 * @param name     the name in results
 * @param kind     a built-in agent ({@code random}, {@code mcts}, {@code ismcts}), or the protocol:
 *                 {@code gtp}, {@code gomocup}
 * @param command  the program and its arguments; empty for a built-in agent
 * @param seed     the built-in agent's seed (game {@code i} of a match plays with {@code seed + i})
 * @param agent    the built-in agent, empty for an external engine
 * @param rules    how an external engine is told the rules: {@code auto} (as its dialect knows
 *                 the program: GNU Go's flags for {@code gnugo}), {@code none}, or one of the
 *                 dialect's styles ({@link io.tabula.core.EngineDialect#ruleStyles()})
 * @param clock    this player's own clock, where it differs from the match's
 */
public record PlayerSpec(String name, String kind, List<String> command, long seed, Optional<AgentSpec> agent,
        String rules, Optional<Clock> clock) {
    /** The rule style that asks the engine's dialect. */
    public static final String AUTO_RULES = "auto";
    /** The rule style that tells an engine nothing. */
    public static final String NO_RULES = "none";
    private static final Pattern NAMED = Pattern.compile("([A-Za-z0-9_.-]+)=(.*)", Pattern.DOTALL);

    public PlayerSpec {
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(kind, "kind");
        command = List.copyOf(command);
        Objects.requireNonNull(agent, "agent");
        Objects.requireNonNull(rules, "rules");
        Objects.requireNonNull(clock, "clock");
    }

    /** A player with the rules told as its dialect knows the program, on the match's clock. */
    public PlayerSpec(String name, String kind, List<String> command, long seed, Optional<AgentSpec> agent) {
        this(name, kind, command, seed, agent, AUTO_RULES, Optional.empty());
    }

    /**
     * The player {@code text} names.
     *
     * @throws TabulaException naming what is wrong and the forms allowed
     */
    public static PlayerSpec parse(String text) {
        String rest = text.strip();
        String name = null;
        Matcher named = NAMED.matcher(rest);
        if (named.matches()) {
            name = named.group(1);
            rest = named.group(2).strip();
        }
        int colon = rest.indexOf(':');
        String kind = colon < 0 ? rest : rest.substring(0, colon);
        String argument = colon < 0 ? "" : rest.substring(colon + 1).strip();
        if (kind.equals("random")) {
            long seed = 1;
            if (!argument.isEmpty()) {
                try {
                    seed = Long.parseLong(argument);
                } catch (NumberFormatException e) {
                    throw bad(text, "the seed '" + argument + "' is not a whole number");
                }
            }
            return new PlayerSpec(name == null ? "random" : name, kind, List.of(), seed, Optional.of(AgentSpec.parse("random")));
        }
        if (AgentSpec.KINDS.contains(kind)) {
            return search(text, name, kind, argument);
        }
        if (EngineConversation.PROTOCOLS.contains(kind)) {
            if (argument.isEmpty()) {
                throw bad(text, "name the program after '" + kind + ":', like " + kind + ":/path/to/engine --its-options");
            }
            List<String> command = Arrays.asList(argument.split("\\s+"));
            return new PlayerSpec(name == null ? programName(command.get(0)) : name, kind, command, 1, Optional.empty());
        }
        throw bad(text, "write [NAME=]random[:SEED], [NAME=]mcts[:OPTIONS], [NAME=]ismcts[:OPTIONS], [NAME=]alphabeta[:OPTIONS], "
                + "[NAME=]gtp:COMMAND or [NAME=]gomocup:COMMAND");
    }

    /** A search agent: its options, one of which may be the seed. */
    private static PlayerSpec search(String text, String name, String kind, String argument) {
        long seed = 1;
        List<String> options = new ArrayList<>();
        for (String option : argument.isEmpty() ? new String[0] : argument.split(",")) {
            if (option.strip().startsWith("seed=")) {
                try {
                    seed = Long.parseLong(option.strip().substring("seed=".length()));
                } catch (NumberFormatException e) {
                    throw bad(text, "the seed in '" + option.strip() + "' is not a whole number");
                }
            } else {
                options.add(option);
            }
        }
        try {
            AgentSpec agent = AgentSpec.parse(options.isEmpty() ? kind : kind + ":" + String.join(",", options));
            return new PlayerSpec(name == null ? kind : name, kind, List.of(), seed, Optional.of(agent));
        } catch (IllegalArgumentException e) {
            throw bad(text, e.getMessage());
        }
    }

    /** Whether an external engine plays, rather than a built-in agent. */
    public boolean external() {
        return !command.isEmpty();
    }

    /** This player under another name. */
    public PlayerSpec named(String other) {
        return new PlayerSpec(other, kind, command, seed, agent, rules, clock);
    }

    /** This player telling its engine the rules in {@code style} ({@code auto}, {@code none} or a dialect's style). */
    public PlayerSpec withRules(String style) {
        return new PlayerSpec(name, kind, command, seed, agent, style, clock);
    }

    /** This player on a clock of its own. */
    public PlayerSpec withClock(Clock own) {
        return new PlayerSpec(name, kind, command, seed, agent, rules, Optional.of(own));
    }

    /** The style this engine is told the rules in: its own, or for {@code auto} the one its dialect knows the program by. */
    public String ruleStyle(io.tabula.core.EngineDialect dialect) {
        return rules.equals(AUTO_RULES) ? dialect.ruleStyleFor(command) : rules;
    }

    /**
     * How this engine is told the rules of {@code definition} in its {@link #ruleStyle}: nothing
     * for {@code none}; unsayable when the style cannot say these rules.
     */
    public io.tabula.core.Expressible<io.tabula.core.EngineDialect.EngineRules> rulesFor(
            io.tabula.core.EngineDialect dialect, io.tabula.core.GameDefinition definition) {
        String style = ruleStyle(dialect);
        return style.equals(NO_RULES)
                ? io.tabula.core.Expressible.said(new io.tabula.core.EngineDialect.EngineRules(List.of(), List.of()))
                : dialect.rules(definition, style);
    }

    /** The engine's command for the game seeded {@code gameSeed}: each {@code {seed}} replaced by it. */
    public List<String> command(long gameSeed) {
        return command.stream().map(word -> word.replace("{seed}", Long.toString(gameSeed))).toList();
    }

    private static String programName(String program) {
        String file = program.substring(program.lastIndexOf('/') + 1);
        return file.isEmpty() ? program : file;
    }

    private static TabulaException bad(String text, String problem) {
        return new TabulaException("player '" + text.strip() + "': " + problem);
    }
}
