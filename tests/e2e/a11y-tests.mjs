// End-to-end tests of embedding, accessibility and saving: URL parameters, the embed page and
// its messages (both ways, and a page of another origin ignored), a game played with the
// keyboard alone while the live region is read, reload restore, records and share links (good
// and bad), and the game in a small and a large frame (screenshots in build/screenshots/).
// Registered into run-tests.mjs; each test opens its own browser profile, so saved state never
// leaks from one test into another.
import path from 'node:path';
import {
  SCREENSHOTS, HANG_GUARD_MS, startServer, launch, openGame, waitUntil, waitIdle, api, screenshot, canvasStats, rng, tabIntoGame, nextFrames, waitValue,
} from './lib.mjs';
import { assert, withBrowser } from './lib.mjs';

const live = (page) => page.evaluate(() => document.getElementById('live').getAttribute('data-last') || '');

async function open(context, url) {
  const { page, errors } = await openGame(context, url);
  await nextFrames(page);
  return { page, errors };
}

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

  test('a11y: a whole game by keyboard alone, every move told in the live region', async () => {
    await withBrowser({ reducedMotion: 'reduce', viewport: { width: 1024, height: 640 } }, async (context) => {
      const { page, errors } = await open(context, url());
      assert(await api(page, () => window.mancala.settings()).then((s) => s.speed === 'instant'),
        'reduced motion did not make moves instant');
      // Tab from the page into the game: the board takes the keyboard, no click.
      await tabIntoGame(page);
      // The start screen: Enter starts the game shown (Adji Kui I, two people).
      await page.keyboard.press('Enter');
      await waitUntil(page, () => window.mancala.screen() === 'play', undefined, { what: 'the game' });
      assert(/New game of Adji Kui I/.test(await live(page)), `live: ${await live(page)}`);
      const random = rng(7);
      let presses = 0;
      for (let move = 0; move < 400; move++) {
        const state = await api(page, () => window.mancala.state());
        if (state.over) break;
        const before = await api(page, () => window.mancala.moves());
        // A few arrows (to the right, or up to the other row), then Enter.
        const n = Math.floor(random() * 4);
        for (let i = 0; i < n; i++) await page.keyboard.press(random() < 0.8 ? 'ArrowRight' : 'ArrowLeft');
        if (n > 0) {
          await waitUntil(page, () => /^Hole [a-fA-F]/.test(document.getElementById('live').getAttribute('data-last')),
            undefined, { what: 'the chosen hole to be told' }).catch(async () => {
            throw new Error(`the selected hole is not told: ${await live(page)}`);
          });
        }
        await page.keyboard.press('Enter');
        presses += n + 1;
        if (n === 0) {
          // A board that shows no cursor yet (the game just started, no key on it so far) shows
          // it at the first key, on a hole it can sow, and says so ("Press Enter to sow it"):
          // then a second Enter sows.
          const shown = await waitValue(page, (b) => (window.mancala.moves() !== b || window.mancala.message() !== '') ? 'moved'
            : /Press Enter to sow it/.test(document.getElementById('live').getAttribute('data-last') || '') && 'cursor', before,
          { what: 'the move or the cursor' });
          if (shown === 'cursor') {
            await page.keyboard.press('Enter');
            presses += 1;
          }
        }
        await waitUntil(page, (b) => window.mancala.moves() !== b || window.mancala.message() !== '', before,
          { what: 'the move' });
        await waitIdle(page);
        const text = await live(page);
        assert(/ sows [a-fA-F]: \d+ seeds?|passes|Game over/.test(text), `live region after a move: "${text}"`);
        if (move === 4) {
          await screenshot(page, 'a11y-keyboard-focus.png');
          // U takes a move back, R plays it again.
          const moves = await api(page, () => window.mancala.moves());
          await page.keyboard.press('u');
          await waitUntil(page, (m) => window.mancala.moves() !== m, moves, { what: 'undo' });
          assert(/taken back/.test(await live(page)), `live after undo: ${await live(page)}`);
          await page.keyboard.press('r');
          await waitUntil(page, (m) => window.mancala.moves() === m, moves, { what: 'redo' });
          await waitIdle(page);
        }
      }
      const end = await api(page, () => window.mancala.state());
      assert(end.over, 'the game did not end');
      const text = await live(page);
      assert(/Game over\. South \d+, North \d+: (South wins|North wins|It is a draw)\./.test(text), `result: "${text}"`);
      console.log(`    ${presses} key presses; last words: "${text}"`);
      // The board can be told in words at any time.
      await page.keyboard.press('s');
      await waitUntil(page, () => /a: \d+\./.test(document.getElementById('live').getAttribute('data-last')), undefined,
        { what: 'the board in words' });
      // N leaves for the start screen, Enter starts a new game.
      await page.keyboard.press('n');
      await waitUntil(page, () => window.mancala.screen() === 'start', undefined, { what: 'the start screen' });
      await page.keyboard.press('Enter');
      await waitUntil(page, () => window.mancala.screen() === 'play' && window.mancala.moves() === '', undefined, { what: 'a new game' });
      // Tab leaves the game again (no keyboard trap): to the next element of the page.
      await page.evaluate(() => {
        const b = document.createElement('button');
        b.id = 'after-the-game';
        b.textContent = 'after';
        document.body.appendChild(b);
      });
      assert(await page.evaluate(() => document.activeElement.id) === 'canvas', 'the board lost the focus');
      // Tab goes through the canvas's own controls, then to the holes' buttons (the board's
      // mirror: one stop, the arrows go from hole to hole), then out.
      const focused = () => page.evaluate(() => document.activeElement.id || `hole ${document.activeElement.dataset.hole}`);
      let tabs = 0;
      while (await focused() === 'canvas' && tabs < 40) {
        await page.keyboard.press('Tab');
        tabs++;
      }
      assert(tabs > 1 && await focused() === 'hole 0', `after ${tabs} Tabs: ${await focused()}`);
      await page.keyboard.press('ArrowRight');
      assert(await focused() === 'hole 1', `the arrow in the holes reached ${await focused()}`);
      await page.keyboard.press('Tab');
      assert(await focused() === 'after-the-game', 'Tab is trapped in the board');
      await page.keyboard.press('Shift+Tab');
      assert(await focused() === 'hole 1', 'Shift+Tab does not come back to the hole last focused');
      await page.keyboard.press('Shift+Tab');
      assert(await focused() === 'canvas', 'Shift+Tab does not go back into the game');
      assert(errors.length === 0, `console errors: ${errors.join(' | ')}`);
    });
  });

  test('a11y: seed sounds play alone by default and M turns them off', async () => {
    await withBrowser({}, async (context) => {
      const { page } = await open(context, url('?game=warri'));
      assert((await api(page, () => window.mancala.settings())).sound === true, 'sound is off alone');
      await api(page, () => window.mancala.setSpeed('fast'));
      assert((await api(page, () => window.mancala.play('c'))).ok, 'c');
      await waitIdle(page);
      const played = await page.evaluate(() => window.mancalaShell.soundsPlayed);
      // One per seed as it falls; a slow frame merges a few (at most two sounds a frame).
      assert(played >= 2, `${played} sounds for a move of 4 seeds`);
      await page.locator('#canvas').focus();
      await page.keyboard.press('m');
      await waitUntil(page, () => window.mancala.settings().sound === false, undefined, { what: 'sound off' });
      assert(/Sounds off/.test(await live(page)), 'not told');
      assert((await api(page, () => window.mancala.play('D'))).ok, 'D');
      await waitIdle(page);
      assert(await page.evaluate(() => window.mancalaShell.soundsPlayed) === played, 'sounds after M');
    });
  });

  test('a11y: the live region tells captures and passes in the chosen language', async () => {
    await withBrowser({}, async (context) => {
      // Warri, South to move: e (2 seeds) ends in A making 2: a capture.
      const { page } = await open(context, url('?game=warri&motion=reduce&position=' +
        encodeURIComponent('0,0,0,0,2,4,1,1,4,4,4,4:S:12,12')));
      assert((await api(page, () => window.mancala.play('e'))).ok, 'e');
      await waitIdle(page);
      const text = await live(page);
      assert(text.startsWith('South sows e: 2 seeds, the last one in A.') && /South captures 2 seeds from A\./.test(text),
        `capture: "${text}"`);
      // Adji Kui I, South has only singletons: the pass is told.
      await page.goto(url('?game=adji-kui-1&motion=reduce&position=' + encodeURIComponent('1,0,1,0,0,0,2,3,0,0,0,0:S:20,21')));
      await page.evaluate(() => window.mancala.ready);
      await waitUntil(page, () => window.mancala.moves().trim() === '1. -', undefined, { what: 'the forced pass' });
      await waitIdle(page);
      assert(/South has no playable hole and passes\./.test(await live(page)), `pass: "${await live(page)}"`);
      // In French, through the same tables as the rest of the interface.
      await page.goto(url('?lang=fr&game=warri&motion=reduce'));
      await page.evaluate(() => window.mancala.ready);
      assert((await api(page, () => window.mancala.settings())).language === 'fr', 'not French');
      assert((await api(page, () => window.mancala.play('c'))).ok, 'c');
      await waitIdle(page);
      const fr = await live(page);
      assert(fr.length > 10 && /c/.test(fr), `French live text: "${fr}"`);
      console.log(`    fr: "${fr}"`);
    });
  });

  test('a11y: the embed page and the game exchange messages, both ways', async () => {
    // The game on one origin, the museum page on another (two loopback ports).
    const gameServer = await startServer(ctx.web);
    try {
      await withBrowser({ viewport: { width: 1280, height: 900 } }, async (context) => {
        const page = context.pages()[0] || (await context.newPage());
        const errors = [];
        page.on('pageerror', (e) => errors.push(String(e)));
        await page.goto(url('embed.html?src=' + encodeURIComponent(gameServer.url + 'index.html')));
        await waitUntil(page, () => window.embedLog.some((m) => m.type === 'mancala:ready'), undefined,
          { what: 'the game to say it is ready' });
        const frame = page.frames().find((f) => f.url().startsWith(gameServer.url));
        assert(frame, 'no game frame');
        const settings = await frame.evaluate(() => window.mancala.settings());
        assert(settings.embedded && settings.sound === false, `embedded settings: ${JSON.stringify(settings)}`);
        await frame.evaluate(() => window.mancala.setSpeed('instant'));
        // A move in the game: the page hears it, with the state.
        assert((await frame.evaluate(() => window.mancala.play('c'))).ok, 'c');
        await waitUntil(page, () => window.embedLog.filter((m) => m.type === 'mancala:move').length >= 2, undefined,
          { what: 'the move and the computer\'s reply' });
        const first = await page.evaluate(() => window.embedLog.find((m) => m.type === 'mancala:move'));
        assert(first.move === 'c' && first.player === 'S' && first.state.variant === 'warri' && Array.isArray(first.state.board),
          `move message: ${JSON.stringify(first)}`);
        // The page's command: a new game of Adji Kui I.
        await page.click('#new-adji');
        await waitUntil(page, () => window.embedLog.some((m) => m.type === 'mancala:newgame' && m.state.variant === 'adji-kui-1'),
          undefined, { what: 'the new game' });
        assert((await frame.evaluate(() => window.mancala.state())).variant === 'adji-kui-1', 'the game did not change');
        // With a level; a bad level is answered with an error and changes nothing.
        await page.evaluate(() => window.embedCommand({ type: 'mancala:newgame', variant: 'warri', north: 'computer', level: 'hard' }));
        await waitUntil(page, () => window.embedLog.some((m) => m.type === 'mancala:newgame' && m.state.variant === 'warri'),
          undefined, { what: 'the new game with a level' });
        assert((await frame.evaluate(() => window.mancala.settings())).level === 'hard', 'the level was not taken');
        await page.evaluate(() => window.embedCommand({ type: 'mancala:newgame', variant: 'adji-kui-2', level: 'godlike' }));
        await waitUntil(page, () => window.embedLog.some((m) => m.type === 'mancala:error'), undefined, { what: 'an error answer' });
        assert((await frame.evaluate(() => window.mancala.state())).variant === 'warri', 'a bad command changed the game');
        // The end of a game: the page hears the result.
        await frame.evaluate(() => window.mancala.newGame({ variant: 'warri' }));
        await frame.evaluate(() => window.mancala.setSpeed('instant'));
        const random = rng(5);
        for (let i = 0; i < 600; i++) {
          const s = await frame.evaluate(() => window.mancala.state());
          if (s.over) break;
          const legal = await frame.evaluate(() => window.mancala.legalMoves());
          await frame.evaluate((m) => window.mancala.play(m), legal[Math.floor(random() * legal.length)]);
          await frame.waitForFunction(() => !window.mancala.busy(), undefined, { polling: 20 });
        }
        await waitUntil(page, () => window.embedLog.some((m) => m.type === 'mancala:gameover'), undefined, { what: 'game over' });
        const over = await page.evaluate(() => window.embedLog.find((m) => m.type === 'mancala:gameover'));
        assert(['S', 'N', 'draw'].includes(over.result) && over.reason && over.state.over && /Game over/.test(over.text),
          `gameover message: ${JSON.stringify(over)}`);
        assert((await page.textContent('#result')).includes('Game over'), 'the page did not show the result');
        assert(await frame.evaluate(() => window.mancalaShell.soundsPlayed) === 0, 'sounds played in a frame by default');
        assert(errors.length === 0, `page errors: ${errors.join(' | ')}`);
      });
    } finally {
      await gameServer.close();
    }
  });

  test('a11y: a page of another origin is neither obeyed nor told anything', async () => {
    const gameServer = await startServer(ctx.web);
    try {
      await withBrowser({}, async (context) => {
        const page = context.pages()[0] || (await context.newPage());
        // This page (origin A) embeds the game (origin B), which was told to trust another origin.
        await page.goto(url('embed.html?src=' + encodeURIComponent(gameServer.url + 'index.html')));
        await page.evaluate((src) => {
          document.body.innerHTML = '';
          window.received = [];
          // Only what the intruded frame says counts: the embed page's own frame, removed
          // above, may still have a message on its way to this (its rightful) parent.
          window.addEventListener('message', (e) => {
            const intruded = document.getElementById('intruded');
            if (intruded && e.source === intruded.contentWindow) window.received.push(e.data);
          });
          const f = document.createElement('iframe');
          f.id = 'intruded';
          f.width = 600;
          f.height = 400;
          f.src = src + 'index.html?game=warri&parentOrigin=' + encodeURIComponent('https://museum.example');
          document.body.appendChild(f);
        }, gameServer.url);
        // The frame appears once its navigation starts (the wait is a hang guard).
        let frame = null;
        for (const t0 = Date.now(); !frame && Date.now() - t0 < HANG_GUARD_MS;) {
          frame = page.frames().find((f) => f.url().includes('museum.example'));
          if (!frame) await page.waitForTimeout(100);
        }
        assert(frame, 'no frame');
        await frame.waitForFunction(() => window.mancala && window.mancala.ready, undefined, { polling: 50 });
        await frame.evaluate(() => window.mancala.ready.then(() => true));
        await page.evaluate(() => document.getElementById('intruded').contentWindow.postMessage(
          { type: 'mancala:newgame', variant: 'adji-kui-2' }, '*'));
        await frame.waitForFunction(() => window.mancalaShell.ignoredMessages === 1, undefined, { polling: 20 });
        assert((await frame.evaluate(() => window.mancala.state())).variant === 'warri', 'obeyed a foreign page');
        assert((await frame.evaluate(() => window.mancala.play('c'))).ok, 'c');
        await frame.waitForFunction(() => !window.mancala.busy() && window.mancala.moves().trim() === '1. c', undefined, { polling: 20 });
        // Whatever the game sent about its move went before this marker, posted by the test
        // from the frame once the move has been shown: messages from one window to another
        // arrive in order, so once the marker is here nothing else can still be on its way.
        await frame.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
        await frame.evaluate(() => window.parent.postMessage({ type: 'test:marker' }, '*'));
        await waitUntil(page, () => window.received.some((m) => m && m.type === 'test:marker'), undefined,
          { what: 'the test\'s own marker message from the frame' });
        const received = await page.evaluate(() => window.received.filter((m) => !(m && m.type === 'test:marker')));
        assert(received.length === 0, `a foreign page was told: ${JSON.stringify(received)}`);
      });
    } finally {
      await gameServer.close();
    }
  });

  for (const [size, viewport] of [['small', { width: 700, height: 560 }], ['large', { width: 1400, height: 900 }]]) {
    test(`a11y: the game in a ${size} frame (screenshot)`, async () => {
      await withBrowser({ viewport }, async (context) => {
        const page = context.pages()[0] || (await context.newPage());
        await page.goto(url(`embed.html?size=${size}`));
        await waitUntil(page, () => window.embedLog.some((m) => m.type === 'mancala:ready'), undefined,
          { what: 'the game' });
        const frame = page.frames().find((f) => f !== page.mainFrame());
        await frame.waitForFunction(() => window.mancala.holeCenter(0) && window.mancala.holeCenter(11), undefined, { polling: 50 });
        const box = await page.locator('#game').boundingBox();
        const expected = size === 'small' ? [360, 300] : [1100, 640];
        assert(Math.abs(box.width - expected[0]) < 3 && Math.abs(box.height - expected[1]) < 3, `frame ${box.width}x${box.height}`);
        // Every hole is inside the frame, and the holes are big enough to hit.
        for (const i of [0, 5, 6, 11]) {
          const p = await frame.evaluate((h) => window.mancala.holeCenter(h), i);
          assert(p.x > 0 && p.y > 0 && p.x < box.width && p.y < box.height, `hole ${i} at ${JSON.stringify(p)} is outside`);
        }
        const a = await frame.evaluate(() => window.mancala.holeCenter(0));
        const b = await frame.evaluate(() => window.mancala.holeCenter(1));
        assert(b.x - a.x >= 36, `holes ${b.x - a.x}px apart: too small to touch`);
        await frame.evaluate(() => window.mancala.play('c'));
        await frame.waitForFunction(() => !window.mancala.busy() && window.mancala.moves().trim().split(' ').length >= 3,
          undefined, { polling: 50 });
        await screenshot(page, `embed-${size}.png`);
        await page.locator('#game').screenshot({ path: path.join(SCREENSHOTS, `embed-${size}-frame.png`) });
      });
    });
  }
}
