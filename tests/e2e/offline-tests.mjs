// End-to-end tests of the service worker (web/sw.js): after one visit the game starts and plays
// to the end with the server gone, another language and the rules in it come from the cache;
// the same in a frame on another origin of the museum's site, whose server stays up; in a
// frame on another site (where the browser may refuse a service worker), the game still plays;
// offline, the program's second part is there even when needed at once; and a new build on the
// server replaces the kept one on the next visit, with none of the old build's files. Each test
// serves its own copy of build/web (which it may change), in a browser profile of its own.
// Registered into run-tests.mjs.
import { existsSync } from 'node:fs';
import { cp, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startServer, withBrowser, openGame, openPuzzle, waitUntil, api, clickControl, HANG_GUARD_MS } from './lib.mjs';
import { assert } from './lib.mjs';
import { restampBuild } from '../../ci/web-tools/build-name.mjs';

// A copy of build/web in a folder of its own (`dir`, which the test may change), served by
// `server` (which the test may stop: closing twice is harmless), and a browser with a profile
// of its own (`context`); all three are gone after `fn`.
async function servedSite(web, fn) {
  const dir = await mkdtemp(path.join(tmpdir(), 'mancala-site-'));
  try {
    await cp(web, dir, { recursive: true });
    const server = await startServer(dir);
    try {
      return await withBrowser({}, (context) => fn({ dir, server, context }));
    } finally {
      await server.close();
    }
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

// The build's name, as the page was given it (web/loader/screen.js).
const buildOf = (page) => page.evaluate(() => document.documentElement.dataset.build);
// Once the service worker is in charge and its cache is full.
const kept = (page) => page.evaluate(() => navigator.serviceWorker.ready.then((r) => !!r.active));

// Once the service worker of the build on the server is installed, its cache whole, and waiting
// for the pages of the old build to go (asked to look for it first).
export async function newWorkerInstalled(page) {
  await page.evaluate(() => navigator.serviceWorker.getRegistration().then((r) => r.update()).catch(() => {}));
  for (const deadline = Date.now() + HANG_GUARD_MS; ;) {
    if (await page.evaluate(() => navigator.serviceWorker.getRegistration().then((r) => !!(r && r.waiting)))) return;
    assert(Date.now() < deadline, `the new build's service worker was not installed in ${HANG_GUARD_MS / 1000} s (a hang guard)`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

// The browser says that the server cannot be reached (it is gone on purpose); nothing else.
function assertNoOtherErrors(errors) {
  const others = errors.filter((e) => !/net::ERR_(CONNECTION_REFUSED|CONNECTION_RESET|CONNECTION_CLOSED|INTERNET_DISCONNECTED|FAILED)/.test(e));
  assert(others.length === 0, `console errors: ${others.join(' | ')}`);
}

async function playToTheEnd(page) {
  await api(page, () => {
    window.mancala.setLevel('beginner');
    const r = window.mancala.newGame({ variant: 'warri', south: 'computer', north: 'computer' });
    if (!r.ok) throw new Error(r.error);
    window.mancala.setSpeed('instant');
  });
  await waitUntil(page, () => window.mancala.state().over, undefined,
    { timeout: 4 * HANG_GUARD_MS, what: 'the computer against itself to finish the game' });
}

export default function registerOfflineTests(test, ctx) {
  test('the page works offline after one visit: it starts, the computer thinks, the game ends', async () => {
    await servedSite(ctx.web, async ({ server, context }) => {
      const { page, errors } = await openGame(context, `${server.url}?game=warri`);
      assert(await kept(page), 'no service worker took charge');
      await server.close();
      await page.reload();
      await page.evaluate(() => window.mancala.ready.then(() => true));
      assert(await api(page, () => window.mancala.screen()) === 'play', 'the page did not start offline');
      await playToTheEnd(page);
      // Another language and its rules, never fetched by the page before: the cache has them.
      assert(await api(page, () => window.mancala.setLanguage('it')), 'setLanguage(it) refused');
      await waitUntil(page, () => window.mancala.settings().language === 'it' || window.mancala.settings().languageFailed,
        undefined, { what: 'Italian offline' });
      assert((await api(page, () => window.mancala.settings())).language === 'it', 'Italian could not be had offline');
      await clickControl(page, 'rules');
      await waitUntil(page, () => window.mancala.controlCenter('rules-part') !== null &&
        window.mancala.controlCenter('rules-loading') === null, undefined, { what: 'the rules offline' });
      assert(await api(page, () => window.mancala.controlCenter('rules-retry')) === null, 'the rules could not be had offline');
      assertNoOtherErrors(errors);
    });
  });

  // A museum's page with the game in a frame, served from a folder of its own; the game's server
  // is `game`. `site`: 'same' for the game on another origin of the museum's site (its port
  // here, a sub-domain such as games.museum.org out there), 'other' for another site
  // (localhost for 127.0.0.1).
  async function museumPage(context, game, site, fn) {
    const hostDir = await mkdtemp(path.join(tmpdir(), 'mancala-host-'));
    const host = await startServer(hostDir);
    try {
      const gameUrl = (site === 'same' ? game.url : game.url.replace('127.0.0.1', 'localhost')) + '?game=warri&lang=fr';
      await writeFile(path.join(hostDir, 'index.html'), '<!doctype html><meta charset="utf-8"><title>Museum</title>' +
        `<link rel="icon" href="data:,"><iframe src="${gameUrl}" title="Warri" width="720" height="480"></iframe>`);
      const page = context.pages()[0] || (await context.newPage());
      const errors = [];
      page.on('console', (msg) => {
        if (msg.type() === 'error') errors.push(msg.text());
      });
      page.on('pageerror', (err) => errors.push(String(err)));
      // The game's frame, once the game in it has started.
      const gameFrame = async () => {
        await waitUntil(page, () => !!document.querySelector('iframe'), undefined, { what: 'the frame' });
        const frame = page.frames().find((f) => f !== page.mainFrame());
        await waitUntil(frame, () => !!(window.mancala && window.mancala.ready), undefined, { what: 'the game in its frame' });
        await frame.evaluate(() => window.mancala.ready.then(() => true));
        return frame;
      };
      await page.goto(host.url);
      return await fn({ page, errors, gameFrame });
    } finally {
      await host.close();
      await rm(hostDir, { recursive: true, force: true });
    }
  }

  test('in a frame on another origin of the same site (the game on a museum\'s sub-domain), the game works offline after one visit', async () => {
    await servedSite(ctx.web, async ({ server: game, context }) => {
      await museumPage(context, game, 'same', async ({ page, errors, gameFrame }) => {
        assert(await kept(await gameFrame()), 'no service worker took charge in the frame');
        await game.close();  // the museum's server stays up
        await page.reload();
        const frame = await gameFrame();
        assert(await api(frame, () => window.mancala.screen()) === 'play', 'the game did not start offline in its frame');
        assert((await api(frame, () => window.mancala.settings())).language === 'fr', 'the frame lost its language offline');
        await playToTheEnd(frame);
        assertNoOtherErrors(errors);
      });
    });
  });

  test('in a frame on another site, whose browser may refuse it a service worker and storage, the game starts and plays to the end', async () => {
    await servedSite(ctx.web, async ({ server: game, context }) => {
      await museumPage(context, game, 'other', async ({ errors, gameFrame }) => {
        const frame = await gameFrame();
        assert(await api(frame, () => window.mancala.screen()) === 'play', 'the game did not start in its frame');
        await playToTheEnd(frame);
        assert(await frame.locator('#error').isHidden(), `the game says: ${await frame.locator('#error').textContent()}`);
        assert(errors.length === 0, `console errors: ${errors.join(' | ')}`);
      });
    });
  });

  test('offline, the second part of the program needed at once (puzzles opened quickly on a slow device): the game goes on', async () => {
    await servedSite(ctx.web, async ({ dir, server, context }) => {
      assert(existsSync(path.join(dir, 'mancala.deferred.wasm')), 'build/web has no mancala.deferred.wasm');
      const { page, errors } = await openGame(context, server.url);
      assert(await kept(page), 'no service worker took charge');
      await server.close();
      // A slow device: the second part comes three seconds after it was asked for.
      await context.addInitScript(() => {
        const fetchNow = window.fetch;
        window.fetch = function (input, init) {
          const answer = fetchNow.call(this, input, init);
          if (!/mancala\.deferred\.wasm/.test(String((input && input.url) || input))) return answer;
          return answer.then((r) => new Promise((resolve) => setTimeout(() => resolve(r), 3000)));
        };
      });
      await page.reload();
      await waitUntil(page, () => window.mancala && window.mancala.framesRendered() > 0, undefined, { what: 'the first frame offline' });
      await openPuzzle(page);
      const message = await api(page, () => window.mancala.message());
      assert(!/could not be downloaded/.test(message), `the game says: ${message}`);
      assert(await page.locator('#error').isHidden(), `the page says: ${await page.locator('#error').textContent()}`);
      assertNoOtherErrors(errors);
    });
  });

  test('the cached build is replaced by a new one on the next visit, with none of its files', async () => {
    await servedSite(ctx.web, async ({ dir, server, context }) => {
      const { page } = await openGame(context, server.url);
      const old = await buildOf(page);
      assert(/^[0-9a-f]{12}$/.test(old || ''), `the page has no build name: ${old}`);
      assert(await kept(page), 'no service worker took charge');

      // A new build: the same files under another name.
      const next = old.split('').reverse().join('');
      restampBuild(dir, old, next);
      await page.reload();
      await page.evaluate(() => window.mancala.ready.then(() => true));
      assert(await buildOf(page) === next, `the next visit still runs build ${await buildOf(page)}, not ${next}`);
      // The Web Worker's files too: the computer plays one move.
      await api(page, () => {
        const r = window.mancala.newGame({ variant: 'warri', south: 'computer', north: 'person' });
        if (!r.ok) throw new Error(r.error);
      });
      await waitUntil(page, () => window.mancala.moves().trim() !== '', undefined, { what: "the computer's move" });
      const files = await page.evaluate(() => performance.getEntriesByType('resource').map((e) => e.name));
      const versions = new Set(files.map((u) => new URL(u).searchParams.get('v')).filter(Boolean));
      assert(versions.size === 1 && versions.has(next), `the page mixed builds: ${[...versions].join(', ')}`);

      // Offline, the new build is the one kept, once its worker has it all (it waits while a
      // page of the old build is open).
      await newWorkerInstalled(page);
      await server.close();
      await page.reload();
      await page.evaluate(() => window.mancala.ready.then(() => true));
      assert(await buildOf(page) === next, `offline, the page runs build ${await buildOf(page)}, not ${next}`);
    });
  });
}
