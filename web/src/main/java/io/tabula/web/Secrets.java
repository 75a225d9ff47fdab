package io.tabula.web;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.SecureRandom;
import java.util.Base64;
import java.util.regex.Pattern;

/**
 * Unguessable names: match ids (72 bits) and seat tokens (128 bits) from {@link SecureRandom},
 * url-safe base64 without padding. A match id is also a file name in the data folder, so
 * only text of {@link #ID} shape is ever looked up.
 */
final class Secrets {
    /** What a match id looks like: 12 characters of url-safe base64. */
    static final Pattern ID = Pattern.compile("[A-Za-z0-9_-]{12}");

    private final SecureRandom random = new SecureRandom();

    String newId() {
        return text(9);
    }

    String newToken() {
        return text(16);
    }

    long newSeed() {
        return random.nextLong();
    }

    private String text(int bytes) {
        byte[] raw = new byte[bytes];
        random.nextBytes(raw);
        return Base64.getUrlEncoder().withoutPadding().encodeToString(raw);
    }

    /** Compares a token in time independent of where the texts differ. */
    static boolean same(String expected, String given) {
        return MessageDigest.isEqual(expected.getBytes(StandardCharsets.UTF_8), given.getBytes(StandardCharsets.UTF_8));
    }
}
