package io.tabula.gomoku.record;

import io.tabula.core.GameDefinition;
import io.tabula.record.GameRecord;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.params.provider.Arguments;

/**
 * Real Gomoku records for the fuzz properties to mutate: the scripted games of every opening
 * protocol, seeded random games of every rule, and SGF features no writer makes (set-up
 * stones, game information, passes, rule names of other programs).
 */
final class GomokuRecordCorpus {
    /** Records of every protocol and rule, each with the definition it was played under. */
    static final List<GameRecord> RECORDS = records();

    private GomokuRecordCorpus() {
    }

    private static List<GameRecord> records() {
        List<GameRecord> out = new ArrayList<>();
        OpeningRecordTest.scriptedGames().map(Arguments::get).forEach(arguments ->
                out.add(RenjuMoveList.parse((GameDefinition) arguments[0], (String) arguments[1])));
        List<GameDefinition> definitions = new ArrayList<>(RenjuMoveListTest.definitions());
        definitions.addAll(OpeningRecordTest.protocols());
        for (int i = 0; i < definitions.size(); i++) {
            out.add(RenjuMoveListTest.randomGame(definitions.get(i), 17L * i, 60));
        }
        return List.copyOf(out);
    }

    /** The records as SGF, and SGF as other programs write it. */
    static List<String> sgf() {
        List<String> out = new ArrayList<>();
        for (GameRecord record : RECORDS) {
            out.add(GomokuSgf.write(record, Map.of("PB", "Black \\] player", "C", "a comment")));
        }
        out.add("(;GM[4]FF[4]SZ[15]RU[Renju]PB[Black \\] Player]PW[White]DT[2026-11-29]C[a comment]"
                + ";B[hh];W[ig];B[jf];W[];B[tt])");
        out.add("(;GM[4]SZ[15]RU[Gomoku]AB[hh][ii]AW[gg:gh]PL[W];W[aa];B[oo])");
        out.add("(;GM[4]SZ[20]RU[Soosorv-8]RE[B+];B[jj];W[kk](;B[ll])(;B[mm]))");
        return out;
    }

    /** The records as move lists without their rules (for a reader given them) and with them. */
    static List<String> moveLists() {
        List<String> out = new ArrayList<>();
        for (GameRecord record : RECORDS) {
            out.add(RenjuMoveList.write(record));
            out.add(RenjuMoveList.writeWithDefinition(record));
        }
        out.add("  H8\ti9\n\n j10  pass claim");
        out.add("gomoku(variant=renju,opening=rif)\nh8 h9 j10 swap i9 offer g7 j7 choose j7 k5");
        return out;
    }
}
