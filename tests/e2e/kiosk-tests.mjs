// End-to-end tests of the museum kiosk (?kiosk=1): the attract loop plays itself game after game
// with its captions, nothing on the page leads out of it (no outside link, no download, no
// record, no address change), a touch starts a game against the computer and plays a move, and
// a short idle= brings the kiosk back to its attract screen in its own language. Screenshots
// build/screenshots/kiosk-*.png. Registered into run-tests.mjs.
import { openGame, waitUntil, waitValue, api, screenshot, nextFrames, pixels } from './lib.mjs';
import { assert, withBrowser } from './lib.mjs';

const kiosk = (page) => api(page, () => window.mancala.kiosk());
// The moves of the game shown ("1. c D 2. e" has 3).
const movesPlayed = (page) => api(page, () => window.mancala.moves().split(/\s+/).filter((w) => /^[a-fA-F-]$/.test(w)).length);

// A finger's tap at a control's centre (as clickControl does with the mouse).
async function tapControl(page, name) {
  await nextFrames(page);  // where it is drawn now
  const p = await api(page, (n) => window.mancala.controlCenter(n), name);
  if (!p) throw new Error(`control ${name} is not on screen`);
  const box = await page.locator('#canvas').boundingBox();
  await page.touchscreen.tap(box.x + p.x, box.y + p.y);
  await nextFrames(page);
}

// Until a control is drawn at the same place in two runs of frames (at most ten runs: then where
// it is): what arrived last (a file of words) may have moved it.
async function settledControl(page, name) {
  let last = null;
  for (let run = 0; run < 10; run++) {
    await nextFrames(page);
    const p = await api(page, (n) => window.mancala.controlCenter(n), name);
    if (p && last && p.x === last.x && p.y === last.y) return;
    last = p;
  }
}

async function tapHole(page, hole) {
  await nextFrames(page);  // where it is drawn now
  const p = await api(page, (i) => window.mancala.holeCenter(i), hole);
  if (!p) throw new Error(`hole ${hole} is not on screen`);
  const box = await page.locator('#canvas').boundingBox();
  await page.touchscreen.tap(box.x + p.x, box.y + p.y);
  await nextFrames(page);
}

// What on the page could take a visitor elsewhere: links to another page or a download, a
// record dialog open, the address changed.
async function waysOut(page, startAddress) {
  return api(page, (start) => {
    const out = [];
    for (const a of document.querySelectorAll('a[href], area[href]')) {
      const url = new URL(a.getAttribute('href'), window.location.href);
      if (url.origin !== window.location.origin || a.hasAttribute('download') || a.target) out.push(`link ${a.outerHTML.slice(0, 80)}`);
    }
    for (const f of document.querySelectorAll('form[action]')) out.push(`form ${f.getAttribute('action')}`);
    const dialog = document.getElementById('record-dialog');
    if (dialog && dialog.open) out.push('the record dialog is open');
    if (window.location.href !== start) out.push(`the address became ${window.location.href}`);
    return out;
  }, startAddress);
}

// The mean brightness (0-255) of the page's pixels in `clip` ({x, y, width, height}).
async function brightness(page, clip) {
  const { data: d } = pixels(await page.screenshot({ clip }));
  let sum = 0;
  for (let i = 0; i < d.length; i += 4) sum += (d[i] + d[i + 1] + d[i + 2]) / 3;
  return sum / (d.length / 4);
}

