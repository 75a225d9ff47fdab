/**
 * Junqi game records in JSON (issue 5), an edge of the module like {@code io.tabula.json}:
 * it may use Jackson (through the framework's {@code TabulaJson} mapper); the rules packages
 * do not.
 *
 * <ul>
 *   <li>{@link io.tabula.junqi.record.JunqiRecord}: the arbiter's record: definition, the full
 *       setup snapshot (both deployments), every move as {@code from-to} with its result
 *       ({@link io.tabula.junqi.record.MoveFacts}: attack or not, which piece the attack
 *       removed, the flags public after it) and the final outcome. Reading it replays every
 *       move through the rules and compares each stored result
 *       ({@link io.tabula.junqi.record.RecordMismatchException} on a difference).</li>
 *   <li>{@link io.tabula.junqi.record.SideRecord}: one side's record: its view of the setup
 *       position (own deployment, enemy pieces as {@code b?}/{@code r?}), the same public
 *       move facts, and its view of the last position (everything once the game is over).
 *       Reading it rebuilds the side's view after every move from those alone.</li>
 * </ul>
 * {@link io.tabula.junqi.record.JunqiRecords} makes, writes, reads and checks both.
 */
package io.tabula.junqi.record;
