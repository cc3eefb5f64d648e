// Figures for the web app (printed, not asserted): run after ci/build web and ci/setup.
//   node tools/bench_web.mjs
// 1. each file the page loads up to the first board frame, raw, gzip -9, the build's .gz
//    (zopfli) and brotli, and the total (target: at most 300 KB gzipped); the files loaded
//    after it (the Web Worker's)
// 2. time from navigation to the first board frame over 5 cold loads (a new browser profile
//    each): median, min, max (target: median at most 500 ms), and the median time of each step
//    of the start that web/loader/ and the program mark
// 3. frames rendered during 5 idle seconds after the board is drawn (target: 0)
// 4. vertices and CPU ms per frame during a move's animation (targets: 5,000 and 30 ms)
// 5. the longest frame while the computer plays itself (computer against computer)
// 6. frames per second while the computer thinks at Master (its search in the Web Worker); the
//    browser tests only check that frames keep coming then, this is where the rate is shown
import { gzipSync, brotliCompressSync, constants } from 'node:zlib';
import { readFileSync, existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { startServer, launch, launchBrowser, loadToFirstFrame, WEB } from '../tests/e2e/lib.mjs';

const kb = (n) => (n / 1024).toFixed(1) + ' KB';
const stats = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  const at = (q) => s[Math.min(s.length - 1, Math.floor(q * s.length))];
  return { n: s.length, mean: s.reduce((a, b) => a + b, 0) / Math.max(1, s.length), p50: at(0.5), p95: at(0.95), min: s[0], max: s[s.length - 1] };
};
const ms = (x) => (x === undefined ? '-' : x.toFixed(1) + ' ms');

// BENCH_VIEWPORT=WxH to measure another window size (default 1280x800); BENCH_LANG=fr to load
// the page in another language (its translation, po/fr.cat, is then fetched before the first
// frame and counted with it).
const [vw, vh] = (process.env.BENCH_VIEWPORT || '1280x800').split('x').map(Number);
const server = await startServer(WEB);
const URL_ = server.url + '?game=warri' + (process.env.BENCH_LANG ? '&lang=' + process.env.BENCH_LANG : '');

// The time of the first board frame after navigation, and the start's steps (web/loader/ and
// the program mark them), in ms after navigation.
async function firstFrame(page) {
  const steps = await loadToFirstFrame(page, URL_);
  return { first: steps['first-frame'], steps };
}

// One cold load in a browser started for it, with a new profile (no cache, no service worker):
// the browser's own start (its GPU process among it) runs during the load.
async function coldLoad(keepOpen = false) {
  const browser = await launch({ viewport: { width: vw, height: vh } });
  const page = browser.context.pages()[0] || (await browser.context.newPage());
  const { first, steps } = await firstFrame(page);
  if (!keepOpen) {
    await browser.close();
    return { first, steps };
  }
  return { first, steps, browser, page };
}

// Cold loads in a browser that already runs, as a visitor's does: each in a new context of
// its own (no cache, no service worker, nothing stored).
async function coldLoadsInRunningBrowser(n) {
  const running = await launchBrowser();
  const out = [];
  try {
    for (let k = 0; k < n; ++k) {
      const context = await running.newContext({ viewport: { width: vw, height: vh } });
      out.push(await firstFrame(await context.newPage()));
      await context.close();
    }
  } finally {
    await running.close();
  }
  return out;
}

