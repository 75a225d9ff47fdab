package ${package};

import io.tabula.core.OutcomeReason;

/**
 * Why a game ends. Case files write each reason's id, made from the constant's name:
 * {@code LINE} is {@code line}, {@code BOARD_FULL} is {@code board-full}.
 */
enum ${gameClass}Outcome implements OutcomeReason {
    LINE,
    BOARD_FULL
}
