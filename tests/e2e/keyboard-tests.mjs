// End-to-end tests of the keyboard and the screen reader's form: Tab and Shift+Tab through the
// canvas's own controls in a fixed order (read through mancala.focused()), Enter and Space
// pressing them, Esc closing a window with the focus back where it was, a whole game set up and
// played by keyboard alone, and the start screen's choices made in the page's form.
import { openGame, waitUntil, waitIdle, api, nextFrames, screenshot, tabIntoGame, clickControl, clickHole, showOtherWays } from './lib.mjs';
import { assert, withBrowser } from './lib.mjs';
import registerStartFormTests from './start-form-tests.mjs';

const focused = (page) => page.evaluate(() => window.mancala.focused());
const active = (page) => page.evaluate(() => {
  const el = document.activeElement;
  return el.id || (el.dataset && el.dataset.hole !== undefined ? `hole ${el.dataset.hole}` : el.tagName);
});

async function press(page, key) {
  await page.keyboard.press(key);
  await nextFrames(page);
}

// Tab (or Shift+Tab) until `name` has the focus (at most `limit` presses); the names passed on the way.
async function tabTo(page, name, key = 'Tab', limit = 40) {
  const seen = [];
  for (let i = 0; i < limit; i++) {
    if (await focused(page) === name) return seen;
    await press(page, key);
    seen.push(await focused(page));
  }
  throw new Error(`Tab never reached ${name}: ${seen.join(', ')}`);
}

// A choice of the page's form made as with the keyboard: its control focused, then Space.
async function formChoice(page, selector) {
  await page.locator(selector).focus();
  await page.keyboard.press('Space');
}

