// Shared helpers for the end-to-end tests: headless Chromium (flags from TOOLCHAIN.md), the page
// API, and pixel checks; the static server for build/web is server.mjs's, handed on from here.
import { mkdtemp, rm, mkdir, writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { PNG } from 'pngjs';
import { ROOT } from './server.mjs';

export { ROOT, WEB, siteForWholeProgram, startServer } from './server.mjs';
export const SCREENSHOTS = path.join(ROOT, 'build/screenshots');

export const CHROMIUM = process.env.CHROMIUM || '/usr/bin/chromium';
const FLAGS = [
  '--no-sandbox', '--disable-quic', '--no-first-run', '--disable-background-networking',
  '--disable-component-update', '--disable-sync', '--enable-unsafe-swiftshader',
  '--use-angle=swiftshader', '--ignore-gpu-blocklist',
];

// Deadlines in these tests are hang guards only, never a judgement of the machine's speed: a
// test asserts what the page does, and a deadline only stops a test that would otherwise wait
// for ever. They are generous so that a slow or loaded machine (software WebGL on two shared
// cores) passes whenever the behaviour is right.
export const HANG_GUARD_MS = 60000;

// Every browser open, with how to close it: runner.mjs closes them all when a test runs past its
// time cap (the test's own `finally` may never come). A browser whose launch ends after such a
// closing is closed at once: its test is over.
const openBrowsers = new Set();
let closings = 0;
export async function closeAllBrowsers() {
  closings++;
  const guard = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
  await Promise.all([...openBrowsers].map((close) => Promise.race([close().catch(() => {}), guard(15000)])));
  openBrowsers.clear();
}
export const browsersOpen = () => openBrowsers.size;
// Keeps `close` in openBrowsers, or calls it and throws if all were closed since `before`.
async function keepOpen(close, before) {
  if (closings === before) {
    openBrowsers.add(close);
    return;
  }
  await close().catch(() => {});
  throw new Error('the browser was closed as it opened: its test ran past its cap');
}

// A browser without a profile of its own, for contexts made by browser.newContext() (each as
// empty as a new profile): several cold loads in a browser that keeps running.
export async function launchBrowser() {
  const before = closings;
  const browser = await chromium.launch({ executablePath: CHROMIUM, headless: true, args: FLAGS });
  const close = () => browser.close();
  browser.on('disconnected', () => openBrowsers.delete(close));
  await keepOpen(close, before);
  return browser;
}

// A browser with its own new, empty profile; close() removes it.
export async function launch(contextOptions = {}) {
  const before = closings;
  const profile = await mkdtemp(path.join(tmpdir(), 'mancala-chromium-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM,
    headless: true,
    args: FLAGS,
    viewport: { width: 1280, height: 800 },
    ...contextOptions,
  });
  // Playwright's own waits (goto, click, waitForFunction without a timeout): hang guards too.
  context.setDefaultTimeout(2 * HANG_GUARD_MS);
  context.setDefaultNavigationTimeout(2 * HANG_GUARD_MS);
  const close = async () => {
    openBrowsers.delete(close);
    await context.close();
    await rm(profile, { recursive: true, force: true, maxRetries: 10, retryDelay: 100 });  // Chromium's last writes
  };
  await keepOpen(close, before);
  return { context, close };
}

// Opens the game and waits until it runs. Collects console errors and page errors.
export async function openGame(context, url) {
  const page = context.pages()[0] || (await context.newPage());
  const errors = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error') errors.push(msg.text());
  });
  page.on('pageerror', (err) => errors.push(String(err)));
  await page.goto(url);
  await gameReady(page);
  return { page, errors };
}

// Waits until mancala.ready settles, within a hang guard: a program part that never arrives
// leaves it pending for ever, and page.evaluate has no time limit of its own.
export async function gameReady(page, timeout = 2 * HANG_GUARD_MS) {
  await page.evaluate((ms) => Promise.race([
    window.mancala.ready.then(() => true),
    new Promise((resolve, reject) => setTimeout(
      () => reject(new Error(`mancala.ready did not settle in ${ms / 1000} s (a hang guard)`)), ms)),
  ]), timeout);
}

// Waits until fn(arg) is true in the page. The timeout is a hang guard (see HANG_GUARD_MS).
export async function waitUntil(page, fn, arg, { timeout = HANG_GUARD_MS, what = 'condition' } = {}) {
  await waitValue(page, fn, arg, { timeout, what });
}

// Waits until fn(arg) gives a truthy value in the page and returns that value (as JSON): what
// the page showed at the very moment the condition first held, in the same script turn.
export async function waitValue(page, fn, arg, { timeout = HANG_GUARD_MS, what = 'condition' } = {}) {
  let handle;
  try {
    handle = await page.waitForFunction(fn, arg, { timeout, polling: 20 });
  } catch (e) {
    throw new Error(`timed out waiting for ${what} (${timeout / 1000} s: a hang guard, not a speed limit)`);
  }
  try {
    return await handle.jsonValue();
  } finally {
    await handle.dispose();
  }
}

