// End-to-end tests of <mancala-game> (web/mancala-game/) under misuse: each element keeps its
// own save whatever the page does to the others, a src that is not an http: or https: address
// loads nothing, the promises of its methods settle when the game cannot start or the element is
// removed, and attribute values named like the properties of every object name nothing.
// Registered with element-tests.mjs; each test opens its own browser profile.
import { HANG_GUARD_MS, startServer, waitUntil, assert, withBrowser } from './lib.mjs';
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

const heard = (page, who, type) => page.evaluate(([w, t]) => window.heard.filter((h) => h[0] === w && h[1] === t).map((h) => h[2]), [who, type]);
// The slot in an element's address.
const slots = (page) => page.evaluate(() => [...document.querySelectorAll('mancala-game')].map((el) =>
  (el.id || el.dataset.n) + ':' + new URL(el.address()).searchParams.get('slot')));

// The frame of the element `selector` (its shadow root's), once its game has its page API.
async function frameOf(page, selector) {
  const handle = await page.locator(selector + ' iframe').elementHandle({ timeout: HANG_GUARD_MS });
  const frame = await handle.contentFrame();
  await frame.waitForFunction(() => !!(window.mancala && window.mancala.ready), undefined, { timeout: HANG_GUARD_MS });
  await frame.evaluate(() => window.mancala.ready);
  return frame;
}

async function onMuseumPage(game, body, fn, prepare) {
  const museum = await museumPage(`<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Museum</title>
    <script src="${game.url}mancala-game.js"></script></head><body>${LISTEN}<main>${body}</main></body></html>`);
  try {
    await withBrowser({ viewport: { width: 1280, height: 900 } }, async (context) => {
      const page = context.pages()[0] || (await context.newPage());
      const errors = [];
      page.on('pageerror', (e) => errors.push(String(e)));
      if (prepare) await prepare(context);
      await page.goto(museum.url);
      await fn(page);
      assert(errors.length === 0, `page errors: ${errors.join(' | ')}`);
    });
  } finally {
    await museum.close();
  }
}

