import { startServer, launch, openGame, waitUntil, waitIdle, api, clickControl, nextFrames, SCREENSHOTS } from './lib.mjs';
import path from 'node:path';
const server = await startServer();
const shot = async (page, name) => { await nextFrames(page); await page.screenshot({ path: path.join('/tmp/pz', name) }); };
async function ctl(page, name) {
  await waitUntil(page, (n) => window.mancala.controlCenter(n) !== null, name, { what: name });
  await nextFrames(page);
}
async function tapControl(page, name) {
  const p = await page.evaluate((n) => window.mancala.controlCenter(n), name);
  const box = await page.locator('#canvas').boundingBox();
  await page.touchscreen.tap(box.x + p.x, box.y + p.y);
  await nextFrames(page);
}
try {
  // Phone, French, touch.
  {
    const b = await launch({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, hasTouch: true, isMobile: true });
    const { page } = await openGame(b.context, server.url + '?lang=fr');
    await ctl(page, 'puzzles');
    await tapControl(page, 'puzzles');
    await ctl(page, 'puzzles-game-warri');
    await tapControl(page, 'puzzles-game-warri');
    await ctl(page, 'puzzle-warri-01');
    await shot(page, 'phone-fr-list.png');
    await tapControl(page, 'puzzle-warri-01');
    await ctl(page, 'puzzle-hole-0');
    await shot(page, 'phone-fr-puzzle.png');
    await tapControl(page, 'puzzle-hole-0');
    await shot(page, 'phone-fr-wrong.png');
    await tapControl(page, 'puzzle-hole-3');
    await waitIdle(page);
    await shot(page, 'phone-fr-solved.png');
    console.log('phone said:', await api(page, () => window.mancala.announcement()));
    await b.close();
  }
  // Desktop, French: a win puzzle of Adji Kui I, played on.
  {
    const b = await launch({ viewport: { width: 1280, height: 800 } });
    const { page } = await openGame(b.context, server.url + '?lang=fr');
    await api(page, () => window.mancala.setSpeed('fast'));
    await clickControl(page, 'puzzles');
    await ctl(page, 'puzzle-adji-kui-1-01');
    await shot(page, 'desk-fr-list.png');
    await clickControl(page, 'puzzle-adji-kui-1-01');
    await ctl(page, 'puzzle-hole-0');
    await clickControl(page, 'puzzle-hole-3');
    await shot(page, 'desk-fr-wrong.png');
    console.log('wrong said:', await api(page, () => window.mancala.announcement()));
    await clickControl(page, 'puzzle-answer');
    await shot(page, 'desk-fr-answer.png');
    await clickControl(page, 'puzzle-hole-0');
    await new Promise((r) => setTimeout(r, 300));
    await shot(page, 'desk-fr-after.png');
    await waitIdle(page);
    await shot(page, 'desk-fr-replied.png');
    console.log('replied said:', await api(page, () => window.mancala.announcement()));
    await b.close();
  }
  // The 360x300 embed frame, Spanish.
  {
    const b = await launch({ viewport: { width: 700, height: 560 } });
    const page = b.context.pages()[0] || (await b.context.newPage());
    await page.goto(server.url + 'embed.html?size=small&lang=es');
    await waitUntil(page, () => window.embedLog.some((m) => m.type === 'mancala:ready'), undefined, { what: 'the game' });
    const frame = page.frames().find((f) => f !== page.mainFrame());
    const box = await page.locator('#game').boundingBox();
    const clickIn = async (name) => {
      await frame.waitForFunction((n) => window.mancala.controlCenter(n) !== null, name, { polling: 50 });
      const p = await frame.evaluate((n) => window.mancala.controlCenter(n), name);
      await page.mouse.click(box.x + p.x, box.y + p.y);
      await new Promise((r) => setTimeout(r, 300));
    };
    const s = async (n) => page.locator('#game').screenshot({ path: path.join('/tmp/pz', n) });
    await s('embed-es-start.png');
    await clickIn('menu');
    await clickIn('menu-puzzles');
    await s('embed-es-list0.png');
    await clickIn('puzzles-game-warri');
    await s('embed-es-list.png');
    await clickIn('puzzle-warri-01');
    await s('embed-es-puzzle.png');
    await clickIn('puzzle-hole-0');
    await s('embed-es-wrong.png');
    await clickIn('puzzle-hole-3');
    await new Promise((r) => setTimeout(r, 2500));
    await s('embed-es-solved.png');
    await b.close();
  }
} finally {
  await server.close();
}
