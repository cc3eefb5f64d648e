// End-to-end tests of touch on the board: a hole is played when a finger (or the mouse) is pressed
// and lifted on it without travelling; a swipe that starts on a hole plays nothing; a press held
// still shows the hole's card (its name and seeds) and plays nothing when it lifts. Registered
// into run-tests.mjs.
import { openGame, waitIdle, waitUntil, waitValue, api, nextFrames, finger } from './lib.mjs';
import { assert, withBrowser } from './lib.mjs';

// A game of Warri between two people on one phone: no computer answers a move.
const TWO_PEOPLE = '?lang=en&game=warri&south=person&north=person';
const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };

const hole = (page, i) => api(page, (n) => window.mancala.holeCenter(n), i);
const moves = (page) => api(page, () => window.mancala.moves());

export default function register(test, ctx) {
  const url = (q = '') => ctx.server.url + q;

  test('touch: a swipe that starts on a hole plays nothing; a tap plays it', async () => {
    await withBrowser(PHONE, async (context) => {
      const { page, errors } = await openGame(context, url(TWO_PEOPLE));
      await waitIdle(page);
      const f = await finger(context, page);
      const before = await moves(page);
      // Down on c, a scroll's worth up the screen, lifted.
      const c = await hole(page, 2);
      await f.swipe(c, { x: c.x, y: c.y - 120 }, 12);
      assert(await moves(page) === before, `the vertical swipe played: ${await moves(page)}`);
      // Down on c, along the row to d, lifted there.
      const d = await hole(page, 3);
      await f.swipe(c, d, 4);
      assert(await moves(page) === before, `the swipe from c to d played: ${await moves(page)}`);
      assert(!(await api(page, () => window.mancala.busy())), 'a swipe started a move');
      // A tap, with a finger that wobbles by two pixels: c is played.
      await f.down(c);
      await f.move({ x: c.x + 2, y: c.y - 1 });
      await f.up();
      await waitUntil(page, (b) => window.mancala.moves() !== b, before, { what: 'the tap on c to be played' });
      const after = await moves(page);
      assert(/\bc\b/.test(after), `the tap played ${after}, not c`);
      assert(errors.length === 0, `console errors: ${errors.join(' | ')}`);
    });
  });

  test('touch: a press held on a hole shows its name and seeds and plays nothing', async () => {
    await withBrowser(PHONE, async (context) => {
      const { page, errors } = await openGame(context, url(TWO_PEOPLE));
      await waitIdle(page);
      const f = await finger(context, page);
      const before = await moves(page);
      assert(await api(page, () => window.mancala.holeCard()) === null, 'a card before any press');
      // Held on a, South's foot, until its card shows (frames are drawn for it, with no input).
      await f.down(await hole(page, 0));
      const card = await waitValue(page, () => window.mancala.holeCard(), undefined,
        { what: 'the card of the hole held' });
      assert(card.includes('Hole a') && card.includes('4 seeds') && card.includes('foot'),
        `the card says "${card}"`);
      assert(await moves(page) === before, 'the held hole was played before the finger lifted');
      await f.up();
      await nextFrames(page);
      assert(await moves(page) === before, `lifting after the card played: ${await moves(page)}`);
      assert(!(await api(page, () => window.mancala.busy())), 'lifting after the card started a move');
      assert(await api(page, () => window.mancala.holeCard()) === null, 'the card stayed after the finger lifted');
      assert(errors.length === 0, `console errors: ${errors.join(' | ')}`);
    });
  });

  test('touch: the mouse follows the same rule: pressed, dragged off the hole and let go plays nothing', async () => {
    await withBrowser({ viewport: { width: 1280, height: 800 } }, async (context) => {
      const { page, errors } = await openGame(context, url(TWO_PEOPLE));
      await waitIdle(page);
      const box = await page.locator('#canvas').boundingBox();
      const before = await moves(page);
      const b = await hole(page, 1);
      await page.mouse.move(box.x + b.x, box.y + b.y);
      await page.mouse.down();
      await nextFrames(page);
      await page.mouse.move(box.x + b.x, box.y + b.y + 80, { steps: 8 });
      await nextFrames(page);
      await page.mouse.up();
      await nextFrames(page);
      assert(await moves(page) === before, `a drag off b played: ${await moves(page)}`);
      await page.mouse.click(box.x + b.x, box.y + b.y);
      await waitUntil(page, (m) => window.mancala.moves() !== m, before, { what: 'the click on b to be played' });
      assert(errors.length === 0, `console errors: ${errors.join(' | ')}`);
    });
  });
}
