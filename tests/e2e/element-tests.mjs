// End-to-end tests of <mancala-game> (web/mancala-game/), the game in a page of another origin
// with one script and one tag: its facade until pressed, the game's messages as its events, its
// methods, two elements apart, ten on a page and the bytes they cost before a press, the plain
// frame inside the tag for a page without the script, and the oEmbed description of a game's page
// (ci/web-tools/oembed.mjs) as a CMS reads it. The element under misuse is
// element-safety-tests.mjs's, registered with these.
// Registered into run-tests.mjs; each test opens its own browser profile.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { HANG_GUARD_MS, startServer, waitUntil, assert, withBrowser } from './lib.mjs';
import { museumPage } from './museum.mjs';
import registerElementSafetyTests from './element-safety-tests.mjs';

const AXE = path.join(path.dirname(fileURLToPath(import.meta.url)), 'node_modules/axe-core/axe.min.js');

// What the page heard from its elements: [element id, event, detail].
const LISTEN = `<script>
  window.heard = [];
  for (const el of document.querySelectorAll('mancala-game'))
    for (const t of ['ready', 'newgame', 'move', 'gameover', 'state', 'error'])
      el.addEventListener(t, (e) => window.heard.push([el.id, t, e.detail]));
</script>`;

// The page's frame of the game served at `url`, once it is there and has its page API (the waits
// are hang guards).
async function gameFrame(page, url) {
  const ours = (f) => f.url().startsWith(url);
  const frame = page.frames().find(ours) ||
    (await page.waitForEvent('framenavigated', { predicate: ours, timeout: HANG_GUARD_MS }));
  await frame.waitForFunction(() => !!(window.mancala && window.mancala.ready), undefined, { timeout: HANG_GUARD_MS });
  return frame;
}

const heard = (page, id, type) => page.evaluate(([i, t]) => window.heard.filter((h) => h[0] === i && h[1] === t).map((h) => h[2]), [id, type]);

