// End-to-end tests of the computer opponent in the page: at Master it thinks in the Web Worker
// while the page goes on drawing (measured with window.mancala.framesRendered(), printed), its
// move arrives and is legal; the "Hint" button suggests a legal move, and in an exact endgame says
// whether the position is won, drawn or lost; a computer buyer in an Adji Kui II match makes a
// valid purchase. Registered into run-tests.mjs; each test opens its own browser profile.
import { launch, openGame, waitUntil, waitIdle, api, clickControl, clickHole, nextFrames } from './lib.mjs';

function assert(cond, message) {
  if (!cond) throw new Error(message);
}

// 640 x 480: the headless browser draws in software (SwiftShader), whose cost grows with the
// canvas (about 22 ms a frame here, 35 ms at 800 x 600, on two cores shared with the Web
// Worker); a page drawn by a graphics card costs a fraction of that at any size.
async function withBrowser(fn) {
  const b = await launch({ viewport: { width: 640, height: 480 }, locale: 'en-US' });
  try {
    return await fn(b.context);
  } finally {
    await b.close();
  }
}

const HOLES = 'abcdefABCDEF';
const MIN_FPS = 30;

const moveCount = (page) => api(page, () => window.mancala.moves().replace(/\d+\./g, ' ').trim().split(/\s+/).filter(Boolean).length);

// Frames drawn while the computer thinks about one move: from now until its move is played
// (the game's `count`-th move).
async function framesWhileThinking(page, count) {
  const t0 = Date.now();
  const f0 = await api(page, () => window.mancala.framesRendered());
  await waitUntil(page, (n) => window.mancala.moves().replace(/\d+\./g, ' ').trim().split(/\s+/).filter(Boolean).length >= n,
    count, { timeout: 60000, what: 'the computer\'s move' });
  const seconds = (Date.now() - t0) / 1000;
  const frames = (await api(page, () => window.mancala.framesRendered())) - f0;
  return { frames, seconds };
}

