// One game, as the seats on this computer see it. The URL names the match and one or more
// seat tokens (`?match=ID&seat=T1&seat=T2`); each request carries the token of the seat shown,
// so the page only ever holds what that seat may see. With two seats here, a cover hides the
// board while the device changes hands.
import { request, download, showError, clearError, ApiError } from './api.js';
import { drawBoard, readable } from './board.js';

const $ = id => document.getElementById(id);
const params = new URLSearchParams(window.location.search);
const matchId = params.get('match');
const tokens = params.getAll('seat');
const base = `/api/matches/${encodeURIComponent(matchId || '')}`;

const page = {
  /** The token of the seat shown; null until the first snapshots are in. */
  viewer: null,
  /** The current position as the viewer sees it. */
  live: null,
  /** A past position shown by the slider, or null. */
  past: null,
  legal: [],
  /** Points clicked so far towards a move. */
  selection: [],
  /** A move made of several points being collected: {action, points}. */
  collecting: null,
  /** The side the device is being handed to, while the cover is up. */
  coveredFor: null,
  /** Counts requests for past positions, so a late answer never replaces a newer choice. */
  generation: 0,
};

function seatQuery(token = page.viewer) {
  return `seat=${encodeURIComponent(token)}`;
}

function start() {
  if (!matchId || tokens.length === 0) {
    showError($('error'), 'This link names no game or no seat; open a game from the lobby.');
    return;
  }
  const handoverKey = `tabula-handover-${matchId}`;
  $('handover').checked = sessionStorage.getItem(handoverKey) !== 'off';
  $('handover').addEventListener('change', () => sessionStorage.setItem(handoverKey, $('handover').checked ? 'on' : 'off'));
  $('handover-row').hidden = tokens.length < 2;
  wireControls();
  refresh().then(listen);
}

function listen() {
  const source = new EventSource(`${base}/events?${seatQuery(tokens[0])}`);
  source.addEventListener('open', () => { $('live').textContent = 'Live'; $('live').className = 'live on'; });
  source.addEventListener('update', event => {
    const { version } = JSON.parse(event.data);
    if (!page.live || version > page.live.version) refresh();
  });
  source.addEventListener('error', () => {
    $('live').textContent = 'Live updates lost; reconnecting…';
    $('live').className = 'live off';
  });
}

/**
 * Fetches the current snapshot of every seat on this computer and shows the one whose turn it
 * is (the viewer's when none is to move). A seat's side can change during a game (a swap), so
 * the page asks each seat whether it is to move instead of remembering sides. When the seat to
 * show changes, the cover goes up first (if asked for), so no one sees the other seat's board.
 */
async function refresh() {
  let snapshots;
  try {
    snapshots = await Promise.all(tokens.map(token => request('GET', `${base}?${seatQuery(token)}`)));
  } catch (error) {
    showError($('error'), error);
    return;
  }
  if (isOlder(snapshots[0])) return;
  const toMove = snapshots.findIndex(snapshot => snapshot.yourTurn || (snapshot.deadStones && snapshot.deadStones.yourTurn));
  const previous = page.viewer;
  if (toMove >= 0) page.viewer = tokens[toMove];
  else if (page.viewer === null) page.viewer = tokens[0];
  const shown = snapshots[tokens.indexOf(page.viewer)];
  if (tokens.length > 1 && page.viewer !== previous && $('handover').checked) {
    page.live = shown;
    cover(shown.seat);
    return;
  }
  await accept(shown);
}

/**
 * Whether a snapshot is older than the one shown. Answers can arrive out of order (a move's
 * answer after the event of an agent's reply to it); versions only grow, so the newest wins.
 */
function isOlder(snapshot) {
  return page.live !== null && snapshot.version < page.live.version;
}

