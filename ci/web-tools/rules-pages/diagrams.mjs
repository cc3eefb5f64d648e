// The diagrams of a rules page: each a figure with the position before its move and after it
// (or one board where there is no move), drawn from diagrams.json (what the rules core played
// from the records of data/diagrams, tools/diagrams.cpp), and a caption made from what the move
// did, in the page's language.
import { LETTERS, positionSvg } from './board-svg.mjs';
import { list } from './words.mjs';

// The section of the texts each diagram goes with (the first of these that the game has).
const SECTIONS = {
  start: ['board'],
  sowing: ['sowing'],
  capture: ['capture', 'sowing'],
  purchase: ['match'],
  feeding: ['feeding'],
  'grand-slam': ['grand-slam'],
};
export function diagramSection(diagram, sectionIds) {
  return (SECTIONS[diagram.id] || []).find((id) => sectionIds.includes(id)) || sectionIds[0];
}

const name = (w, letter) => (letter === 'S' ? w.south : w.north);
const other = (letter) => (letter === 'S' ? 'N' : 'S');

// What the move did, as marks on the two boards and the caption's sentences.
function readMove(d, w) {
  const mover = d.before.toMove;
  const p = name(w, mover);
  const q = name(w, other(mover));
  const sentences = [];
  const beforeMarks = {};
  const afterMarks = { sown: [], captured: {} };
  if (d.id === 'feeding') {
    beforeMarks.legal = [...d.legal].map((c) => LETTERS.indexOf(c));
    sentences.push(w.feeds(p, q, list(w, [...d.legal])));
  }
  const bought = [...d.before.owners].flatMap((o, h) => (o !== (h < 6 ? 'S' : 'N') ? [LETTERS[h]] : []));
  if (bought.length) {
    const owner = d.before.owners[LETTERS.indexOf(bought[0])];
    sentences.push(w.bought(name(w, owner), list(w, bought)));
  }
  if (!d.move) return { beforeMarks, afterMarks, sentences };
  beforeMarks.origin = LETTERS.indexOf(d.move);
  let last = null;
  for (const e of d.trace) {
    if (e.kind === 'pickup' && e.hole === beforeMarks.origin) sentences.push(w.sows(p, d.move, e.count));
    if (e.kind === 'sow') {
      afterMarks.sown.push(e.hole);
      last = e;
    }
    if (e.kind === 'relay') sentences.push(w.relay(LETTERS[e.hole], e.count));
    if (e.kind === 'capture') {
      if (last) sentences.push(w.lands(LETTERS[last.hole], last.count));
      last = null;
      afterMarks.captured[e.hole] = e.count;
      sentences.push(w.takes(name(w, e.player), e.count, LETTERS[e.hole]));
    }
    if (e.kind === 'extra-turn') sentences.push(w.again(name(w, e.player), name(w, other(e.player))));
  }
  return { beforeMarks, afterMarks, sentences };
}

// A position's description for screen readers: each row's counts and the stores.
function describe(position, w) {
  const row = (player, from) =>
    `${w.row(name(w, player), LETTERS[from], LETTERS[from + 5])}: ` +
    [0, 1, 2, 3, 4, 5].map((i) => w.holeSeeds(LETTERS[from + i], position.seeds[from + i])).join(', ');
  return `${row('S', 0)}. ${row('N', 6)}. ${w.store(w.south)}: ${position.captured[0]}; ` +
    `${w.store(w.north)}: ${position.captured[1]}.`;
}

// The figure of diagram `d` (diagrams.json) in words `w`.
export function diagramFigure(d, w) {
  const id = `diagram-${d.id}`;
  const { beforeMarks, afterMarks, sentences } = readMove(d, w);
  if (d.id === 'start') sentences.unshift(w.start);
  const boards = [];
  const panel = (label, position, marks, suffix) => {
    const svg = positionSvg(position, marks, {
      id: `${id}-${suffix}`,
      title: d.move ? `${w.diagram}, ${label.toLowerCase()}` : w.diagram,
      desc: describe(position, w),
      players: [w.south, w.north],
    });
    return `<div class="panel">${d.move ? `<p class="panel-title" aria-hidden="true">${label}</p>` : ''}${svg}</div>`;
  };
  boards.push(panel(w.before, d.before, beforeMarks, 'before'));
  if (d.move) boards.push(panel(w.after, d.after, afterMarks, 'after'));
  return `<figure class="diagram" id="${id}">` +
    `<div class="boards">${boards.join('')}</div>` +
    `<figcaption>${sentences.join(' ')}</figcaption></figure>`;
}
