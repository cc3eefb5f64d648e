// Runs the browser tests in order, each within a time cap, and prints "N passed, M failed".
//
// The cap is a hang guard, never a judgement of the machine's speed (the longest test takes a
// few minutes on a slow machine): MANCALA_TEST_CAP_S seconds (300 by default), or a test's own
// `cap`. A test still running at its cap fails with its name; every browser and engine is
// closed (the test's own `finally` may never come: a page.evaluate that never settles waits for
// ever), the shared page is opened again, and the next test runs. After CAPS_IN_A_ROW such tests
// in a row the run stops and says how many were not run: the machine or the page as a whole is
// wrong, and waiting out every cap would take the suite past its own.
import path from 'node:path';
import { WEB, existsSync, screenshot, closeAllBrowsers } from './lib.mjs';
import { Engine } from './engine.mjs';

export const CAP_S = Number(process.env.MANCALA_TEST_CAP_S) || 300;
export const CAPS_IN_A_ROW = 3;
const CAPPED = Symbol('capped');

// fn() raced against `seconds`: { value } or CAPPED; throws what fn throws. A rejection of fn
// after its cap is ignored.
async function withCap(seconds, fn) {
  let timer;
  const running = Promise.resolve().then(fn).then((value) => ({ value }));
  running.catch(() => {});
  try {
    return await Promise.race([running,
      new Promise((resolve) => { timer = setTimeout(() => resolve(CAPPED), seconds * 1000); })]);
  } finally {
    clearTimeout(timer);
  }
}

// What went wrong, or null: opening the shared page (a browser and the game) within the cap.
async function openPage(hooks) {
  try {
    return await withCap(CAP_S, hooks.openPage) === CAPPED ? `the page did not open within ${CAP_S} s` : null;
  } catch (e) {
    return String(e.stack || e);
  }
}

// tests: [{ name, fn, cap }]; hooks: start() once, openPage() (the shared page, again after a
// test past its cap), page() (for a failure's screenshot), stop().
export async function runTests(tests, hooks) {
  if (!existsSync(path.join(WEB, 'index.html')) || !existsSync(path.join(WEB, 'mancala.wasm'))) {
    console.error('build/web is missing: run ci/build web first');
    console.log('0 passed, 1 failed');
    process.exit(1);
  }
  let passed = 0, failed = 0, cappedInARow = 0;
  const failureScreenshot = () => withCap(15, () => screenshot(hooks.page(), `web-failure-${failed}.png`)).catch(() => {});
  await hooks.start();
  let why = await openPage(hooks);
  if (why) {
    failed++;
    console.log(`FAIL the page could not be opened: ${why}`);
  }
  for (const [i, t] of tests.entries()) {
    if (why) break;
    const t0 = Date.now();
    const cap = t.cap || CAP_S;
    let outcome;
    try {
      outcome = await withCap(cap, t.fn);
    } catch (e) {
      outcome = { error: e };
    }
    if (outcome !== CAPPED) {
      cappedInARow = 0;
      if ('value' in outcome) {
        passed++;
        console.log(`ok   ${t.name} (${((Date.now() - t0) / 1000).toFixed(1)} s)`);
      } else {
        failed++;
        console.log(`FAIL ${t.name}\n     ${String(outcome.error?.stack || outcome.error).split('\n').join('\n     ')}`);
        await failureScreenshot();
      }
      continue;
    }
    failed++;
    cappedInARow++;
    console.log(`FAIL ${t.name}\n     still running at its cap of ${cap} s (a hang guard, not a speed limit): ` +
      'stopped, its browsers and engines closed');
    await failureScreenshot();
    Engine.killAll();
    await closeAllBrowsers();
    if (cappedInARow >= CAPS_IN_A_ROW) {
      failed++;
      console.log(`FAIL stopped: ${CAPS_IN_A_ROW} tests in a row ran past their cap; ${tests.length - i - 1} tests not run`);
      break;
    }
    why = await openPage(hooks);
    if (why) {
      failed++;
      console.log(`FAIL stopped: the page could not be opened again after a test ran past its cap: ${why}`);
    }
  }
  Engine.killAll();
  await closeAllBrowsers();
  await hooks.stop();
  console.log(`${passed} passed, ${failed} failed`);
  process.exit(failed ? 1 : 0);
}
