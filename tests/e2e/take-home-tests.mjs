// End-to-end tests of "Continue on your phone" (web/shell/take-home.js): the QR code of the game's
// link, shown by the kiosk and by the record dialog, read from a screenshot with a QR reading
// library (jsQR, tests/e2e/package.json) and opened on a phone, where it is the same game; a long
// game still fits, and one too long for any code says so.
// Registered into run-tests.mjs.
import jsQR from 'jsqr';
import { openGame, waitUntil, api, nextFrames, screenshot, clickHole, clickControl, pixels } from './lib.mjs';
import { Engine } from './engine.mjs';
import { assert, withBrowser } from './lib.mjs';

// The text of the QR code in the page's #code-canvas, read from a screenshot of it.
async function scanCode(page) {
  await waitUntil(page, () => window.mancalaShell.codesShown > 0 && !document.getElementById('code-canvas').hidden,
    undefined, { what: 'the QR code' });
  const png = pixels(await page.locator('#code-canvas').screenshot());
  const code = jsQR(new Uint8ClampedArray(png.data.buffer, png.data.byteOffset, png.data.length), png.width, png.height);
  assert(code, `no QR code read in a screenshot of ${png.width}x${png.height}`);
  return code.data;
}

// The link opened on a phone (a browser of its own): the moves of the game it opens.
async function openOnPhone(link) {
  return withBrowser({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true }, async (context) => {
    const { page, errors } = await openGame(context, link);
    const moves = await api(page, () => window.mancala.moves());
    assert(errors.length === 0, `errors on the phone: ${errors.join(' | ')}`);
    return moves;
  });
}

// A Warri game of `count` moves loaded on the page by its record, each move the one that leaves
// the fewest seeds captured (the last such legal move, the engine trying each): a long game, still
// going on.
async function longWarri(page, count) {
  const engine = Engine.require();
  const moves = [];
  try {
    await engine.expectOk('variant warri');
    while (moves.length < count) {
      let best = null, least = Infinity;
      for (const m of (await engine.send('moves')).split(' ').slice(1)) {
        await engine.expectOk(`play ${m}`);
        const { captured, over } = JSON.parse(await engine.state());
        await engine.expectOk('undo');
        if (!over && captured[0] + captured[1] <= least) [least, best] = [captured[0] + captured[1], m];
      }
      assert(best, `no move goes on after ${moves.join(' ')}`);
      await engine.expectOk(`play ${best}`);
      moves.push(best);
    }
  } finally {
    engine.close();
  }
  const pairs = [];
  for (let i = 0; i < moves.length; i += 2) pairs.push(`${i / 2 + 1}. ${moves.slice(i, i + 2).join(' ')}`);
  const loaded = await api(page, (r) => window.mancala.loadRecord(r), `[Game "warri"]\n\n${pairs.join('\n')}\n`);
  assert(loaded.ok, `the long game's record: ${loaded.error}`);
  await waitUntil(page, () => !window.mancala.busy(), undefined, { what: 'the long game' });
}

// The largest QR code (version 40) holds 2,953 bytes at the lowest error correction.
const LARGEST_CODE = 2953;

