// End-to-end tests of the Puzzles screen: opened from the start screen, a puzzle chosen, a
// wrong move explained in the live region and not played, the answer solving it, and the
// progress kept after a reload; the same by keyboard alone (Tab, Enter, the arrows). The web
// build fetches the puzzles' file when the screen first shows a game. Screenshots
// build/screenshots/puzzle-*.png. Registered into run-tests.mjs.
import { openGame, waitUntil, waitIdle, api, clickControl, screenshot, nextFrames } from './lib.mjs';
import { assert, withBrowser } from './lib.mjs';

const announcement = (page) => api(page, () => window.mancala.announcement());
const shown = (page, name) => api(page, (n) => window.mancala.controlCenter(n) !== null, name);
const focused = (page) => page.evaluate(() => window.mancala.focused());

async function press(page, key) {
  await page.keyboard.press(key);
  await nextFrames(page);
}

async function waitForControl(page, name) {
  await waitUntil(page, (n) => window.mancala.controlCenter(n) !== null, name, { what: `the control ${name}` });
  await nextFrames(page);
}

// A capture puzzle of Warri's file, South to move, the answer d (3); a (0) is legal. The list's
// first row is FIRST.
const ID = 'warri-11';
const FIRST = 'warri-01';
const ANSWER = 3;
const WRONG = 0;

