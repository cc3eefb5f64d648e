// The end-to-end tests of the web app: headless Chromium drives build/web like a person, by
// clicking holes where window.mancala.holeCenter says they are. Prints "N passed, M failed".
import { Engine } from './engine.mjs';
import { runTests } from './runner.mjs';
import { playGameByClicks, newGame } from './play-by-clicks.mjs';
import {
  WEB, startServer, launch, openGame, waitIdle, waitUntil, waitValue, waitQuiet, api, clickHole, clickControl,
  screenshot, canvasStats, assert, showOtherWays,
} from './lib.mjs';
import registerAddressSaveTests from './address-save-tests.mjs';
import registerA11yTests from './a11y-tests.mjs';
import registerEmbedTests from './embed-tests.mjs';
import registerElementTests from './element-tests.mjs';
import registerTakeHomeTests from './take-home-tests.mjs';
import registerI18nTests from './i18n-tests.mjs';
import registerAiTests from './ai-tests.mjs';
import registerOfflineTests from './offline-tests.mjs';
import registerBuildUpdateTests from './build-update-tests.mjs';
import registerProgramPartsTests from './program-parts-tests.mjs';
import registerLayoutTests from './layout-tests.mjs';
import registerAxeTests from './axe-tests.mjs';
import registerHostileTests from './hostile-tests.mjs';
import registerViewTests from './view-tests.mjs';
import registerControlsTests from './controls-tests.mjs';
import registerTextsTests from './texts-tests.mjs';
import registerKeepGameTests from './keep-game-tests.mjs';
import registerNoGameLostTests from './no-game-lost-tests.mjs';
import registerLessonTests from './lesson-tests.mjs';
import registerKeyboardTests from './keyboard-tests.mjs';
import registerFriendTests from './friend-tests.mjs';
import registerKioskTests from './kiosk-tests.mjs';
import registerReviewTests from './review-tests.mjs';
import registerPuzzleTests from './puzzle-tests.mjs';
import registerSelftestTests from './selftest-tests.mjs';
import registerMyGamesTests from './my-games-tests.mjs';
import registerMyGamesImportTests from './my-games-import-tests.mjs';

const tests = [];
// test(name, fn, { cap }): `cap` in seconds, for a test that needs more than the usual cap.
const test = (name, fn, { cap } = {}) => tests.push({ name, fn, cap });
// Arguments: parts of test names to select, and `--part K/N`: the K-th of N runs of equal
// numbers of tests in their order (ci/test runs the suite as two parts, each with its own cap).
const args = process.argv.slice(2);
const partArg = args.find((a) => a.startsWith('--part='));
const only = args.filter((a) => a !== partArg);

let server, browser, page, consoleErrors;

test('the page loads with no console errors', async () => {
  assert(await api(page, () => window.mancala.screen()) === 'start', 'the start screen is not shown');
  await screenshot(page, 'web-start.png');
  assert(consoleErrors.length === 0, `console errors: ${consoleErrors.join(' | ')}`);
});

test('the canvas is not blank, and sharp on a HiDPI screen', async () => {
  const stats = await canvasStats(page);
  assert(stats.width > 300 && stats.height > 200, `canvas too small: ${stats.width}x${stats.height}`);
  assert(stats.colours > 40 && stats.nonDominant > 0.05, `the canvas looks blank: ${JSON.stringify(stats)}`);
  const hidpi = await launch({ deviceScaleFactor: 2, viewport: { width: 800, height: 600 } });
  try {
    const { page: p2, errors } = await openGame(hidpi.context, server.url);
    await waitUntil(p2, () => document.getElementById('canvas').width === 1600, undefined,
      { what: 'a canvas of 2 device pixels per CSS pixel' });
    const size = await p2.evaluate(() => { const c = document.getElementById('canvas'); return [c.width, c.height, c.clientWidth, c.clientHeight]; });
    assert(size[0] === 2 * size[2] && size[1] === 2 * size[3], `canvas backing store ${size}`);
    await screenshot(p2, 'web-hidpi.png');
    assert(errors.length === 0, `console errors: ${errors.join(' | ')}`);
  } finally {
    await hidpi.close();
  }
});

