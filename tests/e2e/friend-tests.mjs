// End-to-end tests of playing a friend by link: two browsers, each with its own storage, play
// a whole Warri game, the link read on one after each move and opened in the other (by loading
// it, or by changing the fragment of the open page); an old link says so and offers the latest;
// a damaged link changes nothing; a page embedding the game is told the link; a Warri match goes
// on across a game's end by link.
// Registered into run-tests.mjs; each test opens its own browsers.
import { openGame, waitUntil, waitIdle, api, clickControl, clickHole, nextFrames, tabIntoGame, HOLE_INDEX, showOtherWays } from './lib.mjs';
import { assert, playOut, withBrowser } from './lib.mjs';

const moves = (page) => api(page, () => window.mancala.moves().trim());

// Opens `link` on `page`: by loading it, or (`byHash`) by changing the open page's fragment.
async function openLink(page, link, byHash) {
  if (byHash) {
    await page.evaluate((l) => { window.location.hash = new URL(l).hash; }, link);
  } else {
    await page.goto(link);
    await page.evaluate(() => window.mancala.ready);
    await api(page, () => window.mancala.setSpeed('instant'));
  }
}

// Waits until `page` shows the game of `link` (its moves as `expected`).
async function waitForMoves(page, expected, what) {
  await waitUntil(page, (e) => window.mancala.moves().trim() === e && !window.mancala.busy(), expected, { what });
}

// Starts a game with a friend on `page` from the start screen, as a person does: the players'
// choice, the side, Start.
async function startFriendGame(page, { game = 'warri', side = 'S', match = false } = {}) {
  await clickControl(page, `game-${game}`);
  await showOtherWays(page);
  await clickControl(page, 'players-friend');
  await clickControl(page, side === 'S' ? 'friend-south' : 'friend-north');
  if (match) await clickControl(page, 'match');
  await clickControl(page, 'start');
  assert(await api(page, () => window.mancala.screen()) === 'play', 'Start did not start the game');
  const friend = await api(page, () => window.mancala.friend());
  assert(friend.game && friend.game.mine === side, `the friend game: ${JSON.stringify(friend)}`);
}

// The device to move plays, the link goes to the other, and so on to the end of the game.
// `pages`: {S: page, N: page}; `current`: the side whose page has the latest game.
async function playToEndByLinks(pages, current, { clicks = 0 } = {}) {
  let relays = 0;
  for (let n = 0; n < 600; n++) {
    const page = pages[current];
    await waitIdle(page);
    const { state, legal, before } = await api(page, () => ({
      state: window.mancala.state(),
      legal: window.mancala.legalMoves().filter((m) => m !== '-'),
      before: window.mancala.moves().trim(),
    }));
    if (state.over) return { current, relays };
    const mover = state.toMove;
    if (mover !== current) {
      // This device refuses the other side's move, and says why.
      const refused = await api(page, (m) => window.mancala.play(m), legal[0]);
      assert(!refused.ok && /Waiting for/.test(refused.error), `the other side's move was taken: ${JSON.stringify(refused)}`);
      const link = await api(page, () => window.mancala.friendLink());
      await openLink(pages[mover], link, true);
      await waitForMoves(pages[mover], before, `the link opened on ${mover}'s device`);
      const there = await api(pages[mover], () => window.mancala.friend());
      assert(there.game.mine === mover && !there.game.waiting, `after the link: ${JSON.stringify(there)}`);
      relays++;
      current = mover;
      continue;
    }
    if (!legal.length) continue;  // a forced pass plays itself
    if (n < clicks) {
      await clickHole(page, HOLE_INDEX(legal[0]));  // a click, as a person plays
    } else {
      const r = await api(page, (m) => window.mancala.play(m), legal[0]);
      assert(r.ok, `the move ${legal[0]}: ${r.error}`);
    }
    await waitUntil(page, (b) => window.mancala.moves().trim() !== b, before, { what: 'the move to be played' });
  }
  throw new Error('the game did not end');
}

const focused = (page) => page.evaluate(() => window.mancala.focused());
async function press(page, key) {
  await page.keyboard.press(key);
  await nextFrames(page);
}
async function tabTo(page, name) {
  const seen = [];
  for (let i = 0; i < 40; i++) {
    if (await focused(page) === name) return;
    await press(page, 'Tab');
    seen.push(await focused(page));
  }
  throw new Error(`Tab never reached ${name}: ${seen.join(', ')}`);
}

