// End-to-end tests of the start screen's form in the page (web/shell/start-form.js), for screen
// readers: after "Play the computer", the computer's level; after Start, Learn to play, Rules,
// Puzzles and, over a game kept, Back to the game; each button described by what it does, in the
// game's language, and sending the page's command of its name (learn, rules, puzzles,
// back-to-game). Registered by keyboard-tests.mjs.
import { openGame, waitUntil, waitIdle, api, nextFrames, clickControl, screenshot } from './lib.mjs';
import { assert, withBrowser } from './lib.mjs';

const shown = (page, name) =>
  waitUntil(page, (n) => window.mancala.controlCenter(n) !== null, name, { what: `${name} on the canvas` });
// A button of the form: its name and its description, as a screen reader reads them.
const described = (page, id) => page.locator(`#${id}`).evaluate((b) => ({
  name: b.textContent,
  description: (document.getElementById(b.getAttribute('aria-describedby') || '') || {}).textContent || '',
}));
// Enter on a button of the form, the keyboard in it.
async function pressButton(page, id) {
  await page.locator(`#${id}`).focus();
  await page.keyboard.press('Enter');
  await nextFrames(page);
}

export default function register(test, ctx) {
  const url = (q = '') => ctx.server.url + q;

  test('start form: the computer\'s level, Learn to play, Rules, Puzzles and Back to the game, by keyboard, each described', async () => {
    await withBrowser({ viewport: { width: 1280, height: 800 } }, async (context) => {
      const { page, errors } = await openGame(context, url('?lang=es'));
      await waitUntil(page, () => !!document.getElementById('start-form-learn'), undefined, { what: 'the form\'s buttons' });
      assert(!(await page.locator('#start-form-back-to-game').count()), 'Back to the game offered with no game kept');
      for (const [id, label] of [['start-form-play', 'Play the computer'], ['start-form-learn', 'Learn to play'],
        ['start-form-rules', 'Rules'], ['start-form-puzzles', 'Puzzles']]) {
        const b = await described(page, id);
        const words = await api(page, (l) => window.mancala.tr(l), label);
        assert(b.name === words && words !== label, `${id} is named "${b.name}", not "${words}"`);
        assert(b.description.trim().length > 10 && !/ the /.test(b.description), `${id} is described as "${b.description}"`);
      }
      // The computer's level beside Play the computer: the canvas follows, and the game has it.
      const level = page.locator('#start-play-level');
      assert(await page.locator('label[for="start-play-level"]').textContent() ===
        (await api(page, () => window.mancala.tr('The computer\'s level'))) + ' ', 'the level\'s label');
      await level.focus();
      await level.selectOption('hard');
      await waitUntil(page, () => window.mancala.players('start').north.level === 'hard', undefined,
        { what: 'the canvas to show Hard' });
      await screenshot(page, 'start-form-es.png');
      // Learn to play: the lessons of the game chosen.
      await pressButton(page, 'start-form-learn');
      await shown(page, 'tutorial-lesson');
      // Rules: the rules window, on the game chosen.
      await pressButton(page, 'start-form-rules');
      await shown(page, 'rules-part');
      // Play the computer: the game, at the level chosen.
      await pressButton(page, 'start-form-play');
      await waitUntil(page, () => window.mancala.screen() === 'play', undefined, { what: 'the game' });
      const players = await api(page, () => window.mancala.players());
      assert(players.north.kind === 'computer' && players.north.level === 'hard', `players ${JSON.stringify(players)}`);
      // A move, then the start screen over the game kept: Back to the game comes back to it.
      const move = (await api(page, () => window.mancala.legalMoves()))[0];
      assert((await api(page, (m) => window.mancala.play(m), move)).ok, 'the move was refused');
      await waitIdle(page);  // the computer's answer too
      const moves = await api(page, () => window.mancala.moves());
      await clickControl(page, 'new-game');
      await waitUntil(page, () => !!document.getElementById('start-form-back-to-game'), undefined, { what: 'Back to the game' });
      const back = await described(page, 'start-form-back-to-game');
      assert(back.name === await api(page, () => window.mancala.tr('Back to the game')) && back.description.trim(),
        `Back to the game: ${JSON.stringify(back)}`);
      await pressButton(page, 'start-form-back-to-game');
      await waitUntil(page, () => window.mancala.screen() === 'play', undefined, { what: 'the game again' });
      assert((await api(page, () => window.mancala.moves())) === moves, 'not the same game');
      // Puzzles, from the start screen again.
      await clickControl(page, 'new-game');
      await waitUntil(page, () => !!document.getElementById('start-form-puzzles') &&
        !document.getElementById('start-form').hidden, undefined, { what: 'the form' });
      await pressButton(page, 'start-form-puzzles');
      await shown(page, 'puzzles-game-warri');
      // The commands themselves, refused in words where they cannot be: a game that is not one.
      const r = await api(page, () => window.mancala.showRules('chess'));
      assert(!r.ok && r.code === 'bad-value', `showRules('chess'): ${JSON.stringify(r)}`);
      assert(errors.length === 0, `console errors: ${errors.join(' | ')}`);
    });
  }, { cap: 180 });

  test('start form: the page\'s own parts (the form, the record dialog, the focus rings) in the game\'s look and accent, at 4.5:1', async () => {
    await withBrowser({ viewport: { width: 1280, height: 800 } }, async (context) => {
      // The colours of the page's parts, as the browser computes them, and their contrasts.
      const colours = (page) => page.evaluate(() => {
        const rgb = (c) => (c.match(/[\d.]+/g) || []).slice(0, 3).map(Number);
        const lum = ([r, g, b]) => [r, g, b].map((v) => { v /= 255; return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4; })
          .reduce((sum, v, i) => sum + v * [0.2126, 0.7152, 0.0722][i], 0);
        const ratio = (a, b) => { const [x, y] = [lum(rgb(a)), lum(rgb(b))].sort((p, q) => q - p); return (x + 0.05) / (y + 0.05); };
        // A custom property resolved to a colour, through an element that uses it.
        const resolve = (v) => { const e = document.createElement('i'); e.style.color = `var(${v})`; document.body.appendChild(e);
          const c = getComputedStyle(e).color; e.remove(); return c; };
        const style = (sel) => getComputedStyle(document.querySelector(sel));
        const dialog = style('#record-dialog'), button = style('#record-dialog button'), form = style('#start-form select');
        const heading = style('#record-dialog h2');
        const pairs = {
          dialog: [dialog.color, dialog.backgroundColor],
          dialogHeading: [heading.color, dialog.backgroundColor],
          dialogButton: [button.color, button.backgroundColor],
          formField: [form.color, form.backgroundColor],
          formHelp: [resolve('--help'), resolve('--ground')],
          focusRing: [resolve('--focus'), resolve('--ground')],
          focusRingOnField: [resolve('--focus'), resolve('--field')],
        };
        return { look: document.documentElement.getAttribute('data-look'), focus: resolve('--focus'), accent: resolve('--accent'),
          ground: dialog.backgroundColor, text: dialog.color,
          ratios: Object.fromEntries(Object.entries(pairs).map(([k, [a, b]]) => [k, ratio(a, b)])) };
      });
      const seen = {};
      for (const [name, query] of [['dark', ''], ['light', 'theme=light'], ['accent', 'theme=light&accent=%23005a9c']]) {
        const { page, errors } = await openGame(context, `${ctx.server.url}?lang=en&${query}`);
        await waitUntil(page, () => !!document.getElementById('start-form-play'), undefined, { what: 'the form' });
        seen[name] = await colours(page);
        for (const [pair, r] of Object.entries(seen[name].ratios)) assert(r >= 4.5, `${name}: ${pair} at ${r.toFixed(2)}:1`);
        assert(errors.length === 0, `${name}: console errors: ${errors.join(' | ')}`);
        if (name === 'accent') {
          // The accent the game took is the form's and the dialog's; high contrast, asked for later, follows.
          const accent = await api(page, () => window.mancala.settings().accent);
          assert(accent === '#005a9c', `the game's accent: ${accent}`);
          assert((await api(page, () => window.mancala.setHighContrast(true))).ok, 'high contrast refused');
          await waitUntil(page, () => document.documentElement.getAttribute('data-look') === 'contrast', undefined, { what: 'the high-contrast look' });
          seen.contrast = await colours(page);
          for (const [pair, r] of Object.entries(seen.contrast.ratios)) assert(r >= 4.5, `contrast: ${pair} at ${r.toFixed(2)}:1`);
        }
        await page.close();
      }
      assert(seen.dark.look === 'dark' && seen.light.look === 'light', `looks: ${seen.dark.look}, ${seen.light.look}`);
      assert(seen.light.ground !== seen.dark.ground && seen.light.text !== seen.dark.text && seen.light.focus !== seen.dark.focus,
        `the light look's page parts are the dark one's: ${JSON.stringify([seen.light, seen.dark])}`);
      assert(seen.accent.accent === 'rgb(0, 90, 156)' && seen.accent.focus === 'rgb(0, 90, 156)',
        `the accent's ring and borders: ${seen.accent.accent}, ${seen.accent.focus}`);
      assert(seen.light.accent !== seen.accent.accent, 'the accent changed nothing');
    });
  }, { cap: 120 });
}
