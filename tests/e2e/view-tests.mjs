// End-to-end tests of what the page shows and when it draws: the scores and the result shown
// (the players' strips, the panel) follow the animation (a capture counts when its seeds land,
// Skip shows both at once), the move list walks through the game's past, every click on a
// playable hole is taken and drawn, a window opened by one click is whole once the page stops
// drawing, an idle page draws nothing, and a game's end brings the result's card. Registered
// into run-tests.mjs; each test opens its own browser profile.
import { launch, openGame, waitUntil, waitValue, waitIdle, waitQuiet, api, clickControl, clickHole, screenshot, HOLE_INDEX } from './lib.mjs';
import { assert, playOut } from './lib.mjs';

async function withPage(ctx, options, url, fn) {
  const b = await launch(options);
  try {
    const { page } = await openGame(b.context, ctx.server.url + url);
    return await fn(page);
  } finally {
    await b.close();
  }
}

async function newGame(page, options, speed = 'instant') {
  const r = await api(page, (o) => window.mancala.newGame(o), options);
  assert(r.ok, `newGame: ${r.error}`);
  await api(page, (s) => window.mancala.setSpeed(s), speed);
  await waitUntil(page, () => window.mancala.holeCenter(0) !== null, undefined, { what: 'the board' });
  await waitIdle(page);
}

const same = (a, b) => JSON.stringify(a) === JSON.stringify(b);

// Plays legal moves through the API until the player to move has a capturing move; returns it.
// The engine's rule is not copied here: a move "captures" when playing it raises the mover's
// store in the page's own state (then it is taken back). All in one script turn.
async function findCapture(page) {
  const found = await page.evaluate(() => {
    const api = window.mancala;
    for (let n = 0; n < 200; n++) {
      const state = api.state();
      if (state.over) return null;
      const mover = state.toMove === 'S' ? 0 : 1;
      for (const m of api.legalMoves().filter((x) => x !== '-')) {
        if (!api.play(m).ok) return null;
        const after = api.state();
        api.undo();
        if (after.captured[mover] > state.captured[mover] && !after.over) return { move: m, before: state, after };
      }
      api.play(api.legalMoves()[0]);
    }
    return null;
  });
  assert(found, 'no capture came up');
  await waitIdle(page);
  return found;
}