test('the start screen starts a game by clicking', async () => {
  await clickControl(page, 'game-warri');
  await showOtherWays(page);
  await clickControl(page, 'start');
  await waitUntil(page, () => window.mancala.screen() === 'play', undefined, { what: 'the game screen' });
  const state = await api(page, () => window.mancala.state());
  assert(state.variant === 'warri' && state.toMove === 'S', `unexpected start: ${JSON.stringify(state)}`);
});

test('bad input changes nothing and says why', async () => {
  await newGame(page, { variant: 'adji-kui-1' });
  const before = JSON.stringify(await api(page, () => window.mancala.state()));
  for (const bad of ['z', 'A', '-', 'abc', 42, null]) {
    const r = await api(page, (m) => window.mancala.play(m), bad);
    assert(r.ok === false && typeof r.error === 'string' && r.error.length > 0, `play(${bad}) gave ${JSON.stringify(r)}`);
  }
  const bad = await api(page, () => window.mancala.newGame({ variant: 'chess' }));
  assert(!bad.ok, 'newGame accepted an unknown variant');
  assert(JSON.stringify(await api(page, () => window.mancala.state())) === before, 'bad input changed the state');
  // A click on the opponent's hole is refused with a reason.
  await clickHole(page, 8);
  await waitIdle(page);
  const message = await api(page, () => window.mancala.message());
  assert(/North/.test(message), `no reason given for a refused click: "${message}"`);
  assert(JSON.stringify(await api(page, () => window.mancala.state())) === before, 'a refused click changed the state');
});

test('a single seed cannot be sown in Adji Kui I, and the reason is shown', async () => {
  // Adji Kui I, South to move, one seed in a and 3 or 4 in every other hole (44 on the board,
  // 2 captured each): a may never be sown (RULES.md, Adji Kui I rule 1), b..f may.
  const board = [1, 3, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4];
  await page.goto(`${server.url}?game=adji-kui-1&position=${encodeURIComponent(`${board.join()}:S:2,2`)}`);
  await page.evaluate(() => window.mancala.ready.then(() => true));
  await api(page, () => window.mancala.setSpeed('instant'));
  await waitUntil(page, () => window.mancala.holeCenter(0) !== null, undefined, { what: 'the board' });
  await waitIdle(page);
  const state = await api(page, () => window.mancala.state());
  assert(state.variant === 'adji-kui-1' && state.toMove === 'S' && !state.over && state.board.join() === board.join() &&
    state.captured.join() === '2,2', `the position was not set up: ${JSON.stringify(state)}`);
  const legal = (await api(page, () => window.mancala.legalMoves())).join('');
  assert(legal === 'bcdef', `legal moves "${legal}", not bcdef: the single seed in a is offered`);
  // A click on a: refused with the reason, nothing played.
  const before = JSON.stringify(state);
  await clickHole(page, 0);
  await waitUntil(page, () => /single seed/i.test(window.mancala.message()), undefined,
    { what: 'the reason why a cannot be sown ("single seed")' });
  await waitIdle(page);
  assert(JSON.stringify(await api(page, () => window.mancala.state())) === before, 'a singleton was sown');
  assert(await api(page, () => window.mancala.moves()) === '', 'a move was recorded for the refused click');
  // The same click on b, 3 seeds, is a move: the refusal above was the singleton rule's.
  await clickHole(page, 1);
  await waitUntil(page, () => window.mancala.moves().trim() === '1. b', undefined, { what: 'b to be played' });
});

for (const [variant, seed] of [['adji-kui-1', 11], ['adji-kui-2', 22], ['warri', 33]]) {
  test(`a whole game of ${variant} played by clicking holes`, async () => {
    const engine = Engine.require();
    try {
      await newGame(page, { variant });
      await engine.expectOk(`variant ${variant}`);
      const start = await engine.state();
      assert(JSON.stringify(JSON.parse(start)) === JSON.stringify(await api(page, () => window.mancala.state())), 'start states differ');
      const { state, clicks } = await playGameByClicks(page, { seed, engine, label: variant });
      assert(state.over && state.reason && state.winner, `not a finished game: ${JSON.stringify(state)}`);
      console.log(`    ${variant}: ${clicks} clicks, ended by ${state.reason}, ${state.captured.join('-')} (checked against the engine)`);
      await screenshot(page, `web-${variant}-end.png`);
    } finally {
      engine?.close();
    }
  }, { cap: 600 });  // a few hundred clicks, each replayed by the engine
}