/** Shows a new current snapshot of the viewer (unless the cover is up or it is stale). */
async function accept(snapshot) {
  if (isOlder(snapshot)) return;
  page.live = snapshot;
  if (page.coveredFor) return;
  let legal = [];
  if (snapshot.yourTurn && !snapshot.outcome) {
    try {
      legal = await request('GET', `${base}/legal?${seatQuery()}`);
    } catch (error) {
      showError($('error'), error);
    }
  }
  if (page.live !== snapshot) return;
  page.selection = [];
  page.collecting = null;
  page.legal = legal;
  if (page.past && page.past.plies !== snapshot.plies) page.past = null;
  render();
}

/** Hides everything of the game until the next seat says only they can see the screen. */
function cover(side) {
  page.coveredFor = side;
  $('game').hidden = true;
  $('board').replaceChildren();
  $('moves').replaceChildren();
  $('legal-list').textContent = '';
  $('cover').hidden = false;
  $('cover-text').textContent = `Hand the device to ${side}. ${capitalise(side)}: click when only you can see the screen.`;
  $('cover-show').textContent = `Show ${side}'s board`;
  $('cover-show').focus();
}

async function uncover() {
  page.coveredFor = null;
  $('cover').hidden = true;
  page.past = null;
  await refresh();
}

function capitalise(text) {
  return text ? text[0].toUpperCase() + text.slice(1) : text;
}

function wireControls() {
  $('cover-show').addEventListener('click', uncover);
  $('show-legal').addEventListener('change', () => render());
  $('undo').addEventListener('click', undo);
  $('typed-move').addEventListener('submit', event => {
    event.preventDefault();
    const text = $('move-text').value.trim();
    if (text !== '') play(text).then(ok => { if (ok) $('move-text').value = ''; });
  });
  $('ply-slider').addEventListener('input', () => showPly(Number($('ply-slider').value)));
  $('history-live').addEventListener('click', () => { page.past = null; render(); });
}

/** Shows the position after `ply` plies (the slider and the move list). */
async function showPly(ply) {
  if (!page.live) return;
  if (ply >= page.live.plies) { page.past = null; render(); return; }
  const generation = ++page.generation;
  try {
    const past = await request('GET', `${base}?${seatQuery()}&ply=${ply}`);
    if (generation === page.generation) { page.past = past; render(); }
  } catch (error) {
    showError($('error'), error);
  }
}

/** Sends a move for the viewer; returns whether the server took it. */
async function play(move) {
  clearError($('error'));
  try {
    const snapshot = await request('POST', `${base}/moves`, { seat: page.viewer, move, version: page.live.version });
    await afterChange(snapshot);
    return true;
  } catch (error) {
    showError($('error'), error);
    page.selection = [];
    page.collecting = null;
    if (error instanceof ApiError && error.status === 409) await refresh(); else render();
    return false;
  }
}

/** After the viewer's move or undo: another seat here may be to move now. */
async function afterChange(snapshot) {
  if (tokens.length > 1) {
    await refresh();
  } else {
    await accept(snapshot);
  }
}

// ---- the dead-stone phase after two passes ---------------------------------------------

/** Whether the viewer may mark dead stones now: the current position, in the dead-stone phase. */
function canMark() {
  return page.live && page.live.deadStones && page.live.deadStones.canMark && !page.past;
}

/** Toggles the chain on `point` dead or alive, or with `confirm` agrees to the stones marked. */
async function markDead(body) {
  clearError($('error'));
  try {
    const snapshot = await request('POST', `${base}/dead`, { seat: page.viewer, version: page.live.version, ...body });
    await afterChange(snapshot);
  } catch (error) {
    showError($('error'), error);
    if (error instanceof ApiError && error.status === 409) await refresh();
  }
}

async function undo() {
  clearError($('error'));
  try {
    const snapshot = await request('POST', `${base}/undo`, { seat: page.viewer });
    await afterChange(snapshot);
  } catch (error) {
    showError($('error'), error);
  }
}