export default function registerKioskTests(test, ctx) {
  test('kiosk: the attract loop plays itself game after game, captions turning, nothing leads out', async () => {
    await withBrowser({ viewport: { width: 1280, height: 800 }, hasTouch: true }, async (context) => {
      const url = `${ctx.server.url}?kiosk=1&kioskpace=100&lang=fr`;
      const { page, errors } = await openGame(context, url);
      const start = await api(page, () => window.location.href);
      let k = await waitValue(page, () => { const k = window.mancala.kiosk(); return k && k.attractMoves >= 3 && k.captionShown && k; },
        undefined, { what: 'the attract game to play' });
      assert(k.mode === 'attract' && k.language === 'fr', `the kiosk starts as ${JSON.stringify(k)}`);
      assert((await movesPlayed(page)) > 0, 'the attract game shows no move');
      await screenshot(page, 'kiosk-attract-fr-1280x800.png');
      // The shortcuts that would show or load a record do nothing here.
      await page.locator('#canvas').focus();
      for (const key of ['g', 'Control+c', 'Control+v', 'Control+o', 'Control+s']) await page.keyboard.press(key);
      await nextFrames(page);
      const out = await waysOut(page, start);
      assert(out.length === 0, `ways out of the kiosk page: ${out.join('; ')}`);
      assert(await api(page, () => !window.localStorage.getItem('mancala')), 'the kiosk saved a game');
      // It goes on: move after move until the next game comes (each wait a hang guard on the next
      // move, however slow the machine), and the captions turn.
      for (;;) {
        k = await waitValue(page, (last) => {
          const k = window.mancala.kiosk();
          return (k.attractGames >= 2 || k.attractMoves > last) && k;
        }, k.attractMoves, { what: 'the attract game\'s next move' });
        if (k.attractGames >= 2) break;
      }
      k = await waitValue(page, () => { const k = window.mancala.kiosk(); return k.captionIndex >= 2 && k; },
        undefined, { what: 'the captions to turn' });
      assert(k.mode === 'attract' && k.resets === 0, `after a game the kiosk shows ${JSON.stringify(k)}`);
      assert((await waysOut(page, start)).length === 0, 'a way out appeared while the kiosk played');
      assert(errors.length === 0, `page errors: ${errors.join(' | ')}`);
    });
  });

  test('kiosk: a friend\'s, a game\'s or a position\'s link in the fragment opens nothing and writes nothing', async () => {
    await withBrowser({ viewport: { width: 1280, height: 800 }, hasTouch: true }, async (context) => {
      const { page, errors } = await openGame(context, `${ctx.server.url}?kiosk=1&kioskpace=100&lang=en`);
      // The attract game shown, with the game the kiosk says it plays, in the same script turn.
      const attract = (after) => waitValue(page, (last) => {
        const k = window.mancala.kiosk();
        return k.attractMoves > last && { k, variant: window.mancala.state().variant };
      }, after, { what: 'the attract game\'s next move' });
      let seen = await attract(0);
      const warri = encodeURIComponent('[Game "warri"]\n\n1. c\n');
      const friendLink = `f=kiosklink1&s=N&r=${warri}`;
      const position = 'p=' + encodeURIComponent('0,1,0,1,0,1,0,4,0,2,1,2:N:20,16');
      for (const fragment of [friendLink, position, `r=${warri}`]) {
        await page.evaluate((f) => { window.location.hash = '#' + f; }, fragment);
        await nextFrames(page);
        const kept = await api(page, () => ({ stored: Object.keys(window.localStorage), friend: window.mancala.friend().game }));
        assert(kept.stored.length === 0 && kept.friend === null, `#${fragment.slice(0, 12)}: the kiosk kept ${JSON.stringify(kept)}`);
        // The attract loop goes on with its own games.
        seen = await attract(seen.k.attractMoves);
        assert(seen.k.mode === 'attract' && seen.variant === seen.k.game,
          `#${fragment.slice(0, 12)}: the board shows ${seen.variant}, the kiosk ${JSON.stringify(seen.k)}`);
      }
      // The page API says so plainly.
      for (const [call, link] of [['openLink', friendLink], ['openPosition', position]]) {
        const r = await api(page, ([c, l]) => window.mancala[c](l), [call, link]);
        assert(!r.ok && r.error === 'The kiosk opens no links.', `${call}: ${JSON.stringify(r)}`);
      }
      assert(await api(page, () => window.localStorage.length === 0), 'the kiosk wrote to the storage');
      assert(errors.length === 0, `page errors: ${errors.join(' | ')}`);
    });
  });

  test('kiosk: a touch starts a game against the computer, a move is played, the idle time resets it', async () => {
    await withBrowser({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, hasTouch: true, isMobile: true }, async (context) => {
      const url = `${ctx.server.url}?kiosk=1&idle=30&lang=es`;
      const { page, errors } = await openGame(context, url);
      const start = await api(page, () => window.location.href);
      await waitUntil(page, () => window.mancala.controlCenter('kiosk-way-0') !== null, undefined, { what: 'the attract screen' });
      // The visitor reads in Italian, picks Warri, then plays.
      await tapControl(page, 'kiosk-language-3');
      await waitUntil(page, () => window.mancala.kiosk().language === 'it', undefined, { what: 'Italian' });
      // The Italian captions come as a file of their own, and their lines move the buttons below
      // them: the tap waits until they are in and the buttons stay where they are drawn.
      await waitUntil(page, () => window.mancala.kiosk().captionShown, undefined, { what: 'the Italian caption' });
      await settledControl(page, 'kiosk-game-2');
      await tapControl(page, 'kiosk-game-2');
      await waitUntil(page, () => window.mancala.kiosk().game === 'warri', undefined, { what: 'Warri on the attract screen' });
      await screenshot(page, 'kiosk-attract-it-390x844.png');
      await tapControl(page, 'kiosk-way-0');
      let k = await kiosk(page);
      assert(k.resets === 0, `the kiosk was reset while the visitor chose (idle=30): ${JSON.stringify(k)}`);
      assert(k.mode === 'visitor' && k.visitorGames === 1, `a tap on Play gives ${JSON.stringify(k)}`);
      let state = await api(page, () => window.mancala.state());
      assert(state.variant === 'warri', `the visitor plays ${state.variant}`);
      await waitUntil(page, () => !window.mancala.busy() && window.mancala.legalMoves().length > 0, undefined, { what: 'the visitor\'s turn' });
      const move = (await api(page, () => window.mancala.legalMoves()))[0];
      await tapHole(page, 'abcdefABCDEF'.indexOf(move));
      // The move is played and the computer answers it.
      await waitUntil(page, () => window.mancala.moves().split(/\s+/).filter((w) => /^[a-fA-F-]$/.test(w)).length >= 2,
        undefined, { what: 'the computer\'s answer' });
      assert((await movesPlayed(page)) >= 2, 'the visitor\'s move and the answer are not in the move list');
      await screenshot(page, 'kiosk-visitor-it-390x844.png');
      // The game's code for a phone, left on the screen by a visitor who walks away.
      await tapControl(page, 'kiosk-visitor-4');
      await waitUntil(page, () => document.getElementById('code-dialog').open, undefined, { what: 'the code' });
      // Left alone: the warning, then the attract screen in the kiosk's own language.
      k = await waitValue(page, () => { const k = window.mancala.kiosk(); return k.warning && k; }, undefined, { what: '"Still playing?"' });
      assert(k.mode === 'visitor', `the warning came over ${k.mode}`);
      await screenshot(page, 'kiosk-warning-it-390x844.png');
      // It is drawn, then its countdown as it goes: with nothing else moving, a frame comes after the
      // one that showed it while the warning is still up (the count it shows has changed).
      const drawnWhileWarning = async (what) => {
        const before = await api(page, () => window.mancala.framesRendered());
        await waitUntil(page, (n) => window.mancala.framesRendered() > n && window.mancala.kiosk().warning, before, { what });
      };
      await drawnWhileWarning('"Still playing?" drawn');
      await drawnWhileWarning('a frame for the countdown while "Still playing?" is up');
      k = await waitValue(page, () => { const k = window.mancala.kiosk(); return k.resets === 1 && k; }, undefined, { what: 'the reset' });
      assert(k.mode === 'attract' && k.language === 'es' && !k.warning, `after the reset: ${JSON.stringify(k)}`);
      assert(!(await page.evaluate(() => document.getElementById('code-dialog').open)), 'the last visitor\'s code is still up');
      state = await api(page, () => window.mancala.state());
      assert(state.variant === 'adji-kui-1', `after the reset the attract game is ${state.variant}`);
      assert((await waysOut(page, start)).length === 0, 'a way out of the kiosk page');
      assert(await api(page, () => window.localStorage.length === 0), 'the kiosk kept something of the visitor');
      assert(errors.length === 0, `page errors: ${errors.join(' | ')}`);
    });
  });

  test('kiosk: at 1920x1080 the visitor\'s game says whose turn with the strips (their names 32 px), and "Still playing?" takes the screen in large sharp text', async () => {
    await withBrowser({ viewport: { width: 1920, height: 1080 }, hasTouch: true }, async (context) => {
      const { page, errors } = await openGame(context, `${ctx.server.url}?kiosk=1&idle=30&lang=en`);
      await waitUntil(page, () => window.mancala.controlCenter('kiosk-way-0') !== null, undefined, { what: 'the attract screen' });
      await tapControl(page, 'kiosk-way-0');
      await waitUntil(page, () => !window.mancala.busy() && window.mancala.legalMoves().length > 0, undefined, { what: 'the visitor\'s turn' });
      await nextFrames(page);
      // The visitor's game as a game says it: the visitor's turn, no keys to press, every label
      // drawn at the size its font was built at (not scaled up, blurred).
      const words = await api(page, () => window.mancala.controlWords());
      const line = (name) => (words.split('\n').find((l) => l.startsWith(name + '\t')) || '').split('\t')[1] || '';
      assert(/Your turn/.test(line('kiosk-status')), `the visitor's status line says "${line('kiosk-status')}"`);
      assert(!/arrow keys|Enter/.test(words), `the kiosk tells of keys: ${words}`);
      const status = await api(page, () => window.mancala.controlText('kiosk-status'));
      assert(status && status.size >= 32 && !status.scaled, `the status line's text: ${JSON.stringify(status)}`);
      // The players' strips, You and the computer, their names 32 px and more, drawn sharp.
      assert(/^You/.test(line('strip-south')) && /^Computer/.test(line('strip-north')),
        `the strips say "${line('strip-south')}" and "${line('strip-north')}"`);
      for (const name of ['strip-south', 'strip-north']) {
        const t = await api(page, (n) => window.mancala.controlText(n), name);
        assert(t && t.size >= 32 && !t.scaled, `${name}'s name: ${JSON.stringify(t)}`);
      }
      for (const name of ['kiosk-visitor-0', 'kiosk-visitor-2']) {
        const t = await api(page, (n) => window.mancala.controlText(n), name);
        assert(t && !t.scaled, `${name}'s label is scaled up: ${JSON.stringify(t)}`);
      }
      // The first hole, at the board's left end: beside the warning's words, not under them.
      const hole = await api(page, () => window.mancala.holeCenter(0));
      const around = { x: hole.x - 60, y: hole.y - 40, width: 120, height: 80 };
      const lit = await brightness(page, around);
      await screenshot(page, 'kiosk-visitor-1920x1080.png');
      // Left alone: the warning over the whole screen, its words 32 px and more, drawn sharp.
      await waitValue(page, () => { const k = window.mancala.kiosk(); return k.warning && k; }, undefined, { what: '"Still playing?"' });
      await nextFrames(page);
      for (const name of ['kiosk-warning-title', 'kiosk-warning-count', 'kiosk-keep-playing']) {
        const t = await api(page, (n) => window.mancala.controlText(n), name);
        assert(t && t.size >= 32 && !t.scaled, `${name}: ${JSON.stringify(t)}`);
      }
      // The board dimmed behind it: the wood around a hole, away from the warning's words, darker.
      const dimmed = await brightness(page, around);
      assert(dimmed < lit * 0.5, `the board behind the warning: brightness ${dimmed.toFixed(0)}, ${lit.toFixed(0)} before`);
      await screenshot(page, 'kiosk-warning-1920x1080.png');
      // One large target: Keep playing keeps the game.
      await tapControl(page, 'kiosk-keep-playing');
      const k = await kiosk(page);
      assert(!k.warning && k.mode === 'visitor' && k.resets === 0, `after Keep playing: ${JSON.stringify(k)}`);
      assert(errors.length === 0, `page errors: ${errors.join(' | ')}`);
    });
  });
}