test('an Adji Kui II match goes through a hole purchase chosen by clicking', async () => {
  await newGame(page, { variant: 'adji-kui-2', match: true });
  let purchase = null;
  for (let game = 1; game <= 8 && !purchase; game++) {
    await playGameByClicks(page, { seed: 100 + game, label: `match game ${game}` });
    const state = await api(page, () => window.mancala.state());
    assert(state.match && state.match.game === game, `match state: ${JSON.stringify(state.match)}`);
    if (state.match.over) throw new Error('the match ended before any purchase');
    purchase = await api(page, () => window.mancala.purchase());
    if (!purchase) {
      await clickControl(page, 'next-game');
      await waitUntil(page, (g) => window.mancala.state().match.game === g, game + 1, { what: 'the next game' });
    }
  }
  assert(purchase, 'no purchase happened in 8 games');
  await waitIdle(page);
  await screenshot(page, 'web-purchase-before.png');
  const sellerRow = purchase.buyer === 'S' ? [6, 7, 8, 9, 10, 11] : [0, 1, 2, 3, 4, 5];
  // A hole on the buyer's own row cannot be bought.
  await clickHole(page, purchase.buyer === 'S' ? 0 : 6);
  await waitIdle(page);
  assert((await api(page, () => window.mancala.purchase())).chosen.length === 0, 'bought a hole of the own row');
  const wanted = sellerRow.slice(6 - purchase.count).reverse();  // the ones farthest along
  for (const h of wanted) await clickHole(page, h);
  await waitIdle(page);
  const chosen = await api(page, () => window.mancala.purchase());
  assert(chosen.chosen.length === purchase.count, `chosen ${JSON.stringify(chosen)}`);
  await screenshot(page, 'web-purchase-chosen.png');
  const gameBefore = (await api(page, () => window.mancala.state())).match.game;
  await clickControl(page, 'next-game');
  await waitUntil(page, (g) => window.mancala.state().match.game === g + 1, gameBefore, { what: 'the next game' });
  await waitIdle(page);
  const next = await api(page, () => window.mancala.state());
  for (const h of wanted) assert(next.owner[h] === purchase.buyer, `hole ${h} not owned by ${purchase.buyer}: ${next.owner}`);
  assert(next.board.every((n) => n === 4) && !next.over, `not a fresh board: ${JSON.stringify(next)}`);
  await screenshot(page, 'web-purchase-next-game.png');
  // The new game is played on the new ownership.
  const { state } = await playGameByClicks(page, { seed: 999, label: 'after the purchase' });
  assert(state.over, 'the game after the purchase did not end');
}, { cap: 600 });  // several whole games by clicks

test('keyboard play: arrows and Enter', async () => {
  await newGame(page, { variant: 'warri' });
  await page.locator('#canvas').focus();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Enter');
  await waitUntil(page, () => window.mancala.moves() !== '', undefined, { what: 'a move played by keyboard' });
  await waitIdle(page);
  const moves = await api(page, () => window.mancala.moves());
  assert(/^1\. [a-f]$/.test(moves.trim()), `keyboard did not play a move: "${moves}"`);
});

test('undo and redo buttons', async () => {
  await newGame(page, { variant: 'warri' });
  const start = JSON.stringify(await api(page, () => window.mancala.state()));
  await clickHole(page, 3);
  await waitIdle(page);
  const after = JSON.stringify(await api(page, () => window.mancala.state()));
  assert(after !== start, 'the move was not played');
  await clickControl(page, 'undo');
  await waitIdle(page);
  assert(JSON.stringify(await api(page, () => window.mancala.state())) === start, 'undo did not restore');
  await clickControl(page, 'redo');
  await waitIdle(page);
  assert(JSON.stringify(await api(page, () => window.mancala.state())) === after, 'redo did not replay');
});

