// End-to-end tests of a game never lost by accident (docs/EMBEDDING.md, "What is saved where"): a
// share link, in a new tab or on the page, puts the game in progress aside and a reload keeps the
// way back; a damaged link at start-up keeps the saved game; a second tab never writes over the
// first's different game, nor its friend games, and the friend's answer to either tab's move is
// taken up; a newer version's save is left alone; a full storage is said; a refused
// command of the embedding page changes nothing; a save with CRLF line ends is read; `ready`
// rejects when the program's second part cannot be had.
// Registered into run-tests.mjs; each test opens its own browser profile.
import { openGame, waitUntil, api, clickControl, nextFrames, startServer } from './lib.mjs';
import { assert, withBrowser } from './lib.mjs';

const AK1_RECORD = '[Game "adji-kui-1"]\n\n1. a\n';

async function play(page, moves) {
  for (const m of moves) {
    assert((await api(page, (x) => window.mancala.play(x), m)).ok, `the move ${m}`);
    await waitUntil(page, () => !window.mancala.busy(), undefined, { what: `the move ${m}` });
  }
}

async function reload(page) {
  await page.reload();
  await page.evaluate(() => window.mancala.ready);
  await nextFrames(page);
}

// Opens `address` in `page` as a new visit (not a change of the fragment alone).
async function visit(page, address) {
  await page.goto('about:blank');
  await page.goto(address);
  await page.evaluate(() => window.mancala.ready);
  await nextFrames(page);
}

// A Warri game of three moves between two people on this page; its moves.
async function warriOfThreeMoves(page) {
  await api(page, () => window.mancala.newGame({ variant: 'warri' }));
  await api(page, () => window.mancala.setSpeed('instant'));
  await play(page, ['b', 'E', 'c']);
  return api(page, () => window.mancala.moves());
}

async function previousOffered(page) {
  await nextFrames(page);  // the control as drawn now
  return page.evaluate(() => window.mancala.controlCenter('back-to-previous') !== null);
}
const firstLegal = async (page) => (await api(page, () => window.mancala.legalMoves()))[0];
const saved = (page, key = 'mancala') => page.evaluate((k) => window.localStorage.getItem(k), key);
// Opens a friend's `link` on the open page, as a link followed there does (the fragment changes).
async function openLinkHere(page, link) {
  await page.evaluate((l) => { window.location.hash = new URL(l).hash; }, link);
}