export default function register(test, ctx) {
  test('element: a removed element\'s save is not taken over: the second element keeps its slot through an attribute change, and a reload finds the first game', async () => {
    const game = await startServer(ctx.web);
    try {
      await onMuseumPage(game, `<mancala-game data-n="0" game="adji-kui-1" opponent="person"></mancala-game>
        <mancala-game data-n="1" game="warri" opponent="person"></mancala-game>`, async (page) => {
        const readies = (n) => page.evaluate((w) => window.heard.filter((h) => h[0] === w && h[1] === 'ready').length, n);
        // The first game: 1. c D 2. a, under the first element's slot.
        await page.evaluate(() => document.querySelector('[data-n="0"]').play());
        const first = await frameOf(page, '[data-n="0"]');
        await first.evaluate(() => window.mancala.setSpeed('instant'));
        for (const m of ['c', 'D', 'a']) assert((await first.evaluate((x) => window.mancala.play(x), m)).ok, m);
        assert((await first.evaluate(() => window.mancala.moves())).trim() === '1. c D 2. a', 'the first game');
        await page.evaluate(() => document.querySelector('[data-n="1"]').play());
        await frameOf(page, '[data-n="1"]');
        // The first element removed, an attribute of the second changed: it reloads under its own slot.
        await page.evaluate(() => {
          document.querySelector('[data-n="0"]').remove();
          document.querySelector('[data-n="1"]').setAttribute('theme', 'contrast');
        });
        await waitUntil(page, () => window.heard.filter((h) => h[0] === '1' && h[1] === 'ready').length >= 2, undefined,
          { what: 'the second game to be ready again' });
        assert(await readies('1') === 2, 'the second game\'s readies');
        const second = await frameOf(page, '[data-n="1"]');
        const slot = new URL(second.url()).searchParams.get('slot');
        assert(slot === 'game-1', `the second element reloaded under the slot ${slot}`);
        assert((await second.evaluate(() => window.mancala.state())).variant === 'warri', 'the second game is not Warri');
        await second.evaluate(() => window.mancala.setSpeed('instant'));
        const legal = await second.evaluate(() => window.mancala.legalMoves());
        assert((await second.evaluate((x) => window.mancala.play(x), legal[0])).ok, `a move in the second game: ${legal[0]}`);
        // A reload of the page: both elements as at first, the first finds its game.
        await page.reload();
        await page.evaluate(() => document.querySelector('[data-n="0"]').play());
        const again = await frameOf(page, '[data-n="0"]');
        const found = await again.evaluate(() => ({ variant: window.mancala.state().variant, moves: window.mancala.moves().trim() }));
        const saves = await again.evaluate(() => Object.keys(window.localStorage).filter((k) => k.startsWith('mancala-embedded'))
          .map((k) => k + ': ' + window.localStorage.getItem(k)));
        assert(saves.some((s) => s.includes('1. c D 2. a')), `the first game is in no save: ${saves.join(' | ')}`);
        assert(found.variant === 'adji-kui-1' && found.moves === '1. c D 2. a', `the first element found ${JSON.stringify(found)}`);
      });
    } finally {
      await game.close();
    }
  });

  test('element: two live elements never share a slot; each keeps its own while the page adds, moves and removes others', async () => {
    const game = await startServer(ctx.web);
    try {
      await onMuseumPage(game, `<mancala-game data-n="a"></mancala-game><mancala-game id="game-0"></mancala-game>
        <mancala-game data-n="c"></mancala-game><mancala-game id="x"></mancala-game><mancala-game id="x" data-n="x2"></mancala-game>`, async (page) => {
        const start = await slots(page);
        assert(start.join() === 'a:game-0,game-0:game-1,c:game-2,x:x,x:game-3', `at the start: ${start.join()}`);
        // One put first: its place's slot is another's, so the first free one.
        await page.evaluate(() => {
          const el = document.createElement('mancala-game');
          el.dataset.n = 'new';
          document.querySelector('main').prepend(el);
        });
        assert((await slots(page)).join() === 'new:game-4,a:game-0,game-0:game-1,c:game-2,x:x,x:game-3',
          `one more, first: ${(await slots(page)).join()}`);
        // One moved to the end keeps its own; one removed gives its own up: the next one whose
        // place's slot is taken gets it.
        await page.evaluate(() => {
          const main = document.querySelector('main');
          main.append(document.querySelector('[data-n="a"]'));
          document.querySelector('[data-n="c"]').remove();
          for (const n of ['last', 'first']) {
            const el = document.createElement('mancala-game');
            el.dataset.n = n;
            if (n === 'last') main.append(el);
            else main.prepend(el);
          }
        });
        const after = await slots(page);
        assert(after.join() === 'first:game-2,new:game-4,game-0:game-1,x:x,x:game-3,a:game-0,last:game-5', `after the changes: ${after.join()}`);
        // The same elements drawn anew (all removed, then put back): the slots of a first visit.
        await page.evaluate(() => { const m = document.querySelector('main'); m.innerHTML = m.innerHTML; });
        const redrawn = await slots(page);
        assert(redrawn.join() === 'first:game-0,new:game-1,game-0:game-2,x:x,x:game-3,a:game-5,last:game-6', `drawn anew: ${redrawn.join()}`);
      });
    } finally {
      await game.close();
    }
  });

  test('element: a javascript: or data: src loads nothing and fires an error event; an http: one then plays', async () => {
    const game = await startServer(ctx.web);
    try {
      await onMuseumPage(game, `<script>window.pwned = 0;</script>
        <mancala-game id="js" src="javascript:top.pwned=1//" autoplay></mancala-game>
        <mancala-game id="press" src=" JavaScript:top.pwned=2//"></mancala-game>
        <mancala-game id="data" src="data:text/html,%3Ch1%3EA%20stranger%3C/h1%3E%3Cscript%3Etop.pwned=3%3C/script%3E" autoplay></mancala-game>`,
      async (page) => {
        await page.click('#press button');
        const state = await page.evaluate(() => [...document.querySelectorAll('mancala-game')].map((el) =>
          ({ id: el.id, played: el.played, frames: el.shadowRoot.querySelectorAll('iframe').length, address: el.address(), pwned: window.pwned })));
        assert(state.every((s) => !s.played && s.frames === 0 && s.address === null && s.pwned === 0), `loaded: ${JSON.stringify(state)}`);
        const calls = await page.evaluate(() => Promise.all(['js', 'press', 'data'].map((id) =>
          document.getElementById(id).play().then(() => 'started', (e) => e.message))));
        assert(calls.every((m) => /was refused/.test(m) && /http: or https:/.test(m)), `play(): ${calls.join(' | ')}`);
        for (const id of ['js', 'press', 'data']) {
          const errors = await heard(page, id, 'error');
          // One at the start (autoplay) or the press, one for the call above.
          assert(errors.length === 2 && errors.every((d) => d.type === 'mancala:error' && d.command === null && /was refused/.test(d.error)),
            `${id}'s error events: ${JSON.stringify(errors)}`);
        }
        assert(page.frames().length === 1, `frames: ${page.frames().map((f) => f.url()).join(', ')}`);
        // The src made an http: address, the game plays; a javascript: one then leaves it as it is.
        const started = await page.evaluate((src) => {
          const el = document.getElementById('js');
          el.setAttribute('src', src);
          return el.play().then((s) => s.variant !== undefined);
        }, game.url + 'index.html');
        assert(started, 'the game did not start from an http: src');
        const before = await page.evaluate(() => document.getElementById('js').shadowRoot.querySelector('iframe').src);
        await page.evaluate(() => document.getElementById('js').setAttribute('src', 'javascript:top.pwned=4//'));
        const after = await page.evaluate(() => document.getElementById('js').shadowRoot.querySelector('iframe').src);
        assert(after === before && before.startsWith(game.url), `the frame's src became ${after}`);
        assert((await heard(page, 'js', 'error')).length === 3, 'no error event for the javascript: src of a game playing');
        const state2 = await page.evaluate(() => document.getElementById('js').getState());
        assert(state2 && state2.board, 'the game does not answer after the refused src');
        assert(await page.evaluate(() => window.pwned) === 0, `a src's script ran: ${await page.evaluate(() => window.pwned)}`);
      });
    } finally {
      await game.close();
    }
  });

  test('element: when its game cannot start, play(), getState() and newGame() reject and an error event fires; a removed element\'s calls reject', async () => {
    const game = await startServer(ctx.web);
    try {
      await onMuseumPage(game, `<mancala-game id="missing" src="${game.url}no-such-page.html"></mancala-game>
        <mancala-game id="live" game="warri" opponent="person"></mancala-game>
        <mancala-game id="pending" src="${game.url}no-such-page.html"></mancala-game>`, async (page) => {
        // The three calls on a game page that is not there, left to settle.
        await page.evaluate(() => {
          const el = document.getElementById('missing');
          window.missing = Promise.allSettled([el.play(), el.getState(), el.newGame({})])
            .then((r) => r.map((x) => x.status + ': ' + (x.reason ? x.reason.message : '')));
        });
        // A game that runs, then removed: a call rejects, and so does the one made just before.
        const removed = await page.evaluate(async () => {
          const el = document.getElementById('live');
          await el.play();
          const before = el.getState();
          el.remove();
          const after = [el.play(), el.getState(), el.newGame({})];
          return Promise.all([before, ...after].map((p) => p.then(() => 'resolved', (e) => e.name + ': ' + e.message)));
        });
        assert(removed.every((m) => m === 'Error: <mancala-game> was removed from the page'), `a removed element's calls: ${removed.join(' | ')}`);
        // A call waiting for a game that has not started rejects as its element is removed.
        const pending = await page.evaluate(() => {
          const el = document.getElementById('pending');
          const call = el.getState().then(() => 'resolved', (e) => e.message);
          el.remove();
          return Promise.race([call, new Promise((resolve) => setTimeout(() => resolve('still waiting after its removal'), 0))]);
        });
        assert(pending === '<mancala-game> was removed from the page', `the waiting call: ${pending}`);
        // The missing game: all three reject with the reason (the guard only stops a hang).
        const missing = await page.evaluate((ms) => Promise.race([window.missing,
          new Promise((resolve) => setTimeout(() => resolve(['still waiting']), ms))]), 2 * HANG_GUARD_MS);
        assert(missing.length === 3 && missing.every((m) => /^rejected: The game did not start\b.*no-such-page\.html/.test(m)),
          `the calls: ${missing.join(' | ')}`);
        const errors = await heard(page, 'missing', 'error');
        assert(errors.length === 1 && errors[0].command === null && /did not start/.test(errors[0].error),
          `the error events: ${JSON.stringify(errors)}`);
        assert((await heard(page, 'pending', 'error')).length === 0, 'an error event from the removed element');
      });
    } finally {
      await game.close();
    }
  });

  test('element: a game whose frame says it cannot start rejects the calls waiting for it with the frame\'s reason, not after 60 s', async () => {
    const game = await startServer(ctx.web);
    try {
      await onMuseumPage(game, '<mancala-game id="broken" game="warri" opponent="person"></mancala-game>', async (page) => {
        // The guard only stops a hang: past it, the element's own 60 s would answer instead.
        const calls = await page.evaluate((ms) => {
          const el = document.getElementById('broken');
          return Promise.race([
            Promise.allSettled([el.play(), el.getState(), el.newGame({})])
              .then((r) => r.map((x) => x.status + ': ' + (x.reason ? x.reason.message : ''))),
            new Promise((resolve) => setTimeout(() => resolve(['still waiting']), ms))]);
        }, 2 * HANG_GUARD_MS);
        const errors = await heard(page, 'broken', 'error');
        assert(errors.length === 1 && errors[0].command === null && errors[0].code === 'cannot-start' &&
          !/did not start within/.test(errors[0].error), `the error events: ${JSON.stringify(errors)}`);
        assert(calls.length === 3 && calls.every((c) => c === 'rejected: ' + errors[0].error), `the calls: ${calls.join(' | ')}`);
      }, (context) => context.route('**/mancala.wasm*', (route) =>
        route.fulfill({ status: 200, contentType: 'application/wasm', body: 'not a program' })));
    } finally {
      await game.close();
    }
  });

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