export default function registerPuzzleTests(test, ctx) {
  test('puzzles: a wrong move explained, the answer solves it, the progress kept after a reload', async () => {
    await withBrowser({ viewport: { width: 1280, height: 800 } }, async (context) => {
      const { page, errors } = await openGame(context, `${ctx.server.url}?lang=en`);
      await api(page, () => window.mancala.setSpeed('fast'));
      await clickControl(page, 'puzzles');
      await waitForControl(page, 'puzzles-game-warri');
      await clickControl(page, 'puzzles-game-warri');
      await waitForControl(page, `puzzle-${ID}`);
      await screenshot(page, 'puzzle-en-list.png');
      await clickControl(page, `puzzle-${ID}`);
      await waitForControl(page, 'puzzle-hole-0');
      let told = await announcement(page);
      assert(told.startsWith(`Puzzle ${ID}, difficulty 1 of 5. Capture the most seeds. South to move.`),
        `the live region says "${told}"`);
      assert(!told.includes('solved it before'), 'a new puzzle is said to be solved');
      assert(await shown(page, 'puzzle-hint') && await shown(page, 'puzzle-answer'), 'no hint or answer button');

      await clickControl(page, `puzzle-hole-${WRONG}`);
      await nextFrames(page);
      told = await announcement(page);
      assert(told.startsWith('Not a: it captures') && told.includes('Try another move'), `a wrong move explained as "${told}"`);
      assert(!(await api(page, () => window.mancala.busy())), 'a wrong move was played');
      await screenshot(page, 'puzzle-en-wrong.png');

      await clickControl(page, 'puzzle-hint');
      told = await announcement(page);
      assert(told.startsWith('Hint: the move to find sows 6 seeds.'), `the hint: "${told}"`);

      await clickControl(page, `puzzle-hole-${ANSWER}`);
      told = await announcement(page);
      assert(told.startsWith('d is the answer. South sows d') && told.includes('Solved!') && told.includes('at once'),
        `after the answer: "${told}"`);
      await waitIdle(page);
      assert(await shown(page, 'puzzle-next') && await shown(page, 'puzzle-retry'), 'no Next puzzle or Try again at the end');
      await screenshot(page, 'puzzle-en-solved.png');
      const saved = await api(page, () => localStorage.getItem('mancala'));
      assert(saved && saved.includes(`\npuzzles ${ID}\n`), `the progress is not saved: ${saved}`);

      await page.reload();
      await page.evaluate(() => window.mancala.ready.then(() => true));
      await nextFrames(page);
      await clickControl(page, 'puzzles');
      await waitForControl(page, 'puzzles-game-warri');
      await clickControl(page, 'puzzles-game-warri');
      await waitForControl(page, `puzzle-${ID}`);
      await clickControl(page, `puzzle-${ID}`);
      told = await announcement(page);
      assert(told.includes('You have solved it before.'), `after the reload: "${told}"`);
      assert(errors.length === 0, `errors: ${errors.join('; ')}`);
    });
  });

  test('puzzles: a puzzle with North to move has North\'s row near, as a player\'s in a game', async () => {
    await withBrowser({ viewport: { width: 1280, height: 800 } }, async (context) => {
      const { page, errors } = await openGame(context, `${ctx.server.url}?lang=en`);
      await clickControl(page, 'puzzles');
      await waitForControl(page, 'puzzles-game-adji-kui-1');
      await clickControl(page, 'puzzles-game-adji-kui-1');
      await waitForControl(page, 'puzzle-adji-kui-1-01');  // North to move
      await clickControl(page, 'puzzle-adji-kui-1-01');
      await waitForControl(page, 'puzzle-hole-0');
      const y = (hole) => api(page, (h) => window.mancala.controlCenter(`puzzle-hole-${h}`).y, hole);
      assert(await y(6) > await y(0), `North's A (y ${await y(6)}) is not below South's a (y ${await y(0)})`);
      await screenshot(page, 'puzzle-north-near.png');
      // A South-to-move puzzle keeps South near.
      await clickControl(page, 'puzzles-list');
      await waitForControl(page, 'puzzle-adji-kui-1-02');
      await clickControl(page, 'puzzle-adji-kui-1-02');
      await waitUntil(page, () => window.mancala.announcement().startsWith('Puzzle adji-kui-1-02'), undefined, { what: 'the second puzzle' });
      await nextFrames(page);
      assert(await y(0) > await y(6), 'South\'s a is not below North\'s A in a South-to-move puzzle');
      assert(errors.length === 0, `errors: ${errors.join('; ')}`);
    });
  });

  test('puzzles: chosen and solved by keyboard alone', async () => {
    await withBrowser({ reducedMotion: 'reduce', viewport: { width: 1280, height: 800 } }, async (context) => {
      const { page, errors } = await openGame(context, `${ctx.server.url}?lang=en`);
      await nextFrames(page);
      await page.locator('#canvas').focus();
      const tabTo = async (name) => {
        const seen = [];
        for (let i = 0; i < 60 && await focused(page) !== name; i++) {
          await press(page, 'Tab');
          seen.push(await focused(page));
        }
        assert(await focused(page) === name, `Tab never reached ${name}: ${seen.join(', ')}`);
      };
      await tabTo('puzzles');
      await press(page, 'Enter');
      await waitForControl(page, 'puzzles-game-warri');
      assert(await focused(page) !== 'puzzles', 'the focus stayed on the start screen');
      await tabTo('puzzles-game-warri');
      await press(page, 'Space');
      await waitForControl(page, `puzzle-${FIRST}`);
      // The list is one Tab stop, at its first row: Tab goes past the other 39 puzzles, and the
      // arrows go from puzzle to puzzle.
      await tabTo(`puzzle-${FIRST}`);
      let row = await announcement(page);
      assert(/^Puzzle 01, Difficulty 1, Capture the most seeds, (South|North) to move · \d+ seeds$/.test(row),
        `the row said: "${row}"`);
      await press(page, 'Tab');
      const after = await focused(page);
      assert(!after.startsWith('puzzle-warri-'), `Tab went on to another puzzle: ${after}`);
      // The start screen's form of the page (for screen readers) is not there over the puzzles.
      assert(await page.evaluate(() => document.getElementById('start-form').hidden),
        'the start screen\'s form shows over the Puzzles screen');
      // Shift+Tab from the page's next control comes back into the list at its first row.
      await page.evaluate(() => {
        const b = document.createElement('button');
        b.id = 'after-the-game';
        b.textContent = 'after';
        document.body.appendChild(b);
      });
      await page.locator('#after-the-game').focus();
      await press(page, 'Shift+Tab');
      assert(await focused(page) === `puzzle-${FIRST}`, `Shift+Tab came back to ${await focused(page)}`);
      await press(page, 'ArrowDown');
      assert(await focused(page) === 'puzzle-warri-02', `the arrow went to ${await focused(page)}`);
      row = await announcement(page);
      assert(row.startsWith('Puzzle 02, '), `the next row said: "${row}"`);
      await press(page, 'ArrowUp');
      assert(await focused(page) === `puzzle-${FIRST}`, `the arrow went back to ${await focused(page)}`);
      // Down the list to the capture puzzle solved below.
      for (let i = 0; i < 60 && await focused(page) !== `puzzle-${ID}`; i++) await press(page, 'ArrowDown');
      assert(await focused(page) === `puzzle-${ID}`, `the arrows never reached ${ID}: ${await focused(page)}`);
      await press(page, 'Enter');
      await waitForControl(page, 'puzzle-hole-0');
      assert(await focused(page) === 'board', `the puzzle's board has not the focus: ${await focused(page)}`);
      let told = await announcement(page);
      assert(told.includes('Capture the most seeds'), `the goal is not said: "${told}"`);
      // The arrows go over South's holes: to a, then Enter (a wrong move), then to d.
      const goTo = async (letter) => {
        for (let i = 0; i < 8; i++) {
          await press(page, 'ArrowRight');
          if ((await announcement(page)).startsWith(`Hole ${letter},`)) return;
        }
        throw new Error(`the arrows never reached ${letter}: "${await announcement(page)}"`);
      };
      await goTo('a');
      await press(page, 'Enter');
      told = await announcement(page);
      assert(told.startsWith('Not a:'), `a wrong move by keyboard: "${told}"`);
      await goTo('d');
      await press(page, 'Enter');
      await waitIdle(page);
      told = await announcement(page);
      assert(told.includes('Solved!'), `the answer by keyboard: "${told}"`);
      await screenshot(page, 'puzzle-en-keyboard.png');
      // Escape goes back to the list, then to the start screen.
      await press(page, 'Escape');
      await waitForControl(page, 'puzzles-close');
      await press(page, 'Escape');
      await waitForControl(page, 'play-computer');
      assert(errors.length === 0, `errors: ${errors.join('; ')}`);
    });
  });
}
