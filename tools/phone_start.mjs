// A phone's start: the time from navigation to the game's first board frame (the program's mark
// 'mancala:first-frame') on Lighthouse's mobile profile, with the bare WebGL page
// (tools/start_floor) loaded the same way beside it. A benchmark, not a test: it prints.
//
//   ci/build web && node tools/phone_start.mjs [loads, default 5]
//
// The profile, through Chromium's DevTools protocol: Slow 4G (150 ms round trip, 1.6 Mbit/s
// down, 750 kbit/s up: Network.emulateNetworkConditions), the CPU 4 times slower
// (Emulation.setCPUThrottlingRate), a 390x844 touch screen at 3 device pixels per CSS pixel.
// Each load is cold: a new browser and profile (no cache, no service worker). Both folders are
// served by ci/web-tools/serve.py as ci/play serves them, as a well-set host does: the build's
// .br copies with their Content-Encoding, the connections kept alive. The loads alternate, the
// game's then the bare page's, so that what the machine does meanwhile weighs on both.
// PHONE_QUERY sets the game's query (default: none, a first visit's start screen);
// PHONE_SCALE the device pixels per CSS pixel.
import { spawn } from 'node:child_process';
import { createConnection } from 'node:net';
import path from 'node:path';
import { ROOT, WEB, launch } from '../tests/e2e/lib.mjs';

const loads = Number(process.argv[2] || 5);
const query = process.env.PHONE_QUERY || '';
const scale = Number(process.env.PHONE_SCALE || 3);
const PHONE = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, deviceScaleFactor: scale };
const SLOW_4G = {
  offline: false,
  latency: 150,                              // ms, the round trip
  downloadThroughput: (1.6 * 1024 * 1024) / 8,  // bytes per second
  uploadThroughput: (750 * 1024) / 8,
};
const CPU_SLOWDOWN = 4;

// Serves a folder with ci/web-tools/serve.py on a free port.
async function serve(folder) {
  const port = 20000 + Math.floor(Math.random() * 20000);
  const child = spawn('/usr/bin/python3', [path.join(ROOT, 'ci/web-tools/serve.py'), folder, String(port)],
    { stdio: 'ignore' });
  for (let i = 0; i < 100; i++) {
    const up = await new Promise((resolve) => {
      const socket = createConnection(port, '127.0.0.1', () => { socket.end(); resolve(true); });
      socket.on('error', () => resolve(false));
    });
    if (up) return { url: `http://127.0.0.1:${port}/`, close: () => child.kill() };
    await new Promise((r) => setTimeout(r, 100));
  }
  child.kill();
  throw new Error(`serve.py did not start for ${folder}`);
}

// One cold load on the profile: the page's marks in ms after navigation, and the bytes it took
// (as sent, compressed) up to its first frame.
async function load(url) {
  const { context, close } = await launch(PHONE);
  try {
    const page = context.pages()[0] || (await context.newPage());
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await page.goto(url, { waitUntil: 'commit' });
    await page.waitForFunction(() => performance.getEntriesByName('mancala:first-frame').length > 0, null,
      { polling: 20, timeout: 120000 });
    return await page.evaluate(() => {
      const marks = Object.fromEntries(performance.getEntriesByType('mark')
        .filter((m) => m.name.startsWith('mancala:')).map((m) => [m.name.slice(8), Math.round(m.startTime)]));
      const first = marks['first-frame'];
      const nav = performance.getEntriesByType('navigation')[0];
      const bytes = (nav ? nav.transferSize : 0) + performance.getEntriesByType('resource')
        .filter((r) => r.responseEnd <= first).reduce((sum, r) => sum + r.transferSize, 0);
      return { marks, bytes };
    });
  } finally {
    await close();
  }
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

const game = await serve(WEB);
const floor = await serve(path.join(ROOT, 'tools/start_floor'));
const runs = { game: [], floor: [] };
try {
  for (let k = 0; k < loads; k++) {
    runs.game.push(await load(game.url + (query ? `?${query.replace(/^\?/, '')}` : '')));
    runs.floor.push(await load(floor.url));
    const g = runs.game[k];
    const f = runs.floor[k];
    console.log(`load ${k + 1}: game ${g.marks['first-frame']} ms (${(g.bytes / 1024).toFixed(0)} KB sent), ` +
      `bare page ${f.marks['first-frame']} ms`);
  }
} finally {
  game.close();
  floor.close();
}

const firsts = (rs) => rs.map((r) => r.marks['first-frame']);
console.log(`\nLighthouse's mobile profile (Slow 4G 150 ms / 1.6 Mbit/s, CPU x${CPU_SLOWDOWN}, 390x844 at ${scale}x), ` +
  `${loads} cold loads, query '${query}'`);
console.log(`first board frame, median: game ${median(firsts(runs.game))} ms ` +
  `(min ${Math.min(...firsts(runs.game))}, max ${Math.max(...firsts(runs.game))}); ` +
  `bare WebGL page ${median(firsts(runs.floor))} ms`);
console.log(`sent up to the first frame, median: ${(median(runs.game.map((r) => r.bytes)) / 1024).toFixed(0)} KB`);
const names = Object.keys(runs.game[0].marks).sort((a, b) => runs.game[0].marks[a] - runs.game[0].marks[b]);
console.log('the game\'s marks, median ms after navigation: ' +
  names.map((n) => `${n} ${median(runs.game.map((r) => r.marks[n] ?? NaN))}`).join(', '));
