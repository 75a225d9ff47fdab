package io.tabula.cli;

import io.tabula.core.GameDefinition;
import io.tabula.core.GameRegistry;
import io.tabula.core.GameState;
import io.tabula.core.Move;
import io.tabula.core.RecordFormat;
import io.tabula.core.Side;
import io.tabula.core.TabulaException;
import io.tabula.json.JsonRecordFormat;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Collectors;

/**
 * The file or files a game's record is written to, in the format the file name's ending
 * names: a format of the game's module ({@code .sgf}, the renju move list {@code .txt},
 * Junqi's {@code .json}), else the framework's JSON record ({@code .json}) that every game has.
 *
 * <p>A game that hides pieces from the sides is written per side by default, each file that
 * side's view ({@code game.json} becomes {@code game.red.json} and {@code game.blue.json});
 * the whole record, which shows every hidden piece, only when asked for. Each file is
 * replaced whole (written beside it, then moved over it), so a reader never sees half a record.
 */
final class RecordFiles {
    private final RecordFormat format;
    private final Path whole;
    private final List<Optional<Side>> viewers;
    /** The state last written, so that a game that has not changed is not written again. */
    private GameState written;

    private RecordFiles(RecordFormat format, Path whole, List<Optional<Side>> viewers) {
        this.format = format;
        this.whole = whole;
        this.viewers = viewers;
    }

    /**
     * The files of {@code definition}'s games named by {@code file}.
     *
     * @param wholeRecord write a game with hidden pieces whole (every piece shown) instead of per side
     * @throws TabulaException naming what is wrong: no ending, or an ending no format of the game writes
     */
    static RecordFiles choose(GameRegistry registry, GameDefinition definition, Path file, boolean wholeRecord) {
        boolean asView = !wholeRecord && !definition.perfectInformation();
        String ending = ending(file);
        List<RecordFormat> formats = formats(registry, definition);
        Optional<RecordFormat> chosen = formats.stream()
                .filter(f -> f.extensions().contains(ending) && f.writes(definition, asView)).findFirst();
        if (chosen.isEmpty()) {
            Set<String> endings = endings(formats, definition, asView);
            String known = endings.stream().map(e -> "." + e).collect(Collectors.joining(", "));
            String why = ending.isEmpty() ? "the file name has no ending to name its format"
                    : "no format of " + definition.gameId() + " is written as ." + ending
                    + (asView && endings(formats, definition, false).contains(ending)
                    ? " per side (add --record-whole for the whole game, which shows every hidden piece)" : "");
            throw new TabulaException(file + ": " + why + "; " + definition.gameId() + " records are written as "
                    + (known.isEmpty() ? "(none)" : known));
        }
        List<Optional<Side>> viewers = new ArrayList<>();
        if (asView) {
            definition.type().sides().forEach(side -> viewers.add(Optional.of(side)));
        } else {
            viewers.add(Optional.empty());
        }
        return new RecordFiles(chosen.get(), file, viewers);
    }

    /** The formats that may write {@code definition}'s games: the module's first, then the framework's JSON. */
    static List<RecordFormat> formats(GameRegistry registry, GameDefinition definition) {
        List<RecordFormat> formats = new ArrayList<>(definition.module().recordFormats());
        formats.add(new JsonRecordFormat(registry));
        return formats;
    }

    private static Set<String> endings(List<RecordFormat> formats, GameDefinition definition, boolean asView) {
        Set<String> endings = new LinkedHashSet<>();
        formats.stream().filter(f -> f.writes(definition, asView)).forEach(f -> endings.addAll(f.extensions()));
        return endings;
    }

    /** The file name's ending, lower case, without the dot; empty without one. */
    static String ending(Path file) {
        String name = file.getFileName() == null ? "" : file.getFileName().toString();
        int dot = name.lastIndexOf('.');
        return dot <= 0 ? "" : name.substring(dot + 1).toLowerCase(Locale.ROOT);
    }

    /** The files written, in order: one, or one per side. */
    List<Path> paths() {
        return viewers.stream().map(this::path).toList();
    }

    /** {@code game.json} for the whole record, {@code game.red.json} for red's view. */
    private Path path(Optional<Side> viewer) {
        if (viewer.isEmpty()) {
            return whole;
        }
        String name = whole.getFileName().toString();
        int dot = name.lastIndexOf('.');
        return whole.resolveSibling(name.substring(0, dot) + "." + viewer.get().id() + name.substring(dot));
    }

    /**
     * Writes the game of {@code moves} from {@code start}, which ended (so far) in {@code end},
     * to every file.
     *
     * @throws TabulaException if a file cannot be written, or the format cannot say this game
     */
    void write(GameState start, List<Move> moves, GameState end) {
        write(start, moves, end, Optional.empty());
    }

    /**
     * As {@link #write(GameState, List, GameState)}, with the game's {@code info} (players,
     * result, times, as a referee filed them) in the whole record where the format has a place
     * for it: the JSON record's {@code info}, SGF's {@code PB}/{@code PW}/{@code RE} and the rest.
     */
    void write(GameState start, List<Move> moves, GameState end, Optional<io.tabula.record.GameInfo> info) {
        written = end;
        for (Optional<Side> viewer : viewers) {
            String text = format.write(start, moves, end, viewer);
            if (info.isPresent() && viewer.isEmpty()) {
                if (format instanceof JsonRecordFormat json) {
                    text = json.write(start, moves, end, info.get());
                } else if (format.name().equals("sgf")) {
                    text = io.tabula.sgf.SgfGameInfo.annotate(text, info.get());
                }
            }
            replace(path(viewer), text);
        }
    }

    /**
     * Writes the game as {@link #write} does, unless {@code end} is the state last written:
     * called after anything that may change the game (a move, an undo).
     */
    void keep(GameState start, List<Move> moves, GameState end) {
        if (end != written) {
            write(start, moves, end);
            written = end;
        }
    }

    private static void replace(Path file, String text) {
        Path absolute = file.toAbsolutePath();
        Path temporary = absolute.resolveSibling("." + absolute.getFileName() + ".tmp");
        try {
            Files.writeString(temporary, text, StandardCharsets.UTF_8);
            try {
                Files.move(temporary, absolute, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
            } catch (AtomicMoveNotSupportedException e) {
                Files.move(temporary, absolute, StandardCopyOption.REPLACE_EXISTING);
            }
        } catch (IOException e) {
            throw new TabulaException("cannot write the record " + file + ": " + describe(e));
        }
    }

    /** The reason, without the name of the file beside it that was written first. */
    private static String describe(IOException e) {
        if (e instanceof java.nio.file.NoSuchFileException) {
            return "no such directory";
        }
        if (e instanceof java.nio.file.AccessDeniedException) {
            return "permission denied";
        }
        return e.getMessage() == null ? e.getClass().getSimpleName() : e.getMessage();
    }
}
