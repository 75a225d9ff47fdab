package io.tabula.junqi.rules;

/** Test access to {@link JunqiState#rearranged}. */
public final class ViewTesting {
    private ViewTesting() {
    }

    /** {@code state} with its pieces rearranged to {@code cells}, everything else kept. */
    public static JunqiState rearranged(JunqiState state, byte[] cells) {
        return JunqiState.rearranged(state, cells);
    }
}