export default function register(test, ctx) {
  const url = (q = '') => ctx.server.url + q;
  registerStartFormTests(test, ctx);  // the start form's level and other ways in

  test('keyboard: Enter on a focused game card chooses that card\'s game, and starts nothing', async () => {
    await withBrowser({ reducedMotion: 'reduce', viewport: { width: 1280, height: 800 } }, async (context) => {
      const { page, errors } = await openGame(context, url('?lang=en'));
      await nextFrames(page);
      await tabIntoGame(page);
      // Adji Kui II chosen with Space, then the focus moved on to Warri's card.
      await tabTo(page, 'game-adji-kui-2');
      await press(page, 'Space');
      await tabTo(page, 'game-warri');
      await press(page, 'Enter');
      await waitUntil(page, () => (document.querySelector('input[name="start-game"]:checked') || {}).value === 'warri',
        undefined, { what: 'Warri chosen' });
      assert(await api(page, () => window.mancala.screen()) === 'start', 'Enter on a card left the start screen');
      assert(await focused(page) === 'game-warri', `the focus after Enter: ${await focused(page)}`);
      assert(errors.length === 0, `console errors: ${errors.join(' | ')}`);
    });
  });

  test('keyboard: set up, start and play a whole game with Tab, Enter, Space and the arrows', async () => {
    await withBrowser({ reducedMotion: 'reduce', viewport: { width: 1280, height: 800 } }, async (context) => {
      const { page, errors } = await openGame(context, url());
      await nextFrames(page);
      await tabIntoGame(page);
      assert(await focused(page) === '', `the start screen itself should have the focus, not ${await focused(page)}`);
      // The start screen's controls in reading order: language, the games, Play the computer with
      // its level, Learn to play, the other ways to play (folded), Rules, Puzzles, My games; Space unfolds
      // the other ways: the players here or a friend by link, each side, who starts, one game or a
      // match, then Start.
      const tabs = async (n) => {
        const order = [];
        for (let i = 0; i < n; i++) {
          await press(page, 'Tab');
          order.push(await focused(page));
        }
        return order;
      };
      const folded = await tabs(11);
      const expected = ['language', 'game-adji-kui-1', 'game-adji-kui-2', 'game-warri', 'play-computer', 'computer-level',
        'learn-to-play', 'other-ways', 'rules', 'puzzles', 'my-games'];
      assert(JSON.stringify(folded) === JSON.stringify(expected), `Tab order: ${folded.join(', ')}`);
      await tabTo(page, 'other-ways', 'Shift+Tab');
      await press(page, 'Space');
      const unfolded = await tabs(14);
      const more = ['rules', 'puzzles', 'my-games', 'players-here', 'players-friend', 'south-person', 'south-computer',
        'north-person', 'north-computer', 'south-starts', 'north-starts', 'single', 'match', 'start'];
      assert(JSON.stringify(unfolded) === JSON.stringify(more), `Tab order, unfolded: ${unfolded.join(', ')}`);
      // Shift+Tab goes back the same way.
      await press(page, 'Shift+Tab');
      assert(await focused(page) === 'match', `Shift+Tab from Start: ${await focused(page)}`);
      await screenshot(page, 'keyboard-focus-start.png');

      // Warri, with Space; the page's form follows.
      await tabTo(page, 'game-warri', 'Shift+Tab');
      await press(page, 'Space');
      await waitUntil(page, () => (document.querySelector('input[name="start-game"]:checked') || {}).value === 'warri',
        undefined, { what: 'the form to show Warri' });
      // North: the computer; its level appears next in the order.
      await tabTo(page, 'north-computer');
      await press(page, 'Space');
      await press(page, 'Tab');
      assert(await focused(page) === 'north-level', `after North's computer: ${await focused(page)}`);
      // Its list: Enter opens it with the focus on the first level (Beginner), the arrows go
      // down through the levels, Enter chooses the third (Medium).
      await press(page, 'Enter');
      await nextFrames(page);
      assert(await focused(page) === 'north-level-beginner', `in the list: ${await focused(page)}`);
      await press(page, 'ArrowDown');
      await press(page, 'ArrowDown');
      await press(page, 'Enter');
      await nextFrames(page);
      const level = await page.evaluate(() => (document.getElementById('start-north-level') || {}).value);
      assert(level === 'medium', `North's level after the list: ${level}`);
      assert(await focused(page) === 'north-level', `the focus after the list: ${await focused(page)}`);
      await screenshot(page, 'keyboard-focus-level.png');
      // Start, with Enter on it: the board takes the focus.
      await tabTo(page, 'start');
      await press(page, 'Enter');
      await waitUntil(page, () => window.mancala.screen() === 'play', undefined, { what: 'the game' });
      await nextFrames(page);
      assert(await focused(page) === 'board', `the focus on the board: ${await focused(page)}`);
      const state = await api(page, () => window.mancala.state());
      assert(state.variant === 'warri', `variant ${state.variant}`);

      // The play screen's controls: from the board, the top bar's and the panel's, then out of
      // the canvas to the board's hole buttons (one stop), then back with Shift+Tab.
      const play = ['board'];
      for (let i = 0; i < 30; i++) {
        await press(page, 'Tab');
        if (await active(page) !== 'canvas') break;
        play.push(await focused(page));
      }
      // (Undo, Redo and Skip are disabled before the first move: Tab passes them by.)
      assert(!play.includes('undo') && !play.includes('skip'), `a disabled control reached: ${play.join(', ')}`);
      for (const name of ['rules', 'options', 'new-game', 'hint'])
        assert(play.includes(name), `${name} not reached by Tab: ${play.join(', ')}`);
      // The speed and the language are in the Options menu, not on the screen.
      assert(!play.includes('speed') && !play.includes('language'), `in the top bar: ${play.join(', ')}`);
      assert(play.indexOf('rules') < play.indexOf('options') && play.indexOf('options') < play.indexOf('new-game') &&
        play.indexOf('new-game') < play.indexOf('hint'), `order: ${play.join(', ')}`);
      assert(/^hole \d+$/.test(await active(page)), `after the last control: ${await active(page)}`);
      await press(page, 'Shift+Tab');
      assert(await active(page) === 'canvas' && await focused(page) === play[play.length - 1],
        `Shift+Tab back into the game: ${await active(page)} ${await focused(page)}`);

      // Rules: Enter opens the window, its tabs take the focus, Esc closes it and the focus
      // comes back to the button.
      await tabTo(page, 'rules', 'Shift+Tab');
      await press(page, 'Enter');
      await nextFrames(page);
      assert(/^rules-tab-/.test(await focused(page)), `in the rules window: ${await focused(page)}`);
      await screenshot(page, 'keyboard-focus-rules.png');
      await press(page, 'Escape');
      await nextFrames(page);
      assert(await focused(page) === 'rules', `after Esc: ${await focused(page)}`);
      // Options: a menu of our controls; Esc closes it, back on Options.
      await press(page, 'Tab');
      assert(await focused(page) === 'options', `after Rules: ${await focused(page)}`);
      await press(page, 'Enter');
      await nextFrames(page);
      assert(await focused(page) === 'sound', `in the options: ${await focused(page)}`);
      await screenshot(page, 'keyboard-focus-options.png');
      await press(page, 'Escape');
      await nextFrames(page);
      assert(await focused(page) === 'options', `after Esc in the options: ${await focused(page)}`);

      // The game by the arrows and Enter alone; South sows the hole the cursor is on.
      for (let move = 0; move < 400; move++) {
        const s = await api(page, () => window.mancala.state());
        if (s.over) break;
        if (s.toMove !== 'S') {
          await waitUntil(page, () => !window.mancala.busy(), undefined, { what: 'the computer' });
          await waitUntil(page, () => window.mancala.state().toMove === 'S' || window.mancala.state().over,
            undefined, { what: 'the computer\'s move' });
          continue;
        }
        const before = await api(page, () => window.mancala.moves());
        // An arrow brings the focus back to the board (from Options the first time).
        await press(page, move % 3 === 1 ? 'ArrowLeft' : 'ArrowRight');
        await press(page, 'Enter');
        await waitUntil(page, (b) => window.mancala.moves() !== b || window.mancala.message() !== '', before,
          { what: 'the move' });
        await waitIdle(page);
        assert(await focused(page) === 'board', `the focus during the game: ${await focused(page)}`);
      }
      assert((await api(page, () => window.mancala.state())).over, 'the game did not end');
      assert(errors.length === 0, `console errors: ${errors.join(' | ')}`);
    });
  });

  test('keyboard: a screen reader is told each control the focus comes to, in the game\'s language', async () => {
    await withBrowser({ viewport: { width: 1280, height: 800 } }, async (context) => {
      const { page, errors } = await openGame(context, url('?lang=fr&game=warri'));
      await nextFrames(page);
      const said = () => page.evaluate(() => document.getElementById('live').getAttribute('data-last') || '');
      const tabAndHear = async (name, words) => {
        await tabTo(page, name);
        await waitUntil(page, (w) => (document.getElementById('live').getAttribute('data-last') || '') === w, words,
          { what: `"${words}" said for ${name} (said: "${await said()}")` });
      };
      await tabIntoGame(page);
      // A button by its label, a list by its name and value, an arrow button by what it does.
      await tabAndHear('rules', 'Règles');
      // A menu opened from the keyboard says the control it gives the focus to, and its opener
      // again when Esc closes it; in it, a list by its name and value.
      await tabAndHear('options', 'Options');
      await press(page, 'Enter');
      await waitUntil(page, () => /^Sons des graines \(M\), (non )?coché$/.test(
        document.getElementById('live').getAttribute('data-last') || ''), undefined,
      { what: `the menu's first control said (said: "${await said()}")` });
      await tabAndHear('look', 'Apparence\u00a0: Sombre');
      await tabAndHear('speed', 'Vitesse\u00a0: Normale');
      await tabAndHear('language', 'Langue\u00a0: Français');
      await press(page, 'Escape');
      await waitUntil(page, () => window.mancala.focused() === 'options' &&
        document.getElementById('live').getAttribute('data-last') === 'Options', undefined,
      { what: 'the focus back on Options, said' });
      // The start screen: a choice says whether it is chosen.
      await clickControl(page, 'new-game');
      await waitUntil(page, () => window.mancala.controlCenter('game-warri') !== null, undefined, { what: 'the start screen' });
      await tabAndHear('game-warri', 'Warri, coché');
      await tabAndHear('other-ways', 'Autres façons de jouer\u00a0: masquées');
      await press(page, 'Space');
      await tabAndHear('south-computer', 'Ordinateur, non coché');
      // Space chooses it, and says so.
      await press(page, 'Space');
      await waitUntil(page, () => (document.getElementById('live').getAttribute('data-last') || '') === 'Ordinateur, coché',
        undefined, { what: `"Ordinateur, coché" said after Space (said: "${await said()}")` });
      await tabAndHear('start', 'Commencer');  // a button's words without the spaces around its label
      // The lessons' list (a window that names its controls through a callback) says the lesson.
      await clickControl(page, 'learn-to-play');
      await waitUntil(page, () => window.mancala.controlCenter('tutorial-lesson') !== null, undefined, { what: 'the lessons' });
      await tabAndHear('tutorial-lesson', 'Warri\u00a0: semer');
      assert(errors.length === 0, `errors: ${errors.join('; ')}`);
    });
  });

  test('keyboard: the start screen\'s form in the page sets up and starts Adji Kui I', async () => {
    await withBrowser({ viewport: { width: 1280, height: 800 } }, async (context) => {
      const { page, errors } = await openGame(context, url('?lang=fr'));
      await nextFrames(page);
      const form = page.locator('#start-form');
      // Labelled in the game's language.
      const startLabel = await api(page, () => window.mancala.tr('Start'));
      assert(startLabel !== 'Start' && (await page.locator('#start-form-start').textContent()) === startLabel,
        `the Start button: ${await page.locator('#start-form-start').textContent()}`);
      // A choice made on the canvas shows in the form, and one made in the form on the canvas.
      assert(await form.isHidden() || (await form.boundingBox()).width <= 1, 'the form shows without the keyboard in it');
      // Warri on the canvas (its button pressed): the form follows.
      await nextFrames(page);
      const box = await page.locator('#canvas').boundingBox();
      const warri = await api(page, () => window.mancala.controlCenter('game-warri'));
      await page.mouse.click(box.x + warri.x, box.y + warri.y);
      await waitUntil(page, () => (document.querySelector('input[name="start-game"]:checked') || {}).value === 'warri',
        undefined, { what: 'the form to show Warri' });
      // Then the form's choices, as a screen reader's user makes them.
      await formChoice(page, 'input[name="start-game"][value="adji-kui-1"]');
      await formChoice(page, 'input[name="start-north"][value="computer"]');
      await waitUntil(page, () => !!document.getElementById('start-north-level'), undefined, { what: 'North\'s level' });
      await page.locator('#start-north-level').selectOption('easy');
      await formChoice(page, 'input[name="start-starter"][value="N"]');
      await page.locator('#start-north-level').focus();
      assert((await form.boundingBox()).width > 100, 'the form is not shown while the keyboard is in it');
      await screenshot(page, 'keyboard-start-form.png');
      // The canvas shows the same: Adji Kui I chosen there.
      await page.locator('#start-form-start').focus();
      await page.keyboard.press('Enter');
      await waitUntil(page, () => window.mancala.screen() === 'play', undefined, { what: 'the game' });
      const state = await api(page, () => window.mancala.state());
      assert(state.variant === 'adji-kui-1', `variant ${state.variant}`);
      // North, the computer, starts.
      await waitUntil(page, () => window.mancala.moves().trim().startsWith('1.'), undefined, { what: 'North to open' });
      assert(await form.isHidden(), 'the form stays on the play screen');
      // A bad choice through the page API: an error, nothing changed.
      const r = await api(page, () => window.mancala.chooseSetup('game', 'chess'));
      assert(!r.ok && r.error, 'a bad choice accepted');
      assert(errors.length === 0, `console errors: ${errors.join(' | ')}`);
    });
  });

  test('keyboard: the page\'s start form shows the level the canvas shows, Easy in a new profile', async () => {
    await withBrowser({ viewport: { width: 1280, height: 800 } }, async (context) => {
      const { page, errors } = await openGame(context, url('?lang=en'));
      const formLevel = (side) => page.evaluate((s) => (document.getElementById(`start-${s}-level`) || {}).value, side);
      await showOtherWays(page);
      for (const side of ['north', 'south']) {
        await clickControl(page, `${side}-computer`);
        await waitUntil(page, (s) => !!document.getElementById(`start-${s}-level`), side, { what: `${side}'s level in the form` });
        const canvas = (await api(page, () => window.mancala.players('start')))[side].level;
        assert(canvas === 'easy', `the canvas shows ${side}'s level as ${canvas}, not Easy`);
        assert(await formLevel(side) === canvas, `the form shows ${side}'s level as ${await formLevel(side)}, the canvas as ${canvas}`);
      }
      // A level chosen on the canvas: the form follows.
      await clickControl(page, 'north-level');
      await clickControl(page, 'north-level-hard');
      await waitUntil(page, () => (document.getElementById('start-north-level') || {}).value === 'hard', undefined,
        { what: 'the form to show Hard' });
      assert(await formLevel('south') === 'easy', `South's level in the form: ${await formLevel('south')}`);
      assert(errors.length === 0, `console errors: ${errors.join(' | ')}`);
    });
  });

  test('keyboard: a click never draws the keyboard\'s focus frame (puzzles, lessons, a friend\'s game); a key does', async () => {
    await withBrowser({ viewport: { width: 1280, height: 800 } }, async (context) => {
      const { page, errors } = await openGame(context, url('?lang=en'));
      await nextFrames(page);
      // The frame around the game (the canvas's outline), and the game's own ring on a control.
      const frame = () => page.evaluate(() => {
        const canvas = document.getElementById('canvas');
        return document.activeElement === canvas && getComputedStyle(canvas).outlineStyle !== 'none';
      });
      const noFrame = async (where) => {
        assert(!(await frame()), `${where}: the keyboard's frame is drawn around the game after a click`);
        assert(await focused(page) === '', `${where}: the keyboard's ring is on ${await focused(page)} after a click`);
      };
      // The focus goes elsewhere (another window, the page around the game), then a click comes back.
      const away = () => page.evaluate(() => document.getElementById('canvas').blur());
      await clickControl(page, 'puzzles');
      await waitUntil(page, () => window.mancala.controlCenter('puzzles-game-warri') !== null, undefined, { what: 'the puzzles' });
      await away();
      await clickControl(page, 'puzzles-game-warri');
      await noFrame('the puzzles');
      await clickControl(page, 'puzzles-close');
      await waitUntil(page, () => window.mancala.controlCenter('learn-to-play') !== null, undefined, { what: 'the start screen' });
      // The lessons: a key draws the frame, a click then takes it away; so does a click after the focus went.
      await clickControl(page, 'learn-to-play');
      await waitUntil(page, () => window.mancala.controlCenter('tutorial-lesson') !== null, undefined, { what: 'the lessons' });
      await press(page, 'ArrowLeft');
      assert(await frame(), 'a key did not draw the keyboard\'s frame');
      await clickControl(page, 'tutorial-hole-1');
      await noFrame('the lessons, after a key');
      await away();
      await clickControl(page, 'tutorial-hole-2');
      await noFrame('the lessons');
      await clickControl(page, 'tutorial-close');
      // A game with a friend by link.
      await showOtherWays(page);
      await clickControl(page, 'players-friend');
      await clickControl(page, 'start');
      await waitUntil(page, () => window.mancala.screen() === 'play', undefined, { what: 'the game' });
      await away();
      await clickHole(page, 0);
      await noFrame('a friend\'s game');
      // The keyboard still draws it: Tab from the page into the game.
      await tabIntoGame(page);
      assert(await frame(), 'Tab into the game did not draw the keyboard\'s frame');
      assert(errors.length === 0, `console errors: ${errors.join(' | ')}`);
    });
  });

  test('keyboard: a person playing North sees their row near, and the arrows go where they point', async () => {
    await withBrowser({ viewport: { width: 1280, height: 800 } }, async (context) => {
      const { page, errors } = await openGame(context, url('?game=warri&south=computer&north=person'));
      await waitUntil(page, () => window.mancala.state().toMove === 'N' && !window.mancala.busy(), undefined,
        { what: 'the computer\'s first move' });
      await waitIdle(page);
      const at = (h) => api(page, (i) => window.mancala.holeCenter(i), h);
      const [a, A, F] = [await at(0), await at(6), await at(11)];
      assert(A.y > a.y, `North's row (y ${A.y}) is not below South's (y ${a.y})`);
      assert(A.x < F.x, `A (x ${A.x}) is not at the left of F (x ${F.x})`);
      await screenshot(page, 'keyboard-north-near.png');
      // Right goes right: A, B, C... as North sees them.
      await tabIntoGame(page);
      const said = () => page.evaluate(() => document.getElementById('live').getAttribute('data-last') || '');
      const letters = [];
      for (let i = 0; i < 4; i++) {
        await press(page, 'ArrowRight');
        const words = await said();
        const m = /Hole ([A-F]), North/.exec(words);
        assert(m, `the cursor is not on a hole of North's: "${words}"`);
        letters.push(m[1]);
      }
      for (let i = 1; i < letters.length; i++) {
        const x0 = (await at('ABCDEF'.indexOf(letters[i - 1]) + 6)).x, x1 = (await at('ABCDEF'.indexOf(letters[i]) + 6)).x;
        assert(x1 > x0, `Right went from ${letters[i - 1]} to ${letters[i]}: ${letters.join(', ')}`);
      }
      assert(errors.length === 0, `console errors: ${errors.join(' | ')}`);
    });
  });
}