export default function registerViewTests(test, ctx) {
  test('the panel shows a capture when its seeds land, and Skip shows the end at once', async () => {
    await withPage(ctx, {}, '', async (page) => {
      await newGame(page, { variant: 'warri' });
      const { move, before, after } = await findCapture(page);
      await api(page, () => window.mancala.setSpeed('slow'));
      const played = await api(page, () => window.mancala.moves());
      await clickHole(page, HOLE_INDEX(move));
      // Samples taken while the move is shown, each in one script turn: the game's state is
      // already the new one; the panel's score waits for the seeds to land, and its turn for
      // the move's end.
      const samples = await page.evaluate((m) => new Promise((resolve) => {
        const out = [];
        const poll = () => {
          if (window.mancala.moves() !== m) {
            if (!window.mancala.busy()) return resolve(out);
            out.push({ shown: window.mancala.shownState(), state: window.mancala.state() });
          }
          setTimeout(poll, 10);
        };
        poll();
      }), played);
      assert(samples.length > 0, 'the move was not animated');
      await screenshot(page, 'view-capture-animating.png');
      for (const { shown, state } of samples) {
        assert(same(state.captured, after.captured), `the game's score ${state.captured} is not the move's ${after.captured}`);
        assert(shown.toMove === before.toMove, `the panel's turn changed before the move ended: ${JSON.stringify(shown)}`);
      }
      assert(same(samples[0].shown.captured, before.captured),
        `the panel showed ${samples[0].shown.captured} as the move began (the seeds had not landed; it was ${before.captured})`);
      assert(same(await api(page, () => window.mancala.shownState()), after), 'the panel does not show the move\'s end');
      // Skip: the panel and the board jump to the end together.
      const undo = await api(page, () => window.mancala.undo());
      assert(undo.ok, 'undo');
      await waitIdle(page);
      const again = await api(page, () => window.mancala.moves());
      await clickHole(page, HOLE_INDEX(move));
      await waitUntil(page, (m) => window.mancala.moves() !== m, again, { what: 'the move again' });
      await page.keyboard.press('Escape');
      await waitUntil(page, () => !window.mancala.busy(), undefined, { what: 'the skipped move' });
      assert(same(await api(page, () => window.mancala.shownState()), after), 'after Skip the panel does not show the move\'s end');
    });
  });

  test('the move list: a past position shown, stepped through by buttons and arrows, a click comes back', async () => {
    await withPage(ctx, {}, '', async (page) => {
      await newGame(page, { variant: 'adji-kui-1' });
      const states = [await api(page, () => window.mancala.state())];
      for (let n = 0; n < 4; n++) {
        const legal = (await api(page, () => window.mancala.legalMoves())).filter((m) => m !== '-');
        await clickHole(page, HOLE_INDEX(legal[0]));
        await waitIdle(page);
        states.push(await api(page, () => window.mancala.state()));
      }
      const moves = await api(page, () => window.mancala.moves());
      await clickControl(page, 'move-2');
      assert(same(await api(page, () => window.mancala.shownState()), states[2]), 'move 2 does not show the board after it');
      await screenshot(page, 'view-move-list-past.png');
      await clickControl(page, 'view-back');
      assert(same(await api(page, () => window.mancala.shownState()), states[1]), 'the back button did not step back');
      const shows = (state) => JSON.stringify(window.mancala.shownState()) === state;
      await page.keyboard.press('ArrowLeft');
      await waitUntil(page, shows, JSON.stringify(states[0]), { what: 'the left arrow to step back in the list' });
      await page.keyboard.press('ArrowRight');
      await page.keyboard.press('ArrowRight');
      await waitUntil(page, shows, JSON.stringify(states[2]), { what: 'the right arrow to step forward twice' });
      // Looking at the past, a click on a hole comes back to the game and plays nothing.
      const live = states[4];
      const legal = (await api(page, () => window.mancala.legalMoves())).filter((m) => m !== '-');
      await clickHole(page, HOLE_INDEX(legal[0]));
      await waitUntil(page, shows, JSON.stringify(live), { what: 'the click to come back to the game' });
      await waitQuiet(page, { quietMs: 200 });
      assert(await api(page, () => window.mancala.moves()) === moves, 'a move was played while looking at the past');
      assert(same(await api(page, () => window.mancala.shownState()), live), 'the click did not stay on the game');
      await clickControl(page, 'move-1');
      await clickControl(page, 'view-live');
      assert(same(await api(page, () => window.mancala.shownState()), live), '"Back to the game" did not come back');
    });
  });

  test('the move list keeps South | North columns when North starts, a plain titled list on a phone too', async () => {
    await withPage(ctx, {}, '', async (page) => {
      await newGame(page, { variant: 'warri', starter: 'N' });
      for (let n = 0; n < 3; n++) {
        const legal = (await api(page, () => window.mancala.legalMoves())).filter((m) => m !== '-');
        await clickHole(page, HOLE_INDEX(legal[0]));
        await waitIdle(page);
      }
      const [m1, m2, m3] = await Promise.all(['move-1', 'move-2', 'move-3'].map((n) => api(page, (x) => window.mancala.controlCenter(x), n)));
      assert(m1 && m2 && m3, 'the moves are not in the list');
      assert(m1.x > m2.x, `North's first move (x ${m1.x}) is not in the North column, right of South's (x ${m2.x})`);
      assert(Math.abs(m1.x - m3.x) < 1 && m2.y > m1.y, 'North\'s moves are not in one column');
    });
    await withPage(ctx, { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true }, '', async (page) => {
      await newGame(page, { variant: 'warri' });
      // Titled by the sheet's header, not a header that folds: the list's buttons are there without
      // a tap.
      assert(/^sheet\tMoves \(/m.test(await api(page, () => window.mancala.controlWords())), 'the sheet does not name the moves');
      assert(await api(page, () => window.mancala.controlCenter('moves-header')) === null, 'a header that folds the move list');
      assert(await api(page, () => window.mancala.controlCenter('view-back')), 'the move list is folded on a phone');
      await screenshot(page, 'view-phone-moves.png');
    });
  });

  test('every click on a playable hole is taken and drawn', async () => {
    await withPage(ctx, { viewport: { width: 900, height: 560 } }, '', async (page) => {
      await newGame(page, { variant: 'warri' });
      for (let n = 0; n < 40; n++) {
        await waitIdle(page);
        await waitQuiet(page, { quietMs: 150 });  // the frame loop has stopped: the click wakes it
        const state = await api(page, () => window.mancala.state());
        if (state.over) break;
        const legal = (await api(page, () => window.mancala.legalMoves())).filter((m) => m !== '-');
        const move = legal[n % legal.length];
        const before = await api(page, () => window.mancala.moves());
        const frames = await api(page, () => window.mancala.framesRendered());
        const p = await api(page, (i) => window.mancala.holeCenter(i), HOLE_INDEX(move));
        const box = await page.locator('#canvas').boundingBox();
        // Quick clicks and slow ones, with and without a pause after moving there.
        await page.mouse.move(box.x + p.x, box.y + p.y);
        if (n % 2) await page.waitForTimeout(100);
        await page.mouse.down();
        if (n % 4 > 1) await page.waitForTimeout(60);
        await page.mouse.up();
        await waitUntil(page, (b) => window.mancala.moves() !== b, before, { what: `click ${n + 1} on ${move} to be played` });
        await waitUntil(page, (f) => window.mancala.framesRendered() > f, frames, { what: `click ${n + 1} to be drawn` });
      }
    });
  });

  test('a window opened by one click is whole once the page stops drawing, and idle draws nothing', async () => {
    await withPage(ctx, {}, '', async (page) => {
      await newGame(page, { variant: 'warri' });
      await api(page, () => window.mancala.setReducedMotion(true));  // nothing on screen moves by itself
      for (const control of ['rules', 'options']) {
        await waitQuiet(page, { quietMs: 300 });
        const p = await api(page, (n) => window.mancala.controlCenter(n), control);
        const box = await page.locator('#canvas').boundingBox();
        await page.mouse.click(box.x + p.x, box.y + p.y);
        await waitQuiet(page, { quietMs: 400 });
        const drawn = await page.locator('#canvas').screenshot();
        // More frames, asked for by the page: the picture must not change any more.
        await api(page, () => window.mancala.setFocus(false));
        await waitQuiet(page, { quietMs: 400 });
        const again = await page.locator('#canvas').screenshot();
        assert(drawn.equals(again), `the ${control} window was not whole when the page stopped drawing`);
        const f0 = await api(page, () => window.mancala.framesRendered());
        await page.waitForTimeout(1000);
        const f1 = await api(page, () => window.mancala.framesRendered());
        assert(f1 === f0, `with the ${control} window open an idle page drew ${f1 - f0} frames`);
        await page.keyboard.press('Escape');
        await page.mouse.click(box.x + 4, box.y + box.height - 4);
      }
    });
  });

  test('a game\'s end: a card over the board with Rematch, Review and New game; See the board puts it away and the panel keeps them', async () => {
    await withPage(ctx, {}, '?game=warri&south=person&north=person', async (page) => {
      await newGame(page, { variant: 'warri', south: 'person', north: 'person' });
      const center = (name) => api(page, (n) => window.mancala.controlCenter(n), name);
      assert(await center('result-close') === null, 'a result card during the game');
      // The game played out at once (the first legal move each time), in one script turn.
      const over = await playOut(page);
      assert(over, 'the game did not end');
      await waitIdle(page);
      for (const name of ['rematch', 'review', 'play-again', 'result-close'])
        assert(await center(name) !== null, `the card has no ${name}`);
      // Over the board: between its two rows.
      const close = await center('result-close');
      const south = await api(page, () => window.mancala.holeCenter(0));
      const north = await api(page, () => window.mancala.holeCenter(6));
      assert(close.y > Math.min(south.y, north.y) - 60 && close.y < Math.max(south.y, north.y) + 60,
        `the card's button at ${JSON.stringify(close)}, the rows at ${south.y} and ${north.y}`);
      await clickControl(page, 'result-close');
      await waitIdle(page);
      assert(await center('result-close') === null, 'See the board left the card up');
      assert(await center('rematch') !== null, 'the panel has no Rematch once the card is put away');
      await clickControl(page, 'rematch');
      await waitIdle(page);
      const state = await api(page, () => window.mancala.state());
      assert(!state.over, 'Rematch did not start a game');
      assert(await center('result-close') === null, 'a card over the new game');
    });
  });
}