export default function registerAiTests(test, ctx) {
  test('ai: at Master the computer thinks in the background, the page draws >= 30 frames/s, its moves are legal', async () => {
    await withBrowser(async (context) => {
      const { page, errors } = await openGame(context, `${ctx.server.url}?lang=en`);
      assert((await api(page, () => window.mancala.setLevel('master'))).ok, 'setLevel master refused');
      // Through the start screen, like a person: North the computer, North starts.
      await clickControl(page, 'north-computer');
      await nextFrames(page);
      assert(await api(page, () => window.mancala.controlCenter('north-level')) !== null,
        'no level choice for the computer side');
      const r = await api(page, () => window.mancala.newGame({ variant: 'adji-kui-1', south: 'person', north: 'computer', starter: 'N' }));
      assert(r.ok, `newGame: ${r.error}`);
      let totalFrames = 0, totalSeconds = 0, slowest = Infinity;
      let turns = 0;
      for (let turn = 0; turn < 8; ++turn) {
        const state = await api(page, () => window.mancala.state());
        if (state.over) break;
        if (turn > 0 && state.toMove !== 'N') break;  // a grand slam: the person plays again
        assert(state.toMove === 'N', `the computer (North) should be to move: ${JSON.stringify(state)}`);
        const count = await moveCount(page);
        const legal = await api(page, () => window.mancala.legalMoves());
        const { frames, seconds } = await framesWhileThinking(page, count + 1);
        totalFrames += frames;
        totalSeconds += seconds;
        slowest = Math.min(slowest, frames / seconds);
        turns++;
        // The computer's move (a pass of the person's may follow it at once).
        const move = (await api(page, () => window.mancala.moves())).replace(/\d+\./g, ' ').trim().split(/\s+/)[count];
        assert(legal.includes(move), `the computer played ${move}, legal were ${legal.join('')}`);
        if (turn === 0) {
          // Its move is animated like a person's (normal speed): the page stays busy a while.
          assert(await api(page, () => window.mancala.busy()), 'the computer\'s move was not animated');
          await waitIdle(page, 30000);
          // From now on no animation: the windows measured are the computer's thinking alone.
          await api(page, () => window.mancala.setSpeed('instant'));
        }
        await waitUntil(page, () => window.mancala.state().over || (window.mancala.state().toMove === 'S' && !window.mancala.busy()),
          undefined, { timeout: 60000, what: 'the person\'s turn' });
        // The person's reply, a click on the board; the computer then thinks again.
        const mine = await api(page, () => window.mancala.state());
        if (mine.over) break;
        const options = (await api(page, () => window.mancala.legalMoves())).filter((m) => m !== '-');
        if (!options.length) break;
        const before = await moveCount(page);
        await nextFrames(page);
        await clickHole(page, HOLES.indexOf(options[0]));
        await waitUntil(page, (n) => window.mancala.moves().replace(/\d+\./g, ' ').trim().split(/\s+/).filter(Boolean).length > n,
          before, { what: 'the person\'s move' });
      }
      assert(totalSeconds > 0, 'no computer move was measured');
      const fps = totalFrames / totalSeconds;
      console.log(`     Master thinking: ${totalFrames} frames in ${totalSeconds.toFixed(2)} s = ${fps.toFixed(1)} frames/s over ${turns} moves (slowest move ${slowest.toFixed(1)})`);
      assert(fps >= MIN_FPS, `the page drew ${fps.toFixed(1)} frames/s while the computer thought (< ${MIN_FPS})`);
      assert(errors.length === 0, `console errors: ${errors.join(' | ')}`);
    });
  });

  test('ai: the hint button suggests a legal move, and judges an exact endgame', async () => {
    await withBrowser(async (context) => {
      const { page, errors } = await openGame(context, `${ctx.server.url}?lang=en&game=warri&south=person&north=computer`);
      await api(page, () => window.mancala.setSpeed('instant'));
      await waitUntil(page, () => window.mancala.controlCenter('hint') !== null, undefined, { what: 'the hint button' });
      await clickControl(page, 'hint');
      await waitUntil(page, () => window.mancala.hint() !== null, undefined, { timeout: 30000, what: 'the hint' });
      const hint = await api(page, () => window.mancala.hint());
      const legal = await api(page, () => window.mancala.legalMoves());
      assert(legal.includes(hint.move), `hint ${hint.move}, legal ${legal.join('')}`);
      assert(hint.verdict === null, `a verdict at the start of the game: ${JSON.stringify(hint)}`);
      const said = await api(page, () => window.mancala.announcement());
      assert(said.includes(`Hint: sow ${hint.move}.`), `the live region said "${said}"`);

      // An endgame with few seeds: the hint says won, drawn or lost for South.
      await page.goto(`${ctx.server.url}?lang=en&game=adji-kui-1&south=person&north=computer&position=0,0,0,1,0,2,0,0,1,0,0,1:S:22,21`);
      await page.evaluate(() => window.mancala.ready.then(() => true));
      await waitUntil(page, () => window.mancala.controlCenter('hint') !== null, undefined, { what: 'the hint button' });
      // The keyboard's I asks for a hint too.
      await page.locator('#canvas').focus();
      await page.keyboard.press('i');
      await waitUntil(page, () => window.mancala.hint() !== null, undefined, { timeout: 30000, what: 'the endgame hint' });
      const end = await api(page, () => window.mancala.hint());
      const endLegal = await api(page, () => window.mancala.legalMoves());
      assert(endLegal.includes(end.move), `endgame hint ${end.move}, legal ${endLegal.join('')}`);
      assert([1, 0, -1].includes(end.verdict), `no verdict in an exact endgame: ${JSON.stringify(end)}`);
      console.log(`     endgame hint: ${end.move}, verdict ${end.verdict}`);
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
        await waitUntil(page, () => window.mancala.state().over, undefined, { timeout: 120000, what: 'the end of the game' });
        await waitIdle(page, 30000);
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
