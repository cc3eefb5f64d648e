// End-to-end tests of the computer opponent in the page: at Master it thinks in the Web Worker
// while the page goes on drawing (window.mancala.framesRendered() goes up while it thinks; the
// rate is printed, never judged: tools/bench_web.mjs measures it), its move arrives and is
// legal; the "Hint" button suggests a legal move, and in an exact endgame says who wins with
// perfect play and by how much; a computer buyer in an Adji Kui II match makes a valid
// purchase. Registered into run-tests.mjs; each test opens its own browser profile.
import { launch, openGame, waitUntil, waitIdle, api, clickControl, clickHole, nextFrames, screenshot, HANG_GUARD_MS, showOtherWays } from './lib.mjs';
import { assert } from './lib.mjs';

// 480 x 640: the headless browser draws in software (SwiftShader), whose cost grows with the
// canvas; a small canvas keeps the run short. Upright, so that the side panel (the hint, the
// purchase) is on the screen under the board. What is asserted holds at any size and speed.
async function withBrowser(fn) {
  const b = await launch({ viewport: { width: 480, height: 640 }, locale: 'en-US' });
  try {
    return await fn(b.context);
  } finally {
    await b.close();
  }
}

const HOLES = 'abcdefABCDEF';

const moveCount = (page) => api(page, () => window.mancala.moves().replace(/\d+\./g, ' ').trim().split(/\s+/).filter(Boolean).length);

// Watches the page, from before the move that gives the computer its turn until the
// computer's move is played (the game's `target`-th move), in the page itself every 10 ms, so
// that the whole of its thinking is inside the watch however slow the machine. While the
// computer is to move (move `target - 1` played, North to move) it records the legal moves,
// whether the page was busy, and how far the frame counter went up between the first and the
// last busy sample before the move (frames drawn while the computer thinks, not counting the
// frame that plays its move). It also records whether the page was busy at the
// moment the computer's move was first seen (its animation), and the frames and time of the
// computer's turn (printed only). Ends early if the game ends or the person is to move again.
// `newGame`, when given, is the options of a game started in the same script turn as the watch.
// The time limit is a hang guard.
function watchThinking(page, target, newGame = null) {
  return api(page, ({ target, timeout, newGame }) => new Promise((resolve) => {
    if (newGame) {
      const r = window.mancala.newGame(newGame);
      if (!r.ok) return resolve({ played: false, why: `newGame: ${r.error}` });
    }
    const count = () => window.mancala.moves().replace(/\d+\./g, ' ').trim().split(/\s+/).filter(Boolean).length;
    const t0 = performance.now();
    let legal = null, turnStart = null, framesAtStart = 0;
    let firstBusy = null, lastBusy = null;  // the frame counter at the first and last busy samples
    const poll = () => {
      const c = count();
      const f = window.mancala.framesRendered();
      if (c >= target) {
        resolve({ played: true, target, legal, sawBusy: firstBusy !== null,
          framesWhileThinking: firstBusy === null ? 0 : lastBusy - firstBusy, busyWhenPlayed: window.mancala.busy(),
          frames: f - framesAtStart, ms: turnStart === null ? 0 : performance.now() - turnStart });
        return;
      }
      const state = window.mancala.state();
      if (state.over) return resolve({ played: false, why: 'the game is over' });
      if (c === target - 1) {
        if (state.toMove !== 'N') return resolve({ played: false, why: 'the person is to move again' });
        if (legal === null) {
          legal = window.mancala.legalMoves();
          turnStart = performance.now();
          framesAtStart = f;
        }
        if (window.mancala.busy()) {
          if (firstBusy === null) firstBusy = f;
          lastBusy = f;
        }
      }
      if (performance.now() - t0 > timeout) resolve({ timedOut: true, count: c, frames: f });
      else setTimeout(poll, 10);
    };
    poll();
  }), { target, timeout: 2 * HANG_GUARD_MS, newGame });
}

