// A board drawn as SVG, seen from South: South's row a..f along the bottom from left to right,
// North's row along the top (F at the left, A at the right, facing f), North's store at the left
// and South's at the right (each player's store on their right). Hole indexes as in the rules
// core: a..f = 0..5, A..F = 6..11.
import { escapeHtml } from './markdown.mjs';

export const LETTERS = 'abcdefABCDEF';
const STEP = 100; // from one hole's centre to the next
const R = 44; // a hole's radius
const STORE = 90; // a store's width
const TOP = 40; // the letters' line above the top row
export const WIDTH = 2 * STORE + 6 * STEP + 20;
export const HEIGHT = TOP + 2 * STEP + 60;

// Where hole h is drawn.
export function holeCentre(h) {
  const column = h < 6 ? h : 11 - h;
  return { x: 10 + STORE + column * STEP + STEP / 2, y: TOP + (h < 6 ? STEP + STEP / 2 : STEP / 2) };
}

const text = (x, y, s, cls, extra = '') =>
  `<text x="${x}" y="${y}" class="${cls}" text-anchor="middle"${extra}>${escapeHtml(String(s))}</text>`;

// The board's frame, stores and holes. `holes(h)` says what to draw in hole h: { seeds,
// classes, label } (seeds null: an empty printed hole); `stores` the two stores' counts or
// labels ([South, North]).
function drawBoard({ holes, stores, storeNames, players }) {
  const parts = [];
  const boardH = 2 * STEP;
  parts.push(`<rect x="10" y="${TOP}" width="${WIDTH - 20}" height="${boardH}" rx="36" class="wood"/>`);
  // North's store on the left, South's on the right.
  const storeY = TOP + 12;
  const storeH = boardH - 24;
  [[1, 22], [0, WIDTH - STORE + 2 - 4]].forEach(([player, x]) => {
    parts.push(`<rect x="${x}" y="${storeY}" width="${STORE - 24}" height="${storeH}" rx="40" class="store"/>`);
    const cx = x + (STORE - 24) / 2;
    if (stores) parts.push(text(cx, storeY + storeH / 2 + 12, stores[player], 'count'));
    // Whose store it is, beside its owner's row of letters.
    if (players) parts.push(text(cx, player === 1 ? TOP - 10 : TOP + boardH + 34, players[player], 'player'));
    if (storeNames) {
      const turn = player === 1 ? ` transform="rotate(180 ${cx} ${storeY + storeH / 2})"` : '';
      parts.push(`<text x="${cx}" y="${storeY + storeH / 2}" class="store-name" text-anchor="middle" ` +
        `dominant-baseline="middle" writing-mode="tb"${turn}>${escapeHtml(storeNames[player])}</text>`);
    }
  });
  for (let h = 0; h < 12; h++) {
    const { x, y } = holeCentre(h);
    const hole = holes(h);
    parts.push(`<circle cx="${x}" cy="${y}" r="${R}" class="${['hole', ...hole.classes].join(' ')}"/>`);
    if (hole.seeds !== null) parts.push(text(x, y + 12, hole.seeds, 'count'));
    // The letter outside the board, beside its row; a note (captured, bought) inside, under the count.
    const letterY = h < 6 ? TOP + boardH + 34 : TOP - 10;
    parts.push(text(x, letterY, LETTERS[h], 'letter'));
    if (hole.label) parts.push(text(x, y + 32, hole.label, 'note'));
  }
  return parts.join('');
}

// A position of the rules core (diagrams.json's before/after) with marks: { origin, sown,
// captured: {hole: count}, legal: [holes], bought: [holes] }. `title` and `desc` name it for
// screen readers; `id` makes their ids unique on the page; `players` names the stores' owners.
export function positionSvg(position, marks, { id, title, desc, players }) {
  const holes = (h) => {
    const classes = [];
    let label = '';
    if (marks.legal?.includes(h)) classes.push('legal');
    if (marks.sown?.includes(h)) classes.push('sown');
    if (h === marks.origin) classes.push('origin');
    if (marks.captured && h in marks.captured) {
      classes.push('captured');
      label = `−${marks.captured[h]}`;
    }
    if (position.owners[h] !== (h < 6 ? 'S' : 'N')) {
      classes.push('bought');
      label = position.owners[h];
    }
    return { seeds: position.seeds[h], classes, label };
  };
  const body = drawBoard({ holes, stores: position.captured, players });
  return `<svg viewBox="0 0 ${WIDTH} ${HEIGHT}" role="img" aria-labelledby="${id}-t ${id}-d" class="board">` +
    `<title id="${id}-t">${escapeHtml(title)}</title><desc id="${id}-d">${escapeHtml(desc)}</desc>` +
    `${body}</svg>`;
}

// The empty board to print, with the letters and each player's store named.
export function printBoardSvg({ title, storeNames }) {
  const body = drawBoard({ holes: () => ({ seeds: null, classes: [], label: '' }), storeNames });
  return `<svg viewBox="0 0 ${WIDTH} ${HEIGHT}" role="img" aria-label="${escapeHtml(title)}" class="board print-board">${body}</svg>`;
}