export async function waitIdle(page, timeout = HANG_GUARD_MS) {
  await waitUntil(page, () => !window.mancala.busy(), undefined, { timeout, what: 'the game to settle' });
  // One more frame so that the last state is on screen and the layout is current.
  await nextFrames(page);
}

// Loads `url` and waits for the board's first frame: the program's mark 'mancala:first-frame',
// made as it hands that frame to the browser. Returns the start's marks (web/loader/'s and the
// program's) by name without 'mancala:', in ms after navigation. For the tools that time the
// start (tools/bench_web.mjs, compare_start.mjs, trace_start.mjs, profile_start.mjs).
export async function loadToFirstFrame(page, url) {
  await page.goto(url, { waitUntil: 'commit' });
  await page.waitForFunction(() => performance.getEntriesByName('mancala:first-frame').length > 0, null,
    { polling: 10, timeout: HANG_GUARD_MS });
  return page.evaluate(() => Object.fromEntries(performance.getEntriesByType('mark')
    .filter((m) => m.name.startsWith('mancala:')).map((m) => [m.name.slice(8), m.startTime])));
}

// Waits until the page's frame loop has stopped (mancala.resting(): all that input or a change
// owed is drawn) and no frame has come for `quietMs`. The loop's own word, not a gap between
// frames alone: on a slow machine a gap longer than `quietMs` comes in the middle of the
// frames owed. Input wakes the loop as it arrives, so a key or click that has reached the page
// is handled before this returns. Throws if it goes on drawing for the whole hang guard.
export async function waitQuiet(page, { quietMs = 500, timeout = HANG_GUARD_MS } = {}) {
  const r = await page.evaluate(({ quietMs, timeout }) => new Promise((resolve) => {
    const t0 = performance.now();
    let last = window.mancala.framesRendered();
    let since = t0;
    const poll = () => {
      const now = performance.now();
      const f = window.mancala.framesRendered();
      if (f !== last) {
        last = f;
        since = now;
      }
      if (window.mancala.resting() && now - since >= quietMs) resolve({ quiet: true });
      else if (now - t0 > timeout) resolve({ quiet: false, frames: f });
      else setTimeout(poll, 25);
    };
    poll();
  }), { quietMs, timeout });
  if (!r.quiet) throw new Error(`the page went on drawing for ${timeout / 1000} s with nothing to show (${r.frames} frames)`);
}

export const api = (page, fn, ...args) => page.evaluate(fn, ...args);

// Starts watching, in the page, whether mancala.busy() is seen true (every 10 ms): called before
// an action, the function returned then tells whether the page was busy after it (a move being
// shown), however late the test itself looks. Stops the watch.
export async function watchBusy(page) {
  await page.evaluate(() => {
    window.clearInterval(window.busyWatch);
    window.busySeen = false;
    window.busyWatch = window.setInterval(() => { window.busySeen ||= window.mancala.busy(); }, 10);
  });
  return () => page.evaluate(() => {
    window.clearInterval(window.busyWatch);
    return window.busySeen;
  });
}

// Clicks where a person would: at the hole's centre on the canvas.
export async function clickHole(page, hole) {
  await nextFrames(page);  // where the hole is drawn now (a change just made may move it)
  const p = await page.evaluate((i) => window.mancala.holeCenter(i), hole);
  if (!p) throw new Error(`hole ${hole} is not on screen`);
  const box = await page.locator('#canvas').boundingBox();
  await page.mouse.click(box.x + p.x, box.y + p.y);
}

export async function clickControl(page, name) {
  await nextFrames(page);  // where the control is drawn now (a change just made may move it)
  const p = await page.evaluate((n) => window.mancala.controlCenter(n), name);
  if (!p) throw new Error(`control ${name} is not on screen`);
  const box = await page.locator('#canvas').boundingBox();
  // The pointer comes over the control before it presses, as a person's does (a window that it
  // enters is the one hovered when the press comes).
  await page.mouse.move(box.x + p.x, box.y + p.y);
  await nextFrames(page);
  await page.mouse.click(box.x + p.x, box.y + p.y);
  // Let the click be drawn: what it changes may move the other controls.
  await nextFrames(page);
}

// The game played out at once, in one script turn of the page: the first legal move each time,
// `most` moves at the most. Whether it ended.
export const playOut = (page, most = 800) => page.evaluate((limit) => {
  const m = window.mancala;
  for (let n = 0; n < limit && !m.state().over; n++) m.play(m.legalMoves()[0]);
  return m.state().over;
}, most);

