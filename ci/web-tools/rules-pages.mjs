// The rules and history pages (a step of ci/build web; docs/RULES-PAGES.md): for each game and
// language, from texts/<lang>/<game>.md and the diagrams that the rules core played
// (data/diagrams/diagrams.json, tools/diagrams.cpp), into <folder>/rules/:
//   <game>.<lang>.html               the rules, our choices, the history and the sources, with diagrams
//   <game>.<lang>.summary.html       the rules on one printed page
//   <game>.<lang>.board-a4.html      the board to print, on A4 (and board-letter.html: on Letter)
// rules.css comes with web/rules/. Static HTML, no script: readable without JavaScript or WebGL.
// Usage: node ci/web-tools/rules-pages.mjs <folder> [<source root>]
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { readTexts } from './rules-pages/markdown.mjs';
import { boardName, pageName, rulesPage, summaryName } from './rules-pages/page.mjs';
import { boardPage, summaryPage } from './rules-pages/print.mjs';
import { GAMES, LANGS, PAPERS } from './rules-pages/words.mjs';

const HERE = path.dirname(fileURLToPath(import.meta.url));
const dir = path.resolve(process.argv[2] || 'build/web');
const root = path.resolve(process.argv[3] || path.join(HERE, '..', '..'));
const out = path.join(dir, 'rules');
mkdirSync(out, { recursive: true });

const diagrams = JSON.parse(readFileSync(path.join(root, 'data', 'diagrams', 'diagrams.json'), 'utf8'));
let count = 0;
const write = (name, html) => {
  writeFileSync(path.join(out, name), html);
  count++;
};
for (const game of Object.keys(GAMES)) {
  if (!diagrams[game]) throw new Error(`data/diagrams/diagrams.json has no diagrams of ${game}`);
  for (const lang of LANGS) {
    const texts = readTexts(readFileSync(path.join(root, 'texts', lang, `${game}.md`), 'utf8'));
    if (texts.parts.length < 2 || !texts.parts[0].sections.length)
      throw new Error(`texts/${lang}/${game}.md has no rules and history parts`);
    write(pageName(game, lang), rulesPage(game, lang, texts, diagrams[game]));
    write(summaryName(game, lang), summaryPage(game, lang, texts, diagrams[game].find((d) => d.id === 'start')));
    for (const paper of Object.keys(PAPERS)) write(boardName(game, lang, paper), boardPage(game, lang, paper));
  }
}
console.log(`ci/build: ${count} rules and print pages in ${path.relative(process.cwd(), out) || out}`);
