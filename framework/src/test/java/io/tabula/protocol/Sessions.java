package io.tabula.protocol;

import java.io.IOException;
import java.io.StringReader;
import java.io.StringWriter;

/** Runs engines on text, for the tests. */
final class Sessions {
    private Sessions() {
    }

    /** All that {@code engine} writes when it runs on {@code input}. */
    static String run(LineEngine engine, String input) {
        StringWriter out = new StringWriter();
        try {
            engine.run(new StringReader(input), out);
        } catch (IOException e) {
            throw new AssertionError(e);
        }
        return out.toString();
    }
}
