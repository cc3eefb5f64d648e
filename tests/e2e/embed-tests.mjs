// End-to-end tests of embedding: the embed page and the game exchange messages both ways, a page
// of another origin is neither obeyed nor told anything, and the game in a small and a large
// frame (screenshots in build/screenshots/). The test names keep their "a11y:" prefix.
// Registered into run-tests.mjs; each test opens its own browser profile.
import path from 'node:path';
import { SCREENSHOTS, HANG_GUARD_MS, startServer, waitUntil, screenshot, rng, assert, withBrowser } from './lib.mjs';

export default function register(test, ctx) {
  const url = (q = '') => ctx.server.url + q;

  test('a11y: the embed page and the game exchange messages, both ways', async () => {
    // The game on one origin, the museum page on another (two loopback ports).
    const gameServer = await startServer(ctx.web);
    try {
      await withBrowser({ viewport: { width: 1280, height: 900 } }, async (context) => {
        const page = context.pages()[0] || (await context.newPage());
        const errors = [];
        page.on('pageerror', (e) => errors.push(String(e)));
        await page.goto(url('embed.html?src=' + encodeURIComponent(gameServer.url + 'index.html')));
        await waitUntil(page, () => window.embedLog.some((m) => m.type === 'mancala:ready'), undefined,
          { what: 'the game to say it is ready' });
        const frame = page.frames().find((f) => f.url().startsWith(gameServer.url));
        assert(frame, 'no game frame');
        const settings = await frame.evaluate(() => window.mancala.settings());
        assert(settings.embedded && settings.sound === false, `embedded settings: ${JSON.stringify(settings)}`);
        await frame.evaluate(() => window.mancala.setSpeed('instant'));
        // A move in the game: the page hears it, with the state.
        assert((await frame.evaluate(() => window.mancala.play('c'))).ok, 'c');
        await waitUntil(page, () => window.embedLog.filter((m) => m.type === 'mancala:move').length >= 2, undefined,
          { what: 'the move and the computer\'s reply' });
        const first = await page.evaluate(() => window.embedLog.find((m) => m.type === 'mancala:move'));
        assert(first.move === 'c' && first.player === 'S' && first.state.variant === 'warri' && Array.isArray(first.state.board),
          `move message: ${JSON.stringify(first)}`);
        // The page's command: a new game of Adji Kui I.
        await page.click('#new-adji');
        await waitUntil(page, () => window.embedLog.some((m) => m.type === 'mancala:newgame' && m.state.variant === 'adji-kui-1'),
          undefined, { what: 'the new game' });
        assert((await frame.evaluate(() => window.mancala.state())).variant === 'adji-kui-1', 'the game did not change');
        // With a level; a bad level is answered with an error and changes nothing.
        await page.evaluate(() => window.embedCommand({ type: 'mancala:newgame', variant: 'warri', north: 'computer', level: 'hard' }));
        await waitUntil(page, () => window.embedLog.some((m) => m.type === 'mancala:newgame' && m.state.variant === 'warri'),
          undefined, { what: 'the new game with a level' });
        assert((await frame.evaluate(() => window.mancala.settings())).level === 'hard', 'the level was not taken');
        await page.evaluate(() => window.embedCommand({ type: 'mancala:newgame', variant: 'adji-kui-2', level: 'godlike' }));
        await waitUntil(page, () => window.embedLog.some((m) => m.type === 'mancala:error'), undefined, { what: 'an error answer' });
        assert((await frame.evaluate(() => window.mancala.state())).variant === 'warri', 'a bad command changed the game');
        // The end of a game: the page hears the result.
        await frame.evaluate(() => window.mancala.newGame({ variant: 'warri' }));
        await frame.evaluate(() => window.mancala.setSpeed('instant'));
        const random = rng(5);
        for (let i = 0; i < 600; i++) {
          const s = await frame.evaluate(() => window.mancala.state());
          if (s.over) break;
          const legal = await frame.evaluate(() => window.mancala.legalMoves());
          await frame.evaluate((m) => window.mancala.play(m), legal[Math.floor(random() * legal.length)]);
          await frame.waitForFunction(() => !window.mancala.busy(), undefined, { polling: 20 });
        }
        await waitUntil(page, () => window.embedLog.some((m) => m.type === 'mancala:gameover'), undefined, { what: 'game over' });
        const over = await page.evaluate(() => window.embedLog.find((m) => m.type === 'mancala:gameover'));
        assert(['S', 'N', 'draw'].includes(over.result) && over.reason && over.state.over && /Game over/.test(over.text),
          `gameover message: ${JSON.stringify(over)}`);
        assert((await page.textContent('#result')).includes('Game over'), 'the page did not show the result');
        assert(await frame.evaluate(() => window.mancalaShell.soundsPlayed) === 0, 'sounds played in a frame by default');
        assert(errors.length === 0, `page errors: ${errors.join(' | ')}`);
      });
    } finally {
      await gameServer.close();
    }
  });

  test('a11y: a page of another origin is neither obeyed nor told anything', async () => {
    const gameServer = await startServer(ctx.web);
    try {
      await withBrowser({}, async (context) => {
        const page = context.pages()[0] || (await context.newPage());
        // This page (origin A) embeds the game (origin B), which was told to trust another origin.
        await page.goto(url('embed.html?src=' + encodeURIComponent(gameServer.url + 'index.html')));
        await page.evaluate((src) => {
          document.body.innerHTML = '';
          window.received = [];
          // Only what the intruded frame says counts: the embed page's own frame, removed
          // above, may still have a message on its way to this (its rightful) parent.
          window.addEventListener('message', (e) => {
            const intruded = document.getElementById('intruded');
            if (intruded && e.source === intruded.contentWindow) window.received.push(e.data);
          });
          const f = document.createElement('iframe');
          f.id = 'intruded';
          f.width = 600;
          f.height = 400;
          f.src = src + 'index.html?game=warri&parentOrigin=' + encodeURIComponent('https://museum.example');
          document.body.appendChild(f);
        }, gameServer.url);
        // The frame appears once its navigation starts (the wait is a hang guard).
        let frame = null;
        for (const t0 = Date.now(); !frame && Date.now() - t0 < HANG_GUARD_MS;) {
          frame = page.frames().find((f) => f.url().includes('museum.example'));
          if (!frame) await page.waitForTimeout(100);
        }
        assert(frame, 'no frame');
        await frame.waitForFunction(() => window.mancala && window.mancala.ready, undefined, { polling: 50 });
        await frame.evaluate(() => window.mancala.ready.then(() => true));
        await page.evaluate(() => document.getElementById('intruded').contentWindow.postMessage(
          { type: 'mancala:newgame', variant: 'adji-kui-2' }, '*'));
        await frame.waitForFunction(() => window.mancalaShell.ignoredMessages === 1, undefined, { polling: 20 });
        assert((await frame.evaluate(() => window.mancala.state())).variant === 'warri', 'obeyed a foreign page');
        assert((await frame.evaluate(() => window.mancala.play('c'))).ok, 'c');
        await frame.waitForFunction(() => !window.mancala.busy() && window.mancala.moves().trim() === '1. c', undefined, { polling: 20 });
        // Whatever the game sent about its move went before this marker, posted by the test
        // from the frame once the move has been shown: messages from one window to another
        // arrive in order, so once the marker is here nothing else can still be on its way.
        await frame.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
        await frame.evaluate(() => window.parent.postMessage({ type: 'test:marker' }, '*'));
        await waitUntil(page, () => window.received.some((m) => m && m.type === 'test:marker'), undefined,
          { what: 'the test\'s own marker message from the frame' });
        const received = await page.evaluate(() => window.received.filter((m) => !(m && m.type === 'test:marker')));
        assert(received.length === 0, `a foreign page was told: ${JSON.stringify(received)}`);
      });
    } finally {
      await gameServer.close();
    }
  });

  for (const [size, viewport] of [['small', { width: 700, height: 560 }], ['large', { width: 1400, height: 900 }]]) {
    test(`a11y: the game in a ${size} frame (screenshot)`, async () => {
      await withBrowser({ viewport }, async (context) => {
        const page = context.pages()[0] || (await context.newPage());
        await page.goto(url(`embed.html?size=${size}`));
        await waitUntil(page, () => window.embedLog.some((m) => m.type === 'mancala:ready'), undefined,
          { what: 'the game' });
        const frame = page.frames().find((f) => f !== page.mainFrame());
        await frame.waitForFunction(() => window.mancala.holeCenter(0) && window.mancala.holeCenter(11), undefined, { polling: 50 });
        const box = await page.locator('#game').boundingBox();
        const expected = size === 'small' ? [360, 300] : [1100, 640];
        assert(Math.abs(box.width - expected[0]) < 3 && Math.abs(box.height - expected[1]) < 3, `frame ${box.width}x${box.height}`);
        // Every hole is inside the frame, and the holes are big enough to hit.
        for (const i of [0, 5, 6, 11]) {
          const p = await frame.evaluate((h) => window.mancala.holeCenter(h), i);
          assert(p.x > 0 && p.y > 0 && p.x < box.width && p.y < box.height, `hole ${i} at ${JSON.stringify(p)} is outside`);
        }
        const a = await frame.evaluate(() => window.mancala.holeCenter(0));
        const b = await frame.evaluate(() => window.mancala.holeCenter(1));
        assert(b.x - a.x >= 36, `holes ${b.x - a.x}px apart: too small to touch`);
        await frame.evaluate(() => window.mancala.play('c'));
        await frame.waitForFunction(() => !window.mancala.busy() && window.mancala.moves().trim().split(' ').length >= 3,
          undefined, { polling: 50 });
        await screenshot(page, `embed-${size}.png`);
        await page.locator('#game').screenshot({ path: path.join(SCREENSHOTS, `embed-${size}-frame.png`) });
      });
    });
  }
}