test('a move is animated seed by seed, and an idle page renders no frames', async () => {
  await newGame(page, { variant: 'adji-kui-2' });
  await api(page, () => window.mancala.setSpeed('normal'));
  await clickHole(page, 2);
  // Whether the page is busy at the very moment the move is first seen (one script turn).
  const seen = await waitValue(page, () => window.mancala.moves() !== '' && { busy: window.mancala.busy() }, undefined,
    { what: 'the click on c to be played' });
  assert(seen.busy, 'no animation after a move');
  await screenshot(page, 'web-animation.png');
  await waitIdle(page);
  // Idle means no frames at all: once the frames owed after the move are drawn (a slow machine
  // draws them late), the loop stops and the counter stays still.
  await waitQuiet(page);
  const f0 = await api(page, () => window.mancala.framesRendered());
  await page.waitForTimeout(1500);
  const f1 = await api(page, () => window.mancala.framesRendered());
  assert(f1 === f0, `an idle page rendered ${f1 - f0} frames in 1.5 s`);
});

test('the computer plays its side', async () => {
  await newGame(page, { variant: 'warri', south: 'person', north: 'computer' });
  await clickHole(page, 0);
  await waitUntil(page, () => /^1\. a [A-F]$/.test(window.mancala.moves().trim()) && !window.mancala.busy(), undefined,
    { what: 'the computer to answer' });
  const moves = (await api(page, () => window.mancala.moves())).trim();
  assert(/^1\. a [A-F]$/.test(moves), `computer did not answer: "${moves}"`);
});

test('a phone: portrait layout follows resizes and a tap plays', async () => {
  const phone = await launch({ viewport: { width: 390, height: 780 }, deviceScaleFactor: 3, hasTouch: true, isMobile: true });
  try {
    const { page: p, errors } = await openGame(phone.context, server.url);
    await newGame(p, { variant: 'adji-kui-1' });
    const h = await api(p, () => window.mancala.holeCenter(0));
    const box = await p.locator('#canvas').boundingBox();
    await p.touchscreen.tap(box.x + h.x, box.y + h.y);
    await waitIdle(p);
    assert((await api(p, () => window.mancala.moves())).trim() === '1. a', 'the tap did not play a');
    await screenshot(p, 'web-phone.png');
    await p.setViewportSize({ width: 780, height: 390 });
    await waitUntil(p, (x) => window.mancala.holeCenter(0) && window.mancala.holeCenter(0).x !== x, h.x, { what: 'the layout to follow the resize' });
    await screenshot(p, 'web-phone-landscape.png');
    assert(errors.length === 0, `console errors: ${errors.join(' | ')}`);
  } finally {
    await phone.close();
  }
});

test('a readable message when WebGL is missing', async () => {
  const nogl = await launch({});
  try {
    const p = nogl.context.pages()[0] || (await nogl.context.newPage());
    await p.addInitScript(() => {
      const original = HTMLCanvasElement.prototype.getContext;
      HTMLCanvasElement.prototype.getContext = function (type, ...rest) {
        return /webgl/.test(type) ? null : original.call(this, type, ...rest);
      };
    });
    await p.goto(server.url);
    await waitUntil(p, () => document.getElementById('error').textContent.length > 0, undefined, { what: 'the message' });
    const text = await p.evaluate(() => document.getElementById('error').textContent);
    assert(/WebGL/.test(text), `message: ${text}`);
  } finally {
    await nogl.close();
  }
});

// The address and the save (address-save-tests.mjs), accessibility (a11y-tests.mjs) and
// embedding (embed-tests.mjs), each test in a browser of its own; their names start with "a11y:".
registerAddressSaveTests(test, { get server() { return server; }, web: WEB });
registerA11yTests(test, { get server() { return server; }, web: WEB });
registerEmbedTests(test, { get server() { return server; }, web: WEB });
// <mancala-game> on a page of another origin (element-tests.mjs).
registerElementTests(test, { get server() { return server; }, web: WEB });
// Continue on your phone: the game's link as a QR code (take-home-tests.mjs).
registerTakeHomeTests(test, { get server() { return server; }, web: WEB });
// The interface's languages (i18n-tests.mjs): ?lang=, the browser's language, the menu's choice.
registerI18nTests(test, { get server() { return server; }, web: WEB });
// The layout from a phone to a large screen, and touch on the board (layout-tests.mjs).
registerLayoutTests(test, { get server() { return server; }, web: WEB });
// axe-core and the board's mirror for screen readers (axe-tests.mjs).
registerAxeTests(test, { get server() { return server; }, web: WEB });
// The computer opponent in the page (ai-tests.mjs): thinking in the background, hint, purchase.
registerAiTests(test, { get server() { return server; }, web: WEB });