export default function register(test, ctx) {
  const url = (q = '') => ctx.server.url + q;

  test('friend: by the keyboard alone, a friend by link and a side chosen, a move sent; the live region says whose turn', async () => {
    await withBrowser({ viewport: { width: 1280, height: 800 } }, async (context) => {
      const { page, errors } = await openGame(context, url('?lang=en'));
      await api(page, () => window.mancala.setSpeed('instant'));
      await nextFrames(page);
      await tabIntoGame(page);
      await tabTo(page, 'other-ways');
      await press(page, 'Space');
      await tabTo(page, 'players-friend');
      await press(page, 'Space');
      // The side this device plays comes next in the order, instead of Person or Computer.
      await press(page, 'Tab');
      assert(await focused(page) === 'friend-south', `after the friend's choice: ${await focused(page)}`);
      await press(page, 'Tab');
      assert(await focused(page) === 'friend-north', `then: ${await focused(page)}`);
      await press(page, 'Space');
      // The page's form for screen readers says the same.
      const form = await page.evaluate(() => (document.querySelector('input[name="start-friend"]:checked') || {}).value);
      assert(form === 'N', `the form's players: ${form}`);
      await press(page, 'Enter');
      await waitUntil(page, () => window.mancala.screen() === 'play', undefined, { what: 'the game' });
      const friend = await api(page, () => window.mancala.friend());
      assert(friend.game && friend.game.mine === 'N' && friend.game.waiting, `the game: ${JSON.stringify(friend)}`);
      const told = await api(page, () => window.mancala.announcement());
      assert(/Waiting for South: send them the link\./.test(told), `the live region: ${told}`);
      // The board's mirror says why South's holes cannot be played here.
      const label = await page.evaluate(() => document.querySelector('#board-mirror button[data-hole="0"]').getAttribute('aria-label'));
      assert(/Waiting for South/.test(label), `hole a's label: ${label}`);
      // Copy link by the keyboard.
      await tabTo(page, 'friend-copy');
      await press(page, 'Enter');
      await waitUntil(page, () => window.mancalaShell.linksSent === 1, undefined, { what: 'the link to be sent' });
      assert(errors.length === 0, `console errors: ${errors.join(' | ')}`);
    });
  });

  test('friend: two browsers play a whole Warri game by links', async () => {
    await withBrowser({}, async (southContext) => {
      await withBrowser({}, async (northContext) => {
        await southContext.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: ctx.server.url });
        const { page: south, errors } = await openGame(southContext, url('?lang=en'));
        const { page: north, errors: northErrors } = await openGame(northContext, url('?lang=en'));
        await api(south, () => window.mancala.setSpeed('instant'));
        await startFriendGame(south, { side: 'S' });
        // South's first move by a click; then the link, copied as a person copies it.
        const first = (await api(south, () => window.mancala.legalMoves()))[0];
        await clickHole(south, HOLE_INDEX(first));
        await waitUntil(south, () => window.mancala.moves().trim() !== '' && !window.mancala.busy(), undefined, { what: 'the first move' });
        const friend = await api(south, () => window.mancala.friend());
        assert(friend.game.waiting && /Waiting for North/.test(friend.game.status), `South's device: ${JSON.stringify(friend)}`);
        await clickControl(south, 'friend-copy');
        await waitUntil(south, () => window.mancalaShell.linksSent > 0, undefined, { what: 'Copy link' });
        let copied = '';
        for (let i = 0; i < 100 && !copied.includes('#f='); i++) {
          copied = await south.evaluate(() => navigator.clipboard.readText());
          if (!copied.includes('#f=')) await nextFrames(south);
        }
        assert(copied === await api(south, () => window.mancala.friendLink()), `copied: ${copied}`);
        assert(/#f=[a-z0-9]+&s=N&r=/.test(copied), `the link: ${copied}`);
        // North's device opens it (a full load): the move is shown, North's turn there.
        await openLink(north, copied, false);
        await waitForMoves(north, await moves(south), 'the first link');
        const told = await api(north, () => window.mancala.announcement());
        assert(/^Link opened: /.test(told) && /Your turn: you play North\./.test(told), `the live region: ${told}`);
        const { current, relays } = await playToEndByLinks({ S: south, N: north }, 'N', { clicks: 4 });
        // The other device sees the end too.
        const other = current === 'S' ? 'N' : 'S';
        const pages = { S: south, N: north };
        await openLink(pages[other], await api(pages[current], () => window.mancala.friendLink()), true);
        await waitForMoves(pages[other], await moves(pages[current]), 'the last link');
        const a = await api(south, () => window.mancala.state());
        const b = await api(north, () => window.mancala.state());
        assert(a.over && JSON.stringify(a) === JSON.stringify(b), `the two devices differ at the end:\n${JSON.stringify(a)}\n${JSON.stringify(b)}`);
        assert(relays > 10, `only ${relays} links were sent`);
        assert(errors.length === 0 && northErrors.length === 0, `console errors: ${[...errors, ...northErrors].join(' | ')}`);
      });
    });
  });

  test('friend: an old link says it is not the latest and offers the latest; a damaged one changes nothing', async () => {
    await withBrowser({}, async (southContext) => {
      await withBrowser({}, async (northContext) => {
        const { page: south } = await openGame(southContext, url('?lang=en'));
        const { page: north, errors } = await openGame(northContext, url('?lang=fr'));
        await api(south, () => window.mancala.setSpeed('instant'));
        await startFriendGame(south, { game: 'adji-kui-1', side: 'S' });
        const links = [];
        const pages = { S: south, N: north };
        let current = 'S';
        for (let i = 0; i < 4; i++) {
          const page = pages[current];
          const legal = (await api(page, () => window.mancala.legalMoves())).filter((m) => m !== '-');
          assert((await api(page, (m) => window.mancala.play(m), legal[0])).ok, 'a move');
          await waitIdle(page);
          const next = (await api(page, () => window.mancala.state())).toMove;
          if (next === current) continue;
          const link = await api(page, () => window.mancala.friendLink());
          links.push({ link, for: next });
          await openLink(pages[next], link, links.length > 1);
          await waitForMoves(pages[next], await moves(page), 'a link');
          current = next;
        }
        const northLinks = links.filter((l) => l.for === 'N');
        assert(northLinks.length >= 2, `links for North: ${northLinks.length}`);
        const latest = await moves(north);
        // North's first link again: not the latest; the game stays as it was, in French.
        await openLink(north, northLinks[0].link, true);
        await waitUntil(north, () => window.mancala.friend().latest !== null, undefined, { what: 'the old link to be told' });
        const message = await api(north, () => window.mancala.message());
        assert(message.length > 0 && !/latest move/.test(message), `the message is not in French: ${message}`);
        assert(await moves(north) === latest, 'the old link changed the game');
        await nextFrames(north);
        await clickControl(north, 'friend-latest');
        await waitForMoves(north, latest, 'the latest move');
        assert((await api(north, () => window.mancala.friend())).latest === null, 'the old link is still offered');
        // A damaged link: a message, nothing else changes.
        const address = await north.evaluate(() => window.location.href);
        await north.evaluate(() => { window.location.hash = '#f=abc&s=N&r=%5B'; });
        await waitUntil(north, () => window.mancala.message() !== '', undefined, { what: 'the message' });
        const damaged = await api(north, () => window.mancala.message());
        const opening = (await api(north, () => window.mancala.tr('This link cannot be opened: {0}'))).replace('{0}', '');
        assert(!/^This link cannot be opened/.test(opening) && damaged.startsWith(opening), `not the French message: ${damaged}`);
        assert(await moves(north) === latest, 'the damaged link changed the game');
        assert(await north.evaluate(() => window.location.href) === address, 'the address still shows the damaged link');
        assert(errors.length === 0, `console errors: ${errors.join(' | ')}`);
      });
    });
  });

  test('friend: "Link copied" once the clipboard has it; the bare page and the link sent go on with this device\'s side', async () => {
    await withBrowser({}, async (context) => {
      const { page, errors } = await openGame(context, url('?lang=en'));
      await api(page, () => window.mancala.setSpeed('instant'));
      await startFriendGame(page, { side: 'S' });
      assert((await api(page, () => window.mancala.play('c'))).ok, 'the first move');
      await waitIdle(page);
      const played = await moves(page);
      const sent = await api(page, () => window.mancala.friendLink());
      // A clipboard that answers only when the test says: nothing is said before it has.
      await page.evaluate(() => {
        window.clipboardAnswers = [];
        navigator.clipboard.writeText = () => new Promise((resolve, reject) => window.clipboardAnswers.push({ resolve, reject }));
        document.execCommand = () => false;  // the old way refuses too
      });
      await clickControl(page, 'friend-copy');
      await waitUntil(page, () => window.clipboardAnswers.length === 1, undefined, { what: 'the copy to be asked' });
      await nextFrames(page);
      assert(!/copied/.test(await api(page, () => window.mancala.message())), 'said copied before the clipboard answered');
      await page.evaluate(() => window.clipboardAnswers[0].resolve());
      await waitUntil(page, () => window.mancala.message() === 'Link copied: send it to North.', undefined, { what: 'Link copied' });
      await clickControl(page, 'friend-copy');
      await waitUntil(page, () => window.clipboardAnswers.length === 2, undefined, { what: 'the second copy' });
      await page.evaluate(() => window.clipboardAnswers[1].reject(new Error('refused')));
      await waitUntil(page, () => /could not be copied/.test(window.mancala.message()), undefined, { what: 'the refusal' });
      const told = await api(page, () => window.mancala.announcement());
      assert(/The link could not be copied/.test(told), `the live region: ${told}`);
      // The bare page: the game by link again, South's side, North's turn elsewhere, no undo.
      await page.goto(url('?lang=en'));
      await page.evaluate(() => window.mancala.ready);
      await waitIdle(page);
      let friend = await api(page, () => window.mancala.friend());
      assert(friend.game && friend.game.mine === 'S' && friend.game.waiting, `the bare page: ${JSON.stringify(friend)}`);
      assert(await moves(page) === played, 'the bare page shows another game');
      assert(!(await api(page, () => window.mancala.undo())).ok, 'undo in a game by link');
      assert(await page.evaluate(() => window.mancala.controlCenter('friend-copy')) !== null, 'no link bar');
      // The link this device sent, opened here: a warning, and North is not played from here.
      await page.goto(sent);
      await page.evaluate(() => window.mancala.ready);
      await waitIdle(page);
      friend = await api(page, () => window.mancala.friend());
      assert(friend.game && friend.game.mine === 'S' && friend.game.waiting, `the link sent: ${JSON.stringify(friend)}`);
      const warning = await api(page, () => window.mancala.message());
      assert(warning === "This link is the one you sent: it is North's turn on your friend's device.", `the message: ${warning}`);
      const refused = await api(page, () => window.mancala.play(window.mancala.legalMoves()[0]));
      assert(!refused.ok && /Waiting for North/.test(refused.error), `North's move from here: ${JSON.stringify(refused)}`);
      assert(await moves(page) === played, 'the game changed');
      assert(errors.length === 0, `console errors: ${errors.join(' | ')}`);
    });
  });

  test('friend: a link opened over a newer version\'s save opens, says that nothing is saved, and saves nothing', async () => {
    await withBrowser({}, async (context) => {
      const { page } = await openGame(context, ctx.server.url + '?lang=en');
      const newer = 'mancala-save 3\nsomething new\n';
      await page.evaluate((t) => window.localStorage.setItem('mancala', t), newer);
      // Another address than the open one's: the page loads anew (not only its fragment changed).
      await page.goto(ctx.server.url + '?lang=en&theme=classic#f=newerlink1&s=N&r=' + encodeURIComponent('[Game "warri"]\n\n1. c\n'));
      await page.evaluate(() => window.mancala.ready);
      await waitIdle(page);
      const shown = await api(page, () => ({
        message: window.mancala.message(), told: window.mancala.announcement(), friend: window.mancala.friend().game,
        moves: window.mancala.moves(), variant: window.mancala.state().variant,
      }));
      assert(shown.friend && shown.friend.id === 'newerlink1' && shown.variant === 'warri' && shown.moves === '1. c',
        `the link was not opened: ${JSON.stringify(shown)}`);
      assert(/newer version/.test(shown.message), `the message: ${shown.message}`);
      assert(/newer version/.test(shown.told) && /Link opened/.test(shown.told), `the live region: ${shown.told}`);
      assert(await api(page, () => window.localStorage.getItem('mancala')) === newer, 'the newer save was written over');
    });
  });

  test('friend: in a frame, the embedding page is told the link and sends its own', async () => {
    await withBrowser({}, async (context) => {
      const page = context.pages()[0] || (await context.newPage());
      await page.goto(url('examples/friend.html?lang=en'));
      const frameOf = async (p) => {
        await waitUntil(p, () => window.friendLog.some((m) => m.type === 'mancala:ready'), undefined, { what: 'the game in the element' });
        const frame = p.frames().find((f) => f !== p.mainFrame());
        await frame.evaluate(() => window.mancala.ready.then(() => true));
        return frame;
      };
      const frame = await frameOf(page);
      await frame.evaluate(() => window.mancala.setSpeed('instant'));
      // The frame's start screen offers a friend by link already: Start alone starts one.
      assert((await frame.evaluate(() => window.mancala.start())).ok, 'start');
      const started = await frame.evaluate(() => window.mancala.friend());
      assert(started.game && started.game.mine === 'S', `Start in the example's frame: ${JSON.stringify(started)}`);
      assert((await frame.evaluate(() => window.mancala.play('c'))).ok, 'the move');
      await waitUntil(page, () => window.friendLog.some((m) => m.type === 'mancala:friend-link' && m.waiting), undefined,
        { what: 'the link message' });
      const message = await page.evaluate(() => window.friendLog.filter((m) => m.type === 'mancala:friend-link').pop());
      assert(message.side === 'N' && /^f=[a-z0-9]+&s=N&r=/.test(message.fragment), `message: ${JSON.stringify(message)}`);
      assert(message.url.endsWith('#' + message.fragment) && /index\.html#f=/.test(message.url), `url: ${message.url}`);
      assert(message.state && message.state.toMove === 'N', `state: ${JSON.stringify(message.state)}`);
      const shown = await page.evaluate(() => document.getElementById('link').value);
      assert(shown === ctx.server.url + 'examples/friend.html?lang=en#' + message.fragment, `the page's link: ${shown}`);
      const played = await frame.evaluate(() => window.mancala.moves().trim());
      // The friend opens the page's own link: its frame opens the game, North's turn there.
      await withBrowser({}, async (other) => {
        const p2 = other.pages()[0] || (await other.newPage());
        await p2.goto(shown);
        const f2 = await frameOf(p2);
        await f2.waitForFunction((m) => window.mancala.moves().trim() === m, played, { polling: 50 });
        const friend = await f2.evaluate(() => window.mancala.friend());
        assert(friend.game.mine === 'N' && !friend.game.waiting, `the friend's frame: ${JSON.stringify(friend)}`);
      });
    });
  });

  test('friend: a Warri match goes on across a game\'s end by link', async () => {
    await withBrowser({}, async (southContext) => {
      await withBrowser({}, async (northContext) => {
        // The first game nearly played out, on one device with two people; its record, one
        // move short of the end, becomes the match's first link.
        const { page: south, errors } = await openGame(southContext, url('?lang=en&game=warri'));
        await api(south, () => window.mancala.setSpeed('instant'));
        assert((await api(south, () => window.mancala.newGame({ variant: 'warri' }))).ok, 'newGame');
        assert(await playOut(south, 600), 'the first game did not end');
        do assert((await api(south, () => window.mancala.undo())).ok, 'undo');
        while ((await api(south, () => window.mancala.legalMoves())).length === 1);
        const record = await api(south, () => window.mancala.record());
        const last = (await api(south, () => window.mancala.state())).toMove;
        const link = (side) => url(`#f=matchbylink1&s=${side}&r=${encodeURIComponent(record)}&m=full.0.S.1.0.0.0`);
        const { page: north, errors: northErrors } = await openGame(northContext, url('?lang=en'));
        const pages = { S: south, N: north };
        await openLink(pages[last], link(last), last === 'S');
        await waitIdle(pages[last]);
        const state = await api(pages[last], () => window.mancala.state());
        assert(state.match && state.match.game === 1 && !state.over, `the link's match: ${JSON.stringify(state.match)}`);
        // The last move of game 1, then the link to the other device.
        let { current } = await playToEndByLinks(pages, last);
        const other = current === 'S' ? 'N' : 'S';
        await openLink(pages[other], await api(pages[current], () => window.mancala.friendLink()), other === 'S');
        await waitForMoves(pages[other], await moves(pages[current]), 'the game-ending link');
        const ended = await api(pages[other], () => window.mancala.state());
        assert(ended.over && ended.match, `game 1: ${JSON.stringify(ended)}`);
        // Next game on this device, then on by links.
        await clickControl(pages[other], 'next-game');
        await waitIdle(pages[other]);
        const game2 = await api(pages[other], () => window.mancala.state());
        assert(game2.match.game === 2 && !game2.over, `game 2: ${JSON.stringify(game2.match)}`);
        const wins = JSON.stringify(game2.match.wins);
        current = other;
        let playedInGame2 = 0;
        while (playedInGame2 < 3) {
          const page = pages[current];
          const s = await api(page, () => window.mancala.state());
          if (s.toMove !== current) {
            const l = await api(page, () => window.mancala.friendLink());
            const expected = await moves(page);
            await openLink(pages[s.toMove], l, true);
            await waitForMoves(pages[s.toMove], expected, 'a link of game 2');
            const there = await api(pages[s.toMove], () => window.mancala.state());
            assert(there.match.game === 2 && JSON.stringify(there.match.wins) === wins, `game 2 there: ${JSON.stringify(there.match)}`);
            current = s.toMove;
            continue;
          }
          const legal = (await api(page, () => window.mancala.legalMoves())).filter((m) => m !== '-');
          assert((await api(page, (m) => window.mancala.play(m), legal[0])).ok, 'a move of game 2');
          await waitIdle(page);
          playedInGame2++;
        }
        assert(errors.length === 0 && northErrors.length === 0, `console errors: ${[...errors, ...northErrors].join(' | ')}`);
      });
    });
  });
}
