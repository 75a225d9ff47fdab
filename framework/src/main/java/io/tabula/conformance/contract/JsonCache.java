package io.tabula.conformance.contract;

import io.tabula.core.GameModule;
import io.tabula.core.GameRegistry;
import io.tabula.json.TabulaJson;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/** One JSON codec per module for the contract properties: building Jackson mappers is slow. */
final class JsonCache {
    private static final Map<GameModule, TabulaJson> CODECS = new ConcurrentHashMap<>();

    private JsonCache() {
    }

    static TabulaJson of(GameModule module) {
        return CODECS.computeIfAbsent(module, m -> new TabulaJson(GameRegistry.of(m)));
    }
}
