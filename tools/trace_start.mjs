// What the browser's GPU side does during the start: a Chromium trace of one load, from
// navigation to the first board frame, printed as a timeline of the start's marks, the frames the
// browser composes (each a swap on the GPU side's main thread, which the game's GL calls wait
// behind), the page's loading state and the game's waits for the GPU side. A tool for looking,
// not a test; run after ci/build web:
//
//   node tools/trace_start.mjs [folder, default build/web] [query, default ?game=warri]
//
// TRACE_NEW_BROWSER=1 loads the page in a browser started for it (its GPU process's start
// included); otherwise in a running browser, after one load to warm it, in a new context.
// TRACE_FILE=path also writes the whole trace (chrome://tracing or ui.perfetto.dev read it).
import { writeFileSync } from 'node:fs';
import { WEB, launch, launchBrowser, loadToFirstFrame, startServer } from '../tests/e2e/lib.mjs';

const folder = process.argv[2] || WEB;
const query = process.argv[3] ?? '?game=warri';
const server = await startServer(folder);
const CATEGORIES = ['toplevel', 'blink.user_timing', 'gpu', 'viz', 'cc', 'navigation', 'loading', 'views',
  'devtools.timeline'];

let firstFrameAfterNavigation = 0;
async function load(page) {
  firstFrameAfterNavigation = (await loadToFirstFrame(page, server.url + query))['first-frame'];
}

async function traced(context, page) {
  const cdp = await context.newCDPSession(page);
  const events = [];
  cdp.on('Tracing.dataCollected', (e) => events.push(...e.value));
  const complete = new Promise((resolve) => cdp.on('Tracing.tracingComplete', resolve));
  await cdp.send('Tracing.start', { traceConfig: { includedCategories: CATEGORIES }, transferMode: 'ReportEvents' });
  await load(page);
  await page.waitForTimeout(300);
  await cdp.send('Tracing.end');
  await complete;
  return events;
}

let events;
if (process.env.TRACE_NEW_BROWSER) {
  const browser = await launch({ viewport: { width: 1280, height: 800 } });
  try {
    const page = browser.context.pages()[0] || (await browser.context.newPage());
    events = await traced(browser.context, page);
  } finally {
    await browser.close();
  }
} else {
  const browser = await launchBrowser();
  try {
    const warm = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    await load(await warm.newPage());
    await warm.close();
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    events = await traced(context, await context.newPage());
  } finally {
    await browser.close();
  }
}
await server.close();
if (process.env.TRACE_FILE) writeFileSync(process.env.TRACE_FILE, JSON.stringify({ traceEvents: events }));

const threads = new Map();
for (const e of events) {
  if (e.ph === 'M' && e.name === 'thread_name') threads.set(`${e.pid}:${e.tid}`, e.args.name);
}
const threadOf = (e) => threads.get(`${e.pid}:${e.tid}`) || String(e.tid);
const marks = events.filter((e) => e.name.startsWith('mancala:'));
// The navigation in the trace's clock: the page's first-frame mark, less its time after
// navigation as the page gave it.
const firstFrameMark = marks.find((m) => m.name === 'mancala:first-frame');
const zero = firstFrameMark.ts - firstFrameAfterNavigation * 1000;
const end = Math.max(...marks.map((m) => m.ts));
// What is printed: the marks, the frames composed and their swaps on the GPU side, the page's
// loading state as the browser sees it, the browser's own interface painted, and the game's
// thread waiting for the GPU side (a context made, a question asked).
const SHOWN = new Map([
  ['Display::DrawAndSwap', 'a frame composed'],
  ['SkiaOutputSurfaceImplOnGpu::SwapBuffers', 'its swap on the GPU side'],
  ['FrameTreeNode::DidStartLoading', 'the browser: page loading'],
  ['RenderFrameHostImpl::DidStopLoading', 'the browser: page loaded'],
  ['GpuChannelHost::CreateViewCommandBuffer', 'a GL context made'],
  ['GLES2::GetString', 'a question to the GPU side'],
]);
const rows = [];
for (const e of events) {
  if (e.ts < zero || e.ts > end + 50000) continue;
  if (e.name.startsWith('mancala:')) rows.push([e.ts, 0, 'mark', e.name.slice(8)]);
  else if (SHOWN.has(e.name) && e.ph === 'X' && (e.name !== 'GLES2::GetString' || e.dur > 5000)) {
    rows.push([e.ts, e.dur, threadOf(e), SHOWN.get(e.name)]);
  } else if (e.name === 'View::Paint' && e.args && e.args.class === 'BrowserView') {
    rows.push([e.ts, e.dur, threadOf(e), "the browser's own interface painted"]);
  }
}
rows.sort((a, b) => a[0] - b[0]);
console.log(`${process.env.TRACE_NEW_BROWSER ? 'A new browser' : 'A running browser'}, ${query}: ms after navigation, ` +
  'duration, thread, what');
for (const [ts, dur, thread, what] of rows) {
  console.log(`${((ts - zero) / 1000).toFixed(1).padStart(8)} ${dur ? (dur / 1000).toFixed(1).padStart(7) : '       '}  ` +
    `${thread.slice(0, 20).padEnd(20)} ${what}`);
}
const swaps = rows.filter((r) => r[3] === 'its swap on the GPU side' && r[0] < firstFrameMark.ts);
console.log(`${swaps.length} frames composed up to the first board frame, their swaps ` +
  `${(swaps.reduce((s, r) => s + r[1], 0) / 1000).toFixed(0)} ms of the GPU side's main thread in all`);
