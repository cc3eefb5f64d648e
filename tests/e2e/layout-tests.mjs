// End-to-end tests of the layout: the board the largest thing on the screen (its holes 110 px
// across at 1280x800, 60 px on a phone held upright, 44 px in a 360x300 frame) with numbers big
// enough to read, nothing that moves while a move is shown or the computer thinks, and long
// messages kept inside the window. Registered into run-tests.mjs.
import { launch, openGame, waitIdle, waitUntil, waitValue, waitQuiet, api, nextFrames, clickControl, showOtherWays, finger, pixels } from './lib.mjs';
import { assert, withBrowser } from './lib.mjs';
import registerTouchTests from './touch-tests.mjs';
import registerPhoneTests from './phone-tests.mjs';

const CONTROLS = ['undo', 'redo', 'skip', 'rules', 'options', 'new-game', 'hint'];

// Where every control and two holes are, as a string to compare.
const where = (page) => page.evaluate((names) => JSON.stringify(
  names.map((n) => [n, window.mancala.controlCenter(n)]).concat(
    [0, 11].map((h) => ['hole ' + h, window.mancala.holeCenter(h)]))), CONTROLS);

// A game of Warri against the computer.
const VS_COMPUTER = '?game=warri&south=person&north=computer';

// A Warri game of two people, 12 moves each, South to move.
const RECORD = '[Game "warri"]\n\n1. a B 2. b A 3. d A 4. c B 5. d A 6. f A 7. a B 8. b D 9. e A 10. b B 11. d C 12. c D\n';

// How many pixels differ between two screenshots (PNG) of the canvas outside `around` ({x0, y0,
// x1, y1}: where what the pointer hovers changes, a hole's row, a button).
function changedAway(a, b, around) {
  const [p, q] = [pixels(a), pixels(b)];
  let n = 0;
  for (let i = 0; i < p.data.length; i += 4) {
    const x = (i / 4) % p.width, y = Math.floor(i / 4 / p.width);
    if (x >= around.x0 && x <= around.x1 && y >= around.y0 && y <= around.y1) continue;
    if (Math.abs(p.data[i] - q.data[i]) + Math.abs(p.data[i + 1] - q.data[i + 1]) + Math.abs(p.data[i + 2] - q.data[i + 2]) > 30) n++;
  }
  return n;
}

