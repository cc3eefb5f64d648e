// Playing a game in the page as a person does: a new game set up through the page API, then
// random legal holes clicked to the end, the state checked after every click against the rules'
// invariants, the move list and, where one is given, the native engine's replay.
import { waitIdle, waitUntil, api, clickHole, rng, HOLE_INDEX, assert } from './lib.mjs';

function checkInvariants(state, where) {
  const onBoard = state.board.reduce((a, b) => a + b, 0);
  assert(onBoard + state.captured[0] + state.captured[1] === 48,
    `${where}: seeds do not add up to 48: ${JSON.stringify(state)}`);
  assert(state.board.every((n) => Number.isInteger(n) && n >= 0), `${where}: bad board`);
}

// Plays the current game to its end by clicking random legal holes; checks the state after
// every click (invariants, the move list, and the engine's replay when an engine is given).
export async function playGameByClicks(page, { seed, engine, label, maxMoves = 600 }) {
  const random = rng(seed);
  let known = (await api(page, () => window.mancala.moves())).trim();
  let clicks = 0;
  for (;;) {
    await waitIdle(page);
    const state = await api(page, () => window.mancala.state());
    if (state.over) return { state, clicks };
    assert(clicks < maxMoves, `${label}: the game did not end after ${maxMoves} clicks`);
    const legal = (await api(page, () => window.mancala.legalMoves())).filter((m) => m !== '-');
    assert(legal.length > 0, `${label}: a person to move with nothing to click: ${JSON.stringify(state)}`);
    const move = legal[Math.floor(random() * legal.length)];
    const before = JSON.stringify(state);
    await clickHole(page, HOLE_INDEX(move));
    clicks++;
    await waitUntil(page, (k) => window.mancala.moves().trim() !== k || window.mancala.message() !== '', known,
      { what: `the click on ${move} to be taken` });
    await waitIdle(page);
    const after = await api(page, () => window.mancala.state());
    const afterJson = JSON.stringify(after);
    assert(afterJson !== before, `${label}: clicking ${move} changed nothing (${await api(page, () => window.mancala.message())})`);
    checkInvariants(after, `${label} after ${move}`);
    // The move list grew by the clicked move, then any forced passes.
    const moves = (await api(page, () => window.mancala.moves())).trim();
    const added = moves.split(/\s+/).filter((t) => !/^\d+\.$/.test(t)).slice(
      known.split(/\s+/).filter((t) => t && !/^\d+\.$/.test(t)).length);
    assert(added[0] === move, `${label}: clicked ${move} but the move list gained ${added.join(' ')}`);
    assert(added.slice(1).every((m) => m === '-'), `${label}: unexpected moves after ${move}: ${added.join(' ')}`);
    known = moves;
    if (engine) {
      for (const m of added) await engine.expectOk(`play ${m}`);
      const expected = await engine.state();
      assert(JSON.stringify(JSON.parse(expected)) === afterJson,
        `${label}: after ${move} the page shows\n  ${afterJson}\nbut the engine says\n  ${expected}`);
    }
  }
}

export async function newGame(page, options) {
  const r = await api(page, (o) => window.mancala.newGame(o), options);
  assert(r.ok, `newGame: ${r.error}`);
  await api(page, () => window.mancala.setSpeed('instant'));
  await waitUntil(page, () => window.mancala.holeCenter(0) !== null, undefined, { what: 'the board' });
  await waitIdle(page);
}
