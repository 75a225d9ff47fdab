package io.tabula.web.browser;

import io.tabula.core.BoardPainter;
import io.tabula.core.Capability;
import io.tabula.core.DiagramPainter;
import io.tabula.core.GameDefinition;
import io.tabula.core.GameType;
import io.tabula.core.Outcome;
import io.tabula.core.OutcomeReason;
import io.tabula.core.Side;
import io.tabula.options.OptionSchema;
import io.tabula.options.Variant;
import io.tabula.stones.StoneModule;
import io.tabula.stones.StonePosition;
import io.tabula.stones.StoneRules;
import io.tabula.topology.GraphTopology;
import io.tabula.topology.HexBoard;
import io.tabula.topology.Topology;
import java.util.List;
import java.util.Set;

/**
 * Games of a user's kind for the browser tests: stones placed until the board is full, on a hex
 * board and on a graph, each drawn by the framework's fallback painter told its topology (as a
 * user's module that writes no painter of its own would be).
 */
final class TopologyGames extends StoneModule {
  enum Why implements OutcomeReason { FULL }

  private final Topology topology;

  private TopologyGames(String id, Topology topology) {
    super(new GameType(id, id, List.of(new Side(0, "black"), new Side(1, "white")), Set.of(Capability.UNDO),
        List.of(Why.FULL)), new OptionSchema(List.of(), List.of(Variant.of("standard", "the one board"))));
    this.topology = topology;
  }

  /** Hex cells, five on a side. */
  static TopologyGames hex() {
    return new TopologyGames("hex-cells", new HexBoard(5));
  }

  /** A centre and a ring of six points around it, named as the game names them. */
  static TopologyGames ring() {
    GraphTopology.Builder b = GraphTopology.builder();
    b.point("c", 0, 0);
    for (int i = 1; i <= 6; i++) {
      b.point("r" + i, 2 * Math.cos(i * Math.PI / 3), 2 * Math.sin(i * Math.PI / 3));
      b.link("c", "r" + i);
    }
    for (int i = 1; i <= 6; i++) {
      b.link("r" + i, "r" + (i % 6 + 1));
    }
    return new TopologyGames("ring", b.build());
  }

  @Override
  public BoardPainter painter() {
    return new DiagramPainter(this, definition -> topology);
  }

  @Override
  protected StoneRules rulesFor(GameDefinition definition) {
    return new StoneRules(definition, topology) {
      @Override
      protected Outcome outcome(StonePosition p, int mover, int move) {
        return p.emptyCount() == 0 ? Outcome.draw(Why.FULL) : Outcome.ONGOING;
      }
    };
  }
}
