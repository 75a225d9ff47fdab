package io.tabula.protocol;

import java.io.IOException;
import java.io.Reader;

/**
 * The lines of a reader, each at most {@code limit} characters: the rest of a longer line is
 * skipped (and {@link #truncated()} says so), so that no input can make a line grow without
 * bound. Lines end at LF, and also at CR (a CR LF pair ending one line) if asked.
 */
final class LineReader {
    private final Reader in;
    private final int limit;
    private final boolean carriageReturnEnds;
    private final char[] buffer = new char[8192];
    private int length;
    private int position;
    private boolean truncated;
    private boolean afterCarriageReturn;

    LineReader(Reader in, int limit, boolean carriageReturnEnds) {
        this.in = in;
        this.limit = limit;
        this.carriageReturnEnds = carriageReturnEnds;
    }

    /** Whether the last line read was longer than the limit. */
    boolean truncated() {
        return truncated;
    }

    /** The next line without its end, cut at the limit; null at the end of input. */
    String next() throws IOException {
        StringBuilder line = new StringBuilder();
        truncated = false;
        boolean any = false;
        while (true) {
            if (position == length) {
                length = in.read(buffer);
                position = 0;
                if (length <= 0) {
                    length = 0;
                    return any ? line.toString() : null;
                }
            }
            char c = buffer[position++];
            boolean lineFeedOfPair = afterCarriageReturn && c == '\n';
            afterCarriageReturn = false;
            if (lineFeedOfPair) {
                continue; // the LF of a CR LF that already ended the line
            }
            any = true;
            if (c == '\n') {
                return line.toString();
            }
            if (c == '\r' && carriageReturnEnds) {
                afterCarriageReturn = true;
                return line.toString();
            }
            if (line.length() < limit) {
                line.append(c);
            } else {
                truncated = true;
            }
        }
    }
}
