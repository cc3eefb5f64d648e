// Two builds' starts compared, in turn: a load of one, a load of the other, and so on, so that
// what the machine is doing at the time weighs on both alike (the first frame of the same build
// varies by a hundred milliseconds and more from one batch of loads to the next). Prints, for
// each build, the first frames in a running browser (a new context each) and in a new browser
// each, with the median time of each step (web/loader/'s and the program's marks). A tool for
// looking, not a test:
//
//   node tools/compare_start.mjs <folder A> <folder B> [loads, default 7]
//   e.g. a build kept aside before a change:  cp -r build/web /tmp/before; ...; ci/build web;
//        node tools/compare_start.mjs /tmp/before build/web 9
//
// COMPARE_QUERY sets the address's query (default ?game=warri); COMPARE_RUNNING_ONLY=1 skips
// the loads in a new browser.
import { launch, launchBrowser, loadToFirstFrame, startServer } from '../tests/e2e/lib.mjs';

const args = process.argv.slice(2);
const folders = args.filter((a) => !/^\d+$/.test(a));
const loads = Number(args.find((a) => /^\d+$/.test(a)) || 7);
if (folders.length < 2) {
  console.error('usage: node tools/compare_start.mjs <folder A> <folder B> [loads]');
  process.exit(2);
}
const query = process.env.COMPARE_QUERY ?? '?game=warri';
const servers = await Promise.all(folders.map((f) => startServer(f)));

// The marks of one load, in ms after navigation.
async function marks(page, url) {
  const steps = await loadToFirstFrame(page, url + query);
  return Object.fromEntries(Object.entries(steps).map(([name, ms]) => [name, Math.round(ms)]));
}

const results = folders.map(() => ({ running: [], new: [] }));
try {
  const running = await launchBrowser();
  try {
    for (let k = 0; k < loads; k++) {
      for (let i = 0; i < folders.length; i++) {
        const context = await running.newContext({ viewport: { width: 1280, height: 800 } });
        results[i].running.push(await marks(await context.newPage(), servers[i].url));
        await context.close();
      }
    }
  } finally {
    await running.close();
  }
  if (!process.env.COMPARE_RUNNING_ONLY) {
    for (let k = 0; k < loads; k++) {
      for (let i = 0; i < folders.length; i++) {
        const browser = await launch({ viewport: { width: 1280, height: 800 } });
        try {
          const page = browser.context.pages()[0] || (await browser.context.newPage());
          results[i].new.push(await marks(page, servers[i].url));
        } finally {
          await browser.close();
        }
      }
    }
  }
} finally {
  for (const s of servers) await s.close();
}

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)];
};
for (let i = 0; i < folders.length; i++) {
  for (const kind of ['running', 'new']) {
    const runs = results[i][kind];
    if (!runs.length) continue;
    const firsts = runs.map((r) => r['first-frame']);
    console.log(`${folders[i]}, ${kind === 'running' ? 'a running browser' : 'a new browser each'}: ` +
      `first frame median ${median(firsts)} ms (${firsts.join(', ')})`);
    const steps = [...new Set(runs.flatMap((r) => Object.keys(r)))];
    const at = (step) => median(runs.filter((r) => step in r).map((r) => r[step]));
    steps.sort((a, b) => at(a) - at(b));
    console.log('   steps (median ms): ' + steps.map((s) => `${s} ${at(s)}`).join(', '));
  }
}
