// End-to-end tests of My games: games finished in two tabs all listed, export then import into a
// new profile, a damaged file refused by its line, a full storage keeping the newest games and
// the game in progress, the player's record against a level (with the accuracy of a game
// reviewed), a game's share link, and the start form's way in. Games are finished quickly through the page API (two
// people, random legal moves, shown at once). Registered into run-tests.mjs; each test opens its
// own browser profile.
import { openGame, waitUntil, waitValue, api, clickControl, nextFrames } from './lib.mjs';
import { assert, withBrowser } from './lib.mjs';

// A game of two people on this device played to its end by random legal moves; its moves.
async function finishGame(page, seed) {
  const done = await page.evaluate((s) => {
    let r = s;
    const random = () => { r = (r * 1103515245 + 12345) % 2147483648; return r / 2147483648; };
    const m = window.mancala;
    m.setSpeed('instant');
    const started = m.newGame({ variant: 'adji-kui-1', south: 'person', north: 'person' });
    if (!started.ok) return started;
    for (let i = 0; i < 3000 && !m.state().over; i++) {
      const legal = m.legalMoves();
      const a = m.play(legal[Math.floor(random() * legal.length)]);
      if (!a.ok) return a;
    }
    return { ok: m.state().over };
  }, seed);
  assert(done.ok, `the game did not end: ${JSON.stringify(done)}`);
}

const gameIds = (page) => api(page, () => window.mancala.games().map((g) => g.id).sort());

// The file chooser of My games' Import, given `text` as a file.
async function importFile(page, text) {
  const [chooser] = await Promise.all([page.waitForEvent('filechooser'), clickControl(page, 'games-import')]);
  await chooser.setFiles({ name: 'games.txt', mimeType: 'text/plain', buffer: Buffer.from(text) });
}

// A record of `moves` (pairs numbered) in Adji Kui I.
const recordOf = (moves) => {
  let text = '[Game "adji-kui-1"]\n\n';
  for (let i = 0; i < moves.length; i += 2) text += `${i / 2 + 1}. ${moves.slice(i, i + 2).join(' ')} `;
  return text.trim() + '\n';
};