export default function register(test, ctx) {
  const url = (q = '') => ctx.server.url + q;
  // Touch on the board (touch-tests.mjs): a hole played on release, never by a swipe or a long press.
  registerTouchTests(test, ctx);
  // The phone's first screen, its hints and its words for the turn (phone-tests.mjs).
  registerPhoneTests(test, ctx);

  test('layout: a new visitor\'s first tap on a phone plays the computer at Easy', async () => {
    await withBrowser({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true }, async (context) => {
      const { page, errors } = await openGame(context, url('?lang=en'));
      await nextFrames(page);
      assert(await api(page, () => window.mancala.screen()) === 'start', 'not the start screen');
      // "Play the computer" in sight without scrolling, and as large as a finger.
      const c = await api(page, () => window.mancala.controlCenter('play-computer'));
      assert(c && c.y > 0 && c.y < 844 - 30, `Play the computer at ${JSON.stringify(c)}: not in sight`);
      const box = await page.locator('#canvas').boundingBox();
      await page.touchscreen.tap(box.x + c.x, box.y + c.y);
      await waitUntil(page, () => window.mancala.screen() === 'play', undefined, { what: 'the game after one tap' });
      const players = await api(page, () => window.mancala.players());
      assert(players.south.kind === 'person' && players.north.kind === 'computer' && players.north.level === 'easy',
        `players: ${JSON.stringify(players)}`);
      // (The board is drawn in the frame after the game starts.)
      const s = await waitValue(page, () => window.mancala.boardSizes(), undefined, { what: 'the board drawn' });
      assert(s.hole >= 60, `holes ${s.hole} px on the phone`);
      assert(errors.length === 0, `console errors: ${errors.join(' | ')}`);
    });
  });

  test('layout: on a touch screen a swipe scrolls the start screen and presses nothing', async () => {
    await withBrowser({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true }, async (context) => {
      const { page, errors } = await openGame(context, url('?lang=en'));
      await nextFrames(page);
      const f = await finger(context, page);
      // The finger down on a choice of the other ways to play, up the screen, lifted.
      const choices = () => api(page, () => window.mancala.players('start'));
      // Warri's other ways (with its tournament rule explained) are longer than the screen.
      await clickControl(page, 'game-warri');
      await showOtherWays(page);
      const before = await api(page, () => window.mancala.controlCenter('start'));
      const choicesBefore = JSON.stringify(await choices());
      assert(before, 'no Start on the start screen');
      await f.swipe({ x: 200, y: 780 }, { x: 200, y: 380 }, 20);
      const after = await api(page, () => window.mancala.controlCenter('start'));
      assert(after && after.y < before.y - 100, `Start from y ${before.y} to ${after && after.y}: the screen did not scroll`);
      assert(JSON.stringify(await choices()) === choicesBefore, 'the swipe changed a choice');
      assert(await api(page, () => window.mancala.screen()) === 'start', 'the swipe started a game');
      assert(errors.length === 0, `console errors: ${errors.join(' | ')}`);
    });
  });

  test('layout: at 1280x800 the board fills the screen: its holes are 110 px across at least', async () => {
    await withBrowser({ viewport: { width: 1280, height: 800 } }, async (context) => {
      const { page } = await openGame(context, url(VS_COMPUTER));
      await waitIdle(page);
      const s = await api(page, () => window.mancala.boardSizes());
      assert(s, 'no board');
      assert(s.hole >= 110, `holes ${s.hole.toFixed(1)} px wide`);
      const a = await api(page, () => window.mancala.holeCenter(0));
      const f = await api(page, () => window.mancala.holeCenter(5));
      assert(a.x - s.hole / 2 >= 0 && f.x + s.hole / 2 <= 1280, `the row runs from ${a.x} to ${f.x}: off the screen`);
    });
  });

  test('layout: on a phone held upright the holes are 60 px, the counts 14 px and the letters 12 px at least', async () => {
    const phone = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, hasTouch: true, isMobile: true };
    await withBrowser(phone, async (context) => {
      const { page } = await openGame(context, url(VS_COMPUTER));
      await waitIdle(page);
      const s = await api(page, () => window.mancala.boardSizes());
      assert(s, 'no board');
      assert(s.hole >= 60, `holes ${s.hole.toFixed(1)} px wide`);
      assert(s.countText >= 14 && s.letterText >= 12, `counts ${s.countText.toFixed(1)} px, letters ${s.letterText.toFixed(1)} px`);
      const a = await api(page, () => window.mancala.holeCenter(0));
      const f = await api(page, () => window.mancala.holeCenter(5));
      assert(a.x - s.hole / 2 >= 0 && f.x + s.hole / 2 <= 390, `the row runs from ${a.x} to ${f.x}: off the screen`);
      for (const h of [0, 5, 6, 11]) {
        const c = await api(page, (i) => window.mancala.holeCenter(i), h);
        assert(c.y - s.hole / 2 >= 0 && c.y + s.hole / 2 <= 844, `hole ${h} at y ${c.y}: off the screen`);
      }
    });
  });

  test('layout: in a 360x300 frame the holes are 44 px, the numbers 12 px and the menu fits', async () => {
    await withBrowser({ viewport: { width: 360, height: 300 } }, async (context) => {
      const { page } = await openGame(context, url(VS_COMPUTER));
      await waitIdle(page);
      const s = await api(page, () => window.mancala.boardSizes());
      assert(s.hole >= 44, `holes ${s.hole.toFixed(1)} px wide`);
      assert(s.countText >= 12, `counts ${s.countText.toFixed(1)} px`);
      const h0 = await api(page, () => window.mancala.holeCenter(0));
      const h11 = await api(page, () => window.mancala.holeCenter(11));
      assert(h0.y - h11.y >= 36, `the rows ${h0.y - h11.y} px apart`);
      const menu = await api(page, () => window.mancala.controlCenter('menu'));
      const box = await page.locator('#canvas').boundingBox();
      await page.mouse.click(box.x + menu.x, box.y + menu.y);
      await waitUntil(page, () => window.mancala.controlCenter('speed') !== null, undefined, { what: 'the menu' });
      await nextFrames(page);  // the menu placed where it fits, once its size is known
      // The menu's last item, the speed, is inside the frame (a longer menu would scroll).
      const speed = await api(page, () => window.mancala.controlCenter('speed'));
      assert(speed.y > 0 && speed.y < 300, `the speed at ${JSON.stringify(speed)}, outside the frame`);
    });
  });

  // A lying frame too narrow for the panel beside the board (the oEmbed's 720x480, an element in a
  // column of 820 px): the board in all but one bar, not a strip above the panel.
  for (const [w, h] of [[720, 480], [820, 512]]) {
    test(`layout: in a ${w}x${h} frame the board takes all but one bar: holes 70 px at least`, async () => {
      await withBrowser({ viewport: { width: w, height: h } }, async (context) => {
        const { page } = await openGame(context, url('?game=adji-kui-2&north=computer&lang=es'));
        await waitIdle(page);
        const s = await api(page, () => window.mancala.boardSizes());
        assert(s.hole >= 70 && s.countText >= 14, `holes ${s.hole.toFixed(1)} px, counts ${s.countText.toFixed(1)} px`);
        assert(await api(page, () => window.mancala.controlCenter('menu')) !== null, 'no menu for the other controls');
      });
    });
  }

  test('layout: no control appears, vanishes or moves during a move or while the computer thinks', async () => {
    await withBrowser({ viewport: { width: 1280, height: 800 } }, async (context) => {
      const { page } = await openGame(context, url('?game=warri&north=computer&level=master'));
      await api(page, () => window.mancala.newGame({ variant: 'warri', north: 'computer' }));
      await api(page, () => window.mancala.setSpeed('slow'));
      await waitIdle(page);
      const before = await where(page);
      assert(!/null/.test(before), `a control is missing before the move: ${before}`);
      await api(page, () => window.mancala.play('c'));
      let samples = 0;
      while (await api(page, () => window.mancala.busy())) {
        const now = await where(page);
        assert(now === before, `moved during the move:\n${before}\n${now}`);
        samples++;
        await page.waitForTimeout(40);
      }
      assert(samples > 0, 'the move was never seen under way');
      await waitUntil(page, () => window.mancala.moves().trim().split(/\s+/).length >= 3, undefined, { what: 'the reply' });
    });
  });

  test('layout: a tooltip covers neither the status line, the notes under the board nor the review\'s verdict', async () => {
    await withBrowser({ viewport: { width: 1024, height: 640 } }, async (context) => {
      const { page, errors } = await openGame(context, url('?lang=en#r=' + encodeURIComponent(RECORD)));
      const box = await page.locator('#canvas').boundingBox();
      const at = (name) => api(page, (n) => window.mancala.controlCenter(n), name);
      // A line's band across the canvas, as drawn.
      const band = async (name) => {
        const c = await at(name);
        assert(c, `no ${name} on the screen`);
        return page.screenshot({ clip: { x: box.x, y: box.y + c.y - 6, width: box.width, height: 12 } });
      };
      // The pointer on `point`, where what it hovers changes `around`: a tooltip shows elsewhere, and
      // none of `lines` changes.
      const hover = async (point, around, lines, what) => {
        await page.mouse.move(box.x + 1, box.y + box.height - 1);  // over nothing
        await waitQuiet(page);
        const before = [];
        for (const line of lines) before.push(await band(line));
        const whole = await page.locator('#canvas').screenshot();
        await page.mouse.move(box.x + point.x, box.y + point.y);
        await waitQuiet(page);
        for (const [i, line] of lines.entries())
          assert((await band(line)).equals(before[i]), `the tooltip of ${what} covers ${line}`);
        const changed = changedAway(whole, await page.locator('#canvas').screenshot(), around);
        assert(changed > 1000, `no tooltip for ${what} (${changed} pixels changed)`);
      };
      const lines = ['status-line', 'board-note'];
      // A hole of each row (Warri's named ones: three lines): its row changes; the buttons above
      // the status line.
      const hole = async (h) => {
        const [c, r] = [await api(page, (i) => window.mancala.holeCenter(i), h), (await api(page, () => window.mancala.boardSizes())).hole * 0.6];
        return [c, { x0: 0, x1: box.width, y0: c.y - r, y1: c.y + r }];
      };
      for (const h of [2, 11, 5]) await hover(...await hole(h), lines, `hole ${h}`);
      for (const name of ['options', 'new-game']) {
        const c = await at(name);
        await hover(c, { x0: c.x - 70, x1: c.x + 70, y0: c.y - 20, y1: c.y + 20 }, lines, name);
      }
      // The review's graph, over the verdict under it.
      await clickControl(page, 'moves-review');
      await waitUntil(page, () => window.mancala.announcement().startsWith('Review done'), undefined,
        { what: 'the review', timeout: 240000 });
      const graph = await at('review-graph');
      await hover({ x: graph.x, y: graph.y + 25 }, { x0: 0, x1: 0, y0: 0, y1: 0 }, [...lines, 'review-verdict'], 'the graph');
      await hover(...await hole(2), [...lines, 'review-verdict'], 'hole 2 in the review');
      assert(errors.length === 0, `console errors: ${errors.join(' | ')}`);
    });
  }, { cap: 400 });

  test('layout: a long message wraps inside the window', async () => {
    await withBrowser({ viewport: { width: 1280, height: 800 } }, async (context) => {
      const { page } = await openGame(context,
        url('?game=bogus&lang=es&level=zz&south=qq&theme=x&north=hh'));
      await page.locator('#canvas').focus();
      await page.keyboard.press('Enter');  // the start screen's game
      await waitUntil(page, () => window.mancala.screen() === 'play', undefined, { what: 'the game' });
      await waitIdle(page);
      assert((await api(page, () => window.mancala.message())).length > 200, 'no long message');
      for (const name of ['new-game', 'hint']) {
        const c = await api(page, (n) => window.mancala.controlCenter(n), name);
        assert(c && c.x < 1280, `${name} pushed off the window: ${JSON.stringify(c)}`);
      }
    });
  });
}
