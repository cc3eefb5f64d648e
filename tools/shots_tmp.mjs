import { startServer, withBrowser, openGame, waitUntil, api, nextFrames, waitIdle } from '../tests/e2e/lib.mjs';
const server = await startServer();
const sizes = {
  desk: { viewport: { width: 1280, height: 800 } },
  phone: { viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, hasTouch: true, isMobile: true },
  frame: { viewport: { width: 360, height: 300 } },
};
const out = '/tmp/review';
for (const lang of ['en', 'fr']) {
  for (const [size, opts] of Object.entries(sizes)) {
    await withBrowser(opts, async (context) => {
      const { page } = await openGame(context, `${server.url}?lang=${lang}`);
      await nextFrames(page);
      await page.screenshot({ path: `${out}/start-${lang}-${size}.png` });
      await api(page, () => window.mancala.newGame({ variant: 'warri', south: 'person', north: 'computer', level: 'easy' }));
      await api(page, () => window.mancala.setSpeed('instant'));
      for (let i = 0; i < 3; i++) {
        await waitUntil(page, () => !window.mancala.busy() && window.mancala.state().toMove === 'S');
        const m = (await api(page, () => window.mancala.legalMoves()))[0];
        await api(page, (x) => window.mancala.play(x), m);
      }
      await waitUntil(page, () => !window.mancala.busy() && window.mancala.state().toMove === 'S');
      await waitIdle(page);
      await page.screenshot({ path: `${out}/play-${lang}-${size}.png` });
      // An end: a near-final Warri position, South to play and win.
      await page.goto(`${server.url}?lang=${lang}&game=warri&south=person&north=computer&position=0,0,0,0,0,1,0,0,0,0,1,1:S:24,21`);
      await page.evaluate(() => window.mancala.ready.then(() => true));
      await api(page, () => window.mancala.setSpeed('instant'));
      let guard = 0;
      while (!(await api(page, () => window.mancala.state().over)) && guard++ < 40) {
        await waitUntil(page, () => window.mancala.state().over || (!window.mancala.busy() && window.mancala.state().toMove === 'S'));
        if (await api(page, () => window.mancala.state().over)) break;
        const m = (await api(page, () => window.mancala.legalMoves()))[0];
        await api(page, (x) => window.mancala.play(x), m);
      }
      await waitIdle(page);
      await page.screenshot({ path: `${out}/end-${lang}-${size}.png` });
    });
  }
}
await server.close();