async function save(format) {
  clearError($('error'));
  try {
    const { blob, name } = await download(`${base}/record.${format}?${seatQuery()}`, `${matchId}.${format}`);
    const url = URL.createObjectURL(blob);
    const link = document.createElement('a');
    link.href = url;
    link.download = name;
    document.body.append(link);
    link.click();
    link.remove();
    setTimeout(() => URL.revokeObjectURL(url), 10000);
  } catch (error) {
    showError($('error'), error);
  }
}

// ---- clicking points -------------------------------------------------------------------

function startsWith(path, prefix) {
  return prefix.length <= path.length && prefix.every((point, i) => path[i] === point);
}

function canMove() {
  return page.live && page.live.yourTurn && !page.live.outcome && !page.past;
}

/** The points that continue a move from the current selection. */
function nextPoints() {
  const depth = page.selection.length;
  return new Set(page.legal.filter(m => m.path.length > depth && startsWith(m.path, page.selection)).map(m => m.path[depth]));
}

function firstPoints() {
  return new Set(page.legal.filter(m => m.path.length > 0).map(m => m.path[0]));
}

function onPoint(point) {
  clearError($('error'));
  if (canMark()) {
    markDead({ toggle: point });
    return;
  }
  if (page.collecting) {
    const chosen = page.collecting.points;
    const at = chosen.indexOf(point);
    if (at >= 0) chosen.splice(at, 1); else chosen.push(point);
    if (chosen.length === page.collecting.action.points) {
      play(`${page.collecting.action.move} ${chosen.join(' ')}`);
    } else {
      render();
    }
    return;
  }
  if (page.selection.length === 1 && page.selection[0] === point) {
    page.selection = [];
    render();
    return;
  }
  let trial = [...page.selection, point];
  let candidates = page.legal.filter(m => startsWith(m.path, trial));
  if (candidates.length === 0) {
    trial = [point];
    candidates = page.legal.filter(m => startsWith(m.path, trial));
  }
  if (candidates.length === 0) {
    showError($('error'), `No legal move at ${point}.`);
    return;
  }
  const complete = candidates.filter(m => m.path.length === trial.length);
  if (complete.length === 1) {
    play(complete[0].move);
  } else if (complete.length > 1) {
    page.selection = trial;
    render(complete);
  } else {
    page.selection = trial;
    render();
  }
}

// ---- drawing the page ------------------------------------------------------------------

function render(choices = []) {
  const live = page.live;
  if (!live || page.coveredFor) return;
  const shown = page.past || live;
  $('game').hidden = false;
  document.title = `Tabula: ${live.game}, ${live.seat}`;
  $('game-title').textContent = `· ${live.game}`;
  $('seat-side').textContent = `You play ${live.seat}.`;
  $('seat-side').dataset.side = live.seat;
  $('definition').textContent = live.definition;

  renderBoard(shown);
  renderStatus(shown);
  renderActions(choices);
  renderMoves(shown);
  renderHistory();
  renderDownloads(live.records || []);
}

/** A button per record format the seat may download (the server lists them: SGF, the renju move list, JSON...). */
function renderDownloads(records) {
  const row = $('downloads');
  const key = records.map(r => r.extension).join(' ');
  if (row.dataset.formats === key) return;
  row.dataset.formats = key;
  row.replaceChildren(...records.map(record => {
    const button = document.createElement('button');
    button.type = 'button';
    button.id = `download-${record.extension}`;
    button.textContent = record.name === record.extension
      ? `Download ${record.name.toUpperCase()}` : `Download ${record.name} (.${record.extension})`;
    button.addEventListener('click', () => save(record.extension));
    return button;
  }));
}

