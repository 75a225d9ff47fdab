// Draws a board as SVG from the module's board description (BOARD in docs/WEB.md) and the
// pieces and marks of a snapshot. Nothing here knows a game: the description says where the
// points, lines, regions and labels are and whether pieces sit on intersections, in square cells or in
// hexagonal cells (a hex board).

const SVG = 'http://www.w3.org/2000/svg';

/** Colours of owners whose names are not CSS colours, in order of first appearance. */
const PALETTE = ['#c0392b', '#2c6fbb', '#2e8b57', '#d68910', '#7d3c98', '#5d6d7e'];

function element(name, attributes = {}, parent = null) {
  const node = document.createElementNS(SVG, name);
  for (const [key, value] of Object.entries(attributes)) node.setAttribute(key, String(value));
  if (parent) parent.appendChild(node);
  return node;
}

function titled(node, text) {
  element('title', {}, node).textContent = text;
  return node;
}

/** The distance between the two closest points: the size of a stone or a cell. */
function unitOf(points) {
  let best = Infinity;
  for (let i = 0; i < points.length; i++) {
    for (let j = i + 1; j < points.length; j++) {
      const d = Math.hypot(points[i].x - points[j].x, points[i].y - points[j].y);
      if (d > 0 && d < best) best = d;
    }
  }
  return Number.isFinite(best) ? best : 1;
}

/** Softer tones for owners named after a colour, so labels on them stay readable. */
const NAMED = {
  black: '#1b1b1b', white: '#fafafa', red: '#c0392b', blue: '#2c6fbb', green: '#2e8b57',
  yellow: '#b7950b', orange: '#d68910', purple: '#7d3c98',
};

/** A piece that belongs to no side (a cell of a text diagram): paper with dark text. */
const NEUTRAL = '#f3eddc';

export function ownerColour(owner, owners) {
  if (!owner) return NEUTRAL;
  if (NAMED[owner]) return NAMED[owner];
  if (window.CSS && CSS.supports('color', owner)) return owner;
  if (!owners.has(owner)) owners.set(owner, PALETTE[owners.size % PALETTE.length]);
  return owners.get(owner);
}

/** Text colour readable on a piece of the given fill. */
function inkOn(fill) {
  return fill === NAMED.white || fill === NEUTRAL || fill === 'white' ? '#1b1b1b' : '#ffffff';
}

const MARK_TEXT = {
  'last-move': 'last move',
  forbidden: 'forbidden for black',
};

/** A readable text for a rules reason such as "double-three". */
export function readable(reason) {
  return String(reason || '').replace(/[-_]/g, ' ').toLowerCase();
}

/**
 * Draws the board into `container` (replacing what was there) and returns the svg element.
 * view = {drawing, pieces, marks}; interaction = {targets: Set of clickable point ids,
 * highlighted: Set, selected: Array, onPoint(id)} (all optional).
 */
export function drawBoard(container, view, interaction = {}) {
  const { drawing, pieces = [], marks = [] } = view;
  const targets = interaction.targets || new Set();
  const highlighted = interaction.highlighted || new Set();
  const selected = new Set(interaction.selected || []);
  const points = drawing.points || [];
  const byId = new Map(points.map(p => [p.id, p]));
  const unit = unitOf(points);
  const cells = drawing.style === 'cells';
  const hexes = drawing.style === 'hexes';

  const xs = points.map(p => p.x).concat((drawing.labels || []).map(l => l.x));
  const ys = points.map(p => p.y).concat((drawing.labels || []).map(l => l.y));
  const margin = unit * 0.8;
  const minX = Math.min(0, ...xs) - margin;
  const minY = Math.min(0, ...ys) - margin;
  const maxX = Math.max(...xs) + margin;
  const maxY = Math.max(...ys) + margin;

  const svg = element('svg', {
    viewBox: `${minX} ${minY} ${maxX - minX} ${maxY - minY}`,
    class: `board board-${cells ? 'cells' : hexes ? 'hexes' : 'intersections'}`,
    role: 'group',
    'aria-label': 'Board',
    'font-size': unit * 0.42,
  });
  svg.style.setProperty('--unit', `${unit}px`);
  element('rect', { x: minX, y: minY, width: maxX - minX, height: maxY - minY, class: 'board-ground' }, svg);

  const regionLayer = element('g', { class: 'regions' }, svg);
  const lineLayer = element('g', { class: 'lines' }, svg);
  const labelLayer = element('g', { class: 'labels', 'aria-hidden': 'true' }, svg);
  const highlightLayer = element('g', { class: 'highlights' }, svg);
  const pieceLayer = element('g', { class: 'pieces' }, svg);
  const markLayer = element('g', { class: 'marks' }, svg);
  const hitLayer = element('g', { class: 'hits' }, svg);

  if (cells) {
    for (const p of points) {
      element('rect', { x: p.x - unit / 2, y: p.y - unit / 2, width: unit, height: unit, class: 'cell' }, lineLayer);
    }
  }
  if (hexes) {
    // A pointy-topped hexagon around each point, sized so that neighbours one unit apart share a side.
    const r = unit / Math.sqrt(3);
    for (const p of points) {
      const corners = [];
      for (let k = 0; k < 6; k++) {
        const a = Math.PI / 6 + k * Math.PI / 3;
        corners.push(`${p.x + r * Math.cos(a)},${p.y + r * Math.sin(a)}`);
      }
      element('polygon', { points: corners.join(' '), class: 'cell cell-hex', 'data-cell': p.id }, lineLayer);
    }
  }
  for (const line of drawing.lines || []) {
    const a = byId.get(line.from);
    const b = byId.get(line.to);
    if (!a || !b) continue;
    const attrs = { x1: a.x, y1: a.y, x2: b.x, y2: b.y, class: `line line-${line.kind}` };
    element('line', attrs, lineLayer);
    if (line.kind === 'railway') element('line', { ...attrs, class: 'line line-railway-ties' }, lineLayer);
  }
  for (const region of drawing.regions || []) {
    for (const id of region.points) {
      const p = byId.get(id);
      if (p) drawRegionPoint(regionLayer, region.kind, p, unit);
    }
  }
  for (const label of drawing.labels || []) {
    const text = element('text', { x: label.x, y: label.y, class: 'coordinate', 'text-anchor': 'middle', 'dominant-baseline': 'central' }, labelLayer);
    text.textContent = label.text;
  }

  for (const id of highlighted) {
    const p = byId.get(id);
    if (p) element('circle', { cx: p.x, cy: p.y, r: unit * 0.2, class: 'highlight', 'data-highlight': id }, highlightLayer);
  }

  const owners = new Map();
  const pieceAt = new Map();
  for (const piece of pieces) {
    const p = byId.get(piece.point);
    if (!p) continue;
    pieceAt.set(piece.point, piece);
    drawPiece(pieceLayer, piece, p, unit, ownerColour(piece.owner, owners), selected.has(piece.point));
  }
  for (const id of selected) {
    const p = byId.get(id);
    if (p && !pieceAt.has(id)) element('circle', { cx: p.x, cy: p.y, r: unit * 0.42, class: 'selected-ring' }, markLayer);
  }

  for (const mark of marks) {
    const p = byId.get(mark.point);
    if (p) drawMark(markLayer, mark, p, unit);
  }

  for (const p of points) {
    const piece = pieceAt.get(p.id);
    const clickable = targets.has(p.id);
    const hit = element('circle', {
      cx: p.x, cy: p.y, r: unit * 0.5,
      class: `hit${clickable ? ' clickable' : ''}`,
      'data-point': p.id,
      'aria-label': `${p.id}${piece ? `, ${describePiece(piece)}` : ''}`,
    }, hitLayer);
    if (clickable) {
      hit.setAttribute('tabindex', '0');
      hit.setAttribute('role', 'button');
      const act = () => interaction.onPoint && interaction.onPoint(p.id);
      hit.addEventListener('click', act);
      hit.addEventListener('keydown', event => {
        if (event.key === 'Enter' || event.key === ' ') { event.preventDefault(); act(); }
      });
    }
  }

  container.replaceChildren(svg);
  return svg;
}

