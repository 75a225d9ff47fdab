package io.tabula.go;

import io.tabula.conformance.contract.GameContract;
import io.tabula.core.GameDefinition;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * The framework's contract over Go: every rule set, and every option value that changes
 * which moves are legal or how a game ends, on small boards where random games are short
 * enough to check every ply. Among the properties, {@code fastSampler_playsByTheSameRules}
 * replays the fast sampler's games through the immutable states.
 */
class GoContractTest implements GameContract {
    private static final GoModule MODULE = new GoModule();

    @Override
    public List<GameDefinition> contractDefinitions() {
        List<GameDefinition> out = new ArrayList<>();
        // The six rule sets: every ko rule, suicide on and off, area and territory scoring.
        for (String variant : List.of("chinese", "tromp-taylor", "aga", "new-zealand", "japanese", "ing")) {
            out.add(MODULE.define(variant, Map.of("size", "5")));
        }
        // The pairings no preset has.
        out.add(MODULE.define("japanese", Map.of("size", "5", "suicide", "true")));
        out.add(MODULE.define("japanese", Map.of("size", "4", "scoring", "area")));
        out.add(MODULE.define("aga", Map.of("size", "4", "scoring", "territory")));
        out.add(MODULE.define("new-zealand", Map.of("size", "4", "scoring", "territory")));
        // An integer komi, so that a game can be drawn.
        out.add(MODULE.define("chinese", Map.of("size", "4", "komi", "0")));
        // Fixed handicap stones (white moves first) with each bonus for white, and under territory scoring.
        out.add(MODULE.define("chinese", Map.of("size", "9", "handicap", "4")));
        out.add(MODULE.define("aga", Map.of("size", "7", "handicap", "2")));
        out.add(MODULE.define("tromp-taylor", Map.of("size", "7", "handicap", "3")));
        out.add(MODULE.define("japanese", Map.of("size", "7", "handicap", "4")));
        // Free handicap stones (black places them, nobody passes meanwhile), likewise.
        out.add(MODULE.define("aga", Map.of("size", "7", "handicap", "3", "handicapPlacement", "free")));
        out.add(MODULE.define("chinese", Map.of("size", "5", "handicap", "2", "handicapPlacement", "free")));
        out.add(MODULE.define("new-zealand", Map.of("size", "4", "handicap", "2", "handicapPlacement", "free")));
        out.add(MODULE.define("japanese", Map.of("size", "5", "handicap", "3", "handicapPlacement", "free")));
        // The smallest boards, where repetitions are frequent.
        out.add(MODULE.define("tromp-taylor", Map.of("size", "2")));
        out.add(MODULE.define("aga", Map.of("size", "3")));
        out.add(MODULE.define("ing", Map.of("size", "3")));
        // Other topologies: a torus and a hex board under each kind of ko rule and scoring.
        for (String topology : List.of("torus", "hex")) {
            out.add(MODULE.define("chinese", Map.of("size", "5", "topology", topology)));
            out.add(MODULE.define("japanese", Map.of("size", "4", "topology", topology)));
            out.add(MODULE.define("new-zealand", Map.of("size", "4", "topology", topology)));
        }
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
