package io.tabula.conformance;

import io.tabula.core.TabulaException;

/**
 * A case file that cannot be read: malformed JSON, an unknown field, a value of the
 * wrong type, an unknown game, variant or option, an unreadable diagram. The message
 * names the file, the case id (when inside a case) and the field.
 */
public final class CaseFileException extends TabulaException {
    private static final long serialVersionUID = 1L;

    public CaseFileException(String source, String caseId, String field, String problem) {
        super(source + (caseId == null ? "" : ": case '" + caseId + "'")
                + (field == null ? "" : ": field '" + field + "'") + ": " + problem);
    }
}