export default function register(test, ctx) {
  const url = (q = '') => ctx.server.url + q;

  test('my-games: five games finished in two tabs at once are all listed in both', async () => {
    await withBrowser({}, async (context) => {
      const { page: one, errors } = await openGame(context, url('?lang=en'));
      const two = await context.newPage();
      await two.goto(url('?lang=en'));
      await two.evaluate(() => window.mancala.ready);
      const added = await one.evaluateHandle(() => {
        const seen = [];
        window.addEventListener('mancala:game-added', (e) => seen.push(e.detail.id));
        return seen;
      });
      await Promise.all([
        (async () => { for (const s of [1, 2, 3]) await finishGame(one, s); })(),
        (async () => { for (const s of [4, 5]) await finishGame(two, s); })(),
      ]);
      await waitUntil(one, () => window.mancala.games().length === 5, undefined, { what: 'five games in the first tab' });
      await waitUntil(two, () => window.mancala.games().length === 5, undefined, { what: 'five games in the second tab' });
      const listed = await gameIds(one);
      assert(JSON.stringify(listed) === JSON.stringify(await gameIds(two)), 'the tabs list different games');
      assert((await added.evaluate((seen) => seen.length)) === 3, 'the first tab did not tell of its three games');
      const games = await api(one, () => window.mancala.games());
      assert(games.every((g, i) => i === 0 || games[i - 1].date >= g.date), 'not newest first');
      assert(games.every((g) => g.opponent === 'here' && g.game === 'adji-kui-1'), JSON.stringify(games[0]));
      assert(errors.length === 0, `console errors: ${errors.join(' | ')}`);
    });
  });

  test('my-games: exported, then imported into a new profile, the list is the same', async () => {
    await withBrowser({ acceptDownloads: true }, async (context) => {
      const { page, errors } = await openGame(context, url('?lang=en'));
      for (const s of [11, 12, 13]) await finishGame(page, s);
      assert((await api(page, () => window.mancala.showMyGames())).ok, 'My games did not open');
      const [download] = await Promise.all([page.waitForEvent('download'), clickControl(page, 'games-export')]);
      const text = await (await import('node:fs/promises')).readFile(await download.path(), 'utf8');
      assert(text.startsWith('mancala-games 1\n'), `the file: ${text.slice(0, 80)}`);
      const before = await api(page, () => window.mancala.games());
      await withBrowser({}, async (other) => {
        const { page: there } = await openGame(other, url('?lang=en'));
        await api(there, () => window.mancala.showMyGames());
        await importFile(there, text);
        await waitUntil(there, () => window.mancala.games().length === 3, undefined, { what: 'three games imported' });
        const after = await api(there, () => window.mancala.games());
        assert(JSON.stringify(after) === JSON.stringify(before), 'the imported list differs');
        // The same file again: every game is there already.
        await importFile(there, text);
        await waitUntil(there, () => /0 games imported/.test(window.mancala.message()), undefined, { what: 'nothing imported twice' });
        assert((await api(there, () => window.mancala.games().length)) === 3, 'a game imported twice');
      });
      assert(errors.length === 0, `console errors: ${errors.join(' | ')}`);
    });
  });

  test('my-games: a damaged file changes nothing and names its bad line', async () => {
    await withBrowser({}, async (context) => {
      const { page, errors } = await openGame(context, url('?lang=fr'));
      await finishGame(page, 21);
      const before = await gameIds(page);
      await api(page, () => window.mancala.showMyGames());
      // A good game first, then a line that is none: nothing of the file is taken.
      const good = (await api(page, () => window.mancala.games()))[0];
      const file = `mancala-games 1\n\n; game id=1-abcd opponent=here you=S\n${good.record}\nnot a move at all\n`;
      const badLine = file.split('\n').indexOf('not a move at all') + 1;
      await importFile(page, file);
      // The file is read by the page, then handed to the game: its answer, once there.
      const message = await waitValue(page, () => window.mancala.message(), undefined, { what: 'the import\'s message' });
      assert(message.includes(`${badLine}`) && /Rien n.a été importé/.test(message), `the message: ${message}`);
      assert(JSON.stringify(await gameIds(page)) === JSON.stringify(before), 'the list changed');
      assert(errors.length === 0, `console errors: ${errors.join(' | ')}`);
    });
  });

  test('my-games: a full storage keeps the newest games and says so', async () => {
    await withBrowser({}, async (context) => {
      const { page, errors } = await openGame(context, url('?lang=en'));
      for (const s of [31, 32, 33]) await finishGame(page, s);
      const oldest = (await api(page, () => window.mancala.games()))[2].id;
      // The storage filled to its last character by the test.
      await page.evaluate(() => {
        let n = 0;
        for (let size = 1 << 20; size >= 1; size = Math.floor(size / 2)) {
          for (;;) {
            try { localStorage.setItem(`filler-${n++}`, 'x'.repeat(size)); } catch (e) { break; }
          }
        }
      });
      await finishGame(page, 34);
      const games = await api(page, () => window.mancala.games());
      const stored = await page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('mancala-game-')).length);
      assert(games.length === stored, `listed ${games.length}, stored ${stored}`);
      assert(!games.some((g) => g.id === oldest), 'the oldest game was kept');
      assert(games[0].date >= games[games.length - 1].date && games.length >= 1, 'the newest game was not kept');
      const message = await waitValue(page, () => window.mancala.message(), undefined, { what: 'the storage\'s message' });
      assert(/storage is full/.test(message), `the message: ${message}`);
      // A game in progress, the storage filled again, then more moves: their saves make room by
      // the oldest of My games.
      const kept = (await api(page, () => window.mancala.games())).length;
      await api(page, () => window.mancala.newGame({ variant: 'warri', south: 'person', north: 'person' }));
      const playSome = async (n) => {
        for (let i = 0; i < n; i++) {
          const move = (await api(page, () => window.mancala.legalMoves()))[0];
          assert((await api(page, (x) => window.mancala.play(x), move)).ok, 'a move refused');
        }
      };
      await playSome(2);
      await page.evaluate(() => {
        let n = 0;
        for (let size = 1 << 20; size >= 1; size = Math.floor(size / 2)) {
          for (;;) {
            try { localStorage.setItem(`filler-again-${n++}`, 'x'.repeat(size)); } catch (e) { break; }
          }
        }
      });
      await playSome(8);
      const moves = await api(page, () => window.mancala.moves());
      await nextFrames(page);
      assert(!/cannot be saved/.test(await api(page, () => window.mancala.message())), 'the game was not saved');
      assert((await api(page, () => window.mancala.games())).length < kept, 'no game made room');
      await page.reload();
      await page.evaluate(() => window.mancala.ready);
      await waitUntil(page, (m) => window.mancala.moves() === m, moves, { what: 'the game in progress after a reload' });
      assert(errors.length === 0, `console errors: ${errors.join(' | ')}`);
    });
  });

  test('my-games: the record against a level after a scripted win and a loss', async () => {
    await withBrowser({}, async (context) => {
      const { page, errors } = await openGame(context, url('?lang=en'));
      // Two games of two people, ended by a South move: one South wins, one North wins. Each is
      // opened one move before its end against the computer at Medium, and South plays that move.
      const endings = await page.evaluate(() => {
        const m = window.mancala;
        m.setSpeed('instant');
        const found = {};
        for (let seed = 1; seed < 400 && !(found.S && found.N); seed++) {
          let r = seed;
          const random = () => { r = (r * 1103515245 + 12345) % 2147483648; return r / 2147483648; };
          m.newGame({ variant: 'adji-kui-1', south: 'person', north: 'person' });
          const moves = [];
          let mover = 'S';
          for (let i = 0; i < 3000 && !m.state().over; i++) {
            const legal = m.legalMoves();
            mover = m.state().toMove;
            const move = legal[Math.floor(random() * legal.length)];
            moves.push(move);
            m.play(move);
          }
          const winner = m.state().winner;
          if (mover === 'S' && (winner === 'S' || winner === 'N') && !found[winner]) found[winner] = moves;
        }
        return found;
      });
      assert(endings.S && endings.N, 'no game ended by South');
      const before = (await api(page, () => window.mancala.games())).length;
      for (const winner of ['S', 'N']) {
        const moves = endings[winner];
        await api(page, () => window.mancala.newGame({ variant: 'adji-kui-1', south: 'person', north: 'computer', level: 'medium' }));
        const loaded = await api(page, (r) => window.mancala.loadRecord(r), recordOf(moves.slice(0, -1)));
        assert(loaded.ok, `the record: ${JSON.stringify(loaded)}`);
        await waitUntil(page, () => !window.mancala.busy());
        assert((await api(page, (x) => window.mancala.play(x), moves[moves.length - 1])).ok, 'the last move');
      }
      const games = await api(page, () => window.mancala.games());
      assert(games.length === before + 2, `games: ${games.length}`);
      assert(games[1].opponent === 'computer' && games[1].level === 'medium' && games[1].result === 'won',
        JSON.stringify(games[1]));
      assert(games[0].result === 'lost', JSON.stringify(games[0]));
      await clickControl(page, 'new-game');
      await nextFrames(page);
      const words = await api(page, () => window.mancala.controlWords());
      assert(/start-record\tMedium: 1\u20131 in your last 2 games/.test(words), `the start screen: ${words}`);
      // The form for screen readers says it too, with Play the computer.
      await waitUntil(page, () => /1\u20131 in your last 2 games/.test(
        (document.getElementById('start-form-play-help') || {}).textContent || ''), undefined, { what: 'the record in the start form' });
      // The win reviewed from My games: its accuracy kept, and the record gives it.
      assert((await api(page, () => window.mancala.showMyGames())).ok, 'My games did not open');
      await clickControl(page, `games-review-${games[1].id}`);
      await waitUntil(page, (id) => window.mancala.games().find((g) => g.id === id).accuracy !== null, games[1].id,
        { timeout: 4 * 60000, what: 'the review done and its accuracy kept' });
      const accuracy = (await api(page, () => window.mancala.games()))[1].accuracy;
      assert(accuracy >= 0 && accuracy <= 100, `accuracy ${accuracy}`);
      await clickControl(page, 'new-game');
      await nextFrames(page);
      const again = await api(page, () => window.mancala.controlWords());
      assert(new RegExp(`start-record\tMedium: 1\u20131 in your last 2 games, accuracy ${accuracy}%`).test(again), `the start screen: ${again}`);
      assert(errors.length === 0, `console errors: ${errors.join(' | ')}`);
    });
  });

  test('my-games: a game\'s share link opens it at its end, and the start form opens My games', async () => {
    await withBrowser({ viewport: { width: 1280, height: 800 } }, async (context) => {
      const { page, errors } = await openGame(context, url('?lang=en'));
      await finishGame(page, 41);
      const moves = await api(page, () => window.mancala.moves());
      const [game] = await api(page, () => window.mancala.games());
      assert(/#r=/.test(game.link), `the link: ${game.link}`);
      // The start form's way in, by keyboard.
      await clickControl(page, 'new-game');
      await waitUntil(page, () => !!document.getElementById('start-form-my-games'), undefined, { what: 'My games in the form' });
      await page.locator('#start-form-my-games').focus();
      await page.keyboard.press('Enter');
      await waitUntil(page, (id) => window.mancala.controlCenter(`games-link-${id}`) !== null, game.id, { what: 'My games' });
      // Share: the page's record dialog with the game's record and its link.
      await clickControl(page, `games-link-${game.id}`);
      await waitUntil(page, () => document.getElementById('record-dialog').open, undefined, { what: 'the record dialog' });
      const shown = await page.evaluate(() => ({ link: document.getElementById('share-link').value, record: document.getElementById('record-text').value }));
      assert(shown.link === game.link, `the dialog's link: ${shown.link}, not ${game.link}`);
      assert(shown.record === game.record, `the dialog's record: ${JSON.stringify(shown.record)}, not ${JSON.stringify(game.record)}`);
      await withBrowser({}, async (other) => {
        const { page: there } = await openGame(other, game.link);
        await waitUntil(there, (m) => window.mancala.moves() === m, moves, { what: 'the game opened by its link' });
        assert(await api(there, () => window.mancala.state().over), 'not at its end');
      });
      assert(errors.length === 0, `console errors: ${errors.join(' | ')}`);
    });
  });
}
