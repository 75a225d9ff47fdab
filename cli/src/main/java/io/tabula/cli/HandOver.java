package io.tabula.cli;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.UncheckedIOException;

/**
 * Handing the terminal from one human to another in a game where each may see only their
 * own pieces: wipe what the last one saw, name the next one, and wait for them to press Enter.
 */
final class HandOver {
    /**
     * What a hand-over sends before anything of the next player: cursor home, erase the
     * screen, and erase the scrollback (ED 3, {@code ESC[3J}), in the order {@code clear}
     * sends them on terminals that have ncurses' E3 capability. A terminal that ignores
     * {@code ESC[3J} keeps the previous player's view in its scrollback; README.md says so.
     */
    static final String CLEAR_SCREEN_AND_SCROLLBACK = "\033[H\033[2J\033[3J";

    private HandOver() {
    }

    /**
     * Clears the screen and the scrollback, asks to pass the terminal to {@code next} and
     * waits for Enter.
     *
     * @return false when the input ended instead
     */
    static boolean to(String next, BufferedReader in, PrintWriter out) {
        out.print(CLEAR_SCREEN_AND_SCROLLBACK);
        out.println("pass the terminal to " + next + " and press Enter");
        out.flush();
        try {
            return in.readLine() != null;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
