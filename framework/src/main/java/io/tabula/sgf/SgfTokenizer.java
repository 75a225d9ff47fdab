package io.tabula.sgf;

import java.util.List;

/**
 * Splits SGF text into tokens, keeping each one's line and column. Inside a value,
 * {@code \} takes the next character as it is ({@code \]}, {@code \\}, {@code \:}), and a
 * {@code \} before a line break (a soft line break) removes both; everything else,
 * line breaks and other white space included, is kept as written. A value that the text
 * ends inside is a warning, and the token holds what was read.
 */
public final class SgfTokenizer {
    private final String text;
    private final List<SgfWarning> warnings;
    private int index;
    private int line = 1;
    private int column = 1;

    /** A tokenizer over {@code text} that adds what it passes over to {@code warnings}. */
    public SgfTokenizer(String text, List<SgfWarning> warnings) {
        this.text = text;
        this.warnings = warnings;
    }

    /** The next token; {@link SgfToken.Kind#END} (again and again) at the end. */
    public SgfToken next() {
        while (index < text.length() && Character.isWhitespace(text.charAt(index))) {
            advance();
        }
        SgfPosition at = here();
        if (index >= text.length()) {
            return new SgfToken(SgfToken.Kind.END, "", at);
        }
        char c = text.charAt(index);
        switch (c) {
            case '(' -> {
                advance();
                return new SgfToken(SgfToken.Kind.OPEN, "(", at);
            }
            case ')' -> {
                advance();
                return new SgfToken(SgfToken.Kind.CLOSE, ")", at);
            }
            case ';' -> {
                advance();
                return new SgfToken(SgfToken.Kind.SEMICOLON, ";", at);
            }
            case '[' -> {
                return value(at);
            }
            default -> {
                if (isLetter(c)) {
                    int start = index;
                    while (index < text.length() && isLetter(text.charAt(index))) {
                        advance();
                    }
                    return new SgfToken(SgfToken.Kind.IDENTIFIER, text.substring(start, index), at);
                }
                advance();
                if (Character.isHighSurrogate(c) && index < text.length()) {
                    advance();
                    return new SgfToken(SgfToken.Kind.OTHER, text.substring(index - 2, index), at);
                }
                return new SgfToken(SgfToken.Kind.OTHER, String.valueOf(c), at);
            }
        }
    }

    private SgfToken value(SgfPosition at) {
        advance(); // [
        StringBuilder value = new StringBuilder();
        while (index < text.length()) {
            char c = text.charAt(index);
            if (c == ']') {
                advance();
                return new SgfToken(SgfToken.Kind.VALUE, value.toString(), at);
            }
            if (c == '\\') {
                advance();
                if (index >= text.length()) {
                    break;
                }
                char escaped = text.charAt(index);
                if (escaped == '\r') { // a soft line break (\r or \r\n): removed
                    advance();
                    if (index < text.length() && text.charAt(index) == '\n') {
                        advance();
                    }
                    continue;
                }
                if (escaped == '\n') { // a soft line break (\n or \n\r): removed
                    advance();
                    if (index < text.length() && text.charAt(index) == '\r'
                            && (index + 1 >= text.length() || text.charAt(index + 1) != '\n')) {
                        index++; // the \r of \n\r: the line was counted at the \n
                    }
                    continue;
                }
                value.append(escaped);
                advance();
                continue;
            }
            value.append(c);
            advance();
        }
        warnings.add(new SgfWarning(at, "the value that begins here is not closed by ']' before the end of the text"));
        return new SgfToken(SgfToken.Kind.VALUE, value.toString(), at);
    }

    private static boolean isLetter(char c) {
        return (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z');
    }

    private SgfPosition here() {
        return new SgfPosition(line, column);
    }

    private void advance() {
        char c = text.charAt(index++);
        if (c == '\n') {
            line++;
            column = 1;
        } else if (c == '\r') {
            if (index < text.length() && text.charAt(index) == '\n') {
                column++; // the \n that follows ends the line
            } else {
                line++;
                column = 1;
            }
        } else if (!Character.isLowSurrogate(c)) {
            column++;
        }
    }
}
