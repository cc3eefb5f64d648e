// The print-and-play pages of a game in one language: the board to print (A4 and Letter, in
// landscape, at full size: the holes with their letters and a store per player) and the rules
// on one page (each clause's documented rule, without the notes, the choices or the history).
import { escapeHtml } from './markdown.mjs';
import { positionSvg, printBoardSvg } from './board-svg.mjs';
import { blockHtml, boardName, gameAddress, head, pageHeader, pageName, summaryName } from './page.mjs';
import { GAMES, PAPERS, WORDS } from './words.mjs';

export function boardPage(game, lang, paper) {
  const w = WORDS[lang];
  const title = w.boardTitle(GAMES[game]);
  const svg = printBoardSvg({ title, storeNames: [w.store(w.south), w.store(w.north)] });
  return head(lang, `${title} (${PAPERS[paper]})`) +
    `<body class="print-page board-page paper-${paper}">\n` +
    pageHeader(game, lang, (g, l) => boardName(g, l, paper)) +
    `<main id="main">\n<h1>${escapeHtml(title)}</h1>\n` +
    `<p class="north-side" aria-hidden="true">${w.north}</p>\n${svg}\n<p class="south-side">${w.south}</p>\n` +
    `<p class="help">${w.boardHelp}</p>\n` +
    `<p class="screen-only"><a href="${pageName(game, lang)}">${w.fullRules}</a></p>\n</main>\n</body>\n</html>\n`;
}

// Each rule section's documented rule: its text blocks and lists, up to its first choice.
function essentials(section) {
  const out = [];
  for (const b of section.blocks) {
    if (b.kind === 'choice' || b.kind === 'source') continue;
    out.push(b);
  }
  return out;
}

export function summaryPage(game, lang, texts, start) {
  const w = WORDS[lang];
  const [rules] = texts.parts;
  const sections = rules.sections.map((s) =>
    `<section aria-labelledby="${s.id}"><h2 id="${s.id}">${escapeHtml(s.title)}</h2>` +
    essentials(s).map((b) => blockHtml(b, w)).join('') + '</section>');
  const boards = Object.entries(PAPERS).map(([paper, label]) =>
    `<a href="${boardName(game, lang, paper)}">${w.board(label)}</a>`).join(' · ');
  return head(lang, `${GAMES[game]}: ${w.summary}`) +
    `<body class="print-page summary-page">\n` + pageHeader(game, lang, summaryName) +
    `<main id="main">\n<h1>${escapeHtml(texts.title)}: ${w.summary}</h1>\n` +
    `<p class="summary">${escapeHtml(texts.summary)}</p>\n` +
    `<figure class="start-board">${positionSvg(start.before, {}, { id: 'start', title: w.diagram, desc: w.start, players: [w.south, w.north] })}` +
    `<figcaption>${w.start}</figcaption></figure>\n<div class="columns">${sections.join('\n')}</div>\n` +
    `<p class="screen-only"><a href="${pageName(game, lang)}">${w.fullRules}</a> · ${boards} · ` +
    `<a href="${gameAddress(game, lang)}">${w.play(GAMES[game])}</a></p>\n</main>\n</body>\n</html>\n`;
}
