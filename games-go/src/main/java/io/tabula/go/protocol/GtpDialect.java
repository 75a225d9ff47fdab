package io.tabula.go.protocol;

import io.tabula.core.EngineCommand;
import io.tabula.core.Expressible;
import io.tabula.core.EngineDialect;
import io.tabula.core.EngineTime;
import io.tabula.core.GameDefinition;
import io.tabula.core.GameState;
import io.tabula.core.Move;
import io.tabula.core.NotationException;
import io.tabula.go.notation.GtpNotation;
import io.tabula.go.rules.GoMove;
import io.tabula.go.rules.BoardTopology;
import io.tabula.go.rules.GoOptions;
import io.tabula.go.rules.GoState;
import io.tabula.go.rules.Stones;
import io.tabula.options.OptionException;
import java.util.ArrayList;
import java.util.List;

/**
 * Go in the words of GTP 2, for a referee playing an external engine: {@code boardsize},
 * {@code clear_board}, {@code komi} and {@code time_settings} start a game; the moves the engine
 * has not seen go as {@code play B D4}, then {@code time_left} and {@code genmove}. The engine's
 * vertex, {@code pass} or {@code resign} is read in {@link GtpNotation}.
 *
 * <p>GTP 2 has no command for a rule set. The rules go to an engine in a style of its own
 * ({@link #rules}): {@code gnugo}, GNU Go's command-line flags ({@code --chinese-rules} or
 * {@code --japanese-rules} for the scoring, {@code --simple-ko}, {@code --positional-superko} or
 * {@code --situational-superko}, {@code --forbid-suicide}, {@code --allow-suicide} or
 * {@code --allow-all-suicide}), which
 * a program named {@code gnugo} is given by default; or {@code kgs}, the {@code kgs-rules}
 * command of engines made for KGS, for the four rule sets it names. The referee still judges
 * ko, suicide and the score by Tabula's rules. Handicap games are refused: the engine would have
 * to be told the stones and the order of play differs. So are boards that are not square (a
 * torus, a hex board): GTP's {@code boardsize} means a square board.
 *
 * <p>Times go in seconds to the millisecond ({@code time_left B 59.483 0}); an engine that
 * refuses a fraction (GTP 2 writes whole seconds, and GNU Go takes only those) is sent the whole
 * seconds left, rounded down, from then on.
 *
 * <p>After two passes the engine may be asked {@code final_status_list dead}
 * ({@link #deadStonesQuestion}), as gogui-twogtp asks it.
 */
public final class GtpDialect implements EngineDialect {
    private final GtpNotation notation = new GtpNotation();

    @Override
    public List<EngineCommand> newGame(GameDefinition definition, EngineTime time) {
        GoGtp.requireSquare(definition);
        if (definition.get(GoOptions.HANDICAP) != 0) {
            throw new OptionException("option 'handicap': a referee plays GTP engines on even games only, not handicap "
                    + definition.get(GoOptions.HANDICAP));
        }
        List<EngineCommand> commands = new ArrayList<>();
        commands.add(EngineCommand.required("boardsize " + definition.get(GoOptions.SIZE)));
        commands.add(EngineCommand.required("clear_board"));
        commands.add(EngineCommand.required("komi " + definition.get(GoOptions.KOMI).toPlainString()));
        commands.add(time.limited()
                ? precise("time_settings " + seconds(time.main()) + " " + seconds(time.period()) + " " + time.periodStones(),
                        "time_settings " + time.main().toSeconds() + " " + time.period().toSeconds() + " "
                                + time.periodStones())
                : EngineCommand.optional("time_settings 0 1 0"));
        return commands;
    }

    @Override
    public List<EngineCommand> moveRequest(GameState state, List<Move> unseen, EngineTime time) {
        GoState go = GoState.TYPE.state(state);
        List<EngineCommand> commands = new ArrayList<>(told(go, unseen));
        String colour = colour(go.toMove().index());
        if (time.limited()) {
            commands.add(precise("time_left " + colour + " " + seconds(time.left()) + " " + time.stonesLeft(),
                    "time_left " + colour + " " + time.left().toSeconds() + " " + time.stonesLeft()));
        }
        commands.add(EngineCommand.required("genmove " + colour));
        return commands;
    }

