// Screenshots of My games (not a test): 1280x800 and a phone 390x844, English and French.
import { startServer, launch, openGame, nextFrames } from './lib.mjs';

const server = await startServer();
const out = process.argv[2] || '/tmp/gpo';
for (const lang of ['en', 'fr']) {
  for (const [w, h, touch] of [[1280, 800, false], [390, 844, true]]) {
    const b = await launch({ viewport: { width: w, height: h }, hasTouch: touch, isMobile: touch, deviceScaleFactor: 1 });
    const { page } = await openGame(b.context, server.url + '?lang=' + lang);
    await page.evaluate(() => {
      const m = window.mancala;
      m.setSpeed('instant');
      for (const [seed, north, level] of [[1, 'computer', 'medium'], [2, 'person', undefined], [3, 'computer', 'hard'], [4, 'computer', 'medium']]) {
        let r = seed;
        const random = () => { r = (r * 1103515245 + 12345) % 2147483648; return r / 2147483648; };
        m.newGame({ variant: seed === 3 ? 'warri' : 'adji-kui-1', south: 'person', north: 'person' });
        const moves = [];
        while (!m.state().over) { const l = m.legalMoves(); const x = l[Math.floor(random() * l.length)]; moves.push(x); m.play(x); }
        if (north === 'computer') {
          m.newGame({ variant: seed === 3 ? 'warri' : 'adji-kui-1', south: 'person', north: 'computer', level });
          let t = `[Game "${seed === 3 ? 'warri' : 'adji-kui-1'}"]\n\n`;
          const head = moves.slice(0, -1);
          for (let i = 0; i < head.length; i += 2) t += `${i / 2 + 1}. ${head.slice(i, i + 2).join(' ')} `;
          m.loadRecord(t);
        }
      }
    });
    await new Promise((r) => setTimeout(r, 1500));
    await page.evaluate(() => window.mancala.showMyGames());
    await nextFrames(page);
    await new Promise((r) => setTimeout(r, 500));
    await page.screenshot({ path: `${out}/my-games-${lang}-${w}.png` });
    await page.evaluate(() => window.mancala.closeMyGames());
    await nextFrames(page);
    await page.screenshot({ path: `${out}/start-${lang}-${w}.png` });
    await b.close();
  }
}
await server.close();
process.exit(0);
