// End-to-end tests of the lessons the learner plays ("How to play"): the lesson waits for its
// hole, a wrong hole is explained in the live region and changes nothing, the right one (a
// click, or the arrows and Enter) is animated, "Show me" plays it, and at the end "Next lesson"
// opens the next one. Screenshots build/screenshots/lesson-*.png. Registered into run-tests.mjs.
import { openGame, waitUntil, waitIdle, waitQuiet, api, watchBusy, clickControl, screenshot, nextFrames } from './lib.mjs';
import { assert, withBrowser } from './lib.mjs';

const announcement = (page) => api(page, () => window.mancala.announcement());
const shown = (page, name) => api(page, (n) => window.mancala.controlCenter(n) !== null, name);

async function clickLessonHole(page, hole) {
  await clickControl(page, `tutorial-hole-${hole}`);
}

// "Learn to play" on `game`'s card: its first lesson, sowing. `pastSowing`: played by Show me,
// then on to the next lesson, the game's first capture (or relay).
async function openLessons(page, game, { pastSowing = true } = {}) {
  await clickControl(page, `game-${game}`);
  await clickControl(page, 'learn-to-play');
  await waitUntil(page, () => window.mancala.controlCenter('tutorial-lesson') !== null, undefined, { what: 'the lessons' });
  await nextFrames(page);
  if (!pastSowing) return;
  await clickControl(page, 'tutorial-show');
  await waitIdle(page);
  await clickControl(page, 'tutorial-next');
  await nextFrames(page);
}

