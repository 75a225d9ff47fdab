package io.tabula.web;

/**
 * A request the server refuses, with the HTTP status and one sentence saying what was wrong;
 * the server answers it as {@code {"error": message}} and changes nothing.
 */
final class ApiException extends RuntimeException {
    private static final long serialVersionUID = 1L;

    private final int status;

    ApiException(int status, String message) {
        super(message, null, false, false);
        this.status = status;
    }

    int status() {
        return status;
    }

    static ApiException badRequest(String message) {
        return new ApiException(400, message);
    }

    static ApiException forbidden(String message) {
        return new ApiException(403, message);
    }

    static ApiException notFound(String message) {
        return new ApiException(404, message);
    }

    static ApiException conflict(String message) {
        return new ApiException(409, message);
    }

    static ApiException tooLarge(String message) {
        return new ApiException(413, message);
    }
}
