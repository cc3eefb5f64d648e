// The alternating loads that tools/compare_start.mjs and tools/start_cost.mjs time: a load of
// each folder after the other, so that what the machine is doing at the time weighs on all alike
// (the first frame of the same build varies by a hundred milliseconds and more from one batch
// of loads to the next). First `loads` rounds in one running browser (a new context each), then
// `loads` rounds in a new browser each (a new profile: no cache, no service worker), unless
// runningOnly. Returns, for each folder, { running: [marks...], new: [marks...] }, each load's
// marks (web/loader/'s and the program's, or the bare page's) in ms after navigation.
import { launch, launchBrowser, loadToFirstFrame, startServer } from '../tests/e2e/lib.mjs';

const VIEWPORT = { width: 1280, height: 800 };

export async function alternateLoads(folders, { loads = 7, query = '?game=warri', runningOnly = false } = {}) {
  const servers = await Promise.all(folders.map((f) => startServer(f)));
  const marks = async (page, url) => {
    const steps = await loadToFirstFrame(page, url + query);
    return Object.fromEntries(Object.entries(steps).map(([name, ms]) => [name, Math.round(ms)]));
  };
  const results = folders.map(() => ({ running: [], new: [] }));
  try {
    const running = await launchBrowser();
    try {
      for (let k = 0; k < loads; k++) {
        for (let i = 0; i < folders.length; i++) {
          const context = await running.newContext({ viewport: VIEWPORT });
          results[i].running.push(await marks(await context.newPage(), servers[i].url));
          await context.close();
        }
      }
    } finally {
      await running.close();
    }
    for (let k = 0; k < (runningOnly ? 0 : loads); k++) {
      for (let i = 0; i < folders.length; i++) {
        const browser = await launch({ viewport: VIEWPORT });
        try {
          const page = browser.context.pages()[0] || (await browser.context.newPage());
          results[i].new.push(await marks(page, servers[i].url));
        } finally {
          await browser.close();
        }
      }
    }
  } finally {
    for (const s of servers) await s.close();
  }
  return results;
}

export const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)];
};
