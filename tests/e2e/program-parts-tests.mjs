// End-to-end tests of the program in two parts (ci/web-tools/finish-web.mjs, web/loader/second-part.js):
// the first frames need only mancala.wasm; mancala.deferred.wasm comes after the first frame,
// with the program at once for a kiosk or a shared link, and on demand when one of its functions
// is needed before it has come; and the split reads the functions' names as binaryen does.
// Registered into run-tests.mjs.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { WASM_FEATURES, binaryenName, functionNames, keptFunctions } from '../../ci/web-tools/wasm-names.mjs';
import { ROOT, launch, openGame, openPuzzle, waitUntil, assert } from './lib.mjs';

const deferredOf = (page) => page.evaluate(() => window.mancalaLoader.deferred);
const PHONE = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, deviceScaleFactor: 3 };

export default function registerProgramPartsTests(test, ctx) {
  const split = () => existsSync(path.join(ctx.web, 'mancala.deferred.wasm'));

  // The split names the functions to keep as ci/web-tools/wasm-names.mjs reads them, and
  // wasm-split finds them by binaryen's names: the two must agree on every function, or a
  // function of the list goes to the second part all the same.
  test('the split reads each function of the program by the name binaryen gives it', async () => {
    const named = path.join(ROOT, 'build/web-cmake/mancala.named.wasm');
    assert(existsSync(named), 'build/web-cmake/mancala.named.wasm is missing: ci/build web writes it');
    const ours = functionNames(readFileSync(named)).map(binaryenName);
    const map = execFileSync('wasm-opt', [...WASM_FEATURES, '--print-function-map', named, '-o', '/dev/null'],
      { maxBuffer: 64 << 20 }).toString().trim().split('\n');
    const theirs = map.slice(map.length - ours.length).map((line) => line.slice(line.indexOf(':') + 1));
    assert(ours.length > 1000 && theirs.length === ours.length, `${ours.length} functions read, binaryen lists ${map.length} with the imports`);
    const differ = ours.map((name, i) => [name, theirs[i]]).filter(([a, b]) => a !== b);
    assert(differ.length === 0, `${differ.length} functions named otherwise than binaryen names them, ` +
      `the first: ${differ.slice(0, 3).map(([a, b]) => `${a} (binaryen: ${b})`).join(', ')}`);
  });

  // A change anywhere in the program moves the numbers the linker gives functions of the same name
  // and the places of those wasm-opt made without one: the list still keeps them.
  test('the list of the first frames keeps its functions when their linker numbers move', async () => {
    const program = ['main', 'R.5001', 'sort(int) (.4901)', 'sort(int) (.4990)', 'step.2', 'later()', '3377'];
    const list = ['main', 'R.4982', 'sort(int) (.4766)', 'gone()'];
    const kept = keptFunctions(program, list);
    const wants = ['main', 'R.5001', 'sort(int) (.4901)', 'sort(int) (.4990)', '3377'];
    assert(JSON.stringify(kept) === JSON.stringify(wants), `kept ${JSON.stringify(kept)}, wanted ${JSON.stringify(wants)}`);
  });

  // When this fails with "on demand: <n>", a function that the start runs is missing from
  // ci/web-tools/first-frame-functions.txt: write it again (tools/first_frame_functions.mjs).
  for (const [query, options] of [['', {}], ['?game=warri&lang=fr', PHONE], ['?game=adji-kui-2&lang=it&south=computer', {}]]) {
    test(`the first frames need only mancala.wasm, the second part comes after them (${query || 'no query'})`, async () => {
      assert(split(), 'build/web has no mancala.deferred.wasm: ci/build web splits the program');
      const b = await launch(options);
      try {
        const { page, errors } = await openGame(b.context, ctx.server.url + query);
        // `ready` waits for the second part: it is in.
        const part = await deferredOf(page);
        assert(part.state === 'installed', `the second part is ${part.state} once the game is ready`);
        assert(part.how === 'after the first frame', `the second part came ${part.how}`);
        assert(part.framesBefore >= 1, `${part.framesBefore} frames were drawn before the second part came`);
        // The page's own requests (the service worker's, for its cache, are not among them).
        const { asked, firstFrame } = await page.evaluate(() => ({
          asked: performance.getEntriesByType('resource').filter((e) => /mancala\.deferred\.wasm/.test(e.name))
            .map((e) => e.startTime),
          firstFrame: performance.getEntriesByName('mancala:first-frame')[0].startTime,
        }));
        assert(asked.length === 1, `mancala.deferred.wasm was asked for ${asked.length} times`);
        assert(asked[0] >= firstFrame, 'mancala.deferred.wasm was asked for before the first frame');
        // A screen of the second part works, from the start screen.
        if (!query) await openPuzzle(page);
        assert(errors.length === 0, `console errors: ${errors.join(' | ')}`);
      } finally {
        await b.close();
      }
    });
  }

  test('a kiosk and a shared link get the second part with the program', async () => {
    assert(split(), 'build/web has no mancala.deferred.wasm');
    for (const address of ['?kiosk=1', '?game=warri#r=' + encodeURIComponent('1. a')]) {
      const b = await launch();
      try {
        const { page, errors } = await openGame(b.context, ctx.server.url + address);
        const part = await deferredOf(page);
        assert(part.state === 'installed' && part.how === 'with the program' && part.framesBefore === 0,
          `${address}: the second part ${JSON.stringify(part)}`);
        assert(errors.length === 0, `${address}: console errors: ${errors.join(' | ')}`);
      } finally {
        await b.close();
      }
    }
  });

  test('a function of the second part needed before it came: fetched at once, the game goes on', async () => {
    assert(split(), 'build/web has no mancala.deferred.wasm');
    const b = await launch();
    try {
      // The fetch after the first frame is held until the puzzles are open; the placeholder's own
      // request (an XHR) goes through.
      let release;
      const held = new Promise((resolve) => { release = resolve; });
      await b.context.route(/mancala\.deferred\.wasm/, async (route) => {
        if (route.request().resourceType() !== 'fetch') return route.continue();
        await held;
        return route.abort();
      });
      const page = b.context.pages()[0] || (await b.context.newPage());
      await page.goto(ctx.server.url);
      await waitUntil(page, () => window.mancala && window.mancala.framesRendered() > 0, undefined, { what: 'the first frame' });
      assert((await deferredOf(page)).state === 'fetching', 'the second part came despite its fetch being held');
      await openPuzzle(page);
      release();
      const part = await deferredOf(page);
      assert(part.state === 'installed' && /^on demand: \d+$/.test(part.how), `the second part ${JSON.stringify(part)}`);
      assert(await page.evaluate(() => window.mancala.ready.then(() => true)), 'ready did not resolve');
    } finally {
      await b.close();
    }
  });
}
