package io.tabula.web;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.tabula.core.GameModule;
import io.tabula.core.GameRegistry;
import io.tabula.options.BooleanOption;
import io.tabula.options.Choice;
import io.tabula.options.EnumOption;
import io.tabula.options.OptionSpec;
import io.tabula.options.Variant;
import java.util.Arrays;

/**
 * What the lobby offers: every installed game with its options (from the option schema, with
 * the documented values), its variants and the user's presets, and the built-in agents.
 */
final class Lobby {
    private final ObjectMapper mapper;
    private final GameRegistry registry;

    Lobby(ObjectMapper mapper, GameRegistry registry) {
        this.mapper = mapper;
        this.registry = registry;
    }

    ArrayNode games() {
        ArrayNode out = mapper.createArrayNode();
        for (GameModule module : registry.modules()) {
            ObjectNode game = out.addObject();
            game.put("id", module.id());
            game.put("title", module.type().name());
            ArrayNode sides = game.putArray("sides");
            module.type().sides().forEach(side -> sides.add(side.id()));
            ArrayNode options = game.putArray("options");
            for (OptionSpec<?> spec : module.options().specs()) {
                ObjectNode option = options.addObject();
                option.put("name", spec.name());
                option.put("default", defaultText(spec));
                ArrayNode values = option.putArray("values");
                if (spec instanceof EnumOption<?> choice) {
                    Arrays.stream(choice.type().getEnumConstants()).map(Choice::id).forEach(values::add);
                } else if (spec instanceof BooleanOption) {
                    values.add("true").add("false");
                }
                option.put("allowed", spec.allowed());
                option.put("doc", spec.description());
            }
            ArrayNode presets = game.putArray("presets");
            for (Variant variant : module.options().variants()) {
                presets.addObject().put("name", variant.id()).put("doc", variant.description())
                        .put("definition", module.define(variant.id(), java.util.Map.of()).text());
            }
            registry.presets().forEach((name, definition) -> {
                if (definition.module().id().equals(module.id())) {
                    presets.addObject().put("name", name).put("doc", "preset").put("definition", definition.text());
                }
            });
        }
        return out;
    }

    @SuppressWarnings("unchecked")
    private static <T> String defaultText(OptionSpec<T> spec) {
        return spec.format(spec.defaultValue());
    }

    ArrayNode agents() {
        ArrayNode out = mapper.createArrayNode();
        out.addObject().put("spec", "random").put("doc", "a uniformly random legal move");
        out.addObject().put("spec", "mcts:iterations=300")
                .put("doc", "Monte Carlo tree search (games without hidden information); iterations sets its strength");
        out.addObject().put("spec", "ismcts:iterations=300")
                .put("doc", "information-set Monte Carlo tree search: searches from its own view, for any game");
        return out;
    }
}
