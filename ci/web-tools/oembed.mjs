// The oEmbed descriptions and the pages that announce them (a step of finish-web.mjs), so that a
// CMS given the address of a game's page embeds the game (docs/EMBEDDING.md, "oEmbed"):
//   oembed/<game>.<lang>.json   a "rich" oEmbed answer: a frame of the game against the
//                               computer in that language, and under it a link to the game's rules
//                               page (rules-pages.mjs); start.<lang>.json: the start screen
//   <game>.<lang>.html          the game's page (index.html) in that language, opening that game,
//                               with the discovery <link> to its description (an absolute
//                               address, as CMSs read it as it is); index.html gets the start
//                               screen's, in English
// The descriptions hold absolute addresses: the build's own address comes from MANCALA_SITE_URL
// (default http://localhost:8000/, where ci/play serves it).
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { WORDS } from './rules-pages/words.mjs';

const GAMES = { 'adji-kui-1': 'Adji Kui I', 'adji-kui-2': 'Adji Kui II', warri: 'Warri' };
const LANGS = {
  en: { play: 'play against the computer', all: 'Mancala: Adji Kui I, Adji Kui II and Warri' },
  fr: { play: 'jouer contre l’ordinateur', all: 'Mancala : Adji Kui I, Adji Kui II et Warri' },
  es: { play: 'jugar contra el ordenador', all: 'Mancala: Adji Kui I, Adji Kui II y Warri' },
  it: { play: 'gioca contro il computer', all: 'Mancala: Adji Kui I, Adji Kui II e Warri' },
};
const WIDTH = 720;
const HEIGHT = 480;
const LINK_HEIGHT = 32; // the line under the frame that links the game's rules page
const PROVIDER = 'Mancala: Adji Kui I, Adji Kui II and Warri';

const escapeHtml = (s) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

// The build's own address, checked: an absolute http(s) address of a folder.
export function siteUrl(value = process.env.MANCALA_SITE_URL || 'http://localhost:8000/') {
  let url;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`MANCALA_SITE_URL "${value}" is not an address such as https://games.example.org/mancala/`);
  }
  if (!/^https?:$/.test(url.protocol) || url.search || url.hash)
    throw new Error(`MANCALA_SITE_URL "${value}" must be an http or https address of a folder, without ? or #`);
  if (!url.pathname.endsWith('/')) url.pathname += '/';
  return url.href;
}

// The oEmbed answer for `game` (null: the start screen) in `lang`.
function description(site, game, lang) {
  const query = new URLSearchParams(game ? { game, lang, north: 'computer' } : { lang });
  const title = game ? `${GAMES[game]} — ${LANGS[lang].play}` : LANGS[lang].all;
  const src = `${site}index.html?${query}`;
  return {
    version: '1.0',
    type: 'rich',
    title,
    provider_name: PROVIDER,
    provider_url: site,
    cache_age: 86400,
    width: WIDTH,
    height: game ? HEIGHT + LINK_HEIGHT : HEIGHT,
    html: `<iframe src="${escapeHtml(src)}" title="${escapeHtml(title)}" width="${WIDTH}" height="${HEIGHT}" ` +
      'style="border: 0; max-width: 100%;" allow="clipboard-write; web-share; autoplay" loading="lazy"></iframe>' +
      (game ? `<p style="margin: 6px 0 0;"><a href="${escapeHtml(`${site}rules/${game}.${lang}.html`)}">` +
        `${escapeHtml(WORDS[lang].pageTitle(GAMES[game]))}</a></p>` : ''),
  };
}

const discovery = (href, title) =>
  `<link rel="alternate" type="application/json+oembed" href="${href}" title="${escapeHtml(title)}">`;

// Writes the descriptions and the pages into the assembled build `dir`; returns how many files.
export function writeOembed(dir, site = siteUrl()) {
  mkdirSync(path.join(dir, 'oembed'), { recursive: true });
  const page = readFileSync(path.join(dir, 'index.html'), 'utf8');
  if (!page.includes('</head>') || !/<html lang="en">/.test(page) || !/<title>[^<]*<\/title>/.test(page))
    throw new Error('index.html has no <html lang="en">, <title> or </head> for the oEmbed pages');
  let count = 0;
  for (const lang of Object.keys(LANGS)) {
    for (const game of [null, ...Object.keys(GAMES)]) {
      const d = description(site, game, lang);
      writeFileSync(path.join(dir, 'oembed', `${game || 'start'}.${lang}.json`), JSON.stringify(d, null, 1) + '\n');
      count++;
      if (!game) continue;
      // The game's page: before the page's scripts read the address, an address without a query
      // gets this page's game and language (a query of its own wins).
      const query = new URLSearchParams({ game, lang, north: 'computer' });
      const html = page
        .replace('<html lang="en">', `<html lang="${lang}">`)
        .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(d.title)}</title>`)
        .replace('</head>', `${discovery(`${site}oembed/${game}.${lang}.json`, d.title)}\n` +
          `<link rel="help" href="rules/${game}.${lang}.html">\n` +
          `<script>if (!location.search) history.replaceState(null, '', '?${query}' + location.hash);</script>\n</head>`);
      writeFileSync(path.join(dir, `${game}.${lang}.html`), html);
      count++;
    }
  }
  writeFileSync(path.join(dir, 'index.html'),
    page.replace('</head>', `${discovery(`${site}oembed/start.en.json`, LANGS.en.all)}\n</head>`));
  return count;
}
