// End-to-end tests of a game that is never lost by accident and of settings that stick: the
// address follows the game (a reload brings back the game being played, not the one the page
// was opened with, nor a share link's position after playing on), New game keeps the game in
// progress with a way back, and the start screen's choices and level survive a reload, a first
// visit's computer playing at Easy while the address can still ask for any level.
// Registered into run-tests.mjs; each test opens its own browser profile.
import { openGame, waitUntil, waitIdle, api, clickControl, nextFrames, screenshot, showOtherWays } from './lib.mjs';
import { assert, withBrowser } from './lib.mjs';

async function reload(page) {
  await page.reload();
  await page.evaluate(() => window.mancala.ready);
  await nextFrames(page);
}

async function play(page, moves) {
  for (const m of moves) {
    assert((await api(page, (x) => window.mancala.play(x), m)).ok, `the move ${m}`);
    await waitUntil(page, () => !window.mancala.busy(), undefined, { what: `the move ${m}` });
  }
}

async function playFirstLegal(page, count) {
  for (let i = 0; i < count; i++) await play(page, [(await api(page, () => window.mancala.legalMoves()))[0]]);
}

const address = (page) => page.evaluate(() => ({ search: window.location.search, hash: window.location.hash }));

export default function register(test, ctx) {
  const url = (q = '') => ctx.server.url + q;

  test('keep: arrived through ?game=adji-kui-1, Warri started from the menu and played, a reload brings back Warri', async () => {
    await withBrowser({}, async (context) => {
      const { page, errors } = await openGame(context, url('?game=adji-kui-1&lang=en'));
      await api(page, () => window.mancala.setSpeed('instant'));
      await clickControl(page, 'new-game');
      assert(await api(page, () => window.mancala.screen()) === 'start', 'New game did not show the start screen');
      await clickControl(page, 'game-warri');
      await showOtherWays(page);
      await clickControl(page, 'start');
      assert((await api(page, () => window.mancala.state())).variant === 'warri', 'Warri did not start');
      await play(page, ['b', 'E', 'c']);
      const moves = await api(page, () => window.mancala.moves());
      const shown = await address(page);
      assert(/game=warri/.test(shown.search) && !/adji-kui-1/.test(shown.search) && /lang=en/.test(shown.search),
        `the address's query: ${shown.search}`);
      assert(/^#r=/.test(shown.hash), `the address's fragment: ${shown.hash}`);
      await reload(page);
      assert((await api(page, () => window.mancala.state())).variant === 'warri', 'the reload lost Warri');
      assert(await api(page, () => window.mancala.moves()) === moves, 'the reload lost the moves');
      // The copied address in a browser with nothing saved brings back the same game.
      const href = await page.evaluate(() => window.location.href);
      await withBrowser({}, async (other) => {
        const { page: p2 } = await openGame(other, href);
        assert((await api(p2, () => window.mancala.state())).variant === 'warri', 'the copied address lost Warri');
        assert(await api(p2, () => window.mancala.moves()) === moves, 'the copied address lost the moves');
      });
      assert(errors.length === 0, `console errors: ${errors.join(' | ')}`);
    });
  });

  test('keep: a share link played on, then reloaded, is the played-on game', async () => {
    await withBrowser({}, async (context) => {
      const record = '[Game "warri"]\n\n1. b E\n';
      const { page, errors } = await openGame(context, url('#r=' + encodeURIComponent(record)));
      await api(page, () => window.mancala.setSpeed('instant'));
      assert((await api(page, () => window.mancala.moves())).trim() === '1. b E', 'the link was not opened');
      await playFirstLegal(page, 2);
      const moves = await api(page, () => window.mancala.moves());
      assert(/^1\. b E 2\. \w \w$/.test(moves.trim()), `moves ${moves}`);
      await reload(page);
      assert(await api(page, () => window.mancala.moves()) === moves,
        `after the reload: ${await api(page, () => window.mancala.moves())}`);
      assert(errors.length === 0, `console errors: ${errors.join(' | ')}`);
    });
  });

  test('keep: New game in the middle of a game keeps it; Back to the game (and Esc) returns to it, also after a reload', async () => {
    await withBrowser({}, async (context) => {
      const { page, errors } = await openGame(context, url('?game=warri&lang=en'));
      await api(page, () => window.mancala.setSpeed('instant'));
      await play(page, ['b', 'E']);
      const moves = await api(page, () => window.mancala.moves());
      await clickControl(page, 'new-game');
      assert(await api(page, () => window.mancala.screen()) === 'start', 'no start screen');
      assert(await api(page, () => window.mancala.controlCenter('back-to-game')) !== null, 'no way back to the game');
      await screenshot(page, 'keep-back-to-game.png');
      await clickControl(page, 'back-to-game');
      assert(await api(page, () => window.mancala.screen()) === 'play', 'Back to the game did not go back');
      assert(await api(page, () => window.mancala.moves()) === moves, 'the moves were lost');
      // By keyboard: N, then Esc.
      await page.locator('#canvas').focus();
      await page.keyboard.press('n');
      await waitUntil(page, () => window.mancala.screen() === 'start', undefined, { what: 'N' });
      assert(/Escape/.test(await api(page, () => window.mancala.announcement())),
        `the live region: ${await api(page, () => window.mancala.announcement())}`);
      // A reload on the start screen: still kept.
      await reload(page);
      assert(await api(page, () => window.mancala.screen()) === 'start', 'the reload left the start screen');
      assert(await api(page, () => window.mancala.controlCenter('back-to-game')) !== null, 'the game is not kept after the reload');
      await page.locator('#canvas').focus();
      await page.keyboard.press('Escape');
      await waitUntil(page, () => window.mancala.screen() === 'play', undefined, { what: 'Esc' });
      assert(await api(page, () => window.mancala.moves()) === moves, 'the moves were lost after the reload');
      // Start chosen after all: the new game replaces it, which can still be gone back to
      // until a move is played in the new one.
      await page.keyboard.press('n');
      await waitUntil(page, () => window.mancala.screen() === 'start', undefined, { what: 'N' });
      await showOtherWays(page);
      await clickControl(page, 'start');
      assert((await api(page, () => window.mancala.moves())) === '', 'not a new game');
      await clickControl(page, 'back-to-previous');
      assert(await api(page, () => window.mancala.moves()) === moves, 'the previous game did not come back');
      assert(errors.length === 0, `console errors: ${errors.join(' | ')}`);
    });
  });

  test('keep: a first visit plays at Easy; the level chosen on the start screen survives a reload; ?level=master still gives Master', async () => {
    await withBrowser({}, async (context) => {
      const { page, errors } = await openGame(context, url('?lang=en'));
      assert(await api(page, () => window.mancala.screen()) === 'start', 'no start screen');
      await showOtherWays(page);
      await clickControl(page, 'north-computer');
      assert((await api(page, () => window.mancala.players('start'))).north.level === 'easy', 'not Easy on a first visit');
      // The level chosen in the list, as a person would.
      await clickControl(page, 'north-level');
      await clickControl(page, 'north-level-hard');
      assert((await api(page, () => window.mancala.players('start'))).north.level === 'hard', 'Hard was not chosen');
      await reload(page);
      const choices = await api(page, () => window.mancala.players('start'));
      assert(choices.north.kind === 'computer' && choices.north.level === 'hard', `after the reload: ${JSON.stringify(choices)}`);
      await showOtherWays(page);
      await clickControl(page, 'start');
      assert((await api(page, () => window.mancala.players())).north.level === 'hard', 'the game is not at Hard');
      assert(/level=hard/.test((await address(page)).search), `the address: ${(await address(page)).search}`);
      // The address's level wins over the saved one.
      await page.goto(url('?game=warri&north=computer&level=master'));
      await page.evaluate(() => window.mancala.ready);
      assert((await api(page, () => window.mancala.players())).north.level === 'master', 'not Master');
      assert(errors.length === 0, `console errors: ${errors.join(' | ')}`);
    });
  });
}
