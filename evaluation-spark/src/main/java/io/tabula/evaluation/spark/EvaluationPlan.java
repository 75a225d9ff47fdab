package io.tabula.evaluation.spark;

import io.tabula.agent.AgentSpec;
import io.tabula.core.GameDefinition;
import io.tabula.core.GameRegistry;
import io.tabula.evaluation.Evaluation;
import java.io.Serializable;
import java.util.ArrayList;
import java.util.List;

/**
 * An evaluation as text, the form in which Spark ships it to the executors: each executor
 * reads it back into an equal {@link Evaluation} with the game modules installed there.
 *
 * @param definitions each definition's canonical text, in the run's order
 * @param labels      the name of each definition in the reports
 * @param agent       the agent spec's text
 * @param games       games per definition
 * @param seed        the run's seed
 */
record EvaluationPlan(List<String> definitions, List<String> labels, String agent, int games, long seed)
        implements Serializable {
    private static final long serialVersionUID = 1L;

    EvaluationPlan {
        definitions = List.copyOf(definitions);
        labels = List.copyOf(labels);
    }

    static EvaluationPlan of(Evaluation evaluation) {
        return new EvaluationPlan(evaluation.definitions().stream().map(GameDefinition::text).toList(),
                evaluation.labels(), evaluation.agent().text(), evaluation.games(), evaluation.seed());
    }

    /**
     * The evaluation this plan describes, its definitions read by the modules that
     * {@link GameRegistry#installed()} finds on this JVM's class path.
     *
     * @throws io.tabula.options.OptionException when a definition's game is not installed here
     */
    Evaluation evaluation() {
        GameRegistry installed = GameRegistry.installed();
        List<GameDefinition> read = new ArrayList<>();
        for (String text : definitions) {
            read.add(installed.parseDefinition(text));
        }
        return new Evaluation(read, labels, AgentSpec.parse(agent), games, seed);
    }
}
