package io.tabula.conformance;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import java.io.IOException;
import java.util.Optional;

/**
 * Finds which case of a case file a character offset falls in, so that an error the JSON
 * reader reports by position (a duplicate key) can still name the case. It streams the
 * tokens without strictness and remembers the id of the case object it is in.
 */
final class CaseLocator {
    private CaseLocator() {
    }

    /** The id (or {@code #index} before the id is seen) of the case containing {@code offset}. */
    static Optional<String> caseAt(String json, long offset) {
        try (JsonParser parser = new JsonFactory().createParser(json)) {
            int depth = 0;
            boolean inCases = false;
            int casesDepth = -1;
            int index = -1;
            String current = null;
            JsonToken token;
            while ((token = parser.nextToken()) != null) {
                if (parser.currentTokenLocation().getCharOffset() > offset) {
                    break;
                }
                switch (token) {
                    case START_OBJECT, START_ARRAY -> {
                        depth++;
                        if (token == JsonToken.START_ARRAY && depth == 2 && "cases".equals(parser.currentName())) {
                            inCases = true;
                            casesDepth = depth;
                        } else if (token == JsonToken.START_OBJECT && inCases && depth == casesDepth + 1) {
                            index++;
                            current = "#" + index;
                        }
                    }
                    case END_OBJECT, END_ARRAY -> {
                        if (inCases && depth == casesDepth + 1 && token == JsonToken.END_OBJECT) {
                            current = null;
                        } else if (inCases && depth == casesDepth) {
                            inCases = false;
                        }
                        depth--;
                    }
                    case VALUE_STRING -> {
                        if (inCases && depth == casesDepth + 1 && "id".equals(parser.currentName())) {
                            current = parser.getText();
                        }
                    }
                    default -> { }
                }
            }
            return Optional.ofNullable(current);
        } catch (IOException e) {
            return Optional.empty();
        }
    }
}