// Offline play and the replacement of a kept build (offline-tests.mjs).
registerOfflineTests(test, { get server() { return server; }, web: WEB });
// A new build put on the server while a page and the service worker run (build-update-tests.mjs).
registerBuildUpdateTests(test, { get server() { return server; }, web: WEB });
// The program in two parts (program-parts-tests.mjs): the second after the first frame.
registerProgramPartsTests(test, { get server() { return server; }, web: WEB });
// Hostile input (hostile-tests.mjs): long strings everywhere, a damaged save, bad messages.
registerHostileTests(test, { get server() { return server; }, web: WEB });

// What the page shows and when it draws (view-tests.mjs): the panel and the animation, the move
// list, clicks taken and drawn, windows whole, idle pages still.
registerViewTests(test, { get server() { return server; }, web: WEB });
// The play screen's controls as a game's (controls-tests.mjs): the top bar's groups and primary
// button, the Options menu, the move list's title, no resize grip.
registerControlsTests(test, { get server() { return server; }, web: WEB });
// The translations and the rules texts fetched when first needed (texts-tests.mjs).
registerTextsTests(test, { get server() { return server; }, web: WEB });

// A game never lost by accident, settings that stick (keep-game-tests.mjs): the address follows
// the game, New game keeps it, the start screen's choices survive a reload.
registerKeepGameTests(test, { get server() { return server; }, web: WEB });
// No game lost (no-game-lost-tests.mjs): links put the game aside, kept in the save; damaged
// links, a second tab, a newer version's save and a full storage lose nothing.
registerNoGameLostTests(test, { get server() { return server; }, web: WEB });

// The lessons the learner plays (lesson-tests.mjs): by clicks and by keyboard, wrong holes
// explained, the next lesson.
registerLessonTests(test, { get server() { return server; }, web: WEB });

// The keyboard's focus over the canvas's controls and the start screen's form (keyboard-tests.mjs).
registerKeyboardTests(test, { get server() { return server; }, web: WEB });
registerKioskTests(test, { get server() { return server; }, web: WEB });
registerPuzzleTests(test, { get server() { return server; }, web: WEB });

// Playing a friend by link (friend-tests.mjs): two browsers, old and damaged links, the frame.
registerFriendTests(test, { get server() { return server; }, web: WEB });

// The game's review (review-tests.mjs): a deliberate blunder found, Stop, the page answering.
registerReviewTests(test, { get server() { return server; }, web: WEB });

// My games (my-games-tests.mjs): two tabs, export and import, a damaged file, a full storage,
// the record against a level; and hostile files imported (my-games-import-tests.mjs).
registerMyGamesTests(test, { get server() { return server; }, web: WEB });
registerMyGamesImportTests(test, { get server() { return server; }, web: WEB });

// The runner's own fixtures (selftest-tests.mjs), for tests/caps/run alone: tests that hang.
if (process.env.MANCALA_E2E_SELFTEST === '1') {
  registerSelftestTests(test, { get server() { return server; }, get page() { return page; } });
}

// The tests of part K of N (`--part=K/N`), all when none is asked; exits with a line when the
// part is not one of them.
function part(selected) {
  if (!partArg) return selected;
  const m = /^--part=(\d+)\/(\d+)$/.exec(partArg);
  const [k, n] = m ? [Number(m[1]), Number(m[2])] : [0, 0];
  if (!(n >= 1 && k >= 1 && k <= n)) {
    console.error(`tests/e2e: ${partArg} is not a part: write --part=K/N with 1 <= K <= N`);
    console.log('0 passed, 1 failed');
    process.exit(1);
  }
  const size = Math.ceil(selected.length / n);
  return selected.slice((k - 1) * size, k * size);
}

// Runs the selected tests in order, each within its time cap (runner.mjs).
runTests(part(tests.filter((t) => !only.length || only.some((o) => t.name.includes(o)))), {
  async start() {
    server = await startServer();
  },
  async openPage() {
    browser = await launch({ viewport: { width: 1024, height: 640 } });
    ({ page, errors: consoleErrors } = await openGame(browser.context, server.url));
  },
  page: () => page,
  async stop() {
    await server.close();
  },
});
