// Writes ci/web-tools/first-frame-functions.txt: the functions of the page's program that the
// game runs up to its first frames and through a first move, in the starts a visitor makes
// most. ci/build keeps them in mancala.wasm and moves every other function to
// mancala.deferred.wasm, which the page loads after the first frame (docs/PERFORMANCE.md).
//
//   ci/build web && node tools/first_frame_functions.mjs && ci/build web
//
// Run it again when the browser test "the first frames need only mancala.wasm" fails: a function
// that the start now runs is missing from the list (renamed, or new). How: the whole program as
// ci/build optimised it, with its names (build/web-cmake/mancala.named.wasm), instrumented by
// wasm-split --instrument (each function notes when it first runs), is served in place of the
// split one; each start below runs in headless Chromium, then the page writes the profile into
// the program's memory (__write_profile) and this reads it back.
import { execFileSync } from 'node:child_process';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { WASM_FEATURES, functionNames } from '../ci/web-tools/wasm-names.mjs';
import { ROOT, siteForWholeProgram, startServer, launchBrowser, nextFrames, waitUntil, clickHole } from '../tests/e2e/lib.mjs';

const NAMED = path.join(ROOT, 'build/web-cmake/mancala.named.wasm');
const OUT = path.join(ROOT, 'ci/web-tools/first-frame-functions.txt');
const names = functionNames(readFileSync(NAMED));

// The site, with the instrumented program and without the second part.
const site = siteForWholeProgram('mancala-profile-');
execFileSync('wasm-split', ['--instrument', ...WASM_FEATURES, NAMED,
  '-o', path.join(site, 'mancala.wasm')], { stdio: 'inherit' });

const PHONE = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, deviceScaleFactor: 3 };
const WIDE = { viewport: { width: 1280, height: 800 } };
// Each start: its address, its window, and what a visitor does first (after the first frames).
const STARTS = [
  { query: '', context: WIDE },
  { query: '?game=warri', context: WIDE, play: true },
  { query: '?lang=fr', context: PHONE },
  { query: '?lang=fr&game=adji-kui-1', context: PHONE, play: true },
  { query: '?lang=es&game=adji-kui-2', context: { viewport: { width: 360, height: 300 } }, play: true },
  { query: '?lang=it&game=warri&south=computer&north=person', context: WIDE, play: true },
  { query: '?game=adji-kui-1&theme=contrast&motion=reduce', context: WIDE, play: true },
  { query: '?game=warri', context: WIDE, play: true, reload: true },  // a saved game resumed
];

const server = await startServer(site);
const browser = await launchBrowser();
const ran = new Set();
try {
  for (const start of STARTS) {
    const context = await browser.newContext(start.context);
    const page = await context.newPage();
    const open = async () => {
      await page.goto(server.url + start.query);
      await page.evaluate(() => window.mancala.ready.then(() => true));
      await waitUntil(page, () => window.mancala.framesRendered() > 0, undefined, { what: 'the first frame' });
      await nextFrames(page);
    };
    await open();
    // What the browser may send at any moment of the start: a resize (a phone's bars settling),
    // the pointer passing over the board, a key, the window losing and getting back the focus.
    const { width, height } = start.context.viewport;
    await page.setViewportSize({ width: width + 1, height: height + 1 });
    await nextFrames(page);
    await page.setViewportSize({ width, height });
    await page.mouse.move(width / 2, height / 2);
    await page.mouse.move(width / 3, height / 2);
    await page.keyboard.press('ArrowRight');
    await page.evaluate(() => {
      window.dispatchEvent(new Event('blur'));
      window.dispatchEvent(new Event('focus'));
    });
    await nextFrames(page);
    if (start.play) {
      await waitUntil(page, () => !window.mancala.busy() && window.mancala.legalMoves().length > 0, undefined,
        { what: 'a move to play' });
      const moves = await page.evaluate(() => window.mancala.legalMoves());
      await clickHole(page, moves[0]);
      await waitUntil(page, () => window.mancala.moves().length > 0 && !window.mancala.busy(), undefined,
        { what: 'the move played and shown' });
      await nextFrames(page);
    }
    if (start.reload) await open();
    // The page API's questions, which a page or a benchmark may ask before the second part is in
    // (those that await mancala.ready wait for it).
    await page.evaluate(() => {
      const m = window.mancala;
      for (const q of ['screen', 'state', 'settings', 'framesRendered', 'resting', 'busy', 'moves',
        'legalMoves', 'message', 'announcement', 'kiosk', 'frameStats', 'frameWorkMs', 'memory']) m[q]();
    });
    const called = await page.evaluate((count) => {
      const M = window.Module;
      const size = 8 + 4 * count;
      const at = M._malloc(size);
      M.asm.__write_profile(at, size);
      const view = new DataView(M.HEAPU8.buffer, at + 8, 4 * count);
      const out = [];
      for (let i = 0; i < count; i++) if (view.getUint32(4 * i, true) !== 0) out.push(i);
      M._free(at);
      return out;
    }, names.length);
    const before = ran.size;
    for (const i of called) ran.add(names[i]);
    console.log(`${start.query || '(no query)'}${start.play ? ', a move' : ''}${start.reload ? ', reloaded' : ''}: ` +
      `${called.length} functions run, ${ran.size - before} new`);
    await context.close();
  }
} finally {
  await browser.close();
  await server.close();
  rmSync(site, { recursive: true, force: true });
}

const header = [
  '# The functions that mancala.wasm keeps: those the game runs up to its first frames and',
  '# through a first move (tools/first_frame_functions.mjs writes this file; ci/build reads it).',
  '# The others go to mancala.deferred.wasm, loaded after the first frame.',
];
writeFileSync(OUT, [...header, ...[...ran].sort()].join('\n') + '\n');
console.log(`${ran.size} of ${names.length} functions kept: ${path.relative(ROOT, OUT)}`);
