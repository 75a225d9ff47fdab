package io.tabula.go.protocol;

import io.tabula.core.GameDefinition;
import io.tabula.core.GameModule;
import io.tabula.core.IllegalMoveException;
import io.tabula.core.Side;
import io.tabula.core.TabulaException;
import io.tabula.go.rules.GoMove;
import io.tabula.go.rules.GoOptions;
import io.tabula.go.rules.GoState;
import io.tabula.go.rules.Stones;
import io.tabula.go.sgf.SgfGo;
import io.tabula.go.sgf.SgfReplay;
import io.tabula.protocol.GtpFailure;
import io.tabula.protocol.ProtocolError;
import io.tabula.record.GameRecord;
import io.tabula.sgf.SgfNode;
import io.tabula.sgf.SgfParser;
import io.tabula.sgf.SgfPoints;
import io.tabula.sgf.SgfWriter;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/** A GTP session's games in SGF: {@code loadsgf} reads one, {@code printsgf} writes one. */
final class GtpSgf {

    /** A game read from a file, and the settings it plays under. */
    record Loaded(GtpSettings settings, GtpGame game) {
    }

    private GtpSgf() {
    }

    /**
     * The rules the file names (SZ, KM, HA, RU; Chinese when it names none), its start, and
     * its main line up to the position before move {@code moveNumber}, played as moves so that
     * undo takes them back. A line that sets up stones after the root or does not alternate
     * colours is loaded as the position reached, without moves. The replay stops at the first
     * move the rules reject, as the SGF reader does.
     *
     * @throws ProtocolError {@code cannot load file} if the file cannot be read or played
     */
    static Loaded load(GameModule module, String path, int moveNumber) {
        SgfReplay replay;
        try {
            replay = SgfGo.replay(SgfParser.read(Path.of(path)));
        } catch (TabulaException | IllegalArgumentException e) {
            throw new ProtocolError(GtpFailure.CANNOT_LOAD_FILE);
        }
        int wanted = (int) Math.max(0, Math.min((long) moveNumber - 1, replay.moves().size()));
        int upTo = 0;
        while (upTo < wanted && !(replay.moves().get(upTo) instanceof GoMove.Resign)) {
            upTo++;
        }
        GameDefinition file = replay.definition();
        // The handicap comes with the start position, not as options of the rules.
        Map<String, String> overrides = GtpSettings.differences(file);
        overrides.remove(GoOptions.HANDICAP.name());
        overrides.remove(GoOptions.HANDICAP_PLACEMENT.name());
        overrides.put(GoOptions.SIZE.name(), Integer.toString(file.get(GoOptions.SIZE)));
        overrides.put(GoOptions.KOMI.name(), file.options().text(GoOptions.KOMI.name()));
        try {
            GtpSettings settings = new GtpSettings(module, file.variant(), overrides, true,
                    new GtpSettings.Setup.Loaded(replay.start()));
            GtpGame game = replayed(replay, upTo, settings);
            if (game == null) {
                // Stones set up after the root: the position reached is the start, without moves.
                settings = settings.startingFrom(new GtpSettings.Setup.Loaded(replay.states().get(upTo)));
                game = new GtpGame(settings.start(settings.definition()));
            }
            return new Loaded(settings, game);
        } catch (TabulaException | IllegalArgumentException e) {
            throw new ProtocolError(GtpFailure.CANNOT_LOAD_FILE);
        }
    }

    /**
     * The file's first {@code upTo} moves played from its start, each by the colour the file
     * gives it (which need not alternate); null if the states the reader found cannot be
     * reached that way (stones set up after the root).
     */
    private static GtpGame replayed(SgfReplay replay, int upTo, GtpSettings settings) {
        GtpGame game = new GtpGame(settings.start(settings.definition()));
        for (int i = 0; i < upTo; i++) {
            GoState after = replay.states().get(i + 1);
            // Who moved: black while handicap stones are being placed, else the side not to move after it.
            Side mover = after.handicapLeft() > 0 ? Stones.BLACK_SIDE
                    : after.toMove().equals(Stones.BLACK_SIDE) ? Stones.WHITE_SIDE : Stones.BLACK_SIDE;
            try {
                game.play(mover, replay.moves().get(i));
            } catch (IllegalMoveException e) {
                return null;
            }
            if (!Arrays.equals(game.state().cells(), after.cells())) {
                return null;
            }
        }
        return game;
    }

    /**
     * GNU Go's {@code printsgf}: the game as SGF (rules, start, every move with its colour as
     * played, so moves of one colour in a row are kept, and the result once over).
     */
    static String write(GtpGame game) {
        GoState start = game.start();
        SgfNode root = SgfGo.toTree(new GameRecord(start.definition(), start, List.of()));
        List<SgfNode.Builder> nodes = new ArrayList<>();
        for (GtpGame.Played played : game.moves()) {
            if (played.move() instanceof GoMove.Resign) {
                continue;
            }
            String value = played.move() instanceof GoMove.Place place ? SgfPoints.value(place.point(), start.size()) : "";
            nodes.add(SgfNode.builder().add(played.side().equals(Stones.BLACK_SIDE) ? "B" : "W", value));
        }
        SgfNode tail = null;
        for (int i = nodes.size() - 1; i >= 0; i--) {
            tail = tail == null ? nodes.get(i).build() : nodes.get(i).child(tail).build();
        }
        if (tail != null) {
            root = root.withChildren(List.of(tail));
        }
        Optional<String> result = SgfGo.result(game.state());
        if (result.isPresent()) {
            root = root.with("RE", result.get());
        }
        return SgfWriter.write(root).strip();
    }
}
