package io.tabula.evaluation;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.tabula.agent.AgentSpec;
import io.tabula.core.Capability;
import io.tabula.core.GameDefinition;
import io.tabula.core.GameType;
import io.tabula.core.KernelFactory;
import io.tabula.core.Outcome;
import io.tabula.core.OutcomeReason;
import io.tabula.core.Side;
import io.tabula.options.OptionSchema;
import io.tabula.options.Variant;
import io.tabula.stones.Passing;
import io.tabula.stones.StoneModule;
import io.tabula.stones.StonePosition;
import io.tabula.stones.StoneRules;
import io.tabula.topology.Grid;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** Self-play of random agents on a module's kernel gives the games the states give. */
class KernelSelfPlayTest {
    enum Why implements OutcomeReason { COUNT }

    /** Stones on 4x4, passes allowed, two passes or a full board end it; more stones win. */
    static final class Fill extends StoneModule {
        private final boolean kernels;

        Fill(boolean kernels) {
            super(new GameType("fill", "Fill", List.of(new Side(0, "black"), new Side(1, "white")), Set.of(Capability.PASS),
                    List.of(Why.COUNT)), new OptionSchema(List.of(), List.of(Variant.of("standard", "4x4"))));
            this.kernels = kernels;
        }

        @Override
        public Optional<KernelFactory> kernels(GameDefinition definition) {
            return kernels ? super.kernels(definition) : Optional.empty();
        }

        @Override
        protected StoneRules rulesFor(GameDefinition definition) {
            return new StoneRules(definition, Grid.square(4)) {
                @Override public Passing passing() { return Passing.ALWAYS; }

                @Override
                protected Outcome outcome(StonePosition p, int mover, int move) {
                    if (p.emptyCount() > 0 && p.passes() < 2) {
                        return Outcome.ONGOING;
                    }
                    int lead = p.stones(0) - p.stones(1);
                    return lead == 0 ? Outcome.draw(Why.COUNT) : Outcome.win(definition.type().side(lead > 0 ? 0 : 1), Why.COUNT);
                }
            };
        }
    }

    @Test
    void randomSelfPlay_onTheKernel_isTheGameOfTheStates() {
        GameDefinition onKernel = new Fill(true).define("standard", Map.of());
        GameDefinition onStates = new Fill(false).define("standard", Map.of());
        AgentSpec random = AgentSpec.parse("random");
        int passes = 0;
        for (int game = 0; game < 50; game++) {
            GameSummary fast = SelfPlay.play(onKernel, random, 99, game);
            assertEquals(SelfPlay.play(onStates, random, 99, game), fast, "game " + game);
            passes += fast.passes();
        }
        assertTrue(passes > 0, "the games pass, and the kernel's count them");
    }
}