// The finger as the browser reports it: touchStart, touchMove and touchEnd at canvas points;
// swipe(from, to, steps): pressed at `from`, moved to `to` in `steps` frames, lifted.
export async function finger(context, page) {
  const cdp = await context.newCDPSession(page);
  const box = await page.locator('#canvas').boundingBox();
  const at = (p) => ({ x: box.x + p.x, y: box.y + p.y });
  const f = {
    down: (p) => cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [at(p)] }),
    move: (p) => cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [at(p)] }),
    up: () => cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] }),
    swipe: async (from, to, steps = 8) => {
      await f.down(from);
      await nextFrames(page);
      for (let i = 1; i <= steps; i++) {
        await f.move({ x: from.x + ((to.x - from.x) * i) / steps, y: from.y + ((to.y - from.y) * i) / steps });
        await nextFrames(page);
      }
      await f.up();
      await nextFrames(page);
    },
  };
  return f;
}

// The start screen's other ways to play (two people, a friend by link, a match, Start) unfolded by
// their control, as a person does, where they are folded.
export async function showOtherWays(page) {
  await nextFrames(page);
  if (await page.evaluate(() => window.mancala.controlCenter('start')) === null) await clickControl(page, 'other-ways');
}

// The puzzles (all in the program's second part) from the start screen, and a Warri puzzle
// solved (warri-11: its answer is d), by clicks.
export async function openPuzzle(page) {
  const shown = (name) => waitUntil(page, (n) => window.mancala.controlCenter(n) !== null, name, { what: name });
  await clickControl(page, 'puzzles');
  await shown('puzzles-game-warri');
  await clickControl(page, 'puzzles-game-warri');
  await shown('puzzle-warri-11');
  await clickControl(page, 'puzzle-warri-11');
  await shown('puzzle-hole-3');
  await clickControl(page, 'puzzle-hole-3');
  await shown('puzzle-next');
}

// Waits until what was just done (a click, a key, a call of the page's API) is on screen: ImGui
// sees a press in one frame and the release in the next, where a button acts; the frame after
// draws the result, and a window or tab bar that it opens settles over a few more. So: the
// page's frame loop at rest (all it owed drawn), or, on a page that goes on drawing (a move
// shown, the computer thinking), ten frames drawn since. Counts frames, never time.
export async function nextFrames(page) {
  const f0 = await page.evaluate(() => window.mancala.framesRendered());
  await waitUntil(page, (f) => window.mancala.resting() || window.mancala.framesRendered() >= f + 10, f0,
    { what: 'what was done to be drawn' });
}

// Tab from an element of the page placed before the game into it (no click): the canvas must
// take the focus.
export async function tabIntoGame(page) {
  await page.evaluate(() => {
    const b = document.createElement('button');
    b.id = 'before-the-game';
    b.textContent = 'before';
    document.body.insertBefore(b, document.body.firstChild);
    b.focus();
  });
  await page.keyboard.press('Tab');
  await nextFrames(page);
  const active = await page.evaluate(() => document.activeElement.id || document.activeElement.tagName);
  assert(active === 'canvas', `Tab reached ${active}, not the game`);
}

export async function screenshot(page, name) {
  await mkdir(SCREENSHOTS, { recursive: true });
  const file = path.join(SCREENSHOTS, name);
  await page.screenshot({ path: file });
  return file;
}

// The pixels of a screenshot (a PNG): {width, height, data}, four bytes (RGBA) a pixel, row by row.
export const pixels = (png) => PNG.sync.read(png);

// The canvas's mean lightness, 0 (black) to 1 (white): a dark look's or a light one's.
export async function canvasLightness(page) {
  const { data: d } = pixels(await page.locator('#canvas').screenshot());
  let sum = 0;
  for (let i = 0; i < d.length; i += 4) sum += (0.2126 * d[i] + 0.7152 * d[i + 1] + 0.0722 * d[i + 2]) / 255;
  return sum / (d.length / 4);
}

// Statistics of what is on the canvas: the share of pixels that differ from the most common
// colour, and how many distinct (quantised) colours there are.
export async function canvasStats(page) {
  const { width, height, data: d } = pixels(await page.locator('#canvas').screenshot());
  const counts = new Map();
  for (let i = 0; i < d.length; i += 4) {
    const key = (d[i] >> 4) << 8 | (d[i + 1] >> 4) << 4 | (d[i + 2] >> 4);
    counts.set(key, (counts.get(key) || 0) + 1);
  }
  let top = 0;
  for (const n of counts.values()) top = Math.max(top, n);
  return { width, height, colours: counts.size, nonDominant: 1 - top / (d.length / 4) };
}

// A small deterministic random generator, so that a failing game can be replayed.
export function rng(seed) {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export const HOLE_INDEX = (letter) => 'abcdefABCDEF'.indexOf(letter);

export { existsSync, writeFile };

// A failed check of a test, with what was expected.
export function assert(cond, message) {
  if (!cond) throw new Error(message);
}

// A browser of its own, closed whatever happens.
export async function withBrowser(options, fn) {
  const b = await launch(options);
  try {
    return await fn(b.context);
  } finally {
    await b.close();
  }
}