export default function registerAiTests(test, ctx) {
  test('ai: at Master the computer thinks in the background while the page keeps drawing; its moves are legal', async () => {
    await withBrowser(async (context) => {
      const { page, errors } = await openGame(context, `${ctx.server.url}?lang=en`);
      assert((await api(page, () => window.mancala.setLevel('master'))).ok, 'setLevel master refused');
      // Through the start screen, like a person: North the computer, North starts. In a window
      // this small the start screen scrolls: the wheel brings the players' choices into view.
      await showOtherWays(page);
      await page.mouse.move(320, 240);
      const height = page.viewportSize().height;
      for (let i = 0; i < 20; i++) {
        const c = await api(page, () => window.mancala.controlCenter('north-computer'));
        if (c && c.y > 20 && c.y < height - 40) break;
        await page.mouse.wheel(0, 150);
        await nextFrames(page);
      }
      await clickControl(page, 'north-computer');
      await nextFrames(page);
      assert(await api(page, () => window.mancala.controlCenter('north-level')) !== null,
        'no level choice for the computer side');
      let totalFrames = 0, totalMs = 0;
      let turns = 0;
      const whileThinking = [];  // frames drawn while the computer thought, per move with a choice
      for (let turn = 0; turn < 8; ++turn) {
        let watched;
        if (turn === 0) {
          // The game started in the watch's own script turn: the watch sees the position
          // before the computer's move however slow the machine.
          watched = await watchThinking(page, 1, { variant: 'adji-kui-1', south: 'person', north: 'computer', starter: 'N' });
          assert(!/^newGame/.test(watched.why || ''), watched.why);
        } else {
          // The person's reply, a click on the board; the computer then thinks again.
          await waitUntil(page, () => window.mancala.state().over || (window.mancala.state().toMove === 'S' && !window.mancala.busy()),
            undefined, { what: 'the person\'s turn' });
          if ((await api(page, () => window.mancala.state())).over) break;
          const options = (await api(page, () => window.mancala.legalMoves())).filter((m) => m !== '-');
          if (!options.length) break;
          const before = await moveCount(page);
          await nextFrames(page);
          const watching = watchThinking(page, before + 2);  // the person's move, then the computer's
          await clickHole(page, HOLES.indexOf(options[0]));
          watched = await watching;
        }
        assert(!watched.timedOut,
          `the computer's move did not come in ${2 * HANG_GUARD_MS / 1000} s (hang guard; ${watched.count} moves, ${watched.frames} frames)`);
        if (!watched.played) break;  // the game is over, or a grand slam: the person plays again
        turns++;
        // The computer's move (a pass of the person's may follow it at once), legal where it was played.
        const moves = (await api(page, () => window.mancala.moves())).replace(/\d+\./g, ' ').trim().split(/\s+/);
        const move = moves[watched.target - 1];
        assert(watched.legal && watched.legal.includes(move), `the computer played ${move}, legal were ${(watched.legal || []).join('')}`);
        // While the computer is to move with a choice, the page says it is busy (thinking).
        if (watched.legal.length > 1) {
          assert(watched.sawBusy, `move ${watched.target}: the page was never busy while the computer was to move`);
          whileThinking.push(watched.framesWhileThinking);
        }
        totalFrames += watched.frames;
        totalMs += watched.ms;
        if (turn === 0) {
          // Its move is animated like a person's (normal speed): busy as it is played.
          assert(watched.busyWhenPlayed, 'the computer\'s move was not animated');
          await waitIdle(page);
          // From now on no animation: the turns watched are the computer's thinking alone.
          await api(page, () => window.mancala.setSpeed('instant'));
        }
      }
      assert(turns > 0, 'no computer move was watched');
      // The page keeps drawing while the computer thinks: the frame counter goes up between
      // busy samples before the computer's moves. A page whose thread the search held would
      // draw none there, on every move; a slow one draws fewer (a think lasts from a third of a
      // second), so the frames are counted over all the moves watched, and printed per move.
      assert(whileThinking.length > 0, 'the computer never had a choice to think about');
      assert(whileThinking.some((n) => n > 0),
        `no frame was drawn while the computer thought, on any of its ${whileThinking.length} moves`);
      console.log(`     frames drawn while the computer thought, per move: ${whileThinking.join(' ')}`);
      // The rate depends on the machine (software WebGL here): printed, never asserted.
      const fps = totalMs > 0 ? (1000 * totalFrames) / totalMs : 0;
      console.log(`     Master thinking: ${totalFrames} frames in ${(totalMs / 1000).toFixed(2)} s = ${fps.toFixed(1)} frames/s over ${turns} moves (printed, not judged)`);
      assert(errors.length === 0, `console errors: ${errors.join(' | ')}`);
    });
  });

  test('ai: the hint button suggests a legal move, and judges an exact endgame', async () => {
    await withBrowser(async (context) => {
      const { page, errors } = await openGame(context, `${ctx.server.url}?lang=en&game=warri&south=person&north=computer`);
      await api(page, () => window.mancala.setSpeed('instant'));
      await waitUntil(page, () => window.mancala.controlCenter('hint') !== null, undefined, { what: 'the hint button' });
      await clickControl(page, 'hint');
      await waitUntil(page, () => window.mancala.hint() !== null, undefined, { what: 'the hint' });
      const hint = await api(page, () => window.mancala.hint());
      const legal = await api(page, () => window.mancala.legalMoves());
      assert(legal.includes(hint.move), `hint ${hint.move}, legal ${legal.join('')}`);
      assert(hint.verdict === null, `a verdict at the start of the game: ${JSON.stringify(hint)}`);
      const said = await api(page, () => window.mancala.announcement());
      assert(said.includes(`Hint: sow ${hint.move}.`), `the live region said "${said}"`);

      // An endgame with few seeds: the hint says who wins with perfect play, and by how much.
      await page.goto(`${ctx.server.url}?lang=en&game=adji-kui-1&south=person&north=computer&position=0,0,0,1,0,2,0,0,1,0,0,1:S:22,21`);
      await page.evaluate(() => window.mancala.ready.then(() => true));
      await waitUntil(page, () => window.mancala.controlCenter('hint') !== null, undefined, { what: 'the hint button' });
      // The keyboard's I asks for a hint too.
      await page.locator('#canvas').focus();
      await page.keyboard.press('i');
      await waitUntil(page, () => window.mancala.hint() !== null, undefined, { what: 'the endgame hint' });
      const end = await api(page, () => window.mancala.hint());
      const endLegal = await api(page, () => window.mancala.legalMoves());
      assert(endLegal.includes(end.move), `endgame hint ${end.move}, legal ${endLegal.join('')}`);
      assert([1, 0, -1].includes(end.verdict), `no verdict in an exact endgame: ${JSON.stringify(end)}`);
      // And the outcome with perfect play, margin included, from the Web Worker's solver.
      const endSaid = await api(page, () => window.mancala.announcement());
      assert(/With perfect play, (the game is drawn|(South|North) wins by \d+ seeds?)\./.test(endSaid),
             `the endgame hint said "${endSaid}"`);
      console.log(`     endgame hint: ${end.move}, verdict ${end.verdict}: ${endSaid}`);
      // In a museum page's small frame the hint is written too, where the players' line was.
      await page.setViewportSize({ width: 360, height: 300 });
      await waitUntil(page, () => window.mancala.controlCenter('hint-text') !== null, undefined, { what: 'the hint in a 360x300 frame' });
      await screenshot(page, 'hint-360x300.png');
      assert(errors.length === 0, `console errors: ${errors.join(' | ')}`);
    });
  });

  test('ai: a computer buyer in an Adji Kui II match makes a valid purchase', async () => {
    await withBrowser(async (context) => {
      const { page, errors } = await openGame(context, `${ctx.server.url}?lang=en`);
      assert((await api(page, () => window.mancala.setLevel('beginner'))).ok, 'setLevel beginner refused');
      const r = await api(page, () => window.mancala.newGame({ variant: 'adji-kui-2', south: 'computer', north: 'computer', match: true }));
      assert(r.ok, `newGame: ${r.error}`);
      await api(page, () => window.mancala.setSpeed('instant'));
      let bought = false;
      for (let game = 0; game < 8 && !bought; ++game) {
        await waitUntil(page, () => window.mancala.state().over, undefined, { timeout: 2 * HANG_GUARD_MS, what: 'the end of the game' });
        await waitIdle(page);
        const state = await api(page, () => window.mancala.state());
        if (state.match && state.match.over) break;
        const due = await api(page, () => window.mancala.purchase());
        const result = await api(page, () => window.mancala.nextGame());
        assert(result.ok, `nextGame: ${result.error}`);
        if (!due || due.count === 0) continue;
        const next = await api(page, () => window.mancala.state());
        const before = state.owner, after = next.owner;
        const changed = [...after].map((o, i) => (o !== before[i] ? i : -1)).filter((i) => i >= 0);
        assert(changed.length === due.count, `${due.buyer} was to buy ${due.count} holes; owners went ${before} -> ${after}`);
        for (const i of changed) assert(after[i] === due.buyer, `hole ${HOLES[i]} went to ${after[i]}, not the buyer ${due.buyer}`);
        console.log(`     ${due.buyer} bought ${changed.map((i) => HOLES[i]).join('')}: owners ${before} -> ${after}`);
        bought = true;
      }
      assert(bought, 'no purchase was made in the match');
      assert(errors.length === 0, `console errors: ${errors.join(' | ')}`);
    });
  });
}
