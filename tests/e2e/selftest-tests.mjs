// Fixtures of the runner's time caps (runner.mjs), registered only with MANCALA_E2E_SELFTEST=1
// and run by tests/caps/run with a short cap: tests that hang in the shared page, in a browser
// of their own and in the engine, each followed by a test that must find the page answering and
// no browser left open; then hangs in a row, after which the run must stop. Never part of the
// browser tests themselves.
import { api, assert, browsersOpen, launch, openGame, waitIdle } from './lib.mjs';
import { Engine } from './engine.mjs';

const never = () => new Promise(() => {});

export default function registerSelftestTests(test, env) {
  const answers = async () => {
    assert(await api(env.page, () => window.mancala.screen()) === 'start', 'the page does not answer');
    assert(browsersOpen() === 1, `${browsersOpen()} browsers open, not the shared one alone`);
    assert(Engine.running.size === 0, `${Engine.running.size} engines left running`);
  };

  // The hangs' cap is short; the other tests have the usual one.
  const hang = { cap: 5 };
  test('selftest: a page that never answers', async () => {
    await api(env.page, never);
  }, hang);
  test('selftest: the page answers after a hang (1)', answers);

  test('selftest: a browser of its own that never answers', async () => {
    const b = await launch({});
    try {
      const { page } = await openGame(b.context, env.server.url);
      await waitIdle(page);
      await page.evaluate(never);
    } finally {
      await b.close();
    }
  }, hang);
  test('selftest: the page answers after a hang (2)', answers);

  test('selftest: an engine that never answers', async () => {
    const engine = Engine.require();
    try {
      await engine.expectOk('variant warri');
      await never();  // as a test waiting for a line that never comes
    } finally {
      engine.close();
    }
  }, hang);
  test('selftest: the page answers after a hang (3)', answers);

  for (const n of [1, 2, 3]) test(`selftest: hang ${n} in a row`, () => api(env.page, never), hang);
  test('selftest: after three hangs in a row (never run)', () => {
    console.log('selftest: this test was run');
  });
}
