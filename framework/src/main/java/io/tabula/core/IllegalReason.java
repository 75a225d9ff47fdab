package io.tabula.core;

/**
 * Why a move is illegal. Reasons are enum constants, never bare booleans or free
 * text: the framework's common ones are in {@link CommonReason}; each game adds its
 * own enum ({@code KO}, {@code FORBIDDEN_DOUBLE_THREE}, {@code PATH_BLOCKED}).
 */
public interface IllegalReason {
    /** The constant's name, e.g. {@code OCCUPIED}: stable, used in messages and tests. */
    String name();

    /** A short human sentence, e.g. "the point is occupied". */
    String describe();
}
