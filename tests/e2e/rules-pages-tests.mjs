// End-to-end tests of the rules and history pages (ci/web-tools/rules-pages.mjs,
// docs/RULES-PAGES.md): axe-core finds nothing on any of them; each reads whole without
// JavaScript, in its language, with its diagrams, our choices and its links; printed by Chromium
// the summary takes one page and the board one landscape page of its paper; the element's facade,
// the oEmbed answers and the game's Rules window link them. The PDFs and a picture of each printed kind go to
// build/screenshots/ to be looked at. Registered by texts-tests.mjs (the same texts, as pages).
import { readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { assert, withBrowser, openGame, clickControl, waitUntil, waitValue, screenshot, SCREENSHOTS, ROOT } from './lib.mjs';
import { museumPage } from './museum.mjs';

const AXE = path.join(path.dirname(fileURLToPath(import.meta.url)), 'node_modules/axe-core/axe.min.js');
const GAMES = ['adji-kui-1', 'adji-kui-2', 'warri'];
const LANGS = ['en', 'fr', 'es', 'it'];
const each = (f) => GAMES.flatMap((g) => LANGS.map((l) => f(g, l)));
const rulesPages = each((g, l) => `rules/${g}.${l}.html`);
const printPages = each((g, l) => [`rules/${g}.${l}.summary.html`, `rules/${g}.${l}.board-a4.html`,
  `rules/${g}.${l}.board-letter.html`]).flat();
const diagrams = JSON.parse(readFileSync(path.join(ROOT, 'data/diagrams/diagrams.json'), 'utf8'));

// A PDF's pages and the size of its first, in points (Chromium writes one /MediaBox a page).
function pdfPages(pdf) {
  const text = pdf.toString('latin1');
  const boxes = [...text.matchAll(/\/MediaBox\s*\[\s*0 0 ([\d.]+) ([\d.]+)\s*\]/g)];
  return { count: boxes.length, width: Number(boxes[0]?.[1]), height: Number(boxes[0]?.[2]) };
}

export default function registerRulesPagesTests(test, ctx) {
  const url = (f) => ctx.server.url + f;

  test('rules pages: axe finds no violations on any rules, summary or board page', async () => {
    await withBrowser({ viewport: { width: 1280, height: 900 } }, async (context) => {
      const page = context.pages()[0] || (await context.newPage());
      const found = [];
      for (const f of [...rulesPages, ...printPages]) {
        await page.goto(url(f));
        await page.addScriptTag({ path: AXE });
        const result = await page.evaluate(() => window.axe.run(document, { resultTypes: ['violations'] }));
        for (const v of result.violations)
          found.push(`${f}: ${v.id} (${v.impact}): ${v.help} at ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
      }
      assert(found.length === 0, `axe:\n${found.join('\n')}`);
    });
  }, { cap: 300 });

  test('rules pages: each reads whole without JavaScript, in its language, with its diagrams and links', async () => {
    await withBrowser({ javaScriptEnabled: false }, async (context) => {
      const page = context.pages()[0] || (await context.newPage());
      for (const game of GAMES) {
        for (const lang of LANGS) {
          const f = `rules/${game}.${lang}.html`;
          const response = await page.goto(url(f));
          assert(response.ok(), `${f}: ${response.status()}`);
          const seen = await page.evaluate(() => ({
            lang: document.documentElement.lang,
            h1: document.querySelector('main h1')?.textContent,
            landmarks: ['header', 'main', 'nav', 'footer'].map((t) => document.querySelectorAll(t).length),
            h2: document.querySelectorAll('main h2').length,
            ids: [...document.querySelectorAll('main h3[id]')].map((h) => h.id),
            choices: document.querySelectorAll('.choice .choice-label').length,
            figures: [...document.querySelectorAll('figure.diagram')].map((fig) => ({
              id: fig.id,
              boards: fig.querySelectorAll('svg[role="img"] title').length,
              caption: fig.querySelector('figcaption')?.textContent || '',
            })),
            links: [...document.querySelectorAll('a[href]')].map((a) => a.getAttribute('href')),
            sources: document.querySelectorAll('#sources ~ ul li, section[aria-labelledby="sources"] li').length,
          }));
          assert(seen.lang === lang, `${f}: lang="${seen.lang}"`);
          assert(seen.h1 && seen.landmarks.every((n) => n > 0) && seen.h2 >= 3, `${f}: ${JSON.stringify(seen)}`);
          for (const id of ['board', 'sowing', 'match']) assert(seen.ids.includes(id), `${f}: no section #${id}`);
          assert(seen.choices > 0, `${f}: no "Our choice" block`);
          assert(seen.sources > 0, `${f}: no source named`);
          const wanted = diagrams[game].map((d) => `diagram-${d.id}`);
          const shown = seen.figures.map((x) => x.id).sort();
          assert(JSON.stringify(shown) === JSON.stringify(wanted.sort()), `${f}: diagrams ${shown.join(', ')}`);
          for (const fig of seen.figures) assert(fig.boards >= 1 && fig.caption.length > 20, `${f}: ${JSON.stringify(fig)}`);
          for (const l of LANGS) assert(seen.links.includes(`${game}.${l}.html`), `${f}: no link to ${game}.${l}.html`);
          assert(seen.links.includes(`../index.html?game=${game}&lang=${lang}`), `${f}: no link to the game`);
          for (const p of [`${game}.${lang}.summary.html`, `${game}.${lang}.board-a4.html`, `${game}.${lang}.board-letter.html`])
            assert(seen.links.includes(p), `${f}: no link to ${p}`);
        }
      }
      // Every link between the pages leads to a page (the game's address aside).
      const page2 = await context.newPage();
      for (const f of ['rules/warri.fr.html', 'rules/adji-kui-2.it.summary.html']) {
        await page2.goto(url(f));
        const hrefs = await page2.evaluate(() => [...document.querySelectorAll('a[href]')].map((a) => a.href)
          .filter((h) => !h.includes('#') && !h.includes('index.html')));
        for (const h of new Set(hrefs)) assert((await fetch(h)).ok, `${f}: ${h} leads nowhere`);
      }
    });
  }, { cap: 180 });

  test('rules pages: printed by Chromium, a summary is one page and a board one landscape page of its paper', async () => {
    mkdirSync(SCREENSHOTS, { recursive: true });
    await withBrowser({ viewport: { width: 1280, height: 900 } }, async (context) => {
      const page = context.pages()[0] || (await context.newPage());
      await page.emulateMedia({ media: 'print' });
      for (const game of GAMES) {
        for (const lang of LANGS) {
          const summary = `${game}.${lang}.summary.html`;
          await page.goto(url(`rules/${summary}`));
          for (const format of ['A4', 'Letter']) {
            const p = pdfPages(await page.pdf({ format }));
            assert(p.count === 1, `${summary} printed on ${format} takes ${p.count} pages`);
          }
          for (const [paper, size] of [['a4', [842, 595]], ['letter', [792, 612]]]) {
            const board = `${game}.${lang}.board-${paper}.html`;
            await page.goto(url(`rules/${board}`));
            const pdf = await page.pdf({ preferCSSPageSize: true });
            const p = pdfPages(pdf);
            assert(p.count === 1 && Math.abs(p.width - size[0]) < 2 && Math.abs(p.height - size[1]) < 2,
              `${board}: ${JSON.stringify(p)}`);
            if (lang === 'fr' && game === 'warri') writeFileSync(path.join(SCREENSHOTS, `rules-${board}.pdf`), pdf);
          }
        }
      }
      // For a look: a rules page and a summary, printed, and as pictures of the printed page.
      for (const f of ['warri.en.html', 'adji-kui-2.es.summary.html', 'adji-kui-1.it.html']) {
        await page.goto(url(`rules/${f}`));
        const pdf = await page.pdf({ format: 'A4' });
        assert(pdfPages(pdf).count >= 1, `${f}: no page printed`);
        writeFileSync(path.join(SCREENSHOTS, `rules-${f}.pdf`), pdf);
        await page.screenshot({ path: path.join(SCREENSHOTS, `rules-print-${f}.png`), fullPage: true });
      }
    });
  }, { cap: 300 });

  test('rules pages: the element\'s facade and the oEmbed answer link the game\'s rules page', async () => {
    const d = await (await fetch(url('oembed/adji-kui-2.es.json'))).json();
    const link = /<a href="([^"]+)">([^<]+)<\/a>/.exec(d.html);
    // Its addresses are the build's (MANCALA_SITE_URL, its provider_url), not the test server's.
    assert(link && link[1] === `${d.provider_url}rules/adji-kui-2.es.html` && /Adji Kui II/.test(link[2]),
      `oEmbed html: ${d.html}`);
    assert((await fetch(url('rules/adji-kui-2.es.html'))).ok, `${link[1]} leads nowhere`);
    const museum = await museumPage(`<!doctype html><html lang="fr"><head><meta charset="utf-8"><title>Musée</title></head>
      <body><main><mancala-game game="warri"></mancala-game><mancala-game></mancala-game></main>
      <script src="${url('mancala-game.js')}"></script></body></html>`);
    try {
      await withBrowser({}, async (context) => {
        const page = context.pages()[0] || (await context.newPage());
        await page.goto(museum.url);
        await page.waitForFunction(() => document.querySelector('mancala-game').shadowRoot?.querySelector('button'));
        const links = await page.evaluate(() => [...document.querySelectorAll('mancala-game')].map((e) => {
          const a = e.shadowRoot.querySelector('a.rules');
          return a && { href: a.href, text: a.textContent };
        }));
        assert(links[0] && links[0].href === url('rules/warri.fr.html') && links[0].text === 'Règles' && links[1] === null,
          `the facades' links: ${JSON.stringify(links)}`);
        await page.locator('mancala-game').first().locator('a.rules').click();
        await page.waitForURL(url('rules/warri.fr.html'));
      });
    } finally {
      await museum.close();
    }
  }, { cap: 120 });

  test('rules pages: the game\'s Rules window opens the game\'s rules page in the game\'s language, in a new tab', async () => {
    await withBrowser({ viewport: { width: 1280, height: 800 } }, async (context) => {
      const { page, errors } = await openGame(context, `${ctx.server.url}?lang=it`);
      await clickControl(page, 'rules');
      await clickControl(page, 'rules-tab-warri');
      await waitUntil(page, () => window.mancala.controlCenter('rules-page') !== null, undefined, { what: 'the rules page button' });
      await screenshot(page, 'rules-window-it.png');
      const opened = context.waitForEvent('page');
      await clickControl(page, 'rules-page');
      const tab = await opened;
      await tab.waitForLoadState();
      assert(tab.url() === `${ctx.server.url}rules/warri.it.html`, `opened ${tab.url()}`);
      assert(await tab.evaluate(() => document.documentElement.lang === 'it' && !!document.querySelector('#diagram-grand-slam')),
        'the Italian rules page of Warri, with its diagrams, was not shown');
      assert(errors.length === 0, `console errors: ${errors.join(' | ')}`);
    });
  }, { cap: 120 });

  test('rules pages: the game\'s Rules window shows the pages\' diagrams, in their order, each captioned', async () => {
    await withBrowser({ viewport: { width: 1280, height: 800 } }, async (context) => {
      const { page, errors } = await openGame(context, `${ctx.server.url}?lang=fr`);
      const other = await context.newPage();
      await clickControl(page, 'rules');
      for (const game of GAMES) {
        await clickControl(page, `rules-tab-${game}`);
        // The window's diagrams, as drawn (named controls with their captions as their words).
        const drawn = await waitValue(page, () => {
          const lines = window.mancala.controlWords().split('\n').filter((l) => l.startsWith('rules-diagram-'));
          return lines.length ? lines.map((l) => l.split('\t')) : null;
        }, undefined, { what: `${game}'s diagrams in the Rules window` });
        // The page's figures, in the order of its clauses: the same diagrams in the same order.
        await other.goto(url(`rules/${game}.fr.html`));
        const figures = await other.evaluate(() => [...document.querySelectorAll('figure.diagram')].map((f) => f.id));
        const names = drawn.map(([name]) => name.replace('rules-diagram-', 'diagram-'));
        assert(JSON.stringify(names) === JSON.stringify(figures), `${game}: the window shows ${names.join(', ')}, the page ${figures.join(', ')}`);
        assert(names.length === diagrams[game].length, `${game}: ${names.length} diagrams, ${diagrams[game].length} records`);
        for (const [name, caption] of drawn) assert(caption && caption.length > 20, `${game}'s ${name}: "${caption}"`);
        // A move's diagram says the move as the game says it, in the game's language.
        const sowing = drawn.find(([name]) => name === 'rules-diagram-sowing')[1];
        const d = diagrams[game].find((x) => x.id === 'sowing');
        assert(sowing.includes(`Sud sème ${d.move}`), `${game}'s sowing: "${sowing}"`);
        if (game === 'warri') {
          const feeding = drawn.find(([name]) => name === 'rules-diagram-feeding')[1];
          assert(/Seules ces cases peuvent être semées/.test(feeding), `the feeding diagram: "${feeding}"`);
        }
        if (game === 'adji-kui-2') {
          const purchase = drawn.find(([name]) => name === 'rules-diagram-purchase')[1];
          assert(/La case A de l’autre rangée appartient à Sud/.test(purchase), `the purchase diagram: "${purchase}"`);
        }
      }
      await screenshot(page, 'rules-window-diagrams-fr.png');
      assert(errors.length === 0, `console errors: ${errors.join(' | ')}`);
    });
  }, { cap: 120 });
}
