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
    /**
     * How much of a body over the limit is read and thrown away before the refusal. A client
     * sends its whole body before it reads the answer, so a server that answers and closes
     * mid-body leaves the client with a broken pipe instead of the 413; past this, it does.
     */
    private static final long DRAINED = 8L << 20;

    private Bodies() {
    }

    /** The body as UTF-8 text. @throws ApiException 413 when it is larger than {@link #LIMIT} */
    static String text(Context ctx) {
        String length = ctx.header("Content-Length");
        boolean beyondDraining = length != null && length.matches("[0-9]{1,18}") && Long.parseLong(length) > DRAINED;
        try (InputStream in = ctx.bodyInputStream()) {
            if (beyondDraining) {
                throw tooLarge(); // the connection closes; a client this far over the limit may not see why
            }
            byte[] bytes = in.readNBytes(LIMIT + 1);
            if (bytes.length > LIMIT) {
                drain(in);
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

    /** Reads and discards the rest of a body over the limit, up to {@link #DRAINED} bytes in all. */
    private static void drain(InputStream in) throws IOException {
        byte[] sink = new byte[64 * 1024];
        long left = DRAINED - LIMIT;
        for (int n; left > 0 && (n = in.read(sink, 0, (int) Math.min(sink.length, left))) > 0; ) {
            left -= n;
        }
    }

    private static ApiException tooLarge() {
        return ApiException.tooLarge("the upload is larger than the limit of 1 MB");
    }
}
