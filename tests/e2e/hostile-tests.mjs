// End-to-end tests of hostile input: strings far longer than any real one through every way
// into the game (the page API, the record dialog, a link opened on the same page, the address
// at start-up, an embedding page's messages) and a damaged saved game. Each is refused with a
// message and the game goes on answering. Registered into run-tests.mjs; each test opens its
// own browser profile.
import { launch, openGame, waitUntil, waitIdle, startServer, api, nextFrames } from './lib.mjs';
import { assert } from './lib.mjs';

async function withBrowser(fn) {
  const b = await launch({ viewport: { width: 640, height: 480 }, locale: 'en-US' });
  try {
    return await fn(b.context);
  } finally {
    await b.close();
  }
}

// The game still answers and still plays: a move is taken and taken back.
async function stillPlays(page, where) {
  const state = await api(page, () => window.mancala.state());
  assert(Array.isArray(state.board) && state.board.length === 12, `${where}: no state`);
  const legal = await api(page, () => window.mancala.legalMoves());
  assert(legal.length > 0, `${where}: no legal move`);
  const played = await api(page, (m) => window.mancala.play(m), legal[0]);
  assert(played.ok, `${where}: the move ${legal[0]} was refused: ${played.error}`);
  assert((await api(page, () => window.mancala.undo())).ok, `${where}: undo`);
}

const LONG = 300000;

