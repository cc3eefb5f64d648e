// End-to-end tests of the address and the save: URL parameters (good and bad), a record or a
// position in the address, share links (good and bad), the record dialog, and a reload that
// restores the game and the settings (a corrupt save reported). The test names keep their
// "a11y:" prefix, so that `tests/e2e/run a11y` runs them with the others of a11y-tests.mjs.
// Registered into run-tests.mjs; each test opens its own browser profile, so saved state never
// leaks from one test into another.
import { waitUntil, waitIdle, nextFrames, api, screenshot, canvasStats, rng, assert, withBrowser } from './lib.mjs';
import { live, open } from './page-basics.mjs';

// A finished Warri game's moves, played at random through the page API; the record of the game
// one move before its end is returned with that last move.
async function almostFinishedRecord(page, seed) {
  const random = rng(seed);
  await api(page, () => window.mancala.newGame({ variant: 'warri' }));
  await api(page, () => window.mancala.setSpeed('instant'));
  for (let i = 0; i < 600; i++) {
    const s = await api(page, () => window.mancala.state());
    if (s.over) break;
    const legal = await api(page, () => window.mancala.legalMoves());
    const r = await api(page, (m) => window.mancala.play(m), legal[Math.floor(random() * legal.length)]);
    assert(r.ok, `play: ${r.error}`);
    await waitUntil(page, () => !window.mancala.busy(), undefined, { what: 'the move' });
  }
  const full = await api(page, () => window.mancala.record());
  const moves = (await api(page, () => window.mancala.moves())).trim().split(/\s+/).filter((t) => !/\.$/.test(t));
  return { full, moves };
}

