// Where the start's time goes: a CPU profile of the page from navigation to its first board
// frame, in headless Chromium, printed as the functions that took the most time (self and
// total). A tool for looking, not a test; run after ci/build web:
//
//   node tools/profile_start.mjs [query]      e.g. node tools/profile_start.mjs '?lang=fr'
//
// The whole program as ci/build optimised it, with its function names
// (build/web-cmake/mancala.named.wasm), is served in place of the split one, so that the
// profile names C++ functions; the profile's sampling runs at 100 µs. PROFILE_RUNS=n adds the
// runs together (default 3), each in a new browser context of one running browser;
// PROFILE_STEPS=1 also prints each run's marks and files, with their times after navigation.
import { cpSync, rmSync } from 'node:fs';
import path from 'node:path';
import { ROOT, siteForWholeProgram, startServer, launchBrowser, loadToFirstFrame } from '../tests/e2e/lib.mjs';

const query = process.argv[2] ?? '?game=warri';
const runs = Number(process.env.PROFILE_RUNS || 3);

const site = siteForWholeProgram('mancala-start-profile-');
cpSync(path.join(ROOT, 'build/web-cmake/mancala.named.wasm'), path.join(site, 'mancala.wasm'));

const server = await startServer(site);
const browser = await launchBrowser();
const self = new Map();
const total = new Map();
let sampledMs = 0;
const firstFrames = [];
try {
  for (let run = 0; run < runs; run++) {
    const context = await browser.newContext(process.env.PROFILE_PHONE
      ? { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, deviceScaleFactor: 3 }
      : { viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
    await cdp.send('Profiler.start');
    firstFrames.push((await loadToFirstFrame(page, server.url + query))['first-frame']);
    if (process.env.PROFILE_STEPS) {
      const steps = await page.evaluate(() => performance.getEntriesByType('mark').concat(
        performance.getEntriesByType('resource')).map((e) => [e.startTime, e.duration, e.name])
        .sort((a, b) => a[0] - b[0]));
      for (const [t, d, n] of steps) {
        console.log(t.toFixed(0).padStart(6), d ? ('+' + d.toFixed(0)).padStart(6) : '      ', n.replace(server.url, ''));
      }
    }
    const { profile } = await cdp.send('Profiler.stop');
    addProfile(profile);
    await context.close();
  }
} finally {
  await browser.close();
  server.close();
  rmSync(site, { recursive: true, force: true });
}

// Self time per sample, total time once per function on each sample's stack.
function addProfile(profile) {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map();
  for (const n of profile.nodes) for (const c of n.children || []) parent.set(c, n.id);
  const name = (n) => {
    const f = n.callFrame;
    const where = f.url ? path.basename(f.url.split('?')[0]) : '';
    return (f.functionName || '(anonymous)') + (where && !where.endsWith('.wasm') ? ' [' + where + ']' : '');
  };
  profile.samples.forEach((id, i) => {
    const dt = (profile.timeDeltas[i + 1] ?? 0) / 1000;
    sampledMs += dt;
    const n = byId.get(id);
    self.set(name(n), (self.get(name(n)) || 0) + dt);
    const seen = new Set();
    for (let at = id; at !== undefined; at = parent.get(at)) {
      const k = name(byId.get(at));
      if (seen.has(k)) continue;
      seen.add(k);
      total.set(k, (total.get(k) || 0) + dt);
    }
  });
}

const top = (m, n) => [...m].sort((a, b) => b[1] - a[1]).slice(0, n);
const per = (x) => (x / runs).toFixed(1).padStart(7) + ' ms';
console.log(`first frame (mancala:first-frame), ms after navigation: ${firstFrames.map((x) => x.toFixed(0)).join(', ')}`);
console.log(`sampled time per run: ${(sampledMs / runs).toFixed(0)} ms (idle included)\n`);
console.log('self time per run:');
for (const [k, v] of top(self, 30)) console.log(per(v), ' ', k);
console.log('\ntotal time per run (the function and what it calls):');
for (const [k, v] of top(total, 45)) console.log(per(v), ' ', k);
