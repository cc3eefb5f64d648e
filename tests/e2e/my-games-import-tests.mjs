// End-to-end tests of My games' import under hostile files: 3,001 later games over the player's
// own three (none of them lost, after a reload and a game finished since), a file past the size
// limit through the picker and through mancala.importGames (refused in the player's language,
// the module's memory as it was), a word of a megabyte and control characters quoted as a short
// excerpt, and a file beginning with a byte order mark. Registered into run-tests.mjs; each
// test opens its own browser profile.
import { openGame, waitUntil, waitValue, api, clickControl } from './lib.mjs';
import { assert, withBrowser } from './lib.mjs';

// A game of two people played to its end by random legal moves (`seed`: each game its own).
async function finishGame(page, seed) {
  const done = await page.evaluate((s) => {
    let r = s;
    const random = () => { r = (r * 1103515245 + 12345) % 2147483648; return r / 2147483648; };
    const m = window.mancala;
    m.setSpeed('instant');
    if (!m.newGame({ variant: 'adji-kui-1', south: 'person', north: 'person' }).ok) return false;
    for (let i = 0; i < 3000 && !m.state().over; i++) {
      const legal = m.legalMoves();
      m.play(legal[Math.floor(random() * legal.length)]);
    }
    return m.state().over;
  }, seed);
  assert(done, 'the game did not end');
}

// A file of `count` copies of `record`, the i-th ending at `from + i` milliseconds.
function gamesFile(record, from, count) {
  let text = 'mancala-games 1\n';
  for (let i = 0; i < count; i++) text += `\n; game id=${from + i}-0001 opponent=here you=S\n${record}`;
  return text;
}

const ownIds = (page) => api(page, () => window.mancala.games().filter((g) => !/-0001$/.test(g.id)).map((g) => g.id).sort());

