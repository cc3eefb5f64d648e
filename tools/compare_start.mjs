// Two builds' starts compared, in turn: a load of one, a load of the other, and so on
// (tools/start_loads.mjs). Prints, for each build, the first frames in a running browser (a new
// context each) and in a new browser each, with the median time of each step (web/loader/'s and
// the program's marks). A tool for looking, not a test:
//
//   node tools/compare_start.mjs <folder A> <folder B> [loads, default 7]
//   e.g. a build kept aside before a change:  cp -r build/web /tmp/before; ...; ci/build web;
//        node tools/compare_start.mjs /tmp/before build/web 9
//
// COMPARE_QUERY sets the address's query (default ?game=warri); COMPARE_RUNNING_ONLY=1 skips
// the loads in a new browser. tools/start_cost.mjs weighs a build against the bare page.
import { alternateLoads, median } from './start_loads.mjs';

const args = process.argv.slice(2);
const folders = args.filter((a) => !/^\d+$/.test(a));
const loads = Number(args.find((a) => /^\d+$/.test(a)) || 7);
if (folders.length < 2) {
  console.error('usage: node tools/compare_start.mjs <folder A> <folder B> [loads]');
  process.exit(2);
}
const results = await alternateLoads(folders, {
  loads, query: process.env.COMPARE_QUERY ?? '?game=warri', runningOnly: !!process.env.COMPARE_RUNNING_ONLY,
});

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
