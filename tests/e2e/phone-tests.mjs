// End-to-end tests of the game as a phone shows it: the first screen is the board (standing on
// its side where the game's does) with the ways to play under it; the menu leads with the
// screen's main action; a touch screen shows no keyboard hints until a key is pressed; a screen
// too small for the players' strips says whose turn it is in words; the moves and the review are a
// sheet that a swipe pulls up over the board, and a sideways drag on the review's graph scrubs it
// where an up-or-down one scrolls. Registered into layout-tests.mjs.
import { openGame, gameReady, waitIdle, waitUntil, waitQuiet, api, nextFrames, clickControl, finger } from './lib.mjs';
import { assert, playOut, withBrowser } from './lib.mjs';

const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };
const PHONE_LYING = { viewport: { width: 844, height: 390 }, isMobile: true, hasTouch: true };
const TABLET = { width: 1024, height: 768 };

// The named lines as drawn in the last frame: { name: words }.
const drawnWords = (page) => api(page, () => Object.fromEntries(window.mancala.controlWords().split('\n')
  .filter(Boolean).map((l) => [l.slice(0, l.indexOf('\t')), l.slice(l.indexOf('\t') + 1)])));

// What on the screen now is too small for a phone: each control a finger presses under 44 px high,
// each text under 16 px (a control's words, or text drawn on its own).
async function tooSmall(page) {
  await nextFrames(page);
  const sizes = await api(page, () => window.mancala.drawnSizes());
  const small = sizes.controls.filter((c) => (c.pressable && c.height < 43.5) || c.font < 16)
    .map((c) => `${c.name} ${c.width.toFixed(0)}x${c.height.toFixed(1)} font ${c.font}`);
  if (sizes.smallestText > 0 && sizes.smallestText < 16)
    small.push(`text "${sizes.smallestTextWords}" at ${sizes.smallestText} px`);
  return small;
}

// A Warri game of 24 moves, as a record in the address (#r=).
const RECORD = '[Game "warri"]\n\n1. a B 2. b A 3. d A 4. c B 5. d A 6. f A 7. a B 8. b D 9. e A 10. b B 11. d C 12. c D\n';

