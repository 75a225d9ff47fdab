package io.tabula.junqi.notation;

import java.util.List;
import java.util.Map;

/**
 * A Junqi state as plain values, for JSON. The full state has every piece; a view
 * ({@code viewer} set) writes the enemy pieces it does not know as {@code r?}/{@code b?} and
 * leaves out the enemy's deployment findings.
 *
 * @param board       the diagram, row 12 first
 * @param phase       {@code deploy/red} or {@code deploy/blue} (that side deploys), or {@code play}
 * @param toMove      {@code red} or {@code blue}
 * @param ply         moves played in the game, deployments included
 * @param deployMoves the deployments played among them: 0 for a game set up from a board, 1
 *                    while blue deploys, 2 after both (so play has had {@code ply - deployMoves} plies)
 * @param quietPlies  consecutive plies of play without an attack (for {@code noCombatDrawPlies})
 * @param lastMove    the last step, e.g. {@code a4-a5}; empty before the first step of play
 * @param lastCombat what the last move's attack removed: {@code defender-removed},
 *                   {@code attacker-removed}, {@code both-removed}; empty if it was no attack
 * @param deployment side to the deployment violations (keywords of rules section 3) of its
 *                   pieces in the setup position
 * @param viewer     the side whose view this is; empty for the full state
 * @param status     {@code ongoing} or {@code over}
 * @param winner     {@code red}, {@code blue}, or {@code none} (a draw, or ongoing)
 * @param reason     the outcome's reason, empty while ongoing
 */
public record JunqiSnapshot(List<String> board, String phase, String toMove, int ply, int deployMoves, int quietPlies,
                            String lastMove,
                            String lastCombat, Map<String, List<String>> deployment, String viewer, String status,
                            String winner, String reason) {
}