function describePiece(piece) {
  if (piece.glyph === 'hidden') return `a hidden ${piece.owner} piece`;
  if (piece.glyph === 'piece') return `${piece.owner} ${piece.label}`;
  return `${piece.owner} stone`;
}

function drawRegionPoint(layer, kind, p, unit) {
  const cls = `region region-${kind}`;
  if (kind === 'star') {
    element('circle', { cx: p.x, cy: p.y, r: unit * 0.1, class: cls }, layer);
  } else if (kind === 'camp') {
    element('circle', { cx: p.x, cy: p.y, r: unit * 0.4, class: cls }, layer);
  } else if (kind === 'headquarters') {
    element('rect', { x: p.x - unit * 0.45, y: p.y - unit * 0.3, width: unit * 0.9, height: unit * 0.6, rx: unit * 0.25, class: cls }, layer);
  } else {
    element('rect', { x: p.x - unit * 0.5, y: p.y - unit * 0.5, width: unit, height: unit, class: cls }, layer);
  }
}

function drawPiece(layer, piece, p, unit, fill, isSelected) {
  const group = element('g', {
    class: `piece glyph-${piece.glyph}${isSelected ? ' selected' : ''}`,
    'data-piece': piece.point,
    'data-owner': piece.owner,
    'data-glyph': piece.glyph,
  }, layer);
  titled(group, `${piece.point}: ${describePiece(piece)}`);
  if (piece.glyph === 'stone') {
    element('circle', { cx: p.x, cy: p.y, r: unit * 0.46, fill, class: 'stone' }, group);
    return;
  }
  const w = unit * 0.92;
  const h = unit * 0.62;
  element('rect', { x: p.x - w / 2, y: p.y - h / 2, width: w, height: h, rx: unit * 0.12, fill, class: 'token' }, group);
  if (piece.glyph === 'piece' && piece.label) {
    const text = element('text', {
      x: p.x, y: p.y, fill: inkOn(fill), class: 'token-label',
      'text-anchor': 'middle', 'dominant-baseline': 'central',
    }, group);
    text.textContent = piece.label;
  }
}

function drawMark(layer, mark, p, unit) {
  const text = MARK_TEXT[mark.kind] || readable(mark.kind);
  const group = element('g', { class: `mark mark-${mark.kind}`, 'data-mark': mark.kind, 'data-mark-point': mark.point }, layer);
  titled(group, mark.reason ? `${mark.point}: ${text} (${readable(mark.reason)})` : `${mark.point}: ${text}`);
  if (mark.kind === 'last-move') {
    element('circle', { cx: p.x, cy: p.y, r: unit * 0.16, class: 'mark-dot' }, group);
  } else if (mark.kind === 'forbidden') {
    const d = unit * 0.22;
    element('path', { d: `M${p.x - d} ${p.y - d}L${p.x + d} ${p.y + d}M${p.x + d} ${p.y - d}L${p.x - d} ${p.y + d}`, class: 'mark-cross' }, group);
  } else {
    element('rect', { x: p.x - unit * 0.15, y: p.y - unit * 0.15, width: unit * 0.3, height: unit * 0.3, class: 'mark-square' }, group);
  }
}