    /** An optional command in seconds to the millisecond, with whole seconds for an engine that refuses fractions. */
    private static EngineCommand precise(String line, String whole) {
        EngineCommand command = EngineCommand.optional(line);
        return line.equals(whole) ? command : command.orElse(whole);
    }

    /** Seconds to the millisecond, without trailing zeros: {@code 59.483}, {@code 600}. */
    static String seconds(java.time.Duration span) {
        return java.math.BigDecimal.valueOf(span.toMillis(), 3).stripTrailingZeros().toPlainString();
    }

    /** The moves the engine has not seen as {@code play}, colours by ply (even games alternate from black). */
    private List<EngineCommand> told(GoState go, List<Move> unseen) {
        List<EngineCommand> commands = new ArrayList<>();
        int ply = go.ply() - unseen.size();
        for (Move move : unseen) {
            commands.add(EngineCommand.required("play " + colour(ply % 2 == 0 ? 0 : 1) + " " + notation.format(go, move)));
            ply++;
        }
        return commands;
    }

    /**
     * The moves the engine has not seen, then {@code final_status_list dead}; the answer's
     * vertices (any spacing, one group a line as GNU Go writes them) are the dead stones, each
     * of which must hold a stone.
     */
    @Override
    public Expressible<DeadStonesQuestion> deadStonesQuestion(GameState end, List<Move> unseen) {
        GoState go = GoState.TYPE.state(end);
        List<EngineCommand> commands = new ArrayList<>(told(go, unseen));
        commands.add(EngineCommand.required("final_status_list dead"));
        int size = go.size();
        return Expressible.said(new DeadStonesQuestion(commands, answer -> {
            java.util.SortedSet<String> dead = new java.util.TreeSet<>(
                    java.util.Comparator.comparingInt((String name) -> GtpNotation.point(size, name)));
            for (String word : answer.strip().split("\\s+")) {
                if (word.isEmpty()) {
                    continue;
                }
                int point = GtpNotation.point(size, word);
                if (go.stone(point) == Stones.EMPTY) {
                    throw new NotationException("final_status_list dead names " + word + ", which holds no stone");
                }
                dead.add(GtpNotation.point(size, point));
            }
            return dead;
        }));
    }

    @Override
    public List<String> ruleStyles() {
        return List.of("gnugo", "kgs");
    }

    /** {@code gnugo} for a program whose file name begins with {@code gnugo}, else {@code none}. */
    @Override
    public String ruleStyleFor(List<String> command) {
        if (command.isEmpty()) {
            return "none";
        }
        String program = command.get(0);
        String file = program.substring(program.lastIndexOf('/') + 1);
        return file.startsWith("gnugo") ? "gnugo" : "none";
    }

    @Override
    public Expressible<EngineRules> rules(GameDefinition definition, String style) {
        io.tabula.go.rules.KoRule ko = definition.get(GoOptions.KO);
        boolean suicide = definition.get(GoOptions.SUICIDE);
        io.tabula.go.rules.Scoring scoring = definition.get(GoOptions.SCORING);
        return switch (style) {
            case "gnugo" -> Expressible.said(new EngineRules(List.of(
                    scoring == io.tabula.go.rules.Scoring.AREA ? "--chinese-rules" : "--japanese-rules",
                    switch (ko) {
                        case SIMPLE -> "--simple-ko";
                        case POSITIONAL_SUPERKO -> "--positional-superko";
                        case SITUATIONAL_SUPERKO -> "--situational-superko";
                    },
                    suicideFlag(ko, suicide)), List.of()));
            case "kgs" -> kgsRules(ko, suicide, scoring)
                    .<Expressible<EngineRules>>map(name -> Expressible.said(new EngineRules(List.of(),
                            List.of(EngineCommand.required("kgs-rules " + name)))))
                    .orElseGet(() -> Expressible.unsayable("kgs-rules names chinese, japanese, aga and new_zealand "
                            + "only; none has ko=" + ko.id() + ", suicide=" + suicide + ", scoring=" + scoring.id()));
            default -> Expressible.unsayable("GTP engines are told the rules as gnugo or kgs, not '" + style + "'");
        };
    }