const loads = [], stepLoads = [];
for (let k = 0; k < 4; ++k) {
  const { first, steps } = await coldLoad();
  loads.push(first);
  stepLoads.push(steps);
}
const warm = await coldLoadsInRunningBrowser(5);
const { first: lastFirst, steps: lastSteps, browser, page } = await coldLoad(true);
loads.push(lastFirst);
stepLoads.push(lastSteps);
try {
  await page.waitForTimeout(3000);  // the service worker and anything else loaded later
  const entries = await page.evaluate(() => [
    { name: location.href, startTime: 0 },
    ...performance.getEntriesByType('resource').map((e) => ({ name: e.name, startTime: e.startTime })),
  ]);
  const fileOf = (u) => {
    const p = decodeURIComponent(new URL(u).pathname);
    const f = path.join(WEB, p.endsWith('/') ? p + 'index.html' : p);
    return f.startsWith(WEB) && existsSync(f) ? f : null;
  };
  console.log(`Web app figures (build/web served from 127.0.0.1, headless Chromium with SwiftShader, ${vw}x${vh}, ${URL_.slice(server.url.length)})`);
  console.log('');
  console.log("1. What the page loads (gzip -9; the build's .gz file, zopfli; brotli -q 11):");
  // raw; gzip -9 (a server compressing as it sends); the build's .gz beside the file (zopfli,
  // what a server sending the files as they are sends); brotli -q 11.
  const sizes = (f) => {
    const body = readFileSync(f);
    const gz = gzipSync(body, { level: 9 }).length;
    return [body.length, gz, existsSync(f + '.gz') ? statSync(f + '.gz').size : gz,
      brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length];
  };
  const row = (name, s) => `   ${name.padEnd(22)} ${kb(s[0]).padStart(10)}   gzip ${kb(s[1]).padStart(9)}` +
    `   .gz ${kb(s[2]).padStart(9)}   brotli ${kb(s[3]).padStart(9)}`;
  const table = (rows, title) => {
    const sum = [0, 0, 0, 0];
    const seen = new Set();
    for (const e of rows) {
      const f = fileOf(e.name);
      if (!f || seen.has(f)) continue;
      seen.add(f);
      const s = sizes(f);
      s.forEach((x, i) => (sum[i] += x));
      console.log(row(path.relative(WEB, f), s));
    }
    console.log(row(title, sum));
  };
  table(entries.filter((e) => e.startTime <= lastFirst), 'to the first frame');
  console.log('   (target: at most 300 KB gzipped to the first frame)');
  const later = entries.filter((e) => e.startTime > lastFirst);
  if (later.length) table(later, 'after it');
  const L = stats(loads);
  console.log('');
  console.log(`2. Navigation to the first board frame, 5 cold loads: median ${ms(L.p50)}, min ${ms(L.min)}, ` +
    `max ${ms(L.max)} (${loads.map((x) => x.toFixed(0)).join(', ')} ms; target: median at most 500 ms)`);
  // Each step's median time after navigation, in the order they came.
  const printSteps = (runs) => {
    const names = [...new Set(runs.flatMap((s) => Object.keys(s)))];
    const medians = names.map((n) => [n, stats(runs.map((s) => s[n]).filter((x) => x !== undefined)).p50])
      .sort((a, b) => a[1] - b[1]);
    console.log('   its steps (median ms after navigation): ' + medians.map(([n, t]) => `${n} ${t.toFixed(0)}`).join(', '));
  };
  printSteps(stepLoads);
  const W = stats(warm.map((w) => w.first));
  console.log(`   The same in a browser already running (a new context each: no cache, no service worker), 5 cold loads: ` +
    `median ${ms(W.p50)}, min ${ms(W.min)}, max ${ms(W.max)} (${warm.map((w) => w.first.toFixed(0)).join(', ')} ms)`);
  printSteps(warm.map((w) => w.steps));

  await page.waitForTimeout(500);  // let the first frames settle
  const f0 = await page.evaluate(() => window.mancala.framesRendered());
  await page.waitForTimeout(5000);
  const f1 = await page.evaluate(() => window.mancala.framesRendered());
  console.log(`3. Frames rendered during 5 idle seconds after the board is drawn: ${f1 - f0} (target 0)`);

  // A long move (Warri, 4 seeds) at slow speed: browser frame intervals and the app's own work.
  await page.evaluate(() => window.mancala.setSpeed('slow'));
  const sample = await page.evaluate(() => new Promise((resolve) => {
    const intervals = [], work = [], build = [], vertices = [];
    let last = performance.now();
    const played = window.mancala.play('c');
    if (!played.ok) throw new Error(played.error);
    let seenFrames = window.mancala.framesRendered();
    const tick = (t) => {
      intervals.push(t - last);
      last = t;
      const f = window.mancala.framesRendered();
      if (f !== seenFrames) {
        const st = window.mancala.frameStats();
        work.push(st.workMs);
        build.push(st.buildMs);
        vertices.push(st.vertices);
        seenFrames = f;
      }
      if (window.mancala.busy()) requestAnimationFrame(tick);
      else resolve({ intervals: intervals.slice(1), work, build, vertices });
    };
    requestAnimationFrame(tick);
  }));
  const iv = stats(sample.intervals), wk = stats(sample.work), bd = stats(sample.build), vx = stats(sample.vertices);
  console.log(`4. During an animation (${wk.n} frames): CPU per frame (the app's work, GL calls included) ` +
    `mean ${ms(wk.mean)}, median ${ms(wk.p50)}, p95 ${ms(wk.p95)}, max ${ms(wk.max)} (target 30 ms);`);
  console.log(`   of which building the interface mean ${ms(bd.mean)}, max ${ms(bd.max)};`);
  console.log(`   vertices per frame mean ${Math.round(vx.mean)}, max ${vx.max} (target 5,000);`);
  console.log(`   browser frame interval mean ${ms(iv.mean)}, p95 ${ms(iv.p95)} (software WebGL, no GPU)`);

  // The computer against itself: the longest frame while it plays.
  for (const variant of ['adji-kui-1', 'adji-kui-2', 'warri']) {
    await page.evaluate((v) => {
      window.mancala.newGame({ variant: v, south: 'computer', north: 'computer' });
      window.mancala.setSpeed('instant');
    }, variant);
    const r = await page.evaluate(() => new Promise((resolve) => {
      const build = [];
      let f = window.mancala.framesRendered();
      const t0 = performance.now();
      const tick = () => {
        const g = window.mancala.framesRendered();
        if (g !== f) { build.push(window.mancala.frameStats().buildMs); f = g; }
        if (performance.now() - t0 < 10000) requestAnimationFrame(tick);
        else resolve({ build, moves: window.mancala.moves().split(' ').filter((t) => !/\.$/.test(t)).length });
      };
      requestAnimationFrame(tick);
    }));
    const b = stats(r.build);
    console.log(`5. Computer against computer, ${variant}, 10 s: ${r.moves} moves, longest frame ${ms(b.max)} ` +
      `(p95 ${ms(b.p95)}; target: never more than about 30 ms)`);
  }

  // Master thinks in the Web Worker while the page draws its thinking indicator: the frames
  // drawn from the person's move to the computer's answer, over several moves of Adji Kui I
  // (North the computer, the person's replies played through the page API, no animation).
  await page.evaluate(() => {
    const level = window.mancala.setLevel('master');
    if (!level.ok) throw new Error(level.error);
    const r = window.mancala.newGame({ variant: 'adji-kui-1', south: 'person', north: 'computer', starter: 'N' });
    if (!r.ok) throw new Error(r.error);
    window.mancala.setSpeed('instant');
  });
  const thinking = await page.evaluate(() => new Promise((resolve) => {
    const count = () => window.mancala.moves().replace(/\d+\./g, ' ').trim().split(/\s+/).filter(Boolean).length;
    const perMove = [];
    let waitingFor = count() + 1, f0 = window.mancala.framesRendered(), t0 = performance.now();
    const deadline = t0 + 120000;  // a hang guard
    const poll = () => {
      const s = window.mancala.state();
      if (count() >= waitingFor && t0 !== null) {
        perMove.push({ frames: window.mancala.framesRendered() - f0, ms: performance.now() - t0 });
        t0 = null;
      }
      if (s.over || perMove.length >= 8 || performance.now() > deadline) return resolve(perMove);
      if (t0 === null && s.toMove === 'S' && !window.mancala.busy()) {
        const legal = window.mancala.legalMoves().filter((m) => m !== '-');
        if (!legal.length) return resolve(perMove);
        waitingFor = count() + 2;  // the person's move, then the computer's
        f0 = window.mancala.framesRendered();
        t0 = performance.now();
        window.mancala.play(legal[0]);
      }
      setTimeout(poll, 5);
    };
    poll();
  }));
  const frames = thinking.reduce((a, m) => a + m.frames, 0), seconds = thinking.reduce((a, m) => a + m.ms, 0) / 1000;
  const rates = thinking.map((m) => (1000 * m.frames) / m.ms);
  console.log(`6. While the computer thinks at Master (Web Worker), Adji Kui I, ${thinking.length} moves: ` +
    `${frames} frames in ${seconds.toFixed(2)} s = ${(frames / Math.max(seconds, 1e-9)).toFixed(1)} frames/s ` +
    `(slowest move ${Math.min(...rates).toFixed(1)}, fastest ${Math.max(...rates).toFixed(1)}; target: at least 30)`);
} finally {
  await browser.close();
  await server.close();
}
