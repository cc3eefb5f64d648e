// Opens the page at the address given (ci/play's) in headless Chromium and waits for the board's
// first frame, the program's mark 'mancala:first-frame' (lib.mjs's loadToFirstFrame, as the other
// browser tests); then the canvas must not be blank. Prints what it saw; exits 1 on a failure.
import { launch, loadToFirstFrame, canvasStats } from '../e2e/lib.mjs';

const url = process.argv[2];
const browser = await launch({ viewport: { width: 1024, height: 640 } });
let ok = false;
try {
  const page = browser.context.pages()[0] || (await browser.context.newPage());
  const errors = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  const marks = await loadToFirstFrame(page, url);
  await page.evaluate(() => window.mancala.ready.then(() => true));
  const stats = await canvasStats(page);
  ok = stats.colours > 40 && stats.nonDominant > 0.05 && errors.length === 0;
  console.log(`first frame at ${Math.round(marks['first-frame'])} ms, a ${stats.width}x${stats.height} canvas ` +
    `of ${stats.colours} colours${errors.length ? `; page errors: ${errors.join(' | ')}` : ''}`);
} catch (e) {
  console.log(String(e.stack || e));
} finally {
  await browser.close();
}
process.exit(ok ? 0 : 1);
