// End-to-end tests of the play screen's controls, drawn as a game's rather than a desktop tool's:
// the top bar in groups (Undo, Redo and Skip together; Rules and Options; New game), one primary
// button filled with the accent (New game during a game, Rematch after it), the rarely changed
// settings (speed, language) in the Options menu, the move list a plain titled list that never
// folds, and windows without a resize grip. Read through the page API (drawnSizes, the controls'
// places), never from pixels. Registered into run-tests.mjs.
import { openGame, gameReady, waitUntil, waitIdle, api, nextFrames, clickControl, canvasLightness } from './lib.mjs';
import { assert, playOut, withBrowser } from './lib.mjs';

const TWO_PEOPLE = '?lang=en&game=warri&south=person&north=person';

const drawn = (page) => api(page, () => window.mancala.drawnSizes().controls);
const named = (controls, name) => controls.find((c) => c.name === name);
const primaries = (controls) => controls.filter((c) => c.primary).map((c) => c.name);

export default function register(test, ctx) {
  const url = (q = '') => ctx.server.url + q;

  test('controls: the top bar in groups, New game its one primary button, the speed and the language in Options', async () => {
    await withBrowser({ viewport: { width: 1280, height: 800 } }, async (context) => {
      const { page, errors } = await openGame(context, url(TWO_PEOPLE));
      await waitUntil(page, () => window.mancala.screen() === 'play' && window.mancala.holeCenter(0) !== null,
        undefined, { what: 'the game' });
      await nextFrames(page);
      let controls = await drawn(page);
      for (const name of ['undo', 'redo', 'skip', 'rules', 'options', 'new-game'])
        assert(named(controls, name), `no ${name} in the top bar`);
      for (const name of ['speed', 'language'])
        assert(!named(controls, name), `${name} is in the top bar, not in the Options menu`);
      const main = primaries(controls);
      assert(main.length === 1 && main[0] === 'new-game', `the primary buttons during the game: ${main.join(', ')}`);

      // On one line, in this order; the move's buttons closer together than the groups are.
      const box = async (name) => {
        const c = await api(page, (n) => window.mancala.controlCenter(n), name);
        const w = named(controls, name).width;
        return { left: c.x - w / 2, right: c.x + w / 2, y: c.y };
      };
      const [undo, redo, skip, rules, options, newGame] =
        await Promise.all(['undo', 'redo', 'skip', 'rules', 'options', 'new-game'].map(box));
      const row = [undo, redo, skip, rules, options, newGame];
      assert(row.every((b) => Math.abs(b.y - undo.y) < 1), `not on one line: ${JSON.stringify(row)}`);
      for (let i = 1; i < row.length; i++)
        assert(row[i].left > row[i - 1].right, `out of order: ${JSON.stringify(row)}`);
      const inGroup = Math.max(redo.left - undo.right, skip.left - redo.right, options.left - rules.right);
      const betweenGroups = Math.min(rules.left - skip.right, newGame.left - options.right);
      assert(inGroup * 2 < betweenGroups, `the groups ${betweenGroups} px apart, their buttons ${inGroup} px`);

      // The Options menu holds the speed and the language, under its button.
      await clickControl(page, 'options');
      await waitUntil(page, () => window.mancala.controlCenter('speed') !== null, undefined, { what: 'the Options menu' });
      const opener = await api(page, () => window.mancala.controlCenter('options'));
      for (const name of ['speed', 'language', 'sound', 'contrast']) {
        const c = await api(page, (n) => window.mancala.controlCenter(n), name);
        assert(c && c.y > opener.y, `${name} at ${JSON.stringify(c)}, not in the menu under Options`);
      }
      const words = await api(page, () => window.mancala.controlWords());
      assert(/^speed\tSpeed: Normal$/m.test(words) && /^language\tLanguage: English$/m.test(words), `the menu's words:\n${words}`);
      await page.keyboard.press('Escape');
      await nextFrames(page);

      // The game played out: Rematch is the primary button, New game no longer.
      const over = await playOut(page);
      assert(over, 'the game did not end');
      await api(page, () => window.mancala.setSpeed('instant'));
      await waitIdle(page);
      await nextFrames(page);
      controls = await drawn(page);
      assert(named(controls, 'rematch'), 'no Rematch after the game');
      const after = primaries(controls);
      assert(after.length === 1 && after[0] === 'rematch', `the primary buttons after the game: ${after.join(', ')}`);
      assert(errors.length === 0, `console errors: ${errors.join(' | ')}`);
    });
  });

  test('controls: Light chosen in Options turns the canvas and the page light, and a reload keeps it', async () => {
    await withBrowser({ viewport: { width: 1280, height: 800 } }, async (context) => {
      const { page, errors } = await openGame(context, url(TWO_PEOPLE));
      await waitUntil(page, () => window.mancala.screen() === 'play' && window.mancala.holeCenter(0) !== null,
        undefined, { what: 'the game' });
      assert((await api(page, () => window.mancala.play('c'))).ok, 'the move c');
      await api(page, () => window.mancala.setSpeed('instant'));
      await waitIdle(page);
      await nextFrames(page);
      const html = () => api(page, () => ({ look: document.documentElement.getAttribute('data-look'),
        ground: getComputedStyle(document.body).backgroundColor }));
      const dark = { canvas: await canvasLightness(page), page: await html() };
      assert(dark.page.look === 'dark', `the page's look at first: ${dark.page.look}`);

      await clickControl(page, 'options');
      await waitUntil(page, () => window.mancala.controlCenter('look') !== null, undefined, { what: 'the Look list in Options' });
      const words = await api(page, () => window.mancala.controlWords());
      assert(/^look\tLook: Dark$/m.test(words), `the menu's words:\n${words}`);
      await clickControl(page, 'look');
      await waitUntil(page, () => window.mancala.controlCenter('look-light') !== null, undefined, { what: 'the looks listed' });
      await clickControl(page, 'look-light');
      await waitUntil(page, () => window.mancala.settings().look === 'light' &&
        document.documentElement.getAttribute('data-look') === 'light', undefined, { what: 'the light look, on the page too' });
      await page.keyboard.press('Escape');
      await nextFrames(page);
      const light = { canvas: await canvasLightness(page), page: await html() };
      assert(light.canvas > dark.canvas + 0.2, `the canvas's lightness: ${dark.canvas.toFixed(2)} dark, ${light.canvas.toFixed(2)} light`);
      assert(light.page.ground !== dark.page.ground, `the page's ground: ${dark.page.ground}, then ${light.page.ground}`);

      // A reload keeps the look, and the game.
      const moves = await api(page, () => window.mancala.moves());
      await page.reload();
      await gameReady(page);
      await waitUntil(page, () => window.mancala.screen() === 'play' && window.mancala.holeCenter(0) !== null,
        undefined, { what: 'the game again' });
      await nextFrames(page);
      const settings = await api(page, () => window.mancala.settings());
      assert(settings.theme === 'light' && settings.look === 'light', `after the reload: ${JSON.stringify(settings)}`);
      assert((await html()).look === 'light', 'the page is dark again after the reload');
      assert(await canvasLightness(page) > dark.canvas + 0.2, 'the canvas is dark again after the reload');
      assert((await api(page, () => window.mancala.moves())) === moves, 'the game was not kept');
      // A look the game does not know: refused in words, nothing changed.
      const bad = await api(page, () => window.mancala.setTheme('purple'));
      assert(!bad.ok && /purple/.test(bad.error), `setTheme('purple'): ${JSON.stringify(bad)}`);
      assert((await api(page, () => window.mancala.settings().theme)) === 'light', 'a bad look changed the look');
      assert(errors.length === 0, `console errors: ${errors.join(' | ')}`);
    });
  });

  test('controls: on a touch phone the menu\'s Look list, each entry 44 px high, turns the game light', async () => {
    await withBrowser({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true }, async (context) => {
      const { page, errors } = await openGame(context, url(TWO_PEOPLE));
      await waitUntil(page, () => window.mancala.screen() === 'play' && window.mancala.holeCenter(0) !== null,
        undefined, { what: 'the game' });
      await clickControl(page, 'menu');
      await waitUntil(page, () => window.mancala.controlCenter('look') !== null, undefined, { what: 'the Look list in the menu' });
      await clickControl(page, 'look');
      await waitUntil(page, () => window.mancala.controlCenter('look-light') !== null, undefined, { what: 'the looks listed' });
      const controls = await drawn(page);
      for (const name of ['look', 'look-classic', 'look-light', 'look-auto']) {
        const c = named(controls, name);
        assert(c && c.height >= 43.5 && c.font >= 16, `${name}: ${JSON.stringify(c)}`);
      }
      await clickControl(page, 'look-light');
      await waitUntil(page, () => window.mancala.settings().look === 'light' &&
        document.documentElement.getAttribute('data-look') === 'light', undefined, { what: 'the light look, on the page too' });
      assert(errors.length === 0, `console errors: ${errors.join(' | ')}`);
    });
  });

  test('controls: the move list is a plain titled list, never folded, at 1280x800 and on a phone', async () => {
    for (const options of [{ viewport: { width: 1280, height: 800 } },
      { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true }]) {
      await withBrowser(options, async (context) => {
        const { page, errors } = await openGame(context, url(TWO_PEOPLE));
        await waitUntil(page, () => window.mancala.holeCenter(0) !== null, undefined, { what: 'the game' });
        await nextFrames(page);
        const controls = await drawn(page);
        // A phone's sheet of moves is titled by its header (phone_sheet.h).
        const phone = options.viewport.width < 560;
        const title = named(controls, phone ? 'sheet' : 'moves-title');
        assert(title && (phone || !title.pressable), `the move list's title at ${options.viewport.width} px: ${JSON.stringify(title)}`);
        if (phone) {
          const words = await api(page, () => window.mancala.controlWords());
          assert(/^sheet\tMoves \(0\)/m.test(words), `the sheet's header does not name the moves: ${words}`);
          assert(!named(controls, 'moves-title'), 'the moves titled twice on a phone');
        }
        assert(!named(controls, 'moves-header'), 'a header that folds the move list');
        assert(named(controls, 'view-back') && named(controls, 'view-forward'),
          `the move list's buttons are not shown at ${options.viewport.width} px`);
        assert(errors.length === 0, `console errors: ${errors.join(' | ')}`);
      });
    }
  });

  test('controls: the rules window has no resize grip: a drag from its corner leaves it as it was', async () => {
    // 700x500: the window takes all but 12 px on each side (rules_window.cpp), its lower right
    // corner at (688, 488).
    await withBrowser({ viewport: { width: 700, height: 500 } }, async (context) => {
      const { page, errors } = await openGame(context, url('?lang=en'));
      await nextFrames(page);
      await clickControl(page, 'rules');
      await waitUntil(page, () => window.mancala.controlCenter('history-part') !== null, undefined, { what: 'the rules' });
      await nextFrames(page);
      // The game tabs, which a narrower window squeezes, and the buttons under them.
      const where = () => page.evaluate(() => JSON.stringify(['rules-tab-adji-kui-1', 'rules-tab-adji-kui-2',
        'rules-tab-warri', 'how-to-play-rules', 'rules-part', 'history-part']
        .map((n) => [n, window.mancala.controlCenter(n)])));
      const before = await where();
      const box = await page.locator('#canvas').boundingBox();
      // A person's drag: pressed on the corner, moved up and left over several frames, let go.
      await page.mouse.move(box.x + 684, box.y + 484);
      await nextFrames(page);
      await page.mouse.down();
      await nextFrames(page);
      for (let i = 1; i <= 8; i++) {
        await page.mouse.move(box.x + 684 - i * 70, box.y + 484 - i * 46);
        await nextFrames(page);
      }
      await page.mouse.up();
      await nextFrames(page);
      assert(await api(page, () => window.mancala.controlCenter('history-part')) !== null, 'the rules closed');
      const after = await where();
      assert(after === before, `the window changed under the drag:\n${before}\n${after}`);
      assert(errors.length === 0, `console errors: ${errors.join(' | ')}`);
    });
  });
}
