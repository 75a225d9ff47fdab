package io.tabula.go;

import io.tabula.conformance.contract.GameContract;
import io.tabula.core.GameDefinition;
import java.util.List;
import java.util.Map;

class GoContractTest implements GameContract {
    private static final GoModule MODULE = new GoModule();

    @Override
    public List<GameDefinition> contractDefinitions() {
        // Every rule set on small boards, where random games are short enough to check every ply.
        List<GameDefinition> out = new java.util.ArrayList<>();
        for (String variant : List.of("chinese", "tromp-taylor", "aga", "new-zealand", "japanese", "ing")) {
            out.add(MODULE.define(variant, Map.of("size", "5")));
        }
        out.add(MODULE.define("chinese", Map.of("size", "9", "handicap", "4")));
        out.add(MODULE.define("aga", Map.of("size", "7", "handicap", "3", "handicapPlacement", "free")));
        out.add(MODULE.define("tromp-taylor", Map.of("size", "2")));
        return out;
    }

    @Override
    public int contractPlayouts() {
        return 4;
    }

    @Override
    public List<Perft> perftTable() {
        // 25 points and a pass; after a stone white has 24 points and a pass, after a pass 25 and a pass.
        return List.of(new Perft(MODULE.define("chinese", Map.of("size", "5")), 26, 25 * 25 + 26));
    }
}