function renderBoard(shown) {
  const interactive = canMove();
  let targets = new Set();
  let highlighted = new Set();
  if (canMark()) {
    targets = new Set((shown.pieces || []).map(piece => piece.point));
  } else if (interactive && page.collecting) {
    targets = new Set(shown.drawing.points.map(p => p.id));
  } else if (interactive) {
    const next = nextPoints();
    targets = new Set([...firstPoints(), ...next]);
    highlighted = page.selection.length > 0 ? next : ($('show-legal').checked ? firstPoints() : new Set());
  }
  const selected = page.collecting ? page.collecting.points : page.selection;
  const svg = drawBoard($('board'), shown, { targets, highlighted, selected, onPoint });
  svg.dataset.version = String(page.live.version);
  svg.dataset.ply = String(shown.ply);
}

function renderStatus(shown) {
  const live = page.live;
  const task = $('task');
  const review = page.past ? null : live.deadStones;
  if (review) {
    task.textContent = review.yourTurn ? `Your turn to confirm: ${live.task}.` : `Dead stones: ${live.task}.`;
  } else if (shown.outcome) {
    task.textContent = 'The game is over.';
  } else if (page.past) {
    task.textContent = `At ply ${shown.ply}: ${shown.task}`;
  } else if (live.yourTurn) {
    task.textContent = `Your turn: ${live.task}.`;
  } else {
    task.textContent = `Waiting: ${live.task}.`;
  }
  task.dataset.yourTurn = String(Boolean((live.yourTurn || (review && review.yourTurn)) && !page.past && !live.outcome));

  const outcome = $('outcome');
  if (shown.outcome) {
    const o = shown.outcome;
    const who = !o.winner || o.winner === 'none' ? 'A draw' : `${capitalise(o.winner)} wins`;
    outcome.textContent = o.text ? `${capitalise(o.text)}.` : `${who} (${readable(o.reason)}).`;
    outcome.dataset.winner = o.winner || 'none';
    outcome.dataset.reason = o.reason;
    outcome.hidden = false;
  } else {
    outcome.hidden = true;
    outcome.textContent = '';
  }

  // The server says here when an agent seat could not move.
  $('problem').textContent = live.problem || '';
  $('problem').hidden = !live.problem;

  const facts = $('facts');
  facts.replaceChildren();
  const fact = (term, value, key) => {
    const dt = document.createElement('dt');
    dt.textContent = term;
    const dd = document.createElement('dd');
    dd.textContent = value;
    dd.id = `fact-${key}`;
    facts.append(dt, dd);
  };
  fact('Phase', shown.phase, 'phase');
  if (review) {
    fact('Marked dead', review.marked.length ? review.marked.join(' ') : 'none', 'dead');
    fact('Confirms next', `${review.toConfirm}${review.firstConfirmed ? ' (the other side has confirmed)' : ''}`, 'confirms');
    fact('Count', review.count, 'count');
  }
  fact('Ply', `${shown.ply} of ${live.plies}`, 'ply');
  if (shown.captures && Object.keys(shown.captures).length > 0) {
    fact('Captures', Object.entries(shown.captures).map(([side, n]) => `${side} ${n}`).join(', '), 'captures');
  }
  if (shown.score) {
    const parts = Object.entries(shown.score).filter(([k]) => k !== 'text').map(([side, n]) => `${side} ${n}`);
    fact('Score', `${parts.join(', ')}${shown.score.text ? ` (${shown.score.text})` : ''}`, 'score');
  }

  const forbidden = (shown.marks || []).filter(m => m.kind === 'forbidden');
  $('forbidden').hidden = forbidden.length === 0;
  $('forbidden-list').replaceChildren(...forbidden.map(m => {
    const li = document.createElement('li');
    li.textContent = `${m.point}: ${readable(m.reason)}`;
    li.dataset.point = m.point;
    return li;
  }));
}

