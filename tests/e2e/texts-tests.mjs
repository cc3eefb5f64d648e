// End-to-end tests of the texts fetched when first needed (src/app/text/text_files.h): the page
// fetches its language's translation (po/<code>.cat) with the .wasm and starts in it; the rules
// and culture texts (texts/<code>/<game>.md) come when the rules window first shows them; a
// language chosen in the game comes before it is spoken; a file missing or damaged on the server
// is said in the game, which goes on in its language, and "Try again" fetches it again. Each test
// serves its own copy of build/web (which it may change). Registered into run-tests.mjs.
import { cp, mkdtemp, rm, writeFile, unlink, copyFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startServer, launch, openGame, waitUntil, api, clickControl, screenshot, nextFrames } from './lib.mjs';
import { assert } from './lib.mjs';
import registerRulesPagesTests from './rules-pages-tests.mjs';

async function withSite(web, fn) {
  const dir = await mkdtemp(path.join(tmpdir(), 'mancala-texts-'));
  try {
    await cp(web, dir, { recursive: true });
    return await fn(dir);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

const settings = (page) => api(page, () => window.mancala.settings());
// The files the page itself asked for (the service worker's filling of its cache, after the first
// frame, is not the page's).
const fetched = (page) => page.evaluate(() => performance.getEntriesByType('resource').map((e) => new URL(e.name).pathname));
// The rules window's text is there: neither "Loading" nor "Try again".
const rulesShown = (page, what) => waitUntil(page, () => window.mancala.controlCenter('rules-part') !== null &&
  window.mancala.controlCenter('rules-loading') === null && window.mancala.controlCenter('rules-retry') === null,
undefined, { what });

export default function registerTextsTests(test, ctx) {
  registerRulesPagesTests(test, ctx);  // the same texts as static pages (rules-pages-tests.mjs)
  test('the page language\'s catalog comes with the game, the rules when opened, another language when chosen', async () => {
    await withSite(ctx.web, async (dir) => {
      const server = await startServer(dir);
      const b = await launch({ viewport: { width: 1280, height: 800 } });
      try {
        const { page, errors } = await openGame(b.context, `${server.url}?lang=fr`);
        await nextFrames(page);
        assert((await settings(page)).language === 'fr', `the game speaks ${(await settings(page)).language}, not fr`);
        let files = await fetched(page);
        assert(files.includes('/po/fr.cat'), 'the French catalog was not fetched');
        assert(!files.includes('/po/es.cat') && !files.includes('/po/it.cat'), `other catalogs were fetched at the start: ${files}`);
        assert(!files.some((f) => f.startsWith('/texts/')), `rules texts were fetched before the rules were opened: ${files}`);

        await clickControl(page, 'rules');
        await rulesShown(page, 'the French rules');
        assert((await fetched(page)).includes('/texts/fr/adji-kui-1.md'), 'the French rules of Adji Kui I were not fetched');
        await screenshot(page, 'texts-fr-rules.png');
        await clickControl(page, 'rules-tab-warri');
        await rulesShown(page, 'the French rules of Warri');
        assert((await fetched(page)).includes('/texts/fr/warri.md'), 'the French rules of Warri were not fetched');

        // Another language, chosen with the rules open: its catalog, then its rules.
        assert(await api(page, () => window.mancala.setLanguage('es')), 'setLanguage(es) refused');
        await waitUntil(page, () => window.mancala.settings().language === 'es', undefined, { what: 'Spanish' });
        assert((await settings(page)).languageLoading === null, 'still loading after the switch');
        // The window asks for the Spanish text when it next draws (until then it shows the French).
        await waitUntil(page, () => performance.getEntriesByType('resource').some((e) => new URL(e.name).pathname === '/texts/es/warri.md'),
          undefined, { what: 'the Spanish rules of Warri to be fetched' });
        await rulesShown(page, 'the Spanish rules');
        files = await fetched(page);
        assert(files.includes('/po/es.cat') && files.includes('/texts/es/warri.md'), `the Spanish files were not fetched: ${files}`);
        assert(await page.evaluate(() => document.documentElement.lang) === 'es', 'the page\'s lang did not follow');
        await screenshot(page, 'texts-es-rules.png');
        assert(errors.length === 0, `console errors: ${errors.join(' | ')}`);
      } finally {
        await b.close();
        await server.close();
      }
    });
  });

  test('the rules in a frame of 360x300 come after a moment, in two languages', async () => {
    for (const code of ['it', 'en']) {
      const b = await launch({ viewport: { width: 360, height: 300 } });
      try {
        const { page, errors } = await openGame(b.context, `${ctx.server.url}?lang=${code}`);
        await nextFrames(page);
        await clickControl(page, 'rules');
        await rulesShown(page, `the rules in ${code}`);
        await screenshot(page, `texts-${code}-rules-360x300.png`);
        assert(errors.length === 0, `console errors: ${errors.join(' | ')}`);
      } finally {
        await b.close();
      }
    }
  });

  test('a missing or damaged file is said, the game goes on in its language, and "Try again" fetches it', async () => {
    await withSite(ctx.web, async (dir) => {
      await unlink(path.join(dir, 'po/fr.cat'));
      await writeFile(path.join(dir, 'po/it.cat'), 'this is not a catalog');
      await copyFile(path.join(dir, 'texts/es/warri.md'), path.join(dir, 'warri-es.md.kept'));
      await unlink(path.join(dir, 'texts/es/warri.md'));
      const server = await startServer(dir);
      const b = await launch({ viewport: { width: 1280, height: 800 } });
      try {
        // The page's language cannot be had: the game starts in English and says so.
        const { page, errors } = await openGame(b.context, `${server.url}?lang=fr&game=warri`);
        await waitUntil(page, () => window.mancala.settings().languageFailed === 'fr', undefined, { what: 'the failure said' });
        const s = await settings(page);
        assert(s.language === 'en' && s.languageLoading === null, `after a missing catalog: ${JSON.stringify(s)}`);
        await nextFrames(page);
        await screenshot(page, 'texts-missing-catalog.png');
        const played = await api(page, () => window.mancala.play('c'));
        assert(played.ok, `the game cannot be played after a missing catalog: ${played.error}`);

        // A damaged catalog: refused, the game stays in English.
        assert(await api(page, () => window.mancala.setLanguage('it')), 'setLanguage(it) refused');
        await waitUntil(page, () => window.mancala.settings().languageFailed === 'it', undefined, { what: 'the damaged catalog said' });
        assert((await settings(page)).language === 'en', 'a damaged catalog changed the language');
        const tr = await api(page, () => window.mancala.tr('New game'));
        assert(tr === 'New game', `a damaged catalog changed the texts: ${tr}`);

        // A missing rules file: "Try again" in the window, which works once the file is back.
        assert(await api(page, () => window.mancala.setLanguage('es')), 'setLanguage(es) refused');
        await waitUntil(page, () => window.mancala.settings().language === 'es', undefined, { what: 'Spanish' });
        assert((await settings(page)).languageFailed === null, 'the old failure is still said');
        await clickControl(page, 'rules');
        await clickControl(page, 'rules-tab-warri');
        await waitUntil(page, () => window.mancala.controlCenter('rules-retry') !== null, undefined, { what: '"Try again"' });
        await nextFrames(page);
        await screenshot(page, 'texts-missing-rules.png');
        await copyFile(path.join(dir, 'warri-es.md.kept'), path.join(dir, 'texts/es/warri.md'));
        await clickControl(page, 'rules-retry');
        await rulesShown(page, 'the Spanish rules after "Try again"');
        const expected = /404 \(Not Found\)|HTTP 404|po\/it\.cat/;
        const others = errors.filter((e) => !expected.test(e));
        assert(others.length === 0, `console errors: ${others.join(' | ')}`);
      } finally {
        await b.close();
        await server.close();
      }
    });
  });

  test('Adji Kui\'s rules say what the bowls at the board\'s ends are, in the four languages, and they hold the seeds captured', async () => {
    // What the rules say of the bowls: where a player's captured seeds are kept, never sown into.
    const bowl = {
      en: /captured seeds are kept in\s+the bowl at the right end of their row.*no seed is ever sown into it/s,
      fr: /graines prises par\s+chaque joueur sont gardées dans la coupelle à l’extrémité droite de sa\s+rangée.*on n’y sème jamais/s,
      it: /semi catturati da\s+ciascun giocatore sono tenuti nella ciotola all’estremità destra della sua fila.*non si semina mai/s,
      es: /semillas capturadas por\s+cada jugador se guardan en el cuenco del extremo derecho de su fila.*nunca se siembra/s,
    };
    const b = await launch({ viewport: { width: 1280, height: 800 } });
    try {
      const texts = {};
      b.context.on('response', async (r) => {
        const m = /\/texts\/(\w+)\/(adji-kui-[12])\.md/.exec(r.url());
        if (m && r.ok()) texts[`${m[1]}/${m[2]}`] = await r.text();
      });
      for (const lang of Object.keys(bowl)) {
        const { page, errors } = await openGame(b.context, `${ctx.server.url}?lang=${lang}`);
        await clickControl(page, 'rules');
        await rulesShown(page, `the rules of Adji Kui I (${lang})`);
        await clickControl(page, 'rules-tab-adji-kui-2');
        await rulesShown(page, `the rules of Adji Kui II (${lang})`);
        for (const game of ['adji-kui-1', 'adji-kui-2']) {
          // Its body is read as it comes (a hang guard only).
          for (let i = 0; i < 600 && texts[`${lang}/${game}`] === undefined; i++) await new Promise((r) => setTimeout(r, 50));
          const text = texts[`${lang}/${game}`];
          assert(text, `the rules of ${game} (${lang}) were not fetched`);
          assert(bowl[lang].test(text), `the rules of ${game} (${lang}) do not say what the bowls are`);
        }
        assert(errors.length === 0, `console errors: ${errors.join(' | ')}`);
      }
      // The bowls hold what is captured: South's 5 seeds land in his.
      const { page } = await openGame(b.context, `${ctx.server.url}?lang=en&game=adji-kui-1&motion=reduce&position=` +
        encodeURIComponent('3,2,0,4,1,2,1,2,3,0,2,5:S:11,12'));
      assert((await api(page, () => window.mancala.play('d'))).ok, 'd');
      await waitUntil(page, () => !window.mancala.busy(), undefined, { what: 'the capture' });
      await nextFrames(page);
      const stores = await page.evaluate(() => [...document.querySelectorAll('#board-mirror p')].map((p) => p.textContent));
      assert(stores[0] === 'South\'s captured seeds: 16 seeds.', `South's bowl: ${stores[0]}`);
    } finally {
      await b.close();
    }
  });
}
