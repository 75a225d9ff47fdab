package io.tabula.web;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.javalin.http.Context;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;

/** Request bodies read with a size limit, so no upload can fill the server's memory. */
final class Bodies {
    /** The largest body the server reads: 1 MB (records and case files included). */
    static final int LIMIT = 1 << 20;

    private Bodies() {
    }

    /** The body as UTF-8 text. @throws ApiException 413 when it is larger than {@link #LIMIT} */
    static String text(Context ctx) {
        String length = ctx.header("Content-Length");
        if (length != null && length.chars().allMatch(Character::isDigit) && !length.isEmpty()
                && Long.parseLong(length) > LIMIT) {
            throw tooLarge();
        }
        try (InputStream in = ctx.bodyInputStream()) {
            byte[] bytes = in.readNBytes(LIMIT + 1);
            if (bytes.length > LIMIT) {
                throw tooLarge();
            }
            return new String(bytes, StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** The body as a JSON object. @throws ApiException 400 when it is not one */
    static JsonNode json(Context ctx, ObjectMapper mapper) {
        String text = text(ctx);
        try {
            JsonNode node = mapper.readTree(text);
            if (node == null || !node.isObject()) {
                throw ApiException.badRequest("the request body must be a JSON object");
            }
            return node;
        } catch (JsonProcessingException e) {
            throw ApiException.badRequest("the request body is not JSON: " + e.getOriginalMessage());
        }
    }

    private static ApiException tooLarge() {
        return ApiException.tooLarge("the upload is larger than the limit of 1 MB");
    }
}
