import { startServer, launchBrowser, WEB, waitIdle, nextFrames } from '../tests/e2e/lib.mjs';
const out = process.argv[2] || '/tmp/shots';
const server = await startServer(WEB);
const browser = await launchBrowser();
const sizes = {
  desk: { viewport: { width: 1280, height: 800 } },
  phone: { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, deviceScaleFactor: 2 },
  frame: { viewport: { width: 360, height: 300 } },
};
const results = {};
for (const lang of ['en', 'fr']) {
  for (const [name, opts] of Object.entries(sizes)) {
    const context = await browser.newContext(opts);
    const page = await context.newPage();
    await page.goto(server.url + `?lang=${lang}&game=warri&south=person&north=computer&level=easy`);
    await page.evaluate(() => window.mancala.ready.then(() => true));
    await page.evaluate(() => window.mancala.setSpeed('instant'));
    for (const m of ['c', 'e']) {
      await waitIdle(page);
      const legal = await page.evaluate(() => window.mancala.legalMoves());
      await page.evaluate((x) => window.mancala.play(x), legal.includes(m) ? m : legal[0]);
    }
    await waitIdle(page);
    await nextFrames(page);
    results[`${lang}-${name}`] = await page.evaluate(() => window.mancala.boardSizes());
    await page.screenshot({ path: `${out}/${lang}-${name}.png` });
    // the end of a game: a record near its end
    await context.close();
  }
}
console.log(JSON.stringify(results));
await browser.close(); server.close();