    /**
     * GNU Go's suicide flag. Where suicide is allowed under a superko, a single stone's suicide
     * repeats the board it was played on and so is illegal anyway; GNU Go's
     * {@code --allow-all-suicide} lets it through (it does not judge that repetition), its
     * {@code --allow-suicide} forbids it, which is the rule. Under simple ko every suicide is allowed.
     */
    private static String suicideFlag(io.tabula.go.rules.KoRule ko, boolean suicide) {
        if (!suicide) {
            return "--forbid-suicide";
        }
        return ko == io.tabula.go.rules.KoRule.SIMPLE ? "--allow-all-suicide" : "--allow-suicide";
    }

    /** The {@code kgs-rules} rule set with these rules, if one has them. */
    private static java.util.Optional<String> kgsRules(io.tabula.go.rules.KoRule ko, boolean suicide,
            io.tabula.go.rules.Scoring scoring) {
        boolean area = scoring == io.tabula.go.rules.Scoring.AREA;
        if (area && ko == io.tabula.go.rules.KoRule.POSITIONAL_SUPERKO && !suicide) {
            return java.util.Optional.of("chinese");
        }
        if (!area && ko == io.tabula.go.rules.KoRule.SIMPLE && !suicide) {
            return java.util.Optional.of("japanese");
        }
        if (area && ko == io.tabula.go.rules.KoRule.SITUATIONAL_SUPERKO) {
            return java.util.Optional.of(suicide ? "new_zealand" : "aga");
        }
        return java.util.Optional.empty();
    }

    @Override
    public Move readMove(GameState state, String answer) {
        return notation.parse(state, answer);
    }

    @Override
    public List<EngineCommand> quit() {
        return List.of(EngineCommand.optional("quit"));
    }

    /**
     * A fresh board of the definition's size and komi, then the start's stones one {@code play}
     * each (GTP has no setup command but {@code loadsgf}, which needs a file the engine can
     * read; a stone of a legal position never captures or is captured while the others are
     * placed, since every group has at least its final liberties), then the moves, each in the
     * colour of the side to move. Handicap stones are stones of the start like any other.
     */
    @Override
    public Expressible<List<EngineCommand>> setUp(GameDefinition definition, GameState start, List<Move> moves) {
        if (moves.stream().anyMatch(move -> move instanceof GoMove.Resign)) {
            return Expressible.unsayable("GTP cannot play a resignation (play takes a vertex or pass)");
        }
        if (definition.get(GoOptions.TOPOLOGY) != BoardTopology.SQUARE) {
            return Expressible.unsayable("GTP's boards are square, not " + definition.get(GoOptions.TOPOLOGY).id());
        }
        GoState go = GoState.TYPE.state(start);
        List<EngineCommand> commands = new ArrayList<>();
        commands.add(EngineCommand.required("boardsize " + go.size()));
        commands.add(EngineCommand.required("clear_board"));
        commands.add(EngineCommand.required("komi " + definition.get(GoOptions.KOMI).toPlainString()));
        byte[] cells = go.cells();
        for (int point = 0; point < cells.length; point++) {
            if (cells[point] != Stones.EMPTY) {
                commands.add(EngineCommand.required("play " + (cells[point] == Stones.BLACK ? "B" : "W") + " "
                        + GtpNotation.point(go.size(), point)));
            }
        }
        GameState state = start;
        for (Move move : moves) {
            commands.add(EngineCommand.required("play " + colour(state.toMove().index()) + " "
                    + notation.format(GoState.TYPE.state(state), move)));
            state = state.apply(move);
        }
        return Expressible.said(commands);
    }

    /**
     * {@code is_legal COLOUR VERTEX}, which GNU Go and most engines have; it asks about stones
     * only, and answers {@code 1} legal or {@code 0} illegal.
     */
    @Override
    public Expressible<LegalityQuestion> legalityQuestion(GameState state, Move move) {
        if (!(move instanceof GoMove.Place)) {
            return Expressible.unsayable("GTP's is_legal asks about a stone on a vertex, not a pass or a resignation");
        }
        GoState go = GoState.TYPE.state(state);
        return Expressible.said(new LegalityQuestion(
                EngineCommand.required("is_legal " + colour(go.toMove().index()) + " " + notation.format(go, move)),
                GtpDialect::isLegal));
    }

    private static boolean isLegal(String answer) {
        return switch (answer.strip()) {
            case "1" -> true;
            case "0" -> false;
            default -> throw new NotationException("is_legal answers 1 or 0, not '" + answer.strip() + "'");
        };
    }

    private static String colour(int sideIndex) {
        return sideIndex == 0 ? "B" : "W";
    }
}
