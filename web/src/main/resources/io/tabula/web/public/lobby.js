// The lobby: choose a game, its options and players, create the match and hand out each
// seat's link; open a record; check a case file.
import { request, showError, clearError } from './api.js';
import { drawBoard, readable } from './board.js';

const errorRegion = document.getElementById('error');
const gameSelect = document.getElementById('game');
const presetRow = document.getElementById('preset-row');
const presetSelect = document.getElementById('preset');
const optionsBox = document.getElementById('options');
const seatsBox = document.getElementById('seats');

let games = [];
let agents = [];
/** The external engines the server was started with (`tabula serve --engine`), each with the games it plays. */
let engines = [];
/** Options a preset sets that have no field of their own in the form. */
let presetExtras = {};

async function start() {
  try {
    [games, agents, engines] = await Promise.all([request('GET', '/api/games'), request('GET', '/api/agents'),
      request('GET', '/api/engines')]);
  } catch (error) {
    showError(errorRegion, error);
    return;
  }
  for (const select of [gameSelect, document.getElementById('record-game')]) {
    for (const game of games) select.append(new Option(game.title || game.id, game.id));
  }
  gameSelect.addEventListener('change', showGame);
  presetSelect.addEventListener('change', applyPreset);
  document.getElementById('new-game').addEventListener('submit', createMatch);
  document.getElementById('load-record').addEventListener('submit', loadRecord);
  document.getElementById('check-cases').addEventListener('submit', checkCases);
  showGame();
}

function currentGame() {
  return games.find(g => g.id === gameSelect.value);
}

function showGame() {
  const game = currentGame();
  presetExtras = {};
  presetSelect.replaceChildren(new Option('(none: options below)', ''));
  for (const preset of game.presets || []) {
    const option = new Option(preset.name, preset.definition);
    option.title = preset.doc || preset.definition;
    presetSelect.append(option);
  }
  presetRow.hidden = (game.presets || []).length === 0;

  optionsBox.replaceChildren(legend('Options'));
  if ((game.options || []).length === 0) optionsBox.append(paragraph('This game has no options.', 'note'));
  for (const option of game.options || []) optionsBox.append(optionField(option));

  seatsBox.replaceChildren(legend('Players'));
  const sides = game.sides && game.sides.length ? game.sides : ['first', 'second'];
  sides.forEach((side, index) => seatsBox.append(seatField(side, index)));
}

function legend(text) {
  const node = document.createElement('legend');
  node.textContent = text;
  return node;
}

function paragraph(text, className) {
  const node = document.createElement('p');
  node.textContent = text;
  if (className) node.className = className;
  return node;
}

function optionField(option) {
  const row = document.createElement('div');
  row.className = 'field';
  const id = `option-${option.name}`;
  const label = document.createElement('label');
  label.htmlFor = id;
  label.textContent = option.name;
  let input;
  if ((option.values || []).length > 0) {
    input = document.createElement('select');
    for (const value of option.values) input.append(new Option(value, value));
  } else {
    input = document.createElement('input');
    input.type = 'text';
  }
  input.id = id;
  input.name = option.name;
  input.value = option.default ?? '';
  input.dataset.option = option.name;
  input.dataset.default = option.default ?? '';
  row.append(label, input);
  const doc = option.doc && !/[.!?]$/.test(option.doc) ? `${option.doc}.` : option.doc;
  const explained = [doc, option.allowed && (option.values || []).length === 0 ? `Allowed: ${option.allowed}.` : '']
    .filter(Boolean).join(' ');
  if (explained) {
    const doc = paragraph(explained, 'note');
    doc.id = `${id}-doc`;
    input.setAttribute('aria-describedby', doc.id);
    row.append(doc);
  }
  return row;
}

function seatField(side, index) {
  const row = document.createElement('div');
  row.className = 'field';
  const id = `seat-${index}`;
  const label = document.createElement('label');
  label.htmlFor = id;
  label.textContent = side;
  const select = document.createElement('select');
  select.id = id;
  select.dataset.side = side;
  select.append(new Option('Human, on this computer', 'here'));
  select.append(new Option('Human, elsewhere (by link)', 'link'));
  for (const agent of agents) {
    const option = new Option(`Agent: ${agent.spec}`, `agent:${agent.spec}`);
    option.title = agent.doc || '';
    select.append(option);
  }
  for (const engine of engines.filter(e => e.games.includes(gameSelect.value))) {
    const option = new Option(`Engine: ${engine.name}`, engine.spec);
    option.title = engine.doc || '';
    select.append(option);
  }
  row.append(label, select);
  return row;
}

/** Reads "name(key=value,key=value)" into {key: value}. */
function optionsOf(definition) {
  const open = definition.indexOf('(');
  const inner = open < 0 ? '' : definition.slice(open + 1, definition.lastIndexOf(')'));
  const result = {};
  for (const pair of inner.split(',')) {
    const eq = pair.indexOf('=');
    if (eq > 0) result[pair.slice(0, eq).trim()] = pair.slice(eq + 1).trim();
  }
  return result;
}

