package io.tabula.stones.rows;

/**
 * The stocks block of five-replaces (五子替换, gomoku's 玩法二): each side starts with
 * {@code stones} stones to place; a stone that makes a winning row earns its side the
 * replacement of one stone of another side by one of its own, from its stock; the first
 * side to empty its stock wins.
 *
 * @param stones         the stones each side starts with, at least 1
 * @param returnReplaced whether the replaced stone goes back to its owner's stock
 *                       ({@code replaced=return}) rather than out of the game
 *                       ({@code replaced=removed})
 * @param chain          whether a winning row made by the replacing stone earns another replacement
 */
public record StoneStocks(int stones, boolean returnReplaced, boolean chain) {
    public StoneStocks {
        if (stones < 1) {
            throw new IllegalArgumentException("a stock holds at least one stone, not " + stones);
        }
    }
}