export default function register(test, ctx) {
  const url = (q = '') => ctx.server.url + q;

  test('my-games-import: 3,001 later games over the player\'s 3 keep all 3, and a game finished after takes an imported one\'s place', async () => {
    await withBrowser({}, async (context) => {
      const { page, errors } = await openGame(context, url('?lang=en'));
      for (const seed of [1, 2, 3]) await finishGame(page, seed);
      const own = await ownIds(page);
      assert(own.length === 3, `the player's games: ${own}`);
      // The shortest of the three, so that 3,000 games stay well within the browser's storage.
      const record = await api(page, () => window.mancala.games().map((g) => g.record).sort((a, b) => a.length - b.length)[0]);
      // Later than the player's games, and not in the future.
      const from = Math.max(...own.map((id) => Number(id.split('-')[0]))) + 1;
      const answer = await api(page, (text) => window.mancala.importGames(text), gamesFile(record, from, 3001));
      const message = await api(page, () => window.mancala.message());
      assert(answer.ok && message === '2997 games imported. 4 were left out: My games is full (at most 3000 games). ' +
        'Delete games to make room, then import the file again.', `the import: ${JSON.stringify(answer)} ${message}`);
      assert((await api(page, () => window.mancala.games().length)) === 3000, 'not 3000 games kept');
      assert(JSON.stringify(await ownIds(page)) === JSON.stringify(own), `the player's games after the import: ${await ownIds(page)}`);
      // A date still to come is refused by its line, nothing of the file kept.
      const future = await api(page, (text) => window.mancala.importGames(text), gamesFile(record, 4102444800000, 1));
      assert(!future.ok && future.code === 'bad-record' && /Line 3: .*2100-01-01/.test(future.message), `the year 2100: ${JSON.stringify(future)}`);
      await page.reload();
      await page.evaluate(() => window.mancala.ready);
      assert(JSON.stringify(await ownIds(page)) === JSON.stringify(own), 'the player\'s games after a reload');
      await finishGame(page, 4);
      const after = await ownIds(page);
      assert(after.length === 4 && own.every((id) => after.includes(id)), `after a game finished: ${after}`);
      assert((await api(page, () => window.mancala.games().length)) === 3000, 'not 3000 games kept after a game finished');
      assert(errors.length === 0, `console errors: ${errors.join(' | ').slice(0, 500)}`);
    });
  });

  test('my-games-import: a file past 8 MB is refused in the player\'s language before it reaches the game, by the picker and by importGames', async () => {
    await withBrowser({}, async (context) => {
      const { page, errors } = await openGame(context, url('?lang=fr'));
      await finishGame(page, 5);
      const before = await api(page, () => window.mancala.games().map((g) => g.id));
      const heap = await api(page, () => window.mancala.memory().heapBytes);
      const big = await api(page, () => window.mancala.importGames('mancala-games 1\n' + '\n'.repeat(1e8) + 'x'));
      assert(!big.ok && big.code === 'bad-record' && /^Rien n.a été importé\. .*8\u00a0?Mo/.test(big.message), `100 MB: ${JSON.stringify(big)}`);
      // One byte past the limit in UTF-8 (é is two bytes), and the picker's file of 9 MB.
      const over = await api(page, () => window.mancala.importGames('é'.repeat(4 * 1024 * 1024) + 'x'));
      assert(!over.ok && over.message === big.message, `one byte over: ${JSON.stringify(over)}`);
      await api(page, () => window.mancala.showMyGames());
      assert((await api(page, () => window.mancala.importGames('mancala-games 1\n'))).ok, 'an empty file refused');
      const [chooser] = await Promise.all([page.waitForEvent('filechooser'), clickControl(page, 'games-import')]);
      await chooser.setFiles({ name: 'games.txt', mimeType: 'text/plain', buffer: Buffer.alloc(9 * 1024 * 1024, 10) });
      await waitUntil(page, (m) => window.mancala.message() === m, big.message, { what: 'the picker\'s refusal' });
      assert((await api(page, () => window.mancala.memory().heapBytes)) === heap, 'the module\'s memory grew');
      assert(JSON.stringify(await api(page, () => window.mancala.games().map((g) => g.id))) === JSON.stringify(before), 'the list changed');
      assert((await api(page, () => window.mancala.framesRendered())) > 0 && (await api(page, () => window.mancala.state())).board.length === 12,
        'the game stopped');
      assert(errors.length === 0, `console errors: ${errors.join(' | ').slice(0, 500)}`);
    });
  });

  test('my-games-import: a word of a megabyte and control characters are quoted as a short excerpt, message() whole; a byte order mark is passed over', async () => {
    await withBrowser({}, async (context) => {
      const { page, errors } = await openGame(context, url('?lang=en'));
      await finishGame(page, 5);
      const record = (await api(page, () => window.mancala.games()))[0].record;
      const id = `${Date.now() - 60000}-0001`;
      for (const word of ['w'.repeat(1 << 20), 'x\u202E\u0007\u001b\u0000\u2066y']) {
        const file = `mancala-games 1\n\n; game id=${id} ${word} you=S\n${record}`;
        const r = await api(page, (text) => window.mancala.importGames(text), file);
        const message = await api(page, () => window.mancala.message());
        assert(!r.ok && r.message.length < 200 && /^Nothing was imported\. Line 3: /.test(r.message), `the refusal: ${r.message.slice(0, 300)}`);
        assert(!/[\u0000-\u001f\u007f\u202a-\u202e\u2066-\u2069]/.test(r.message), `a control character quoted: ${JSON.stringify(r.message)}`);
        assert(message === r.message && /is not understood\.$/.test(message), `message(): ${JSON.stringify(message)}`);
      }
      const bom = await api(page, (text) => window.mancala.importGames(text), '\ufeff' + `mancala-games 1\n\n; game id=${id} opponent=here you=S\n${record}`);
      assert(bom.ok && (await api(page, () => window.mancala.message())) === '1 game imported.', `a byte order mark: ${JSON.stringify(bom)}`);
      await waitValue(page, (i) => window.mancala.games().some((g) => g.id === i), id, { what: 'the game imported' });
      assert(errors.length === 0, `console errors: ${errors.join(' | ').slice(0, 500)}`);
    });
  });
}
