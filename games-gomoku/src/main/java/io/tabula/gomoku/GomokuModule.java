package io.tabula.gomoku;

import io.tabula.core.BoardPainter;
import io.tabula.core.Capability;
import io.tabula.gomoku.notation.GomokuPainter;
import io.tabula.gomoku.record.GomokuSgfFormat;
import io.tabula.gomoku.record.RenjuMoveListFormat;
import io.tabula.core.RecordFormat;
import io.tabula.core.GameDefinition;
import io.tabula.core.EngineDialect;
import io.tabula.core.ForcedWins;
import io.tabula.core.GameState;
import io.tabula.core.GameType;
import io.tabula.core.PlayoutSampler;
import io.tabula.core.PositionAnalysis;
import io.tabula.core.PositionEvaluator;
import io.tabula.core.ProtocolSession;
import io.tabula.core.StandardGameModule;
import io.tabula.gomoku.analysis.GomokuAnalysis;
import io.tabula.gomoku.analysis.GomokuEvaluator;
import io.tabula.gomoku.analysis.GomokuForcedWins;
import io.tabula.gomoku.notation.GomokuDiagrams;
import io.tabula.gomoku.notation.GomokuStateCodec;
import io.tabula.gomoku.notation.RenjuNotation;
import io.tabula.gomoku.protocol.GomocupDialect;
import io.tabula.gomoku.protocol.GomocupSession;
import io.tabula.gomoku.rules.GomokuOptions;
import io.tabula.gomoku.rules.GomokuOutcome;
import io.tabula.gomoku.rules.OpeningRule;
import io.tabula.gomoku.rules.GomokuSampler;
import io.tabula.gomoku.rules.GomokuState;
import io.tabula.gomoku.rules.GomokuTopology;
import io.tabula.gomoku.rules.Stone;
import io.tabula.options.OptionValues;
import java.util.EnumSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * Gomoku: five in a row on a square board, black first ({@code docs/rules/gomoku.md}).
 *
 * <p>Variants: {@code freestyle} (five or more wins), {@code standard} (exactly five
 * wins), {@code renju} (RIF: black exactly five and forbidden overline, double-four and
 * double-three; white five or more; passing allowed) and {@code caro} (five or more wins
 * unless blocked at both ends by opponent stones).
 *
 * <p>Options: {@code rule} ({@code freestyle}, {@code standard}, {@code renju},
 * {@code caro}), {@code size} (5 to 26), {@code forbiddenMoves} ({@code loses},
 * {@code illegal}, {@code claim}; renju only), {@code pass} (true in the renju preset,
 * false otherwise), {@code caroEdgeBlocks} (false: the edge is no block) and
 * {@code caroOverline} (true: six or more wins; caro only), {@code opening} (the opening
 * protocol: {@code free}, {@code centre}, {@code pro}, {@code long-pro}, {@code swap},
 * {@code swap2}, {@code rif}, {@code yamaguchi}, {@code soosorv}, {@code taraguchi},
 * {@code tarannikov}), {@code openingOffers} (N of Soosõrv-N and Taraguchi-N, Yamaguchi's
 * largest declaration; 0 for the protocol's usual number) and {@code offerSymmetry}
 * ({@code board} or {@code pattern}). README.md has a table per option.
 *
 * <p>Moves: a point ({@code h8}), {@code pass} (when {@code pass=true}), and {@code claim}
 * (white, under {@code forbiddenMoves=claim}, right after a black foul or while an
 * overline foul stands), and the opening protocols' {@code swap}, {@code keep},
 * {@code declare N}, {@code offer p q ...}, {@code choose p} and {@code balance p q}. Legal
 * moves list the points in point order, then {@code claim} when legal, then {@code pass}
 * when allowed, then the opening actions the current step allows.
 *
 * <p>Outcome reasons: {@code five}, {@code board-full} (draw), {@code forbidden} (white
 * wins by black's foul, at once or claimed), {@code passes} (draw: two passes in
 * succession), {@code no-legal-move} (draw: renju with {@code forbiddenMoves=illegal},
 * {@code pass=false}, and every empty point forbidden for black).
 */
public final class GomokuModule extends StandardGameModule {
    private static final GameType TYPE = new GameType("gomoku", "Gomoku",
            List.of(Stone.BLACK_SIDE, Stone.WHITE_SIDE), Set.of(Capability.PASS, Capability.PHASES, Capability.UNDO),
            List.of(GomokuOutcome.values()));

    private static final GomokuPainter PAINTER = new GomokuPainter();

    public GomokuModule() {
        super(TYPE, GomokuOptions.SCHEMA, new RenjuNotation(), new GomokuDiagrams(), new GomokuStateCodec(), new GomokuChecks());
    }

    /** SGF of Gomoku and Renju ({@code GM[4]}). */
    @Override
    public List<RecordFormat> recordFormats() {
        return List.of(new GomokuSgfFormat(), new RenjuMoveListFormat());
    }

    /** Threats, black's forbidden points and a VCF for the side to move ({@code tabula analyze gomoku}). */
    @Override
    public Optional<PositionAnalysis> analysis() {
        return Optional.of(new GomokuAnalysis());
    }

    /** Phases only under an opening protocol, passes only where the option allows them. */
    @Override
    public Set<Capability> capabilities(GameDefinition definition) {
        Set<Capability> capabilities = EnumSet.copyOf(type().capabilities());
        if (definition.get(GomokuOptions.OPENING) == OpeningRule.FREE) {
            capabilities.remove(Capability.PHASES);
        }
        if (!definition.get(GomokuOptions.PASS)) {
            capabilities.remove(Capability.PASS);
        }
        return com.google.common.collect.Sets.immutableEnumSet(capabilities);
    }

    @Override
    public void validate(OptionValues values) {
        GomokuOptions.validate(values);
    }

    @Override
    public GameState newGame(GameDefinition definition) {
        return GomokuState.initial(definition);
    }

    @Override
    public Optional<PlayoutSampler> fastSampler(GameDefinition definition) {
        return Optional.of(new GomokuSampler());
    }

    /** Threats and lines ({@link GomokuEvaluator}), for the alpha-beta agent; none on a torus. */
    @Override
    public Optional<PositionEvaluator> evaluator(GameDefinition definition) {
        return square(definition) ? Optional.of(new GomokuEvaluator(definition)) : Optional.empty();
    }

    /**
     * A VCF, else a VCT, for the player to act ({@link GomokuForcedWins}), which the search
     * agents play first; none on a torus, whose lines the solvers do not walk.
     */
    @Override
    public Optional<ForcedWins> forcedWins(GameDefinition definition) {
        return square(definition) ? Optional.of(new GomokuForcedWins(definition)) : Optional.empty();
    }

    private static boolean square(GameDefinition definition) {
        return definition.get(GomokuOptions.TOPOLOGY) == GomokuTopology.SQUARE;
    }

    /** The Gomocup (Piskvork) protocol ({@link GomocupSession}), which {@code tabula gomocup} serves. */
    @Override
    public Map<String, ProtocolSession.Factory> protocols() {
        return Map.of("gomocup", new ProtocolSession.Factory() {
            @Override
            public ProtocolSession open(GameDefinition definition, long seed) {
                return new GomocupSession(squareOnly(definition), seed);
            }

            /** The chooser plays the turns; the brain keeps the Swap2 opening's answers. */
            @Override
            public ProtocolSession open(GameDefinition definition, long seed,
                    java.util.function.Function<GameState, io.tabula.core.Move> chooser) {
                return new GomocupSession(squareOnly(definition), seed, chooser);
            }
        });
    }

    /** {@code definition}, when it is on the square board the Gomocup protocol knows. */
    private static GameDefinition squareOnly(GameDefinition definition) {
        if (!square(definition)) {
            throw new io.tabula.core.TabulaException("the Gomocup protocol plays on a square board, not topology="
                    + definition.get(GomokuOptions.TOPOLOGY).id());
        }
        return definition;
    }

    /** The referee plays external engines of this game in {@code gomocup}. */
    @Override
    public Map<String, EngineDialect> engineDialects() {
        return Map.of("gomocup", new GomocupDialect());
    }

    @Override
    public String render(GameState state) {
        return BoardText.render(GomokuState.TYPE.state(state));
    }

    /** The board with star points, the last move, offers and renju's forbidden points ({@link GomokuPainter}). */
    @Override
    public BoardPainter painter() {
        return PAINTER;
    }

    @Override
    public String legend() {
        return BoardText.LEGEND;
    }

    @Override
    public String notationHelp() {
        return "Moves: a column letter and a row number from the bottom, like h8 (the centre of 15x15); "
                + "pass where the rules allow it (renju); claim (white) to claim black's foul under forbiddenMoves=claim; "
                + "in an opening protocol: swap, keep (Swap2), declare N, offer p q ..., choose p, balance p q (Swap2).";
    }
}
