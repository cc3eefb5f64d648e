#!/usr/bin/env node
// The museum kiosk left running: serves build/web, opens ?kiosk=1 in headless Chromium with the
// attract loop sped up (kioskpace=), lets it play itself for a while, and reads the memory at the
// start and at the end (and every few minutes): the WebAssembly memory's size and what malloc has
// in use (mancala.memory()), and the JavaScript heap (Chromium's performance.memory, after a
// garbage collection asked through the DevTools protocol). Prints the figures; not part of
// ci/test (docs/EMBEDDING.md has a run's figures).
//
//   node tools/kiosk_soak.mjs [--minutes 30] [--pace 20] [--viewport 1920x1080] [--lang en]
import { startServer, launch, WEB } from '../tests/e2e/lib.mjs';

const args = process.argv.slice(2);
function option(name, fallback) {
  const i = args.indexOf(`--${name}`);
  return i >= 0 && i + 1 < args.length ? args[i + 1] : fallback;
}
const minutes = Number(option('minutes', '30'));
const pace = Number(option('pace', '20'));
const [width, height] = option('viewport', '1920x1080').split('x').map(Number);
const lang = option('lang', 'en');
if (!(minutes > 0) || !(pace >= 1 && pace <= 100) || !(width > 0 && height > 0)) {
  console.error('usage: node tools/kiosk_soak.mjs [--minutes N] [--pace 1..100] [--viewport WxH] [--lang en|fr|es|it]');
  process.exit(2);
}

const mb = (bytes) => (bytes / (1024 * 1024)).toFixed(2) + ' MB';

const server = await startServer(WEB);
const browser = await launch({ viewport: { width, height }, hasTouch: true });
let failed = false;
try {
  const page = browser.context.pages()[0] || (await browser.context.newPage());
  const errors = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  page.on('console', (m) => { if (m.type() === 'error') errors.push(m.text()); });
  const cdp = await browser.context.newCDPSession(page);
  await cdp.send('HeapProfiler.enable');
  await page.goto(`${server.url}?kiosk=1&kioskpace=${pace}&lang=${lang}`);
  await page.evaluate(() => window.mancala.ready.then(() => true));

  async function reading() {
    await cdp.send('HeapProfiler.collectGarbage');
    const js = await cdp.send('Runtime.getHeapUsage');
    const dom = await cdp.send('Memory.getDOMCounters').catch(() => null);
    return page.evaluate(({ js, dom }) => {
      const m = window.mancala.memory();
      const k = window.mancala.kiosk();
      return {
        heapBytes: m.heapBytes, heapUsed: m.heapUsed, jsUsed: js.usedSize,
        jsPerformance: performance.memory ? performance.memory.usedJSHeapSize : null,
        nodes: dom ? dom.nodes : null, listeners: dom ? dom.jsEventListeners : null,
        games: k.attractGames, moves: k.attractMoves, frames: window.mancala.framesRendered(),
      };
    }, { js, dom });
  }
  function show(label, r, t0) {
    const at = ((Date.now() - t0) / 60000).toFixed(1);
    console.log(`${label.padEnd(6)} ${at.padStart(6)} min  wasm memory ${mb(r.heapBytes)}, malloc in use ${mb(r.heapUsed)}, ` +
      `JS heap ${mb(r.jsUsed)}, DOM nodes ${r.nodes}, listeners ${r.listeners}, ` +
      `attract games ${r.games}, moves ${r.moves}, frames ${r.frames}`);
  }

  // A minute of play first, so that the fonts, the captions and the first games are in place.
  await page.waitForTimeout(60000);
  const t0 = Date.now();
  const first = await reading();
  show('start', first, t0);
  const end = t0 + minutes * 60000;
  let last = first;
  while (Date.now() < end) {
    await page.waitForTimeout(Math.min(5 * 60000, end - Date.now()));
    last = await reading();
    show(Date.now() >= end ? 'end' : 'then', last, t0);
  }
  console.log(`over ${minutes} min at pace ${pace}: ` +
    `${last.games - first.games} games, ${last.moves - first.moves} moves; ` +
    `wasm memory ${mb(first.heapBytes)} -> ${mb(last.heapBytes)}, malloc in use ${mb(first.heapUsed)} -> ${mb(last.heapUsed)} ` +
    `(${last.heapUsed - first.heapUsed >= 0 ? '+' : ''}${last.heapUsed - first.heapUsed} bytes), ` +
    `JS heap ${mb(first.jsUsed)} -> ${mb(last.jsUsed)}, DOM nodes ${first.nodes} -> ${last.nodes}`);
  if (errors.length) {
    failed = true;
    console.log(`page errors: ${errors.slice(0, 5).join(' | ')}`);
  }
  if (last.moves <= first.moves) {
    failed = true;
    console.log('the attract loop stopped playing');
  }
} finally {
  await browser.close();
  await server.close();
}
process.exit(failed ? 1 : 0);