export default function register(test, ctx) {
  test('continue on your phone: the kiosk\'s QR code, read from a screenshot, opens the visitor\'s game on a phone', async () => {
    await withBrowser({ viewport: { width: 1280, height: 800 }, hasTouch: true }, async (context) => {
      const { page, errors } = await openGame(context, `${ctx.server.url}?kiosk=1&lang=fr`);
      await waitUntil(page, () => window.mancala.controlCenter('kiosk-way-0') !== null, undefined, { what: 'the attract screen' });
      const tap = async (name) => {
        await nextFrames(page);
        const p = await api(page, (n) => window.mancala.controlCenter(n), name);
        assert(p, `${name} is not on screen`);
        const box = await page.locator('#canvas').boundingBox();
        await page.touchscreen.tap(box.x + p.x, box.y + p.y);
        await nextFrames(page);
      };
      await tap('kiosk-way-0');
      await api(page, () => window.mancala.setSpeed('instant'));
      await waitUntil(page, () => !window.mancala.busy() && window.mancala.legalMoves().length > 0, undefined, { what: 'the visitor\'s turn' });
      const move = (await api(page, () => window.mancala.legalMoves()))[0];
      assert((await api(page, (m) => window.mancala.play(m), move)).ok, move);
      await waitUntil(page, () => !window.mancala.busy() && window.mancala.moves().split(/\s+/).filter((w) => /^[a-fA-F-]$/.test(w)).length >= 2,
        undefined, { what: 'the computer\'s answer' });
      const moves = await api(page, () => window.mancala.moves());
      await tap('kiosk-visitor-4');
      const link = await scanCode(page);
      await screenshot(page, 'take-home-kiosk-fr-1280x800.png');
      const help = await page.textContent('#code-help');
      assert(/téléphone/.test(help), `the words beside the code: ${help}`);
      // Under it the site it opens, not the game's long address.
      const site = await page.textContent('#code-link');
      assert(site === new URL(ctx.server.url).host + '/', `the address under the code: ${site}`);
      // And the game's rules page, which links its board to print.
      const rules = await page.textContent('#code-rules');
      const variant = await api(page, () => window.mancala.state().variant);
      assert(rules.endsWith(`${new URL(ctx.server.url).host}/rules/${variant}.fr.html`) && /imprimer/.test(rules),
        `the rules' address under the code: ${rules}`);
      assert((await fetch(`${ctx.server.url}rules/${variant}.fr.html`)).ok, 'the rules page named is not there');
      const size = await page.locator('#code-canvas').boundingBox();
      assert(size.width >= 250, `the code is ${size.width} px wide on a kiosk's screen`);
      const url = new URL(link);
      assert(url.origin === new URL(ctx.server.url).origin && url.hash.startsWith('#r=') && url.searchParams.get('north') === 'computer' &&
        !url.searchParams.has('kiosk') && !url.searchParams.has('lang'), `the link: ${link}`);
      assert((await openOnPhone(link)) === moves, 'the phone opened another game');
      // Closed, the kiosk goes on; nothing of the visitor was kept.
      await page.click('#code-close');
      assert(!(await page.evaluate(() => document.getElementById('code-dialog').open)), 'the code stayed open');
      assert(await api(page, () => window.localStorage.length === 0), 'the kiosk kept something');
      assert(errors.length === 0, `page errors: ${errors.join(' | ')}`);
    });
  });

  test('continue on your phone: the record dialog\'s QR code is its share link; the Options menu\'s opens the same game', async () => {
    await withBrowser({ viewport: { width: 1280, height: 800 } }, async (context) => {
      // Two people: no answer of the computer's comes after the link is made.
      const { page, errors } = await openGame(context, `${ctx.server.url}?game=warri&lang=en&south=person&north=person`);
      await api(page, () => window.mancala.setSpeed('instant'));
      await clickHole(page, 2);
      await waitUntil(page, () => window.mancala.moves().trim() === '1. c' && !window.mancala.busy(), undefined,
        { what: 'the move' });
      await page.locator('#canvas').focus();
      await page.keyboard.press('g');
      await waitUntil(page, () => document.getElementById('record-dialog').open, undefined, { what: 'the record dialog' });
      const share = await page.inputValue('#share-link');
      await page.click('#record-code');
      const link = await scanCode(page);
      // The share link, its record's spaces written '+' (which the game reads as spaces).
      assert(link === share.replace(/%20/g, '+'), `the code says ${link}, the share link is ${share}`);
      assert(!(await page.evaluate(() => document.getElementById('record-dialog').open)), 'the record dialog stayed under the code');
      await page.keyboard.press('Escape');
      assert(!(await page.evaluate(() => document.getElementById('code-dialog').open)), 'Esc did not close the code');
      assert((await openOnPhone(link)) === (await api(page, () => window.mancala.moves())), 'the phone opened another game');
      // The Options menu offers it too.
      await clickControl(page, 'options');
      await clickControl(page, 'take-home');
      await waitUntil(page, () => document.getElementById('code-dialog').open && window.mancalaShell.codesShown === 2, undefined,
        { what: 'the code from the Options menu' });
      const fromMenu = await scanCode(page);
      assert(new URL(fromMenu).searchParams.get('game') === 'warri' && new URL(fromMenu).hash.startsWith('#r='), `the Options menu's code: ${fromMenu}`);
      assert((await openOnPhone(fromMenu)) === (await api(page, () => window.mancala.moves())), 'the Options menu\'s code opened another game');
      assert(errors.length === 0, `page errors: ${errors.join(' | ')}`);
    });
  });

  test('continue on your phone: a game of 450 moves, longer than a code holds as its link, still opens on a phone', async () => {
    await withBrowser({ viewport: { width: 1280, height: 800 } }, async (context) => {
      const { page, errors } = await openGame(context, `${ctx.server.url}?game=warri&lang=en`);
      await longWarri(page, 450);
      const share = await api(page, () => window.mancala.shareLink());
      assert(share.length > LARGEST_CODE, `the share link has only ${share.length} characters`);
      await clickControl(page, 'options');
      await clickControl(page, 'take-home');
      const link = await scanCode(page);
      assert(new URL(link).hash.startsWith('#r='), `the code: ${link}`);
      assert((await openOnPhone(link)) === (await api(page, () => window.mancala.moves())), 'the phone opened another game');
      // With a review too long to go with it, the code carries the game alone, and says so.
      await page.keyboard.press('Escape');
      const reviewed = share + '&v=d10' + '.a0'.repeat(1000);
      await page.evaluate((l) => window.mancalaShell.showCodeOf(l), reviewed);
      await waitUntil(page, () => window.mancalaShell.codesShown === 2, undefined, { what: 'the second code' });
      const bare = await scanCode(page);
      assert(!/&v=/.test(bare) && new URL(bare).hash === new URL(link).hash, `the code without the review: ${bare}`);
      assert(/without its review/.test(await page.textContent('#code-help')), `the words: ${await page.textContent('#code-help')}`);
      assert(errors.length === 0, `page errors: ${errors.join(' | ')}`);
    });
  });

  test('continue on your phone: a game too long for any code says so in the player\'s language, and nothing breaks', async () => {
    await withBrowser({ viewport: { width: 1280, height: 800 } }, async (context) => {
      const { page, errors } = await openGame(context, `${ctx.server.url}?game=warri&lang=fr`);
      await longWarri(page, 700);
      await clickControl(page, 'options');
      await clickControl(page, 'take-home');
      await waitUntil(page, () => document.getElementById('code-dialog').open &&
        document.getElementById('code-help').className === 'error', undefined, { what: 'the dialog\'s message' });
      const help = await page.textContent('#code-help');
      assert(/trop longue/.test(help), `the words in the dialog: ${help}`);
      assert(await page.evaluate(() => document.getElementById('code-canvas').hidden), 'a code is shown');
      await page.click('#code-close');
      assert(!(await page.evaluate(() => document.getElementById('code-dialog').open)), 'the dialog stayed open');
      // The game goes on.
      const before = await api(page, () => window.mancala.moves());
      assert((await api(page, () => window.mancala.play(window.mancala.legalMoves()[0]))).ok, 'a move after the dialog');
      assert((await api(page, () => window.mancala.moves())) !== before, 'the move was not played');
      assert(errors.length === 0, `page errors: ${errors.join(' | ')}`);
    });
  });
}
