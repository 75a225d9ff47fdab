package io.tabula.junqi.notation;

import io.tabula.core.TypedNotation;
import io.tabula.junqi.rules.JunqiState;
import io.tabula.core.NotationException;
import io.tabula.junqi.rules.JunqiBoard;
import io.tabula.junqi.rules.JunqiMove;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Junqi move notation ({@code docs/rules/junqi.md} ("Diagrams and snapshots")). A step is
 * {@code from-to} with posts as a column letter {@code a}-{@code e} and a row {@code 1}-{@code 12}
 * without a leading zero, e.g. {@code a4-a5}, {@code c6-c7}, {@code a2-e11}; attacks are
 * written the same way. A deployment is the layout of the side to deploy in a form of
 * {@link DeploymentText}: {@code post=piece} pairs ({@code b1=F d1=M ...}) or the six rows of
 * the side's half, top row first, separated by {@code /} or line breaks; it is written as the
 * rows on one line ({@link DeploymentText#line}). Reading ignores case and blanks around the
 * posts; writing is lower case.
 */
public final class JunqiNotation extends TypedNotation<JunqiState, JunqiMove> {
    private static final Pattern MOVE = Pattern.compile("\\s*([a-z][0-9]{1,2})\\s*-\\s*([a-z][0-9]{1,2})\\s*");

    public JunqiNotation() {
        super(JunqiState.TYPE);
    }

    /** A step, or, for text with {@code =}, {@code /} or a line break, a deployment of the side to move. */
    @Override
    protected JunqiMove parseMove(JunqiState state, String text) {
        if (text.contains("=") || text.contains("/") || text.contains("\n") || text.contains("\r")) {
            return new JunqiMove.Deploy(DeploymentText.parse(state.toMove(), text));
        }
        return parseMove(text);
    }

    /** The step {@code text} names; it need not be legal. */
    public static JunqiMove.Step parseMove(String text) {
        Matcher m = MOVE.matcher(text.toLowerCase(Locale.ROOT));
        if (!m.matches()) {
            throw new NotationException("'" + text.trim() + "' is not a Junqi move: write two posts joined by '-', "
                    + "like a4-a5 (a deployment: post=piece pairs like b1=F d1=M ..., or the six rows of the half "
                    + "separated by '/')");
        }
        return JunqiMove.Step.of(post(m.group(1)), post(m.group(2)));
    }

    @Override
    protected String formatMove(JunqiState state, JunqiMove move) {
        return move.text();
    }

    /**
     * The post called {@code text}, ignoring case and blanks.
     *
     * @throws NotationException if there is no such post
     */
    public static int post(String text) {
        String name = text.trim().toLowerCase(Locale.ROOT);
        return JunqiBoard.post(name).orElseThrow(() -> new NotationException("'" + text.trim()
                + "' is not a post: columns a-e, rows 1-12 without a leading zero, like c6"));
    }
}
