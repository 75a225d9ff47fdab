package io.tabula.go;

import com.google.common.collect.Sets;
import io.tabula.core.BoardPainter;
import io.tabula.core.Capability;
import io.tabula.go.notation.GoPainter;
import io.tabula.go.sgf.GoSgfFormat;
import io.tabula.core.RecordFormat;
import io.tabula.core.DeadStoneAgreement;
import io.tabula.core.GameDefinition;
import io.tabula.core.EngineDialect;
import io.tabula.core.GameState;
import io.tabula.core.GameType;
import io.tabula.core.PlayoutSampler;
import io.tabula.core.ProtocolSession;
import io.tabula.core.StandardGameModule;
import io.tabula.go.notation.GoBoardText;
import io.tabula.go.notation.GoDiagrams;
import io.tabula.go.notation.GoStateCodec;
import io.tabula.go.notation.GtpNotation;
import io.tabula.go.protocol.GoGtp;
import io.tabula.go.protocol.GtpDialect;
import com.google.common.cache.Cache;
import com.google.common.cache.CacheBuilder;
import io.tabula.go.rules.GoOptions;
import io.tabula.go.rules.GoRules;
import io.tabula.go.rules.GoRulesProvider;
import io.tabula.go.rules.GoTopology;
import io.tabula.go.rules.GoOutcome;
import io.tabula.go.rules.HandicapPlacement;
import io.tabula.go.rules.GoSampler;
import io.tabula.go.rules.GoState;
import io.tabula.go.rules.Stones;
import io.tabula.options.OptionValues;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * Go: any board from 2x2 to 25x25, square, a torus or a hex board (option
 * {@code topology}, the same rules on each), named rule sets as KataGo presets them
 * ({@code chinese}, {@code tromp-taylor}, {@code aga}, {@code new-zealand},
 * {@code japanese}, {@code ing}). Outcome reasons: {@code score}, {@code resign}.
 */
public final class GoModule extends StandardGameModule implements GoRulesProvider {
    private static final GameType TYPE = new GameType("go", "Go", List.of(Stones.BLACK_SIDE, Stones.WHITE_SIDE),
            Set.of(Capability.PASS, Capability.REPETITION_RULE, Capability.PHASES, Capability.UNDO),
            List.of(GoOutcome.values()));

    private static final GoPainter PAINTER = new GoPainter();

    /** The rules of each definition played, made once; a bound keeps a long fuzz run from keeping every komi it tried. */
    private final Cache<GameDefinition, GoRules> rules = CacheBuilder.newBuilder().maximumSize(256).build();

    public GoModule() {
        super(TYPE, GoOptions.SCHEMA, new GtpNotation(), new GoDiagrams(), new GoStateCodec(), new GoChecks());
    }

    /** SGF of Go ({@code GM[1]}). */
    @Override
    public List<RecordFormat> recordFormats() {
        return List.of(new GoSgfFormat());
    }

    /** A phase besides play only with free handicap stones to place. */
    @Override
    public Set<Capability> capabilities(GameDefinition definition) {
        boolean freeHandicap = definition.get(GoOptions.HANDICAP) > 0
                && definition.get(GoOptions.HANDICAP_PLACEMENT) == HandicapPlacement.FREE;
        return freeHandicap ? type().capabilities() : Sets.immutableEnumSet(Sets.difference(type().capabilities(),
                Set.of(Capability.PHASES)));
    }

    /** The rules of {@code definition}: made once, shared by its states and the kernel boards made for them. */
    @Override
    public GoRules rules(GameDefinition definition) {
        GoRules made = rules.getIfPresent(definition);
        if (made == null) {
            made = new GoRules(definition, GoTopology.of(definition.get(GoOptions.TOPOLOGY),
                    definition.get(GoOptions.SIZE)));
            GoRules raced = rules.asMap().putIfAbsent(definition, made);
            made = raced == null ? made : raced;
        }
        return made;
    }

    @Override
    public void validate(OptionValues values) {
        GoOptions.validate(values);
    }

    @Override
    public GameState newGame(GameDefinition definition) {
        return GoState.initial(definition);
    }

    /** Random playouts on a mutable board with incremental chains ({@link GoSampler}). */
    @Override
    public Optional<PlayoutSampler> fastSampler(GameDefinition definition) {
        return Optional.of(new GoSampler());
    }

    /** The search's support ({@link io.tabula.go.search.GoSearchSupport}): move codes, policy playouts, priors, resignation. */
    @Override
    public <F> Optional<F> facet(Class<F> type, GameDefinition definition) {
        if (type == io.tabula.core.SearchSupport.class) {
            return Optional.of(type.cast(new io.tabula.go.search.GoSearchSupport(rules(definition))));
        }
        return Optional.empty();
    }

    /** GTP version 2 ({@link GoGtp}), which {@code tabula gtp} serves. */
    @Override
    public Map<String, ProtocolSession.Factory> protocols() {
        return Map.of("gtp", new ProtocolSession.Factory() {
            @Override
            public ProtocolSession open(GameDefinition definition, long seed) {
                return new GoGtp(definition, seed);
            }

            @Override
            public ProtocolSession open(GameDefinition definition, long seed,
                    java.util.function.Function<GameState, io.tabula.core.Move> chooser) {
                return new GoGtp(definition, seed, chooser);
            }
        });
    }

    /** The referee plays external engines of this game in {@code gtp}. */
    @Override
    public Map<String, EngineDialect> engineDialects() {
        return Map.of("gtp", new GtpDialect());
    }

    /** The board with star points and the last move marked ({@link GoBoardText}). */
    /** After two passes: {@link GoDeadStoneAgreement} (the estimate of {@code DeadStones}, toggled by chains). */
    @Override
    public Optional<DeadStoneAgreement> deadStoneAgreement() {
        return Optional.of(new GoDeadStoneAgreement());
    }

    @Override
    public String render(GameState state) {
        return GoBoardText.render(GoState.TYPE.state(state));
    }

    /** The board with star points, stones, captures and the count at the end ({@link GoPainter}). */
    @Override
    public BoardPainter painter() {
        return PAINTER;
    }

    @Override
    public String legend() {
        return GoBoardText.LEGEND;
    }

    @Override
    public String notationHelp() {
        return "Moves: a column letter (no I) and a row number, like D4; pass; resign.";
    }
}