export default function register(test, ctx) {
  const url = (q = '') => ctx.server.url + q;

  test('no game lost: a share link opened in a new tab puts the game in progress aside; a reload keeps the way back', async () => {
    await withBrowser({}, async (context) => {
      const { page, errors } = await openGame(context, url('?lang=en'));
      const moves = await warriOfThreeMoves(page);
      const tab = await context.newPage();
      await visit(tab, url('#r=' + encodeURIComponent(AK1_RECORD)));
      assert((await api(tab, () => window.mancala.state())).variant === 'adji-kui-1', 'the link was not opened');
      assert(await previousOffered(tab), 'no way back to the Warri game');
      await reload(tab);
      assert((await api(tab, () => window.mancala.state())).variant === 'adji-kui-1', 'the reload lost the link\'s game');
      assert(await previousOffered(tab), 'the reload lost the way back to the Warri game');
      await clickControl(tab, 'back-to-previous');
      assert(await api(tab, () => window.mancala.moves()) === moves, 'the Warri game did not come back');
      assert(errors.length === 0, `console errors: ${errors.join(' | ')}`);
    });
  });

  test('no game lost: a share link opened on the page; the reload still offers the game it replaced', async () => {
    await withBrowser({}, async (context) => {
      const { page, errors } = await openGame(context, url('?lang=en'));
      const moves = await warriOfThreeMoves(page);
      await page.evaluate((r) => { window.location.hash = '#r=' + encodeURIComponent(r); }, AK1_RECORD);
      await waitUntil(page, () => window.mancala.state().variant === 'adji-kui-1', undefined, { what: 'the link opened' });
      assert(await previousOffered(page), 'no way back to the Warri game');
      await reload(page);
      assert(await previousOffered(page), 'the reload lost the way back to the Warri game');
      await clickControl(page, 'back-to-previous');
      assert(await api(page, () => window.mancala.moves()) === moves, 'the Warri game did not come back');
      assert(errors.length === 0, `console errors: ${errors.join(' | ')}`);
    });
  });

  test('no game lost: a damaged ?record= or #r= at start-up keeps the saved game and says so', async () => {
    await withBrowser({}, async (context) => {
      const { page } = await openGame(context, url('?lang=en'));
      const moves = await warriOfThreeMoves(page);
      for (const bad of ['%00', 'WARRI', '-1', 'xxx', '1.%20c%20c']) {
        for (const address of ['?lang=en&record=' + bad, '?lang=en#r=' + bad]) {
          await visit(page, url(address));
          const message = await api(page, () => window.mancala.message());
          assert(await api(page, () => window.mancala.moves()) === moves, `${address}: the saved game was lost (${message})`);
          assert(/so the saved game goes on/.test(message) && !/new game/.test(message), `${address}: the message: ${message}`);
        }
      }
      // In French, and a long text quoted only in part.
      await visit(page, url('?lang=fr&record=' + 'x'.repeat(3000)));
      const message = await api(page, () => window.mancala.message());
      assert(await api(page, () => window.mancala.moves()) === moves, 'the saved game was lost');
      assert(/la partie enregistrée continue/.test(message) && message.length < 300, `the message: ${message}`);
    });
  });

  test('no game lost: two tabs, the second\'s different game is never written over by the first', async () => {
    await withBrowser({}, async (context) => {
      const { page: tabA } = await openGame(context, url('?lang=en'));
      const warri = await warriOfThreeMoves(tabA);  // two people
      const tabB = await context.newPage();
      await visit(tabB, url('?lang=en'));
      assert(await api(tabB, () => window.mancala.moves()) === warri, 'tab B did not open the saved game');
      await api(tabB, () => window.mancala.newGame({ variant: 'adji-kui-2' }));
      await api(tabB, () => window.mancala.setSpeed('instant'));
      await play(tabB, ['c']);
      const bSave = await saved(tabB);
      assert(/adji-kui-2/.test(bSave), 'tab B did not save its game');
      // Tab A is told at once (the storage event), and its next move writes nothing over it.
      await waitUntil(tabA, () => /Another tab or window/.test(window.mancala.message()), undefined,
        { what: 'tab A told of the other tab\'s game' });
      await play(tabA, ['D']);
      assert(await saved(tabA) === bSave, 'tab A wrote over tab B\'s game');
      const aMoves = await api(tabA, () => window.mancala.moves());
      // The bare address opens B's game, with A's Warri game, as A left it, to go back to.
      const tabC = await context.newPage();
      await visit(tabC, url('?lang=en'));
      assert((await api(tabC, () => window.mancala.state())).variant === 'adji-kui-2', 'the bare address lost B\'s game');
      await clickControl(tabC, 'back-to-previous');
      assert(await api(tabC, () => window.mancala.moves()) === aMoves, 'tab A\'s Warri game was lost');
    });
  });

  test('no game lost: a friend game in two tabs, tab 1 plays a, tab 2 plays f: the friend\'s answer to a opens in every tab', async () => {
    await withBrowser({}, async (friendContext) => {
      await withBrowser({}, async (context) => {
        // The friend's device starts a Warri game by link, playing North: South moves first.
        const { page: other, errors } = await openGame(friendContext, url('?lang=en'));
        await api(other, () => window.mancala.setSpeed('instant'));
        await clickControl(other, 'game-warri');
        assert((await api(other, () => window.mancala.chooseFriend('N'))).ok, 'a friend by link');
        assert((await api(other, () => window.mancala.start())).ok, 'start');
        const first = await api(other, () => window.mancala.friendLink());
        // This device opens the link in two tabs; tab 1 plays a, then tab 2 plays f.
        const { page: tab1, errors: errors1 } = await openGame(context, first);
        const tab2 = await context.newPage();
        await visit(tab2, first);
        for (const tab of [tab1, tab2]) await api(tab, () => window.mancala.setSpeed('instant'));
        await play(tab1, ['a']);
        const ledger = await saved(tab1, 'mancala-friend-games');
        const save = await saved(tab1);
        // Tab 2 stops saving (tab 1 saved since), and its move f writes nothing shared.
        await waitUntil(tab2, () => /Another tab or window/.test(window.mancala.message()), undefined,
          { what: 'tab 2 told of tab 1\'s save' });
        await play(tab2, ['f']);
        assert(await saved(tab2, 'mancala-friend-games') === ledger, 'tab 2 wrote the device\'s friend games');
        assert(await saved(tab2) === save, 'tab 2 wrote the save');
        // The friend answers tab 1's move a.
        await openLinkHere(other, await api(tab1, () => window.mancala.friendLink()));
        await waitUntil(other, () => window.mancala.moves().trim() !== '' && !window.mancala.busy(), undefined,
          { what: 'tab 1\'s move on the friend\'s device' });
        await play(other, [await firstLegal(other)]);
        const answer = await api(other, () => window.mancala.friendLink());
        const moves = await api(other, () => window.mancala.moves().trim());
        // Taken up in tab 2, in tab 1 and in a new tab; the game goes on there.
        const tab3 = await context.newPage();
        for (const [name, tab] of [['tab 2', tab2], ['tab 1', tab1], ['a new tab', tab3]]) {
          if (tab === tab3) await visit(tab3, answer);
          else await openLinkHere(tab, answer);
          await waitUntil(tab, (m) => window.mancala.moves().trim() === m && !window.mancala.busy(), moves,
            { what: `the friend's answer in ${name}` });
          const friend = await api(tab, () => window.mancala.friend());
          assert(friend.game && friend.game.mine === 'S' && !friend.game.waiting, `${name}: ${JSON.stringify(friend)}`);
        }
        await api(tab3, () => window.mancala.setSpeed('instant'));
        await play(tab3, [await firstLegal(tab3)]);
        assert((await api(tab3, () => window.mancala.friend())).game.waiting, 'the game did not go on');
        assert([...errors, ...errors1].length === 0, `console errors: ${[...errors, ...errors1].join(' | ')}`);
      });
    });
  });

  test('no game lost: a save of a newer version is never written over; the player is told', async () => {
    await withBrowser({}, async (context) => {
      const { page } = await openGame(context, url('?lang=en'));
      const newer = 'mancala-save 3\nsomething new\nrecord\n[Game "warri"]\n\n1. a\n';
      await page.evaluate((t) => window.localStorage.setItem('mancala', t), newer);
      await visit(page, url('?lang=en'));
      const message = await api(page, () => window.mancala.message());
      assert(/newer version/.test(message), `the message: ${message}`);
      await api(page, () => window.mancala.setSpeed('instant'));
      await play(page, [(await api(page, () => window.mancala.legalMoves()))[0]]);
      await api(page, () => window.mancala.setHighContrast(true));
      assert(await saved(page) === newer, `the newer save was written over: ${await saved(page)}`);
    });
  });

  test('no game lost: storage full, the player is told once, and the game is saved again once there is room', async () => {
    await withBrowser({}, async (context) => {
      const { page } = await openGame(context, url('?lang=en'));
      await warriOfThreeMoves(page);
      // The page's storage filled up to its quota.
      await page.evaluate(() => {
        let chunk = 'x'.repeat(1 << 20), n = 0;
        while (chunk.length >= 1) {
          try {
            window.localStorage.setItem('filler-' + n, chunk);
            n++;
          } catch (e) {
            chunk = chunk.slice(0, Math.floor(chunk.length / 2));
          }
        }
      });
      const before = await api(page, () => window.mancala.announcement());
      await play(page, [await firstLegal(page)]);
      await waitUntil(page, () => /cannot be saved/.test(window.mancala.message()), undefined, { what: 'the player told' });
      const told = await api(page, () => window.mancala.announcement());
      assert(told !== before && /cannot be saved/.test(told), `the live region: ${told}`);
      await play(page, [await firstLegal(page)]);
      await nextFrames(page);
      assert(!/cannot be saved/.test(await api(page, () => window.mancala.message())), 'said again at the next move');
      // Room again: the next move saves the whole game.
      await page.evaluate(() => Object.keys(window.localStorage).filter((k) => k.startsWith('filler-'))
        .forEach((k) => window.localStorage.removeItem(k)));
      await play(page, [(await api(page, () => window.mancala.legalMoves()))[0]]);
      const moves = await api(page, () => window.mancala.moves());
      await reload(page);
      assert(await api(page, () => window.mancala.moves()) === moves, 'the moves played were not saved');
    });
  });

  test('no game lost: a refused mancala:newgame changes nothing, its level neither', async () => {
    const gameServer = await startServer(ctx.web);
    try {
      await withBrowser({}, async (context) => {
        const page = context.pages()[0] || (await context.newPage());
        await page.goto(url('embed.html?src=' + encodeURIComponent(gameServer.url + 'index.html?lang=en')));
        await waitUntil(page, () => window.embedLog.some((m) => m.type === 'mancala:ready'), undefined,
          { what: 'the game to say it is ready' });
        const frame = page.frames().find((f) => f.url().startsWith(gameServer.url));
        const before = await frame.evaluate(() => ({ game: window.mancala.players(), start: window.mancala.players('start'),
          saved: window.localStorage.getItem('mancala-embedded-game') }));
        await page.evaluate(() => window.embedCommand({ type: 'mancala:newgame', level: 'master', variant: 'chess' }));
        await waitUntil(page, () => window.embedLog.some((m) => m.type === 'mancala:error'), undefined, { what: 'the refusal' });
        const error = await page.evaluate(() => window.embedLog.find((m) => m.type === 'mancala:error').error);
        assert(/Unknown game “chess”/.test(error), `the refusal: ${error}`);
        const after = await frame.evaluate(() => ({ game: window.mancala.players(), start: window.mancala.players('start'),
          saved: window.localStorage.getItem('mancala-embedded-game') }));
        assert(JSON.stringify(after) === JSON.stringify(before),
          `the refused command changed: ${JSON.stringify(before)} -> ${JSON.stringify(after)}`);
        // A good one with its level still takes the level.
        await page.evaluate(() => window.embedCommand({ type: 'mancala:newgame', level: 'master', variant: 'warri', north: 'computer' }));
        await waitUntil(frame, () => window.mancala.players().north.level === 'master', undefined, { what: 'the level taken' });
      });
    } finally {
      await gameServer.close();
    }
  });

  test('no game lost: a save with CRLF line ends is read; a damaged one is said without a raw CR', async () => {
    await withBrowser({}, async (context) => {
      const { page } = await openGame(context, url('?lang=en'));
      const moves = await warriOfThreeMoves(page);
      await page.evaluate(() => window.localStorage.setItem('mancala',
        window.localStorage.getItem('mancala').replace(/\n/g, '\r\n')));
      await visit(page, url('?lang=en'));
      const message = await api(page, () => window.mancala.message());
      assert(await api(page, () => window.mancala.moves()) === moves, `the CRLF save was not read: ${message}`);
      await page.evaluate(() => window.localStorage.setItem('mancala', 'mancala-save 2\r\nnonsense\r\n'));
      await visit(page, url('?lang=en'));
      const damaged = await api(page, () => window.mancala.message());
      assert(/could not be read/.test(damaged) && !/\r/.test(damaged), `the message: ${JSON.stringify(damaged)}`);
    });
  });

  // After the first frame, or with the program (a share link asks for both at once).
  for (const [how, answer, address] of [['not found', (route) => route.fulfill({ status: 404, body: 'gone' }), '?lang=en'],
    ['unreachable', (route) => route.abort(), '?lang=en'],
    ['damaged', (route) => route.fulfill({ status: 200, contentType: 'application/wasm', body: 'not a program' }), '?lang=en'],
    ['not found, with a share link', (route) => route.fulfill({ status: 404, body: 'gone' }), '?lang=en#r=' + encodeURIComponent(AK1_RECORD)]]) {
  test(`no game lost: mancala.ready rejects, with a message on the page, when the program's second part cannot be had (${how})`, async () => {
    await withBrowser({}, async (context) => {
      await context.route(/mancala\.deferred\.wasm/, answer);
      const page = context.pages()[0] || (await context.newPage());
      const errors = [];
      page.on('pageerror', (e) => errors.push(String(e)));
      await page.goto(url(address));
      const outcome = await page.evaluate(() => Promise.race([
        window.mancala.ready.then(() => 'resolved', (e) => 'rejected: ' + e.message),
        new Promise((resolve) => setTimeout(() => resolve('still waiting'), 30000)),
      ]));
      assert(/^rejected: /.test(outcome), `mancala.ready: ${outcome}`);
      assert(await page.locator('#error').isVisible(), 'no message on the page');
      assert(/could not be downloaded/.test(await page.locator('#error').textContent()),
        `the page says: ${await page.locator('#error').textContent()}`);
      const part = await page.evaluate(() => window.mancalaLoader.deferred.state);
      assert(part === 'failed', `the second part's state: ${part}`);
      assert(errors.length === 0, `page errors: ${errors.join(' | ')}`);
    });
  });
  }
}
