// A game's rules and history page in one language: the texts of texts/<lang>/<game>.md with the
// diagrams beside their sections, landmarks and headings for screen readers, and links to the
// other languages, the other games, the game itself and the print pages. Static HTML: no script.
import { escapeHtml } from './markdown.mjs';
import { diagramFigure, diagramSection } from './diagrams.mjs';
import { GAMES, LANGS, PAPERS, WORDS } from './words.mjs';

export const pageName = (game, lang) => `${game}.${lang}.html`;
export const summaryName = (game, lang) => `${game}.${lang}.summary.html`;
export const boardName = (game, lang, paper) => `${game}.${lang}.board-${paper}.html`;
export const gameAddress = (game, lang) => `../index.html?game=${game}&amp;lang=${lang}`;

// <head> of every page of rules/.
export function head(lang, title, alternates = '') {
  return `<!DOCTYPE html>\n<html lang="${lang}">\n<head>\n<meta charset="utf-8">\n` +
    '<meta name="viewport" content="width=device-width, initial-scale=1">\n' +
    `<title>${escapeHtml(title)}</title>\n<link rel="stylesheet" href="rules.css">\n${alternates}</head>\n`;
}

function languageLinks(game, lang, name) {
  const items = LANGS.map((l) =>
    l === lang
      ? `<li><a href="${name(game, l)}" lang="${l}" hreflang="${l}" aria-current="page">${WORDS[l].language}</a></li>`
      : `<li><a href="${name(game, l)}" lang="${l}" hreflang="${l}">${WORDS[l].language}</a></li>`);
  return `<nav aria-label="${WORDS[lang].languages}"><ul class="inline">${items.join('')}</ul></nav>`;
}

function gameLinks(game, lang) {
  const items = Object.entries(GAMES).map(([g, title]) =>
    `<li><a href="${pageName(g, lang)}"${g === game ? ' aria-current="page"' : ''}>${title}</a></li>`);
  return `<nav aria-label="${WORDS[lang].games}"><ul class="inline">${items.join('')}</ul></nav>`;
}

export function pageHeader(game, lang, name) {
  return `<header class="top">${gameLinks(game, lang)}${languageLinks(game, lang, name)}</header>\n`;
}

export function blockHtml(block, w) {
  switch (block.kind) {
    case 'bullets':
      return `<ul>${block.items.map((i) => `<li>${i}</li>`).join('')}</ul>`;
    case 'choice':
      return `<div class="choice" role="note"><p class="choice-label">${w.choice}</p><p>${block.html}</p></div>`;
    case 'source':
      return `<p class="source">${block.html}</p>`;
    default:
      return `<p>${block.html}</p>`;
  }
}

function printLinks(game, lang) {
  const w = WORDS[lang];
  const boards = Object.entries(PAPERS).map(([paper, label]) =>
    `<li><a href="${boardName(game, lang, paper)}">${w.board(label)}</a></li>`);
  return `<section class="print-and-play" aria-labelledby="print-and-play"><h2 id="print-and-play">${w.printAndPlay}</h2>` +
    `<p>${w.printIntro}</p><ul><li><a href="${summaryName(game, lang)}">${w.summary}</a></li>${boards.join('')}</ul></section>\n`;
}

// The whole page. `texts`: readTexts of the file; `diagrams`: the game's list of diagrams.json.
export function rulesPage(game, lang, texts, diagrams) {
  const w = WORDS[lang];
  const [rules, history, sources] = texts.parts;
  const sectionIds = rules.sections.map((s) => s.id);
  const figures = {};
  for (const d of diagrams) (figures[diagramSection(d, sectionIds)] ??= []).push(diagramFigure(d, w));
  const partIds = ['rules', 'history', 'sources'];
  const section = (s, withFigures) =>
    `<section aria-labelledby="${s.id}"><h3 id="${s.id}">${escapeHtml(s.title)}</h3>` +
    s.blocks.map((b) => blockHtml(b, w)).join('\n') +
    (withFigures ? (figures[s.id] || []).join('\n') : '') + '</section>\n';
  const part = (p, i) => {
    if (!p) return '';
    const id = partIds[i];
    const before = i === 0 ? `<p class="note">${w.choiceNote}</p>` : '';
    return `<section aria-labelledby="${id}"><h2 id="${id}">${escapeHtml(p.title)}</h2>${before}` +
      p.blocks.map((b) => blockHtml(b, w)).join('\n') + '\n' +
      p.sections.map((s) => section(s, i === 0)).join('') + '</section>\n';
  };
  const contents = [rules, history, sources].map((p, i) => p && `<li><a href="#${partIds[i]}">${escapeHtml(p.title)}</a>` +
    (i === 0 ? `<ul>${p.sections.map((s) => `<li><a href="#${s.id}">${escapeHtml(s.title)}</a></li>`).join('')}</ul>` : '') +
    '</li>').filter(Boolean).join('');
  const alternates = LANGS.map((l) => `<link rel="alternate" hreflang="${l}" href="${pageName(game, l)}">\n`).join('');
  return head(lang, w.pageTitle(GAMES[game]), alternates) +
    `<body>\n<a class="skip" href="#main">${w.skip}</a>\n` + pageHeader(game, lang, pageName) +
    `<main id="main">\n<h1>${escapeHtml(texts.title)}</h1>\n<p class="summary">${escapeHtml(texts.summary)}</p>\n` +
    `<p class="actions"><a class="play" href="${gameAddress(game, lang)}">${w.play(GAMES[game])}</a></p>\n` +
    `<nav aria-label="${w.contents}" class="contents"><ul>${contents}</ul></nav>\n` +
    `${part(rules, 0)}${part(history, 1)}${part(sources, 2)}${printLinks(game, lang)}</main>\n` +
    `<footer><p><a href="${gameAddress(game, lang)}">${w.play(GAMES[game])}</a></p></footer>\n</body>\n</html>\n`;
}
