// End-to-end tests of the interface's languages: the page opened with ?lang=en|fr|es|it shows
// the start screen, a board, the rules (rules and history) and the "How to play" lessons in that
// language (screenshots build/screenshots/lang-<code>-*.png, to look at for accents and fit);
// with no parameter the language follows the browser's (navigator.language), and a language
// chosen in the game is kept over the browser's. Registered into run-tests.mjs; each test opens
// its own browser profile.
import { launch, openGame, waitUntil, waitIdle, api, watchBusy, clickControl, clickHole, screenshot, nextFrames } from './lib.mjs';
import { assert, withBrowser } from './lib.mjs';

const language = (page) => api(page, () => window.mancala.settings().language);
// The rules window's text is there (the web build fetches it when first shown).
const rulesShown = (page) => waitUntil(page, () => window.mancala.controlCenter('rules-part') !== null &&
  window.mancala.controlCenter('rules-loading') === null, undefined, { what: 'the rules text' });

// Words that must appear in a refused click's reason, in each language ("North"'s name).
const NORTH = { en: 'North', fr: 'Nord', es: 'Norte', it: 'Nord' };
// The English text of a message must not leak into a translated interface.
const ENGLISH_ONLY = /\b(the|hole|turn)\b/;

export default function registerI18nTests(test, ctx) {
  for (const code of ['en', 'fr', 'es', 'it']) {
    test(`lang=${code}: start screen, board, rules, history and lessons in ${code}`, async () => {
      await withBrowser({ viewport: { width: 1280, height: 800 }, locale: 'en-US' }, async (context) => {
        const { page, errors } = await openGame(context, `${ctx.server.url}?lang=${code}`);
        await nextFrames(page);
        assert(await language(page) === code, `the address asked for ${code}, the game speaks ${await language(page)}`);
        assert(await page.evaluate(() => document.documentElement.lang) === code, 'the page\'s lang attribute differs');
        const title = await page.title();
        assert((code === 'en') === title.endsWith('and Warri'), `the page's title "${title}" is not in ${code}`);
        assert(await api(page, () => window.mancala.screen()) === 'start', 'not the start screen');
        await screenshot(page, `lang-${code}-start.png`);

        // The rules window from the start screen, rules then history.
        await clickControl(page, 'rules');
        await rulesShown(page);
        assert(await api(page, () => window.mancala.controlCenter('rules-retry')) === null, 'the rules could not be loaded');
        await nextFrames(page);
        await screenshot(page, `lang-${code}-rules.png`);
        await clickControl(page, 'rules-tab-adji-kui-2');
        await rulesShown(page);
        await nextFrames(page);
        await screenshot(page, `lang-${code}-rules-adji-kui-2.png`);
        await clickControl(page, 'history-part');
        await nextFrames(page);
        await screenshot(page, `lang-${code}-history.png`);

        // "How to play" from the rules: Adji Kui II's first lesson, b sown on the board.
        await clickControl(page, 'how-to-play-rules');
        await waitUntil(page, () => window.mancala.controlCenter('tutorial-lesson') !== null, undefined, { what: 'the lessons' });
        await nextFrames(page);
        await screenshot(page, `lang-${code}-howto.png`);
        await api(page, () => window.mancala.setSpeed('slow'));
        const sawBusy = await watchBusy(page);
        await clickControl(page, 'tutorial-hole-1');  // the learner sows b
        assert(await sawBusy(), 'the lesson move is not animated');
        await page.waitForTimeout(700);
        await screenshot(page, `lang-${code}-howto-moving.png`);
        await waitIdle(page);
        await screenshot(page, `lang-${code}-howto-result.png`);
        await clickControl(page, 'tutorial-close');
        await nextFrames(page);
        assert(await api(page, () => window.mancala.controlCenter('tutorial-next')) === null, 'the lessons did not close');
        await page.keyboard.press('Escape');  // closes the rules window
        await nextFrames(page);
        assert(await api(page, () => window.mancala.controlCenter('rules-part')) === null, 'the rules did not close');

        // A game: the board, and a refused click explained in the language.
        const started = await api(page, () => window.mancala.newGame({ variant: 'warri' }));
        assert(started.ok, `newGame: ${started.error}`);
        await api(page, () => window.mancala.setSpeed('instant'));
        await waitUntil(page, () => window.mancala.holeCenter(0) !== null, undefined, { what: 'the board' });
        await waitIdle(page);
        await clickHole(page, 8);
        await waitIdle(page);
        const message = await api(page, () => window.mancala.message());
        assert(message.includes(NORTH[code]), `the reason "${message}" does not name ${NORTH[code]}`);
        if (code !== 'en') assert(!ENGLISH_ONLY.test(message), `English in the ${code} reason: "${message}"`);
        await screenshot(page, `lang-${code}-board.png`);
        await clickHole(page, 2);
        await waitIdle(page);
        await screenshot(page, `lang-${code}-board-after-move.png`);
        assert(errors.length === 0, `console errors: ${errors.join(' | ')}`);
      });
    });
  }

  test('the lessons played through by Show me: Warri\'s cut, feeding and grand slam, a hole purchase (it)', async () => {
    await withBrowser({ viewport: { width: 1280, height: 800 } }, async (context) => {
      const { page, errors } = await openGame(context, `${ctx.server.url}?lang=it`);
      await api(page, () => window.mancala.setSpeed('fast'));
      await clickControl(page, 'game-warri');
      await clickControl(page, 'learn-to-play');
      await waitUntil(page, () => window.mancala.controlCenter('tutorial-show') !== null, undefined, { what: 'the lessons' });
      await nextFrames(page);
      assert((await api(page, () => window.mancala.announcement())).startsWith('Warri: la semina. Passo 1 di 2.'),
        'Warri\'s lessons do not begin with sowing');
      await clickControl(page, 'tutorial-show');  // sowing, then on to the cut
      await waitIdle(page);
      await clickControl(page, 'tutorial-next');
      await nextFrames(page);
      const told = await api(page, () => window.mancala.announcement());
      assert(told.startsWith('Warri: il taglio. Passo 1 di 3.'), `the live region says "${told}"`);
      // Warri's three lessons, each move made by "Show me", each lesson followed by the next.
      const shots = [null, 'lang-it-howto-warri-cut.png', null, 'lang-it-howto-warri-feeding.png',
        'lang-it-howto-warri-slam.png', 'lang-it-howto-warri-feed.png'];
      for (let i = 0; i < shots.length; i++) {
        await clickControl(page, 'tutorial-show');
        await waitIdle(page);
        if (shots[i]) await screenshot(page, shots[i]);
        if (i === 1 || i === 3) await clickControl(page, 'tutorial-next');  // the next lesson
      }
      // The end of the last lesson: no next lesson; going back works.
      assert(await api(page, () => window.mancala.controlCenter('tutorial-next')) === null, 'a next lesson after the last one');
      await clickControl(page, 'tutorial-back');
      await nextFrames(page);
      assert(await api(page, () => window.mancala.controlCenter('tutorial-show')) !== null, 'back does not wait for the move again');
      await screenshot(page, 'lang-it-howto-warri-back.png');
      // The purchase lesson: the one after Adji Kui II's relay.
      await clickControl(page, 'tutorial-close');
      await clickControl(page, 'game-adji-kui-2');
      await clickControl(page, 'learn-to-play');
      await waitUntil(page, () => window.mancala.controlCenter('tutorial-show') !== null, undefined, { what: 'the lessons' });
      await clickControl(page, 'tutorial-show');  // sowing, then on to the relay
      await waitIdle(page);
      await clickControl(page, 'tutorial-next');
      await nextFrames(page);
      await clickControl(page, 'tutorial-show');  // the relay lesson's move
      await waitIdle(page);
      await clickControl(page, 'tutorial-next');  // on to the next lesson: buying holes
      await nextFrames(page);
      await clickControl(page, 'tutorial-next');  // the next game's board with the bought holes
      await nextFrames(page);
      await clickControl(page, 'tutorial-hole-6');  // the learner sows A, a hole he bought
      await waitIdle(page);
      await screenshot(page, 'lang-it-howto-purchase.png');
      assert(errors.length === 0, `console errors: ${errors.join(' | ')}`);
    });
  });

  test('the language follows the browser when the address has none', async () => {
    for (const [locale, expected] of [['fr-FR', 'fr'], ['es-MX', 'es'], ['it-IT', 'it'], ['en-GB', 'en'], ['de-DE', 'en']]) {
      await withBrowser({ viewport: { width: 1024, height: 640 }, locale }, async (context) => {
        const { page } = await openGame(context, ctx.server.url);
        const seen = await page.evaluate(() => navigator.language);
        assert(await language(page) === expected, `browser ${locale} (${seen}): the game speaks ${await language(page)}, not ${expected}`);
        if (expected === 'es') await screenshot(page, 'lang-browser-es-start.png');
      });
    }
  });

  test('the address wins over the browser; a language chosen in the game is kept', async () => {
    await withBrowser({ viewport: { width: 1024, height: 640 }, locale: 'fr-FR' }, async (context) => {
      let { page } = await openGame(context, `${ctx.server.url}?lang=it`);
      assert(await language(page) === 'it', 'lang=it did not win over a French browser');
      assert(await api(page, () => window.mancala.setLanguage('es')), 'setLanguage(es) refused');
      assert(!(await api(page, () => window.mancala.setLanguage('xx'))), 'setLanguage(xx) accepted');
      // Its translation is fetched first (web/loader/download.js fetched the page's only).
      await waitUntil(page, () => window.mancala.settings().language === 'es', undefined, { what: 'the chosen language' });
      const documentLanguage = await page.evaluate(() => document.documentElement.lang);
      assert(documentLanguage === 'es', `the page's lang is "${documentLanguage}", not es (screen readers)`);
      ({ page } = await openGame(context, ctx.server.url));
      assert(await language(page) === 'es', `after a reload the game speaks ${await language(page)}, not the chosen es`);
      await screenshot(page, 'lang-chosen-es-after-reload.png');
    });
  });
}
