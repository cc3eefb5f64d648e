// End-to-end tests of <mancala-game> (web/mancala-game.js) under misuse: attribute values named
// like the properties of every object name nothing.
// Registered with element-tests.mjs; each test opens its own browser profile.
import { startServer, assert, withBrowser } from './lib.mjs';
import { museumPage } from './museum.mjs';

// What the page heard from its elements, by their data-n (or id): [who, event, detail]. Put
// before the elements, so that an element that fails as it is parsed is heard too.
const LISTEN = `<script>
  window.heard = [];
  for (const t of ['ready', 'move', 'error'])
    document.addEventListener(t, (e) => {
      if (e.target.localName === 'mancala-game') window.heard.push([e.target.dataset.n || e.target.id, t, e.detail]);
    });
</script>`;

async function onMuseumPage(game, body, fn) {
  const museum = await museumPage(`<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Museum</title>
    <script src="${game.url}mancala-game.js"></script></head><body>${LISTEN}<main>${body}</main></body></html>`);
  try {
    await withBrowser({ viewport: { width: 1280, height: 900 } }, async (context) => {
      const page = context.pages()[0] || (await context.newPage());
      const errors = [];
      page.on('pageerror', (e) => errors.push(String(e)));
      await page.goto(museum.url);
      await fn(page);
      assert(errors.length === 0, `page errors: ${errors.join(' | ')}`);
    });
  } finally {
    await museum.close();
  }
}

export default function register(test, ctx) {
  test('element: game, opponent and lang values such as __proto__ and constructor name nothing', async () => {
    const game = await startServer(ctx.web);
    try {
      await onMuseumPage(game, `<mancala-game game="__proto__" opponent="constructor"></mancala-game>
        <mancala-game game="constructor" opponent="__proto__" lang="constructor"></mancala-game>
        <mancala-game game="warri" opponent="play" lang="__proto__"></mancala-game>
        <mancala-game game="hasOwnProperty" opponent="toString" lang="valueOf"></mancala-game>`, async (page) => {
        const labels = await page.evaluate(() => [...document.querySelectorAll('mancala-game')].map((el) =>
          el.shadowRoot.querySelector('button').textContent.replace(/\s+/g, ' ').trim()));
        const all = 'Play Adji Kui I, Adji Kui II and Warri';
        assert(JSON.stringify(labels) === JSON.stringify([all, all, 'Play Warri', all]), `the facades: ${JSON.stringify(labels)}`);
      });
    } finally {
      await game.close();
    }
  });
}
