// End-to-end tests of what a screen reader gets: axe-core (tests/e2e/package.json) on the game
// page, the embed page and a small frame, and the board's mirror (web/shell/board-mirror.js): twelve labelled
// hole buttons and the two stores, kept in step with the canvas, a hole played by its button.
// Registered into run-tests.mjs.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { launch, openGame, waitIdle, waitUntil, api, nextFrames, pixels } from './lib.mjs';
import { assert, withBrowser } from './lib.mjs';

const AXE = path.join(path.dirname(fileURLToPath(import.meta.url)), 'node_modules/axe-core/axe.min.js');

// axe-core's violations in a page or a frame, as lines to print.
async function axeViolations(target) {
  await target.addScriptTag({ path: AXE });
  const result = await target.evaluate(() => window.axe.run(document, { resultTypes: ['violations'] }));
  return result.violations.map((v) => `${v.id} (${v.impact}): ${v.help} at ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

const mirror = (page) => page.evaluate(() => ({
  hidden: document.getElementById('board-mirror').hidden,
  holes: [...document.querySelectorAll('#board-mirror button')].map((b) => ({
    label: b.getAttribute('aria-label'), disabled: b.getAttribute('aria-disabled') === 'true',
  })),
  stores: [...document.querySelectorAll('#board-mirror p')].map((p) => p.textContent),
}));

// WCAG's contrast ratio of two [r, g, b] colours.
function contrast(a, b) {
  const lum = ([r, g, bl]) => {
    const f = (c) => { c /= 255; return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4; };
    return 0.2126 * f(r) + 0.7152 * f(g) + 0.0722 * f(bl);
  };
  const [hi, lo] = [lum(a), lum(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}

// The colours of the canvas's screenshot at the given points: for each, the brightest pixel
// within `around` pixels (a thin ring is found whatever the antialiasing).
async function coloursAt(page, points, around) {
  const { width, height, data: d } = pixels(await page.locator('#canvas').screenshot());
  return points.map(([x, y]) => {
    let best = null, bestSum = -1;
    for (let dy = -around; dy <= around; dy++) {
      for (let dx = -around; dx <= around; dx++) {
        const px = Math.round(x) + dx, py = Math.round(y) + dy;
        if (px < 0 || py < 0 || px >= width || py >= height) continue;
        const i = (py * width + px) * 4;
        if (d[i] + d[i + 1] + d[i + 2] > bestSum) {
          bestSum = d[i] + d[i + 1] + d[i + 2];
          best = [d[i], d[i + 1], d[i + 2]];
        }
      }
    }
    return best;
  });
}

export default function register(test, ctx) {
  const url = (q = '') => ctx.server.url + q;

  test('axe: no violations on the game page (start screen and board) nor on the embed page', async () => {
    await withBrowser({ viewport: { width: 1280, height: 800 } }, async (context) => {
      const { page } = await openGame(context, url());
      await waitIdle(page);
      let v = await axeViolations(page);
      assert(v.length === 0, `start screen:\n${v.join('\n')}`);
      await api(page, () => window.mancala.newGame({ variant: 'warri' }));
      await waitIdle(page);
      v = await axeViolations(page);
      assert(v.length === 0, `board:\n${v.join('\n')}`);
      for (const size of ['large', 'small']) {
        await page.goto(url(`embed.html?size=${size}`));
        await waitUntil(page, () => window.embedLog.some((m) => m.type === 'mancala:ready'), undefined, { what: 'the game' });
        v = await axeViolations(page);
        assert(v.length === 0, `embed page (${size}):\n${v.join('\n')}`);
        const frame = page.frames().find((f) => f !== page.mainFrame());
        await frame.waitForFunction(() => window.mancala.holeCenter(0) !== null, undefined, { polling: 50 });
        v = await axeViolations(frame);
        assert(v.length === 0, `the game in the ${size} frame:\n${v.join('\n')}`);
      }
    });
  });

  test('axe: in high contrast the playable holes\' rings and the rims stand out from the board (pixels)', async () => {
    await withBrowser({ viewport: { width: 1280, height: 800 }, reducedMotion: 'reduce' }, async (context) => {
      const { page } = await openGame(context, url('?theme=contrast'));
      await api(page, () => window.mancala.newGame({ variant: 'warri' }));
      await waitIdle(page);
      const sizes = await api(page, () => window.mancala.boardSizes());
      const a = await api(page, () => window.mancala.holeCenter(0));
      const b = await api(page, () => window.mancala.holeCenter(1));
      const A = await api(page, () => window.mancala.holeCenter(11));
      const unit = b.x - a.x, r = sizes.hole / 2;
      // The ring of playable hole b (right of its bowl), the rim of North's hole F (which
      // South cannot play), and the board between the four holes a, b, F, E.
      const [ring, rim] = await coloursAt(page, [[b.x + r * 1.1, b.y], [A.x + r, A.y]], 2);
      const [board] = await coloursAt(page, [[(a.x + b.x) / 2, (a.y + A.y) / 2]], 0);
      const ringRatio = contrast(ring, board), rimRatio = contrast(rim, board);
      console.log(`    ring ${ring} on board ${board}: ${ringRatio.toFixed(1)}:1; rim ${rim}: ${rimRatio.toFixed(1)}:1 (unit ${unit} px)`);
      assert(ringRatio >= 3, `the playable mark at ${ringRatio.toFixed(2)}:1`);
      assert(rimRatio >= 3, `the holes' rims at ${rimRatio.toFixed(2)}:1`);
    });
  });

  test('axe: the page may be zoomed', async () => {
    await withBrowser({}, async (context) => {
      const { page } = await openGame(context, url());
      const viewport = await page.evaluate(() => document.querySelector('meta[name=viewport]').content);
      assert(!/maximum-scale|user-scalable\s*=\s*no/.test(viewport), `zoom forbidden: ${viewport}`);
    });
  });

  test('axe: the board\'s mirror names every hole and store, follows the game and plays a hole', async () => {
    await withBrowser({ viewport: { width: 1280, height: 800 } }, async (context) => {
      const { page } = await openGame(context, url());
      await waitIdle(page);
      assert(await api(page, () => window.mancala.screen()) === 'start', 'not the start screen');
      assert((await mirror(page)).hidden, 'the mirror shows a board on the start screen');
      await api(page, () => window.mancala.newGame({ variant: 'adji-kui-1' }));
      await waitIdle(page);
      let m = await mirror(page);
      assert(!m.hidden && m.holes.length === 12 && m.stores.length === 2, `mirror: ${JSON.stringify(m)}`);
      assert(/^Hole a, South: 4 seeds\. Playable\.$/.test(m.holes[0].label) && !m.holes[0].disabled, `a: ${m.holes[0].label}`);
      assert(/^Hole A, North: 4 seeds\. Not playable: /.test(m.holes[6].label) && m.holes[6].disabled, `A: ${m.holes[6].label}`);
      assert(/^South's captured seeds: 0 seeds\.$/.test(m.stores[0]) && /^North's captured seeds/.test(m.stores[1]), `stores: ${m.stores}`);
      // Each button lies over its hole on the canvas.
      const placed = await page.evaluate(() => [...document.querySelectorAll('#board-mirror button')].map((b, i) => {
        const r = b.getBoundingClientRect(), c = document.getElementById('canvas').getBoundingClientRect();
        const h = window.mancala.holeCenter(i);
        return Math.abs(r.x + r.width / 2 - c.x - h.x) < 2 && Math.abs(r.y + r.height / 2 - c.y - h.y) < 2;
      }));
      assert(placed.every(Boolean), `buttons off their holes: ${placed}`);
      // The keyboard: Tab reaches hole a's button, Right goes to b, Enter sows it.
      await page.locator('#board-mirror button').first().focus();
      await page.keyboard.press('ArrowRight');
      assert(await page.evaluate(() => document.activeElement.dataset.hole === '1'), 'Right did not go to b');
      await page.keyboard.press('Enter');
      await waitUntil(page, () => window.mancala.moves().trim() === '1. b', undefined, { what: 'b to be played' });
      await waitIdle(page);
      m = await mirror(page);
      assert(/^Hole b, South: 0 seeds\. Not playable: It is North/.test(m.holes[1].label), `b after the move: ${m.holes[1].label}`);
      assert(/^Hole B, North: \d+ seeds?\. Playable\.$/.test(m.holes[7].label), `B after the move: ${m.holes[7].label}`);
      // A refused hole says why, in the live region.
      await page.locator('#board-mirror button').nth(1).click({ force: true });
      await waitUntil(page, () => /North/.test(document.getElementById('live').getAttribute('data-last') || ''), undefined,
        { what: `the reason told (said: "${await page.evaluate(() => document.getElementById('live').getAttribute('data-last'))}")` });
      // The game's keys work from a hole's button: U takes the move back, and says so. First the
      // page settles after the refused click (its message drawn and the mirror updated).
      await waitIdle(page);
      await page.locator('#board-mirror button').nth(7).focus();
      await nextFrames(page);
      await page.keyboard.press('u');
      await waitUntil(page, () => window.mancala.moves().trim() === '', undefined, { what: 'the undo' });
      await waitUntil(page, () => /taken back/.test(document.getElementById('live').getAttribute('data-last') || ''),
        undefined, { what: 'the undo told' });
    });
  });
}
