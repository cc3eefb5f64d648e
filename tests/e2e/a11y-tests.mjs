// End-to-end tests of accessibility: a game played with the keyboard alone while the live region
// is read, the seed sounds and M, and the live region in the chosen language. The address and
// the save are in address-save-tests.mjs, the embedding in embed-tests.mjs (their names start
// with "a11y:" too).
// Registered into run-tests.mjs; each test opens its own browser profile, so saved state never
// leaks from one test into another.
import { waitUntil, waitIdle, api, screenshot, rng, tabIntoGame, waitValue, assert, withBrowser, clickControl, showOtherWays } from './lib.mjs';
import { live, open } from './page-basics.mjs';

export default function register(test, ctx) {
  const url = (q = '') => ctx.server.url + q;

  test('a11y: a whole game by keyboard alone, every move told in the live region', async () => {
    await withBrowser({ reducedMotion: 'reduce', viewport: { width: 1024, height: 640 } }, async (context) => {
      const { page, errors } = await open(context, url());
      assert(await api(page, () => window.mancala.settings()).then((s) => s.speed === 'instant'),
        'reduced motion did not make moves instant');
      // Tab from the page into the game: the board takes the keyboard, no click.
      await tabIntoGame(page);
      // The start screen: Enter starts the game shown (Adji Kui I, two people).
      await page.keyboard.press('Enter');
      await waitUntil(page, () => window.mancala.screen() === 'play', undefined, { what: 'the game' });
      assert(/New game of Adji Kui I/.test(await live(page)), `live: ${await live(page)}`);
      const random = rng(7);
      let presses = 0;
      for (let move = 0; move < 400; move++) {
        const state = await api(page, () => window.mancala.state());
        if (state.over) break;
        const before = await api(page, () => window.mancala.moves());
        // A few arrows (to the right, or up to the other row), then Enter.
        const n = Math.floor(random() * 4);
        for (let i = 0; i < n; i++) await page.keyboard.press(random() < 0.8 ? 'ArrowRight' : 'ArrowLeft');
        if (n > 0) {
          await waitUntil(page, () => /^Hole [a-fA-F]/.test(document.getElementById('live').getAttribute('data-last')),
            undefined, { what: 'the chosen hole to be told' }).catch(async () => {
            throw new Error(`the selected hole is not told: ${await live(page)}`);
          });
        }
        await page.keyboard.press('Enter');
        presses += n + 1;
        if (n === 0) {
          // A board that shows no cursor yet (the game just started, no key on it so far) shows
          // it at the first key, on a hole it can sow, and says so ("Press Enter to sow it"):
          // then a second Enter sows.
          const shown = await waitValue(page, (b) => (window.mancala.moves() !== b || window.mancala.message() !== '') ? 'moved'
            : /Press Enter to sow it/.test(document.getElementById('live').getAttribute('data-last') || '') && 'cursor', before,
          { what: 'the move or the cursor' });
          if (shown === 'cursor') {
            await page.keyboard.press('Enter');
            presses += 1;
          }
        }
        await waitUntil(page, (b) => window.mancala.moves() !== b || window.mancala.message() !== '', before,
          { what: 'the move' });
        await waitIdle(page);
        const text = await live(page);
        assert(/ sows [a-fA-F]: \d+ seeds?|passes|Game over/.test(text), `live region after a move: "${text}"`);
        if (move === 4) {
          await screenshot(page, 'a11y-keyboard-focus.png');
          // U takes a move back, R plays it again.
          const moves = await api(page, () => window.mancala.moves());
          await page.keyboard.press('u');
          await waitUntil(page, (m) => window.mancala.moves() !== m, moves, { what: 'undo' });
          assert(/taken back/.test(await live(page)), `live after undo: ${await live(page)}`);
          await page.keyboard.press('r');
          await waitUntil(page, (m) => window.mancala.moves() === m, moves, { what: 'redo' });
          await waitIdle(page);
        }
      }
      const end = await api(page, () => window.mancala.state());
      assert(end.over, 'the game did not end');
      const text = await live(page);
      assert(/Game over\. South \d+, North \d+: (South wins|North wins|It is a draw)\./.test(text), `result: "${text}"`);
      console.log(`    ${presses} key presses; last words: "${text}"`);
      // The board can be told in words at any time.
      await page.keyboard.press('s');
      await waitUntil(page, () => /a: \d+\./.test(document.getElementById('live').getAttribute('data-last')), undefined,
        { what: 'the board in words' });
      // N leaves for the start screen, Enter starts a new game.
      await page.keyboard.press('n');
      await waitUntil(page, () => window.mancala.screen() === 'start', undefined, { what: 'the start screen' });
      await page.keyboard.press('Enter');
      await waitUntil(page, () => window.mancala.screen() === 'play' && window.mancala.moves() === '', undefined, { what: 'a new game' });
      // Tab leaves the game again (no keyboard trap): to the next element of the page.
      await page.evaluate(() => {
        const b = document.createElement('button');
        b.id = 'after-the-game';
        b.textContent = 'after';
        document.body.appendChild(b);
      });
      assert(await page.evaluate(() => document.activeElement.id) === 'canvas', 'the board lost the focus');
      // Tab goes through the canvas's own controls, then to the holes' buttons (the board's
      // mirror: one stop, the arrows go from hole to hole), then out.
      const focused = () => page.evaluate(() => document.activeElement.id || `hole ${document.activeElement.dataset.hole}`);
      let tabs = 0;
      while (await focused() === 'canvas' && tabs < 40) {
        await page.keyboard.press('Tab');
        tabs++;
      }
      assert(tabs > 1 && await focused() === 'hole 0', `after ${tabs} Tabs: ${await focused()}`);
      await page.keyboard.press('ArrowRight');
      assert(await focused() === 'hole 1', `the arrow in the holes reached ${await focused()}`);
      await page.keyboard.press('Tab');
      assert(await focused() === 'after-the-game', 'Tab is trapped in the board');
      await page.keyboard.press('Shift+Tab');
      assert(await focused() === 'hole 1', 'Shift+Tab does not come back to the hole last focused');
      await page.keyboard.press('Shift+Tab');
      assert(await focused() === 'canvas', 'Shift+Tab does not go back into the game');
      assert(errors.length === 0, `console errors: ${errors.join(' | ')}`);
    });
  });

  test('a11y: seed sounds play alone by default and M turns them off', async () => {
    await withBrowser({}, async (context) => {
      const { page } = await open(context, url('?game=warri'));
      assert((await api(page, () => window.mancala.settings())).sound === true, 'sound is off alone');
      await api(page, () => window.mancala.setSpeed('fast'));
      assert((await api(page, () => window.mancala.play('c'))).ok, 'c');
      await waitIdle(page);
      const played = await page.evaluate(() => window.mancalaShell.soundsPlayed);
      // One per seed as it falls; a slow frame merges a few (at most two sounds a frame).
      assert(played >= 2, `${played} sounds for a move of 4 seeds`);
      await page.locator('#canvas').focus();
      await page.keyboard.press('m');
      await waitUntil(page, () => window.mancala.settings().sound === false, undefined, { what: 'sound off' });
      assert(/Sounds off/.test(await live(page)), 'not told');
      assert((await api(page, () => window.mancala.play('D'))).ok, 'D');
      await waitIdle(page);
      assert(await page.evaluate(() => window.mancalaShell.soundsPlayed) === played, 'sounds after M');
    });
  });

  test('a11y: the live region tells captures and passes in the chosen language', async () => {
    await withBrowser({}, async (context) => {
      // Warri, South to move: e (2 seeds) ends in A making 2: a capture.
      const { page } = await open(context, url('?game=warri&motion=reduce&position=' +
        encodeURIComponent('0,0,0,0,2,4,1,1,4,4,4,4:S:12,12')));
      assert((await api(page, () => window.mancala.play('e'))).ok, 'e');
      await waitIdle(page);
      const text = await live(page);
      assert(text.startsWith('South sows e: 2 seeds, the last one in A.') && /South captures 2 seeds from A\./.test(text),
        `capture: "${text}"`);
      // Adji Kui I, South has only singletons: the pass is told.
      await page.goto(url('?game=adji-kui-1&motion=reduce&position=' + encodeURIComponent('1,0,1,0,0,0,2,3,0,0,0,0:S:20,21')));
      await page.evaluate(() => window.mancala.ready);
      await waitUntil(page, () => window.mancala.moves().trim() === '1. -', undefined, { what: 'the forced pass' });
      await waitIdle(page);
      assert(/South has no playable hole and passes\./.test(await live(page)), `pass: "${await live(page)}"`);
      // In French, through the same tables as the rest of the interface.
      await page.goto(url('?lang=fr&game=warri&motion=reduce'));
      await page.evaluate(() => window.mancala.ready);
      assert((await api(page, () => window.mancala.settings())).language === 'fr', 'not French');
      assert((await api(page, () => window.mancala.play('c'))).ok, 'c');
      await waitIdle(page);
      const fr = await live(page);
      assert(fr.length > 10 && /c/.test(fr), `French live text: "${fr}"`);
      console.log(`    fr: "${fr}"`);
    });
  });

  test('a11y: Warri\'s words are explained where they appear: the tournament rule on a phone, a grand slam, the holes\' names', async () => {
    // A phone: no pointer to hover with, the explanation is written under the rule's box.
    const phone = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true };
    await withBrowser(phone, async (context) => {
      const { page, errors } = await open(context, url('?lang=en'));
      await page.tap('#canvas', { position: await api(page, () => window.mancala.controlCenter('game-warri')) });
      await showOtherWays(page);
      await waitUntil(page, () => window.mancala.controlCenter('grand-slam') !== null, undefined, { what: 'the rule' });
      const [box, help] = await api(page, () => ['grand-slam', 'grand-slam-help'].map((n) => window.mancala.controlCenter(n)));
      assert(help && help.y > box.y && help.y - box.y < 120, `no explanation under the tournament rule: ${JSON.stringify([box, help])}`);
      assert(errors.length === 0, `console errors: ${errors.join(' | ')}`);
    });
    await withBrowser({ reducedMotion: 'reduce' }, async (context) => {
      const { page, errors } = await open(context, url('?lang=en'));
      // By the keyboard, the rule's box says what it means.
      await clickControl(page, 'game-warri');
      await showOtherWays(page);
      await tabIntoGame(page);
      for (let i = 0; i < 30 && await api(page, () => window.mancala.focused()) !== 'grand-slam'; i++) {
        await page.keyboard.press('Tab');
        await waitUntil(page, () => window.mancala.resting(), undefined, { what: 'the Tab drawn' });
      }
      const said = await live(page);
      assert(/^Tournament rule: a grand slam captures nothing, not chosen\. A grand slam is a capture that takes every seed of the opponent's row/.test(said),
        `the rule's box said: "${said}"`);
      // A grand slam played: told with what it is.
      await page.goto(url('?lang=en&game=warri&motion=reduce&position=' + encodeURIComponent('2,3,4,2,3,4,1,2,0,0,0,0:S:14,13')));
      await page.evaluate(() => window.mancala.ready);
      assert((await api(page, () => window.mancala.play('e'))).ok, 'e');
      await waitIdle(page);
      assert(/Grand slam: South captured every seed the opponent had and plays again\./.test(await live(page)), `the grand slam: "${await live(page)}"`);
      // The holes' names (foot, throat, head) with their meaning, in the holes' words too.
      const labels = await page.evaluate(() => [...document.querySelectorAll('#board-mirror button')].map((b) => b.getAttribute('aria-label')));
      assert(/North's foot: the hole at the left end of the row\.$/.test(labels[6]), `A: ${labels[6]}`);
      assert(/North's throat: the hole beside the head\.$/.test(labels[10]), `E: ${labels[10]}`);
      assert(/North's head: the hole at the right end of the row\.$/.test(labels[11]), `F: ${labels[11]}`);
      assert(/South's head: the hole at the right end of the row\.$/.test(labels[5]) && !/foot|throat|head/.test(labels[2]), `f: ${labels[5]}, c: ${labels[2]}`);
      assert(errors.length === 0, `console errors: ${errors.join(' | ')}`);
    });
  });
}