function renderActions(choices) {
  const box = $('actions');
  box.replaceChildren();
  const interactive = canMove();
  $('typed-move').hidden = !interactive;
  $('undo').disabled = !(page.live.canUndo && !page.past);
  const legalCount = page.legal.length;
  $('legal-count').textContent = String(legalCount);
  $('legal-list').textContent = page.legal.map(m => m.move).join('  ');

  const button = (label, handler, extra = {}) => {
    const b = document.createElement('button');
    b.type = 'button';
    b.textContent = label;
    Object.assign(b.dataset, extra);
    b.addEventListener('click', handler);
    box.append(b);
    return b;
  };
  if (canMark()) {
    const review = page.live.deadStones;
    $('hint').textContent = review.yourTurn
      ? 'Click a stone to mark its chain dead or alive, or confirm the stones marked.'
      : `Click a stone to mark its chain dead or alive; ${review.toConfirm} confirms next.`;
    if (review.yourTurn) button('Confirm the dead stones', () => markDead({ confirm: true }), { action: 'confirm-dead' });
    return;
  }
  if (!interactive) {
    $('hint').textContent = page.live.outcome ? '' : page.past ? 'Go back to the current position to move.' : 'Not your turn.';
    return;
  }
  if (page.collecting) {
    const { action, points } = page.collecting;
    $('hint').textContent = `${action.label}: click ${action.points} points (${points.length} chosen${points.length ? `: ${points.join(', ')}` : ''}).`;
    button('Cancel', () => { page.collecting = null; render(); });
    return;
  }
  if (choices.length > 0) {
    $('hint').textContent = 'Several moves end here: choose one.';
    for (const m of choices) button(m.move, () => play(m.move), { move: m.move });
  } else if (page.selection.length > 0) {
    $('hint').textContent = `Selected ${page.selection.join(' → ')}: click a highlighted point, or the piece again to let go.`;
  } else {
    $('hint').textContent = page.legal.some(m => m.path.length > 0) ? 'Click a point to move.' : '';
  }
  for (const action of [...pointActions(), ...(page.live.actions || [])]) {
    if (action.points) {
      button(action.label, () => { page.collecting = { action, points: [] }; render(); }, { move: action.move });
    } else {
      button(action.label, () => play(action.move), { move: action.move });
    }
  }
}

/**
 * Moves made of N points that are too many to list (renju's offer of fifth moves): the server
 * then sends a few of them as examples (`offer g7 j7`). From those the page offers to collect
 * the points by clicking: one action per word and number of points, unless the server already
 * sends such an action itself.
 */
function pointActions() {
  const actions = page.live.actions || [];
  if (page.legal.length > 0 || actions.some(a => a.points)) return [];
  const ids = new Set(page.live.drawing.points.map(p => p.id));
  const found = new Map();
  for (const action of actions) {
    const [word, ...rest] = action.move.split(/\s+/);
    if (rest.length > 0 && rest.every(token => ids.has(token))) {
      found.set(`${word} ${rest.length}`, { label: `${capitalise(word)}: click ${rest.length} points`, move: word, points: rest.length });
    }
  }
  return [...found.values()];
}

function renderMoves(shown) {
  const list = $('moves');
  list.replaceChildren(...page.live.moves.map((move, index) => {
    const li = document.createElement('li');
    const b = document.createElement('button');
    b.type = 'button';
    b.className = 'move';
    b.textContent = move;
    b.addEventListener('click', () => showPly(index + 1));
    b.setAttribute('aria-label', `ply ${index + 1}: ${move}`);
    if (index + 1 === shown.ply) b.setAttribute('aria-current', 'step');
    const number = document.createElement('span');
    number.className = 'number';
    number.textContent = `${index + 1}.`;
    number.setAttribute('aria-hidden', 'true');
    li.append(number, b);
    return li;
  }));
}

function renderHistory() {
  const slider = $('ply-slider');
  slider.max = String(page.live.plies);
  const ply = page.past ? page.past.ply : page.live.plies;
  slider.value = String(ply);
  $('ply-output').textContent = String(ply);
  $('history-banner').hidden = !page.past;
  if (page.past) $('history-text').textContent = `Showing ply ${page.past.ply} of ${page.live.plies}.`;
}

start();