export default function registerHostileTests(test, ctx) {
  test('hostile: long strings through the page API are refused and the game goes on', async () => {
    await withBrowser(async (context) => {
      const { page, errors } = await openGame(context, ctx.server.url + '?game=warri');
      const before = await api(page, () => window.mancala.state());
      for (const length of [LONG, 262200, 2000000]) {
        const r = await api(page, (n) => window.mancala.loadRecord('x'.repeat(n)), length);
        assert(!r.ok && /256 KB/.test(r.error), `loadRecord of ${length} characters: ${JSON.stringify(r).slice(0, 200)}`);
        assert(r.error.length < 200, `the error quotes the record: ${r.error.length} characters`);
        await stillPlays(page, `after loadRecord of ${length} characters`);
      }
      // A record just below the limit but not a record: its own error, with its place.
      const junk = await api(page, () => window.mancala.loadRecord('[Resutl "S"]\n'));
      assert(!junk.ok && /line 1, column 2/.test(junk.error) && /Resutl/.test(junk.error), `misspelt header: ${junk.error}`);
      const level = await api(page, (n) => window.mancala.setLevel('x'.repeat(n)), LONG);
      assert(!level.ok && level.error.length < 200, `setLevel: ${JSON.stringify(level).slice(0, 200)}`);
      const variant = await api(page, (n) => window.mancala.newGame({ variant: 'w'.repeat(n) }), LONG);
      assert(!variant.ok && variant.error.length < 200, `newGame: ${JSON.stringify(variant).slice(0, 200)}`);
      const move = await api(page, (n) => window.mancala.play('c'.repeat(n)), LONG);
      assert(!move.ok && move.error.length < 200, `play: ${JSON.stringify(move).slice(0, 200)}`);
      assert(!(await api(page, (n) => window.mancala.setLanguage('f'.repeat(n)), LONG)), 'setLanguage took a long code');
      assert(JSON.stringify(await api(page, () => window.mancala.state())) === JSON.stringify(before), 'the game changed');
      await stillPlays(page, 'after the long names');
      assert(errors.length === 0, `page errors: ${errors.join(' | ').slice(0, 500)}`);
    });
  });

  test('hostile: page API values of the wrong type, or with a NUL, are refused by name and change nothing', async () => {
    await withBrowser(async (context) => {
      const { page, errors } = await openGame(context, ctx.server.url + '?game=warri');
      assert((await api(page, () => window.mancala.setLevel('hard'))).ok, 'setLevel hard');
      const before = JSON.stringify(await api(page, () => ({
        state: window.mancala.state(), moves: window.mancala.moves(), settings: window.mancala.settings(),
        players: window.mancala.players(), start: window.mancala.players('start'),
      })));
      // Each call, as a string evaluated in the page (NaN and undefined survive), and the field
      // its refusal must name.
      const refused = [
        ["chooseHole('')", 'hole'], ["chooseHole('ab')", 'hole'], ['chooseHole(NaN)', 'hole'],
        ['chooseHole(0.9)', 'hole'], ["chooseHole('fA')", 'hole'], ['chooseHole(12)', 'hole'],
        ['chooseHole(-1)', 'hole'], ['chooseHole(null)', 'hole'], ["chooseHole(['c'])", 'hole'],
        ["play('c\\u0000d')", 'move'], ["play('\\u0000')", 'move'], ['play(0.9)', 'move'], ["play(['c'])", 'move'],
        ["setLevel('\\u0000master')", 'level'], ["setLevel('master\\u0000')", 'level'], ['setLevel(undefined)', 'level'],
        ["newGame({ match: 'no' })", 'match'], ['newGame({ match: 1 })', 'match'],
        ["newGame({ variant: ['adji-kui-2'] })", 'variant'], ["newGame({ variant: 'adji-kui-2\\u0000' })", 'variant'],
        ["newGame({ north: 'computer\\u0000x' })", 'north'], ['newGame({ starter: null })', 'starter'],
        ["newGame({ varient: 'adji-kui-2' })", 'varient'], ["newGame('adji-kui-2')", 'options'], ['newGame(null)', 'options'],
        ['nextGame([0.5])', 'holes'], ["nextGame(['ab'])", 'holes'], ['nextGame(3)', 'holes'],
        ["setSound('off')", 'sound'], ['setHighContrast(1)', 'contrast'], ['setTheme(true)', 'theme'], ["setReducedMotion('true')", 'motion'],
        ['loadRecord(42)', 'record'], ['openLink(null)', 'link'], ['openPosition({})', 'link'], ['chooseFriend(null)', 'side'],
        ["chooseSetup('game', ['warri'])", 'game'],
      ];
      for (const [call, field] of refused) {
        const r = await api(page, (c) => (0, eval)('window.mancala.' + c), call);
        assert(r && r.ok === false && typeof r.error === 'string' && r.error.includes(`\u201c${field}\u201d`) && r.error.length < 200,
          `${call}: ${JSON.stringify(r)}`);
      }
      for (const call of ["setSpeed(['fast'])", "setSpeed('fast\\u0000')", "setLanguage(['fr'])", "setLanguage('fr-\\u0000')"])
        assert(await api(page, (c) => (0, eval)('window.mancala.' + c), call) === false, `${call} was taken`);
      await nextFrames(page);
      const after = JSON.stringify(await api(page, () => ({
        state: window.mancala.state(), moves: window.mancala.moves(), settings: window.mancala.settings(),
        players: window.mancala.players(), start: window.mancala.players('start'),
      })));
      assert(after === before, `a refusal changed something:\n${before}\n${after}`);
      // What is right is still taken: a hole by its letter or its index.
      assert((await api(page, () => window.mancala.chooseHole('c'))).ok, 'chooseHole c');
      await waitUntil(page, () => window.mancala.moves() === '1. c', undefined, { what: 'c played by chooseHole' });
      assert((await api(page, () => window.mancala.undo())).ok, 'undo');
      // In the player's language.
      assert(await api(page, () => window.mancala.setLanguage('fr')), 'setLanguage fr');
      await waitUntil(page, () => window.mancala.settings().language === 'fr', undefined, { what: 'French' });
      const french = await api(page, () => window.mancala.newGame({ match: 'non' }));
      assert(!french.ok && /^Le champ «\u00a0match\u00a0» doit valoir true ou false\.$/.test(french.error), `in French: ${french.error}`);
      await stillPlays(page, 'after the refusals');
      assert(errors.length === 0, `page errors: ${errors.join(' | ').slice(0, 500)}`);
    });
  });

  test('hostile: a NUL in My games\' filters, focusStep of no direction, and a removed frame\'s commands are refused', async () => {
    await withBrowser(async (context) => {
      const { page, errors } = await openGame(context, ctx.server.url + '?game=warri');
      for (const call of ["showMyGames('warri\\u0000')", "showMyGames('all', 'here\\u0000')"]) {
        const r = await api(page, (c) => (0, eval)('window.mancala.' + c), call);
        assert(r && !r.ok && r.code === 'nul-in-field', `${call}: ${JSON.stringify(r)}`);
      }
      const focused = await api(page, () => window.mancala.focused());
      for (const dir of ["'sideways'", '0', '2', 'NaN', 'undefined', "'1'"])
        assert(await api(page, (d) => (0, eval)('window.mancala.focusStep(' + d + ')'), dir) === false, `focusStep(${dir}) moved`);
      assert((await api(page, () => window.mancala.focused())) === focused, 'the focus moved');
      // The game in a frame of this page, taken out once it runs: its page API refuses commands.
      const answers = await page.evaluate(async (src) => {
        const frame = document.createElement('iframe');
        frame.src = src;
        await new Promise((resolve) => { frame.addEventListener('load', resolve); document.body.appendChild(frame); });
        const m = frame.contentWindow.mancala;
        await m.ready;
        frame.remove();
        return [m.play('c'), m.newGame({}), m.importGames('mancala-games 1\n')];
      }, ctx.server.url + '?game=warri&lang=en');
      assert(answers.every((a) => a && a.ok === false && a.code === 'unavailable' && /taken out of its page/.test(a.message)),
        `the removed frame's answers: ${JSON.stringify(answers)}`);
      await stillPlays(page, 'after the removed frame');
      assert(errors.length === 0, `page errors: ${errors.join(' | ').slice(0, 500)}`);
    });
  });

  test('hostile: each refusal of the page API comes with its code and its words, and changes nothing', async () => {
    await withBrowser(async (context) => {
      const { page, errors } = await openGame(context, ctx.server.url + '?game=adji-kui-1&lang=en');
      const before = JSON.stringify(await api(page, () => ({ state: window.mancala.state(), moves: window.mancala.moves() })));
      // Each call, as a string evaluated in the page, and the code its refusal must carry.
      const refused = [
        ["play(0.5)", 'wrong-type'], ["newGame({ varient: 'warri' })", 'unknown-field'],
        ["newGame({ variant: 'chess' })", 'bad-value'], ["setLevel('master\u0000')", 'nul-in-field'],
        ["undo()", 'nothing-to-undo'], ["redo()", 'nothing-to-redo'], ["nextGame()", 'no-match'],
        ["chooseSetup('game', 'warri')", 'not-on-start'], ['start()', 'not-on-start'],
        ["loadRecord('1. z')", 'bad-record'], ["openLink('#f=nonsense')", 'bad-link'],
        ["openPosition('#p=1,2,3:S')", 'bad-position'],
      ];
      for (const [call, code] of refused) {
        const r = await api(page, (c) => (0, eval)('window.mancala.' + c), call);
        assert(r && r.ok === false && r.code === code && typeof r.message === 'string' && r.message.length > 0 &&
          r.error === r.message, `${call}: ${JSON.stringify(r)}`);
      }
      assert(JSON.stringify(await api(page, () => ({ state: window.mancala.state(), moves: window.mancala.moves() }))) === before,
        'a refusal changed the game');
      // A move the rules forbid: the core's reason, as its code and in words.
      const legal = await api(page, () => window.mancala.legalMoves());
      const forbidden = 'abcdef'.split('').find((h) => !legal.includes(h));
      if (forbidden) {
        const r = await api(page, (h) => window.mancala.play(h), forbidden);
        assert(!r.ok && r.code === 'illegal-move' && r.message.length > 0, `play ${forbidden}: ${JSON.stringify(r)}`);
      }
      const north = await api(page, () => window.mancala.play('A'));  // North's hole, South to move
      assert(!north.ok && north.code === 'illegal-move' && /hole A is North/.test(north.message), `play A: ${JSON.stringify(north)}`);
      assert(errors.length === 0, `page errors: ${errors.join(' | ').slice(0, 500)}`);
    });
  });

  test('hostile: a long record pasted in the dialog or opened as a link is refused with a message', async () => {
    await withBrowser(async (context) => {
      const { page, errors } = await openGame(context, ctx.server.url + '?game=warri');
      // The record dialog, as the G key opens it.
      await page.evaluate(() => window.mancalaShell.showRecord(window.mancala.record(), ''));
      await page.evaluate((n) => { document.getElementById('record-text').value = 'y'.repeat(n); }, LONG);
      await page.click('#record-load');
      const status = await page.evaluate(() => {
        const s = document.getElementById('record-status');
        return { text: s.textContent, error: s.className === 'error' };
      });
      assert(status.error && /256 KB/.test(status.text), `the dialog says: ${JSON.stringify(status).slice(0, 200)}`);
      await page.click('#record-close');
      await stillPlays(page, 'after the dialog');
      // A link to the same page with a long record in its fragment.
      await page.evaluate((n) => { window.location.hash = '#r=' + 'z'.repeat(n); }, LONG);
      await waitUntil(page, () => /256 KB/.test(window.mancala.message()), undefined, { what: 'the message about the long link' });
      await stillPlays(page, 'after the long link');
      // A link that is a real record still loads.
      await page.evaluate(() => { window.location.hash = '#r=' + encodeURIComponent('[Game "adji-kui-1"]\n\n1. c\n'); });
      await waitUntil(page, () => window.mancala.state().variant === 'adji-kui-1', undefined, { what: 'the record of the link' });
      assert(errors.length === 0, `page errors: ${errors.join(' | ').slice(0, 500)}`);
    });
  });

  test('hostile: a hole that may not be chosen is refused with its code and changes nothing', async () => {
    await withBrowser(async (context) => {
      const { page, errors } = await openGame(context, ctx.server.url + '?game=warri');
      assert((await api(page, () => window.mancala.newGame({ variant: 'warri', south: 'person', north: 'person' }))).ok, 'newGame');
      assert(await api(page, () => window.mancala.setSpeed('instant')), 'setSpeed instant');
      const before = JSON.stringify(await api(page, () => window.mancala.state()));
      // Not the mover's hole: the core's refusal, as its code, its words shown as a click's are.
      const theirs = await api(page, () => window.mancala.chooseHole('B'));
      assert(!theirs.ok && theirs.code === 'illegal-move', `North's hole on South's turn: ${JSON.stringify(theirs)}`);
      assert(theirs.message === "It is South's turn, and hole B is North's." && theirs.error === theirs.message, `its words: ${JSON.stringify(theirs)}`);
      assert((await api(page, () => window.mancala.message())) === theirs.message, 'the words are not shown under the board');
      assert(JSON.stringify(await api(page, () => window.mancala.state())) === before, 'the refused hole changed the game');
      // An empty hole, once c is sown.
      assert((await api(page, () => window.mancala.chooseHole('c'))).ok, 'chooseHole c');
      await waitUntil(page, () => window.mancala.moves() === '1. c', undefined, { what: 'c played' });
      await waitIdle(page);
      assert((await api(page, () => window.mancala.chooseHole('D'))).ok, 'chooseHole D');
      await waitUntil(page, () => window.mancala.moves() === '1. c D', undefined, { what: 'D played' });
      await waitIdle(page);
      const empty = await api(page, () => window.mancala.chooseHole(2));
      assert(!empty.ok && empty.code === 'illegal-move' && empty.message === 'Hole c is empty.', `an empty hole: ${JSON.stringify(empty)}`);
      assert((await api(page, () => window.mancala.moves())) === '1. c D', 'the empty hole was played');
      assert(errors.length === 0, `page errors: ${errors.join(' | ').slice(0, 500)}`);
    });
  });

  test('hostile: an address of a megabyte starts the game, which says what it could not use', async () => {
    await withBrowser(async (context) => {
      const { page, errors } = await openGame(context, ctx.server.url + '?game=warri#r=' + 'x'.repeat(1048000));
      assert((await api(page, () => window.mancala.state())).variant === 'warri', 'the address\'s game= was lost');
      const message = await api(page, () => window.mancala.message());
      assert(/256 KB/.test(message) && message.length < 500, `the message: ${message.slice(0, 300)}`);
      await stillPlays(page, 'after the long address');
      // A long query too (as long as the test's server takes: the query goes to the server).
      const { page: page2 } = await openGame(context, ctx.server.url + '?game=' + 'q'.repeat(8000));
      const message2 = await api(page2, () => window.mancala.message());
      assert(/game=/.test(message2) && message2.length < 500, `the message: ${message2.slice(0, 300)}`);
      await stillPlays(page2, 'after the long game=');
      assert(errors.length === 0, `page errors: ${errors.join(' | ').slice(0, 500)}`);
    });
  });

  test('hostile: a saved game with a NUL is reported as damaged and a new game begins', async () => {
    await withBrowser(async (context) => {
      const { page } = await openGame(context, ctx.server.url + '?game=warri');
      assert((await api(page, () => window.mancala.play('c'))).ok, 'c');
      await page.evaluate(() => {
        const saved = window.localStorage.getItem('mancala');
        window.localStorage.setItem('mancala', saved.slice(0, -3) + '\u0000' + saved.slice(-3));
      });
      const { page: again } = await openGame(context, ctx.server.url);
      const message = await api(again, () => window.mancala.message());
      assert(/saved game could not be read/.test(message) && /not text/.test(message), `the message: ${message}`);
      await stillPlays(again, 'after the damaged save');
    });
  });

  test('hostile: an embedding page\'s messages of the wrong types or lengths get mancala:error', async () => {
    const gameServer = await startServer(ctx.web);
    try {
      await withBrowser(async (context) => {
        const page = context.pages()[0] || (await context.newPage());
        const errors = [];
        page.on('pageerror', (e) => errors.push(String(e)));
        await page.goto(ctx.server.url + 'embed.html?src=' + encodeURIComponent(gameServer.url + 'index.html'));
        await waitUntil(page, () => window.embedLog.some((m) => m.type === 'mancala:ready'), undefined,
          { what: 'the game to say it is ready' });
        const frame = page.frames().find((f) => f.url().startsWith(gameServer.url));
        assert(frame, 'no game frame');
        const before = JSON.stringify(await frame.evaluate(() => window.mancala.state()));
        const bad = [
          { variant: ['warri'] }, { variant: 7 }, { south: { kind: 'computer' } }, { match: 'yes' },
          { starter: null }, { level: 3 }, { level: 'x'.repeat(LONG) }, { variant: 'w'.repeat(LONG) },
          { match: 'no' }, { variant: 'warri\u0000' }, { level: '\u0000master' }, { varient: 'warri' },
        ];
        for (let i = 0; i < bad.length; i++) {
          await page.evaluate((m) => window.embedCommand(Object.assign({ type: 'mancala:newgame' }, m)), bad[i]);
          await waitUntil(page, (n) => window.embedLog.filter((m) => m.type === 'mancala:error').length >= n, i + 1,
            { what: `the error for ${JSON.stringify(bad[i]).slice(0, 60)}` });
        }
        const answers = await page.evaluate(() => window.embedLog.filter((m) => m.type === 'mancala:error'));
        for (const a of answers) {
          assert(a.command === 'mancala:newgame' && typeof a.error === 'string' && a.error.length < 200,
            `error answer: ${JSON.stringify(a).slice(0, 200)}`);
        }
        // Each names its field.
        const named = ['variant', 'variant', 'south', 'match', 'starter', 'level', 'level', 'variant', 'match', 'variant', 'level', 'varient'];
        answers.forEach((a, i) => assert(a.error.includes(`\u201c${named[i]}\u201d`) || (i === 6 || i === 7),
          `answer ${i} does not name ${named[i]}: ${a.error}`));
        assert(answers[0].error === 'The field \u201cvariant\u201d must be a string.', `first answer: ${answers[0].error}`);
        assert(JSON.stringify(await frame.evaluate(() => window.mancala.state())) === before, 'a bad message changed the game');
        // A good message still works after them.
        await page.evaluate(() => window.embedCommand({ type: 'mancala:newgame', variant: 'adji-kui-2', match: true }));
        await waitUntil(page, () => window.embedLog.some((m) => m.type === 'mancala:newgame' && m.state.variant === 'adji-kui-2'),
          undefined, { what: 'the good command' });
        assert(errors.length === 0, `page errors: ${errors.join(' | ').slice(0, 500)}`);
      });
    } finally {
      await gameServer.close();
    }
  });
}