function applyPreset() {
  const fields = [...optionsBox.querySelectorAll('[data-option]')];
  for (const field of fields) field.value = field.dataset.default;
  presetExtras = {};
  if (presetSelect.value === '') return;
  for (const [name, value] of Object.entries(optionsOf(presetSelect.value))) {
    const field = fields.find(f => f.dataset.option === name);
    if (field) field.value = value; else presetExtras[name] = value;
  }
}

async function createMatch(event) {
  event.preventDefault();
  clearError(errorRegion);
  const { variant, ...options } = presetExtras;
  for (const field of optionsBox.querySelectorAll('[data-option]')) options[field.dataset.option] = field.value.trim();
  const choices = [...seatsBox.querySelectorAll('select')].map(s => s.value);
  const seats = choices.map(choice => (choice.startsWith('agent:') || choice.startsWith('engine:') ? choice : 'human'));
  const body = { game: gameSelect.value, options, seats };
  if (variant) body.variant = variant;
  try {
    const created = await request('POST', '/api/matches', body);
    showCreated(created, choices);
  } catch (error) {
    showError(errorRegion, error);
  }
}

/** Lists the seats of a new match with their links; `choices` says which seats play here. */
function showCreated(created, choices) {
  const body = document.querySelector('#seat-links tbody');
  body.replaceChildren();
  const here = [];
  created.seats.forEach((seat, index) => {
    const row = body.insertRow();
    row.insertCell().textContent = seat.side;
    row.insertCell().textContent = seat.kind === 'human' ? (choices[index] === 'here' ? 'human, here' : 'human, by link') : seat.kind;
    const cell = row.insertCell();
    if (seat.token) {
      const link = document.createElement('a');
      link.href = new URL(seat.link, window.location.href).href;
      link.textContent = link.href;
      link.className = 'seat-link';
      link.dataset.side = seat.side;
      cell.append(link);
      if (choices[index] === 'here') here.push(seat.token);
    } else {
      cell.textContent = 'played by the server';
    }
  });
  const playHere = document.getElementById('play-here');
  const note = document.getElementById('play-here-note');
  if (here.length > 0) {
    const query = new URLSearchParams({ match: created.match });
    for (const token of here) query.append('seat', token);
    playHere.href = `play.html?${query}`;
    playHere.hidden = false;
    note.textContent = here.length > 1 ? 'Both seats on this computer: the page hides the board while you hand it over.' : '';
  } else {
    playHere.hidden = true;
    note.textContent = 'No seat is played on this computer: send the links.';
  }
  const section = document.getElementById('created');
  section.hidden = false;
  section.scrollIntoView({ block: 'nearest' });
}

async function textOf(fileInput, textArea) {
  const file = fileInput.files[0];
  if (file) return file.text();
  return textArea.value;
}

async function loadRecord(event) {
  event.preventDefault();
  clearError(errorRegion);
  const text = await textOf(document.getElementById('record-file'), document.getElementById('record-text'));
  if (text.trim() === '') {
    showError(errorRegion, 'Choose a record file or paste a record first.');
    return;
  }
  const game = document.getElementById('record-game').value;
  try {
    const created = await request('POST', `/api/records?game=${encodeURIComponent(game)}`, text, 'text/plain; charset=utf-8');
    showCreated(created, created.seats.map(() => 'here'));
  } catch (error) {
    showError(errorRegion, error);
  }
}

async function checkCases(event) {
  event.preventDefault();
  clearError(errorRegion);
  const list = document.getElementById('cases');
  const summary = document.getElementById('cases-summary');
  list.replaceChildren();
  summary.textContent = '';
  const text = await textOf(document.getElementById('cases-file'), document.getElementById('cases-text'));
  if (text.trim() === '') {
    showError(errorRegion, 'Choose a case file or paste one first.');
    return;
  }
  let cases;
  try {
    cases = await request('POST', '/api/cases', text, 'application/json; charset=utf-8');
  } catch (error) {
    showError(errorRegion, error);
    return;
  }
  const passed = cases.filter(c => c.passed).length;
  summary.textContent = `${passed} of ${cases.length} cases pass.`;
  for (const testCase of cases) list.append(caseItem(testCase));
  summary.scrollIntoView({ block: 'start' });
}

function caseItem(testCase) {
  const item = document.createElement('li');
  item.className = `case ${testCase.passed ? 'passed' : 'failed'}`;
  item.dataset.case = testCase.name;
  const title = document.createElement('h3');
  title.textContent = `${testCase.passed ? '✓' : '✗'} ${testCase.name}`;
  title.setAttribute('aria-label', `${testCase.name}: ${testCase.passed ? 'passes' : 'fails'}`);
  const boardBox = document.createElement('div');
  boardBox.className = 'case-board';
  if (testCase.drawing) drawBoard(boardBox, { drawing: testCase.drawing, pieces: testCase.pieces || [], marks: testCase.marks || [] });
  const checks = document.createElement('ul');
  checks.className = 'checks';
  for (const check of testCase.checks || []) {
    const line = document.createElement('li');
    line.className = check.passed ? 'passed' : 'failed';
    line.dataset.check = check.key;
    line.textContent = `${check.passed ? 'passes' : 'fails'}: ${check.key}${check.detail ? ` (${check.detail})` : ''}`;
    checks.append(line);
  }
  item.append(title, boardBox, checks);
  return item;
}

start();
