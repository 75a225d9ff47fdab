package io.tabula.junqi;

import com.google.common.collect.Sets;
import io.tabula.core.BoardPainter;
import io.tabula.junqi.notation.JunqiPainter;
import io.tabula.core.Capability;
import io.tabula.core.Determinizer;
import io.tabula.core.GameDefinition;
import io.tabula.core.GameState;
import io.tabula.core.GameType;
import io.tabula.core.PlayoutSampler;
import io.tabula.core.PositionEvaluator;
import io.tabula.core.RecordFormat;
import io.tabula.core.StandardGameModule;
import io.tabula.junqi.notation.BoardText;
import io.tabula.junqi.notation.DeploymentText;
import io.tabula.junqi.notation.JunqiDiagrams;
import io.tabula.junqi.notation.JunqiNotation;
import io.tabula.junqi.notation.JunqiStateCodec;
import io.tabula.junqi.record.JunqiRecordFormat;
import io.tabula.junqi.rules.Deployment;
import io.tabula.junqi.rules.JunqiOptions;
import io.tabula.junqi.rules.JunqiOutcome;
import io.tabula.junqi.rules.JunqiRules;
import io.tabula.junqi.rules.JunqiDeterminizer;
import io.tabula.junqi.rules.JunqiEvaluator;
import io.tabula.junqi.rules.JunqiSampler;
import io.tabula.junqi.rules.JunqiState;
import java.util.Optional;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;

/**
 * Junqi (军棋 / 陆战棋), two players, as {@code docs/rules/junqi.md} specifies it: game id
 * {@code junqi}, variant {@code standard}, sides {@code red} (moves first) and {@code blue}.
 * Outcome reasons: {@code flag-captured}, {@code no-movable-pieces}, {@code no-combat},
 * {@code move-limit}; there is no resigning move.
 *
 * <p>Deployment: {@link #newGame} starts in the deployment phase ({@code deploy/red}, then
 * {@code deploy/blue}), where each side plays one {@link io.tabula.junqi.rules.JunqiMove.Deploy}
 * (a whole legal layout; a random agent or a playout draws one uniformly), then play starts.
 * With option {@code deploymentSeed} set, {@link #newGame} plays both deployments, drawn at
 * random from that seed; {@link #deploy} plays deployments given explicitly, as
 * {@link Deployment}s or in {@link DeploymentText} form. Pieces are hidden from the first
 * deployment on: {@link GameState#viewFor} shows a side the enemy's pieces as unknown tokens
 * unless option {@code open} is set.
 */
public final class JunqiModule extends StandardGameModule {
    private static final JunqiPainter PAINTER = new JunqiPainter();

    private static final GameType TYPE = new GameType("junqi", "Junqi", JunqiRules.SIDES,
            Set.of(Capability.HIDDEN_INFORMATION, Capability.PHASES, Capability.UNDO), List.of(JunqiOutcome.values()));

    public JunqiModule() {
        super(TYPE, JunqiOptions.SCHEMA, new JunqiNotation(), new JunqiDiagrams(), new JunqiStateCodec(), new JunqiChecks());
    }

    /** Junqi's JSON records, whole or as a side's view ({@link JunqiRecordFormat}). */
    @Override
    public List<RecordFormat> recordFormats() {
        return List.of(new JunqiRecordFormat());
    }

    /**
     * The deployment phase unless {@code deploymentSeed} plays both layouts at once; hidden
     * pieces unless the game is open (明棋).
     */
    @Override
    public Set<Capability> capabilities(GameDefinition definition) {
        Set<Capability> capabilities = EnumSet.copyOf(type().capabilities());
        if (definition.get(JunqiOptions.DEPLOYMENT_SEED) != JunqiOptions.NO_DEPLOYMENT_SEED) {
            capabilities.remove(Capability.PHASES);
        }
        if (definition.get(JunqiOptions.OPEN)) {
            capabilities.remove(Capability.HIDDEN_INFORMATION);
        }
        return Sets.immutableEnumSet(capabilities);
    }

    /**
     * The deployment phase, red to deploy; with option {@code deploymentSeed} set, play after
     * two deployments drawn at random from it, red to move.
     */
    @Override
    public GameState newGame(GameDefinition definition) {
        return JunqiState.initial(definition);
    }

    /**
     * Play after the deployment moves {@code red} and {@code blue}, red to move.
     *
     * @throws IllegalArgumentException if one is not legal (rules section 3); the message lists why
     */
    public JunqiState deploy(GameDefinition definition, Deployment red, Deployment blue) {
        return JunqiState.deployed(definition, red, blue);
    }

    /**
     * Play from deployments in text ({@link DeploymentText}: six rows or {@code post=piece}).
     *
     * @throws io.tabula.core.NotationException if a text cannot be read
     * @throws IllegalArgumentException         if a deployment is not legal
     */
    public JunqiState deploy(GameDefinition definition, String red, String blue) {
        return deploy(definition, DeploymentText.parse(JunqiRules.RED, red), DeploymentText.parse(JunqiRules.BLUE, blue));
    }

    @Override
    public Optional<PlayoutSampler> fastSampler(GameDefinition definition) {
        return Optional.of(new JunqiSampler());
    }

    /** Full states drawn from a side's view: the enemy's tokens given pieces the rules allow there. */
    @Override
    public Optional<Determinizer> determinizer(GameDefinition definition) {
        return Optional.of(new JunqiDeterminizer());
    }

    /**
     * Material, movable pieces and pressure on the enemy's flag ({@link JunqiEvaluator}); it
     * asks Monte Carlo searches to judge after a few random plies, since random playouts to
     * the end of a Junqi game are long and say little.
     */
    @Override
    public Optional<PositionEvaluator> evaluator(GameDefinition definition) {
        return Optional.of(new JunqiEvaluator());
    }

    @Override
    public String render(GameState state) {
        return BoardText.render(JunqiState.TYPE.state(state));
    }

    /** The key to the piece codes and marks, as the board prints it under itself. */
    /** The board graph with roads, railways, camps and headquarters; enemy pieces hidden in a view ({@link JunqiPainter}). */
    @Override
    public BoardPainter painter() {
        return PAINTER;
    }

    @Override
    public String legend() {
        return String.join("\n", BoardText.legend());
    }

    @Override
    public String notationHelp() {
        return "Moves: from-to, like a4-a5 or a2-e11 (columns a-e, rows 1-12 from red's side); an attack is "
                + "written the same way. A deployment: the six rows of your half on one line, top row first, "
                + "separated by '/', cells 40 39 38 37 36 35 34 33 32 B M F or . for a camp (red's top row is 6, "
                + "blue's 12), like 32 33 32 34 33 / 35 . 36 . 37 / ...; or post=piece pairs, like b1=F d1=M ...";
    }
}