export default function registerLessonTests(test, ctx) {
  test('Learn to play begins with sowing in each game, then its captures', async () => {
    await withBrowser({ viewport: { width: 1280, height: 800 } }, async (context) => {
      const { page, errors } = await openGame(context, `${ctx.server.url}?lang=en`);
      await api(page, () => window.mancala.setSpeed('fast'));
      const games = [['adji-kui-1', 'Adji Kui I', 'c', 'Adji Kui I: a capture.'],
        ['adji-kui-2', 'Adji Kui II', 'b', 'Adji Kui II: a relay and a capture.'], ['warri', 'Warri', 'd', 'Warri: the cut.']];
      for (const [game, title, hole, next] of games) {
        await openLessons(page, game, { pastSowing: false });
        let told = await announcement(page);
        assert(told.startsWith(`${title}: sowing. Step 1 of 2.`), `${game}'s first lesson: "${told}"`);
        // The lesson's hole sown: one seed into each hole after it, nothing captured.
        const before = await api(page, () => window.mancala.state());
        await clickLessonHole(page, 'abcdef'.indexOf(hole));
        await waitIdle(page);
        told = await announcement(page);
        assert(told.includes(`South sows ${hole}`) && told.includes('Step 2 of 2'), `${game}: after ${hole}: "${told}"`);
        await clickControl(page, 'tutorial-next');
        await nextFrames(page);
        told = await announcement(page);
        assert(told.startsWith(next), `${game}: the lesson after sowing: "${told}"`);
        await clickControl(page, 'tutorial-close');
        await nextFrames(page);
        assert(JSON.stringify(await api(page, () => window.mancala.state())) === JSON.stringify(before),
          'a lesson changed the game');
      }
      assert(errors.length === 0, `console errors: ${errors.join(' | ')}`);
    });
  });

  test('a Warri lesson played by clicks: a wrong hole explained, the cut, the next lesson', async () => {
    await withBrowser({ viewport: { width: 1280, height: 800 } }, async (context) => {
      const { page, errors } = await openGame(context, `${ctx.server.url}?lang=en`);
      await api(page, () => window.mancala.setSpeed('fast'));
      await openLessons(page, 'warri');
      let told = await announcement(page);
      assert(told.startsWith('Warri: the cut. Step 1 of 3.'), `the live region says "${told}"`);
      assert(await shown(page, 'tutorial-show'), 'no Show me while the lesson waits for its move');
      assert(!(await shown(page, 'tutorial-next')), 'Next is offered before the learner moved');
      await screenshot(page, 'lesson-en-waiting.png');

      // A wrong hole: e cuts only 2; the lesson says so and stays where it is.
      await clickLessonHole(page, 4);
      await nextFrames(page);
      told = await announcement(page);
      assert(told.startsWith('Hole e is not this lesson\'s move.') && told.includes('South captures 2 seeds from A.'),
        `a wrong hole explained as "${told}"`);
      assert(!(await api(page, () => window.mancala.busy())), 'a wrong hole started a move');
      assert(await shown(page, 'tutorial-show'), 'the lesson moved on after a wrong hole');
      await screenshot(page, 'lesson-en-wrong.png');
      // A hole of North's: the rules' reason.
      await clickLessonHole(page, 8);
      await nextFrames(page);
      told = await announcement(page);
      assert(told.includes('It is South\'s turn, and hole C is North\'s.'), `North's hole explained as "${told}"`);

      // The lesson's hole: animated, then the caption explains the cut.
      await api(page, () => window.mancala.setSpeed('slow'));
      const sawBusy = await watchBusy(page);
      await clickLessonHole(page, 3);
      assert(await sawBusy(), 'the lesson move is not animated');
      told = await announcement(page);
      assert(told.includes('South sows d: 4 seeds, the last one in B.') && told.includes('Step 2 of 3'), `after d: "${told}"`);
      await waitIdle(page);
      await api(page, () => window.mancala.setSpeed('fast'));
      // North's reply, by "Show me".
      await clickControl(page, 'tutorial-show');
      await waitIdle(page);
      told = await announcement(page);
      assert(told.includes('North sows C') && told.includes('End of the lesson. Next lesson: Warri: feeding your opponent.'),
        `at the end: "${told}"`);
      assert(await shown(page, 'tutorial-next') && await shown(page, 'tutorial-list'), 'no Next lesson or lesson list at the end');
      await screenshot(page, 'lesson-en-end.png');
      await clickControl(page, 'tutorial-next');
      told = await announcement(page);
      assert(told.startsWith('Warri: feeding your opponent. Step 1 of 3.'), `the next lesson: "${told}"`);
      // Sowing a keeps North without seeds: refused by the feeding rule.
      await clickLessonHole(page, 0);
      await nextFrames(page);
      told = await announcement(page);
      assert(told.includes('North has no seeds: you must play a move that gives them some.'), `feeding: "${told}"`);
      // Played to its end by Show me, then another lesson chosen from the list.
      await clickControl(page, 'tutorial-show');
      await waitIdle(page);
      await clickControl(page, 'tutorial-show');
      await waitIdle(page);
      await clickControl(page, 'tutorial-list');
      assert(await shown(page, 'tutorial-list-0'), 'the lesson list is not shown');
      await screenshot(page, 'lesson-en-list.png');
      await clickControl(page, 'tutorial-list-2');
      told = await announcement(page);
      assert(told.startsWith('Adji Kui I: a chain of captures. Step 1 of 2.'), `the lesson chosen in the list: "${told}"`);
      await clickControl(page, 'tutorial-close');
      assert(!(await shown(page, 'tutorial-lesson')), 'the lessons did not close');
      assert(errors.length === 0, `console errors: ${errors.join(' | ')}`);
    });
  });

  test('the lessons keep the keyboard as a dialog: Tab goes round their controls, Enter presses the one ringed, an arrow goes back to the board', async () => {
    await withBrowser({ viewport: { width: 1280, height: 800 } }, async (context) => {
      const { page, errors } = await openGame(context, `${ctx.server.url}?lang=en`);
      await api(page, () => window.mancala.setSpeed('fast'));
      await openLessons(page, 'warri');
      await page.locator('#canvas').focus();
      const focused = () => api(page, () => window.mancala.focused());
      const onCanvas = () => api(page, () => document.activeElement === document.getElementById('canvas'));
      // Tab and Shift+Tab, each more times than the lessons have controls: never behind the window,
      // never out of the game (the page's own start form would take the keys there).
      for (const key of ['Tab', 'Shift+Tab']) {
        const seen = [];
        for (let i = 0; i < 9; i++) {
          await page.keyboard.press(key);
          await nextFrames(page);
          seen.push(await focused());
          assert(await onCanvas(), `${key} left the game from the lessons (after ${seen.join(', ')})`);
        }
        assert(seen.every((name) => name.startsWith('tutorial-')), `${key} went behind the lessons: ${seen.join(', ')}`);
        assert(new Set(seen).size < seen.length, `${key} did not go round the lessons' controls: ${seen.join(', ')}`);
      }
      // The hole cursor moved off the lesson's hole (d to c), then the ring put on Show me: Enter
      // presses Show me (the lesson's move, d), and does not sow the cursor's hole.
      await page.keyboard.press('ArrowLeft');
      await nextFrames(page);
      assert(await focused() === '', `an arrow left the ring on ${await focused()}`);
      for (let i = 0; i < 9 && await focused() !== 'tutorial-show'; i++) {
        await page.keyboard.press('Tab');
        await nextFrames(page);
      }
      assert(await focused() === 'tutorial-show', `Tab never reached Show me (${await focused()})`);
      await page.keyboard.press('Enter');
      await waitUntil(page, () => window.mancala.announcement().includes('Step 2 of 3'), undefined,
        { what: 'Show me pressed by Enter' });
      const told = await announcement(page);
      assert(told.includes('South sows d') && !told.includes('not this lesson'), `Enter on Show me: "${told}"`);
      await waitIdle(page);
      // Esc closes the lessons: Tab reaches the start screen's controls again.
      await page.keyboard.press('Escape');
      await nextFrames(page);
      assert(!(await shown(page, 'tutorial-lesson')), 'Escape did not close the lessons');
      await page.keyboard.press('Tab');
      await nextFrames(page);
      assert(!(await focused()).startsWith('tutorial-'), `after the lessons closed: ${await focused()}`);
      assert(errors.length === 0, `console errors: ${errors.join(' | ')}`);
    });
  });

  test('Esc in a lesson closes the list open first (the lessons\' list, all lessons), then the window', async () => {
    await withBrowser({ viewport: { width: 1280, height: 800 } }, async (context) => {
      const { page, errors } = await openGame(context, `${ctx.server.url}?lang=en`);
      await api(page, () => window.mancala.setSpeed('instant'));
      await openLessons(page, 'warri');
      // Where the lessons' list opens, under the lesson's name: drawn again only when it changes.
      const combo = await api(page, () => window.mancala.controlCenter('tutorial-lesson'));
      const box = await page.locator('#canvas').boundingBox();
      const under = () => waitQuiet(page).then(() => page.screenshot({
        clip: { x: box.x + combo.x - 150, y: box.y + combo.y + 20, width: 300, height: 150 } }));
      const closed = await under();
      const escape = async () => {
        await page.keyboard.press('Escape');
        await nextFrames(page);
      };
      // Esc closes the list alone, every time.
      for (let time = 1; time <= 2; time++) {
        await clickControl(page, 'tutorial-lesson');
        assert(!(await under()).equals(closed), `the lessons' list did not open (time ${time})`);
        await escape();
        assert(await shown(page, 'tutorial-lesson'), `Esc in the lessons' list closed the lessons (time ${time})`);
        assert((await under()).equals(closed), `Esc did not close the lessons' list (time ${time})`);
      }
      // All lessons, at the end of one, opened by a click and by the keyboard: Esc goes back to
      // the lesson; then it closes the window.
      for (let i = 0; i < 6 && !(await shown(page, 'tutorial-list')); i++) {
        await clickControl(page, 'tutorial-show');
        await waitIdle(page);
      }
      for (const how of ['a click', 'Enter']) {
        if (how === 'a click') {
          await clickControl(page, 'tutorial-list');
        } else {
          for (let i = 0; i < 9 && await api(page, () => window.mancala.focused()) !== 'tutorial-list'; i++) {
            await page.keyboard.press('Tab');
            await nextFrames(page);
          }
          await page.keyboard.press('Enter');
          await nextFrames(page);
        }
        assert(await shown(page, 'tutorial-list-0'), `All lessons did not show the list (by ${how})`);
        await escape();
        assert(await shown(page, 'tutorial-lesson'), `Esc in the list of all lessons (by ${how}) closed the lessons`);
        assert(!(await shown(page, 'tutorial-list-0')) && await shown(page, 'tutorial-close'),
          `Esc did not go back from the list of all lessons (by ${how}) to the lesson`);
      }
      await escape();
      assert(!(await shown(page, 'tutorial-lesson')), 'Esc in the lesson did not close the lessons');
      assert(errors.length === 0, `console errors: ${errors.join(' | ')}`);
    });
  });

  test('a lesson played by keyboard alone (fr): arrows, a wrong hole, Enter, Next lesson', async () => {
    await withBrowser({ viewport: { width: 1280, height: 800 } }, async (context) => {
      const { page, errors } = await openGame(context, `${ctx.server.url}?lang=fr`);
      await api(page, () => window.mancala.setSpeed('fast'));
      await openLessons(page, 'adji-kui-1');
      await page.locator('#canvas').focus();
      const start = await announcement(page);
      assert(start.includes('Étape 1 sur 2'), `the live region says "${start}"`);
      // The cursor starts on the lesson's hole (d); Left moves it to c, which is empty.
      await page.keyboard.press('ArrowLeft');
      await nextFrames(page);
      let told = await announcement(page);
      assert(told.startsWith('Case c'), `the cursor says "${told}"`);
      await page.keyboard.press('Enter');
      await nextFrames(page);
      told = await announcement(page);
      assert(told.includes('La case c est vide.'), `an empty hole explained as "${told}"`);
      assert(!(await api(page, () => window.mancala.busy())), 'an empty hole started a move');
      await screenshot(page, 'lesson-fr-wrong.png');
      await page.keyboard.press('ArrowRight');
      await page.keyboard.press('Enter');
      // The next step is told as the move starts; Enter during the move would only show its
      // end, so the test waits for the move to be over before the next key.
      await waitUntil(page, () => window.mancala.announcement().includes('Étape 2 sur 2'), undefined,
        { what: 'the move chosen by Enter' });
      await waitIdle(page);
      told = await announcement(page);
      assert(told.includes('Étape 2 sur 2') && told.includes('Sud prend'), `after d: "${told}"`);
      await screenshot(page, 'lesson-fr-end.png');
      await page.keyboard.press('Enter');  // the next lesson
      await nextFrames(page);
      told = await announcement(page);
      assert(told.includes('Étape 1 sur 2') && told !== start, `Enter at the end: "${told}"`);
      await page.keyboard.press('i');  // Show me
      await waitIdle(page);
      told = await announcement(page);
      assert(told.includes('Étape 2 sur 2'), `Show me by its key: "${told}"`);
      await page.keyboard.press('Escape');
      await nextFrames(page);
      assert(!(await shown(page, 'tutorial-lesson')), 'Escape did not close the lessons');
      assert(errors.length === 0, `console errors: ${errors.join(' | ')}`);
    });
  });
}