export default function register(test, ctx) {
  const url = (q = '') => ctx.server.url + q;

  for (const [name, size] of [['a phone', PHONE], ['a phone on its side', PHONE_LYING], ['1280x800', { viewport: { width: 1280, height: 800 } }]]) {
    test(`phone: the first screen is the board, the games above it, Play the computer and Learn to play under it (${name})`, async () => {
      await withBrowser(size, async (context) => {
        const { page, errors } = await openGame(context, url('?lang=en'));
        await nextFrames(page);
        const at = (n) => api(page, (c) => window.mancala.controlCenter(c), n);
        const board = await at('start-board');
        assert(board, 'no board on the first screen');
        for (const game of ['game-adji-kui-1', 'game-adji-kui-2', 'game-warri'])
          assert((await at(game)).y < board.y, `${game} is not above the board`);
        for (const action of ['play-computer', 'learn-to-play', 'other-ways'])
          assert((await at(action)).y > board.y, `${action} is not under the board`);
        // The form's choices are folded behind one control, until it is pressed.
        for (const folded of ['south-person', 'players-friend', 'match', 'start'])
          assert(await at(folded) === null, `${folded} shows before "Other ways to play" is pressed`);
        await clickControl(page, 'other-ways');
        assert(await at('players-friend') && await at('start'), 'the other ways did not unfold');
        assert(errors.length === 0, `console errors: ${errors.join(' | ')}`);
      });
    });
  }

  // The start screen's board as drawn: its wood's size (the control 'start-board' is the wood), a
  // hole's diameter (0.92 of the unit; the wood is 2.5 units across its rows) and whether it
  // stands on its side (its rows running down the screen).
  const startBoard = async (page) => {
    await nextFrames(page);
    const wood = (await api(page, () => window.mancala.drawnSizes())).controls.find((c) => c.name === 'start-board');
    assert(wood, 'no board on the start screen');
    return { ...wood, hole: (Math.min(wood.width, wood.height) / 2.5) * 0.92, standing: wood.height > wood.width * 2 };
  };

  test('phone: held upright, the start screen\'s board stands on its side as the game\'s does, its holes 55 px at least', async () => {
    await withBrowser(PHONE, async (context) => {
      const { page, errors } = await openGame(context, url('?lang=fr'));
      const start = await startBoard(page);
      assert(start.standing, `the start screen's board lies flat: ${start.width.toFixed(0)}x${start.height.toFixed(0)}`);
      assert(start.hole >= 55, `its holes ${start.hole.toFixed(1)} px`);
      // Play the computer, its level and Learn to play under it, in sight without scrolling.
      const sizes = (await api(page, () => window.mancala.drawnSizes())).controls;
      for (const name of ['play-computer', 'computer-level', 'learn-to-play']) {
        const c = await api(page, (n) => window.mancala.controlCenter(n), name);
        const h = sizes.find((s) => s.name === name).height;
        assert(c && c.y + h / 2 <= 844, `${name} at y ${c && c.y}: not in sight`);
      }
      // The game's board on the same phone stands the same way (a's row a column), its holes
      // hardly larger.
      await clickControl(page, 'play-computer');
      await waitIdle(page);
      const [a, f] = [await api(page, () => window.mancala.holeCenter(0)), await api(page, () => window.mancala.holeCenter(5))];
      assert(Math.abs(a.x - f.x) < 1 && f.y > a.y, `the game's board does not stand: a at ${JSON.stringify(a)}, f at ${JSON.stringify(f)}`);
      const game = (await api(page, () => window.mancala.boardSizes())).hole;
      assert(start.hole >= game * 0.85, `the start screen's holes ${start.hole.toFixed(1)} px, the game's ${game.toFixed(1)} px`);
      assert(errors.length === 0, `console errors: ${errors.join(' | ')}`);
    });
    // At 1280x800 the start screen's board lies flat, as the game's.
    await withBrowser({ viewport: { width: 1280, height: 800 } }, async (context) => {
      const { page, errors } = await openGame(context, url('?lang=fr'));
      const desk = await startBoard(page);
      assert(desk.width > desk.height * 2, `at 1280x800 the board is ${desk.width.toFixed(0)}x${desk.height.toFixed(0)}`);
      assert(errors.length === 0, `console errors: ${errors.join(' | ')}`);
    });
  });

  test('phone: the menu\'s first entry is the screen\'s main action, accent-filled: New game, then Rematch once the game is over', async () => {
    await withBrowser(PHONE, async (context) => {
      const { page, errors } = await openGame(context, url('?lang=en&game=warri&south=person&north=computer'));
      await waitIdle(page);
      const primaries = async () => (await api(page, () => window.mancala.drawnSizes())).controls
        .filter((c) => c.primary).map((c) => c.name);
      await clickControl(page, 'menu');
      await nextFrames(page);
      let p = await primaries();
      assert(p.length === 1 && p[0] === 'menu-new-game', `the primary buttons with the menu open: ${p.join(', ')}`);
      await page.keyboard.press('Escape');
      // The game played out: Rematch leads the menu, New game plain under it.
      const over = await playOut(page);
      assert(over, 'the game did not end');
      await api(page, () => window.mancala.setSpeed('instant'));
      await waitIdle(page);
      await clickControl(page, 'menu');
      await nextFrames(page);
      p = await primaries();
      assert(p.includes('menu-rematch') && !p.includes('menu-new-game'), `the primary buttons once over: ${p.join(', ')}`);
      const [rematch, newGame] = [await api(page, () => window.mancala.controlCenter('menu-rematch')),
        await api(page, () => window.mancala.controlCenter('menu-new-game'))];
      assert(newGame && rematch.y < newGame.y, 'New game is not under Rematch in the menu');
      await clickControl(page, 'menu-rematch');
      await waitUntil(page, () => !window.mancala.state().over, undefined, { what: 'the rematch' });
      assert(errors.length === 0, `console errors: ${errors.join(' | ')}`);
    });
  });

  test('phone: no text under 16 px and no control under 44 px, upright and on its side', async () => {
    for (const size of [PHONE, PHONE_LYING]) {
      await withBrowser(size, async (context) => {
        const { page, errors } = await openGame(context, url('?lang=en'));
        const where = `${size.viewport.width}x${size.viewport.height}`;
        let small = await tooSmall(page);
        assert(small.length === 0, `the start screen at ${where}: ${small.join('; ')}`);
        await clickControl(page, 'other-ways');
        small = await tooSmall(page);
        assert(small.length === 0, `the other ways to play at ${where}: ${small.join('; ')}`);
        // A game, its menu open.
        await clickControl(page, 'play-computer');
        await waitIdle(page);
        small = await tooSmall(page);
        assert(small.length === 0, `a game at ${where}: ${small.join('; ')}`);
        await clickControl(page, 'menu');
        small = await tooSmall(page);
        assert(small.length === 0, `the game's menu at ${where}: ${small.join('; ')}`);
        assert(errors.length === 0, `console errors: ${errors.join(' | ')}`);
      });
    }
  });

  test('phone: a tap leaves nothing hovered: the first tap on a tab of the rules just opened chooses it', async () => {
    await withBrowser(PHONE, async (context) => {
      const { page, errors } = await openGame(context, url('?lang=en'));
      const tap = async (name) => {
        await nextFrames(page);
        const p = await api(page, (n) => window.mancala.controlCenter(n), name);
        await page.touchscreen.tap(p.x, p.y);
        await nextFrames(page);
      };
      await tap('rules');
      await waitUntil(page, () => window.mancala.controlCenter('rules-part') !== null &&
        window.mancala.controlCenter('rules-loading') === null, undefined, { what: 'the rules' });
      const warriShown = () => /^rules-tab-warri\tWarri, chosen$/m.test(window.mancala.controlWords());
      assert(!await api(page, warriShown), 'Warri\'s rules show before its tab is tapped');
      await tap('rules-tab-warri');
      await waitUntil(page, warriShown, undefined, { what: 'Warri\'s rules after one tap on its tab' });
      assert(errors.length === 0, `console errors: ${errors.join(' | ')}`);
    });
  });

  test('phone: a touch screen shows no keyboard hints until a key is pressed', async () => {
    await withBrowser(PHONE_LYING, async (context) => {
      // The start screen of a small screen: no "Enter starts the game".
      const { page, errors } = await openGame(context, url('?lang=en'));
      await clickControl(page, 'other-ways');
      const startWords = await api(page, () => window.mancala.controlWords());
      assert(!/Enter|arrow/i.test(startWords), `keyboard words on a touch screen: ${startWords}`);
      assert(startWords.includes('start\t'), `no Start drawn: ${startWords}`);
      // A game between two people here on a tablet: the line under the board says how to play,
      // by touch.
      await page.setViewportSize(TABLET);
      await page.goto(url('?lang=en&game=warri&south=person&north=person'));
      await gameReady(page);
      await waitIdle(page);
      await nextFrames(page);
      const note = (await drawnWords(page))['board-note'] || '';
      assert(note === 'Tap a highlighted hole.', `the line under the board on a touch screen: "${note}"`);
      // A key pressed: the keyboard is there after all, and its hints show.
      await page.locator('#canvas').focus();
      await page.keyboard.press('ArrowRight');
      await waitUntil(page, () => /arrow keys/.test(window.mancala.controlWords()), undefined,
        { what: 'the keyboard\'s hint after a key' });
      assert(errors.length === 0, `console errors: ${errors.join(' | ')}`);
    });
  });

  test('phone: on its side, with no room for the strips, the bar says whose turn it is', async () => {
    await withBrowser({ ...PHONE_LYING, reducedMotion: 'reduce' }, async (context) => {
      const { page, errors } = await openGame(context, url('?lang=en&game=warri&south=person&north=computer&level=beginner'));
      await api(page, () => window.mancala.setSpeed('instant'));
      await waitIdle(page);
      const turn = async () => (await drawnWords(page))['turn-line'];
      assert(await turn() === 'Your turn', `before the first move: "${await turn()}"`);
      const hole = await api(page, () => window.mancala.legalMoves()[0]);
      await api(page, (h) => window.mancala.play(h), hole);
      await waitIdle(page);
      await nextFrames(page);
      assert(await turn() === 'Your turn', `after the computer's answer: "${await turn()}"`);
      // In a frame the size of a museum's column, a game between two people here names the side.
      await page.setViewportSize({ width: 360, height: 300 });
      await page.goto(url('?lang=fr&game=warri&south=person&north=person'));
      await gameReady(page);
      await waitIdle(page);
      await nextFrames(page);
      assert(await turn() === 'Au tour de Sud', `two people in French: "${await turn()}"`);
      assert(errors.length === 0, `console errors: ${errors.join(' | ')}`);
    });
  });

  test('phone: the moves are a sheet under the board that a swipe pulls up over it and down again', async () => {
    await withBrowser(PHONE, async (context) => {
      const { page, errors } = await openGame(context, url('?lang=en#r=' + encodeURIComponent(RECORD)));
      await waitQuiet(page);
      const at = (n) => api(page, (c) => window.mancala.controlCenter(c), n);
      const f = await finger(context, page);
      const low = await at('sheet');
      const boardBottom = Math.max(...await Promise.all([0, 5, 6, 11].map((h) => api(page, (i) => window.mancala.holeCenter(i).y, h))));
      assert(low && low.y > boardBottom, `the sheet's header (y ${low && low.y}) is not under the board (${boardBottom})`);
      // Up: the header to the top of the screen, the board under the sheet.
      await f.swipe(low, { x: low.x, y: 120 });
      await waitQuiet(page);
      const high = await at('sheet');
      assert(high.y < 844 * 0.25, `swiped up, the sheet's header is at y ${high.y}`);
      assert(/Shown in full/.test((await api(page, () => window.mancala.controlWords())).match(/^sheet\t(.*)$/m)[1]), 'the header does not say the sheet is up');
      // A tap where the board is: the sheet is over it, nothing is played.
      const moves = await api(page, () => window.mancala.moves());
      const hole = await api(page, () => window.mancala.holeCenter(0));
      await f.down(hole);
      await nextFrames(page);
      await f.up();
      await waitQuiet(page);
      assert(await api(page, () => window.mancala.moves()) === moves, 'a tap on the sheet played a move under it');
      // Down again with a swipe; a tap on the header toggles it.
      await f.swipe(high, { x: high.x, y: 800 });
      await waitQuiet(page);
      assert(Math.abs((await at('sheet')).y - low.y) < 2, `swiped down, the header is at y ${(await at('sheet')).y}, not ${low.y}`);
      await f.down(low);
      await nextFrames(page);
      await f.up();
      await waitQuiet(page);
      assert((await at('sheet')).y < 844 * 0.25, 'a tap on the header did not pull the sheet up');
      assert(errors.length === 0, `console errors: ${errors.join(' | ')}`);
    });
  });

  test('phone: a sideways drag on the review\'s graph scrubs it, an up-or-down one does not', async () => {
    await withBrowser(PHONE, async (context) => {
      const { page, errors } = await openGame(context, url('?lang=en#r=' + encodeURIComponent(RECORD)));
      await waitQuiet(page);
      const f = await finger(context, page);
      await clickControl(page, 'sheet');
      await clickControl(page, 'moves-review');
      await waitQuiet(page);
      // The sheet went down for the board to show the review's arrow: up again, to its graph.
      const down = await api(page, () => window.mancala.controlCenter('sheet'));
      assert(down.y > 844 / 2, `the review opened, the sheet's header stays up at y ${down.y}`);
      await clickControl(page, 'sheet');
      await waitQuiet(page);
      const graph = await api(page, () => window.mancala.controlCenter('review-graph'));
      assert(graph, 'no graph in the review');
      const width = (await api(page, () => window.mancala.drawnSizes())).controls.find((c) => c.name === 'review-graph').width;
      const shown = () => api(page, () => JSON.stringify(window.mancala.shownState().board));
      const before = await shown();
      // Up and down from a quarter of the graph's width: the position shown stays.
      const quarter = { x: graph.x - width / 4, y: graph.y };
      await f.swipe(quarter, { x: quarter.x + 4, y: quarter.y + 90 });
      await waitQuiet(page);
      assert(await shown() === before, 'an up-or-down drag on the graph changed the position shown');
      // Sideways: the position at the finger.
      const now = await api(page, () => window.mancala.controlCenter('review-graph'));
      await f.swipe({ x: now.x - width / 4, y: now.y }, { x: now.x + width / 3, y: now.y + 6 });
      await waitQuiet(page);
      assert(await shown() !== before, 'a sideways drag on the graph did not scrub it');
      assert(errors.length === 0, `console errors: ${errors.join(' | ')}`);
    });
  });

  test('phone: the review\'s sheet, while down, shows the move looked at, and a tap is what brings the game back', async () => {
    await withBrowser(PHONE, async (context) => {
      const { page, errors } = await openGame(context, url('?lang=en#r=' + encodeURIComponent(RECORD)));
      await waitQuiet(page);
      // By touch, as on a phone: the words under the board are a finger's.
      const f = await finger(context, page);
      const tap = async (name) => {
        await f.down(await api(page, (n) => window.mancala.controlCenter(n), name));
        await nextFrames(page);
        await f.up();
        await nextFrames(page);
      };
      await tap('sheet');
      await tap('moves-review');
      await waitUntil(page, () => window.mancala.controlCenter('review-mistakes') !== null
        && window.mancala.controlCenter('review-stop') === null, undefined, { what: 'the game reviewed' });
      await waitQuiet(page);
      // The sheet is down (the board shows the arrow); what shows of it under its header is the
      // verdict on the move looked at, not a title that its header already says.
      const header = await api(page, () => window.mancala.controlCenter('sheet'));
      const verdict = await api(page, () => window.mancala.controlCenter('review-verdict'));
      assert(header.y > 844 / 2, `the sheet is not down: ${header.y}`);
      assert(verdict && verdict.y > header.y && verdict.y < 844, `the verdict is not in the sheet's visible part: ${JSON.stringify(verdict)} under ${header.y}`);
      const words = await drawnWords(page);
      assert(/^Move \d+, South/.test(words['review-verdict']), `the verdict: ${words['review-verdict']}`);
      // The note under the board says how to come back in a finger's words.
      assert(/tap it to come back to the game\.$/.test(words['board-note']), `the note: ${words['board-note']}`);
      assert(errors.length === 0, `console errors: ${errors.join(' | ')}`);
    });
  });
}
