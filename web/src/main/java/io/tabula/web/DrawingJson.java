package io.tabula.web;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.tabula.draw.BoardDrawing;
import io.tabula.draw.Scene;

/** The module's drawing and scenes as the JSON of the web API (docs/WEB.md, "What the page draws"). */
final class DrawingJson {
    private DrawingJson() {
    }

    static ObjectNode board(ObjectMapper mapper, BoardDrawing drawing) {
        ObjectNode out = mapper.createObjectNode();
        out.put("width", drawing.width());
        out.put("height", drawing.height());
        ArrayNode points = out.putArray("points");
        drawing.points().forEach(p -> points.addObject().put("id", p.id()).put("x", p.x()).put("y", p.y()));
        ArrayNode lines = out.putArray("lines");
        drawing.lines().forEach(l -> lines.addObject().put("from", l.from()).put("to", l.to()).put("kind", l.kind().id()));
        ArrayNode regions = out.putArray("regions");
        drawing.regions().forEach(r -> {
            ObjectNode region = regions.addObject();
            r.points().forEach(region.putArray("points")::add);
            region.put("kind", r.kind());
        });
        ArrayNode labels = out.putArray("labels");
        drawing.labels().forEach(l -> labels.addObject().put("text", l.text()).put("x", l.x()).put("y", l.y()));
        out.put("style", drawing.style().id());
        return out;
    }

    static ArrayNode pieces(ObjectMapper mapper, Scene scene) {
        ArrayNode out = mapper.createArrayNode();
        scene.pieces().forEach(p -> out.addObject().put("point", p.point()).put("owner", p.owner())
                .put("label", p.label()).put("glyph", p.glyph().id()));
        return out;
    }

    static ArrayNode marks(ObjectMapper mapper, Scene scene) {
        ArrayNode out = mapper.createArrayNode();
        scene.marks().forEach(m -> {
            ObjectNode mark = out.addObject().put("point", m.point()).put("kind", m.kind());
            if (!m.reason().isEmpty()) {
                mark.put("reason", m.reason());
            }
        });
        return out;
    }
}