export default function register(test, ctx) {
  test('element: on a page of another origin, a facade until pressed, then the game, its events and methods; a second element apart', async () => {
    const game = await startServer(ctx.web);
    const museum = await museumPage(`<!doctype html><html lang="fr"><head><meta charset="utf-8"><title>Musée</title>
      <script src="${game.url}mancala-game.js"></script></head><body><main><h1>Jeux</h1>
      <mancala-game id="one" game="warri" opponent="computer" level="easy"></mancala-game>
      <mancala-game id="two" game="adji-kui-1" opponent="person" lang="en"></mancala-game>
      </main>${LISTEN}</body></html>`);
    try {
      await withBrowser({ viewport: { width: 1280, height: 900 } }, async (context) => {
        const page = context.pages()[0] || (await context.newPage());
        const errors = [];
        page.on('pageerror', (e) => errors.push(String(e)));
        await page.goto(museum.url);
        // The facades: the game's name and Play in the element's language, nothing of the game loaded.
        const labels = await page.evaluate(() => [...document.querySelectorAll('mancala-game')].map((el) =>
          el.shadowRoot.querySelector('button').textContent.replace(/\s+/g, ' ').trim()));
        assert(labels[0] === 'Jouer Warri, contre l’ordinateur', `first facade: ${labels[0]}`);
        assert(labels[1] === 'Play Adji Kui I, two players, one device', `second facade: ${labels[1]}`);
        const box = await page.locator('#one').boundingBox();
        assert(box.width >= 360 && box.height >= 300, `the element's size: ${box.width}x${box.height}`);
        assert(game.requests.every((r) => r.path === '/mancala-game.js'), `loaded before a press: ${game.requests.map((r) => r.path).join(', ')}`);
        const axe = readFileSync(AXE, 'utf8');
        await page.addScriptTag({ content: axe });
        const violations = await page.evaluate(() => window.axe.run(document, { resultTypes: ['violations'] }));
        assert(violations.violations.length === 0, `axe: ${violations.violations.map((v) => v.id + ' at ' + v.nodes.map((n) => n.target).join()).join('; ')}`);

        // A press: the game starts in the element, Warri against the computer, and says so.
        await page.click('#one button');
        await waitUntil(page, () => window.heard.some((h) => h[0] === 'one' && h[1] === 'ready'), undefined, { what: 'ready' });
        const frame = page.frames().find((f) => f.url().startsWith(game.url + 'index.html'));
        assert(frame, 'no game frame');
        const address = new URL(frame.url());
        assert(address.searchParams.get('parentOrigin') === new URL(museum.url).origin && address.searchParams.get('lang') === 'fr' &&
          address.searchParams.get('north') === 'computer' && address.searchParams.get('slot') === 'one', `the game's address: ${frame.url()}`);
        assert((await heard(page, 'one', 'ready'))[0].state.variant === 'warri', 'ready: not Warri');
        await frame.evaluate(() => window.mancala.setSpeed('instant'));
        assert((await frame.evaluate(() => window.mancala.play('c'))).ok, 'c');
        await waitUntil(page, () => window.heard.filter((h) => h[0] === 'one' && h[1] === 'move').length >= 2, undefined,
          { what: 'the move and the computer\'s reply' });
        const moves = await heard(page, 'one', 'move');
        assert(moves[0].move === 'c' && moves[0].player === 'S' && moves[1].player === 'N', `moves: ${JSON.stringify(moves.map((m) => m.move))}`);
        // The methods: the state, a new game, a refused one that changes nothing.
        const state = await page.evaluate(() => document.getElementById('one').getState());
        assert(state.variant === 'warri' && state.board.reduce((a, b) => a + b) + state.captured[0] + state.captured[1] === 48, `getState: ${JSON.stringify(state)}`);
        const started = await page.evaluate(() => document.getElementById('one').newGame({ variant: 'adji-kui-2', north: 'computer' }));
        assert(started.variant === 'adji-kui-2', `newGame: ${JSON.stringify(started)}`);
        const refused = await page.evaluate(() => document.getElementById('one').newGame({ variant: 'warri', level: 'godlike' })
          .then(() => 'accepted', (e) => e.message));
        assert(/godlike/.test(refused), `a bad level: ${refused}`);
        assert((await frame.evaluate(() => window.mancala.state())).variant === 'adji-kui-2', 'a refused command changed the game');
        assert((await heard(page, 'one', 'error')).length === 1, 'the refusal was not an error event');
        // What newGame() leaves out comes from the element's attributes: Warri against the computer.
        const again = await page.evaluate(() => document.getElementById('one').newGame({}));
        const players = await frame.evaluate(() => window.mancala.players());
        assert(again.variant === 'warri' && players.north.kind === 'computer' && players.north.level === 'easy',
          `newGame({}): ${again.variant}, ${JSON.stringify(players)}`);

        // A message from another window, of the game's origin, is not the element's.
        await page.evaluate((origin) => window.postMessage({ type: 'mancala:move', move: 'x', player: 'S', state: {} }, '*'), game.url);
        // The second element, still a facade, played from the keyboard: the focus goes into its game.
        assert(!(await page.evaluate(() => document.getElementById('two').played)), 'the second element loaded on its own');
        await page.focus('#two button');
        await page.keyboard.press('Enter');
        await waitUntil(page, () => window.heard.some((h) => h[0] === 'two' && h[1] === 'ready'), undefined, { what: 'the second ready' });
        await waitUntil(page, () => document.activeElement && document.activeElement.id === 'two' &&
          document.activeElement.shadowRoot.activeElement && document.activeElement.shadowRoot.activeElement.tagName === 'IFRAME',
        undefined, { what: 'the focus in the second game' });
        const second = page.frames().find((f) => f !== frame && f.url().startsWith(game.url + 'index.html'));
        assert((await second.evaluate(() => window.mancala.state())).variant === 'adji-kui-1', 'the second game');
        // The focus on its board: the arrows and Enter play at once.
        await second.waitForFunction(() => document.activeElement && document.activeElement.id === 'canvas', undefined, { timeout: HANG_GUARD_MS });
        await second.evaluate(() => window.mancala.setSpeed('instant'));
        await page.keyboard.press('ArrowRight');
        await page.keyboard.press('Enter');
        await waitUntil(page, () => window.heard.some((h) => h[0] === 'two' && h[1] === 'move'), undefined, { what: 'a move by the keyboard' });
        assert((await frame.evaluate(() => window.mancala.state())).variant === 'warri', 'the first game changed');
        assert((await heard(page, 'one', 'move')).length === moves.length, 'a foreign message became an event');
        // Each keeps its own save: with a move in the second, both saves are there, apart.
        const saves = await second.evaluate(() => Object.keys(window.localStorage).filter((k) => k.startsWith('mancala')).sort());
        assert(saves.includes('mancala-embedded-one') && saves.includes('mancala-embedded-two'), `saves: ${saves.join(', ')}`);
        assert(!(await frame.evaluate(() => window.mancala.message ? window.mancala.message() : '')), 'the first game shows a message');
        assert(errors.length === 0, `page errors: ${errors.join(' | ')}`);
      });
    } finally {
      await museum.close();
      await game.close();
    }
  });

  test('element: every field of the set-up is an attribute, by its name or its older one, to the game and to newGame', async () => {
    const game = await startServer(ctx.web);
    const museum = await museumPage(`<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Museum</title>
      <script src="${game.url}mancala-game.js"></script></head><body><main><h1>Games</h1>
      <mancala-game id="m" variant="adji-kui-2" north="computer" north-level="hard" match="1" length="games" games="7" autoplay></mancala-game>
      </main>${LISTEN}</body></html>`);
    try {
      await withBrowser({ viewport: { width: 1280, height: 900 } }, async (context) => {
        const page = context.pages()[0] || (await context.newPage());
        const errors = [];
        page.on('pageerror', (e) => errors.push(String(e)));
        await page.goto(museum.url);
        await waitUntil(page, () => window.heard.some((h) => h[0] === 'm' && h[1] === 'ready'), undefined, { what: 'ready' });
        // The attributes, the new ones and an older name, go to the game's address as they are.
        const asked = new URL(await page.evaluate(() => document.getElementById('m').address())).searchParams;
        assert(asked.get('variant') === 'adji-kui-2' && asked.get('north-level') === 'hard' && asked.get('match') === '1' &&
          asked.get('length') === 'games' && asked.get('games') === '7', `the game's address: ${asked}`);
        // The game is that one, and its own address, which follows it, says the match's length.
        const frame = await gameFrame(page, game.url);
        await frame.waitForFunction(() => new URLSearchParams(window.location.search).get('games') === '7', undefined,
          { timeout: HANG_GUARD_MS });
        const shown = await frame.evaluate(() => [window.mancala.state().variant, window.mancala.players().north.level,
          window.location.search]);
        assert(shown[0] === 'adji-kui-2' && shown[1] === 'hard' && /[?&]length=games(&|$)/.test(shown[2]), `the game: ${shown}`);
        // newGame() leaves out what the attributes say, and takes every field of the set-up.
        const again = await page.evaluate(() => document.getElementById('m').newGame({ games: '9' }));
        assert(again.variant === 'adji-kui-2', `newGame: ${JSON.stringify(again)}`);
        await frame.waitForFunction(() => new URLSearchParams(window.location.search).get('games') === '9', undefined,
          { timeout: HANG_GUARD_MS });
        assert((await frame.evaluate(() => window.mancala.players().north.level)) === 'hard', 'the level of the attributes');
        // A field given by its older name wins over the attribute of its newer one, and the other way.
        const warri = await page.evaluate(() => document.getElementById('m').newGame({ variant: 'warri' }));
        assert(warri.variant === 'warri', `newGame({variant}): ${JSON.stringify(warri)}`);
        const adji = await page.evaluate(() => document.getElementById('m').newGame({ game: 'adji-kui-1' }));
        assert(adji.variant === 'adji-kui-1', `newGame({game}): ${JSON.stringify(adji)}`);
        assert(errors.length === 0, `page errors: ${errors.join(' | ')}`);
      });
    } finally {
      await museum.close();
      await game.close();
    }
  });

  test('element: ten on a page cost under 50 KB until one is played, their fallback frames unloaded; autoplay loads at once', async () => {
    const game = await startServer(ctx.web);
    const games = ['warri', 'adji-kui-1', 'adji-kui-2'];
    const tags = Array.from({ length: 10 }, (_, i) => `<mancala-game game="${games[i % 3]}" opponent="computer">
      <iframe src="${game.url}index.html?game=${games[i % 3]}" title="${games[i % 3]}" loading="lazy"></iframe></mancala-game>`).join('\n');
    const museum = await museumPage(`<!doctype html><html lang="it"><head><meta charset="utf-8"><title>Museo</title>
      <script src="${game.url}mancala-game.js"></script></head><body><main>${tags}
      <mancala-game id="auto" game="warri" autoplay></mancala-game></main>${LISTEN}</body></html>`);
    try {
      await withBrowser({ viewport: { width: 1280, height: 900 } }, async (context) => {
        const page = context.pages()[0] || (await context.newPage());
        const documents = [];
        page.on('request', (r) => { if (r.resourceType() === 'document') documents.push(r.url()); });
        await page.goto(museum.url);
        await waitUntil(page, () => window.heard.some((h) => h[0] === 'auto' && h[1] === 'ready'), undefined, { what: 'the autoplay element' });
        const played = await page.evaluate(() => [...document.querySelectorAll('mancala-game')].map((el) => el.played));
        assert(played.slice(0, 10).every((p) => !p) && played[10], `played: ${played}`);
        const frames = await page.evaluate(() => document.querySelectorAll('mancala-game > iframe').length);
        assert(frames === 0, `${frames} fallback frames left in the page`);
        // The frames the page navigated (the service worker's own fetches, made later for its
        // cache, are not the page's): the autoplay element's alone.
        const loaded = documents.filter((u) => u.startsWith(game.url));
        assert(loaded.length === 1 && /slot=auto/.test(loaded[0]), `the game's page was loaded for: ${loaded.join(', ')}`);
        const pages = game.requests.filter((r) => r.path.endsWith('index.html'));
        // The bytes of the ten facades: all that was asked for before the autoplay element's page.
        const before = game.requests.slice(0, game.requests.indexOf(pages[0]));
        const bytes = before.reduce((n, r) => n + r.bytes, 0);
        console.log(`     ten elements before a press: ${before.length} request(s), ${bytes} bytes`);
        assert(bytes < 50 * 1024, `${bytes} bytes before a press`);
        const label = await page.evaluate(() => document.querySelector('mancala-game').shadowRoot.querySelector('.label').textContent);
        assert(label === 'Gioca', `the page's language: ${label}`);
      });
    } finally {
      await museum.close();
      await game.close();
    }
  });

  test('element: the facade in the light look, following the system with theme=auto, in the page\'s accent where it reads; the game in the same look', async () => {
    const game = await startServer(ctx.web);
    const museum = await museumPage(`<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Museum</title>
      <script src="${game.url}mancala-game.js"></script></head><body>
      <mancala-game id="dark" game="warri"></mancala-game>
      <mancala-game id="light" game="warri" theme="light"></mancala-game>
      <mancala-game id="auto" game="warri" theme="auto"></mancala-game>
      <mancala-game id="blue" game="warri" theme="light" accent="#1a4fa0"></mancala-game>
      <mancala-game id="pale" game="warri" theme="light" accent="rgb(255, 230, 120)"></mancala-game>
      </body></html>`);
    try {
      await withBrowser({ viewport: { width: 1280, height: 900 }, colorScheme: 'dark' }, async (context) => {
        const page = context.pages()[0] || (await context.newPage());
        await page.goto(museum.url);
        const look = () => page.evaluate(() => Object.fromEntries([...document.querySelectorAll('mancala-game')].map((el) => {
          const play = getComputedStyle(el.shadowRoot.querySelector('.play'));
          return [el.id, { ground: getComputedStyle(el).backgroundColor, play: play.backgroundColor, words: play.color }];
        })));
        let l = await look();
        assert(l.dark.ground === 'rgb(30, 21, 14)' && l.auto.ground === 'rgb(30, 21, 14)', `dark facades: ${JSON.stringify(l)}`);
        assert(l.light.ground === 'rgb(251, 247, 238)' && l.light.play === 'rgb(140, 76, 0)', `light facade: ${JSON.stringify(l.light)}`);
        assert(l.blue.play === 'rgb(26, 79, 160)' && l.blue.words === 'rgb(255, 252, 245)', `the accent on Play: ${JSON.stringify(l.blue)}`);
        assert(l.pale.play === 'rgb(140, 76, 0)', `an accent too pale for the light look was used: ${JSON.stringify(l.pale)}`);
        // The visitor's system turns light: theme=auto follows, the page does nothing.
        await page.emulateMedia({ colorScheme: 'light' });
        l = await look();
        assert(l.auto.ground === 'rgb(251, 247, 238)' && l.dark.ground === 'rgb(30, 21, 14)', `after the system turned light: ${JSON.stringify(l)}`);
        // Played: the game in the same look and accent; the pale accent refused in words.
        await page.evaluate(() => Promise.all(['auto', 'blue', 'pale'].map((id) => document.getElementById(id).play())));
        const frames = page.frames().filter((f) => f !== page.mainFrame());
        const seen = await Promise.all(frames.map(async (f) => {
          await f.evaluate(() => window.mancala.ready);
          return { url: f.url(), settings: await f.evaluate(() => window.mancala.settings()), message: await f.evaluate(() => window.mancala.message()) };
        }));
        const of = (id) => seen.find((s) => s.url.includes('slot=' + id));
        assert(of('auto').settings.look === 'light', `the auto game in the light system: ${JSON.stringify(of('auto'))}`);
        assert(of('blue').settings.accent === '#1a4fa0', `the blue game: ${JSON.stringify(of('blue'))}`);
        assert(of('pale').settings.accent === null && /#ffe678/.test(of('pale').message) && /4\.5:1/.test(of('pale').message),
          `the pale game: ${JSON.stringify(of('pale'))}`);
        // The system turns dark again: the game with theme=auto follows it (once in view: the
        // browser tells a frame of a change of the media as it draws it).
        await page.locator('#auto').scrollIntoViewIfNeeded();
        await page.emulateMedia({ colorScheme: 'dark' });
        const autoFrame = frames[seen.indexOf(of('auto'))];
        await autoFrame.waitForFunction(() => window.mancala.settings().look === 'classic', undefined, { timeout: HANG_GUARD_MS });
      });
    } finally {
      await museum.close();
      await game.close();
    }
  });

  test('element: without its script the frame inside the tag plays', async () => {
    const game = await startServer(ctx.web);
    const museum = await museumPage(`<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Museum</title></head>
      <body><mancala-game game="warri"><iframe src="${game.url}index.html?game=warri&amp;north=computer" title="Warri"
      width="720" height="480"></iframe></mancala-game></body></html>`);
    try {
      await withBrowser({ viewport: { width: 1280, height: 900 } }, async (context) => {
        const page = context.pages()[0] || (await context.newPage());
        await page.goto(museum.url);
        const frame = await gameFrame(page, game.url);
        await frame.evaluate(() => window.mancala.ready);
        await frame.evaluate(() => window.mancala.setSpeed('instant'));
        assert((await frame.evaluate(() => window.mancala.play('c'))).ok, 'c');
        assert((await frame.evaluate(() => window.mancala.state())).variant === 'warri', 'not Warri');
      });
    } finally {
      await museum.close();
      await game.close();
    }
  });

  test('oembed: a game\'s page announces its description, whose frame plays in a page of another origin', async () => {
    const game = await startServer(ctx.web);
    try {
      // As a CMS does: the page's discovery link, then the description it names.
      const page = await (await fetch(game.url + 'warri.fr.html')).text();
      const link = /<link rel="alternate" type="application\/json\+oembed" href="([^"]+)"/.exec(page);
      assert(link, 'warri.fr.html announces no oEmbed description');
      // An absolute address at the build's own (MANCALA_SITE_URL), which is the test server here.
      assert(/^https?:\/\/.+\/oembed\/warri\.fr\.json$/.test(link[1]), `the discovery link: ${link[1]}`);
      const d = await (await fetch(game.url + 'oembed/warri.fr.json')).json();
      assert(d.version === '1.0' && d.type === 'rich' && d.width > 0 && d.height > 0 && /Warri/.test(d.title) &&
        typeof d.provider_name === 'string' && typeof d.provider_url === 'string', `description: ${JSON.stringify(d)}`);
      const src = /<iframe src="([^"]+)"/.exec(d.html);
      assert(src && !/<script/i.test(d.html), `its html: ${d.html}`);
      // The build's address (MANCALA_SITE_URL) is where the test server is here.
      const site = d.provider_url;
      const address = new URL(src[1].replace(/&amp;/g, '&'));
      assert(address.href.startsWith(site + 'index.html?') && address.searchParams.get('game') === 'warri' &&
        address.searchParams.get('lang') === 'fr' && address.searchParams.get('north') === 'computer', `its frame: ${address}`);
      const museum = await museumPage(`<!doctype html><html lang="fr"><head><meta charset="utf-8"><title>Musée</title></head>
        <body><main><h1>Warri</h1>${d.html.split(site).join(game.url)}</main></body></html>`);
      try {
        await withBrowser({ viewport: { width: 1280, height: 900 } }, async (context) => {
          const p = context.pages()[0] || (await context.newPage());
          await p.goto(museum.url);
          const frame = await gameFrame(p, game.url);
          await frame.evaluate(() => window.mancala.ready);
          const players = await frame.evaluate(() => window.mancala.players());
          assert(JSON.stringify(players).includes('computer'), `players: ${JSON.stringify(players)}`);
          assert((await frame.evaluate(() => window.mancala.state())).variant === 'warri', 'not Warri');
          // The game's own page for Warri in French opens Warri in French.
          const own = await context.newPage();
          await own.goto(game.url + 'warri.fr.html');
          await own.waitForFunction(() => window.mancala && window.mancala.ready, undefined, { timeout: HANG_GUARD_MS });
          await own.evaluate(() => window.mancala.ready);
          const s = await own.evaluate(() => ({ variant: window.mancala.state().variant, lang: document.documentElement.lang }));
          assert(s.variant === 'warri' && s.lang === 'fr', `warri.fr.html opens ${JSON.stringify(s)}`);
        });
      } finally {
        await museum.close();
      }
    } finally {
      await game.close();
    }
  });

  test('oembed: in a frame sandboxed without allow-same-origin (WordPress\'s for a provider it does not trust), the game plays from a host that allows any origin, and says why it cannot from one that does not', async () => {
    for (const cors of [true, false]) {
      const game = await startServer(ctx.web, { headers: cors ? { 'Access-Control-Allow-Origin': '*' } : {} });
      const museum = await museumPage(`<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Museum</title></head>
        <body><main><h1>Warri</h1><iframe sandbox="allow-scripts" security="restricted" title="Warri"
        src="${game.url}index.html?game=warri&amp;north=computer&amp;lang=en" width="720" height="480"></iframe></main></body></html>`);
      try {
        await withBrowser({ viewport: { width: 1280, height: 900 } }, async (context) => {
          const p = context.pages()[0] || (await context.newPage());
          await p.goto(museum.url);
          const frame = await gameFrame(p, game.url);
          const started = await frame.evaluate(() => window.mancala.ready.then(() => 'ready', (e) => 'failed: ' + e.message));
          if (cors) {
            assert(started === 'ready', `with Access-Control-Allow-Origin: ${started}`);
            await frame.evaluate(() => window.mancala.setSpeed('instant'));
            assert((await frame.evaluate(() => window.mancala.play('c'))).ok, 'c');
            assert((await frame.evaluate(() => window.mancala.state())).variant === 'warri', 'not Warri');
          } else {
            const said = await frame.evaluate(() => document.getElementById('error').textContent);
            assert(started.startsWith('failed') && /could not be downloaded/.test(said), `without it: ${started}; the page says: ${said}`);
          }
        });
      } finally {
        await museum.close();
        await game.close();
      }
    }
  });

  registerElementSafetyTests(test, ctx);
}