export default function register(test, ctx) {
  const url = (q = '') => ctx.server.url + q;

  test('a11y: URL parameters choose the game, language, players, level, theme and sound', async () => {
    await withBrowser({ viewport: { width: 1024, height: 640 } }, async (context) => {
      const { page, errors } = await open(context,
        url('?game=adji-kui-2&lang=fr&south=computer&north=person&level=beginner&theme=contrast&sound=off'));
      assert(await api(page, () => window.mancala.screen()) === 'play', 'not on the board');
      const state = await api(page, () => window.mancala.state());
      assert(state.variant === 'adji-kui-2', `variant ${state.variant}`);
      const settings = await api(page, () => window.mancala.settings());
      assert(settings.theme === 'contrast' && settings.sound === false && settings.language === 'fr' &&
        settings.level === 'beginner', `settings ${JSON.stringify(settings)}`);
      // South is the computer: it moves first by itself.
      await waitUntil(page, () => window.mancala.moves().trim().startsWith('1.'), undefined, { what: 'the computer to open' });
      await waitIdle(page);
      await screenshot(page, 'a11y-url-contrast.png');
      assert(errors.length === 0, `console errors: ${errors.join(' | ')}`);
    });
  });

  test('a11y: every field of the set-up, by the page API and the address, as the one table names it', async () => {
    await withBrowser({ viewport: { width: 1024, height: 640 } }, async (context) => {
      const { page, errors } = await open(context, url('?game=warri&north=computer&north-level=hard&lang=en'));
      // The page's scripts read the game's table: every field, in its order, with its older name.
      const fields = await api(page, () => window.mancala.setupFields());
      assert(fields.map((f) => f.name).join() ===
        'game,south,north,starter,match,length,games,slam-captures-nothing,level,south-level,north-level,friend',
      `the fields: ${fields.map((f) => f.name)}`);
      assert(fields[0].old === 'variant' && fields[4].type === 'boolean' && fields[6].type === 'string',
        `the table: ${JSON.stringify(fields.slice(0, 7))}`);
      assert((await api(page, () => window.mancala.players())).north.level === 'hard', 'north-level in the address');
      // newGame takes each field by its name; the address that follows the game says them.
      const r = await api(page, () => window.mancala.newGame({ game: 'warri', north: 'computer', 'north-level': 'medium',
        match: true, length: 'games', games: '7', 'slam-captures-nothing': true }));
      assert(r.ok, `newGame: ${JSON.stringify(r)}`);
      await waitUntil(page, () => new URLSearchParams(window.location.search).get('games') === '7', undefined,
        { what: 'the address to follow the game' });
      const q = new URLSearchParams(await page.evaluate(() => window.location.search));
      assert(q.get('game') === 'warri' && q.get('match') === '1' && q.get('length') === 'games' &&
        q.get('slam-captures-nothing') === '1' && q.get('level') === 'medium' && q.get('lang') === 'en', `the address: ${q}`);
      // A reload brings back that game, from the address.
      await page.reload();
      await page.evaluate(() => window.mancala.ready);
      assert(await api(page, () => window.mancala.screen()) === 'play', 'the game did not come back');
      assert((await api(page, () => window.mancala.players())).north.level === 'medium', 'the level after a reload');
      // An older name is still read; a number where the table says a string is refused by name.
      assert((await api(page, () => window.mancala.newGame({ variant: 'adji-kui-1' }))).ok, 'newGame({variant})');
      assert((await api(page, () => window.mancala.state())).variant === 'adji-kui-1', 'variant not taken');
      const wrong = await api(page, () => window.mancala.newGame({ games: 7 }));
      assert(!wrong.ok && wrong.code === 'wrong-type' && wrong.error.includes('\u201cgames\u201d'), `games: 7: ${JSON.stringify(wrong)}`);
      assert(errors.length === 0, `console errors: ${errors.join(' | ')}`);
    });
  });

  test('a11y: bad URL parameters give a visible message and a playable default game', async () => {
    await withBrowser({}, async (context) => {
      const { page, errors } = await open(context, url('?game=chess&theme=neon&north=robot&position=1,2,3:S'));
      await waitIdle(page);
      assert(await api(page, () => window.mancala.screen()) === 'play', 'no game shown');
      const message = await api(page, () => window.mancala.message());
      for (const word of ['chess', 'neon', 'robot', 'position'])
        assert(message.includes(word), `the message does not mention ${word}: "${message}"`);
      const state = await api(page, () => window.mancala.state());
      assert(state.variant === 'adji-kui-1' && !state.over, `not a default game: ${JSON.stringify(state)}`);
      assert((await live(page)).includes('chess'), 'the live region does not say it either');
      const stats = await canvasStats(page);
      assert(stats.colours > 40, 'blank canvas');
      await screenshot(page, 'a11y-bad-params.png');
      assert(errors.length === 0, `console errors: ${errors.join(' | ')}`);
    });
  });

  test('a11y: a record or a position in the address opens that game', async () => {
    await withBrowser({}, async (context) => {
      const record = '[Game "warri"]\n[Start "S"]\n[Result "*"]\n\n1. c D 2. a F\n';
      const { page } = await open(context, url('?record=' + encodeURIComponent(record)));
      assert((await api(page, () => window.mancala.moves())).trim() === '1. c D 2. a F', 'the record was not opened');
      await page.goto(url('?game=adji-kui-2&position=' + encodeURIComponent('0,1,0,1,0,1,0,4,0,2,1,2:N:20,16')));
      await page.evaluate(() => window.mancala.ready);
      const s = await api(page, () => window.mancala.state());
      assert(s.variant === 'adji-kui-2' && s.toMove === 'N' && s.board.join() === '0,1,0,1,0,1,0,4,0,2,1,2',
        `position: ${JSON.stringify(s)}`);
      // F relays forever there, so it is not offered.
      assert(!(await api(page, () => window.mancala.legalMoves())).includes('F'), 'F is offered');
    });
  });

  test('a11y: a share link reopens the game; a bad share link says so', async () => {
    await withBrowser({}, async (context) => {
      const { page } = await open(context, url('?game=warri'));
      for (const m of ['b', 'E', 'c']) assert((await api(page, (x) => window.mancala.play(x), m)).ok, m);
      await waitIdle(page);
      const link = await api(page, () => window.mancala.shareLink());
      assert(/#r=/.test(link), `share link ${link}`);
      const state = JSON.stringify(await api(page, () => window.mancala.state()));
      const p2 = await context.newPage();
      await p2.goto(link);
      await p2.evaluate(() => window.mancala.ready);
      assert(JSON.stringify(await api(p2, () => window.mancala.state())) === state, 'the link opened another state');
      assert((await api(p2, () => window.mancala.moves())).trim() === '1. b E 2. c', 'moves differ');
      const errors = [];
      const p3 = await context.newPage();
      p3.on('pageerror', (e) => errors.push(String(e)));
      await p3.goto(url('#r=' + encodeURIComponent('[Game "warri"]\n\n1. c c c')));
      await p3.evaluate(() => window.mancala.ready);
      await waitIdle(p3);
      const message = await api(p3, () => window.mancala.message());
      assert(/cannot be read/.test(message) && /line 3/.test(message), `message: ${message}`);
      // The saved game goes on (no-game-lost-tests.mjs).
      assert(/so the saved game goes on/.test(message), `message: ${message}`);
      assert(await api(p3, () => window.mancala.screen()) === 'play', 'no game shown');
      assert((await api(p3, () => window.mancala.moves())).trim() === '1. b E 2. c', 'the saved game was lost');
      await screenshot(p3, 'a11y-bad-link.png');
      await p3.goto(url('#r=%E0%A4%A'));  // a damaged escape
      await p3.evaluate(() => window.mancala.ready);
      assert(/damaged|cannot be read/.test(await api(p3, () => window.mancala.message())), 'no message for a damaged link');
      assert(errors.length === 0, `page errors: ${errors.join(' | ')}`);
    });
  });

  test('a11y: a position link set on the open page opens it; a bad one says why and changes nothing', async () => {
    await withBrowser({}, async (context) => {
      const { page, errors } = await open(context, url('?game=warri'));
      assert((await api(page, () => window.mancala.play('c'))).ok, 'c');
      await waitIdle(page);
      await page.evaluate(() => { window.location.hash = '#p=' + encodeURIComponent('0,1,0,1,0,1,0,4,0,2,1,2:N:20,16'); });
      await waitUntil(page, () => window.mancala.state().captured[0] === 20, undefined, { what: 'the position opened' });
      const state = await api(page, () => window.mancala.state());
      assert(JSON.stringify(state.board) === '[0,1,0,1,0,1,0,4,0,2,1,2]' && state.toMove === 'N' && state.variant === 'warri',
        `the position: ${JSON.stringify(state)}`);
      assert(await api(page, () => window.mancala.moves()) === '', 'the moves before the position are still shown');
      assert(/^Position opened\. North to move\.$/.test(await api(page, () => window.mancala.announcement())), 'not said');
      // The game played before it is put aside, as when a record is loaded.
      await nextFrames(page);
      assert(await api(page, () => window.mancala.controlCenter('back-to-previous') !== null), 'the game before was not put aside');
      const before = JSON.stringify(state);
      await page.evaluate(() => { window.location.hash = '#p=1,2,3'; });
      await waitUntil(page, () => /position in the address cannot be used/.test(window.mancala.message()), undefined,
        { what: 'the refusal of a bad position' });
      assert(JSON.stringify(await api(page, () => window.mancala.state())) === before, 'a bad position changed the game');
      assert(errors.length === 0, `page errors: ${errors.join(' | ')}`);
    });
  });

  test('a11y: the record dialog copies a record and loads it back; a bad record is refused', async () => {
    await withBrowser({ permissions: ['clipboard-read', 'clipboard-write'] }, async (context) => {
      const { page } = await open(context, url('?game=adji-kui-1&motion=reduce'));
      for (const m of ['c', 'D', 'a']) assert((await api(page, (x) => window.mancala.play(x), m)).ok, m);
      await waitIdle(page);
      await page.locator('#canvas').focus();
      await page.keyboard.press('g');
      await waitUntil(page, () => document.getElementById('record-dialog').open, undefined, { what: 'the record dialog' });
      const text = await page.inputValue('#record-text');
      assert(/\[Game "adji-kui-1"\]/.test(text) && /1\. c D 2\. a/.test(text), `record: ${text}`);
      await page.click('#record-copy');
      await waitUntil(page, () => /Copied/.test(document.getElementById('record-status').textContent), undefined, { what: 'copied' });
      const copied = await page.evaluate(() => navigator.clipboard.readText());
      assert(copied === text, 'the clipboard does not hold the record');
      await screenshot(page, 'a11y-record-dialog.png');
      await page.click('#record-close');
      // A new game, then the record pasted back.
      await api(page, () => window.mancala.newGame({ variant: 'warri' }));
      await page.keyboard.press('g');
      await waitUntil(page, () => document.getElementById('record-dialog').open, undefined, { what: 'the dialog again' });
      await page.fill('#record-text', copied);
      await page.click('#record-load');
      await waitUntil(page, () => !document.getElementById('record-dialog').open, undefined, { what: 'the dialog to close' });
      assert((await api(page, () => window.mancala.moves())).trim() === '1. c D 2. a', 'the record was not loaded');
      assert((await api(page, () => window.mancala.state())).variant === 'adji-kui-1', 'wrong game');
      assert(/loaded/.test(await live(page)), `live: ${await live(page)}`);
      // A bad record: an error naming the line, and nothing changes.
      const before = JSON.stringify(await api(page, () => window.mancala.state()));
      await page.keyboard.press('g');
      await waitUntil(page, () => document.getElementById('record-dialog').open, undefined, { what: 'the dialog' });
      await page.fill('#record-text', '[Game "adji-kui-1"]\n\n1. c D 2. a a');
      await page.click('#record-load');
      await waitUntil(page, () => document.getElementById('record-status').textContent.length > 0, undefined, { what: 'an error' });
      const error = await page.textContent('#record-status');
      assert(/line 3/.test(error), `error: ${error}`);
      assert(await page.evaluate(() => document.getElementById('record-dialog').open), 'the dialog closed on an error');
      assert(JSON.stringify(await api(page, () => window.mancala.state())) === before, 'a bad record changed the game');
      await screenshot(page, 'a11y-bad-record.png');
      for (const bad of ['', 'hello', '[Game "chess"]', '[Game "warri"]\n[Result "S"]\n\n1. a']) {
        const r = await api(page, (t) => window.mancala.loadRecord(t), bad);
        assert(!r.ok && r.error.length > 0, `accepted ${JSON.stringify(bad)}`);
      }
      assert(JSON.stringify(await api(page, () => window.mancala.state())) === before, 'bad records changed the game');
    });
  });

  test('a11y: a reload restores the game and the settings; a corrupt save gives a message and a fresh game', async () => {
    await withBrowser({}, async (context) => {
      const { page, errors } = await open(context, url('?game=warri&north=computer&level=beginner'));
      await api(page, () => window.mancala.setSpeed('instant'));
      assert((await api(page, (x) => window.mancala.play(x), 'c')).ok, 'c');
      await waitUntil(page, () => /^1\. c [A-F]$/.test(window.mancala.moves().trim()) && !window.mancala.busy(), undefined,
        { what: 'the computer' });
      await page.locator('#canvas').focus();
      await page.keyboard.press('c');  // high contrast
      await waitUntil(page, () => window.mancala.settings().theme === 'contrast', undefined, { what: 'contrast' });
      const state = JSON.stringify(await api(page, () => window.mancala.state()));
      const moves = await api(page, () => window.mancala.moves());
      // Reloaded without parameters: the saved game comes back as it was.
      await page.goto(url());
      await page.evaluate(() => window.mancala.ready);
      assert(await api(page, () => window.mancala.screen()) === 'play', 'the game did not come back');
      assert(JSON.stringify(await api(page, () => window.mancala.state())) === state, 'another state after the reload');
      assert(await api(page, () => window.mancala.moves()) === moves, 'other moves after the reload');
      const settings = await api(page, () => window.mancala.settings());
      assert(settings.theme === 'contrast' && settings.speed === 'instant', `settings ${JSON.stringify(settings)}`);
      assert(/resumed/.test(await live(page)), `live: ${await live(page)}`);
      // The same address again (as an embedding page's fixed parameters): the game goes on.
      await page.goto(url('?game=warri&north=computer&level=beginner'));
      await page.evaluate(() => window.mancala.ready);
      assert(await api(page, () => window.mancala.moves()) === moves, 'the same address started another game');
      // An address asking for another game starts it.
      await page.goto(url('?game=adji-kui-1'));
      await page.evaluate(() => window.mancala.ready);
      assert((await api(page, () => window.mancala.state())).variant === 'adji-kui-1', 'the address was not followed');
      await page.goto(url('?game=warri&north=computer&level=beginner'));
      await page.evaluate(() => window.mancala.ready);
      await api(page, () => window.mancala.setSpeed('instant'));
      assert((await api(page, (x) => window.mancala.play(x), 'c')).ok, 'c');
      await waitUntil(page, () => /^1\. c [A-F]$/.test(window.mancala.moves().trim()) && !window.mancala.busy(), undefined,
        { what: 'the computer' });
      // The computer still plays North after the reload.
      const legal = await api(page, () => window.mancala.legalMoves());
      assert((await api(page, (x) => window.mancala.play(x), legal[0])).ok, 'play after reload');
      await waitUntil(page, () => window.mancala.moves().trim().split(' ').length === 6 && !window.mancala.busy(), undefined,
        { what: 'the computer after the reload' });
      // A damaged save: a message and a fresh game, never a blank page; a newer version's save
      // says so (and is not written over: no-game-lost-tests.mjs).
      for (const junk of ['mancala-save 1\nsetup warri person person S single full 5 classic-slam\nrecord\n[Game "warri"]\n\n1. z',
        'mancala-save 7\n', '\u0000\u00ff garbage', '{"version":1}']) {
        await page.evaluate((t) => localStorage.setItem('mancala', t), junk);
        await page.goto(url());  // a reload would bring back the address's game
        await page.evaluate(() => window.mancala.ready);
        const message = await api(page, () => window.mancala.message());
        const expected = /^mancala-save 7/.test(junk) ? /written by a newer version/ : /saved game could not be read/;
        assert(expected.test(message), `no message for ${JSON.stringify(junk)}: "${message}"`);
        assert(await api(page, () => window.mancala.screen()) === 'play', 'no fresh game');
        assert((await api(page, () => window.mancala.moves())) === '', 'not a fresh game');
      }
      await screenshot(page, 'a11y-corrupt-save.png');
      // The fresh game was saved over the damaged one: the next reload is quiet.
      await page.reload();
      await page.evaluate(() => window.mancala.ready);
      assert(await api(page, () => window.mancala.message()) === '', 'the damage is still reported');
      assert(errors.length === 0, `console errors: ${errors.join(' | ')}`);
    });
  });
}
