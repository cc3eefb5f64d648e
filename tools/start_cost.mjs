// The game's own cost at the start: its first board frame beside the least a page can do to show
// something through WebGL (tools/start_floor/index.html: one canvas, one WebGL 2 context, one
// clear), loaded in turn, a load of the bare page and a load of each build (tools/start_loads.mjs).
// Prints, in a new browser each (cold: the browser's own start counted) and in a running browser
// (warm: a new context each), the bare page's median first frame, each build's, the difference
// and the ratio. A benchmark, not a test:
//
//   node tools/start_cost.mjs [build folder ...] [loads, default 7]
//   e.g.  node tools/start_cost.mjs                       (build/web)
//         node tools/start_cost.mjs /tmp/before build/web 9
//
// START_QUERY sets the address's query (default ?game=warri; the bare page ignores it).
// docs/PERFORMANCE.md, "What a bare page costs", says what the figures were.
import { loadavg } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { alternateLoads, median } from './start_loads.mjs';

const ROOT = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const builds = args.filter((a) => !/^\d+$/.test(a));
if (!builds.length) builds.push(path.join(ROOT, 'build/web'));
const loads = Number(args.find((a) => /^\d+$/.test(a)) || 7);
const floor = path.join(ROOT, 'tools/start_floor');

const load = () => loadavg().map((x) => x.toFixed(2)).join(' ');
console.log(`load average before: ${load()}; ${loads} loads of each, in turn, 1280x800`);
const results = await alternateLoads([floor, ...builds], { loads, query: process.env.START_QUERY ?? '?game=warri' });
console.log(`load average after: ${load()}`);

for (const [kind, words] of [['new', 'a new browser each (cold)'], ['running', 'a running browser (warm)']]) {
  const first = (i) => results[i][kind].map((r) => r['first-frame']);
  const bare = median(first(0));
  console.log(`\n${words}: first frame, median ms after navigation (each load)`);
  console.log(`  bare page   ${String(bare).padStart(5)}  (${first(0).join(', ')})`);
  builds.forEach((b, k) => {
    const game = median(first(k + 1));
    console.log(`  ${b}  ${String(game).padStart(5)}  (${first(k + 1).join(', ')})`);
    console.log(`      the game's own cost: ${game - bare >= 0 ? '+' : ''}${game - bare} ms, ` +
      `x${(game / bare).toFixed(2)} the bare page`);
  });
}
